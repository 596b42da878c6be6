// The decision walk's states of one level (HandSolver's walk): appended one by one, read by
// position, then emptied. Stored in chunks of fixed size, so that an append never moves a state
// (a state is hundreds of bytes), and an emptied store's chunks are kept by the thread for the
// next store: a walk fills a level after every other, and a derivation walks view after view,
// which with fresh memory each time spent more on page faults than on the states' work.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <vector>

namespace f27::exactdetail {

template <class T> class ChunkedStates {
public:
    static constexpr size_t kChunk = 1024; // states a chunk
    ChunkedStates() = default;
    ChunkedStates(const ChunkedStates&) = delete;
    ChunkedStates& operator=(const ChunkedStates&) = delete;
    ~ChunkedStates() { clear(); }

    size_t size() const { return size_; }
    T& operator[](size_t i) { return (*chunks_[i / kChunk])[i % kChunk]; }
    const T& operator[](size_t i) const { return (*chunks_[i / kChunk])[i % kChunk]; }

    void push_back(const T& x) {
        if (size_ == chunks_.size() * kChunk) chunks_.push_back(takeChunk());
        (*this)[size_++] = x;
    }

    // Empties the store; its chunks go to the thread's spares (up to kSpareChunks).
    void clear() {
        std::vector<std::unique_ptr<Chunk>>& s = spares();
        for (std::unique_ptr<Chunk>& c : chunks_)
            if (s.size() < kSpareChunks) s.push_back(std::move(c));
        chunks_.clear();
        size_ = 0;
    }

private:
    using Chunk = std::array<T, kChunk>;
    // At most this many bytes of spare chunks a thread (the states of a level or two).
    static constexpr size_t kSpareBytes = size_t{48} << 20;
    static constexpr size_t kSpareChunks = kSpareBytes / sizeof(Chunk) + 1;

    static std::vector<std::unique_ptr<Chunk>>& spares() {
        thread_local std::vector<std::unique_ptr<Chunk>> s;
        return s;
    }
    static std::unique_ptr<Chunk> takeChunk() {
        std::vector<std::unique_ptr<Chunk>>& s = spares();
        if (s.empty()) return std::make_unique<Chunk>();
        std::unique_ptr<Chunk> c = std::move(s.back());
        s.pop_back();
        return c;
    }

    std::vector<std::unique_ptr<Chunk>> chunks_;
    size_t size_ = 0;
};

} // namespace f27::exactdetail
