// The shipped basic-strategy charts (assets/charts, engine/strategy/shipped_chart.h): offered only
// for the exact preset they were derived for, and identical to what the engine derives today (a
// stale chart after an engine change fails here; regenerate with tools/make_charts.sh).
#include "round_script.h"

#include "cards/composition.h"
#include "rules/hand_rules.h"
#include "rules/rule_set_json.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_derive.h"

#include <QTest>

#include <set>

using namespace f27;

class TstShippedChart : public QObject {
    Q_OBJECT
    // Both dealer cards show (T-2): one column per dealer total, hard or soft; every pair of
    // face-up rank classes the shoe can show is in exactly one column, the one of its value —
    // except a dealer's natural, which ends the round before any decision (T-3).
    static void checkColumnsByDealerTotal(const RuleSet& rules, const StrategyChart& chart) {
        const Composition shoe = Composition::fromShoe(rules.shoe);
        std::set<std::vector<Rank>> pairs;
        for (int a = 0; a < kRankSlots; ++a)
            for (int b = a; b < kRankSlots; ++b) {
                const Rank ra = static_cast<Rank>(a), rb = static_cast<Rank>(b);
                if (shoe.count(ra) == 0 || shoe.count(rb) == 0 || (a == b && shoe.count(ra) < 2) ||
                    isNaturalPair(rules, ra, rb))
                    continue;
                const std::vector<Card> pair{Card{ra, Suit::Spades}, Card{rb, Suit::Hearts}};
                pairs.insert(chart.classesOf(pair));
            }
        size_t views = 0;
        std::set<std::pair<int, bool>> totals;
        for (const ChartColumn& c : chart.columns) {
            QVERIFY(c.dealerTotal >= 0);
            QVERIFY(c.dealer.empty());
            QVERIFY(totals.insert({c.dealerTotal, c.dealerSoft}).second);
            for (const std::vector<Rank>& v : c.views) {
                QVERIFY(pairs.count(v));
                QCOMPARE(chart.columnFor(v), &c);
                const HandValue hv = test::valueOfRanks(v, rules.values);
                QCOMPARE(hv.total, c.dealerTotal);
                QCOMPARE(hv.soft, c.dealerSoft);
                ++views;
            }
        }
        QCOMPARE(views, pairs.size());
        QVERIFY(chart.columns.size() < 45); // instead of a column per pair (105)
    }
private slots:
    // Every preset ships its chart, with its exact edge: never below the optimal edge
    // (docs/analysis.md), and within a few hundredths of a percent of it.
    void presetHasItsChart_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("optimalEdge");
        QTest::newRow("blackjack") << "blackjack" << 0.776749;
        QTest::newRow("poker-like") << "poker-like" << 1.397679;
        QTest::newRow("21-24-27") << "21-24-27" << 1.041389;
    }
    void presetHasItsChart() {
        QFETCH(QString, preset);
        QFETCH(double, optimalEdge);
        auto rules = loadPreset(preset.toStdString());
        QVERIFY(rules.ok());
        auto shipped = shippedChartFor(*rules);
        QVERIFY2(shipped.ok(), shipped.ok() ? "" : shipped.error().c_str());
        QCOMPARE(shipped->chart.rulesId, preset.toStdString());
        QVERIFY(shipped->houseEdgePercent.has_value());
        QVERIFY(*shipped->houseEdgePercent >= optimalEdge - 1e-6);
        QVERIFY(*shipped->houseEdgePercent < optimalEdge + 0.05);
        // 21-24-27: a Joker changes nothing, and the chart reads hands without them.
        QCOMPARE(shipped->chart.jokersIgnored, preset == "21-24-27");
        if (preset == "21-24-27") checkColumnsByDealerTotal(*rules, shipped->chart);
    }
    void editedOrOtherRulesHaveNone() {
        for (const char* id : {"blackjack", "poker-like"}) {
            auto rules = loadPreset(id);
            QVERIFY(rules.ok());
            RuleSet edited = *rules;
            edited.shoe.decks = edited.shoe.decks == 6 ? 8 : 6;
            auto none = shippedChartFor(edited);
            QVERIFY(!none.ok());
            QVERIFY(none.error().find("no basic-strategy chart") != std::string::npos);
        }
        auto seven = loadPreset("seven-twenty-seven");
        if (seven.ok()) QVERIFY(!shippedChartFor(*seven).ok());
    }
    // The assets are what the derivation gives now (a stale chart after an engine change fails
    // here; the Finnish presets take several seconds of CPU each).
    void chartIsCurrent_data() {
        QTest::addColumn<QString>("preset");
        for (const char* id : {"blackjack", "poker-like", "21-24-27"})
            QTest::newRow(id) << id;
    }
    void chartIsCurrent() {
        QFETCH(QString, preset);
        auto rules = loadPreset(preset.toStdString());
        QVERIFY(rules.ok());
        ChartOptions options;
        options.threads = 2;
        auto derived = deriveStrategyChart(*rules, Composition::fromShoe(rules->shoe), options);
        QVERIFY2(derived.ok(), derived.ok() ? "" : derived.error().c_str());
        auto shipped = shippedChartFor(*rules);
        QVERIFY(shipped.ok());
        QVERIFY2(
            *derived == shipped->chart,
            qPrintable("assets/charts/" + preset + ".json is stale: run tools/make_charts.sh"));
    }
};

QTEST_GUILESS_MAIN(TstShippedChart)
#include "tst_shipped_chart.moc"
