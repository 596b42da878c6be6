// The rule editor page (qml/RuleEditor.qml) over its model: it loads without a QML warning,
// typing in a field reaches the rules, the engine's problems show under their fields, and
// "Play these rules" hands the table what to load.
#include "rule_editor.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

namespace {

const char* kWindow = R"(
import QtQuick
import QtQuick.Controls
import Finnish27
ApplicationWindow {
    width: 1280; height: 800; visible: true
    RuleEditor { id: page; objectName: "page" }
    Component.onCompleted: page.open()
}
)";

QList<QQuickItem*> itemsNamed(QQuickItem* root, const QString& name) {
    QList<QQuickItem*> out;
    if (root->objectName() == name) out << root;
    for (QQuickItem* child : root->childItems())
        out << itemsNamed(child, name);
    return out;
}

QQuickItem* itemNamed(QQuickItem* root, const QString& name) {
    const auto items = itemsNamed(root, name);
    return items.isEmpty() ? nullptr : items.first();
}

// The visible problem labels' texts.
QStringList shownProblems(QQuickItem* root) {
    QStringList out;
    for (QQuickItem* label : itemsNamed(root, "problem"))
        if (label->isVisible()) out << label->property("text").toString();
    return out;
}

} // namespace

class AppRuleEditorPage : public QObject {
    Q_OBJECT
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
    QObject* page_ = nullptr;
    RuleEditor* editor_ = nullptr;

private slots:
    void init() {
        QTest::failOnWarning(QRegularExpression(".*")); // the page loads and runs cleanly
        engine_ = new QQmlApplicationEngine;
        engine_->addImportPath("qrc:/");
        engine_->loadData(kWindow, QUrl("qrc:/tst_app_rule_editor_page/Window.qml"));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
        QVERIFY(window_);
        page_ = window_->findChild<QObject*>("page");
        QVERIFY(page_);
        editor_ = qvariant_cast<RuleEditor*>(page_->property("editor"));
        QVERIFY(editor_);
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        QTRY_VERIFY(page_->property("opened").toBool());
    }
    void cleanup() {
        delete engine_;
        engine_ = nullptr;
    }

