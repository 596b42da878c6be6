#include "cards/composition.h"

namespace f27 {

Composition Composition::fromShoe(const ShoeSpec& spec) {
    const std::vector<Card> cards = canonicalShoe(spec);
    return of(cards);
}

Composition Composition::of(std::span<const Card> cards) {
    Composition c;
    for (Card card : cards)
        c.add(card);
    return c;
}

void Composition::add(Card c, int n) {
    if (c.suit == Suit::None && !c.isJoker()) { // a card known by rank only (no index)
        byRank_[static_cast<size_t>(c.rank)] += n;
        size_ += n;
        suited_ = false;
        return;
    }
    byCard_[static_cast<size_t>(c.index())] += n;
    byRank_[static_cast<size_t>(c.rank)] += n;
    size_ += n;
}

bool Composition::suitSymmetric() const {
    if (!suited_) return false;
    for (Rank r : kDeckRanks) {
        const int n = count(Card{r, Suit::Spades});
        for (Suit s : kSuits)
            if (count(Card{r, s}) != n) return false;
    }
    return true;
}

Status Composition::remove(Card c) {
    if (count(c) <= 0) return fail("the composition holds no " + toCode(c));
    removeCard(c);
    return {};
}

Status Composition::remove(std::span<const Card> cards) {
    Composition copy = *this;
    for (Card c : cards)
        if (Status s = copy.remove(c); !s) return s;
    *this = copy;
    return {};
}

void Composition::removeRank(Rank r) {
    --byRank_[static_cast<size_t>(r)];
    --size_;
    if (r == Rank::Joker)
        --byCard_[static_cast<size_t>(joker().index())]; // the Joker has no suit: still exact
    else
        suited_ = false;
}

void Composition::undoRemoveRank(Rank r, bool wasSuited) {
    ++byRank_[static_cast<size_t>(r)];
    ++size_;
    if (r == Rank::Joker) ++byCard_[static_cast<size_t>(joker().index())];
    suited_ = wasSuited;
}

void Composition::removeCard(Card c) {
    --byCard_[static_cast<size_t>(c.index())];
    --byRank_[static_cast<size_t>(c.rank)];
    --size_;
}

Composition Composition::withoutJokers() const {
    Composition c = *this;
    const int n = count(Rank::Joker);
    c.byRank_[static_cast<size_t>(Rank::Joker)] = 0;
    c.byCard_[static_cast<size_t>(joker().index())] = 0;
    c.size_ -= n;
    return c;
}

} // namespace f27
