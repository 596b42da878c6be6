// Reproducible internal randomness for simulation and computer players: seeded, fast, and
// entirely separate from the provably fair shuffle (fair_shuffle.h), which alone orders shoes.
#pragma once

#include <cstdint>

namespace f27 {

// xoshiro256** seeded through splitmix64 (both public-domain algorithms by Vigna et al.).
class Prng {
public:
    explicit Prng(std::uint64_t seed) {
        for (auto& s : s_)
            s = splitmix(seed);
    }
    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }
    // Unbiased integer in [0, bound) by Lemire's multiply-and-reject method; bound > 0.
    std::uint32_t below(std::uint32_t bound) {
        return below(bound, static_cast<std::uint32_t>(next() >> 32));
    }
    // The same from a 32-bit uniform `x` the caller drew (further draws only on rejection).
    std::uint32_t below(std::uint32_t bound, std::uint32_t x) {
        std::uint64_t m = static_cast<std::uint64_t>(x) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }
    // The same for bound <= 65536 from a 16-bit uniform `x` (four picks per output of next()).
    std::uint32_t below16(std::uint32_t bound, std::uint32_t x) {
        std::uint32_t m = x * bound;
        std::uint32_t low = m & 0xFFFF;
        if (low < bound) {
            const std::uint32_t threshold = (0x10000 - bound) % bound;
            while (low < threshold) {
                m = static_cast<std::uint32_t>(next() >> 48) * bound;
                low = m & 0xFFFF;
            }
        }
        return m >> 16;
    }
    // Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::uint64_t s_[4];
};

} // namespace f27
