// DealerGraph's forward pass for many compositions at once, kBatchLanes per vector (the
// live hint's batch): each lane computes exactly what the scalar pass computes.

#include "exact/dealer_probabilities.h"
#include "exact/dealer_probabilities_detail.h"

#include "rules/hand_rules.h"
#include "rules/hand_value.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>
#include <utility>

namespace f27 {

namespace {
// kBatchLanes doubles operated on together (GCC/Clang vector extension; plain IEEE operations
// per lane, so each lane computes exactly what the scalar code computes). Stored in 64-byte
// aligned boxes: the AVX2 clone below may use aligned loads.
using Lanes = double __attribute__((vector_size(8 * DealerGraph::kBatchLanes)));
struct alignas(128) LaneBox {
    Lanes v;
};
static_assert(alignof(LaneBox) == 128 && sizeof(LaneBox) == 128);
} // namespace

// Compiled twice (AVX2 and the baseline) and chosen at load time; no FMA, so both give the
// same bits.
__attribute__((target_clones("avx2", "default"))) void
DealerGraph::forwardLanes(const Composition* const* unseen, int lanes, bool poker,
                          std::vector<double>& slots, std::array<bool, kBatchLanes>& ok) const {
    constexpr int L = kBatchLanes;
    const size_t hitCount = hits_.size();
    const size_t slotCount = 2 + totals_.size() + pokers_.size();
    const int width = maxHave_ + 1;
    // `p` is all zeros between calls (every entry read is reset), so it is not cleared here:
    // on large graphs clearing it was 15 % of the work.
    thread_local std::vector<LaneBox> p, cnt, left;
    p.resize(hitCount + slotCount, LaneBox{});
    cnt.assign(kRankSlots * static_cast<size_t>(width), LaneBox{});
    left.assign(static_cast<size_t>(maxHitSize_) + 1, LaneBox{});
    std::array<LaneBox, kRankSlots> second{};
    std::array<int, L> n{};
    int minN = std::numeric_limits<int>::max();
    for (int b = 0; b < L; ++b) {
        ok[static_cast<size_t>(b)] = false;
        for (auto& l : left)
            l.v[b] = 1; // a lane without a composition carries zeros
        if (b >= lanes) continue;
        const Composition& u = *unseen[b];
        const auto& counts = u.rankCounts();
        bool fits = true;
        for (size_t r = 0; r < kRankSlots; ++r)
            fits = fits && counts[r] <= cap_[r];
        if (!fits) continue;
        if (view_.secondUnseen()) {
            auto w = secondCardWeights(view_, u);
            if (!w) continue;
            for (size_t r = 0; r < kRankSlots; ++r)
                second[r].v[b] = (*w)[r];
        }
        ok[static_cast<size_t>(b)] = true;
        n[static_cast<size_t>(b)] = u.size();
        minN = std::min(minN, u.size());
        p[0].v[b] = 1;
        for (size_t r = 0; r < kRankSlots; ++r)
            for (int h = 0; h < width; ++h)
                cnt[r * static_cast<size_t>(width) + static_cast<size_t>(h)].v[b] =
                    std::max(counts[r] - h, 0);
        for (int s = 0; s <= maxHitSize_; ++s)
            if (u.size() - s > 0) left[static_cast<size_t>(s)].v[b] = u.size() - s;
    }
    const Flow* flow = (poker && !pokers_.empty() ? flowRich_ : flowPlain_).data();
    for (size_t i = 0; i < hitCount; ++i) {
        Lanes pi = p[i].v;
        bool any = false;
        for (int b = 0; b < L; ++b)
            any = any || pi[b] > 0;
        if (!any) continue;
        p[i].v = Lanes{};
        const Hit& h = hits_[i];
        const Flow* e = flow + h.first;
        if (i == 0 && view_.secondUnseen()) {
            for (int k = 0; k < h.edges; ++k)
                p[static_cast<size_t>(e[k].to)].v += second[e[k].rank].v;
            continue;
        }
        if (h.size >= minN) // the scalar pass fails here: the cards run out
            for (int b = 0; b < L; ++b)
                if (ok[static_cast<size_t>(b)] && n[static_cast<size_t>(b)] - h.size <= 0 &&
                    pi[b] > 0) {
                    ok[static_cast<size_t>(b)] = false;
                    pi[b] = 0;
                }
        const Lanes scale = pi / left[static_cast<size_t>(h.size)].v;
        const LaneBox* c = cnt.data();
        for (int k = 0; k < h.edges; ++k)
            p[static_cast<size_t>(e[k].to)].v +=
                scale *
                c[static_cast<size_t>(e[k].rank) * static_cast<size_t>(width) + e[k].have].v;
    }
    slots.resize(static_cast<size_t>(L) * slotCount);
    for (int b = 0; b < L; ++b)
        for (size_t k = 0; k < slotCount; ++k)
            slots[static_cast<size_t>(b) * slotCount + k] = p[hitCount + k].v[b];
    for (size_t k = 0; k < slotCount; ++k)
        p[hitCount + k].v = Lanes{};
}

std::vector<Result<DealerDistribution>>
DealerGraph::evaluateForwardMany(std::span<const Composition* const> unseen, bool pokerDetail,
                                 bool rungsOnly) const {
    const bool poker = pokerDetail && rules_->fiveCard.enabled;
    std::vector<Result<DealerDistribution>> out;
    out.reserve(unseen.size());
    const size_t slotCount = 2 + totals_.size() + pokers_.size();
    std::vector<double> slots;
    std::array<bool, kBatchLanes> ok{};
    for (size_t at = 0; at < unseen.size(); at += kBatchLanes) {
        const int lanes = static_cast<int>(std::min<size_t>(kBatchLanes, unseen.size() - at));
        const bool batch = !hits_.empty() && !(poker && !unseen[at]->suited());
        if (batch) forwardLanes(unseen.data() + at, lanes, poker, slots, ok);
        for (int b = 0; b < lanes; ++b) {
            const Composition& u = *unseen[at + static_cast<size_t>(b)];
            if (batch && ok[static_cast<size_t>(b)] && (!poker || u.suited()))
                out.emplace_back(
                    finish(slots.data() + static_cast<size_t>(b) * slotCount, u, poker, rungsOnly));
            else
                out.push_back(evaluate(u, pokerDetail, Form::Forward, rungsOnly));
        }
    }
    return out;
}

} // namespace f27
