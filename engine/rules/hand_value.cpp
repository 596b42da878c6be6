#include "rules/hand_value.h"

namespace f27 {

HandValue valueOf(std::span<const Card> cards, const ValueScheme& v) {
    HandSums s;
    for (Card c : cards)
        s.add(c, v);
    return valueOf(s, v);
}

} // namespace f27
