#include "cards/shoe_spec.h"

namespace f27 {

std::vector<Card> canonicalShoe(const ShoeSpec& spec) {
    std::vector<Card> cards;
    cards.reserve(static_cast<size_t>(spec.size()));
    for (int d = 0; d < spec.decks; ++d) {
        for (Suit s : kSuits)
            for (Rank r : kDeckRanks)
                if (!spec.removes(r)) cards.push_back(Card{r, s});
        for (int j = 0; j < spec.jokersPerDeck; ++j)
            cards.push_back(joker());
    }
    return cards;
}

} // namespace f27
