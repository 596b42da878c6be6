// Interchangeable ranks: which ranks no rule of a set tells apart, and compositions merged by them.

#include "exact/exact_ev.h"
#include "exact/rank_classes_detail.h"

#include <algorithm>

namespace f27 {

// Interchangeable ranks (docs/analysis.md, "Speed"): two ranks that no rule of the set tells
// apart — equal points (F-3, B-2), neither Ace nor Joker, named by no natural pair (PL-4), no
// bonus (F-16), both or neither insurance up-cards (PL-3, B-5), splits by value (F-17) and no
// poker comparison (PL-9, PL-11, which reads ranks). Every predicate the analysis applies then
// gives the same answer for either, so the round's value depends on their combined count only
// and they can be analysed as one rank (Blackjack's 10, J, Q, K). Maps each rank to the first
// rank of its class in kAllRanks order.
std::array<Rank, kRankSlots> analysisRankClasses(const RuleSet& rules) {
    std::array<Rank, kRankSlots> rep{}; // identity on every slot, ranks or not
    for (int i = 0; i < kRankSlots; ++i)
        rep[static_cast<size_t>(i)] = static_cast<Rank>(i);
    if (rules.fiveCard.enabled || (rules.split.allowed && !rules.split.byValue)) return rep;
    auto named = [&](Rank r) {
        if (r == Rank::Ace || r == Rank::Joker) return true;
        if (rules.natural.kind == NaturalRule::Kind::RankPairs)
            for (const auto& p : rules.natural.pairs)
                if (p[0] == r || p[1] == r) return true;
        for (const BonusRule& b : rules.bonuses)
            if (std::find(b.ranks.begin(), b.ranks.end(), r) != b.ranks.end()) return true;
        return false;
    };
    auto insured = [&](Rank r) {
        const auto& up = rules.insurance.upCards;
        return std::find(up.begin(), up.end(), r) != up.end();
    };
    for (size_t i = 0; i < kAllRanks.size(); ++i) {
        const Rank r = kAllRanks[i];
        if (named(r)) continue;
        for (size_t j = 0; j < i; ++j) {
            const Rank q = kAllRanks[j];
            if (!named(q) && rep[static_cast<size_t>(q)] == q &&
                rules.values.points[static_cast<size_t>(q)] ==
                    rules.values.points[static_cast<size_t>(r)] &&
                insured(q) == insured(r)) {
                rep[static_cast<size_t>(r)] = q;
                break;
            }
        }
    }
    return rep;
}

namespace exactdetail {

Card representative(const RankClasses& rep, Card c) {
    return Card{rep[static_cast<size_t>(c.rank)], c.suit};
}

bool isIdentity(const RankClasses& rep) {
    for (Rank r : kAllRanks)
        if (rep[static_cast<size_t>(r)] != r) return false;
    return true;
}

Composition merged(const RankClasses& rep, const Composition& comp) {
    if (isIdentity(rep)) return comp;
    Composition out;
    for (Rank r : kAllRanks)
        if (const int n = comp.count(r); n > 0)
            out.add(Card{rep[static_cast<size_t>(r)], r == Rank::Joker ? Suit::None : Suit::Spades},
                    n);
    return out;
}

} // namespace exactdetail

} // namespace f27
