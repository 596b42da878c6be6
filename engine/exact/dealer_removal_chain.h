// The dealer's distribution for the compositions of one analysis, each derived from one
// evaluated a card before it (docs/analysis.md, "Speed").
//
// DealerGraph's closed form gives a non-bust final multiset M of the dealer's drawn cards the
// chance q(M) × D(|M|) with
//     q(M) = weight(M) × Π_r [count(r)]_{m_r} / [cap(r)]_{m_r},
// and an outcome's chance is the sum of its finals'. When a composition has δ cards of rank c
// fewer than one whose q is held (count(c) = a instead of a + δ), only the finals holding c
// change: q(M) is multiplied by [a]_m / [a + δ]_m, m = m_c. Levels hold one composition each by
// the number of cards taken since the cap (level 0: the cap, q = weight); a composition is
// derived from the deepest level above it that holds all its cards — in the player's recursion,
// which values a hand's stand before its hits (HandSolver), the hand one card shorter. A
// stand then costs a copy of the finals' values and of their sums per (outcome, |M|), and a
// product per final holding the taken card whose change is added to its sum (finals are stored
// by group, so a group's changes are summed in a register) — instead of a pass over the
// graph's edges. Exact: the same sums of the same products as the closed form (only
// the rounding differs, far below 1e-12); bust is the complement, as there.
#pragma once

#include "cards/composition.h"
#include "exact/dealer_probabilities.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace f27 {

class DealerRemovalChain {
public:
    // The dealer's card count as the caller's comparison reads it, for a final total:
    // totals whose counts read alike are summed into one of them (DealerTotal::cards is then
    // that one's count), so the caller compares against fewer totals. Empty: all kept apart.
    using CardsRead = std::function<int(int total, int cards)>;
    // `graph` must outlive the chain.
    explicit DealerRemovalChain(const DealerGraph& graph, const CardsRead& cardsRead = {});

    // Whether evaluate() serves the composition: the closed form must be exact for it
    // (DealerGraph::closedFormServes) and it must not exceed the graph's cap.
    bool serves(const Composition& unseen) const;
    // Precondition: serves(unseen). Equal, up to rounding, to graph.evaluate(unseen, false)
    // (with totals summed as CardsRead asks). Written into `out`, whose storage is reused.
    // `keep` false: no composition will be derived from this one (a doubled hand, a forced
    // stand), so when it is one card short of a level held only the sums are derived (no
    // copy of the finals' values, nothing kept).
    void evaluate(const Composition& unseen, DealerDistribution& out, bool keep = true);
    DealerDistribution evaluate(const Composition& unseen) {
        DealerDistribution d;
        evaluate(unseen, d);
        return d;
    }

    // The finals' q (see above) for the composition, when a level holds it — the last
    // composition evaluated with `keep` at its depth, unless one derived later replaced it —
    // indexed by position(); else null. Valid until the next evaluate().
    const double* held(const Composition& unseen) const;
    // The position of the graph's closed-form final j (DealerGraph::closedTerms) in held().
    int position(int j) const { return positionOf_[static_cast<size_t>(j)]; }

    // How the evaluations were made (tests, benchmarks): from a composition one card more,
    // from one several cards more (the cap included).
    long fromParent() const { return fromParent_; }
    long fromAncestor() const { return fromAncestor_; }
    long leaves() const { return leaves_; } // of fromParent(): sums only (keep false)

private:
    struct Level {
        std::array<int, kRankSlots> counts{};
        int size = -1;            // −1: nothing held
        std::vector<double> q;    // per final
        std::vector<double> sums; // per group: Σ q of its finals
    };
    // The finals holding a rank: finals[begin[m − 1] .. begin[m]) hold m of it.
    struct Column {
        std::vector<int> finals, groups; // groups[i]: the group of finals[i]
        std::vector<int> begin;
    };

    const DealerGraph& graph_;
    std::vector<double> weight_;                          // per final, ordered by group
    std::vector<int> positionOf_;                         // per graph final: its place here
    std::vector<int> groupSlot_, groupSize_, groupBegin_; // per group (outcome, |M|)
    std::array<Column, kRankSlots> columns_{};
    int maxDrawn_ = 0, maxSize_ = 0, capSize_ = 0;
    std::vector<Level> levels_; // by cards taken since the cap; [0] the cap
    Level local_;               // a composition deeper than the levels held
    std::vector<double> scale_, acc_, leafSums_;
    void finish(const Composition& unseen, const double* sums, DealerDistribution& out);
    long fromParent_ = 0, fromAncestor_ = 0, leaves_ = 0;
};

} // namespace f27
