// The dealer's plain walk (dealerDistribution): every ordered draw enumerated with its
// without-replacement chance; the reference the graph is tested against.

#include "exact/dealer_probabilities.h"
#include "exact/dealer_probabilities_detail.h"

#include "rules/hand_rules.h"
#include "rules/hand_value.h"

#include <algorithm>
#include <map>
#include <utility>

namespace f27 {

namespace dealerdetail {

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

} // namespace dealerdetail

namespace {

using dealerdetail::pokerReadings;

// The dealer's play from the view, every ordered draw enumerated with its without-replacement
// chance. Hot loop: the running sums are passed by value, outcomes are accumulated in a flat
// (total, cards) table and the dealer's unseen ranks kept on a fixed stack — no allocation
// per node. The arithmetic (products along a path, sums in traversal order per outcome, the
// outcomes listed by ascending (total, cards)) is that of a plain recursive walk.
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
