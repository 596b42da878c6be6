// A shoe composition: how many of each card and of each rank are left (for the analysis, the
// cards the player has not seen, the hole card included).
#pragma once

#include "cards/card.h"
#include "cards/shoe_spec.h"
#include "core/result.h"

#include <array>
#include <span>

namespace f27 {

class Composition {
public:
    Composition() = default;
    static Composition fromShoe(const ShoeSpec& spec);
    static Composition of(std::span<const Card> cards);

    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int count(Card c) const { return byCard_[static_cast<size_t>(c.index())]; }
    int count(Rank r) const { return byRank_[static_cast<size_t>(r)]; }
    const std::array<int, kRankSlots>& rankCounts() const { return byRank_; }
    // Per Card::index(); meaningful only while suited() (the Joker's count always is).
    const std::array<int, kCardKinds>& cardCounts() const { return byCard_; }
    bool suited() const { return suited_; }
    // Suited, and the same under every permutation of the suits (true of every preset's full
    // shoe): a round's value is then the same for deals that differ by a renaming of suits.
    bool suitSymmetric() const;

    // A card by rank only (Suit::None, not a Joker) makes the suits unknown (suited() false).
    void add(Card c, int n = 1);
    // Fails (and changes nothing) when the card is not there.
    Status remove(Card c);
    // Fails on the first card that is not there; the composition is then unchanged.
    Status remove(std::span<const Card> cards);
    // Precondition: count(r) > 0. Suits become unknown (suited() false): no suited query may
    // follow. The analysis removes cards by rank only once suits can no longer matter (the
    // poker comparison of the five-card rule, PL-9, PL-11, is the one reader of suits:
    // docs/analysis.md, "Suits").
    void removeRank(Rank r);
    // Undoes removeRank(r) made on this composition when its suited() was `wasSuited`: the
    // composition is then exactly what it was (the analysis draws a card by rank, follows the
    // child, and takes the card back instead of copying the composition per child).
    void undoRemoveRank(Rank r, bool wasSuited);
    // Precondition: count(c) > 0 (and suited()).
    void removeCard(Card c);
    // The same cards without the Jokers (suitedness kept: the Joker has no suit).
    Composition withoutJokers() const;

    friend bool operator==(const Composition&, const Composition&) = default;

private:
    std::array<int, kCardKinds> byCard_{};
    std::array<int, kRankSlots> byRank_{};
    int size_ = 0;
    bool suited_ = true;
};

// The ranks a composition can hold, Joker first: the rank-level branching order.
inline constexpr std::array<Rank, 14> kAllRanks{
    Rank::Joker, Rank::Two,  Rank::Three, Rank::Four, Rank::Five,  Rank::Six,  Rank::Seven,
    Rank::Eight, Rank::Nine, Rank::Ten,   Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};

} // namespace f27
