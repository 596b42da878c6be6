// The exact analysis' memo of player-node values (HandSolver): an open-addressing table with
// linear probing from a fixed-size byte key to a value, by default a double (docs/analysis.md,
// "Memory").
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace f27 {

template <size_t N, class V = double> class ExactNodeTable {
public:
    static_assert(N % 8 == 0, "keys are hashed in 8-byte words");
    using Key = std::array<std::uint8_t, N>;

    explicit ExactNodeTable(size_t maxEntries) : maxEntries_(maxEntries) {}
    ~ExactNodeTable() { recycle(); }
    ExactNodeTable(const ExactNodeTable&) = delete;
    ExactNodeTable& operator=(const ExactNodeTable&) = delete;

    // The value stored for `key`, or null. A value only for a key equal byte for byte to one
    // inserted (the full key is stored and compared; the hash only chooses where to look), so a
    // hit is the value the uncached recursion would compute.
    const V* find(const Key& key) const {
        if (slots_.empty()) return nullptr;
        for (size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (same(s.key, key)) return &s.value;
            if (s.empty()) return nullptr;
        }
    }

    // Precondition: `key` is not in the table and not all zero (the all-zero key marks an empty
    // slot; HandSolver's keys hold the seat's hand count, at least 1). Beyond maxEntries values
    // the table is emptied first (they are then recomputed, never approximated), which bounds its
    // memory at 8/3 × maxEntries × (N + sizeof(V)) bytes (load factor ≤ 3/4 before a growth, so at
    // least 3/8 after one), plus the thread's spare storage (recycle()).
    void insert(const Key& key, const V& value) {
        if (size_ >= maxEntries_) clear();
        if (4 * (size_ + 1) > 3 * slots_.size()) grow();
        place(key, value);
        ++size_;
    }

    void clear() {
        recycle();
        size_ = 0;
        mask_ = 0;
    }
    size_t size() const { return size_; }

private:
    struct Slot {
        Key key{};
        V value{};
        bool empty() const { return same(key, Key{}); }
    };

    // Key equality word by word, inlined (std::array's == calls memcmp).
    static bool same(const Key& a, const Key& b) {
        std::uint64_t diff = 0;
        for (size_t i = 0; i < N; i += 8) {
            std::uint64_t x, y;
            std::memcpy(&x, a.data() + i, 8);
            std::memcpy(&y, b.data() + i, 8);
            diff |= x ^ y;
        }
        return diff == 0;
    }

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

    void place(const Key& key, const V& value) {
        size_t i = hash(key) & mask_;
        while (!slots_[i].empty())
            i = (i + 1) & mask_;
        slots_[i] = Slot{key, value};
    }

    // Storage is recycled within a thread: a table's slots, up to kSpareBytes, are kept for
    // the next table to grow into (a full analysis builds one table per dealer view; fresh
    // pages for each cost more than the table's work on small games — docs/performance.md).
    static constexpr size_t kSpareBytes = size_t{64} << 20;
    static std::vector<Slot>& spare() {
        thread_local std::vector<Slot> s;
        return s;
    }
    // The size the last table of this thread reached (up to kFirstSlotsMax): the next one
    // starts there instead of growing through every power of two again.
    static constexpr size_t kFirstSlotsMax = size_t{1} << 16;
    static size_t& lastSlots() {
        thread_local size_t n = 1024;
        return n;
    }
    // Keeps `v`'s storage as the thread's spare when it is larger (and within kSpareBytes);
    // `v` is left empty either way.
    static void keepAsSpare(std::vector<Slot>& v) {
        std::vector<Slot>& s = spare();
        if (v.capacity() > s.capacity() && v.capacity() * sizeof(Slot) <= kSpareBytes) s.swap(v);
        v.clear();
        v.shrink_to_fit();
    }
    void recycle() {
        if (!slots_.empty()) lastSlots() = std::min(slots_.size(), kFirstSlotsMax);
        keepAsSpare(slots_);
    }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.clear();
        const size_t capacity = old.empty() ? lastSlots() : 2 * old.size();
        if (spare().capacity() >= capacity) slots_.swap(spare());
        slots_.assign(capacity, Slot{});
        mask_ = capacity - 1;
        for (const Slot& s : old)
            if (!s.empty()) place(s.key, s.value);
        keepAsSpare(old);
    }

    size_t maxEntries_;
    std::vector<Slot> slots_;
    size_t size_ = 0;
    size_t mask_ = 0;
};

} // namespace f27
