// The initial deal as the round EV enumerates it: the dealer's face-up combinations, each a
// task, and the player's two-card hands under one, with their probabilities.
#pragma once

#include "cards/card.h"
#include "cards/composition.h"

#include <algorithm>
#include <array>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

namespace f27::exactdetail {

// One dealer face-up combination of the initial deal and the player's two-card hands under it.
struct DealTask {
    std::vector<Card> faceUp;
    double p = 0;      // P(these face-up cards), times the suit-renaming multiplicity
    Composition left;  // the shoe less the face-up cards
    int suitsUsed = 0; // canonical suits: suits 0..suitsUsed-1 have appeared
    double value = 0;  // E[round net | face-up cards], per unit of p
    std::string error;
};

// The alphabet of the initial deal: suited cards when the poker comparison needs them
// (canonical suits when the shoe is suit-symmetric: a new suit is always the next unused one,
// weighted by the number of unused suits), ranks otherwise.
struct DealAlphabet {
    bool suits = false;
    bool canonical = false;
    // Pairs of two ranks whose order matters (splitOrderMatters): both orders are dealt.
    std::array<std::array<bool, kRankSlots>, kRankSlots> ordered{};

    template <class F> void each(const Composition& comp, int suitsUsed, F&& f) const {
        if (!suits) {
            for (Rank r : kAllRanks)
                if (const int n = comp.count(r); n > 0) f(Card{r, Suit::None}, n, 1.0, suitsUsed);
            return;
        }
        for (int i = 0; i < kCardKinds; ++i) {
            const Card c = cardFromIndex(i);
            const int n = comp.count(c);
            if (n == 0) continue;
            if (!canonical || c.isJoker()) {
                f(c, n, 1.0, suitsUsed);
                continue;
            }
            const int s = static_cast<int>(c.suit);
            if (s < suitsUsed)
                f(c, n, 1.0, suitsUsed);
            else if (s == suitsUsed)
                f(c, n, static_cast<double>(4 - suitsUsed), suitsUsed + 1);
        }
    }
    void remove(Composition& comp, Card c) const {
        if (suits)
            comp.removeCard(c);
        else
            comp.removeRank(c.rank);
    }
};

// ExactOptions::progress: the initial deals analysed so far out of all of them. Calls are
// serialised by a mutex and the count is read under it, so the fraction never decreases.
class DealProgress {
public:
    DealProgress(const std::function<void(double)>& report, size_t total)
        : report_(report), total_(std::max<size_t>(total, 1)) {}
    void dealDone() {
        if (!report_) return;
        std::lock_guard<std::mutex> lock(mutex_);
        ++done_;
        report_(std::min(1.0, static_cast<double>(done_) / static_cast<double>(total_)));
    }
    void finished() {
        if (!report_) return;
        std::lock_guard<std::mutex> lock(mutex_);
        report_(1.0);
    }

private:
    const std::function<void(double)>& report_;
    size_t total_;
    size_t done_ = 0;
    std::mutex mutex_;
};

// Calls f(a, b, p) for every player two-card hand under one face-up combination, with its
// probability, in a fixed order. Unordered pairs where the alphabet is ranks (both orders have
// the same value: every rule reads the pair as a multiset), ordered otherwise and for the
// pairs of two ranks a resplit tree reads in order (alpha.ordered).
template <class F> void eachPlayerPair(const DealAlphabet& alpha, const DealTask& task, F&& f) {
    const int n0 = task.left.size();
    alpha.each(task.left, task.suitsUsed, [&](Card a, int na, double wa, int usedA) {
        Composition afterA = task.left;
        alpha.remove(afterA, a);
        const double pa = wa * na / n0;
        alpha.each(afterA, usedA, [&](Card b, int nb, double wb, int) {
            double mult = 1;
            if (!alpha.suits &&
                !alpha.ordered[static_cast<size_t>(a.rank)][static_cast<size_t>(b.rank)]) {
                if (static_cast<int>(b.rank) < static_cast<int>(a.rank)) return;
                if (b.rank != a.rank) mult = 2;
            }
            f(a, b, afterA, mult * pa * wb * nb / (n0 - 1));
        });
    });
}

} // namespace f27::exactdetail
