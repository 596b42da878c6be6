// The provably fair shuffle (P-1, P-2, P-3). The order of a shoe is a pure function of a
// 256-bit key; docs/provably-fair.md states the algorithm precisely enough to re-implement
// it, and tools/verify_shuffle.py is an independent reference. Any change to the output for
// some key is a new algorithm: bump kShuffleAlgorithm and the stream label together.
#pragma once

#include "cards/card.h"
#include "cards/shoe_spec.h"
#include "core/prng.h"
#include "core/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace f27 {

inline constexpr const char* kShuffleAlgorithm = "f27-fisher-yates-hmac-sha256-v1";
// P-2: the ASCII label that starts every HMAC message (no terminating NUL).
inline constexpr std::string_view kShuffleStreamLabel = "finnish27-shuffle-v1";

struct ShuffleKey {
    std::array<std::uint8_t, 32> bytes{};

    // P-1: 256 bits from the operating system's cryptographic source.
    static ShuffleKey fromOsRandom();
    // 256 bits from a seeded Prng: the internal randomness of drills and tests, which must
    // repeat with their seed. Never a key of play (P-1).
    static ShuffleKey fromPrng(Prng& prng);
    // Exactly 64 hex digits (either case); anything else is an error naming the problem.
    static Result<ShuffleKey> fromHex(std::string_view hex);
    std::string hex() const; // 64 lowercase hex digits
    // P-1: lowercase hex SHA-256 of the 32 raw key bytes (not of the hex text).
    std::string commitment() const;
    friend bool operator==(const ShuffleKey&, const ShuffleKey&) = default;
};

// P-2 keyed stream: block i = HMAC-SHA256(key, kShuffleStreamLabel || uint64 big-endian i),
// i = 0, 1, 2, ...; the stream is the blocks concatenated, read as consecutive big-endian
// uint32 words (8 per block).
class KeyedWordStream {
public:
    explicit KeyedWordStream(const ShuffleKey& key);
    std::uint32_t next();
    std::uint64_t wordsRead() const { return wordsRead_; }

private:
    void refill();

    ShuffleKey key_;
    std::array<std::uint8_t, 32> block_{};
    std::uint64_t blockIndex_ = 0; // index of the next block to compute
    int pos_ = 32;                 // byte offset of the next word in block_; 32 = empty
    std::uint64_t wordsRead_ = 0;
};

// Unbiased draw in [0, bound) by rejection (P-2): limit = 2^32 - (2^32 mod bound); read words
// until one is below limit and return it mod bound. Each residue then has exactly
// limit / bound preimages. WordSource is anything with `std::uint32_t next()`, so tests can
// feed scripted words. Precondition bound >= 1; bound 0 returns 0 and reads nothing.
template <typename WordSource> std::uint32_t drawBelow(WordSource& source, std::uint32_t bound) {
    if (bound == 0) return 0;
    constexpr std::uint64_t kSpan = std::uint64_t{1} << 32;
    const std::uint64_t limit = kSpan - kSpan % bound;
    for (;;) {
        const std::uint32_t w = source.next();
        if (w < limit) return w % bound;
    }
}
std::uint32_t drawBelow(KeyedWordStream& stream, std::uint32_t bound);

// Fisher–Yates (P-2): for i = n-1 down to 1, j = drawBelow(stream, i+1), swap cards[i] and
// cards[j]; one stream per call, starting at block 0.
std::vector<Card> fairShuffle(std::vector<Card> cards, const ShuffleKey& key);

// The full order of a shoe: fairShuffle(canonicalShoe(spec), key). Card 0 is dealt first.
std::vector<Card> shoeOrder(const ShoeSpec& spec, const ShuffleKey& key);

// P-3: does the revealed key hash to the commitment shown before play? The commitment is
// compared as hex, ignoring case; anything not 64 hex digits never matches.
bool keyMatchesCommitment(const ShuffleKey& key, std::string_view commitmentHex);

} // namespace f27
