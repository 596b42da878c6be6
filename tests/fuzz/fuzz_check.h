// What the fuzz targets share: a property that must hold, checked in every build, and the
// bytes a target reads its choices from.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

// A property of the input that failed: names it and aborts, so libFuzzer saves the input.
#define FUZZ_CHECK(cond, ...)                                                                      \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);    \
            std::fprintf(stderr, "" __VA_ARGS__);                                                  \
            std::fprintf(stderr, "\n");                                                            \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)

namespace fuzz {

// The input read front to back as choices; once it is used up every choice is 0.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool empty() const { return pos_ >= size_; }
    std::size_t left() const { return pos_ < size_ ? size_ - pos_ : 0; }
    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
    // A number in 0 .. n - 1 (n > 0).
    unsigned below(unsigned n) {
        unsigned v = byte();
        if (n > 256) v = v << 8 | byte();
        return v % n;
    }
    bool flag() { return byte() & 1; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

} // namespace fuzz
