// The distribution of the dealer's final hand (F-12) as the player can know it: from the
// dealer's face-up cards, what the dealer's check for a natural revealed, and the composition
// of the cards the player has not seen.
//
// The dealer's second card, when not face up, is either the hole card already dealt
// (PL-2, B-3) or the card the dealer will draw first (the up-only deal). Either way it is, for
// the player, a card drawn from the unseen composition — restricted to the ranks that do not
// make a natural when the dealer has checked and found none (PL-4, B-5). Given the cards seen
// so far, the hole card's rank is distributed as count(rank) × allowed(rank) / Σ of the same
// (the posterior does not depend on the order in which the player's cards were seen), and the
// cards the dealer then draws are draws without replacement from what is left.
//
// Suits: the dealer's play depends on totals only, so the dealer's cards are drawn by rank.
// The poker comparison of the five-card rule (PL-9, PL-11) needs suits only for the flush:
// given the ranks of the dealer's unseen cards, their suits are a draw without replacement
// from the unseen cards of each rank, independently across ranks, so the probability that all
// the dealer's non-Joker cards share a suit is exact and closed-form (see dealerFlushChance).
#pragma once

#include "card.h"
#include "composition.h"
#include "poker_hand.h"
#include "result.h"
#include "rule_set.h"

#include <array>
#include <vector>

namespace f27 {

struct DealerView {
    std::vector<Card> faceUp; // the dealer's face-up cards in deal order (1 or 2)
    // With one face-up card: the ranks the unseen second card may have (all, unless the
    // dealer checked for a natural and found none, PL-4 / B-5).
    std::array<bool, kRankSlots> secondAllowed = allRanks();
    // The dealer's natural is still to be checked when the dealer's turn comes (F-10): a
    // two-card natural then ends the dealer's hand and beats every hand still open.
    bool naturalPending = false;

    bool secondUnseen() const { return faceUp.size() == 1; }
    static constexpr std::array<bool, kRankSlots> allRanks() {
        std::array<bool, kRankSlots> a{};
        a.fill(true);
        return a;
    }
};

// A standing dealer hand (not bust, not a natural that was still to be checked).
struct DealerTotal {
    int total = 0;
    int cards = 0;
    double p = 0;
};

// A five-card dealer hand below the target, broken down for the poker comparison (PL-9):
// its poker value when its non-Joker cards do not all share a suit, and when they do.
struct DealerPokerHand {
    int total = 0;
    PokerValue plain;
    PokerValue flush;
    double pFlush = 0; // given this hand's ranks
    double p = 0;
};

struct DealerDistribution {
    double natural = 0; // only with naturalPending
    double bust = 0;
    std::vector<DealerTotal> totals;    // by (total, cards), ascending
    std::vector<DealerPokerHand> poker; // with poker detail: the five-card hands below the
                                        // target, which are then not in `totals`
    double sum() const;
};

// Fails when the unseen cards run out before the dealer's hand is complete, when no unseen
// card can be the second card, or when poker detail is asked of a composition without suits.
Result<DealerDistribution> dealerDistribution(const RuleSet& rules, const DealerView& view,
                                              const Composition& unseen, bool pokerDetail);

// The probability that, for the player, the unseen second card of the dealer is of each rank
// (zeros when it is face up). Sums to 1 when the second card is unseen.
Result<std::array<double, kRankSlots>> secondCardWeights(const DealerView& view,
                                                         const Composition& unseen);

// P(every non-Joker card of a hand shares one suit), for a hand of the `known` cards (suits
// seen) and unseen cards of the given ranks drawn from `pool` (which must be suited()).
double dealerFlushChance(const std::vector<Card>& known, const std::vector<Rank>& unseenRanks,
                         const Composition& pool);

} // namespace f27
