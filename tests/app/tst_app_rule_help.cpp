// The rule help: the rules reference of the game in play (RuleHelp), rule IDs in the log made
// links that open the rule, "How to play" for each game, F1, and both languages.
#include "language.h"
#include "rule_help.h"
#include "table_controller.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

namespace {
void collect(QQuickItem* item, QList<QQuickItem*>& out) {
    out << item;
    for (QQuickItem* child : item->childItems())
        collect(child, out);
}
QStringList ruleLinks(const QString& styled) {
    QStringList ids;
    auto it = QRegularExpression(R"re(<a href="rule:([A-Z]+-[0-9]+)">)re").globalMatch(styled);
    while (it.hasNext())
        ids << it.next().captured(1);
    return ids;
}
} // namespace

class AppRuleHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
        QSettings().clear();
        Language::install("en");
    }

    void listsTheRulesOfTheGameInPlay() {
        RuleHelp& help = *RuleHelp::instance();
        help.setWholeBook(false);
        help.setFamily("finnish27");
        help.setGameId("poker-like");
        QVERIFY(help.rowOf("PL-5") >= 0 && help.rowOf("F-3") >= 0 && help.rowOf("P-1") >= 0);
        QCOMPARE(help.rowOf("B-1"), -1);
        QCOMPARE(help.rowOf("T-4"), -1);
        const QModelIndex first = help.index(0);
        QCOMPARE(help.data(first, RuleHelp::HeadingRole).toString(),
                 QString("Part 1 — The Finnish 27 family (banking games: one dealer against "
                         "each player seat)\nCards and the shoe"));
        QVERIFY(help.data(help.index(1), RuleHelp::HeadingRole).toString().isEmpty());
        // The preset's heading without its id in backquotes; its text styled, citations linked.
        const QModelIndex pl1 = help.index(help.rowOf("PL-1"));
        QCOMPARE(help.data(pl1, RuleHelp::HeadingRole).toString(),
                 QString("Preset: Poker-like Finnish 27"));
        QCOMPARE(ruleLinks(help.data(pl1, RuleHelp::TextRole).toString()),
                 (QStringList{"F-1", "F-2", "F-3"}));
        const QModelIndex pl12 = help.index(help.rowOf("PL-12"));
        QVERIFY(help.data(pl12, RuleHelp::DecisionsRole)
                    .toString()
                    .contains("<a href=\"rule:PL-12\">"));
        // T-4's cases are lines of their own.
        help.setGameId("21-24-27");
        const QString t4 = help.data(help.index(help.rowOf("T-4")), RuleHelp::TextRole).toString();
        QCOMPARE(t4.count("<br>• "), 2);
        QVERIFY(t4.contains("must stand.<br>Otherwise the player chooses"));
        QCOMPARE(help.rowOf("PL-5"), -1);
        help.setWholeBook(true);
        QVERIFY(help.rowOf("PL-5") >= 0 && help.rowOf("B-12") >= 0 && help.rowOf("S-8") >= 0);
        help.setWholeBook(false);
        help.setGameId("blackjack");
        help.setFamily("blackjack");
        QVERIFY(help.rowOf("B-10") >= 0 && help.rowOf("F-3") < 0);
        help.setFamily("finnish27");
    }

    void linksOnlyTheBooksRulesAndEscapesTheRest() {
        RuleHelp& help = *RuleHelp::instance();
        const QString line = help.linked("Seat 1 hits on soft 25 — PL-5 <b>SHA-256</b> & PL-99\n2");
        QCOMPARE(line, QString("Seat 1 hits on soft 25 — <a href=\"rule:PL-5\">PL-5</a> "
                               "&lt;b&gt;SHA-256&lt;/b&gt; &amp; PL-99<br>2"));
        QCOMPARE(RuleHelp::ruleOfLink("rule:B-8"), QString("B-8"));
        QCOMPARE(RuleHelp::ruleOfLink("https://example.org"), QString());
        QSignalSpy opened(&help, &RuleHelp::openRequested);
        help.open("rule:B-8");
        help.open("PL-5");
        help.open("rule:PL-99");
        help.open("file:///etc/passwd");
        QCOMPARE(opened.count(), 2);
        QCOMPARE(opened.at(0).at(0).toString(), QString("B-8"));
        QCOMPARE(opened.at(1).at(0).toString(), QString("PL-5"));
        QVERIFY(help.plainText("PL-5").startsWith("PL-5  Forced plays for the player"));
        QVERIFY(!help.plainText("PL-12").contains("**"));
    }

    // Each game's How to play cites only rules of the book, its own among them, and names no
    // key.
    void howToPlayCitesEachGamesRules() {
        RuleHelp& help = *RuleHelp::instance();
        const QList<std::tuple<QString, QString, QString>> games{
            {"poker-like", "finnish27", "PL-5"},      {"21-24-27", "finnish27", "T-4"},
            {"house", "finnish27", "F-11"},           {"blackjack", "blackjack", "B-7"},
            {"house-blackjack", "blackjack", "B-11"}, {"seven-twenty-seven", "finnish27", "S-6"}};
        for (const auto& [game, family, own] : games) {
            const QString text = help.howToPlay(game, family);
            const QStringList links = ruleLinks(text);
            QVERIFY2(links.contains(own), qPrintable(game + ": " + text));
            for (const QString& id : links)
                QVERIFY2(help.knows(id), qPrintable(id));
            QVERIFY2(!text.contains("**") && text.contains("<b>"), qPrintable(text));
            // Help opens from the dealer school too, where F1 lists the school's keys: the
            // text names no key that means something else there.
            QVERIFY2(!text.contains("F1"), qPrintable(game + ": " + text));
        }
        QVERIFY(!ruleLinks(help.howToPlay("blackjack", "blackjack")).contains("F-3"));
        // A custom Blackjack states none of the preset's numbers, which it may have changed.
        const QString custom = help.howToPlay("house-blackjack", "blackjack");
        QVERIFY2(!custom.contains("3:2") && !custom.contains("17") && !custom.contains("9, 10"),
                 qPrintable(custom));
    }

    void followsTheLanguage() {
        RuleHelp& help = *RuleHelp::instance();
        QSignalSpy changed(&help, &RuleHelp::bookChanged);
        const QString english = help.howToPlay("poker-like", "finnish27");
        QVERIFY(Language::install("fi"));
        QCOMPARE(help.language(), QString("fi"));
        QVERIFY(changed.count() > 0);
        QVERIFY2(help.plainText("F-3").contains("Pistearvot"), qPrintable(help.plainText("F-3")));
        QCOMPARE(help.title(), QString("Sääntöviite"));
        const QString finnish = help.howToPlay("poker-like", "finnish27");
        QVERIFY(finnish != english);
        QCOMPARE(ruleLinks(finnish), ruleLinks(english)); // the same rules, cited alike
        QVERIFY(Language::install("en"));
        QCOMPARE(help.language(), QString("en"));
        QVERIFY(help.plainText("F-3").contains("Point values"));
    }

    // In the window: the log's rule IDs are links; a link, a banner's rule or F1 opens Help.
    void theWindowOpensTheRuleOfALink() {
        QQmlApplicationEngine engine;
        engine.load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        QVERIFY(window);
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto* table = window->findChild<TableController*>("table");
        QVERIFY(table);
        QVERIFY(table->loadRules("poker-like"));
        QCOMPARE(RuleHelp::instance()->gameId(), QString("poker-like"));
        table->setAnimationMs(0);
        QVERIFY(table->deal());
        QCoreApplication::processEvents();
        QQuickItem* log = window->findChild<QQuickItem*>("log");
        QVERIFY(log);
        QList<QQuickItem*> items;
        collect(log, items);
        int linkedLines = 0;
        for (QQuickItem* item : items)
            if (item->property("text").toString().contains("<a href=\"rule:")) ++linkedLines;
        QVERIFY2(linkedLines > 0, "a log line links its rule");

        QVERIFY(!window->findChild<QObject*>("helpDialog")); // made when first asked for
        RuleHelp::instance()->open("rule:PL-7");             // what a click on a link does
        QObject* dialog = window->findChild<QObject*>("helpDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("selectedRule").toString(), QString("PL-7"));
        QCOMPARE(window->findChild<QObject*>("helpTabs")->property("currentIndex").toInt(), 1);
        auto* list = window->findChild<QQuickItem*>("rulesList");
        QVERIFY(list);
        // Scrolled down to PL-7, which is far down the list.
        QTRY_VERIFY(list->property("contentY").toReal() > 200);

        // A rule of another game: the whole reference is listed.
        RuleHelp::instance()->open("B-9");
        QTRY_VERIFY(RuleHelp::instance()->wholeBook());
        QCOMPARE(dialog->property("selectedRule").toString(), QString("B-9"));
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        RuleHelp::instance()->setWholeBook(false);

        QTest::keyClick(window, Qt::Key_F1);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(window->findChild<QObject*>("helpTabs")->property("currentIndex").toInt(), 0);
        auto* how = window->findChild<QQuickItem*>("howToPlay");
        QVERIFY(how);
        QVERIFY(how->property("text").toString().contains("<a href=\"rule:PL-5\">"));
    }
};

QTEST_MAIN(AppRuleHelp)
#include "tst_app_rule_help.moc"
