#include "cards/fair_shuffle.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#include <utility>

namespace f27 {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string toHex(const std::uint8_t* data, std::size_t size) {
    std::string out;
    out.reserve(size * 2);
    for (std::size_t i = 0; i < size; ++i) {
        out.push_back(kHexDigits[data[i] >> 4]);
        out.push_back(kHexDigits[data[i] & 0x0f]);
    }
    return out;
}

QByteArrayView bytesView(const ShuffleKey& key) {
    return QByteArrayView(key.bytes.data(), static_cast<qsizetype>(key.bytes.size()));
}

} // namespace

ShuffleKey ShuffleKey::fromOsRandom() {
    // QRandomGenerator::system() is the OS cryptographic source (getrandom, /dev/urandom,
    // BCryptGenRandom ...), never a seeded PRNG.
    std::array<quint32, 8> words{};
    QRandomGenerator::system()->fillRange(words.data(), static_cast<qsizetype>(words.size()));
    ShuffleKey key;
    for (std::size_t i = 0; i < key.bytes.size(); ++i)
        key.bytes[i] = static_cast<std::uint8_t>(words[i / 4] >> (8 * (i % 4)));
    return key;
}

ShuffleKey ShuffleKey::fromPrng(Prng& prng) {
    ShuffleKey key;
    for (std::size_t i = 0; i < key.bytes.size(); i += 8) {
        const std::uint64_t word = prng.next();
        for (std::size_t b = 0; b < 8; ++b)
            key.bytes[i + b] = static_cast<std::uint8_t>(word >> (8 * b));
    }
    return key;
}

Result<ShuffleKey> ShuffleKey::fromHex(std::string_view hex) {
    if (hex.size() != 64)
        return fail("a shuffle key is exactly 64 hex digits; got " + std::to_string(hex.size()) +
                    " characters");
    ShuffleKey key;
    for (std::size_t i = 0; i < hex.size(); ++i) {
        if (hexValue(hex[i]) < 0)
            return fail("a shuffle key is exactly 64 hex digits; character " +
                        std::to_string(i + 1) + " ('" + std::string(1, hex[i]) +
                        "') is not a hex digit");
    }
    for (std::size_t i = 0; i < key.bytes.size(); ++i)
        key.bytes[i] =
            static_cast<std::uint8_t>(hexValue(hex[2 * i]) << 4 | hexValue(hex[2 * i + 1]));
    return key;
}

std::string ShuffleKey::hex() const {
    return toHex(bytes.data(), bytes.size());
}

std::string ShuffleKey::commitment() const {
    const QByteArray digest =
        QCryptographicHash::hash(bytesView(*this), QCryptographicHash::Sha256);
    return toHex(reinterpret_cast<const std::uint8_t*>(digest.constData()),
                 static_cast<std::size_t>(digest.size()));
}

KeyedWordStream::KeyedWordStream(const ShuffleKey& key) : key_(key) {}

void KeyedWordStream::refill() {
    // Message = label || uint64 big-endian block index (P-2).
    QByteArray message(kShuffleStreamLabel.data(),
                       static_cast<qsizetype>(kShuffleStreamLabel.size()));
    for (int shift = 56; shift >= 0; shift -= 8)
        message.append(static_cast<char>((blockIndex_ >> shift) & 0xff));
    const QByteArray mac = QMessageAuthenticationCode::hash(message, bytesView(key_).toByteArray(),
                                                            QCryptographicHash::Sha256);
    for (std::size_t i = 0; i < block_.size(); ++i)
        block_[i] = static_cast<std::uint8_t>(mac.at(static_cast<qsizetype>(i)));
    ++blockIndex_;
    pos_ = 0;
}

std::uint32_t KeyedWordStream::next() {
    if (pos_ >= static_cast<int>(block_.size())) refill();
    const auto* p = block_.data() + pos_;
    pos_ += 4;
    ++wordsRead_;
    return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 |
           std::uint32_t{p[3]};
}

std::uint32_t drawBelow(KeyedWordStream& stream, std::uint32_t bound) {
    return drawBelow<KeyedWordStream>(stream, bound);
}

std::vector<Card> fairShuffle(std::vector<Card> cards, const ShuffleKey& key) {
    KeyedWordStream stream(key);
    for (std::size_t i = cards.size(); i-- > 1;) {
        const std::size_t j = drawBelow(stream, static_cast<std::uint32_t>(i + 1));
        std::swap(cards[i], cards[j]);
    }
    return cards;
}

std::vector<Card> shoeOrder(const ShoeSpec& spec, const ShuffleKey& key) {
    return fairShuffle(canonicalShoe(spec), key);
}

bool keyMatchesCommitment(const ShuffleKey& key, std::string_view commitmentHex) {
    const std::string expected = key.commitment();
    if (commitmentHex.size() != expected.size()) return false;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const int v = hexValue(commitmentHex[i]);
        if (v < 0 || kHexDigits[v] != expected[i]) return false;
    }
    return true;
}

} // namespace f27
