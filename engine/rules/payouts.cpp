// Payouts (payouts.h): the one place where an amount paid or taken is computed.

#include "rules/payouts.h"

#include "rules/hand_rules.h"

namespace f27 {

Money handNet(const RuleSet& rules, Money wager, HandResult result, bool natural) {
    switch (result) {
    case HandResult::Win:
        return wager * (natural ? rules.natural.payout : Money{1});
    case HandResult::Lose:
        return -wager;
    case HandResult::Push:
        return Money{};
    case HandResult::Surrender:
        return -(wager * (Money{1} - rules.surrender.refund));
    }
    return Money{};
}

std::vector<int> matchingBonuses(const RuleSet& rules, std::span<const Card> cards,
                                 const HandValue& value) {
    std::vector<int> out;
    for (size_t i = 0; i < rules.bonuses.size(); ++i)
        if (bonusMatches(rules.bonuses[i], cards, value)) out.push_back(static_cast<int>(i));
    return out;
}

Money bonusAmount(const BonusRule& bonus, Money wager, Money tableMinimum) {
    return bonus.pay == BonusRule::Pay::Odds ? wager * bonus.amount : tableMinimum * bonus.amount;
}

Money insuranceStake(const InsuranceRule& insurance, Money wager) {
    return wager * insurance.price;
}

Money insuranceNet(const InsuranceRule& insurance, Money stake, bool dealerNatural) {
    return dealerNatural ? stake * insurance.payout : -stake;
}

HandResult betResult(BetSide side, Winner w) {
    switch (side) {
    case BetSide::Player:
        return resultFor(w);
    case BetSide::Dealer:
        return w == Winner::Dealer   ? HandResult::Win
               : w == Winner::Player ? HandResult::Lose
                                     : HandResult::Push;
    case BetSide::Stalemate:
        return w == Winner::Push ? HandResult::Win : HandResult::Lose;
    }
    return HandResult::Push;
}

Money betNet(const BaccaratRule& baccarat, BetSide side, Winner w, Money stake) {
    switch (betResult(side, w)) {
    case HandResult::Win:
        return stake * (side == BetSide::Player   ? baccarat.playerPays
                        : side == BetSide::Dealer ? baccarat.dealerPays
                                                  : baccarat.stalematePays);
    case HandResult::Lose:
        return -stake;
    case HandResult::Push:
    case HandResult::Surrender:
        break;
    }
    return Money{};
}

} // namespace f27
