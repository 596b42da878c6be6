#include "exact/dealer_removal_chain.h"

#include <algorithm>
#include <map>

namespace f27 {
namespace {
// Levels held (cards taken since the cap); a deeper composition is derived from the deepest
// level that holds its cards, without being kept.
constexpr int kMaxLevels = 48;

} // namespace

DealerRemovalChain::DealerRemovalChain(const DealerGraph& graph, const CardsRead& cardsRead)
    : graph_(graph) {
    // Slots whose (total, cards as read) agree are summed into the first of them.
    std::vector<int> slotOf(static_cast<size_t>(graph.plainSlots()));
    std::map<std::pair<int, int>, int> firstSlot;
    for (int s = 0; s < graph.plainSlots(); ++s) {
        slotOf[static_cast<size_t>(s)] = s;
        if (s < 2 || !cardsRead) continue;
        const auto [total, cards] = graph.plainTotals()[static_cast<size_t>(s) - 2];
        slotOf[static_cast<size_t>(s)] =
            firstSlot.try_emplace({total, cardsRead(total, cards)}, s).first->second;
    }
    auto unsorted = graph.closedTerms();
    for (auto& t : unsorted)
        t.slot = slotOf[static_cast<size_t>(t.slot)];
    // Finals ordered by (outcome slot, |M|): each group is a contiguous range.
    std::vector<int> order(unsorted.size());
    for (size_t j = 0; j < order.size(); ++j)
        order[j] = static_cast<int>(j);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto &x = unsorted[static_cast<size_t>(a)], &y = unsorted[static_cast<size_t>(b)];
        return std::pair(x.slot, x.size) < std::pair(y.slot, y.size);
    });
    std::vector<DealerGraph::ClosedTerm> terms;
    positionOf_.resize(order.size());
    for (size_t j = 0; j < order.size(); ++j) {
        terms.push_back(unsorted[static_cast<size_t>(order[j])]);
        positionOf_[static_cast<size_t>(order[j])] = static_cast<int>(j);
    }
    for (size_t j = 0; j < terms.size(); ++j) {
        const auto& t = terms[j];
        if (j == 0 || t.slot != terms[j - 1].slot || t.size != terms[j - 1].size) {
            groupSlot_.push_back(t.slot);
            groupSize_.push_back(t.size);
            groupBegin_.push_back(static_cast<int>(j));
            maxSize_ = std::max(maxSize_, t.size);
        }
        weight_.push_back(t.weight);
        for (size_t r = 0; r < kRankSlots; ++r)
            maxDrawn_ = std::max<int>(maxDrawn_, t.drawn[r]);
    }
    groupBegin_.push_back(static_cast<int>(terms.size()));
    std::vector<int> groupOf(terms.size());
    for (size_t g = 0; g + 1 < groupBegin_.size(); ++g)
        for (int j = groupBegin_[g]; j < groupBegin_[g + 1]; ++j)
            groupOf[static_cast<size_t>(j)] = static_cast<int>(g);
    // Per rank, the finals holding it, by how many they hold.
    for (size_t r = 0; r < kRankSlots; ++r) {
        Column& col = columns_[r];
        for (int m = 1; m <= maxDrawn_; ++m) {
            col.begin.push_back(static_cast<int>(col.finals.size()));
            for (size_t j = 0; j < terms.size(); ++j)
                if (terms[j].drawn[r] == m) {
                    col.finals.push_back(static_cast<int>(j));
                    col.groups.push_back(groupOf[j]);
                }
        }
        col.begin.push_back(static_cast<int>(col.finals.size()));
    }
    for (int c : graph.cap())
        capSize_ += c;
    // Level 0: the cap itself, where q is the weight.
    Level top;
    top.counts = graph.cap();
    top.size = capSize_;
    top.q = weight_;
    top.sums.assign(groupSlot_.size(), 0.0);
    for (size_t j = 0; j < weight_.size(); ++j)
        top.sums[static_cast<size_t>(groupOf[j])] += weight_[j];
    levels_.push_back(std::move(top));
}

const double* DealerRemovalChain::held(const Composition& unseen) const {
    const int depth = capSize_ - unseen.size();
    if (depth <= 0 || depth >= static_cast<int>(levels_.size())) return nullptr;
    const Level& l = levels_[static_cast<size_t>(depth)];
    return l.size == unseen.size() && l.counts == unseen.rankCounts() ? l.q.data() : nullptr;
}

bool DealerRemovalChain::serves(const Composition& unseen) const {
    if (!graph_.closedFormServes(unseen)) return false;
    const auto& cap = graph_.cap();
    for (size_t r = 0; r < kRankSlots; ++r)
        if (unseen.rankCounts()[r] > cap[r]) return false;
    return true;
}