    void showsEverySectionOfThePreset() {
        QCOMPARE(editor_->id(), QString("poker-like"));
        QStringList titles;
        for (const QVariant& s : page_->property("sections").toList())
            titles << qvariant_cast<QObject*>(s)->property("title").toString();
        QCOMPARE(titles.size(), 11);
        QVERIFY(titles.contains("Forced plays") && titles.contains("Bonuses"));
        QVERIFY(shownProblems(window_->contentItem()).isEmpty());
        // Every field the form shows for the preset is bound: the decks spin box holds 6.
        QQuickItem* decks = itemNamed(window_->contentItem(), "spin:shoe.decks");
        QVERIFY(decks);
        QCOMPARE(decks->property("value").toInt(), 6);
        const QImage shot = window_->grabWindow();
        QVERIFY(!shot.isNull());
        QSet<QRgb> colours; // a drawn form, not a blank window
        for (int y = 0; y < shot.height(); y += 7)
            for (int x = 0; x < shot.width(); x += 7)
                colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 40, qPrintable(QString::number(colours.size())));
    }

    void typingReachesTheRulesAndProblemsShowUnderTheField() {
        QQuickItem* name = itemNamed(window_->contentItem(), "text:name");
        QVERIFY(name);
        QTest::mouseClick(
            window_, Qt::LeftButton, {},
            name->mapToScene(QPointF(name->width() - 4, name->height() / 2)).toPoint());
        QTRY_VERIFY(name->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_End);
        for (const char c : QByteArray(" (house)"))
            QTest::keyClick(window_, c);
        QCOMPARE(editor_->name(), QString("Poker-like Finnish 27 (house)"));
        QVERIFY(editor_->dirty());

        QVERIFY(editor_->setValue("shoe.decks", 9));
        QTRY_VERIFY(shownProblems(window_->contentItem()).join('\n').contains("between 1 and 8"));
        QCOMPARE(itemNamed(window_->contentItem(), "spin:shoe.decks")->property("value").toInt(),
                 9);
        QVERIFY(!editor_->valid());
        QQuickItem* play = itemNamed(window_->contentItem(), "playButton");
        QVERIFY(play && !play->isEnabled());
        QVERIFY(editor_->setValue("shoe.decks", 6));
        QTRY_VERIFY(shownProblems(window_->contentItem()).isEmpty());
        QVERIFY(play->isEnabled());
    }

    // The first edit of a preset brings up a tip in room kept for it: the buttons and fields
    // below stay where they were, under the pointer.
    void theFirstEditMovesNothing() {
        QQuickItem* tip = itemNamed(window_->contentItem(), "presetTip");
        QQuickItem* decks = itemNamed(window_->contentItem(), "spin:shoe.decks");
        QVERIFY(tip && decks);
        QCOMPARE(tip->opacity(), 0.0);
        const QPointF before = decks->mapToScene(QPointF(0, 0));
        QVERIFY(editor_->setValue("description", "House rules"));
        QVERIFY(editor_->dirty());
        QTRY_COMPARE(tip->opacity(), 1.0);
        QTest::qWait(50); // any layout change
        QCOMPARE(decks->mapToScene(QPointF(0, 0)), before);
    }

    void listRowsFollowTheEdits() {
        const int before = int(itemsNamed(window_->contentItem(), "text:forced[0].rule").size());
        QCOMPARE(before, 1);
        QVERIFY(editor_->addItem("forced") == 6);
        QTRY_VERIFY(itemNamed(window_->contentItem(), "text:forced[6].rule"));
        QVERIFY(editor_->removeItem("forced", 6));
        QTRY_VERIFY(!itemNamed(window_->contentItem(), "text:forced[6].rule"));
        QVERIFY(editor_->loadPreset("blackjack")); // fewer lists, other rows
        QTRY_VERIFY(!itemNamed(window_->contentItem(), "text:bonuses[0].name"));
        QVERIFY(editor_->loadPreset("poker-like"));
        QTRY_VERIFY(itemNamed(window_->contentItem(), "text:bonuses[3].name"));
    }

    // The Simulate row: pick the rounds, click Simulate, the estimate and what was played show;
    // the button reads Stop while it runs.
    void simulateShowsTheEstimate() {
        QVERIFY(editor_->loadPreset("blackjack"));
        QQuickItem* rounds = itemNamed(window_->contentItem(), "simulatedEdgeRounds");
        QQuickItem* button = itemNamed(window_->contentItem(), "simulatedEdgeButton");
        QQuickItem* text = itemNamed(window_->contentItem(), "simulatedEdgeText");
        QQuickItem* detail = itemNamed(window_->contentItem(), "simulatedEdgeDetail");
        QVERIFY(rounds && button && text && detail);
        QCOMPARE(text->property("text").toString(), QString("\u2014"));
        QVERIFY(button->isEnabled());
        QCOMPARE(button->property("text").toString(), QString("Simulate"));
        rounds->setProperty("currentIndex", 0); // a million rounds
        QVERIFY(QMetaObject::invokeMethod(rounds, "activated", Q_ARG(int, 0)));
        QCOMPARE(editor_->simulatedEdge()->rounds(), 1'000'000);
        QTest::mouseClick(
            window_, Qt::LeftButton, {},
            button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint());
        QVERIFY(editor_->simulatedEdge()->running());
        QCOMPARE(button->property("text").toString(), QString("Stop"));
        QTRY_VERIFY_WITH_TIMEOUT(!editor_->simulatedEdge()->running(), 60000);
        QTRY_VERIFY(text->property("text").toString().contains("\u00b1"));
        QVERIFY2(detail->property("text").toString().contains("basic-strategy chart"),
                 qPrintable(detail->property("text").toString()));
        QCOMPARE(button->property("text").toString(), QString("Simulate"));
    }

    void playHandsTheTableAnUnchangedPreset() {
        QSignalSpy play(page_, SIGNAL(playRequested(QString)));
        QVERIFY(editor_->loadPreset("21-24-27"));
        QVERIFY(QMetaObject::invokeMethod(page_, "play"));
        QCOMPARE(play.count(), 1);
        QCOMPARE(play.first().first().toString(), QString("21-24-27"));
        QTRY_VERIFY(!page_->property("opened").toBool());
    }
};

QTEST_MAIN(AppRuleEditorPage)
#include "tst_app_rule_editor_page.moc"
