#include "seven27/seven27_sums.h"

namespace f27 {

void SevenSums::add(Card c) {
    switch (c.rank) {
    case Rank::Jack:
    case Rank::Queen:
    case Rank::King:
        lowHalfPoints += 1;
        break;
    case Rank::Ace:
        lowHalfPoints += 2;
        ++aces;
        break;
    case Rank::Joker:
        break; // S-1: no Jokers in the pack; counted as nothing if ever present
    default:
        lowHalfPoints += 2 * static_cast<int>(c.rank);
        break;
    }
}

std::vector<int> SevenSums::totals() const {
    std::vector<int> out;
    for (int k = 0; k <= aces; ++k)
        out.push_back(lowHalfPoints + 20 * k);
    return out;
}

bool SevenSums::canMake(int halfPoints) const {
    const int diff = halfPoints - lowHalfPoints;
    return diff >= 0 && diff % 20 == 0 && diff / 20 <= aces;
}

SevenSums sevenSumsOf(std::span<const Card> cards) {
    SevenSums s;
    for (Card c : cards)
        s.add(c);
    return s;
}

} // namespace f27
