// The dealer's distribution for the compositions of one analysis, each derived from one
// evaluated a card before it. The method: docs/analysis.md, "The removal chain".
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

    // The finals' q (docs/analysis.md, "The removal chain") for the composition, when a level holds
    // it — the last composition evaluated with `keep` at its depth, unless one derived later
    // replaced it — indexed by position(); else null. Valid until the next evaluate().
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
