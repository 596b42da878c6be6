// Cards (F-1, F-5, B-1, S-1). A card is a rank and a suit; the Joker has no suit.
#pragma once

#include "core/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace f27 {

// Rank numbering: Joker 0, Two..Ten 2..10, Jack 11, Queen 12, King 13, Ace 14.
// (1 is unused so that ranks 2..10 equal their pips.)
enum class Rank : std::uint8_t {
    Joker = 0,
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace
};
inline constexpr int kRankSlots = 15; // array size indexable by Rank

// Suits in the canonical deck order of F-1: spades, clubs, hearts, diamonds.
enum class Suit : std::uint8_t { Spades = 0, Clubs, Hearts, Diamonds, None };
inline constexpr std::array<Suit, 4> kSuits{Suit::Spades, Suit::Clubs, Suit::Hearts,
                                            Suit::Diamonds};
// Ranks of a standard deck in canonical order (A, 2, ..., K).
inline constexpr std::array<Rank, 13> kDeckRanks{
    Rank::Ace,   Rank::Two,  Rank::Three, Rank::Four, Rank::Five,  Rank::Six, Rank::Seven,
    Rank::Eight, Rank::Nine, Rank::Ten,   Rank::Jack, Rank::Queen, Rank::King};

// The number of distinct cards: Card::index() is 0..51 for the suited cards, 52 for the Joker.
inline constexpr int kCardKinds = 53;
inline constexpr int kJokerIndex = 52;

struct Card {
    Rank rank = Rank::Joker;
    Suit suit = Suit::None;

    constexpr bool isJoker() const { return rank == Rank::Joker; }
    constexpr bool isAce() const { return rank == Rank::Ace; }
    friend constexpr bool operator==(Card a, Card b) {
        return a.rank == b.rank && a.suit == b.suit;
    }
    friend constexpr bool operator!=(Card a, Card b) { return !(a == b); }
    // Dense index 0..kCardKinds - 1 (kJokerIndex = the Joker), for tables and counting.
    constexpr int index() const {
        return isJoker() ? kJokerIndex : static_cast<int>(suit) * 13 + (static_cast<int>(rank) - 2);
    }
};

inline constexpr Card joker() {
    return Card{Rank::Joker, Suit::None};
}
inline constexpr Card cardFromIndex(int i) {
    return i == kJokerIndex ? joker()
                            : Card{static_cast<Rank>(i % 13 + 2), static_cast<Suit>(i / 13)};
}

// Text codes: "AS", "10H", "QC", "2D", "JOKER" (the CLI's and the log's format).
std::string toCode(Card c);
Result<Card> parseCard(std::string_view code);
std::string rankCode(Rank r); // "A", "10", "K", "JOKER"
// The one card-code parser. Ranks and suits in either case, "T" for ten; errors name the
// code and the codes expected.
Result<Rank> parseRank(std::string_view code);
// Only the codes rankCode writes ("A", "2" ... "10", "J", "Q", "K", "JOKER"): rule files.
Result<Rank> parseCanonicalRank(std::string_view code);
char suitCode(Suit s); // 'S', 'C', 'H', 'D'

// Index shown in the card's corner (F-5): Finnish style shows A as "1", J "11", Q "12",
// K "13"; standard style shows "A", "J", "Q", "K". The Joker shows no index ("").
enum class IndexStyle : std::uint8_t { Finnish, Standard };
std::string cornerIndex(Card c, IndexStyle style);

} // namespace f27
