// The basic-strategy charts shipped with the application, offered only for rules identical to
// their preset's (docs/analysis.md, "Shipped charts").
#pragma once

#include "core/result.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"
#include "strategy/strategy_derive.h"

#include <optional>

namespace f27 {

struct ShippedChart {
    StrategyChart chart;
    // The chart's exact house edge in percent (−100 × its EV per round on a full shoe), as
    // computed when the chart was made; absent if the file does not record it.
    std::optional<double> houseEdgePercent;
};

// The shipped chart for exactly these rules; an error saying why there is none otherwise.
Result<ShippedChart> shippedChartFor(const RuleSet& rules);

// The chart a strategy "by the chart" plays: the shipped one for exactly these rules, else one
// derived now on the rules' full shoe (deriveChartOnce: remembered for the same game, with
// `options`). With resplits (split.maxHands > 2) the chart is derived for the same rules
// splitting once (`splitOnce`; deriveStrategyChart: optimal play is walked hand by hand), and
// — played by these rules — it resplits wherever it splits the pair and the rules allow another
// hand (chartRoundEv values it so).
struct ChartToPlay {
    StrategyChart chart;
    bool splitOnce = false;
};
Result<ChartToPlay> shippedOrDerivedChart(const RuleSet& rules, const ChartOptions& options);

// The optimal table: the full shoe's composition-dependent strategy as a chart — every hand
// whose best action differs from its total's an exception (minExceptionCost 0), a column per
// pair of face-up dealer cards — derived now (not remembered: the memo holds basic charts).
// Played on a shoe reshuffled before every round it is the analysis' optimal play (but for a
// post-split hand, which the chart reads by its own cards, not by the other split card). For
// resplits as shippedOrDerivedChart.
Result<ChartToPlay> optimalTable(const RuleSet& rules, ChartOptions options);

} // namespace f27
