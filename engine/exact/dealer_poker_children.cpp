#include "exact/dealer_poker_children.h"

#include <algorithm>

namespace f27 {
namespace {

// Hand indices 0..n−1 ordered by `rung` (stably), and start[ρ] = how many have a rung below ρ,
// for ρ = 0..rungs.
void orderByRung(const std::vector<int>& rung, int rungs, std::vector<int>& order,
                 std::vector<int>& start) {
    order.resize(rung.size());
    for (size_t i = 0; i < rung.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return rung[static_cast<size_t>(a)] < rung[static_cast<size_t>(b)];
    });
    start.assign(static_cast<size_t>(rungs) + 1, 0);
    for (const int r : rung)
        ++start[static_cast<size_t>(r) + 1];
    for (size_t i = 1; i < start.size(); ++i)
        start[i] += start[i - 1];
}

} // namespace

DealerPokerChildren::DealerPokerChildren(const DealerGraph& graph) : graph_(graph) {
    const auto& hands = graph.pokers_;
    const size_t n = hands.size();
    drawn_ = hands.empty() ? 0 : static_cast<int>(hands.front().ranks.size());
    std::vector<int> plainRung, flushRung;
    for (const auto& pk : hands) {
        if (static_cast<int>(pk.ranks.size()) != drawn_) drawn_ = -1; // not one k: not served
        plainRung.push_back(pk.plainRung);
        flushRung.push_back(pk.flushRung);
    }
    orderByRung(plainRung, graph.pokerRungs_, byPlain_, plainStart_);
    orderByRung(flushRung, graph.pokerRungs_, byFlush_, flushStart_);
    std::vector<int> plainPlace(n), flushPlace(n);
    for (size_t j = 0; j < n; ++j) {
        plainPlace[static_cast<size_t>(byPlain_[j])] = static_cast<int>(j);
        flushPlace[static_cast<size_t>(byFlush_[j])] = static_cast<int>(j);
    }
    for (size_t j = 0; j < n; ++j)
        flushPlaceOfPlain_.push_back(flushPlace[static_cast<size_t>(byPlain_[j])]);
    for (size_t i = 0; i < n; ++i) {
        const auto& pk = hands[i];
        if (pk.flushFactors.empty()) jokersOnly_.push_back(flushPlace[i]);
        std::array<int, kRankSlots> count{};
        for (Rank r : pk.ranks)
            ++count[static_cast<size_t>(r)];
        for (size_t r = 0; r < kRankSlots; ++r)
            if (count[r] > 0)
                holders_[r].push_back(
                    {plainPlace[i], flushPlace[i], count[r], plainRung[i], flushRung[i]});
    }
    // Each hand's final in the closed form (its outcome slot past the plain ones).
    finalOf_.assign(n, -1);
    for (size_t j = 0; j < graph.finals_.size(); ++j)
        if (const int k = graph.finals_[j].target - graph.plainSlots(); k >= 0)
            finalOf_[static_cast<size_t>(k)] = static_cast<int>(j);
}

bool DealerPokerChildren::serves(const Composition& parent) const {
    // A hole card still to come must have a candidate left after the child's card.
    return drawn_ > 0 && parent.suited() && graph_.closedFormServes(parent) &&
           parent.size() - 1 > graph_.maxHitSize_ &&
           (!graph_.view_.secondUnseen() || secondCardCandidates(graph_.view_, parent) > 1);
}

Status DealerPokerChildren::setParent(const Composition& parent) {
    auto slots = graph_.outcomeSlots(parent, true, DealerGraph::Form::Cheapest);
    if (!slots) return fail(slots.error());
    const double* t = *slots + graph_.plainSlots();
    const size_t n = byPlain_.size();
    tPlain_.resize(n);
    tFlush_.resize(n);
    for (size_t j = 0; j < n; ++j) {
        tPlain_[j] = t[byPlain_[j]];
        tFlush_[j] = t[byFlush_[j]];
    }
    finishParent(parent);
    return Status::success();
}

