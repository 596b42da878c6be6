#include "dealer_probabilities.h"

#include "hand_rules.h"
#include "hand_value.h"

#include <algorithm>
#include <map>
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

class DealerWalk {
public:
    DealerWalk(const RuleSet& rules, const DealerView& view, const Composition& unseen,
               bool pokerDetail)
        : rules_(rules), view_(view), pool_(unseen), counts_(unseen.rankCounts()),
          left_(unseen.size()), poker_(pokerDetail && rules.fiveCard.enabled) {}

    Result<DealerDistribution> run() {
        for (Card c : view_.faceUp)
            sums_.add(c, rules_.values);
        if (view_.secondUnseen()) {
            auto w = secondCardWeights(view_, pool_);
            if (!w) return fail(w.error());
            for (Rank r : kAllRanks) {
                const double p = (*w)[static_cast<size_t>(r)];
                if (p <= 0) continue;
                draw(r);
                second_ = r;
                afterTwo(p);
                undraw(r);
            }
        } else {
            afterTwo(1.0);
        }
        if (!error_.empty()) return fail(error_);
        DealerDistribution d;
        d.natural = natural_;
        d.bust = bust_;
        for (const auto& [key, p] : totals_)
            d.totals.push_back({key.first, key.second, p});
        for (const auto& [ranks, acc] : poker_hands_) {
            DealerPokerHand h = pokerHand(ranks);
            h.total = acc.first;
            h.p = acc.second;
            d.poker.push_back(h);
        }
        return d;
    }

private:
    void draw(Rank r) {
        --counts_[static_cast<size_t>(r)];
        --left_;
        sums_.add(Card{r, Suit::None}, rules_.values);
        unseenRanks_.push_back(r);
    }
    void undraw(Rank r) {
        ++counts_[static_cast<size_t>(r)];
        ++left_;
        unseenRanks_.pop_back();
        // HandSums has no removal; rebuild from the face-up cards and the unseen ranks.
        sums_ = HandSums{};
        for (Card c : view_.faceUp)
            sums_.add(c, rules_.values);
        for (Rank u : unseenRanks_)
            sums_.add(Card{u, Suit::None}, rules_.values);
    }

    // F-10: the natural still to be checked is checked on the two-card hand; then F-12.
    void afterTwo(double p) {
        if (view_.naturalPending) {
            const Rank a = view_.faceUp[0].rank;
            const Rank b = view_.secondUnseen() ? second_ : view_.faceUp[1].rank;
            if (isNaturalPair(rules_, a, b)) {
                natural_ += p;
                return;
            }
        }
        play(p);
    }

    void play(double p) {
        if (!dealerHits(rules_, sums_)) {
            stand(p);
            return;
        }
        if (left_ <= 0) {
            error_ = "the unseen cards run out before the dealer's hand is complete";
            return;
        }
        for (Rank r : kAllRanks) {
            const int n = counts_[static_cast<size_t>(r)];
            if (n == 0) continue;
            const double q = p * n / left_;
            draw(r);
            play(q);
            undraw(r);
        }
    }

    void stand(double p) {
        const HandValue v = valueOf(sums_, rules_.values);
        if (v.bust) {
            bust_ += p;
            return;
        }
        if (poker_ && sums_.cards == rules_.fiveCard.cards && v.total < rules_.values.target) {
            std::vector<Rank> key = unseenRanks_;
            std::sort(key.begin(), key.end());
            auto& acc = poker_hands_[key];
            acc.first = v.total;
            acc.second += p;
            return;
        }
        totals_[{v.total, sums_.cards}] += p;
    }

    DealerPokerHand pokerHand(const std::vector<Rank>& ranks) const {
        DealerPokerHand h;
        h.pFlush = dealerFlushChance(view_.faceUp, ranks, pool_);
        // Representatives: the value depends on the ranks and on whether all non-Joker cards
        // share a suit (poker_hand.cpp reads suits for the flush only).
        std::vector<Card> cards = view_.faceUp;
        Suit ref = Suit::Spades;
        int nonJokers = 0;
        for (Card c : view_.faceUp)
            if (!c.isJoker()) {
                ref = c.suit;
                ++nonJokers;
            }
        for (Rank r : ranks)
            if (r != Rank::Joker) ++nonJokers;
        std::vector<Card> flush = cards, plain = cards;
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
        h.flush = evaluatePoker(flush.data(), static_cast<int>(flush.size()));
        h.plain =
            h.pFlush >= 1 ? h.flush : evaluatePoker(plain.data(), static_cast<int>(plain.size()));
        if (h.pFlush <= 0) h.flush = h.plain;
        return h;
    }

    const RuleSet& rules_;
    const DealerView& view_;
    const Composition& pool_;
    std::array<int, kRankSlots> counts_;
    int left_;
    bool poker_;
    HandSums sums_;
    Rank second_ = Rank::Joker;
    std::vector<Rank> unseenRanks_;
    double natural_ = 0, bust_ = 0;
    std::map<std::pair<int, int>, double> totals_;
    std::map<std::vector<Rank>, std::pair<int, double>> poker_hands_;
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

Result<std::array<double, kRankSlots>> secondCardWeights(const DealerView& view,
                                                         const Composition& unseen) {
    std::array<double, kRankSlots> w{};
    if (!view.secondUnseen()) return w;
    int allowed = 0;
    for (Rank r : kAllRanks)
        if (view.secondAllowed[static_cast<size_t>(r)]) allowed += unseen.count(r);
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

Result<DealerDistribution> dealerDistribution(const RuleSet& rules, const DealerView& view,
                                              const Composition& unseen, bool pokerDetail) {
    if (view.faceUp.empty() || view.faceUp.size() > 2)
        return fail("the dealer shows 1 or 2 cards before playing");
    if (pokerDetail && rules.fiveCard.enabled && !unseen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    DealerWalk walk(rules, view, unseen, pokerDetail);
    return walk.run();
}

} // namespace f27
