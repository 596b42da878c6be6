// The shipped basic-strategy charts (assets/charts, engine/shipped_chart.h): offered only for
// the exact preset they were derived for, and identical to what the engine derives today (a
// stale chart after an engine change fails here; regenerate with tools/make_charts.sh).
#include "composition.h"
#include "rule_set_json.h"
#include "shipped_chart.h"
#include "strategy_derive.h"

#include <QTest>

using namespace f27;

class TstShippedChart : public QObject {
    Q_OBJECT
private slots:
    void blackjackPresetHasItsChart() {
        auto rules = loadPreset("blackjack");
        QVERIFY(rules.ok());
        auto shipped = shippedChartFor(*rules);
        QVERIFY2(shipped.ok(), shipped.ok() ? "" : shipped.error().c_str());
        QCOMPARE(shipped->chart.rulesId, std::string("blackjack"));
        QVERIFY(shipped->houseEdgePercent.has_value());
        // The chart's exact edge is never below the optimal edge (0.776749 %).
        QVERIFY(*shipped->houseEdgePercent >= 0.776749 - 1e-6);
        QVERIFY(*shipped->houseEdgePercent < 0.80);
    }
    void editedOrOtherRulesHaveNone() {
        auto rules = loadPreset("blackjack");
        QVERIFY(rules.ok());
        RuleSet edited = *rules;
        edited.shoe.decks = edited.shoe.decks == 6 ? 8 : 6;
        auto none = shippedChartFor(edited);
        QVERIFY(!none.ok());
        QVERIFY(none.error().find("no basic-strategy chart") != std::string::npos);
        auto poker = loadPreset("poker-like");
        QVERIFY(poker.ok());
        QVERIFY(!shippedChartFor(*poker).ok());
    }
    // The asset is what the derivation gives now (several seconds of CPU on 6 decks).
    void blackjackChartIsCurrent() {
        auto rules = loadPreset("blackjack");
        QVERIFY(rules.ok());
        auto derived = deriveStrategyChart(*rules, Composition::fromShoe(rules->shoe));
        QVERIFY2(derived.ok(), derived.ok() ? "" : derived.error().c_str());
        auto shipped = shippedChartFor(*rules);
        QVERIFY(shipped.ok());
        QVERIFY2(*derived == shipped->chart,
                 "assets/charts/blackjack.json is stale: run tools/make_charts.sh");
    }
};

QTEST_GUILESS_MAIN(TstShippedChart)
#include "tst_shipped_chart.moc"
