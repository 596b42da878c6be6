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

// The construction, phase by phase (build()): the nodes level by level, the outcomes numbered,
// the compact form, the closed form, the forward pass's flows, the poker rungs and the flush
// index; the nodes and edges are then dropped.
Result<DealerGraph> DealerGraph::build(const RuleSet& rules, const DealerView& view,
                                       const Composition& cap,
                                       const std::function<bool()>& cancelled) {
    if (view.faceUp.empty() || view.faceUp.size() > 2)
        return fail("the dealer shows 1 or 2 cards before playing");
    DealerGraph g;
    g.rules_ = &rules;
    g.view_ = view;
    g.cap_ = cap.rankCounts();
    // As dealerFlushChance: the suit of every known non-Joker card, or any suit.
    g.flushSuits_.fill(true);
    for (Card c : view.faceUp)
        if (!c.isJoker())
            for (int s = 0; s < 4; ++s)
                if (s != static_cast<int>(c.suit)) g.flushSuits_[static_cast<size_t>(s)] = false;
    Construction k;
    if (cancelled) k.cancelled = &cancelled;
    if (Status s = g.expandLevels(k); !s) return fail(s.error());
    g.numberOutcomes(k);
    const std::vector<int> hitIndex = g.buildCompactForm();
    g.buildClosedForm(hitIndex);
    g.buildFlows();
    g.rankPokerValues();
    if (Status s = g.buildFlushIndex(); !s) return fail(s.error());
    g.steps_.clear();
    g.steps_.shrink_to_fit();
    g.nodes_.clear();
    g.nodes_.shrink_to_fit();
    g.edges_.clear();
    g.edges_.shrink_to_fit();
    return g;
}

// The nodes, level by level (a level: the cards drawn), keyed by their multiset; every node's
// sums follow from the multiset. A node stands, busts, shows a natural still to be checked
// (F-10, on the two-card hand) or draws (F-12) to one child per rank the cap allows.
Status DealerGraph::expandLevels(Construction& k) {
    constexpr size_t kMaxNodes = 4'000'000; // memory guard (about 0.3 GB of graph)
    const RuleSet& rules = *rules_;
    const DealerView& view = view_;
    HandSums up;
    for (Card c : view.faceUp)
        up.add(c, rules.values);
    std::map<std::array<std::uint8_t, kRankSlots>, int> next;
    std::vector<HandSums> sums{up};
    nodes_.push_back(Node{});
    k.nodeTotals.push_back({-1, -1});
    size_t levelBegin = 0, levelEnd = 1;
    const bool startsWithSecond = view.secondUnseen();
    for (int level = 0; levelBegin < levelEnd; ++level) {
        next.clear();
        for (size_t i = levelBegin; i < levelEnd; ++i) {
            const HandSums s = sums[i];
            const bool second = level == 0 && startsWithSecond;
            if (!second && naturalToCheck(i, level == (startsWithSecond ? 1 : 0))) continue;
            if (!second && !dealerHits(rules, s)) {
                stand(i, s, k);
                continue;
            }
            nodes_[i].draws = true;
            nodes_[i].first = static_cast<int>(edges_.size());
            for (Rank r : kAllRanks) {
                const size_t ri = static_cast<size_t>(r);
                if (second && !view.secondAllowed[ri]) continue;
                const std::uint8_t have = nodes_[i].drawn[ri];
                if (have >= cap_[ri]) continue;
                std::array<std::uint8_t, kRankSlots> key = nodes_[i].drawn;
                ++key[ri];
                auto [it, fresh] = next.try_emplace(key, static_cast<int>(nodes_.size()));
                if (fresh) {
                    if (k.cancelled && (nodes_.size() & 0xFFFF) == 0 && (*k.cancelled)())
                        return fail("cancelled");
                    if (nodes_.size() >= kMaxNodes)
                        return fail("the dealer's play is too large for the exact analysis");
                    Node n;
                    n.drawn = key;
                    n.size = nodes_[i].size + 1;
                    nodes_.push_back(n);
                    HandSums t = s;
                    t.add(Card{r, Suit::None}, rules.values);
                    sums.push_back(t);
                    k.nodeTotals.push_back({-1, -1});
                }
                edges_.push_back(Edge{it->second, static_cast<std::uint8_t>(ri), have});
            }
            nodes_[i].edges = static_cast<int>(edges_.size()) - nodes_[i].first;
        }
        levelBegin = levelEnd;
        levelEnd = nodes_.size();
    }
    return {};
}

