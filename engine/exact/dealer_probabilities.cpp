#include "exact/dealer_probabilities.h"

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

// Falling factorial ratio [m]_k / [n]_k: the chance that k draws without replacement from n
// cards all come from a given m of them.
double drawAllFrom(int m, int n, int k) {
    double p = 1;
    for (int i = 0; i < k; ++i) {
        if (m - i <= 0) return 0;
        p *= static_cast<double>(m - i) / static_cast<double>(n - i);
    }
    return p;
}

// The dealer's play from the view, every ordered draw enumerated with its without-replacement
// chance. Hot loop: the running sums are passed by value, outcomes are accumulated in a flat
// (total, cards) table and the dealer's unseen ranks kept on a fixed stack — no allocation
// per node. The arithmetic (products along a path, sums in traversal order per outcome, the
// outcomes listed by ascending (total, cards)) is that of a plain recursive walk.
// The poker values of a dealer five-card hand (the face-up cards and unseen cards of the given
// ranks) when its non-Joker cards do not all share a suit, and when they do. Representatives:
// the value depends on the ranks and on that one fact (poker_hand.cpp reads suits for the
// flush only).
std::pair<PokerValue, PokerValue> pokerReadings(const std::vector<Card>& faceUp,
                                                const std::vector<Rank>& ranks) {
    Suit ref = Suit::Spades;
    int nonJokers = 0;
    for (Card c : faceUp)
        if (!c.isJoker()) {
            ref = c.suit;
            ++nonJokers;
        }
    for (Rank r : ranks)
        if (r != Rank::Joker) ++nonJokers;
    std::vector<Card> flush = faceUp, plain = faceUp;
    bool first = true;
    for (Rank r : ranks) {
        if (r == Rank::Joker) {
            flush.push_back(joker());
            plain.push_back(joker());
            continue;
        }
        flush.push_back(Card{r, ref});
        const Suit other = static_cast<Suit>((static_cast<int>(ref) + 1) % 4);
        plain.push_back(Card{r, first && nonJokers >= 2 ? other : ref});
        first = false;
    }
    return {evaluatePoker(plain.data(), static_cast<int>(plain.size())),
            evaluatePoker(flush.data(), static_cast<int>(flush.size()))};
}

class DealerWalk {
public:
    static constexpr int kMaxTotal = 128; // totals above the target are bust and not tabled
    static constexpr int kMaxCards = 32;

    DealerWalk(const RuleSet& rules, const DealerView& view, const Composition& unseen,
               bool pokerDetail)
        : rules_(rules), view_(view), pool_(unseen), counts_(unseen.rankCounts()),
          left_(unseen.size()), poker_(pokerDetail && rules.fiveCard.enabled) {}

    Result<DealerDistribution> run() {
        if (rules_.values.target >= kMaxTotal)
            return fail("the exact analysis supports targets below 128");
        HandSums sums;
        for (Card c : view_.faceUp)
            sums.add(c, rules_.values);
        if (view_.secondUnseen()) {
            auto w = secondCardWeights(view_, pool_);
            if (!w) return fail(w.error());
            for (Rank r : kAllRanks) {
                const double p = (*w)[static_cast<size_t>(r)];
                if (p <= 0) continue;
                draw(r);
                second_ = r;
                afterTwo(plus(sums, r), p);
                undraw(r);
            }
        } else {
            afterTwo(sums, 1.0);
        }
        if (!error_.empty()) return fail(error_);
        DealerDistribution d;
        d.natural = natural_;
        d.bust = bust_;
        for (int t = 0; t <= maxTotal_; ++t)
            for (int c = 0; c <= maxCards_; ++c)
                if (seen_[static_cast<size_t>(t)][static_cast<size_t>(c)])
                    d.totals.push_back(
                        {t, c, totals_[static_cast<size_t>(t)][static_cast<size_t>(c)]});
        for (const auto& [ranks, acc] : poker_hands_) {
            DealerPokerHand h =
                pokerHand(std::vector<Rank>(ranks.begin(), ranks.begin() + pokerLen_));
            h.total = acc.first;
            h.p = acc.second;
            d.poker.push_back(h);
        }
        return d;
    }

private:
    HandSums plus(HandSums s, Rank r) const {
        s.add(Card{r, Suit::None}, rules_.values);
        return s;
    }
    void draw(Rank r) {
        --counts_[static_cast<size_t>(r)];
        --left_;
        stack_[static_cast<size_t>(depth_++)] = r;
    }
    void undraw(Rank r) {
        ++counts_[static_cast<size_t>(r)];
        ++left_;
        --depth_;
    }

    // F-10: the natural still to be checked is checked on the two-card hand; then F-12.
    void afterTwo(const HandSums& sums, double p) {
        if (view_.naturalPending) {
            const Rank a = view_.faceUp[0].rank;
            const Rank b = view_.secondUnseen() ? second_ : view_.faceUp[1].rank;
            if (isNaturalPair(rules_, a, b)) {
                natural_ += p;
                return;
            }
        }
        play(sums, p);
    }

    void play(const HandSums& sums, double p) {
        if (!dealerHits(rules_, sums)) {
            stand(sums, p);
            return;
        }
        if (left_ <= 0 || depth_ >= kMaxCards) {
            error_ = "the unseen cards run out before the dealer's hand is complete";
            return;
        }
        for (Rank r : kAllRanks) {
            const int n = counts_[static_cast<size_t>(r)];
            if (n == 0) continue;
            const double q = p * n / left_;
            draw(r);
            play(plus(sums, r), q);
            undraw(r);
        }
    }

