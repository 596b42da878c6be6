// The exact analysis's memo keys: byte keys that hold the exact content they stand for
// (a player node, a dealer distribution's composition) and the card codes written into them.
#pragma once

#include "cards/card.h"
#include "cards/composition.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace f27::exactdetail {

// Memo keys (docs/analysis.md, "Speed"). A key holds the exact content it stands for — never
// only a hash of it — so a cache hit returns the value the uncached recursion would compute.
template <size_t N> struct ByteKey {
    alignas(8) std::array<std::uint8_t, N> b{};
    friend bool operator==(const ByteKey&, const ByteKey&) = default;
};
template <size_t N> struct ByteKeyHash {
    size_t operator()(const ByteKey<N>& k) const {
        std::uint64_t h = 0x84222325cbf29ce4ULL;
        for (size_t i = 0; i < N; i += 8) {
            std::uint64_t x;
            std::memcpy(&x, k.b.data() + i, 8);
            h ^= x;
            h *= 0x9E3779B97F4A7C15ULL;
            h ^= h >> 29;
        }
        return static_cast<size_t>(h);
    }
};

// A dealer distribution's key: [0] poker detail, [1..15] the unseen rank counts, [16..68] the
// unseen suited counts when the poker detail needs them (else 0).
using CompKey = ByteKey<72>;
// A player node's key: [0] doubled | fromSplit << 1, [1] hands, [2] the split card the hand
// started from, [3] the other split card (255: none), then the hand's cards as sorted kind
// codes (Card::index() for suited cards, kCardKinds + rank for cards followed by rank only),
// 255-padded. Within one HandSolver the unseen composition is a function of this key: it is
// the solver's root composition less the cards drawn since the root — the hand's cards less
// its root cards (the root hand, or the split card) — and, after a split, less the other split
// card (runTask, exactActionValues and DecisionWalk build every solver that way).
using NodeKey = ByteKey<32>;
constexpr size_t kNodeHandMax = 28;
// Resplits are analysed up to this many hands (HandSolver::resplitValue): a hand then has at
// most 2 × 32 − 3 pair cards out besides its own (m ≤ 2·maxHands − 3), which a node key's flags
// byte holds (flagsByte: removed ≤ 64) and PairOut::extra too.
constexpr int kMaxResplitHands = 32;
static_assert(2 * kMaxResplitHands - 2 <= 64);
// Two options whose values differ by less than this (in units of the wager) are a tie for a
// strategy the analysis follows rather than maximises over (HandSolver::policyValue).
using ShortNodeKey = ByteKey<16>; // HandSolver::shortNodeKey
// The key code of a card of a rank whose suit no longer matters but for not being one the
// dealer's flush reads (HandSolver::drawBySuitClass): after the rank-only codes.
constexpr int kOtherSuitCode = kCardKinds + kRankSlots;
// Past every card code (kOtherSuitCode's included): a node key's codes of the pair cards out
// (PairOut) are kOutCode + code for `extra` and 2 · kOutCode + code for `second`.
constexpr int kOutCode = 85;
static_assert(kOtherSuitCode + kRankSlots <= kOutCode && 3 * kOutCode <= 255);

// Writes the unseen composition into a key; false when a count does not fit a byte (the
// caller then does not memoise). With `suitsRead`, the suited counts of those suits only.
bool putComposition(CompKey& k, const Composition& unseen, bool suits,
                    const std::array<bool, 4>* suitsRead = nullptr);

inline std::uint8_t kindCode(Card c) {
    return static_cast<std::uint8_t>(
        c.suit == Suit::None && !c.isJoker() ? kCardKinds + static_cast<int>(c.rank) : c.index());
}
inline Card cardOfKind(std::uint8_t code) {
    return code >= kCardKinds ? Card{static_cast<Rank>(code - kCardKinds), Suit::None}
                              : cardFromIndex(code);
}

} // namespace f27::exactdetail
