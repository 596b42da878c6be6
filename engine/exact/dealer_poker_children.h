// The dealer's poker comparison (PL-9, PL-11) for the five-card hands one card after a
// composition. The method: docs/analysis.md, "A five-card stand's dealer hands from its parent's".
#pragma once

#include "cards/composition.h"
#include "cards/poker_hand.h"
#include "core/result.h"
#include "exact/dealer_probabilities.h"
#include "exact/dealer_removal_chain.h"

#include <cstdint>
#include <vector>

namespace f27 {

class DealerPokerChildren {
public:
    // `graph` must outlive this object; its rules have the five-card rule.
    explicit DealerPokerChildren(const DealerGraph& graph);

    // Whether the parent composition U serves the children: every child U − c is evaluated
    // by the closed form (the cards cannot run out: more than the graph's largest drawing
    // node are unseen after the child's card), and the graph has poker hands.
    bool serves(const Composition& parent) const;
    // The dealer's hands at the parent composition (suited). Fails as DealerGraph::evaluate.
    // Precondition: serves(parent).
    Status setParent(const Composition& parent);
    // The same from the removal chain's finals where a level holds the parent: no pass over
    // the graph. Precondition: `chain` is over this graph and chain.held(parent) is not null.
    void setParent(const Composition& parent, const DealerRemovalChain& chain);

    // For the child parent − c (c one of the parent's unseen cards; a card standing for
    // others — the suit classes, hand_draws_detail.h — must be of a suit the dealer's flush cannot
    // be in, as those are), the chances that the dealer ends on a five-card hand below the target
    // whose poker value is above `mine`, and equal to it.
    struct Versus {
        double above = 0, equal = 0;
    };
    Versus versus(Card c, PokerValue mine) const;

private:
    const DealerGraph& graph_;
    int drawn_ = 0; // the dealer's drawn cards in a five-card hand (k)
    // Per graph. The hands (the graph's poker hands) are kept in two orders: by the rung of
    // their plain reading and by that of their flush reading (DealerGraph's flush order);
    // byPlain_ / byFlush_ give the hand at each place, plainStart_ / flushStart_ where each
    // rung's run begins (rungs + 1 entries), flushPlaceOfPlain_ a hand's flush place by its
    // plain place.
    std::vector<int> byPlain_, byFlush_, plainStart_, flushStart_, flushPlaceOfPlain_;
    std::vector<int> jokersOnly_; // flush places of the hands without a non-Joker card
    // Per rank, the hands whose drawn cards hold it: their places, d_r and rungs.
    struct Holder {
        int plain = 0, flush = 0, count = 0, plainRung = 0, flushRung = 0;
    };
    std::array<std::vector<Holder>, kRankSlots> holders_;
    std::vector<int> finalOf_; // per hand: its final (DealerGraph::closedTerms)
    // A chain's place of each hand's final, in each order (for chainFor_).
    const DealerRemovalChain* chainFor_ = nullptr;
    std::vector<int> chainAtPlain_, chainAtFlush_;
    void finishParent(const Composition& parent); // from tPlain_, tFlush_: flushes and sums
    // Per parent.
    Composition parent_;
    int holeCandidates_ = 0; // A: unseen cards the hole card may be (when it is unseen)
    std::vector<double> tPlain_, tFlush_;   // t(D) in plain and in flush order
    std::vector<double> fFlush_;            // Σ_s f_s(D) in flush order (t for Jokers only)
    std::array<std::vector<double>, 4> fs_; // per flush suit: f_s(D) in flush order
    // Prefix sums (hands + 1 each): of t and f in plain order, of f in flush order.
    std::vector<double> tPlainSum_, fPlainSum_, fFlushSum_;
};

} // namespace f27
