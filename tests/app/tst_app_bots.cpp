// The table's computer seats: they play the basic-strategy chart shipped for
// a preset, or for other rules one derived in the background (the dealer's rule until then),
// and the table says which.
#include "table_controller.h"

#include "round_script.h"
#include "rule_editor.h"
#include "rules/rule_set_json.h"
#include "strategy/chart_memo.h"

#include <QSignalSpy>
#include <QtTest>

using namespace f27;

namespace {
// The decision of `seat` in the round so far (the first one), if any.
std::optional<Action> firstDecision(const Round& round, int seat) {
    for (const Event& e : round.events())
        if (e.type == EventType::Decision && e.seat == seat) return e.action;
    return std::nullopt;
}

// A copy of a preset with eight decks instead of six, in `dir` (no shipped chart for it).
QString eightDeckCopy(const QTemporaryDir& dir, const QString& preset) {
    QFile in(QString(F27_SOURCE_DIR) + "/assets/rules/" + preset + ".json");
    if (!in.open(QIODevice::ReadOnly)) return {};
    QByteArray json = in.readAll();
    if (!json.contains("\"decks\": 6")) return {};
    json.replace("\"decks\": 6", "\"decks\": 8");
    QFile out(dir.filePath(preset + "-8.json"));
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size()) return {};
    return out.fileName();
}
} // namespace

class AppBots : public QObject {
    Q_OBJECT
private slots:
    void init() { forgetCharts(); } // each test derives what it needs (chart_memo.h)
    // Hard 12 against a 4: the chart stands, the dealer's rule (hit below 17) would hit.
    void blackjackBotsPlayTheChart() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(2);
        QCOMPARE(t.humanSeat(), 1);
        QVERIFY(t.botStrategy().contains("chart"));
        // Deal order: seat 0, seat 1, dealer up; seat 0, seat 1, dealer hole.
        t.useStackedShoe(test::cards("10C 10S 4D 2S 10H 10D 8C 9C 9D"));
        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Decision); // the human (20) to act
        QVERIFY(t.round());
        QCOMPARE(firstDecision(*t.round(), 0), std::optional<Action>(Action::Stand));
    }
    // 21-24-27, hard 19 against the dealer's 10+10 (hard 20, still to hit, T-4): the chart
    // stands (hit to 19), the dealer's rule (hard below 21 hits, T-6) would hit.
    void finnishBotsPlayTheChart() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("poker-like"));
        QVERIFY(t.botStrategy().contains("chart"));
        QVERIFY(t.loadRules("21-24-27"));
        QVERIFY(t.botStrategy().contains("chart"));
        t.setSeatCount(2);
        QCOMPARE(t.humanSeat(), 1);
        // T-2: seat 0, seat 1, dealer up; seat 0, seat 1, dealer up.
        t.useStackedShoe(test::cards("10C KS 10D 9C 8S 10H"));
        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Decision); // the human (21) to act
        QVERIFY(t.round());
        QCOMPARE(firstDecision(*t.round(), 0), std::optional<Action>(Action::Stand));
    }
    // An edited preset has no shipped chart: the bots play the dealer's rule while one is
    // derived in the background, then the derived chart, and the table says which.
    void editedRulesBotsPlayADerivedChart() {
        TableController t;
        t.setAnimationMs(0);
        QTemporaryDir dir;
        const QString file = eightDeckCopy(dir, "blackjack");
        QVERIFY(!file.isEmpty());
        QSignalSpy changed(&t, &TableController::botStrategyChanged);
        QVERIFY(t.loadRules(file));
        QVERIFY(t.botStrategy().contains("dealer's rule until"));
        QTRY_VERIFY_WITH_TIMEOUT(t.botStrategy().contains("play the basic-strategy chart"), 60000);
        QVERIFY(changed.count() >= 2);
        // Hard 12 against a 4 (8 decks): the derived chart stands, the dealer's rule would hit.
        t.setSeatCount(2);
        t.useStackedShoe(test::cards("10C 10S 4D 2S 10H 10D 8C 9C 9D"));
        QVERIFY(t.deal());
        QVERIFY(t.round());
        QCOMPARE(firstDecision(*t.round(), 0), std::optional<Action>(Action::Stand));
    }
    // The rule editor's house edge derives a changed rule set's chart; played at the table
    // afterwards, the computer seats play that chart at once (chart_memo.h: derived once).
    void theEditorsChartIsPlayedAtOnce() {
        QTemporaryDir dir;
        const QString file = eightDeckCopy(dir, "blackjack");
        QVERIFY(!file.isEmpty());
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        QVERIFY(ed.loadRules(file));
        edge.setActive(true);
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QVERIFY(edge.basicPercent().has_value());
        TableController t;
        t.setAnimationMs(0);
        QSignalSpy changed(&t, &TableController::botStrategyChanged);
        QVERIFY(t.loadRules(file));
        QVERIFY2(t.botStrategy().contains("play the basic-strategy chart"),
                 qPrintable(t.botStrategy()));
        QCOMPARE(changed.count(), 1); // no derivation ran
        // A second editor on the same game shows the chart's edge without deriving it again.
        RuleEditor again;
        again.houseEdge()->setDelayMs(0);
        QVERIFY(again.loadRules(file));
        QVERIFY(again.setValue("name", "Eight-deck Blackjack"));
        again.houseEdge()->setActive(true);
        again.houseEdge()->waitForResult();
        QCOMPARE(again.houseEdge()->basicPercent(), edge.basicPercent());
    }
    // The betting modes have no decisions: nothing is derived, and the table says why.
    void nobodyDecidesInTheBettingModes() {
        TableController t;
        QTemporaryDir dir;
        const QString file = eightDeckCopy(dir, "blackjack");
        auto eightDecks = loadRules(file.toStdString());
        QVERIFY(eightDecks.ok());
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(ruleSetToJson(test::bettingCopy(*eightDecks, WagerMode::Slot)));
        f.close();
        QVERIFY2(t.loadRules(file), qPrintable(t.rulesError()));
        QVERIFY2(t.botStrategy().startsWith("Nobody decides"), qPrintable(t.botStrategy()));
        QVERIFY(!recallChart(*loadRules(file.toStdString()))); // nothing was derived
    }
    // Loading other rules while a chart is being derived drops that derivation.
    void aDerivationForOldRulesIsDropped() {
        TableController t;
        t.setAnimationMs(0);
        QTemporaryDir dir;
        const QString file = eightDeckCopy(dir, "poker-like");
        QVERIFY(!file.isEmpty());
        QVERIFY(t.loadRules(file)); // poker-like, 8 decks: many seconds to derive
        QVERIFY(t.botStrategy().contains("until"));
        QSignalSpy changed(&t, &TableController::botStrategyChanged);
        QVERIFY(t.loadRules("21-24-27"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(t.botStrategy().contains("play the basic-strategy chart"));
        // The cancelled derivation ends soon after; its end changes nothing.
        QTest::qWait(1500);
        QCOMPARE(changed.count(), 1);
        QVERIFY(t.botStrategy().contains("play the basic-strategy chart"));
    }
};

QTEST_MAIN(AppBots)
#include "tst_app_bots.moc"
