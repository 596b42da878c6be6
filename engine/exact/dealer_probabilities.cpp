// The dealer's closed forms: her unseen second card's weights, the flush chance, and when
// her play reads no Joker.

#include "exact/dealer_probabilities.h"
#include "exact/dealer_probabilities_detail.h"

#include <algorithm>

namespace f27 {

using dealerdetail::drawAllFrom;

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
