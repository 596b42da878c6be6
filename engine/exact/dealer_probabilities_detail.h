// Shared by the dealer's plain walk and her graph (dealer_probabilities.h).
#pragma once

#include "cards/card.h"
#include "cards/poker_hand.h"

#include <utility>
#include <vector>

namespace f27::dealerdetail {

// Falling factorial ratio [m]_k / [n]_k: the chance that k draws without replacement from n
// cards all come from a given m of them.
inline double drawAllFrom(int m, int n, int k) {
    double p = 1;
    for (int i = 0; i < k; ++i) {
        if (m - i <= 0) return 0;
        p *= static_cast<double>(m - i) / static_cast<double>(n - i);
    }
    return p;
}

// The poker values of a dealer five-card hand (the face-up cards and unseen cards of the given
// ranks) when its non-Joker cards do not all share a suit, and when they do. Representatives:
// the value depends on the ranks and on that one fact (poker_hand.cpp reads suits for the
// flush only).
std::pair<PokerValue, PokerValue> pokerReadings(const std::vector<Card>& faceUp,
                                                const std::vector<Rank>& ranks);

} // namespace f27::dealerdetail
