// Deriving a basic-strategy chart from the exact analysis. The method: docs/analysis.md,
// "Basic-strategy chart", "Derivation".
#pragma once

#include "strategy/strategy_chart.h"
#include "strategy/strategy_walk.h"

namespace f27 {

// Works for any rule set the exact analysis covers; as fast as exactActionValues() is on the
// rules' full shoe (every reachable hand is evaluated once).
Result<StrategyChart> deriveStrategyChart(const RuleSet& rules, const Composition& shoe,
                                          const ChartOptions& options = {});

} // namespace f27