void DealerPokerChildren::setParent(const Composition& parent, const DealerRemovalChain& chain) {
    const size_t n = byPlain_.size();
    if (chainFor_ != &chain) {
        chainFor_ = &chain;
        chainAtPlain_.resize(n);
        chainAtFlush_.resize(n);
        for (size_t j = 0; j < n; ++j) {
            chainAtPlain_[j] = chain.position(finalOf_[static_cast<size_t>(byPlain_[j])]);
            chainAtFlush_[j] = chain.position(finalOf_[static_cast<size_t>(byFlush_[j])]);
        }
    }
    // t(D) = q(D) × D_U(k), q the chain's (DealerRemovalChain: the closed form's product).
    const double* q = chain.held(parent);
    thread_local std::vector<double> scale;
    graph_.closedScales(parent, drawn_, scale);
    const double d = scale[static_cast<size_t>(drawn_)];
    tPlain_.resize(n);
    tFlush_.resize(n);
    for (size_t j = 0; j < n; ++j) {
        tPlain_[j] = q[chainAtPlain_[j]] * d;
        tFlush_[j] = q[chainAtFlush_[j]] * d;
    }
    finishParent(parent);
}

void DealerPokerChildren::finishParent(const Composition& parent) {
    const size_t n = byPlain_.size();
    // f_s(D) = t(D) × Π_r [U(r,s)]_{d_r} / [U_r]_{d_r} over D's non-Joker ranks, as
    // dealerFlushChance: per flush suit s one table [U(r,s)]_m / [U_r]_m (entry r × width + m;
    // m = 0 reads 1), each hand the product of its factors' entries (DealerGraph's factor rows,
    // in its flush order), as DealerGraph::finish. The flush suits are disjoint events once D
    // holds a non-Joker card; a hand of Jokers only is a flush whenever a suit can be (its
    // chance then 1, as there).
    const int width = graph_.maxFlushRun_ + 1;
    thread_local std::vector<double> run, prod;
    run.resize(static_cast<size_t>(kRankSlots) * static_cast<size_t>(width));
    prod.resize(n);
    bool anySuit = false;
    fFlush_.assign(n, 0.0);
    for (size_t s = 0; s < 4; ++s) {
        fs_[s].clear();
        if (!graph_.flushSuits_[s]) continue;
        anySuit = true;
        graph_.flushTable(parent, static_cast<int>(s), run.data());
        std::copy(tFlush_.begin(), tFlush_.end(), prod.begin());
        for (int row = 0; row < graph_.factorRows_; ++row) {
            const std::uint16_t* ix = graph_.factorIndex_.data() + static_cast<size_t>(row) * n;
            for (size_t j = 0; j < n; ++j)
                prod[j] *= run[ix[j]];
        }
        fs_[s].assign(prod.begin(), prod.end());
        for (size_t j = 0; j < n; ++j)
            fFlush_[j] += prod[j];
    }
    for (const int j : jokersOnly_)
        fFlush_[static_cast<size_t>(j)] = anySuit ? tFlush_[static_cast<size_t>(j)] : 0;
    tPlainSum_.resize(n + 1);
    fPlainSum_.resize(n + 1);
    fFlushSum_.resize(n + 1);
    tPlainSum_[0] = fPlainSum_[0] = fFlushSum_[0] = 0;
    for (size_t j = 0; j < n; ++j) {
        tPlainSum_[j + 1] = tPlainSum_[j] + tPlain_[j];
        fPlainSum_[j + 1] = fPlainSum_[j] + fFlush_[static_cast<size_t>(flushPlaceOfPlain_[j])];
        fFlushSum_[j + 1] = fFlushSum_[j] + fFlush_[j];
    }
    parent_ = parent;
    holeCandidates_ = graph_.view_.secondUnseen() ? secondCardCandidates(graph_.view_, parent) : 0;
}

