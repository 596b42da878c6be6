// Seven Twenty-Seven hand totals (S-1) in exact half points.
#pragma once

#include "cards/card.h"

#include <span>
#include <vector>

namespace f27 {

// Seven Twenty-Seven (S-1), in exact half points: J, Q, K are 1 half point (1/2 point),
// 2-10 twice their rank, an Ace 2 or 22. Each Ace may count differently for each side, so a
// hand has the totals low + 20k for k = 0..aces (5-A-A is exactly 7 and exactly 27).
struct SevenSums {
    int lowHalfPoints = 0; // every Ace as 1 point
    int aces = 0;
    void add(Card c);
    // The possible totals in half points, ascending.
    std::vector<int> totals() const;
    bool canMake(int halfPoints) const;
};
SevenSums sevenSumsOf(std::span<const Card> cards);

} // namespace f27
