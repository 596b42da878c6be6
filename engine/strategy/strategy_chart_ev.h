// The exact expected value of a round played by a basic-strategy chart, by regret. The method:
// docs/analysis.md, "The chart's exact EV".
#pragma once

#include "strategy/strategy_chart.h"
#include "strategy/strategy_walk.h"

namespace f27 {

// The expected loss per round (units of the wager, ≥ 0) of playing `chart` instead of optimal
// composition-dependent play, dealt from `shoe`.
Result<double> chartRegret(const RuleSet& rules, const StrategyChart& chart,
                           const Composition& shoe, const ChartOptions& options = {});

// The expected value of a round played by `chart` (insurance included), units of the wager.
// `optimalEv`: exactRoundEv(rules, shoe) when the caller has it already.
Result<double> chartRoundEv(const RuleSet& rules, const StrategyChart& chart,
                            const Composition& shoe, const ChartOptions& options = {},
                            std::optional<double> optimalEv = std::nullopt);

} // namespace f27
