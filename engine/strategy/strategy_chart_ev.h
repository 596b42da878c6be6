// The exact expected value of a round played by a basic-strategy chart (the
// method is in docs/analysis.md, "Basic-strategy chart").
//
// Exact by regret: at a decision the chart reaches, the regret is V*(best) − V*(a), with V* the
// optimal-continuation values of the options (exact_ev.h) and a the chart's action; the chart's
// later decisions add their own regrets, weighted by the chance of reaching them under the
// chart (DecisionWalk follows the chart's action: a hit's branch over the next card, the hole
// card unseen, PL-4/B-5; a split's over the two post-split hands, each drawing from the
// pre-split composition — the analysis' split method, exact_ev.h: a chart plays each post-split
// hand by its own cards, so the sum is exact for the real Round). The insurance regret is
// max(0, I) − (I if the chart insures, else 0), I the insurance stake's expected net. Hence
//   EV(chart) = exactRoundEv − Σ over reached decisions P(reach) × regret,
// which never exceeds the optimal EV (every regret is ≥ 0).
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
