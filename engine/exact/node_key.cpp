// The memo keys of player nodes and dealer compositions (node_key_detail.h): what a key holds
// and the renamings of suits that let equal-valued nodes share one.

#include "exact/hand_solver_detail.h"

namespace f27::exactdetail {

// Writes the unseen composition into a key; false when a count does not fit a byte (the
// caller then does not memoise). With `suitsRead`, the suited counts of those suits only.
bool putComposition(CompKey& k, const Composition& unseen, bool suits,
                    const std::array<bool, 4>* suitsRead) {
    const auto& ranks = unseen.rankCounts();
    for (size_t r = 0; r < ranks.size(); ++r) {
        if (ranks[r] > 255) return false;
        k.b[1 + r] = static_cast<std::uint8_t>(ranks[r]);
    }
    if (suits) {
        const auto& cards = unseen.cardCounts();
        for (size_t i = 0; i < cards.size(); ++i) {
            const Card c = cardFromIndex(static_cast<int>(i));
            if (suitsRead && !c.isJoker() && !(*suitsRead)[static_cast<size_t>(c.suit)]) continue;
            k.b[16 + i] = static_cast<std::uint8_t>(cards[i]);
        }
        // A dealer flush in any suit (a Joker face up): the distribution is a symmetric
        // function of the four suits' counts (dealerFlushChance sums over them), so the
        // suits' blocks of 13 counts are keyed in sorted order.
        if (suitsRead && std::count(suitsRead->begin(), suitsRead->end(), true) == 4) {
            using Block = std::array<std::uint8_t, 13>;
            std::array<Block, 4> blocks;
            for (size_t s = 0; s < 4; ++s)
                std::memcpy(blocks[s].data(), k.b.data() + 16 + 13 * s, 13);
            std::sort(blocks.begin(), blocks.end());
            for (size_t s = 0; s < 4; ++s)
                std::memcpy(k.b.data() + 16 + 13 * s, blocks[s].data(), 13);
        }
    }
    return true;
}

// The short node key of a hand whose cards are all followed by rank (Suit::None; Jokers
// have no suit): [0] flagsByte, [1] hands, [2] the split card's code, [3]
// the other split card's, then the hand's count of each rank slot in 5 bits (Jokers not
// counted where the nodes ignore them). The same content as nodeKey's (a multiset of
// rank-only codes is its counts), so equal short keys mean equal values. False when a card
// is suited or a count does not fit 5 bits.
bool HandSolver::shortNodeKey(ShortNodeKey& k, const Hand& h, int hands) const {
    if (hands > 127 || h.out) return false;
    const bool fold = folds(h);
    std::array<int, kRankSlots> counts{};
    for (const Card c : h.cards) {
        if (c.suit != Suit::None && !c.isJoker()) return false;
        if (fold && c.isJoker()) continue;
        if (++counts[static_cast<size_t>(c.rank)] > 31) return false;
    }
    k.b[0] = flagsByte(h);
    k.b[1] = handsByte(h, hands);
    k.b[2] = h.fromSplit || orderKeyed(h) ? kindCode(h.cards[0]) : 255;
    k.b[3] = h.other;
    std::uint64_t lo = 0, hi = 0; // 15 slots × 5 bits = 75 bits
    for (size_t r = 0; r < kRankSlots; ++r) {
        const std::uint64_t v = static_cast<std::uint64_t>(counts[r]);
        const size_t bit = 5 * r;
        if (bit < 64) {
            lo |= v << bit;
            if (bit + 5 > 64) hi |= v >> (64 - bit);
        } else {
            hi |= v << (bit - 64);
        }
    }
    std::memcpy(k.b.data() + 4, &lo, 8);
    const std::uint32_t hi32 = static_cast<std::uint32_t>(hi);
    std::memcpy(k.b.data() + 12, &hi32, 4);
    return true;
}

// Interchangeable suits (canonicalSuits_; docs/analysis.md, "Suit classes"): a renaming
// of suits that keeps the root's counts and the suits the dealer's flush reads maps the
// hand and its unseen cards (root less hand) to a hand of the same value — totals, forced
// plays, bonuses, the hand's flush and poker value and the dealer's distribution do not
// depend on the names. Within each group of interchangeable suits the hand's suits are
// renamed in the order of what the hand holds in them (the sorted ranks of its suited cards
// there), so that hands differing by such a renaming share a key. Identity for post-split
// hands (their split cards are keyed by card as they are).
template <class Pooled>
std::array<int, 4> HandSolver::suitRelabeling(const Hand& h, const Pooled& pooled) const {
    std::array<int, 4> to{0, 1, 2, 3};
    if (!canonicalSuits_ || h.fromSplit) return to;
    std::array<std::uint64_t, 4> held{}; // per suit: the ranks held, as a sorted signature
    std::array<int, 4> n{};
    std::array<std::array<std::uint8_t, HandCards::kMax>, 4> ranks{};
    for (const Card c : h.cards) {
        if (c.isJoker() || c.suit == Suit::None || pooled(c)) continue;
        const size_t s = static_cast<size_t>(c.suit);
        if (n[s] < 12) ranks[s][static_cast<size_t>(n[s]++)] = static_cast<std::uint8_t>(c.rank);
    }
    for (size_t s = 0; s < 4; ++s) {
        std::sort(ranks[s].begin(), ranks[s].begin() + n[s]);
        std::uint64_t sig = static_cast<std::uint64_t>(n[s]);
        for (int k = 0; k < n[s]; ++k)
            sig = sig << 4 | ranks[s][static_cast<size_t>(k)];
        held[s] = sig;
    }
    for (size_t g = 0; g < 4; ++g) {
        if (suitGroup_[g] != static_cast<int>(g)) continue;
        std::array<int, 4> members{};
        int m = 0;
        for (size_t s = 0; s < 4; ++s)
            if (suitGroup_[s] == static_cast<int>(g))
                members[static_cast<size_t>(m++)] = static_cast<int>(s);
        if (m < 2) continue;
        // By held signature, descending, equal ones in suit order (a stable insertion sort:
        // at most four members, and no allocation as std::stable_sort's buffer).
        std::array<int, 4> order = members;
        for (int k = 1; k < m; ++k) {
            const int x = order[static_cast<size_t>(k)];
            int j = k;
            for (; j > 0 && held[static_cast<size_t>(order[static_cast<size_t>(j - 1)])] <
                                held[static_cast<size_t>(x)];
                 --j)
                order[static_cast<size_t>(j)] = order[static_cast<size_t>(j - 1)];
            order[static_cast<size_t>(j)] = x;
        }
        for (int k = 0; k < m; ++k)
            to[static_cast<size_t>(order[static_cast<size_t>(k)])] =
                members[static_cast<size_t>(k)];
    }
    return to;
}

// Where the node folds Jokers the key leaves the hand's Jokers out: the value does not depend
// on them (playerIgnoresJokers), and the non-Joker unseen cards, which it does depend on, are
// still the root's less the key's cards.
bool HandSolver::nodeKey(NodeKey& k, const Hand& h, int hands) const {
    const bool fold = folds(h);
    size_t n = 0;
    for (const Card c : h.cards)
        n += fold && c.isJoker() ? 0 : 1;
    const size_t outs = h.out ? h.out->n + (h.out->second != 255 ? 1 : 0) : 0;
    if (n + outs > kNodeHandMax || hands > 127) return false;
    k.b[0] = flagsByte(h);
    k.b[1] = handsByte(h, hands);
    // A pair whose resplits read its order (orderKeyed): keyed by its cards as they are,
    // in order (its split hands may each still be a flush, so no suit is pooled).
    const bool ordered = orderKeyed(h);
    k.b[2] = h.fromSplit || ordered ? kindCode(h.cards[0]) : 255;
    k.b[3] = h.other;
    std::uint8_t* kinds = k.b.data() + 4;
    // suitClasses_: once the hand cannot be a flush, a card in a suit the dealer's flush
    // does not read counts by its rank only (see forEachDraw) — unless the hand may still
    // be split: each of its cards then begins a hand that may become a flush in its suit,
    // so 9♥ 9♠ and 9♠ 9♦ differ wherever ♥ and ♦ are not interchangeable (a depleted shoe).
    const bool classes =
        suitClasses_ && !ordered && sharedSuit(h.cards) == -1 && !maySplit(h, hands);
    auto pooled = [&](Card c) {
        return classes && !c.isJoker() && c.suit != Suit::None &&
               !flushSuits_[static_cast<size_t>(c.suit)];
    };
    const std::array<int, 4> relabel =
        ordered ? std::array<int, 4>{0, 1, 2, 3} : suitRelabeling(h, pooled);
    size_t i = 0;
    for (const Card c : h.cards) {
        if (fold && c.isJoker()) continue;
        if (pooled(c))
            kinds[i++] = static_cast<std::uint8_t>(kOtherSuitCode + static_cast<int>(c.rank));
        else if (c.isJoker() || c.suit == Suit::None)
            kinds[i++] = kindCode(c);
        else
            kinds[i++] =
                kindCode(Card{c.rank, static_cast<Suit>(relabel[static_cast<size_t>(c.suit)])});
    }
    if (h.out) { // after the hand's codes (< kOutCode): the pair cards out, as given
        if (h.out->second != 255)
            kinds[i++] = static_cast<std::uint8_t>(2 * kOutCode + h.out->second);
        for (size_t j = 0; j < h.out->n; ++j)
            kinds[i++] = static_cast<std::uint8_t>(kOutCode + h.out->extra[j]);
    }
    n = i;
    std::sort(kinds, kinds + n);
    std::fill(kinds + n, kinds + kNodeHandMax, std::uint8_t{255});
    return true;
}

} // namespace f27::exactdetail
