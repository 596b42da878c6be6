// Whether the cards last a round: a bound on the cards the hands still to be completed can draw.
//
// The exact analysis (exact_ev.h) follows a single hand's draws, and the dealer's after it,
// card by card, and fails where the unseen cards run out. Where it values a round by parts —
// a split's hands each drawing alone, the hands and seats still to play left out of a hint —
// it relies on exchangeability (optional stopping), which holds only while the cards last. A
// real table that runs out mid-round shuffles a new shoe (docs/engine.md), which the analysis
// does not model; so there it refuses a composition from which some way of playing could draw
// more cards than there are (ExactOptions::cardsMustLast). Found by brute force over tiny
// shoes (tst_exact_ev runOut): before the check such rounds were valued as if the cards could
// not run out.
//
// The bound. A hand draws only while the sum of its cards at their least values (Ace low,
// Joker 0) is at most its limit L — the largest such sum at which a player's hand may still
// draw under the forced plays (F-11, every view of the dealer tried) and the card limit, for
// the dealer the largest at which her strategy hits (F-12) — and holds fewer than `cap` cards.
// A hand holding c cards of sum s that ends with n > max(c, 2) cards: its n − 1 − c new cards
// before the last sum to at most L − s (its bin). So the hands draw at most their cards that
// come whatever they hold (a second card, a last card each) plus the most cards of the pool
// that fit the bins together — the smallest ones (a placed card swapped for a smaller one
// still fits): bounded by the sums, then decided exactly by a search when that is not enough.
// The dealer's unseen second card is one card of the pool: each kind is tried.
#pragma once

#include "cards/composition.h"
#include "core/result.h"
#include "round/round.h"
#include "rules/rule_set.h"

#include <climits>
#include <span>

namespace f27 {

// The drawing limits of a rule set's hands (above); cap 0: no card count stops the hand.
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
