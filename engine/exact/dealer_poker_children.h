// The dealer's poker comparison (PL-9, PL-11) for the five-card hands one card after a
// composition (docs/analysis.md, "Speed": "A five-card stand's children of one parent").
//
// A player hand one card short of the five-card rule's count hits from the unseen cards U;
// each card c it may draw makes a five-card hand whose stand compares its poker value with the
// dealer's five-card hands below the target, drawn from U − c. DealerGraph::evaluateAgainst
// takes a pass over the dealer's graph for each such child; here one pass at U serves them all.
// Every dealer five-card hand D (k cards drawn, the hole card included; the same k for all) is
// reached from U with chance t(D) = weight(D) × Π_r [U_r]_{d_r} × D_U(k) (the closed form,
// dealer_probabilities.h) and with all its non-Joker cards of the flush suit s with chance
// f_s(D) = t(D) × Π_r [U(r,s)]_{d_r} / [U_r]_{d_r}. Taking c out of U multiplies, exactly,
//     t(D)   by σ (U_r − d_r) / U_r                                  (r the rank of c),
//     f_s(D) by σ (U(r,s) − d_r) / U(r,s) if c is of suit s, by σ if it is of another suit,
//            and by σ (U_J − d_J) / U_J for every s if c is a Joker,
// with σ = D_{U−c}(k) / D_U(k): each factor is the ratio of one falling factorial, so the
// chance of the dealer's hand given the child is a parent sum less a term in d_r, linear in
// the count of c's rank in D. The chances that the dealer's poker value is above / equal to
// the child's are then sums over the hands in rung order (prefix sums built once per parent)
// less a correction over the hands holding c's rank — the same terms as evaluateAgainst's
// (a regrouping, equal up to rounding), without a pass over the graph per child.
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
