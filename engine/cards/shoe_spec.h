// What a shoe holds (F-1, F-2, B-1): decks, Jokers per deck, removed ranks, the cut card.
#pragma once

#include "cards/card.h"

#include <algorithm>
#include <vector>

namespace f27 {

struct ShoeSpec {
    int decks = 6;         // 1..8
    int jokersPerDeck = 2; // 0..4
    std::vector<Rank> removedRanks;
    // The reshuffle comes before the first round that would start with this many cards
    // or more already dealt (F-2: 243 of 324).
    int cutCard = 243;

    bool removes(Rank r) const {
        return std::find(removedRanks.begin(), removedRanks.end(), r) != removedRanks.end();
    }
    int cardsPerDeck() const {
        int n = 0;
        for (Rank r : kDeckRanks)
            if (!removes(r)) n += 4;
        return n + jokersPerDeck;
    }
    int size() const { return decks * cardsPerDeck(); }
    friend bool operator==(const ShoeSpec&, const ShoeSpec&) = default;
};

// The unshuffled order that the fair shuffle permutes (documented in docs/provably-fair.md):
// deck by deck; in each deck the suits S, C, H, D, each suit A, 2, ..., 10, J, Q, K
// (removed ranks skipped), then that deck's Jokers.
std::vector<Card> canonicalShoe(const ShoeSpec& spec);

} // namespace f27
