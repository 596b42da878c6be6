// A rule set's name, its bonus names and every other string a user supplies are shown as they
// are written: in the real Main.qml, no Text that shows them reads them as rich text (a name
// "<font size=7>…" is not obeyed, an "<img src=file://…>" is not loaded).
#include "table_controller.h"

#include "rules/rule_set_json.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

namespace {
const QString kName = R"(<font size=7>Big</font><img src="file:///nonexistent/x.png">)";

void collect(QQuickItem* item, QList<QQuickItem*>& out) {
    out << item;
    for (QQuickItem* child : item->childItems())
        collect(child, out);
}
} // namespace

class AppPlainText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
        QSettings().clear();
    }

    void ruleNamesAreShownAsWritten() {
        QTemporaryDir dir;
        f27::RuleSet rules = *f27::loadPreset("blackjack");
        rules.id = "house";
        rules.name = kName.toStdString();
        const QString path = dir.filePath("house.json");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(f27::ruleSetToJson(rules));
        }
        QQmlApplicationEngine engine;
        engine.load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        QVERIFY(window);
        auto* table = window->findChild<TableController*>("table");
        QVERIFY(table);
        QVERIFY2(table->loadRules(path), qPrintable(table->rulesError()));
        table->setAnimationMs(0);
        QVERIFY(table->deal());
        QCoreApplication::processEvents();

        QList<QQuickItem*> items;
        collect(window->contentItem(), items);
        int shown = 0;
        for (QQuickItem* item : items) {
            const QVariant text = item->property("text");
            const QVariant format = item->property("textFormat");
            if (!text.isValid() || !format.isValid()) continue;
            if (!text.toString().contains("<font", Qt::CaseInsensitive)) continue;
            ++shown;
            QVERIFY2(format.toInt() == 0, // Text.PlainText
                     qPrintable(QString("%1 shows \"%2\" with textFormat %3")
                                    .arg(item->metaObject()->className(), text.toString())
                                    .arg(format.toInt())));
        }
        QVERIFY2(shown > 0, "the rule set's name is on show"); // the felt at least
    }
};

QTEST_MAIN(AppPlainText)
#include "tst_app_plain_text.moc"
