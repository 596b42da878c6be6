// Jokers that change nothing (F-3, F-4 with a Joker worth 0): from which card on a player
// node's value reads no Joker, and whether a whole rule set's rounds do.

#include "exact/hand_solver_detail.h"

namespace f27 {

namespace exactdetail {

// Why this holds: hand_solver_detail.h, at its declaration.
int jokerFoldFrom(const RuleSet& rules) {
    if (rules.values.joker != JokerMode::Zero ||
        rules.values.points[static_cast<size_t>(Rank::Joker)] != 0 || rules.cardLimit.cards > 0 ||
        rules.fiveCard.enabled)
        return -1;
    for (const ForcedPlay& f : rules.forced)
        if (!f.when.cards.isAny()) return -1;
    for (const BonusRule& b : rules.bonuses)
        if (b.cards > 0 || !b.ranks.empty()) return -1;
    if (rules.wagerMode != WagerMode::Standard) // the player hand's fixed strategy
        for (const StrategyRow& row : rules.baccarat.playerStrategy.rows)
            if (!row.cards.isAny()) return -1;
    if (!rules.doubleDown.allowed && !rules.split.allowed && !rules.surrender.allowed) return 0;
    if (rules.doubleDown.allowed && !rules.doubleDown.firstTwoOnly) return -1;
    return 3;
}
bool playerIgnoresJokers(const RuleSet& rules) {
    return jokerFoldFrom(rules) == 0;
}

} // namespace exactdetail

using namespace exactdetail;

namespace {
// Both dealer cards face up and no Joker read by the dealer: the condition reads only that two
// cards are face up, not which.
bool bothUpDealerIgnoresJokers(const RuleSet& rules) {
    DealerView both;
    both.faceUp = {Card{Rank::Two, Suit::Spades}, Card{Rank::Two, Suit::Hearts}};
    return rules.dealerInitial == DealerInitial::BothUp && dealerIgnoresJokers(rules, both);
}
} // namespace

bool jokersChangeNothing(const RuleSet& rules) {
    return bothUpDealerIgnoresJokers(rules) && playerIgnoresJokers(rules);
}

bool jokersChangeNothingPastTwo(const RuleSet& rules) {
    return bothUpDealerIgnoresJokers(rules) && jokerFoldFrom(rules) == 3;
}

} // namespace f27
