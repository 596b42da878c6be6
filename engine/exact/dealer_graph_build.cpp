// DealerGraph::build: the dealer's play from a view as a graph of her running sums,
// built once per view for every composition below its cap.

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

using dealerdetail::pokerReadings;

Result<DealerGraph> DealerGraph::build(const RuleSet& rules, const DealerView& view,
                                       const Composition& cap) {
    if (view.faceUp.empty() || view.faceUp.size() > 2)
        return fail("the dealer shows 1 or 2 cards before playing");
    constexpr size_t kMaxNodes = 4'000'000; // memory guard (about 0.3 GB of graph)
    DealerGraph g;
    g.rules_ = &rules;
    g.view_ = view;
    g.cap_ = cap.rankCounts();
    HandSums up;
    for (Card c : view.faceUp)
        up.add(c, rules.values);
    // As dealerFlushChance: the suit of every known non-Joker card, or any suit.
    g.flushSuits_.fill(true);
    for (Card c : view.faceUp)
        if (!c.isJoker())
            for (int s = 0; s < 4; ++s)
                if (s != static_cast<int>(c.suit)) g.flushSuits_[static_cast<size_t>(s)] = false;
    // Levels of nodes keyed by their multiset; every node's sums follow from the multiset.
    std::map<std::array<std::uint8_t, kRankSlots>, int> next;
    std::vector<HandSums> sums{up};
    g.nodes_.push_back(Node{});
    std::map<std::pair<int, int>, int> outcomes;
    std::vector<std::pair<int, int>> nodeTotals; // per final node: (total, cards) or (-1, -1)
    nodeTotals.push_back({-1, -1});
    size_t levelBegin = 0, levelEnd = 1;
    const bool startsWithSecond = view.secondUnseen();
    for (int level = 0; levelBegin < levelEnd; ++level) {
        next.clear();
        for (size_t i = levelBegin; i < levelEnd; ++i) {
            const HandSums s = sums[i];
            bool draws;
            if (level == 0 && startsWithSecond) {
                draws = true;
            } else {
                // F-10: a natural still to be checked is checked on the two-card hand.
                const bool twoCards = level == (startsWithSecond ? 1 : 0);
                if (twoCards && view.naturalPending) {
                    Rank second = Rank::Joker;
                    if (startsWithSecond)
                        for (Rank r : kAllRanks)
                            if (g.nodes_[i].drawn[static_cast<size_t>(r)]) second = r;
                    const Rank b = startsWithSecond ? second : view.faceUp[1].rank;
                    if (isNaturalPair(rules, view.faceUp[0].rank, b)) {
                        g.nodes_[i].outcome = -1;
                        continue;
                    }
                }
                draws = dealerHits(rules, s);
            }
            if (!draws) {
                const HandValue v = valueOf(s, rules.values);
                Node& n = g.nodes_[i];
                if (v.bust) {
                    n.outcome = -2;
                    continue;
                }
                nodeTotals[i] = {v.total, s.cards};
                outcomes[{v.total, s.cards}] = 0;
                if (rules.fiveCard.enabled && s.cards == rules.fiveCard.cards &&
                    v.total < rules.values.target) {
                    Poker pk;
                    for (Rank r : kAllRanks)
                        for (int k = 0; k < n.drawn[static_cast<size_t>(r)]; ++k)
                            pk.ranks.push_back(r);
                    std::sort(pk.ranks.begin(), pk.ranks.end());
                    pk.total = v.total;
                    std::tie(pk.plain, pk.flush) = pokerReadings(view.faceUp, pk.ranks);
                    for (Rank r : kDeckRanks)
                        if (const int k = n.drawn[static_cast<size_t>(r)]; k > 0) {
                            pk.flushFactors.push_back(
                                {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(k)});
                            g.maxFlushRun_ = std::max(g.maxFlushRun_, k);
                        }
                    n.poker = static_cast<int>(g.pokers_.size());
                    g.pokers_.push_back(std::move(pk));
                }
                continue;
            }
            g.nodes_[i].draws = true;
            g.nodes_[i].first = static_cast<int>(g.edges_.size());
            for (Rank r : kAllRanks) {
                const size_t ri = static_cast<size_t>(r);
                if (level == 0 && startsWithSecond && !view.secondAllowed[ri]) continue;
                const std::uint8_t have = g.nodes_[i].drawn[ri];
                if (have >= g.cap_[ri]) continue;
                std::array<std::uint8_t, kRankSlots> key = g.nodes_[i].drawn;
                ++key[ri];
                auto [it, fresh] = next.try_emplace(key, static_cast<int>(g.nodes_.size()));
                if (fresh) {
                    if (g.nodes_.size() >= kMaxNodes)
                        return fail("the dealer's play is too large for the exact analysis");
                    Node n;
                    n.drawn = key;
                    n.size = g.nodes_[i].size + 1;
                    g.nodes_.push_back(n);
                    HandSums t = s;
                    t.add(Card{r, Suit::None}, rules.values);
                    sums.push_back(t);
                    nodeTotals.push_back({-1, -1});
                }
                g.edges_.push_back(Edge{it->second, static_cast<std::uint8_t>(ri), have});
            }
            g.nodes_[i].edges = static_cast<int>(g.edges_.size()) - g.nodes_[i].first;
        }
        levelBegin = levelEnd;
        levelEnd = g.nodes_.size();
    }
    int index = 0;
    for (auto& [key, i] : outcomes) {
        i = index++;
        g.totals_.push_back(key);
    }
    for (size_t i = 0; i < g.nodes_.size(); ++i)
        if (nodeTotals[i].first >= 0) {
            g.nodes_[i].outcome = outcomes[nodeTotals[i]];
            if (g.nodes_[i].poker >= 0)
                g.pokers_[static_cast<size_t>(g.nodes_[i].poker)].outcome = g.nodes_[i].outcome;
        }
    // The compact form.
    const int totals = static_cast<int>(g.totals_.size());
    std::vector<int> hitIndex(g.nodes_.size(), -1);
    for (size_t i = 0; i < g.nodes_.size(); ++i)
        if (g.nodes_[i].draws) {
            hitIndex[i] = static_cast<int>(g.hits_.size());
            g.maxHitSize_ = std::max(g.maxHitSize_, g.nodes_[i].size);
            g.hits_.push_back(Hit{0, 0, g.nodes_[i].size});
        }
    auto targets = [&](int node) -> std::pair<int, int> {
        const Node& n = g.nodes_[static_cast<size_t>(node)];
        if (n.draws)
            return {hitIndex[static_cast<size_t>(node)], hitIndex[static_cast<size_t>(node)]};
        const int slot = n.outcome == -1 ? 0 : n.outcome == -2 ? 1 : 2 + n.outcome;
        const int rich = n.poker >= 0 ? 2 + totals + n.poker : slot;
        return {-1 - rich, -1 - slot};
    };
    for (size_t i = 0; i < g.nodes_.size(); ++i) {
        const Node& n = g.nodes_[i];
        if (!n.draws) continue;
        Hit& h = g.hits_[static_cast<size_t>(hitIndex[i])];
        h.first = static_cast<int>(g.steps_.size());
        h.edges = n.edges;
        for (int k = 0; k < n.edges; ++k) {
            const Edge& e = g.edges_[static_cast<size_t>(n.first + k)];
            const auto [rich, plain] = targets(e.child);
            g.steps_.push_back(Step{rich, plain, e.rank, e.have});
        }
    }
    std::tie(g.rootTarget_, g.rootPlain_) = targets(0);
    // Closed form: orderings per node (parents come before children).
    std::vector<double> paths(g.nodes_.size(), 0.0);
    paths[0] = 1;
    for (size_t i = 0; i < g.nodes_.size(); ++i) {
        const Node& n = g.nodes_[i];
        for (int k = 0; k < n.edges; ++k)
            paths[static_cast<size_t>(g.edges_[static_cast<size_t>(n.first + k)].child)] +=
                paths[i];
    }
    for (size_t i = 1; i < g.nodes_.size(); ++i) {
        const Node& n = g.nodes_[i];
        if (n.draws) continue;
        Final f;
        const auto [rich, plain] = targets(static_cast<int>(i));
        if (plain == -1 - 1) continue; // bust: the complement of the other outcomes
        f.target = -1 - rich;
        f.plain = -1 - plain;
        f.size = n.size;
        f.weight = paths[i];
        const int index = static_cast<int>(g.finals_.size());
        for (size_t r = 0; r < kRankSlots; ++r)
            if (const int m = n.drawn[r]; m > 0) {
                for (int k = 0; k < m; ++k) // [cap(r)]_m > 0: no edge draws beyond the cap
                    f.weight *= g.cap_[r] - k;
                g.columns_[r].push_back({index, static_cast<std::uint8_t>(m)});
                g.maxDrawn_ = std::max(g.maxDrawn_, m);
            }
        g.finals_.push_back(f);
    }
    // The forward pass's single array: drawing nodes, then the outcome slots.
    const int hitCount = static_cast<int>(g.hits_.size());
    auto unified = [&](int t) { return t >= 0 ? t : hitCount + (-1 - t); };
    for (const Step& st : g.steps_) {
        g.flowPlain_.push_back(Flow{unified(st.plain), st.rank, st.have});
        if (!g.pokers_.empty()) g.flowRich_.push_back(Flow{unified(st.target), st.rank, st.have});
    }
    {
        std::vector<PokerValue> values;
        for (const Poker& pk : g.pokers_) {
            values.push_back(pk.plain);
            values.push_back(pk.flush);
        }
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        auto rung = [&](PokerValue v) {
            return static_cast<int>(std::lower_bound(values.begin(), values.end(), v) -
                                    values.begin());
        };
        for (Poker& pk : g.pokers_) {
            pk.plainRung = rung(pk.plain);
            pk.flushRung = rung(pk.flush);
        }
        g.pokerRungs_ = static_cast<int>(values.size());
        g.rungValues_ = std::move(values);
    }
    // finish() with `against`: the poker hands by flush rung, their rungs, and their flush
    // factors as indices into one suit's block of the per-composition table
    // (rank × (maxFlushRun_ + 1) + m), by factor position.
    {
        const size_t hands = g.pokers_.size();
        const int width = g.maxFlushRun_ + 1;
        for (const Poker& pk : g.pokers_)
            g.factorRows_ = std::max(g.factorRows_, static_cast<int>(pk.flushFactors.size()));
        if (static_cast<size_t>(kRankSlots) * static_cast<size_t>(width) > 65535)
            return fail("internal: the dealer's flush table is too large");
        for (size_t k = 0; k < hands; ++k)
            g.byFlush_.push_back(static_cast<int>(k));
        std::stable_sort(g.byFlush_.begin(), g.byFlush_.end(), [&](int a, int b) {
            return g.pokers_[static_cast<size_t>(a)].flushRung <
                   g.pokers_[static_cast<size_t>(b)].flushRung;
        });
        g.factorIndex_.assign(static_cast<size_t>(g.factorRows_) * hands, 0); // rank 0, m 0: 1
        for (size_t i = 0; i < hands; ++i) {
            const Poker& pk = g.pokers_[static_cast<size_t>(g.byFlush_[i])];
            for (size_t row = 0; row < pk.flushFactors.size(); ++row)
                g.factorIndex_[row * hands + i] = static_cast<std::uint16_t>(
                    pk.flushFactors[row].first * width + pk.flushFactors[row].second);
            g.flushRungSorted_.push_back(pk.flushRung);
            g.plainRungSorted_.push_back(pk.plainRung);
        }
    }
    for (const Flow& f : g.flowPlain_)
        g.maxHave_ = std::max<int>(g.maxHave_, f.have);
    for (const Flow& f : g.flowRich_)
        g.maxHave_ = std::max<int>(g.maxHave_, f.have);
    g.steps_.clear();
    g.steps_.shrink_to_fit();
    g.nodes_.clear();
    g.nodes_.shrink_to_fit();
    g.edges_.clear();
    g.edges_.shrink_to_fit();
    return g;
}

} // namespace f27