// F-10: a natural still to be checked is checked on the two-card hand; node i holds one, and
// is final (outcome −1), when its two cards make a natural pair.
bool DealerGraph::naturalToCheck(size_t i, bool twoCards) {
    if (!twoCards || !view_.naturalPending) return false;
    Rank second = Rank::Joker;
    if (view_.secondUnseen())
        for (Rank r : kAllRanks)
            if (nodes_[i].drawn[static_cast<size_t>(r)]) second = r;
    const Rank b = view_.secondUnseen() ? second : view_.faceUp[1].rank;
    if (!isNaturalPair(*rules_, view_.faceUp[0].rank, b)) return false;
    nodes_[i].outcome = -1;
    return true;
}

// Node i stands with sums s: a bust (outcome −2), else a final (total, cards), and a poker
// hand where the five-card rule reads it (PL-9, below the target).
void DealerGraph::stand(size_t i, const HandSums& s, Construction& k) {
    const RuleSet& rules = *rules_;
    const HandValue v = valueOf(s, rules.values);
    Node& n = nodes_[i];
    if (v.bust) {
        n.outcome = -2;
        return;
    }
    k.nodeTotals[i] = {v.total, s.cards};
    k.outcomes[{v.total, s.cards}] = 0;
    if (!rules.fiveCard.enabled || s.cards != rules.fiveCard.cards ||
        v.total >= rules.values.target)
        return;
    Poker pk;
    for (Rank r : kAllRanks)
        for (int c = 0; c < n.drawn[static_cast<size_t>(r)]; ++c)
            pk.ranks.push_back(r);
    std::sort(pk.ranks.begin(), pk.ranks.end());
    pk.total = v.total;
    std::tie(pk.plain, pk.flush) = pokerReadings(view_.faceUp, pk.ranks);
    for (Rank r : kDeckRanks)
        if (const int m = n.drawn[static_cast<size_t>(r)]; m > 0) {
            pk.flushFactors.push_back({static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(m)});
            maxFlushRun_ = std::max(maxFlushRun_, m);
        }
    n.poker = static_cast<int>(pokers_.size());
    pokers_.push_back(std::move(pk));
}

// The finals' (total, cards) numbered in ascending order (totals_), and each final node's outcome.
void DealerGraph::numberOutcomes(Construction& k) {
    int index = 0;
    for (auto& [key, i] : k.outcomes) {
        i = index++;
        totals_.push_back(key);
    }
    for (size_t i = 0; i < nodes_.size(); ++i)
        if (k.nodeTotals[i].first >= 0) {
            nodes_[i].outcome = k.outcomes[k.nodeTotals[i]];
            if (nodes_[i].poker >= 0)
                pokers_[static_cast<size_t>(nodes_[i].poker)].outcome = nodes_[i].outcome;
        }
}

// The targets of an edge into `node` (Hit, Step): a drawing node's index among the hits, else
// its outcome slot as −1 − slot, with the poker detail (rich) and without (plain).
std::pair<int, int> DealerGraph::targetsOf(int node, const std::vector<int>& hitIndex) const {
    const int totals = static_cast<int>(totals_.size());
    const Node& n = nodes_[static_cast<size_t>(node)];
    if (n.draws) return {hitIndex[static_cast<size_t>(node)], hitIndex[static_cast<size_t>(node)]};
    const int slot = n.outcome == -1 ? 0 : n.outcome == -2 ? 1 : 2 + n.outcome;
    const int rich = n.poker >= 0 ? 2 + totals + n.poker : slot;
    return {-1 - rich, -1 - slot};
}

// The compact form: the drawing nodes in order and their edges' targets; returns each node's
// index among the hits (−1: final).
std::vector<int> DealerGraph::buildCompactForm() {
    std::vector<int> hitIndex(nodes_.size(), -1);
    for (size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].draws) {
            hitIndex[i] = static_cast<int>(hits_.size());
            maxHitSize_ = std::max(maxHitSize_, nodes_[i].size);
            hits_.push_back(Hit{0, 0, nodes_[i].size});
        }
    for (size_t i = 0; i < nodes_.size(); ++i) {
        const Node& n = nodes_[i];
        if (!n.draws) continue;
        Hit& h = hits_[static_cast<size_t>(hitIndex[i])];
        h.first = static_cast<int>(steps_.size());
        h.edges = n.edges;
        for (int e = 0; e < n.edges; ++e) {
            const Edge& edge = edges_[static_cast<size_t>(n.first + e)];
            const auto [rich, plain] = targetsOf(edge.child, hitIndex);
            steps_.push_back(Step{rich, plain, edge.rank, edge.have});
        }
    }
    std::tie(rootTarget_, rootPlain_) = targetsOf(0, hitIndex);
    return hitIndex;
}

