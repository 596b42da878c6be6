// How the hand's next card is drawn (HandSolver::forEachDraw and its variants): the chance of
// each card the player can receive next, with the dealer's unseen second card weighed out.
// Included by the units that draw (hand_solver.cpp, resplits.cpp, decision_walk.cpp).
#pragma once

#include "exact/hand_solver_detail.h"

namespace f27::exactdetail {

// forEachDraw for a hand that hits: while a child is followed, hitContext_ names it
// (pokerChildrenFor).
template <class F> void HandSolver::forEachHit(const Hand& h, const Composition& unseen, F&& f) {
    const HitContext outer = hitContext_;
    const std::uint64_t serial = ++hitSerial_;
    forEachDraw(h, unseen, [&](Card c, double p, const Composition& next) {
        hitContext_ = HitContext{&unseen, &next, c, serial};
        f(c, p, next);
    });
    hitContext_ = outer;
}

// The next card the hand receives: drawn from the unseen cards less the dealer's unseen
// second card. With that card's rank weights w (dealer_probabilities.h),
// P(next = c) = (count(c) − w(c)) / (unseen − 1). Cards are enumerated with suits while the
// hand may still end with exactly the five-card rule's number of cards; by rank otherwise.
template <class F> void HandSolver::forEachDraw(const Hand& h, const Composition& unseen, F&& f) {
    std::array<double, kRankSlots> w{};
    if (!nextCardWeights(unseen, w)) return;
    const bool skipJokers = folds(h); // no unseen second card then (jokerBlind_)
    const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0) -
                        (skipJokers ? unseen.count(Rank::Joker) : 0);
    if (left <= 0) {
        error_ = "the unseen cards run out before the player's hand is complete";
        return;
    }
    constexpr double kImpossible = 1e-12; // true chances here are at least 1 / size²
    const FiveCardRule& five = rules_.fiveCard;
    if (five.enabled && h.sums.cards < five.cards) {
        if (!unseen.suited()) {
            error_ = "the poker comparison needs the suits of the unseen cards";
            return;
        }
        if (suitClasses_) {
            drawBySuitClass(h, unseen, w, left, f);
            return;
        }
        for (int i = 0; i < kCardKinds; ++i) {
            const Card c = cardFromIndex(i);
            const int n = unseen.count(c);
            if (n == 0) continue;
            const double p = suitedChance(unseen, w, left, c, n);
            if (p <= kImpossible) continue;
            Composition next = unseen;
            next.removeCard(c);
            f(c, p, next);
        }
        return;
    }
    // One copy per hand, each card taken out for its child and put back after it.
    Composition next = unseen;
    const bool suited = unseen.suited();
    for (Rank r : kAllRanks) {
        const int n = unseen.count(r);
        if (n == 0 || (skipJokers && r == Rank::Joker)) continue;
        const double p = (n - w[static_cast<size_t>(r)]) / left;
        if (p <= kImpossible) continue;
        next.removeRank(r);
        f(Card{r, Suit::None}, p, next);
        next.undoRemoveRank(r, suited);
    }
}

// The suited draw by suit class (suitClasses_; docs/analysis.md, "Suit classes"). The
// value of a hand below the five-card rule's count reads the suits of its cards only
// through (1) the dealer's flush chance, which reads the unseen cards of the suits in
// flushSuits_ (the face-up card's), and (2) whether the hand can still be a flush, i.e.
// its non-Joker cards share one suit. A card of rank r in any other suit that makes the
// hand unable to be a flush — every suit outside flushSuits_ once the hand is no flush or
// is a flush in a flushSuits_ suit; every such suit but the hand's own otherwise — leads
// to states that read neither its suit nor the other unseen cards of such suits beyond
// their total per rank: those suits are drawn as one branch (the sum of their chances),
// represented by the first of them that holds the rank, and keyed by rank (nodeKey).
template <class F>
void HandSolver::drawBySuitClass(const Hand& h, const Composition& unseen,
                                 const std::array<double, kRankSlots>& w, double left, F&& f) {
    constexpr double kImpossible = 1e-12;
    const int shared = sharedSuit(h.cards);
    auto branch = [&](Card c, int n) {
        const double p = suitedChance(unseen, w, left, c, n);
        if (p <= kImpossible) return;
        Composition next = unseen;
        next.removeCard(c);
        f(c, p, next);
    };
    for (Rank r : kAllRanks) {
        if (unseen.count(r) == 0) continue;
        if (r == Rank::Joker) {
            branch(joker(), unseen.count(r));
            continue;
        }
        int pooled = 0;
        Card first{};
        for (Suit s : kSuits) {
            const Card c{r, s};
            const int n = unseen.count(c);
            if (n == 0) continue;
            if (flushSuits_[static_cast<size_t>(s)] || shared == -2 ||
                shared == static_cast<int>(s)) {
                branch(c, n);
            } else {
                if (pooled == 0) first = c;
                pooled += n;
            }
        }
        if (pooled > 0) branch(first, pooled);
    }
}

} // namespace f27::exactdetail
