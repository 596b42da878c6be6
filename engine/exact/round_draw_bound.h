// Whether the cards last a round: a bound on the cards the hands still to be completed can draw.
// Why and how: docs/analysis.md, "When the cards may run out".
#pragma once

#include "cards/composition.h"
#include "core/result.h"
#include "round/round.h"
#include "rules/rule_set.h"

#include <climits>
#include <span>

namespace f27 {

// The drawing limits of a rule set's hands (the bound's limit and cap on cards); cap 0: no card
// count stops the hand.
struct DrawLimits {
    int playerLimit = -1; // the largest least-value sum at which a player's hand may draw
    int playerCap = 0;
    int dealerLimit = -1;
    int dealerCap = 0;
};
DrawLimits drawLimitsOf(const RuleSet& rules);

// A hand still to be completed: `cards` held (for the dealer: those the player sees; her
// cards not seen are in the pool, as cards she is still to draw) summing to `sum` at their
// least values, `known` of them still to be drawn from the pool (a hand a resplit may still
// make: the pair card it will begin with).
struct DrawSlot {
    int sum = 0;
    int cards = 0;
    bool dealer = false;
    int known = 0;
};

// The most cards the hands can still draw from `pool`, together (an upper bound; exact in
// its model while above `enough`: the caller's question is only whether it exceeds that).
// Every hand holds a card (for the dealer at least her face-up one).
int drawBound(const RuleSet& rules, const DrawLimits& limits, std::span<const DrawSlot> slots,
              const Composition& pool, int enough = INT_MAX);

// Fails, naming both counts, when the hands could draw more cards than `pool` holds.
Status cardsLast(const RuleSet& rules, const DrawLimits& limits, std::span<const DrawSlot> slots,
                 const Composition& pool);
// The same for every hand of `round` still to be completed — every seat's, the hands their
// splits may still make, the dealer's; `unseen` holds the dealer's cards the player has not
// seen (as cards she is still to draw).
Status cardsLast(const Round& round, const Composition& unseen, const DrawLimits& limits);

// Whether two cards make a pair the rule set lets a hand split (Round::legalActions).
bool pairSplits(const RuleSet& rules, Card a, Card b);

} // namespace f27
