// Accessibility: the walk (app/accessibility_audit.h) finds each kind of unnamed interactive item
// and passes named ones; and every screen of the application, driven to a seeded state as the
// screenshots are, has a name for every control, every clickable area and every card, and Tab
// visits its controls in reading order (`finnish27 --screenshot … --accessibility-check`).
#include "accessibility_audit.h"

#include <QProcess>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {
// A scene of one item of each kind, named ("ok…") or not ("bad…").
constexpr const char* kScene = R"(
import QtQuick
import QtQuick.Controls
Item {
    width: 600; height: 400
    Button { objectName: "okButton"; text: "Deal" }
    Button { objectName: "badSymbol"; text: "✕" }
    Button { objectName: "okSymbolNamed"; text: "✕"; Accessible.name: "Close" }
    Button { objectName: "badEmpty" }
    SpinBox { objectName: "badSpin" }
    SpinBox { objectName: "okSpin"; Accessible.name: "Seats" }
    Slider { objectName: "badSlider" }
    TextField { objectName: "okField"; placeholderText: "Amount" }
    TextField { objectName: "badField" }
    ComboBox { objectName: "okCombo"; model: ["Blackjack"] }
    MouseArea { objectName: "badArea"; width: 10; height: 10; onClicked: {} }
    MouseArea { objectName: "okHoverOnly"; width: 10; height: 10; acceptedButtons: Qt.NoButton }
    Rectangle {
        Accessible.role: Accessible.Button; Accessible.name: "Add a 5 chip"
        width: 10; height: 10
        MouseArea { objectName: "okAreaNamedByParent"; anchors.fill: parent; onClicked: {} }
    }
    Button { objectName: "okHidden"; visible: false }
    Button { objectName: "okDisabled"; enabled: false }
    FocusScope { objectName: "badScope"; activeFocusOnTab: true; width: 10; height: 10 }
}
)";

// Tab follows the items' order in the tree; here it goes back once in a row and once up a row.
constexpr const char* kTabScene = R"(
import QtQuick
import QtQuick.Controls
Item {
    width: 600; height: 400
    Button { objectName: "topLeft"; x: 0; y: 0; text: "A" }
    Button { objectName: "topRight"; x: 300; y: 4; text: "B" }
    Button { objectName: "rowOfMiddle"; x: 100; y: 2; text: "C" }
    Button { objectName: "below"; x: 0; y: 200; text: "D" }
    Button { objectName: "belowRight"; x: 200; y: 205; text: "E" }
    Button { objectName: "backUp"; x: 400; y: 100; text: "F" }
}
)";
} // namespace

class TstAppAccessibility : public QObject {
    Q_OBJECT

private slots:
    void walkFindsEachUnnamedKind() {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(kScene, QUrl("qrc:/scene.qml"));
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        const QStringList found = unnamedInteractiveItems(qobject_cast<QQuickItem*>(root.get()));
        QStringList names;
        for (const QString& f : found)
            names << f.section('\'', 1, 1);
        names.removeAll(QString()); // inner parts (a spin box's own text input) have none
        names.sort();
        QCOMPARE(names, (QStringList{"badArea", "badEmpty", "badField", "badScope", "badSlider",
                                     "badSpin", "badSymbol"}));
    }

    void tabOrderFaultsAreTheStepsBack() {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(kTabScene, QUrl("qrc:/tabs.qml"));
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        QQuickWindow window; // Tab's chain is a window's
        qobject_cast<QQuickItem*>(root.get())->setParentItem(window.contentItem());
        QQuickItem* item = window.contentItem();
        QCOMPARE(focusChain(item).size(), 6);
        QStringList steps;
        for (const QString& f : focusOrderFaults(item))
            steps << f.section('\'', 1, 1) + ">" + f.section('\'', 3, 3);
        QCOMPARE(steps, (QStringList{"topRight>rowOfMiddle", "belowRight>backUp"}));
    }

    void everyScreenNamesWhatItShows_data() {
        QTest::addColumn<QStringList>("args");
        const QList<QStringList> screens{
            {"--phase", "deal"},
            {"--phase", "decision", "--hints"},
            {"--phase", "settled", "--rules", "poker-like"},
            {"--phase", "decision", "--rules", "21-24-27"},
            {"--panel", "settings"},
            {"--panel", "stats"},
            {"--panel", "fairness"},
            {"--panel", "rules"},
            {"--panel", "history"},
            {"--panel", "progress"},
            {"--panel", "chart"},
            {"--panel", "drill"},
            {"--panel", "yours"},
            {"--game", "seven27"},
            {"--game", "seven27", "--phase", "showdown"},
            {"--game", "seven27", "--panel", "settings"},
            {"--game", "school"},
            {"--game", "school", "--panel", "keys"},
            {"--game", "school", "--mode", "spot"},
            {"--game", "school", "--mode", "drills"},
            {"--game", "school", "--mode", "progress"},
            {"--phase", "decision", "--language", "fi"},
            {"--phase", "broke"},
        };
        for (const QStringList& s : screens)
            QTest::newRow(qPrintable(s.join(' '))) << s;
    }
    void everyScreenNamesWhatItShows() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(F27_APP, QStringList{"--screenshot", dir.filePath("s.png"), "--size", "1280x800",
                                     "--accessibility-check"} +
                             args);
        QVERIFY(p.waitForFinished(180000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY(QFileInfo(dir.filePath("s.png")).size() > 0);
    }
};

QTEST_MAIN(TstAppAccessibility)
#include "tst_app_accessibility.moc"
