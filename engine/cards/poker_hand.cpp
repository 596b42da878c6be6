#include "cards/poker_hand.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace f27 {
namespace {

constexpr int kAce = static_cast<int>(Rank::Ace);
constexpr unsigned kAceBit = 1u << kAce;

using RankCounts = std::array<std::uint8_t, kRankSlots>;

constexpr std::uint32_t categoryBits(PokerCategory c) {
    return static_cast<std::uint32_t>(c) << 20;
}

// kRepeat[c] * r is the rank r written c times, one nibble each.
constexpr std::array<std::uint32_t, 6> kRepeat{0x0, 0x1, 0x11, 0x111, 0x1111, 0x11111};

// Highest straight top (5..14) that the natural ranks in `rankBits` (bit r = rank r present,
// no rank twice) fit into, the Jokers filling the rest of the window; 0 if none. The best
// window starts at the lowest natural rank (its top capped at the Ace). The Ace is bit 14
// for 10-J-Q-K-A and counts 1 only in the wheel A-2-3-4-5 (PL-11: no wrap-around, so no
// other window holds both an Ace and a Two).
int bestStraightTop(unsigned rankBits) {
    if (rankBits == 0) return kAce; // five Jokers
    const int high = std::bit_width(rankBits) - 1;
    const int low = std::countr_zero(rankBits);
    if (high - low <= 4) return std::min(low + 4, kAce);
    if ((rankBits & kAceBit) != 0 && (rankBits & ~kAceBit) < (1u << 6)) return 5; // the wheel
    return 0;
}

std::uint32_t straightCode(PokerCategory category, int top) {
    // Five consecutive ranks from the top down; the wheel reads 5,4,3,2,1.
    const auto t = static_cast<std::uint32_t>(top);
    return categoryBits(category) | (t * 0x11111u - 0x01234u);
}

} // namespace

// PL-11 by reasoning rather than by substitution. The candidate readings are:
//  - every Joker as an Ace (suits free): the grouped reading (pairs ... five of a kind);
//  - a straight / straight flush: the natural cards are unpaired and fit one five-rank
//    window, the Jokers fill its gaps (as Aces or not); the highest window is best;
//  - a flush: all natural cards share a suit; the Jokers are best as Aces of that suit
//    (any other card of the suit would put a lower rank into the high-to-low comparison).
// Every Joker-as-non-Ace hand is read only as one of the last two (PL-11, limited wild), and
// the best of those is listed, so the maximum of the candidates is the best hand.
// A Joker standing as itself (the lowest single card, PL-11) never matters: it cannot be in
// a straight or a flush, and turning such Jokers into Aces either keeps their group's shape
// with a higher rank or merges it into the Aces' group, a strictly better category; so
// "Joker as an Ace" always dominates "Joker as itself".
PokerValue evaluatePoker(const Card* cards, int n) {
    assert(cards != nullptr && n == 5);
    (void)n;
    RankCounts count{};
    unsigned rankBits = 0; // bit r: rank r present (bit 0: a Joker)
    unsigned suitBits = 0; // bit s: suit s present (bit 4: Suit::None, a Joker)
    for (int i = 0; i < 5; ++i) {
        const int r = static_cast<int>(cards[i].rank);
        ++count[r];
        rankBits |= 1u << r;
        suitBits |= 1u << static_cast<int>(cards[i].suit);
    }
    const int jokers = count[0];
    rankBits &= ~1u;
    suitBits &= 0xFu;
    const int distinct = std::popcount(rankBits);
    const bool oneSuit = (suitBits & (suitBits - 1)) == 0; // also true for five Jokers

    std::uint32_t best = 0;
    if (distinct == 5 - jokers) { // natural cards unpaired
        if (const int top = bestStraightTop(rankBits); top != 0)
            best =
                straightCode(oneSuit ? PokerCategory::StraightFlush : PokerCategory::Straight, top);
    }

    // Every Joker as an Ace. Ranks high to low give the flush reading; bucketed by group
    // size (each bucket high to low) they give the grouped reading.
    count[kAce] = static_cast<std::uint8_t>(count[kAce] + jokers);
    unsigned present = rankBits | (jokers != 0 ? kAceBit : 0u);
    std::array<std::uint32_t, 6> bucket{}; // ranks of the groups of each size
    std::array<int, 6> bucketNibbles{};
    std::uint32_t highToLow = 0;
    int largest = 0;
    int groups = 0;
    while (present != 0) {
        const int r = std::bit_width(present) - 1;
        present &= ~(1u << r);
        const int c = count[r];
        const std::uint32_t nibbles = kRepeat[c] * static_cast<std::uint32_t>(r);
        highToLow = highToLow << (4 * c) | nibbles;
        bucket[c] = bucket[c] << (4 * c) | nibbles;
        bucketNibbles[c] += c;
        largest = std::max(largest, c);
        ++groups;
    }
    std::uint32_t grouped = 0;
    for (int c = 5; c >= 1; --c)
        grouped = grouped << (4 * bucketNibbles[c]) | bucket[c];
    PokerCategory category = PokerCategory::HighCard;
    switch (groups) {
    case 1:
        category = PokerCategory::FiveOfAKind;
        break;
    case 2:
        category = largest == 4 ? PokerCategory::FourOfAKind : PokerCategory::FullHouse;
        break;
    case 3:
        category = largest == 3 ? PokerCategory::ThreeOfAKind : PokerCategory::TwoPair;
        break;
    case 4:
        category = PokerCategory::OnePair;
        break;
    default:
        break;
    }
    best = std::max(best, categoryBits(category) | grouped);
    if (oneSuit) best = std::max(best, categoryBits(PokerCategory::Flush) | highToLow);
    return PokerValue{best};
}

PokerValue evaluatePoker(const std::array<Card, 5>& cards) {
    return evaluatePoker(cards.data(), 5);
}

std::string pokerCategoryName(PokerCategory category) {
    switch (category) {
    case PokerCategory::HighCard:
        return "high card";
    case PokerCategory::OnePair:
        return "one pair";
    case PokerCategory::TwoPair:
        return "two pair";
    case PokerCategory::ThreeOfAKind:
        return "three of a kind";
    case PokerCategory::Straight:
        return "straight";
    case PokerCategory::Flush:
        return "flush";
    case PokerCategory::FullHouse:
        return "full house";
    case PokerCategory::FourOfAKind:
        return "four of a kind";
    case PokerCategory::StraightFlush:
        return "straight flush";
    case PokerCategory::FiveOfAKind:
        return "five of a kind";
    }
    return "unknown";
}

} // namespace f27