// The closed form: orderings per node (parents come before children), and each final's weight
// and columns.
void DealerGraph::buildClosedForm(const std::vector<int>& hitIndex) {
    std::vector<double> paths(nodes_.size(), 0.0);
    paths[0] = 1;
    for (size_t i = 0; i < nodes_.size(); ++i) {
        const Node& n = nodes_[i];
        for (int e = 0; e < n.edges; ++e)
            paths[static_cast<size_t>(edges_[static_cast<size_t>(n.first + e)].child)] += paths[i];
    }
    for (size_t i = 1; i < nodes_.size(); ++i) {
        const Node& n = nodes_[i];
        if (n.draws) continue;
        Final f;
        const auto [rich, plain] = targetsOf(static_cast<int>(i), hitIndex);
        if (plain == -1 - 1) continue; // bust: the complement of the other outcomes
        f.target = -1 - rich;
        f.plain = -1 - plain;
        f.size = n.size;
        f.weight = paths[i];
        const int index = static_cast<int>(finals_.size());
        for (size_t r = 0; r < kRankSlots; ++r)
            if (const int m = n.drawn[r]; m > 0) {
                for (int c = 0; c < m; ++c) // [cap(r)]_m > 0: no edge draws beyond the cap
                    f.weight *= cap_[r] - c;
                columns_[r].push_back({index, static_cast<std::uint8_t>(m)});
                maxDrawn_ = std::max(maxDrawn_, m);
            }
        finals_.push_back(f);
    }
}

// The forward pass's single array: drawing nodes, then the outcome slots.
void DealerGraph::buildFlows() {
    const int hitCount = static_cast<int>(hits_.size());
    auto unified = [&](int t) { return t >= 0 ? t : hitCount + (-1 - t); };
    for (const Step& st : steps_) {
        flowPlain_.push_back(Flow{unified(st.plain), st.rank, st.have});
        if (!pokers_.empty()) flowRich_.push_back(Flow{unified(st.target), st.rank, st.have});
    }
    for (const Flow& f : flowPlain_)
        maxHave_ = std::max<int>(maxHave_, f.have);
    for (const Flow& f : flowRich_)
        maxHave_ = std::max<int>(maxHave_, f.have);
}

// The distinct poker values of the poker hands (plain and flush readings), ascending, and each
// hand's rungs among them.
void DealerGraph::rankPokerValues() {
    std::vector<PokerValue> values;
    for (const Poker& pk : pokers_) {
        values.push_back(pk.plain);
        values.push_back(pk.flush);
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    auto rung = [&](PokerValue v) {
        return static_cast<int>(std::lower_bound(values.begin(), values.end(), v) - values.begin());
    };
    for (Poker& pk : pokers_) {
        pk.plainRung = rung(pk.plain);
        pk.flushRung = rung(pk.flush);
    }
    pokerRungs_ = static_cast<int>(values.size());
    rungValues_ = std::move(values);
}

// finish() with `against`: the poker hands by flush rung, their rungs, and their flush factors
// as indices into one suit's block of the per-composition table (rank × (maxFlushRun_ + 1) + m),
// by factor position.
Status DealerGraph::buildFlushIndex() {
    const size_t hands = pokers_.size();
    const int width = maxFlushRun_ + 1;
    for (const Poker& pk : pokers_)
        factorRows_ = std::max(factorRows_, static_cast<int>(pk.flushFactors.size()));
    if (static_cast<size_t>(kRankSlots) * static_cast<size_t>(width) > 65535)
        return fail("internal: the dealer's flush table is too large");
    for (size_t k = 0; k < hands; ++k)
        byFlush_.push_back(static_cast<int>(k));
    std::stable_sort(byFlush_.begin(), byFlush_.end(), [&](int a, int b) {
        return pokers_[static_cast<size_t>(a)].flushRung <
               pokers_[static_cast<size_t>(b)].flushRung;
    });
    factorIndex_.assign(static_cast<size_t>(factorRows_) * hands, 0); // rank 0, m 0: 1
    for (size_t i = 0; i < hands; ++i) {
        const Poker& pk = pokers_[static_cast<size_t>(byFlush_[i])];
        for (size_t row = 0; row < pk.flushFactors.size(); ++row)
            factorIndex_[row * hands + i] = static_cast<std::uint16_t>(
                pk.flushFactors[row].first * width + pk.flushFactors[row].second);
        flushRungSorted_.push_back(pk.flushRung);
        plainRungSorted_.push_back(pk.plainRung);
    }
    return {};
}

} // namespace f27
