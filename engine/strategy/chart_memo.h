// Charts derived in this process, remembered by the rules they were derived for, so that a
// changed rule set's chart is derived once: the rule editor's house edge derives it, and the
// table's computer seats then play it at once instead of deriving it again (seconds to tens of
// seconds of a core each). Also the chart's exact EV where it was computed, and a derivation's
// failure (a rule set too large fails the same way every time); never a cancellation.
//
// Invariants: two rule sets that differ only in id, name or description are the same game and
// share an entry (the recalled chart carries the asking rules' id and name); the memo holds the
// most recent kChartMemoEntries entries; every function is safe from any thread.
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