    void stand(const HandSums& sums, double p) {
        const HandValue v = valueOf(sums, rules_.values);
        if (v.bust) {
            bust_ += p;
            return;
        }
        if (poker_ && sums.cards == rules_.fiveCard.cards && v.total < rules_.values.target) {
            std::array<Rank, kMaxCards> key{};
            std::copy(stack_.begin(), stack_.begin() + depth_, key.begin());
            std::sort(key.begin(), key.begin() + depth_);
            pokerLen_ = depth_; // the same for every five-card hand of one view
            auto& acc = poker_hands_[key];
            acc.first = v.total;
            acc.second += p;
            return;
        }
        if (sums.cards >= kMaxCards) {
            error_ = "the dealer's hand is too long for the exact analysis";
            return;
        }
        const size_t t = static_cast<size_t>(v.total), c = static_cast<size_t>(sums.cards);
        totals_[t][c] += p;
        seen_[t][c] = true;
        maxTotal_ = std::max(maxTotal_, v.total);
        maxCards_ = std::max(maxCards_, sums.cards);
    }

    DealerPokerHand pokerHand(const std::vector<Rank>& ranks) const {
        DealerPokerHand h;
        h.pFlush = dealerFlushChance(view_.faceUp, ranks, pool_);
        const auto [plain, flush] = pokerReadings(view_.faceUp, ranks);
        h.flush = flush;
        h.plain = h.pFlush >= 1 ? h.flush : plain;
        if (h.pFlush <= 0) h.flush = h.plain;
        return h;
    }

    const RuleSet& rules_;
    const DealerView& view_;
    const Composition& pool_;
    std::array<int, kRankSlots> counts_;
    int left_;
    bool poker_;
    Rank second_ = Rank::Joker;
    std::array<Rank, kMaxCards> stack_{};
    int depth_ = 0;
    int pokerLen_ = 0;
    double natural_ = 0, bust_ = 0;
    std::array<std::array<double, kMaxCards>, kMaxTotal> totals_{};
    std::array<std::array<bool, kMaxCards>, kMaxTotal> seen_{};
    int maxTotal_ = -1, maxCards_ = -1;
    std::map<std::array<Rank, kMaxCards>, std::pair<int, double>> poker_hands_;
    std::string error_;
};

} // namespace

double DealerDistribution::sum() const {
    double s = natural + bust;
    for (const DealerTotal& t : totals)
        s += t.p;
    for (const DealerPokerHand& h : poker)
        s += h.p;
    return s;
}

int secondCardCandidates(const DealerView& view, const Composition& unseen) {
    int allowed = 0;
    for (Rank r : kAllRanks)
        if (view.secondAllowed[static_cast<size_t>(r)]) allowed += unseen.count(r);
    return allowed;
}

Result<std::array<double, kRankSlots>> secondCardWeights(const DealerView& view,
                                                         const Composition& unseen) {
    std::array<double, kRankSlots> w{};
    if (!view.secondUnseen()) return w;
    const int allowed = secondCardCandidates(view, unseen);
    if (allowed == 0) return fail("no unseen card can be the dealer's second card");
    for (Rank r : kAllRanks)
        if (view.secondAllowed[static_cast<size_t>(r)])
            w[static_cast<size_t>(r)] = static_cast<double>(unseen.count(r)) / allowed;
    return w;
}

double dealerFlushChance(const std::vector<Card>& known, const std::vector<Rank>& unseenRanks,
                         const Composition& pool) {
    // Candidate suits: the suit of every known non-Joker card, or any suit when there is none.
    std::array<bool, 4> candidate{true, true, true, true};
    for (Card c : known) {
        if (c.isJoker()) continue;
        for (int s = 0; s < 4; ++s)
            if (s != static_cast<int>(c.suit)) candidate[static_cast<size_t>(s)] = false;
    }
    std::array<int, kRankSlots> k{};
    for (Rank r : unseenRanks)
        if (r != Rank::Joker) ++k[static_cast<size_t>(r)];
    double p = 0;
    for (int s = 0; s < 4; ++s) {
        if (!candidate[static_cast<size_t>(s)]) continue;
        double q = 1;
        for (Rank r : kDeckRanks) {
            const int n = k[static_cast<size_t>(r)];
            if (n == 0) continue;
            q *= drawAllFrom(pool.count(Card{r, static_cast<Suit>(s)}), pool.count(r), n);
        }
        p += q;
    }
    return std::min(p, 1.0);
}

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

Result<DealerDistribution> dealerDistribution(const RuleSet& rules, const DealerView& view,
                                              const Composition& unseen, bool pokerDetail) {
    if (view.faceUp.empty() || view.faceUp.size() > 2)
        return fail("the dealer shows 1 or 2 cards before playing");
    if (pokerDetail && rules.fiveCard.enabled && !unseen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    DealerWalk walk(rules, view, unseen, pokerDetail);
    return walk.run();
}

bool dealerIgnoresJokers(const RuleSet& rules, const DealerView& view) {
    if (view.faceUp.size() != 2 || rules.values.joker != JokerMode::Zero ||
        rules.values.points[static_cast<size_t>(Rank::Joker)] != 0 || rules.cardLimit.cards > 0 ||
        rules.fiveCard.enabled)
        return false;
    for (const StrategyRow& row : rules.dealer.rows)
        if (!row.cards.isAny()) return false;
    return true;
}

} // namespace f27