DealerPokerChildren::Versus DealerPokerChildren::versus(Card c, PokerValue mine) const {
    const auto& rungs = graph_.rungValues_;
    const auto it = std::lower_bound(rungs.begin(), rungs.end(), mine);
    const int lo = static_cast<int>(it - rungs.begin());
    const bool eq = it != rungs.end() && *it == mine;
    const int hi = eq ? lo + 1 : lo; // the first rung above `mine`
    // The parent's sums: Σ [plain > v] t + Σ ([flush > v] − [plain > v]) f, the chance of a
    // hand above on its plain reading (t − f) or on its flush reading (f); likewise equal.
    auto above = [&](const std::vector<double>& sum, const std::vector<int>& start) {
        return sum.back() - sum[static_cast<size_t>(start[static_cast<size_t>(hi)])];
    };
    auto at = [&](const std::vector<double>& sum, const std::vector<int>& start) {
        return sum[static_cast<size_t>(start[static_cast<size_t>(lo) + 1])] -
               sum[static_cast<size_t>(start[static_cast<size_t>(lo)])];
    };
    double aboveBase = above(tPlainSum_, plainStart_) + above(fFlushSum_, flushStart_) -
                       above(fPlainSum_, plainStart_);
    double equalBase =
        eq ? at(tPlainSum_, plainStart_) + at(fFlushSum_, flushStart_) - at(fPlainSum_, plainStart_)
           : 0;
    // The child's correction: −d_r t / U_r for t, −d_r f_s / U(r,s) for the flush in c's suit
    // (every suit's f for a Joker, nothing for a suit the flush cannot be in).
    const size_t r = static_cast<size_t>(c.rank);
    const int ofRank = parent_.count(c.rank);
    const std::vector<double>* flush = nullptr;
    int ofFlush = ofRank;
    if (c.isJoker())
        flush = &fFlush_;
    else if (const size_t s = static_cast<size_t>(c.suit); s < 4 && !fs_[s].empty()) {
        flush = &fs_[s];
        ofFlush = parent_.count(c);
    }
    double tAbove = 0, fAbove = 0, tEqual = 0, fEqual = 0;
    for (const Holder& h : holders_[r]) {
        const double dt = tPlain_[static_cast<size_t>(h.plain)] * h.count;
        const double df = flush ? (*flush)[static_cast<size_t>(h.flush)] * h.count : 0;
        const int pr = h.plainRung, fr = h.flushRung;
        const double plainAbove = pr >= hi ? 1 : 0, flushAbove = fr >= hi ? 1 : 0;
        tAbove += plainAbove * dt;
        fAbove += (flushAbove - plainAbove) * df;
        if (eq) {
            const double plainAt = pr == lo ? 1 : 0, flushAt = fr == lo ? 1 : 0;
            tEqual += plainAt * dt;
            fEqual += (flushAt - plainAt) * df;
        }
    }
    aboveBase -= tAbove / ofRank + (flush ? fAbove / ofFlush : 0);
    equalBase -= tEqual / ofRank + (flush ? fEqual / ofFlush : 0);
    // σ = D_{U−c}(k) / D_U(k) (DealerGraph::closedScales): 1 / [N]_k without a hole card,
    // 1 / (A × [N − 1]_{k−1}) with one, A the unseen cards of the ranks it may be.
    // With one, D_{U−c}(k) / D_U(k) = (A / A') × [N − 1]_{k−1} / [N − 2]_{k−1}.
    const int n = parent_.size(), k = drawn_;
    double sigma = static_cast<double>(n) / (n - k);
    if (graph_.view_.secondUnseen()) {
        const int after = holeCandidates_ - (graph_.view_.secondAllowed[r] ? 1 : 0);
        sigma = static_cast<double>(holeCandidates_) / after * (n - 1) / (n - k);
    }
    return Versus{sigma * aboveBase, sigma * equalBase};
}

} // namespace f27
