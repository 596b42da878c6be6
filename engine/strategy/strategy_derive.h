// Deriving a basic-strategy chart from the exact analysis (the method is set
// out in docs/analysis.md, "Basic-strategy chart").
//
// For every dealer view and every state of the player's hand that optimal play reaches from
// the full shoe, the exact values of the legal actions (exactActionValues on the shoe less the
// cards seen) and the probability of reaching the state under optimal play. Per view, by
// majority of that probability: the pairs to split, then the (cards, soft/hard, total) cells to
// surrender, then to double, then per (cards, soft/hard) the hit-to total that agrees with the
// hit-or-stand preference of the most probability. A hand (its ranks and whether it comes from
// a split) whose best action differs from what those rules choose is an exception when playing
// it by the rules would cost at least ChartOptions::minExceptionCost per round. With resplits
// (split.maxHands > 2), the chart of the same rules splitting once: it resplits wherever it
// splits (optimal play cannot be walked hand by hand through a resplit).
#pragma once

#include "strategy/strategy_chart.h"
#include "strategy/strategy_walk.h"

namespace f27 {

// Works for any rule set the exact analysis covers; as fast as exactActionValues() is on the
// rules' full shoe (every reachable hand is evaluated once).
Result<StrategyChart> deriveStrategyChart(const RuleSet& rules, const Composition& shoe,
                                          const ChartOptions& options = {});

} // namespace f27
