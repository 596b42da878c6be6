// Charts derived in this process, remembered by the rules they were derived for, with their exact
// EV or the derivation's failure (docs/analysis.md, "Charts derived in a process").
#pragma once

#include "strategy/strategy_chart.h"
#include "strategy/strategy_walk.h"

#include <optional>

namespace f27 {

inline constexpr int kChartMemoEntries = 8;

struct MemoChart {
    Result<StrategyChart> chart = fail("not derived");
    std::optional<double> evPerRound; // the chart's exact EV on the full shoe, when computed
};

// The remembered derivation for these rules, if any.
std::optional<MemoChart> recallChart(const RuleSet& rules);

// deriveStrategyChart on the rules' full shoe, or the remembered result for the same game. A
// result other than a cancellation is remembered.
Result<StrategyChart> deriveChartOnce(const RuleSet& rules, const ChartOptions& options = {});

// Records the exact EV of the remembered chart for these rules (chartRoundEv).
void rememberChartEv(const RuleSet& rules, double evPerRound);

// Forgets everything (tests).
void forgetCharts();

} // namespace f27
