// The rule set's decisions about single hands, as plain functions without events: the one
// implementation that both the round state machine (engine/round/) and the exact analysis
// (engine/exact/, dealer_probabilities.cpp) apply, so the two cannot disagree on a rule.
#pragma once

#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <cstddef>
#include <optional>
#include <span>

namespace f27 {

// A hand kind condition (hard, soft, any) on a hand that is soft or not.
inline bool kindHolds(HandKind k, bool soft) {
    return k == HandKind::Any || (k == HandKind::Soft) == soft;
}
inline bool kindHolds(HandKind k, const HandValue& v) {
    return kindHolds(k, v.soft);
}

// The player's options beyond hit and stand (F-11: those two are always allowed), as the rules
// give them to a hand, the bankroll aside: the round, the analysis and the simulator's fast
// core all ask these. `firstTwo`: the hand holds exactly its first two cards.
// F-18, B-7: a double by the hand's cards, whether it was split, its kind and total.
inline bool mayDouble(const DoubleRule& d, bool firstTwo, bool fromSplit, bool soft, int total) {
    return d.allowed && (!d.firstTwoOnly || firstTwo) && (!fromSplit || d.afterSplit) &&
           kindHolds(d.kind, soft) && d.total.contains(total);
}
// F-15, B-8: a surrender by the hand's cards and whether it was split.
inline bool maySurrender(const SurrenderRule& su, bool firstTwo, bool fromSplit) {
    return su.allowed && (!su.firstTwoOnly || firstTwo) && (!fromSplit || su.afterSplit);
}
// The card limit: a hand holding this many cards stands (0: no limit).
inline bool atCardLimit(const CardLimit& limit, int cards) {
    return limit.cards > 0 && cards >= limit.cards;
}

// F-3, F-4: the most cards one hand can hold. Every card adds its hard value (an Ace low, a
// Joker 0) and a hand draws no more once its hard total is above the target (bust) or it holds
// the card limit's cards, so the longest hand takes the lowest cards first. It may run out the
// shoe and go on in a fresh one (a mid-round reshuffle), so as many copies of the shoe as the
// target needs are counted. -1 when the shoe holds no card of any value: then no hand could
// ever go over the target, and one told to draw would draw forever. Counting stops past `cap`.
int longestPossibleHand(const RuleSet& rules, int cap);

// What the player sees of the dealer's hand during the player's turn (T-4 forced plays).
struct DealerVisible {
    HandValue value;       // the total of the face-up cards
    bool willStand = true; // the dealer strategy stands on the face-up cards (or they bust)
};
DealerVisible dealerVisibleOf(const RuleSet& rules, const HandSums& faceUp);

// F-12: the first row of a fixed strategy that matches the hand (-1: none; the hand stands).
int strategyRow(const FixedStrategy& strategy, const HandSums& hand, const ValueScheme& values);
// The same for a hand of value `v` holding `cards` cards.
int strategyRow(const FixedStrategy& strategy, const HandValue& v, int cards);
// F-12, the one hit test of every fixed strategy (the dealer's, the baccarat-like player
// hand's, a computer seat mimicking the dealer): the hand's first matching row `row` hits while
// the total is below its hitBelow; a hand that no row matches (row -1) stands.
inline bool strategyHits(const FixedStrategy& strategy, int row, int total) {
    return row >= 0 && total < strategy.rows[static_cast<std::size_t>(row)].hitBelow;
}
// The rule ID a fixed strategy's row `row` cites: the row's own, else `fallback` (the
// strategy's, or the card limit's when no row decided).
inline const std::string& strategyRule(const FixedStrategy& strategy, int row,
                                       const std::string& fallback) {
    return row >= 0 && !strategy.rows[static_cast<std::size_t>(row)].rule.empty()
               ? strategy.rows[static_cast<std::size_t>(row)].rule
               : fallback;
}
// F-12: the first dealer strategy row that matches the hand (-1: none).
int dealerRow(const RuleSet& rules, const HandSums& dealer);

// F-12 with the card limit: what the dealer does with a hand that is not bust, and why.
struct DealerStep {
    bool hits = false;
    bool cardLimit = false; // stands because the hand holds the card limit's cards
    int row = -1;           // the strategy row that decided (-1: none matched, or the limit)
};
DealerStep dealerStep(const RuleSet& rules, const HandSums& dealer);
// Whether the dealer's hand (not bust) draws another card: dealerStep(...).hits.
bool dealerHits(const RuleSet& rules, const HandSums& dealer);

// F-11: the first forced play whose condition holds for a player hand, if any. (The card limit,
// split Aces and doubled hands are checked before the forced plays; see HandSolver::endsOnTurn.)
std::optional<Op> forcedPlay(const RuleSet& rules, const HandSums& hand,
                             const DealerVisible& dealer);
// The same, as the index of the forced play in rules.forced (-1: none applies).
int forcedPlayIndex(const RuleSet& rules, const HandSums& hand, const DealerVisible& dealer);

// F-11 with the checks before it, in the order the round applies them at a hand's decision
// point (the hand neither bust nor doubled): split Aces stand on one card each (B-9), a hand at
// the card limit stands, then the first forced play that holds; in the baccarat-like and slot
// modes the player hand's fixed strategy plays; otherwise the player chooses.
struct TurnCheck {
    enum class By : std::uint8_t { Player, SplitAces, CardLimit, Forced, Fixed };
    By by = By::Player;
    int index = -1;    // Forced: the index in rules.forced; Fixed: the strategy row (-1: none)
    bool hits = false; // Forced, Fixed: the hand hits (otherwise it stands)
};
TurnCheck turnCheck(const RuleSet& rules, std::span<const Card> cards, const HandSums& hand,
                    bool fromSplit, const DealerVisible& dealer);

// PL-4, T-3, B-4: whether two initial cards (not after a split) form a natural.
bool isNaturalPair(const RuleSet& rules, Rank a, Rank b);

// F-17, B-9: whether two ranks make a pair the split rule lets a hand split (equal point value
// or equal rank, split.byValue); whether splitting is allowed at all is the caller's question.
bool isSplitPair(const RuleSet& rules, Rank a, Rank b);

// B-9, B-10: once the dealer is known to hold no natural, a split hand of two cards at the
// target wins whatever she draws — when every two-card target is a natural (so hers is not
// one), and neither her target (PL-8) nor five cards (PL-9) win outright. When every hand
// left is such a hand, nothing needs the dealer's total and she draws nothing.
inline bool splitNaturalWinsOutright(const RuleSet& r, bool fromSplit, int cards, int total) {
    return r.split.splitNaturalBeatsTotal && fromSplit && cards == 2 && total == r.values.target &&
           r.natural.kind == NaturalRule::Kind::TwoCardTarget &&
           !r.predetermined.dealerTargetWins && !r.fiveCard.enabled;
}

// PL-3, B-5: the insurance stake's expected net in units of the wager, when the dealer holds a
// natural with probability `pNatural` (the stake pays `payout` to one then, else is lost).
inline double insuranceEv(const InsuranceRule& insurance, double pNatural) {
    return insurance.price.toDouble() * (insurance.payout.toDouble() * pNatural - (1 - pNatural));
}

// F-16: a bonus names at least one condition, and every condition it names holds.
bool bonusMatches(const BonusRule& b, std::span<const Card> cards, const HandValue& v);

// F-16, PL-12: the bonuses a winning hand is paid, in units of its base wager. Odds bonuses are
// paid on the hand's wager (`wagerMultiple`, 2 after a double); fixed ones in table minimums.
double bonusUnits(const RuleSet& rules, std::span<const Card> cards, const HandValue& value,
                  double wagerMultiple, double tableMinimumPerWager);

} // namespace f27
