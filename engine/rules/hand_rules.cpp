#include "rules/hand_rules.h"

#include "cards/shoe_spec.h"

#include <algorithm>
#include <vector>

namespace f27 {

namespace {

bool versusHolds(Versus vs, int mine, int dealers) {
    switch (vs) {
    case Versus::Any:
        return true;
    case Versus::Below:
        return mine < dealers;
    case Versus::AtOrBelow:
        return mine <= dealers;
    case Versus::Equal:
        return mine == dealers;
    case Versus::AtOrAbove:
        return mine >= dealers;
    case Versus::Above:
        return mine > dealers;
    }
    return false;
}

} // namespace

// F-16: a bonus names at least one condition, and every condition it names holds.
bool bonusMatches(const BonusRule& b, std::span<const Card> cards, const HandValue& v) {
    if (b.cards > 0 && static_cast<int>(cards.size()) != b.cards) return false;
    if (b.total >= 0 && v.total != b.total) return false;
    if (!b.ranks.empty()) {
        if (b.ranks.size() != cards.size()) return false;
        std::vector<Rank> mine, wanted = b.ranks;
        for (Card c : cards)
            mine.push_back(c.rank);
        std::sort(mine.begin(), mine.end());
        std::sort(wanted.begin(), wanted.end());
        if (mine != wanted) return false;
    }
    return !b.ranks.empty() || b.cards > 0 || b.total >= 0;
}

int strategyRow(const FixedStrategy& strategy, const HandSums& hand, const ValueScheme& values) {
    return strategyRow(strategy, valueOf(hand, values), hand.cards);
}

int strategyRow(const FixedStrategy& strategy, const HandValue& v, int cards) {
    const auto& rows = strategy.rows;
    for (size_t i = 0; i < rows.size(); ++i)
        if (kindHolds(rows[i].kind, v) && rows[i].cards.contains(cards)) return static_cast<int>(i);
    return -1;
}

int dealerRow(const RuleSet& rules, const HandSums& dealer) {
    return strategyRow(rules.dealer, dealer, rules.values);
}

namespace {

// dealerStep for a hand whose value is already known.
DealerStep dealerStepOf(const RuleSet& rules, const HandSums& dealer, const HandValue& v) {
    DealerStep step;
    if (atCardLimit(rules.cardLimit, dealer.cards)) {
        step.cardLimit = true;
        return step;
    }
    step.row = strategyRow(rules.dealer, v, dealer.cards);
    step.hits = strategyHits(rules.dealer, step.row, v.total);
    return step;
}

} // namespace

DealerStep dealerStep(const RuleSet& rules, const HandSums& dealer) {
    return dealerStepOf(rules, dealer, valueOf(dealer, rules.values));
}

bool dealerHits(const RuleSet& rules, const HandSums& dealer) {
    const HandValue v = valueOf(dealer, rules.values);
    return !v.bust && dealerStepOf(rules, dealer, v).hits;
}

DealerVisible dealerVisibleOf(const RuleSet& rules, const HandSums& faceUp) {
    DealerVisible d;
    d.value = valueOf(faceUp, rules.values);
    if (d.value.bust) {
        d.willStand = true;
        return d;
    }
    // T-4 judges the dealer strategy rows on the face-up cards.
    d.willStand = !strategyHits(rules.dealer, dealerRow(rules, faceUp), d.value.total);
    return d;
}

std::optional<Op> forcedPlay(const RuleSet& rules, const HandSums& hand,
                             const DealerVisible& dealer) {
    const int i = forcedPlayIndex(rules, hand, dealer);
    if (i < 0) return std::nullopt;
    return rules.forced[static_cast<size_t>(i)].op;
}

int forcedPlayIndex(const RuleSet& rules, const HandSums& hand, const DealerVisible& dealer) {
    const HandValue v = valueOf(hand, rules.values);
    for (size_t i = 0; i < rules.forced.size(); ++i) {
        const ForcedPlay& f = rules.forced[i];
        const HandCondition& c = f.when;
        if (!kindHolds(c.kind, v) || !c.total.contains(v.total)) continue;
        if (!c.cards.contains(hand.cards)) continue;
        if (c.dealer != DealerWill::Any && (c.dealer == DealerWill::Stand) != dealer.willStand)
            continue;
        if (!c.dealerTotal.isAny() || c.versusDealer != Versus::Any) {
            if (!c.dealerTotal.contains(dealer.value.total)) continue;
            if (!versusHolds(c.versusDealer, v.total, dealer.value.total)) continue;
        }
        return static_cast<int>(i);
    }
    return -1;
}

TurnCheck turnCheck(const RuleSet& rules, std::span<const Card> cards, const HandSums& hand,
                    bool fromSplit, const DealerVisible& dealer) {
    TurnCheck t;
    if (fromSplit && rules.split.acesOneCardEach && !cards.empty() && cards.front().isAce()) {
        t.by = TurnCheck::By::SplitAces;
        return t;
    }
    if (atCardLimit(rules.cardLimit, static_cast<int>(cards.size()))) {
        t.by = TurnCheck::By::CardLimit;
        return t;
    }
    if (const int fi = forcedPlayIndex(rules, hand, dealer); fi >= 0) {
        t.by = TurnCheck::By::Forced;
        t.index = fi;
        t.hits = rules.forced[static_cast<size_t>(fi)].op == Op::Hit;
        return t;
    }
    if (rules.wagerMode != WagerMode::Standard) {
        const FixedStrategy& ps = rules.baccarat.playerStrategy;
        t.by = TurnCheck::By::Fixed;
        t.index = strategyRow(ps, hand, rules.values);
        t.hits = strategyHits(ps, t.index, valueOf(hand, rules.values).total);
    }
    return t;
}

bool isSplitPair(const RuleSet& rules, Rank a, Rank b) {
    const auto& pts = rules.values.points;
    return rules.split.byValue ? pts[static_cast<size_t>(a)] == pts[static_cast<size_t>(b)]
                               : a == b;
}

bool isNaturalPair(const RuleSet& rules, Rank a, Rank b) {
    const NaturalRule& n = rules.natural;
    switch (n.kind) {
    case NaturalRule::Kind::None:
        return false;
    case NaturalRule::Kind::TwoCardTarget: {
        const Card cards[2] = {Card{a, Suit::None}, Card{b, Suit::None}};
        return valueOf(std::span<const Card>(cards), rules.values).total == rules.values.target;
    }
    case NaturalRule::Kind::RankPairs:
        for (const auto& p : n.pairs)
            if ((a == p[0] && b == p[1]) || (a == p[1] && b == p[0])) return true;
        return false;
    }
    return false;
}

double bonusUnits(const RuleSet& rules, std::span<const Card> cards, const HandValue& value,
                  double wagerMultiple, double tableMinimumPerWager) {
    double sum = 0;
    for (const BonusRule& b : rules.bonuses) {
        if (!bonusMatches(b, cards, value)) continue;
        sum += b.amount.toDouble() *
               (b.pay == BonusRule::Pay::Odds ? wagerMultiple : tableMinimumPerWager);
    }
    return sum;
}

int longestPossibleHand(const RuleSet& rules, int cap) {
    const ShoeSpec& shoe = rules.shoe;
    const int target = rules.values.target;
    // Cards of one shoe by hard value; a hand holds at most the cards of 2 + target / P shoes
    // (P: one shoe's hard total), since every full shoe it draws through adds P.
    std::vector<int> points;
    long long perShoe = 0;
    for (Card c : canonicalShoe(shoe)) {
        points.push_back(rules.values.points[static_cast<int>(c.rank)]);
        perShoe += points.back();
    }
    if (perShoe <= 0) return -1;
    std::sort(points.begin(), points.end());
    const long long copies = 2 + target / perShoe;
    long long sum = 0, cards = 0;
    for (int p : points) {
        for (long long k = 0; k < copies; ++k) {
            if (sum + p > target || cards > cap) {
                const long long longest = cards + (cards > cap ? 0 : 1); // + the card that busts
                if (rules.cardLimit.cards > 0 && rules.cardLimit.cards < longest)
                    return rules.cardLimit.cards;
                return static_cast<int>(std::min<long long>(longest, cap + 1));
            }
            sum += p;
            ++cards;
        }
    }
    return cap + 1; // not reached: the copies hold more than the target
}

} // namespace f27
