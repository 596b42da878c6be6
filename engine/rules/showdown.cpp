// The showdown of a hand against the dealer's (showdown.h).

#include "rules/showdown.h"

#include "cards/poker_hand.h"

namespace f27 {

ShowdownOutcome showdown(const RuleSet& rules, std::span<const Card> player, const HandValue& p,
                         bool fromSplit, std::span<const Card> dealer, const HandValue& d) {
    const int target = rules.values.target;
    const PredeterminedRule& pd = rules.predetermined;
    const FiveCardRule& five = rules.fiveCard;
    ShowdownOutcome out;
    const bool pq = five.enabled && static_cast<int>(player.size()) == five.cards;
    const bool dq = five.enabled && static_cast<int>(dealer.size()) == five.cards;
    if (d.bust) {
        out.winner = Winner::Player;
        out.rule = pd.dealerBustRule;
        out.reason = "dealer-bust";
    } else if (pd.dealerTargetWins && d.total == target) {
        out.winner = Winner::Dealer;
        out.rule = pd.dealerTargetRule;
        out.reason = "dealer-target";
    } else if (five.enabled && d.total < target && (pq || dq)) {
        out.rule = five.rule;
        out.reason = "five-card";
        if (pq && dq) {
            const PokerValue pv = evaluatePoker(player.data(), five.cards);
            const PokerValue dv = evaluatePoker(dealer.data(), five.cards);
            out.winner = pv > dv ? Winner::Player : dv > pv ? Winner::Dealer : Winner::Push;
            out.reason = "poker";
        } else {
            out.winner = pq ? Winner::Player : Winner::Dealer;
        }
    } else if (rules.split.splitNaturalBeatsTotal && fromSplit && player.size() == 2 &&
               p.total == target && d.total == target && dealer.size() > 2) {
        out.winner = Winner::Player; // B-9: a two-card target after a split beats any other
        out.rule = rules.split.rule;
        out.reason = "split-natural";
    } else {
        const int pdist = target - p.total, ddist = target - d.total;
        out.rule = rules.comparison.rule;
        if (pdist != ddist) {
            out.winner = pdist < ddist ? Winner::Player : Winner::Dealer;
            out.reason = "closer";
        } else {
            out.winner = rules.comparison.tie;
            out.reason = "tie";
        }
    }
    return out;
}

ShowdownOutcome showdown(const RuleSet& rules, std::span<const Card> player, bool fromSplit,
                         std::span<const Card> dealer) {
    return showdown(rules, player, valueOf(player, rules.values), fromSplit, dealer,
                    valueOf(dealer, rules.values));
}

} // namespace f27
