// DealerGraph's evaluation for one composition: the forward pass or the closed form, and
// the finished distribution with its poker detail.

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

using dealerdetail::drawAllFrom;

Result<DealerDistribution> DealerGraph::evaluate(const Composition& unseen, bool pokerDetail,
                                                 Form form, bool rungsOnly) const {
    return evaluateImpl(unseen, pokerDetail, form, rungsOnly, nullptr);
}

Result<DealerDistribution> DealerGraph::evaluateAgainst(const Composition& unseen,
                                                        PokerValue mine) const {
    return evaluateImpl(unseen, true, Form::Cheapest, false, &mine);
}

Result<DealerDistribution> DealerGraph::evaluateImpl(const Composition& unseen, bool pokerDetail,
                                                     Form form, bool rungsOnly,
                                                     const PokerValue* against) const {
    const bool poker = pokerDetail && rules_->fiveCard.enabled;
    if (poker && !unseen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    auto acc = outcomeSlots(unseen, poker, form);
    if (!acc) return fail(acc.error());
    return finish(*acc, unseen, poker, rungsOnly, against);
}

// The forward pass or the closed form into the outcome slots: the analysis' innermost loop,
// kept as one function so that its two forms share their set-up and buffers.
Result<const double*> DealerGraph::outcomeSlots(const Composition& unseen, bool poker,
                                                Form form) const {
    const auto& counts = unseen.rankCounts();
    for (size_t r = 0; r < counts.size(); ++r)
        if (counts[r] > cap_[r])
            return fail("internal: a composition above the dealer graph's cap");
    std::array<double, kRankSlots> second{};
    if (view_.secondUnseen()) {
        auto w = secondCardWeights(view_, unseen);
        if (!w) return fail(w.error());
        second = *w;
    }
    const size_t totals = totals_.size();
    const size_t hitCount = hits_.size();
    // One array: the drawing nodes' chances, then the outcome slots (natural, bust, totals,
    // poker hands).
    thread_local std::vector<double> p;
    p.assign(hitCount + 2 + totals + pokers_.size(), 0.0);
    double* acc = p.data() + hitCount;
    const int n = unseen.size();
    // The cards can run out only at a drawing node holding every unseen card: not when more
    // cards are unseen than any drawing node holds. Otherwise the forward pass, which reports it.
    // Of the two exact forms the one with less work for this composition: the forward pass
    // takes a step per edge; the closed form a term per final multiset plus a factor per final
    // holding a rank the composition has fewer of than the cap.
    bool closed = false;
    if (!hits_.empty() && n > maxHitSize_ && form != Form::Forward) {
        size_t work = 2 * finals_.size();
        for (size_t r = 0; r < kRankSlots; ++r)
            if (counts[r] != cap_[r]) work += columns_[r].size();
        closed = form == Form::Closed || work < flowPlain_.size();
    }
    if (closed) {
        // The closed form over the final multisets that do not bust; bust is the complement.
        // scale[k] = D(k).
        thread_local std::vector<double> scale, q, rho;
        int maxSize = 0;
        for (const Final& f : finals_)
            maxSize = std::max(maxSize, f.size);
        closedScales(unseen, maxSize, scale);
        q.resize(finals_.size());
        for (size_t j = 0; j < finals_.size(); ++j)
            q[j] = finals_[j].weight * scale[static_cast<size_t>(finals_[j].size)];
        // ρ_r(m) = [count(r)]_m / [cap(r)]_m for the ranks below their cap.
        rho.resize(static_cast<size_t>(maxDrawn_) + 1);
        for (size_t r = 0; r < kRankSlots; ++r) {
            if (counts[r] == cap_[r]) continue;
            double f = 1;
            for (int m = 0; m <= maxDrawn_; ++m) {
                rho[static_cast<size_t>(m)] = f;
                f = counts[r] - m > 0 ? f * (counts[r] - m) / (cap_[r] - m) : 0;
            }
            for (const auto& [j, m] : columns_[r])
                q[static_cast<size_t>(j)] *= rho[m];
        }
        double sum = 0;
        for (size_t j = 0; j < finals_.size(); ++j) {
            acc[static_cast<size_t>(poker ? finals_[j].target : finals_[j].plain)] += q[j];
            sum += q[j];
        }
        acc[1] = std::max(0.0, 1 - sum); // bust
    } else if (hits_.empty()) {
        acc[static_cast<size_t>(-1 - (poker ? rootTarget_ : rootPlain_))] += 1.0;
    } else {
        p[0] = 1;
        const Flow* flow = (poker && !pokers_.empty() ? flowRich_ : flowPlain_).data();
        for (size_t i = 0; i < hitCount; ++i) {
            const double pi = p[i];
            if (pi <= 0) continue;
            const Hit& h = hits_[i];
            const Flow* e = flow + h.first;
            if (i == 0 && view_.secondUnseen()) {
                for (int k = 0; k < h.edges; ++k)
                    if (const double w = second[e[k].rank]; w > 0)
                        p[static_cast<size_t>(e[k].to)] += w;
                continue;
            }
            const int left = n - h.size;
            if (left <= 0)
                return fail("the unseen cards run out before the dealer's hand is complete");
            const double scale = pi / left;
            for (int k = 0; k < h.edges; ++k)
                if (const int c = counts[e[k].rank] - e[k].have; c > 0)
                    p[static_cast<size_t>(e[k].to)] += scale * c;
        }
    }
    return static_cast<const double*>(acc);
}

void DealerGraph::flushTable(const Composition& unseen, int suit, double* table) const {
    const size_t width = static_cast<size_t>(maxFlushRun_) + 1;
    std::fill(table, table + kRankSlots * width, 0.0);
    for (size_t r = 0; r < kRankSlots; ++r)
        table[r * width] = 1; // [x]_0 / [y]_0, the padding factor too
    for (Rank rank : kDeckRanks) {
        const int m = unseen.count(Card{rank, static_cast<Suit>(suit)}), n = unseen.count(rank);
        double* row = table + static_cast<size_t>(rank) * width;
        // As drawAllFrom(m, n, k), each k one factor on from k − 1 (the same operations).
        for (size_t k = 1; k < width; ++k) {
            const int i = static_cast<int>(k) - 1;
            row[k] = m - i <= 0
                         ? 0
                         : row[k - 1] * (static_cast<double>(m - i) / static_cast<double>(n - i));
        }
    }
}

void DealerGraph::closedScales(const Composition& unseen, int maxSize,
                               std::vector<double>& scale) const {
    const int n = unseen.size();
    const int k0 = view_.secondUnseen() ? 1 : 0;
    const double allowed = view_.secondUnseen() ? secondCardCandidates(view_, unseen) : n;
    scale.assign(static_cast<size_t>(maxSize) + 1, 0.0);
    double denom = view_.secondUnseen() ? allowed : 1;
    for (int k = k0; k <= maxSize; ++k) {
        if (k > k0 || !view_.secondUnseen()) {
            const int left = n - (k - 1);
            if (k > 0) denom *= left;
        }
        scale[static_cast<size_t>(k)] = denom > 0 ? 1 / denom : 0;
    }
}

std::vector<DealerGraph::ClosedTerm> DealerGraph::closedTerms() const {
    std::vector<ClosedTerm> out(finals_.size());
    for (size_t j = 0; j < finals_.size(); ++j) {
        out[j].slot = finals_[j].plain;
        out[j].size = finals_[j].size;
        out[j].weight = finals_[j].weight;
    }
    for (size_t r = 0; r < kRankSlots; ++r)
        for (const auto& [j, m] : columns_[r])
            out[static_cast<size_t>(j)].drawn[r] = m;
    return out;
}

void DealerGraph::fromPlainSlots(const double* acc, DealerDistribution& out) const {
    out.natural = acc[0];
    out.bust = acc[1];
    out.totals.clear();
    for (size_t t = 0; t < totals_.size(); ++t)
        if (acc[2 + t] > 0) out.totals.push_back({totals_[t].first, totals_[t].second, acc[2 + t]});
    out.poker.clear();
    out.pokerRungs = 0;
    out.pokerRungMass.clear();
    out.pokerBelow = out.pokerAbove = 0;
}

// The final distribution from the outcome slots: totals, naturals and busts, then the poker
// detail — one pass over the slots, kept whole as every part reads the same running sums.
DealerDistribution DealerGraph::finish(const double* acc, const Composition& unseen, bool poker,
                                       bool rungsOnly, const PokerValue* against) const {
    const size_t totals = totals_.size();
    DealerDistribution d;
    d.natural = acc[0];
    d.bust = acc[1];
    d.totals.reserve(totals);
    for (size_t t = 0; t < totals; ++t)
        if (acc[2 + t] > 0) d.totals.push_back({totals_[t].first, totals_[t].second, acc[2 + t]});
    if (pokers_.empty() || !poker) return d;
    // dealerFlushChance for every poker hand from one table per composition:
    // run[s][r][k] = [count(r, s)]_k / [count(r)]_k, the same products in the same order.
    const int width = maxFlushRun_ + 1;
    thread_local std::vector<double> run;
    run.assign(static_cast<size_t>(4 * kRankSlots * width), 0.0);
    auto at = [&](int s, size_t r, int k) -> double& {
        return run[(static_cast<size_t>(s) * kRankSlots + r) * static_cast<size_t>(width) +
                   static_cast<size_t>(k)];
    };
    for (int s = 0; s < 4; ++s)
        if (flushSuits_[static_cast<size_t>(s)]) flushTable(unseen, s, &at(s, 0, 0));
    d.pokerRungs = pokerRungs_;
    if (against) {
        // The rungs below `lo` are below the player's value; `lo` itself is equal when
        // `equal`; the rest are above.
        const auto it = std::lower_bound(rungValues_.begin(), rungValues_.end(), *against);
        const int lo = static_cast<int>(it - rungValues_.begin());
        const bool equal = it != rungValues_.end() && *it == *against;
        // The hands by flush rung (byFlush_): those whose flush reading is below the player's
        // value are below on both readings (plain ≤ flush); of the rest, those whose plain
        // reading is above are above on both. Only the hands between need their flush chance:
        // the product of their factors, taken one factor position at a time across them
        // (padding reads a factor of 1). The same flush chances as the list below holds; the
        // sums regrouped.
        const double* pk = acc + 2 + totals;
        const size_t hands = pokers_.size();
        const size_t nBelow = static_cast<size_t>(
            std::lower_bound(flushRungSorted_.begin(), flushRungSorted_.end(), lo) -
            flushRungSorted_.begin());
        // Four partial sums each (the additions would otherwise wait on one another), and no
        // branch on a hand's class: the sums take 0/1 weights, the hands between are written
        // at every step and kept by advancing the count.
        double below4[4] = {0, 0, 0, 0}, above4[4] = {0, 0, 0, 0};
        for (size_t i = 0; i < nBelow; ++i)
            below4[i & 3] += pk[byFlush_[i]];
        thread_local std::vector<int> between;
        between.resize(hands - nBelow + 1);
        size_t m = 0;
        for (size_t i = nBelow; i < hands; ++i) {
            const int pr = plainRungSorted_[i];
            const bool both = pr > lo || (pr == lo && !equal);
            above4[i & 3] += pk[byFlush_[i]] * static_cast<double>(both);
            between[m] = static_cast<int>(i);
            m += both ? 0 : 1;
        }
        thread_local std::vector<double> pf, prod;
        pf.assign(m, 0.0);
        prod.resize(m);
        for (int s = 0; s < 4; ++s) {
            if (!flushSuits_[static_cast<size_t>(s)]) continue;
            const double* runS =
                run.data() + static_cast<size_t>(s) * kRankSlots * static_cast<size_t>(width);
            std::fill(prod.begin(), prod.end(), 1.0);
            for (int row = 0; row < factorRows_; ++row) {
                const std::uint16_t* ix = factorIndex_.data() + static_cast<size_t>(row) * hands;
                for (size_t k = 0; k < m; ++k)
                    prod[k] *= runS[ix[between[k]]];
            }
            for (size_t k = 0; k < m; ++k)
                pf[k] += prod[k];
        }
        for (size_t k = 0; k < m; ++k) {
            const size_t i = static_cast<size_t>(between[k]);
            const double p = pk[byFlush_[i]], f = std::min(pf[k], 1.0);
            const int fr = flushRungSorted_[i], pr = plainRungSorted_[i];
            // fr ≥ lo and pr ≤ lo here: the flush reading is above unless it equals the
            // player's value; the plain reading is below unless it equals it.
            above4[k & 3] += p * f * static_cast<double>(fr > lo || !equal);
            below4[k & 3] += p * (1 - f) * static_cast<double>(pr < lo);
        }
        const double below = (below4[0] + below4[1]) + (below4[2] + below4[3]);
        const double above = (above4[0] + above4[1]) + (above4[2] + above4[3]);
        d.pokerBelow = below;
        d.pokerAbove = above;
        return d;
    }
    if (rungsOnly)
        d.pokerRungMass.assign(static_cast<size_t>(pokerRungs_), 0.0);
    else
        d.poker.reserve(pokers_.size());
    for (size_t k = 0; k < pokers_.size(); ++k) {
        const double pk_p = acc[2 + totals + k];
        if (pk_p <= 0) continue;
        const Poker& pk = pokers_[k];
        DealerPokerHand h;
        double pf = 0;
        for (int s = 0; s < 4; ++s) {
            if (!flushSuits_[static_cast<size_t>(s)]) continue;
            double q = 1;
            for (const auto& [r, m] : pk.flushFactors)
                q *= at(s, r, m);
            pf += q;
        }
        h.pFlush = std::min(pf, 1.0);
        h.flush = pk.flush;
        h.plain = h.pFlush >= 1 ? h.flush : pk.plain;
        h.flushRung = pk.flushRung;
        h.plainRung = h.pFlush >= 1 ? pk.flushRung : pk.plainRung;
        if (h.pFlush <= 0) {
            h.flush = h.plain;
            h.flushRung = h.plainRung;
        }
        h.total = pk.total;
        h.p = pk_p;
        if (rungsOnly) { // as PokerLadder adds them: the flush reading, then the plain one
            d.pokerRungMass[static_cast<size_t>(h.flushRung)] += h.p * h.pFlush;
            d.pokerRungMass[static_cast<size_t>(h.plainRung)] += h.p * (1 - h.pFlush);
        } else
            d.poker.push_back(h);
    }
    return d;
}

bool DealerGraph::prefersForward(const Composition& unseen) const {
    // As evaluate() with Form::Cheapest.
    if (hits_.empty()) return false;
    if (unseen.size() <= maxHitSize_) return true;
    const auto& counts = unseen.rankCounts();
    size_t work = 2 * finals_.size();
    for (size_t r = 0; r < kRankSlots; ++r)
        if (counts[r] != cap_[r]) work += columns_[r].size();
    return !(work < flowPlain_.size());
}

} // namespace f27
