// The memo of derived charts (engine/strategy/chart_memo.h): a game's chart is derived once per
// process and recalled for any copy of the same game (another id, name or description) under the
// asker's id and name; cancellations are not remembered, failures are; the most recent
// kChartMemoEntries games are kept.
#include "round_script.h"

#include "cards/composition.h"
#include "strategy/chart_memo.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_derive.h"

#include <QtTest>

using namespace f27;

namespace {

// A derivation that would fail at once if it ran: only a recalled chart succeeds with it.
ChartOptions refusing() {
    ChartOptions o;
    o.cancelled = [] { return true; };
    return o;
}

} // namespace

class ChartMemo : public QObject {
    Q_OBJECT
private slots:
    void init() { forgetCharts(); }

    void derivedOnceRecalledForTheSameGame() {
        const RuleSet bj = test::preset("blackjack");
        QVERIFY(!recallChart(bj));
        QVERIFY(!deriveChartOnce(bj, refusing()).ok()); // it really derives, and was cancelled
        QVERIFY(!recallChart(bj));                      // a cancellation is not remembered
        auto first = deriveChartOnce(bj);
        QVERIFY2(first.ok(), first.ok() ? "" : first.error().c_str());
        auto direct = deriveStrategyChart(bj, Composition::fromShoe(bj.shoe));
        QVERIFY(direct.ok() && *first == *direct);
        auto again = deriveChartOnce(bj, refusing());
        QVERIFY(again.ok() && *again == *first);
        // A renamed copy is the same game: its chart, under the copy's id and name.
        RuleSet copy = bj;
        copy.id = "my-blackjack";
        copy.name = "My Blackjack";
        copy.description = "the same game";
        auto recalled = deriveChartOnce(copy, refusing());
        QVERIFY(recalled.ok());
        QCOMPARE(recalled->rulesId, std::string("my-blackjack"));
        QCOMPARE(recalled->rulesName, std::string("My Blackjack"));
        QVERIFY(recalled->columns == first->columns);
        // Another game is not.
        RuleSet other = bj;
        other.shoe.decks = 2;
        QVERIFY(!recallChart(other));
        // The chart's EV, once computed, is recalled with it.
        QVERIFY(!recallChart(copy)->evPerRound);
        rememberChartEv(copy, -0.0078);
        QCOMPARE(*recallChart(bj)->evPerRound, -0.0078);
    }

    // Resplit rules: the chart to play (the split-once chart, engine/strategy/shipped_chart.h) is
    // remembered under the rules themselves, where the rule editor's house edge and the table
    // look for it; a preset that only resplits plays its shipped chart.
    void resplitChartsAreRememberedUnderTheirRules() {
        RuleSet custom = test::preset("blackjack");
        custom.shoe.decks = 1;
        custom.split.maxHands = 4;
        QVERIFY(!recallChart(custom));
        auto played = shippedOrDerivedChart(custom, ChartOptions{});
        QVERIFY2(played.ok(), played.ok() ? "" : played.error().c_str());
        QVERIFY(played->splitOnce);
        auto known = recallChart(custom);
        QVERIFY(known && known->chart.ok() && known->chart->columns == played->chart.columns);
        RuleSet preset = test::preset("blackjack");
        preset.split.maxHands = 4;
        auto shipped = shippedOrDerivedChart(preset, refusing());
        QVERIFY(shipped.ok() && shipped->splitOnce);
        QVERIFY(!recallChart(preset)); // nothing derived
    }

    // A failure of the rules themselves is remembered (it would fail the same way again).
    void failuresAreRemembered() {
        RuleSet bacc = test::preset("blackjack");
        bacc.wagerMode = WagerMode::BaccaratLike; // no decisions: no chart
        auto failed = deriveChartOnce(bacc);
        QVERIFY(!failed.ok());
        auto known = recallChart(bacc);
        QVERIFY(known && !known->chart.ok());
        QCOMPARE(known->chart.error(), failed.error());
    }

    // The most recent games are kept, the oldest forgotten first.
    void boundedToTheMostRecent() {
        RuleSet r = test::preset("blackjack");
        r.wagerMode = WagerMode::BaccaratLike; // fails at once: a cheap entry
        std::vector<RuleSet> games;
        for (int i = 0; i <= kChartMemoEntries; ++i) {
            r.baccarat.stalematePays = Rational{i + 2};
            games.push_back(r);
            (void)deriveChartOnce(r);
        }
        QVERIFY(!recallChart(games.front())); // the ninth pushed out the first
        for (size_t i = 1; i < games.size(); ++i)
            QVERIFY(recallChart(games[i]).has_value());
    }
};

QTEST_GUILESS_MAIN(ChartMemo)
#include "tst_chart_memo.moc"
