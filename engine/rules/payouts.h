// What a settled hand, a bonus, an insurance stake and a bet pay (F-15, F-16, PL-3, B-5, B-12):
// the one computation of each amount, which the round settles with (round_settle.cpp) and the
// dealer school's drills ask about. Amounts are exact (Money); a net is the player's: positive
// when paid, negative when taken.
#pragma once

#include "cards/card.h"
#include "core/rational.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <span>
#include <string>
#include <vector>

namespace f27 {

// How a player hand is resolved (F-15).
enum class HandResult : std::uint8_t { Win, Lose, Push, Surrender };

// The result of a player hand when `w` wins (naturals, ties: NaturalRule::bothHave, F-13).
inline HandResult resultFor(Winner w) {
    switch (w) {
    case Winner::Player:
        return HandResult::Win;
    case Winner::Dealer:
        return HandResult::Lose;
    case Winner::Push:
        return HandResult::Push;
    }
    return HandResult::Push;
}

// In the baccarat-like and slot modes each seat bets on one of these (the options list).
enum class BetSide : std::uint8_t { Player, Dealer, Stalemate };

// F-15, B-12: a hand's net on its wager (doubled included) before bonuses: a win pays 1:1, or
// the natural payout when `natural` (PL-4, T-3, B-4); a loss takes the wager; a push returns
// it; a surrender takes the wager less the refund.
Money handNet(const RuleSet& rules, Money wager, HandResult result, bool natural);

// F-16: the bonuses of rules.bonuses that a winning hand of these cards holds, by index.
std::vector<int> matchingBonuses(const RuleSet& rules, std::span<const Card> cards,
                                 const HandValue& value);
// F-16, PL-12: what one bonus pays: odds on the hand's wager (doubled included), or a number of
// table minimums.
Money bonusAmount(const BonusRule& bonus, Money wager, Money tableMinimum);

// PL-3, B-5: the insurance stake on a wager (price × wager).
Money insuranceStake(const InsuranceRule& insurance, Money wager);
// PL-3, B-5: the insurance's net: the stake times the payout when the dealer holds a natural,
// otherwise the stake is lost.
Money insuranceNet(const InsuranceRule& insurance, Money stake, bool dealerNatural);

// The baccarat-like and slot modes: how a bet on `side` fares when `w` wins, and its net before
// bonuses (a player-hand bet that wins is paid its bonuses as a hand would be).
HandResult betResult(BetSide side, Winner w);
Money betNet(const BaccaratRule& baccarat, BetSide side, Winner w, Money stake);
// What a winning bet on `side` pays, as odds on its stake.
Rational betPays(const BaccaratRule& baccarat, BetSide side);
// The bets a wager mode takes: every side in the baccarat-like mode, the player hand in the
// slot mode, and in the standard mode the player hand (a seat backs its own hand).
std::vector<BetSide> betSidesOf(WagerMode mode);

// The rule set's money limits (validateRuleSet): each ratio at most kMaxRatioValue times the
// wager, and all of them on a common denominator of at most kMaxRatioDenominator.
inline constexpr std::int64_t kMaxRatioValue = 10'000;
inline constexpr std::int64_t kMaxRatioDenominator = 10'000;

// The least common denominator of every payout ratio (the natural, the insurance price and
// price × payout, the surrender refund, the bonuses, the baccarat-like pays): every amount a
// round moves is a whole multiple of wager / moneyUnitsPerWager (the simulator's unit). Once
// the denominator passes kMaxRatioDenominator it stops growing and the first value past the
// limit is returned, so that an unchecked rule set cannot overflow here.
std::int64_t moneyUnitsPerWager(const RuleSet& rules);

// The most one seat's round can win or lose, in wagers: every hand of a full split
// (split.maxHands) doubled and paid the largest of 1:1, the natural payout and the bet pays,
// with every bonus, plus the insurance stake times its payout. A table minimum is never more
// than the wager, so bonuses paid in table minimums count as odds. Throws MoneyOverflow past
// 64-bit rationals (only for rule sets outside the limits).
Rational largestSeatSwing(const RuleSet& rules);

// Why a round of `seats` seats wagering `wager` cannot be counted exactly from `bankroll`
// (every amount the round can move, and the bankroll after it, must fit 64-bit rationals), or
// an empty string when it can.
std::string roundMoneyProblem(const RuleSet& rules, Money wager, Money bankroll, int seats = 1);

} // namespace f27
