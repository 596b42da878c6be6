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

#include "composition.h"
#include "dealer_probabilities.h"
#include "poker_hand.h"
#include "result.h"

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

    // For the child parent − c (c one of the parent's unseen cards; a card standing for
    // others — the suit classes, exact_ev.cpp — must be of a suit the dealer's flush cannot be
    // in, as those are), the chances that the dealer ends on a five-card hand below the target
    // whose poker value is above `mine`, and equal to it.
    struct Versus {
        double above = 0, equal = 0;
    };
    Versus versus(Card c, PokerValue mine) const;

private:
    const DealerGraph& graph_;
    int drawn_ = 0; // the dealer's drawn cards in a five-card hand (k)
    // Per graph: hand indices (into the graph's poker hands) by plain rung and by flush rung,
    // and where each rung's run begins in those orders (rungs + 1 entries).
    std::vector<int> byPlain_, byFlush_, plainStart_, flushStart_;
    std::vector<int> plainRung_, flushRung_; // per hand
    // Per rank, the hands whose drawn cards hold it and how many (d_r).
    struct Holder {
        int hand = 0;
        int count = 0;
    };
    std::array<std::vector<Holder>, kRankSlots> holders_;
    int holeCandidates(const Composition& unseen) const;
    // Per parent.
    Composition parent_;
    int holeCandidates_ = 0;    // A: unseen cards the hole card may be (when it is unseen)
    std::vector<double> t_, f_; // per hand: t(D), Σ_s f_s(D) (1 × t when no suit reads)
    std::array<std::vector<double>, 4> fs_; // per flush suit, per hand: f_s(D)
    // Prefix sums: of t and f in plain-rung order, of f in flush-rung order (hands + 1 each).
    std::vector<double> tPlain_, fPlain_, fFlush_;
};

} // namespace f27
