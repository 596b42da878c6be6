// Payouts (payouts.h): the one place where an amount paid or taken is computed.

#include "rules/payouts.h"

#include "rules/hand_rules.h"

#include <algorithm>
#include <numeric>

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

Rational betPays(const BaccaratRule& baccarat, BetSide side) {
    return side == BetSide::Player   ? baccarat.playerPays
           : side == BetSide::Dealer ? baccarat.dealerPays
                                     : baccarat.stalematePays;
}

std::vector<BetSide> betSidesOf(WagerMode mode) {
    if (mode == WagerMode::BaccaratLike)
        return {BetSide::Player, BetSide::Dealer, BetSide::Stalemate};
    return {BetSide::Player};
}

Money betNet(const BaccaratRule& baccarat, BetSide side, Winner w, Money stake) {
    switch (betResult(side, w)) {
    case HandResult::Win:
        return stake * betPays(baccarat, side);
    case HandResult::Lose:
        return -stake;
    case HandResult::Push:
    case HandResult::Surrender:
        break;
    }
    return Money{};
}

std::int64_t moneyUnitsPerWager(const RuleSet& rules) {
    std::int64_t d = 1;
    auto add = [&](std::int64_t den) {
        if (d <= kMaxRatioDenominator) d = std::lcm(d, std::min(den, kMaxRatioDenominator + 1));
    };
    add(rules.natural.payout.den());
    add(rules.insurance.price.den());
    // price × payout: its denominator divides the product of theirs (each bounded above).
    const std::int64_t priceDen = std::min(rules.insurance.price.den(), kMaxRatioDenominator + 1);
    const std::int64_t payoutDen = std::min(rules.insurance.payout.den(), kMaxRatioDenominator + 1);
    add(priceDen <= kMaxRatioDenominator && payoutDen <= kMaxRatioDenominator
            ? (rules.insurance.price * rules.insurance.payout).den()
            : kMaxRatioDenominator + 1);
    add(rules.surrender.refund.den());
    for (const BonusRule& b : rules.bonuses)
        add(b.amount.den());
    add(rules.baccarat.playerPays.den());
    add(rules.baccarat.dealerPays.den());
    add(rules.baccarat.stalematePays.den());
    return std::min(d, kMaxRatioDenominator + 1);
}

Rational largestSeatSwing(const RuleSet& rules) {
    Rational pay = std::max({Rational(1), rules.natural.payout, rules.baccarat.playerPays,
                             rules.baccarat.dealerPays, rules.baccarat.stalematePays});
    for (const BonusRule& b : rules.bonuses)
        pay += b.amount;
    const int hands = rules.split.allowed ? std::max(rules.split.maxHands, 1) : 1;
    return Rational(2 * static_cast<std::int64_t>(hands)) * pay +
           rules.insurance.price * std::max(Rational(1), rules.insurance.payout);
}

std::string roundMoneyProblem(const RuleSet& rules, Money wager, Money bankroll, int seats) {
    // Every amount the round moves, and every partial sum of the bankroll while it settles, is
    // a whole multiple of 1/D (D: the lcm of the bankroll's denominator and the wager's times
    // the rule set's unit) no larger than |bankroll| + the largest swing. It fits 64-bit
    // rationals when that bound times D does.
    const auto fits = exactly("the round", [&] {
        const Money swing = wager * largestSeatSwing(rules) * Rational(std::max(seats, 1));
        const Int128 unitDen = static_cast<Int128>(wager.den()) * moneyUnitsPerWager(rules);
        if (!detail::fits64(unitDen)) throw MoneyOverflow();
        const std::int64_t u = static_cast<std::int64_t>(unitDen);
        const Int128 d = static_cast<Int128>(bankroll.den() / std::gcd(bankroll.den(), u)) * u;
        if (!detail::fits64(d)) throw MoneyOverflow();
        const Money magnitude = (bankroll < Money{} ? -bankroll : bankroll) + swing;
        return magnitude * Rational(static_cast<std::int64_t>(d));
    });
    if (fits) return {};
    return "a wager of " + wager.toString() + " could win or lose more than can be counted " +
           "exactly with these rules from a bankroll of " + bankroll.toString();
}

} // namespace f27