// One pass down the chain's levels: the analysis' hottest loop (docs/performance.md), kept
// whole so that the level's buffers stay in registers and cache.
void DealerRemovalChain::evaluate(const Composition& unseen, DealerDistribution& out, bool keep) {
    const auto& counts = unseen.rankCounts();
    const int depth = capSize_ - unseen.size();
    // The deepest level above holding this composition's cards and more (level 0, the cap,
    // always does): usually the level just above, one card more.
    int from = 0;
    for (int k = std::min(depth, static_cast<int>(levels_.size())) - 1; k > 0; --k) {
        const Level& l = levels_[static_cast<size_t>(k)];
        if (l.size < 0) continue;
        bool holds = true;
        for (size_t r = 0; r < kRankSlots && holds; ++r)
            holds = l.counts[r] >= counts[r];
        if (holds) {
            from = k;
            break;
        }
    }
    if (!keep && depth - from == 1) {
        // One card fewer than the level above, of rank r: the groups' sums change by the
        // finals holding r; their values are read, not written.
        const Level& up = levels_[static_cast<size_t>(from)];
        size_t r = 0;
        while (up.counts[r] == counts[r])
            ++r;
        leafSums_ = up.sums;
        double* sums = leafSums_.data();
        const double* q = up.q.data();
        const Column& col = columns_[r];
        const int a = counts[r];
        double f = 1;
        for (int m = 1; m <= maxDrawn_; ++m) {
            f = a - (m - 1) > 0 ? f * (a - (m - 1)) / (a + 1 - (m - 1)) : 0;
            const int* j = col.finals.data();
            const int* gr = col.groups.data();
            int group = -1;
            double before = 0;
            for (int i = col.begin[static_cast<size_t>(m) - 1];
                 i < col.begin[static_cast<size_t>(m)]; ++i) {
                if (gr[i] != group) {
                    if (group >= 0) sums[group] += (f - 1) * before;
                    group = gr[i];
                    before = 0;
                }
                before += q[j[i]];
            }
            if (group >= 0) sums[group] += (f - 1) * before;
        }
        ++fromParent_;
        ++leaves_;
        finish(unseen, sums, out);
        return;
    }
    Level* at = &local_;
    if (depth > 0 && depth < kMaxLevels) {
        if (levels_.size() <= static_cast<size_t>(depth))
            levels_.resize(static_cast<size_t>(depth) + 1);
        at = &levels_[static_cast<size_t>(depth)];
    }
    const Level& up = levels_[static_cast<size_t>(from)];
    at->q = up.q;
    at->sums = up.sums;
    double* q = at->q.data();
    double* sums = at->sums.data();
    // A rank with δ cards fewer than above: the finals holding m of it are multiplied by
    // [a]_m / [a + δ]_m = Π_{i<m} (a − i) / (a + δ − i), a its count now; zero once m > a.
    for (size_t r = 0; r < kRankSlots; ++r) {
        const int a = counts[r], delta = up.counts[r] - a;
        if (delta == 0) continue;
        const Column& col = columns_[r];
        double f = 1;
        for (int m = 1; m <= maxDrawn_; ++m) {
            f = a - (m - 1) > 0 ? f * (a - (m - 1)) / (a + delta - (m - 1)) : 0;
            // The finals are in group order within each m: a group's change is summed in a
            // register and added to its sum once.
            const int* j = col.finals.data();
            const int* gr = col.groups.data();
            int group = -1;
            double change = 0;
            for (int i = col.begin[static_cast<size_t>(m) - 1];
                 i < col.begin[static_cast<size_t>(m)]; ++i) {
                const double before = q[j[i]], after = before * f;
                q[j[i]] = after;
                if (gr[i] != group) {
                    if (group >= 0) sums[group] += change;
                    group = gr[i];
                    change = 0;
                }
                change += after - before;
            }
            if (group >= 0) sums[group] += change;
        }
    }
    ++(depth - from == 1 ? fromParent_ : fromAncestor_);
    at->counts = counts;
    at->size = unseen.size();
    finish(unseen, sums, out);
}

// The distribution from the groups' sums: each times the closed form's scale for its |M|.
void DealerRemovalChain::finish(const Composition& unseen, const double* sums,
                                DealerDistribution& out) {
    graph_.closedScales(unseen, maxSize_, scale_);
    acc_.assign(static_cast<size_t>(graph_.plainSlots()), 0.0);
    double sum = 0;
    for (size_t g = 0; g < groupSlot_.size(); ++g) {
        const double p = std::max(0.0, sums[g]) * scale_[static_cast<size_t>(groupSize_[g])];
        acc_[static_cast<size_t>(groupSlot_[g])] += p;
        sum += p;
    }
    acc_[1] = std::max(0.0, 1 - sum); // bust
    graph_.fromPlainSlots(acc_.data(), out);
}

} // namespace f27
