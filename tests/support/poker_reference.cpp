#include "poker_reference.h"

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

namespace f27::reference {
namespace {

using Ranks = std::array<int, 5>;

std::uint32_t encode(PokerCategory category, const Ranks& ranks) {
    std::uint32_t code = static_cast<std::uint32_t>(category);
    for (int r : ranks)
        code = code * 16 + static_cast<std::uint32_t>(r);
    return code;
}

Ranks ranksOf(const std::array<Card, 5>& cards) {
    Ranks r{};
    for (int i = 0; i < 5; ++i)
        r[i] = static_cast<int>(cards[i].rank);
    return r;
}

Ranks sortedHighToLow(Ranks r) {
    std::sort(r.begin(), r.end(), std::greater<>());
    return r;
}

bool isFlush(const std::array<Card, 5>& cards) {
    for (const Card& c : cards)
        if (c.suit == Suit::None || c.suit != cards[0].suit) return false;
    return true;
}

// The straight's ranks from the top down, or all zeros when the hand is not a straight.
Ranks straightRanks(const std::array<Card, 5>& cards) {
    const Ranks r = sortedHighToLow(ranksOf(cards));
    for (int i = 0; i < 5; ++i)
        if (r[i] == 0 || (i > 0 && r[i] == r[i - 1])) return Ranks{};
    if (r[0] - r[4] == 4) return r;
    if (r == Ranks{14, 5, 4, 3, 2}) return Ranks{5, 4, 3, 2, 1}; // the wheel: Ace low
    return Ranks{};
}

// The reading by groups of equal rank: cards by group size, then rank, both descending.
std::uint32_t groupReading(const std::array<Card, 5>& cards) {
    const Ranks ranks = ranksOf(cards);
    std::array<std::pair<int, int>, 5> sized{}; // (size of the card's group, rank)
    for (int i = 0; i < 5; ++i)
        sized[i] = {static_cast<int>(std::count(ranks.begin(), ranks.end(), ranks[i])), ranks[i]};
    std::sort(sized.begin(), sized.end(), std::greater<>());
    Ranks ordered{};
    for (int i = 0; i < 5; ++i)
        ordered[i] = sized[i].second;
    PokerCategory category = PokerCategory::HighCard;
    if (sized[0].first == 5)
        category = PokerCategory::FiveOfAKind;
    else if (sized[0].first == 4)
        category = PokerCategory::FourOfAKind;
    else if (sized[0].first == 3 && sized[3].first == 2)
        category = PokerCategory::FullHouse;
    else if (sized[0].first == 3)
        category = PokerCategory::ThreeOfAKind;
    else if (sized[0].first == 2 && sized[2].first == 2)
        category = PokerCategory::TwoPair;
    else if (sized[0].first == 2)
        category = PokerCategory::OnePair;
    return encode(category, ordered);
}

// Best of the straight / flush / straight flush readings the hand qualifies for; 0 if none.
std::uint32_t straightOrFlushReading(const std::array<Card, 5>& cards) {
    const Ranks straight = straightRanks(cards);
    const bool isStraight = straight[0] != 0;
    const bool flush = isFlush(cards);
    std::uint32_t best = 0;
    if (isStraight && flush) best = std::max(best, encode(PokerCategory::StraightFlush, straight));
    if (isStraight) best = std::max(best, encode(PokerCategory::Straight, straight));
    if (flush) best = std::max(best, encode(PokerCategory::Flush, sortedHighToLow(ranksOf(cards))));
    return best;
}

struct Search {
    std::array<Card, 5> hand;
    std::vector<int> jokerSlots;
    std::uint32_t best = 0;

    // Assigns identities (0..51 cards, 52 the Joker itself) to the Jokers from the k-th on,
    // never below `from` (Jokers are interchangeable).
    void assign(std::size_t k, int from, bool someNonAce) {
        if (k == jokerSlots.size()) {
            const std::uint32_t value =
                someNonAce ? straightOrFlushReading(hand) : naturalPokerValue(hand).code;
            best = std::max(best, value);
            return;
        }
        for (int id = from; id <= 52; ++id) {
            const Card c = cardFromIndex(id);
            hand[jokerSlots[k]] = c;
            assign(k + 1, id, someNonAce || (!c.isJoker() && !c.isAce()));
        }
    }
};

} // namespace

PokerValue naturalPokerValue(const std::array<Card, 5>& cards) {
    return PokerValue{std::max(groupReading(cards), straightOrFlushReading(cards))};
}

PokerValue bruteForcePokerValue(const std::array<Card, 5>& cards) {
    Search search{cards, {}, 0};
    for (int i = 0; i < 5; ++i)
        if (cards[i].isJoker()) search.jokerSlots.push_back(i);
    search.assign(0, 0, false);
    return PokerValue{search.best};
}

} // namespace f27::reference
