// The exact analysis's memo of player-node values (exact_ev.cpp): an open-addressing hash table
// from a fixed-size byte key to a double, with linear probing.
//
// Invariants: a lookup returns a value only for a key equal byte for byte to one inserted (the
// full key is stored and compared; the hash only chooses where to look), so a hit returns the
// value the uncached recursion would compute. The table holds at most `maxEntries` values:
// inserting beyond that empties it first (values are then recomputed, never approximated),
// which bounds its memory at about 2 × maxEntries × (N + 8) bytes (load factor ≤ 1/2).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace f27 {

template <size_t N> class ExactNodeTable {
public:
    static_assert(N % 8 == 0, "keys are hashed in 8-byte words");
    using Key = std::array<std::uint8_t, N>;

    explicit ExactNodeTable(size_t maxEntries) : maxEntries_(maxEntries) {}

    // The value stored for `key`, or null.
    const double* find(const Key& key) const {
        if (slots_.empty()) return nullptr;
        for (size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (!s.used) return nullptr;
            if (s.key == key) return &s.value;
        }
    }

    // Precondition: `key` is not in the table.
    void insert(const Key& key, double value) {
        if (size_ >= maxEntries_) clear();
        if (2 * (size_ + 1) > slots_.size()) grow();
        place(key, value);
        ++size_;
    }

    void clear() {
        slots_.clear();
        slots_.shrink_to_fit();
        size_ = 0;
        mask_ = 0;
    }
    size_t size() const { return size_; }

private:
    struct Slot {
        Key key{};
        double value = 0;
        bool used = false;
    };

    static size_t hash(const Key& k) {
        std::uint64_t h = 0x84222325cbf29ce4ULL;
        for (size_t i = 0; i < N; i += 8) {
            std::uint64_t x;
            std::memcpy(&x, k.data() + i, 8);
            h ^= x;
            h *= 0x9E3779B97F4A7C15ULL;
            h ^= h >> 29;
        }
        return static_cast<size_t>(h);
    }

    void place(const Key& key, double value) {
        size_t i = hash(key) & mask_;
        while (slots_[i].used)
            i = (i + 1) & mask_;
        slots_[i] = Slot{key, value, true};
    }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        const size_t capacity = old.empty() ? 1024 : 2 * old.size();
        slots_.assign(capacity, Slot{});
        mask_ = capacity - 1;
        for (const Slot& s : old)
            if (s.used) place(s.key, s.value);
    }

    size_t maxEntries_;
    std::vector<Slot> slots_;
    size_t size_ = 0;
    size_t mask_ = 0;
};

} // namespace f27
