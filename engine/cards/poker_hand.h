// The poker evaluator of the five-card rule (PL-9) with the ranking of PL-11 (RULES.md); how it
// reads what PL-11 leaves open: docs/engine.md, "Decisions the rules leave open".
#pragma once

#include "cards/card.h"

#include <array>
#include <compare>
#include <cstdint>
#include <string>

namespace f27 {

enum class PokerCategory : std::uint8_t {
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    FiveOfAKind
};

// Totally ordered strength: larger is better, equal means a tie (PL-9: equal poker hands
// push). Layout of `code` (an invariant the tests rely on):
//   bits 20..23  the PokerCategory;
//   bits 16..19, 12..15, 8..11, 4..7, 0..3  five ranks in comparison order, most significant
//   first, as Rank numbers (Ace 14) except that the Ace of the wheel A-2-3-4-5 counts 1.
// Comparison order: group categories (pairs, trips, full house, quads, five of a kind) list
// the cards by group size, then rank, both descending (kickers last, high to low); straights
// and straight flushes list their cards from the top down (the wheel is 5,4,3,2,1); flushes
// and high cards list all five ranks high to low.
struct PokerValue {
    std::uint32_t code = 0;

    PokerCategory category() const { return static_cast<PokerCategory>(code >> 20); }
    auto operator<=>(const PokerValue&) const = default;
};

// Evaluates exactly five cards (n must be 5; asserted). Order of the cards does not matter.
// Precondition: every non-Joker card has a real rank (2..14) and suit.
PokerValue evaluatePoker(const Card* cards, int n);
PokerValue evaluatePoker(const std::array<Card, 5>& cards);

// Lower-case English name: "high card", "two pair", "five of a kind", ...
std::string pokerCategoryName(PokerCategory category);

} // namespace f27
