// A rule set as data: every preset and custom game of the Finnish 27 family (and Blackjack) is one
// RuleSet, each deciding element with its rule ID (docs/rule-files.md).
#pragma once

#include "cards/card.h"
#include "cards/shoe_spec.h"
#include "core/rational.h"

#include <array>
#include <climits>
#include <string>
#include <vector>

namespace f27 {

inline constexpr int kRuleSchemaVersion = 1;

// Inclusive integer range; an unset bound is open.
struct Range {
    int min = INT_MIN;
    int max = INT_MAX;
    bool contains(int v) const { return v >= min && v <= max; }
    bool isAny() const { return min == INT_MIN && max == INT_MAX; }
    friend bool operator==(const Range&, const Range&) = default;
};

enum class HandKind : std::uint8_t { Any, Hard, Soft };

// Point values (F-3, B-2). An Ace counts `aceHigh` when that does not take the total above
// `target`, else its low value points[Ace]; at most one Ace is high (F-3, F-4).
enum class JokerMode : std::uint8_t {
    Zero,         // F-3: the Joker counts 0
    WildToTarget, // the Joker makes the total exactly `target` when the rest is at most target
};
struct ValueScheme {
    int target = 27;
    std::array<int, kRankSlots> points{0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1};
    int aceHigh = 14;
    JokerMode joker = JokerMode::Zero;
    std::string rule = "F-3";
    int aceLow() const { return points[static_cast<int>(Rank::Ace)]; }
    // The most one card can count: the largest point value, or the Ace counted high.
    int maxPoint() const {
        int m = aceHigh;
        for (int p : points)
            m = p > m ? p : m;
        return m;
    }
    friend bool operator==(const ValueScheme&, const ValueScheme&) = default;
};

// How the dealer's two initial cards are dealt (PL-2, T-2, B-3). The seats receive the first
// card each, then the dealer; then the second card each, then the dealer.
enum class DealerInitial : std::uint8_t {
    HoleThenUp, // PL-2: first dealer card face down, second face up
    UpThenHole, // B-3: first face up, second face down
    BothUp,     // T-2: both face up
    UpOnly,     // one up-card; the second card is dealt when the dealer plays
};

enum class Winner : std::uint8_t { Player, Dealer, Push };

// Which two-card initial hands are naturals, and what they do (PL-4, T-3, B-4, B-5).
struct NaturalRule {
    enum class Kind : std::uint8_t {
        None,          // no naturals
        RankPairs,     // listed rank pairs (PL-4: A+K, the Finnish 27 of F-6)
        TwoCardTarget, // any two cards totalling the target (B-4: blackjack)
    };
    Kind kind = Kind::None;
    std::vector<std::array<Rank, 2>> pairs;
    Rational payout{1};             // a player's natural alone wins this many times the wager
    Winner bothHave = Winner::Push; // PL-4: player; T-3 and B-5: push
    // The dealer checks for a natural right after the deal (and after insurance), before any
    // player decision (PL-4, B-5). Otherwise the dealer's natural counts when the dealer's
    // initial hand is complete and is compared at the end.
    bool dealerChecksAtOnce = true;
    std::string rule;
    friend bool operator==(const NaturalRule&, const NaturalRule&) = default;
};

// Insurance (PL-3, B-5): offered on the listed up-cards; costs price × wager; pays
// payout × price-stake when the dealer holds a natural, otherwise is lost.
struct InsuranceRule {
    bool offered = false;
    std::vector<Rank> upCards;
    Rational price{1, 2};
    Rational payout{2};
    std::string rule;
    friend bool operator==(const InsuranceRule&, const InsuranceRule&) = default;
};

// Player operations (F-11).
enum class Op : std::uint8_t { Hit, Stand, Double, Split, Surrender };

// How the player's total relates to the dealer's visible total (T-4).
enum class Versus : std::uint8_t { Any, Below, AtOrBelow, Equal, AtOrAbove, Above };
// What the dealer's visible hand will do under the dealer strategy (T-4).
enum class DealerWill : std::uint8_t { Any, Hit, Stand };

// A condition on the player's hand and the dealer's visible cards (F-11, the options list).
struct HandCondition {
    HandKind kind = HandKind::Any;
    Range total;
    Range cards;
    DealerWill dealer = DealerWill::Any;
    Range dealerTotal; // the dealer's visible total
    Versus versusDealer = Versus::Any;
    friend bool operator==(const HandCondition&, const HandCondition&) = default;
};

// A forced play (F-11): when `when` holds at a decision point, the hand is played `op`
// (Hit or Stand) without consulting the player. The first matching entry applies, so an
// entry that "beats" others (PL-5's five-card stand) is listed first.
struct ForcedPlay {
    HandCondition when;
    Op op = Op::Stand;
    std::string rule;
    friend bool operator==(const ForcedPlay&, const ForcedPlay&) = default;
};

// A hand reaching this many cards stands (0: no limit).
struct CardLimit {
    int cards = 0;
    std::string rule;
    friend bool operator==(const CardLimit&, const CardLimit&) = default;
};

// Double down (F-18, B-7): doubles the wager, exactly one more card, then the hand stands.
struct DoubleRule {
    bool allowed = false;
    HandKind kind = HandKind::Any;
    Range total;              // e.g. 9..11 (B-7)
    bool firstTwoOnly = true; // only on the first two cards
    bool afterSplit = false;
    std::string rule;
    friend bool operator==(const DoubleRule&, const DoubleRule&) = default;
};

// Split (F-17, B-9): each post-split hand is its own game with its own wager.
struct SplitRule {
    bool allowed = false;
    bool byValue = true; // a pair of equal point value (K+Q counts) or of equal rank
    int maxHands = 2;    // 2: split once, no resplit
    bool acesOneCardEach = true;
    // A two-card target total after a split: still beats any other total of the target
    // (B-9) but is paid as an ordinary win.
    bool splitNaturalBeatsTotal = true;
    std::string rule;
    friend bool operator==(const SplitRule&, const SplitRule&) = default;
};

// Surrender (F-15, B-8): half the wager (the refund) is returned.
struct SurrenderRule {
    bool allowed = false;
    bool firstTwoOnly = true;
    bool afterSplit = false;
    Rational refund{1, 2};
    std::string rule;
    friend bool operator==(const SurrenderRule&, const SurrenderRule&) = default;
};

// A fixed strategy (F-12): hit while the total is below `hitBelow` for the first row that
// matches the hand; stand when no row matches.
struct StrategyRow {
    HandKind kind = HandKind::Any;
    Range cards;
    int hitBelow = 0;
    std::string rule;
    friend bool operator==(const StrategyRow&, const StrategyRow&) = default;
};
struct FixedStrategy {
    std::vector<StrategyRow> rows;
    std::string rule;
    friend bool operator==(const FixedStrategy&, const FixedStrategy&) = default;
};

// Predetermined outcomes (F-13, F-14) other than naturals.
struct PredeterminedRule {
    bool playerTargetWins = false; // PL-6: a player's exact target total wins at once
    std::string playerTargetRule;
    std::string playerBustRule;    // a player's bust always loses (PL-6, T-5, B-11)
    bool dealerTargetWins = false; // PL-8: a dealer's exact target total wins
    std::string dealerTargetRule;
    std::string dealerBustRule; // a dealer's bust: the player wins (PL-8, T-6, B-11)
    friend bool operator==(const PredeterminedRule&, const PredeterminedRule&) = default;
};

// The five-card rule (PL-9): when the dealer totals below the target, a hand of exactly
// `cards` cards qualifies; a lone qualifier wins; two qualifiers compare as poker hands.
struct FiveCardRule {
    bool enabled = false;
    int cards = 5;
    std::string rule;
    friend bool operator==(const FiveCardRule&, const FiveCardRule&) = default;
};

// Closer to the target wins (F-13, PL-10, T-7); `tie` decides equally close totals.
struct ComparisonRule {
    Winner tie = Winner::Push;
    std::string rule;
    friend bool operator==(const ComparisonRule&, const ComparisonRule&) = default;
};

// A bonus (F-16, PL-12), paid only when the hand wins. Conditions are judged on the final
// hand; every condition set must hold. Every matching bonus is paid.
struct BonusRule {
    std::string id;          // machine name, e.g. "finnish-27"
    std::string name;        // shown to the player
    std::vector<Rank> ranks; // the hand is exactly this multiset of ranks (any order)
    int cards = 0;           // the hand has exactly this many cards (0: any)
    int total = -1;          // the hand totals exactly this (-1: any)
    enum class Pay : std::uint8_t { Odds, TableMinimums } pay = Pay::Odds;
    Rational amount{1}; // odds: amount × wager; fixed: amount × table minimum
    std::string rule;
    friend bool operator==(const BonusRule&, const BonusRule&) = default;
};

// Wager mode (the options list): the player backs his own hand, or bets on the outcome of
// two hands both played by fixed strategies (baccarat-like), or only on the player hand (slot).
enum class WagerMode : std::uint8_t { Standard, BaccaratLike, Slot };
struct BaccaratRule {
    Rational playerPays{1};
    Rational dealerPays{1};
    Rational stalematePays{8};
    FixedStrategy playerStrategy; // the player hand's fixed play after the forced plays
    std::string rule;
    friend bool operator==(const BaccaratRule&, const BaccaratRule&) = default;
};

struct RuleSet {
    int schemaVersion = kRuleSchemaVersion;
    std::string id;   // "poker-like"
    std::string name; // "Poker-like Finnish 27"
    std::string description;
    std::string family = "finnish27"; // "finnish27" or "blackjack": names the general rules

    ShoeSpec shoe;
    std::string shoeRule = "F-1";
    std::string reshuffleRule = "F-2";
    IndexStyle indexStyle = IndexStyle::Finnish;
    ValueScheme values;
    DealerInitial dealerInitial = DealerInitial::HoleThenUp;
    std::string dealRule = "F-10";
    std::string holeCardRule; // rule cited when the hole card is turned up (PL-6, B-10)
    NaturalRule natural;
    InsuranceRule insurance;
    std::vector<ForcedPlay> forced;
    CardLimit cardLimit;
    DoubleRule doubleDown;
    SplitRule split;
    SurrenderRule surrender;
    FixedStrategy dealer;
    PredeterminedRule predetermined;
    FiveCardRule fiveCard;
    ComparisonRule comparison;
    std::vector<BonusRule> bonuses;
    std::string bonusRule = "F-16";
    WagerMode wagerMode = WagerMode::Standard;
    BaccaratRule baccarat;
    std::string settlementRule = "F-15";

    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

} // namespace f27
