// The provably fair shuffle (P-1, P-2, P-3, B-1). Every golden value below was computed by
// tools/verify_shuffle.py (Python stdlib, no shared code), never by the C++ under test.
#include "cards/fair_shuffle.h"

#include <QCryptographicHash>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <vector>

using namespace f27;

namespace {

constexpr const char* kKeyAscending =
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
constexpr const char* kKeyDescending =
    "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0";

ShuffleKey keyOf(const char* hex) {
    auto key = ShuffleKey::fromHex(hex);
    if (!key) qFatal("bad test key %s", hex);
    return *key;
}

std::string joinCodes(const std::vector<Card>& cards, std::size_t count = SIZE_MAX) {
    std::string out;
    for (std::size_t i = 0; i < cards.size() && i < count; ++i) {
        if (i) out += ',';
        out += toCode(cards[i]);
    }
    return out;
}

std::string sha256Hex(const std::string& text) {
    return QCryptographicHash::hash(QByteArrayView(text.data(), qsizetype(text.size())),
                                    QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

std::array<int, 53> counts(const std::vector<Card>& cards) {
    std::array<int, 53> n{};
    for (Card c : cards)
        ++n[static_cast<std::size_t>(c.index())];
    return n;
}

// A scripted word source: proves which words drawBelow reads and which it rejects.
struct FakeWords {
    std::vector<std::uint32_t> words;
    std::size_t read = 0;
    std::uint32_t next() {
        if (read >= words.size()) qFatal("FakeWords exhausted");
        return words[read++];
    }
};

} // namespace

class TestFairShuffle : public QObject {
    Q_OBJECT

private slots:
    void p1_commitmentIsSha256OfKeyBytes();
    void p1_hexRoundTrip();
    void p1_fromHexRejectsBadInput_data();
    void p1_fromHexRejectsBadInput();
    void p1_osRandomKeysDiffer();
    void p2_streamWordsGolden();
    void p2_goldenStandardShoe();
    void p2_goldenSingleDeck();
    void p2_goldenRemovedRanks();
    void b1_goldenBlackjackShoe();
    void p2_rejectionSkipsBiasedWords();
    void p2_noRejectionForPowersOfTwo();
    void p2_uniformOverThreeCards();
    void p2_shuffleIsPermutation();
    void p2_trivialDecks();
    void p3_keyMatchesCommitment();
};

void TestFairShuffle::p1_commitmentIsSha256OfKeyBytes() {
    QCOMPARE(QString::fromStdString(keyOf(kKeyAscending).commitment()),
             QStringLiteral("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"));
    QCOMPARE(QString::fromStdString(keyOf(kKeyDescending).commitment()),
             QStringLiteral("1865c00831e73f7ee23fc13cb2d0f588b9c341835ca7472f8ec035aba4b789d6"));
    QCOMPARE(QString(kShuffleAlgorithm), QStringLiteral("f27-fisher-yates-hmac-sha256-v1"));
}

void TestFairShuffle::p1_hexRoundTrip() {
    const ShuffleKey k = keyOf(kKeyAscending);
    QCOMPARE(k.bytes[0], std::uint8_t{0x00});
    QCOMPARE(k.bytes[31], std::uint8_t{0x1f});
    QCOMPARE(QString::fromStdString(k.hex()), QString(kKeyAscending));
    // Upper case is accepted; hex() always writes lower case.
    const ShuffleKey upper =
        keyOf("FFFEFDFCFBFAF9F8F7F6F5F4F3F2F1F0EFEEEDECEBEAE9E8E7E6E5E4E3E2E1E0");
    QVERIFY(upper == keyOf(kKeyDescending));
    QCOMPARE(QString::fromStdString(upper.hex()), QString(kKeyDescending));
}

void TestFairShuffle::p1_fromHexRejectsBadInput_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("empty") << ""
                           << "got 0 characters";
    QTest::newRow("63 digits") << QString(kKeyAscending).left(63) << "got 63 characters";
    QTest::newRow("65 digits") << QString(kKeyAscending) + "0"
                               << "got 65 characters";
    QTest::newRow("0x prefix") << "0x" + QString(kKeyAscending).left(62) << "character 2 ('x')";
    QTest::newRow("non-hex g") << QString(kKeyAscending).left(63) + "g"
                               << "character 64 ('g')";
    QTest::newRow("space") << " " + QString(kKeyAscending).left(63) << "character 1 (' ')";
}

void TestFairShuffle::p1_fromHexRejectsBadInput() {
    QFETCH(QString, text);
    QFETCH(QString, messagePart);
    const std::string s = text.toStdString();
    const auto key = ShuffleKey::fromHex(s);
    QVERIFY(!key.ok());
    QVERIFY2(QString::fromStdString(key.error()).contains(messagePart), key.error().c_str());
    QVERIFY(QString::fromStdString(key.error()).contains("64 hex digits"));
}

void TestFairShuffle::p1_osRandomKeysDiffer() {
    const ShuffleKey a = ShuffleKey::fromOsRandom();
    const ShuffleKey b = ShuffleKey::fromOsRandom();
    QVERIFY(!(a == b));
    QVERIFY(!(a == ShuffleKey{}));
    QCOMPARE(a.hex().size(), std::size_t{64});
    QVERIFY(keyMatchesCommitment(a, a.commitment()));
}

void TestFairShuffle::p2_streamWordsGolden() {
    // Block 0 = HMAC-SHA256(key, "finnish27-shuffle-v1" || 00 00 00 00 00 00 00 00)
    //         = c9367f67c609d36cccadd20566e6872af3e939ec1a2b7e42e7ee679c3d12902a;
    // words 8 and 9 come from block 1 (24d3291a29972263...).
    const std::array<std::uint32_t, 10> expected{0xc9367f67, 0xc609d36c, 0xccadd205, 0x66e6872a,
                                                 0xf3e939ec, 0x1a2b7e42, 0xe7ee679c, 0x3d12902a,
                                                 0x24d3291a, 0x29972263};
    KeyedWordStream stream(keyOf(kKeyAscending));
    for (std::uint32_t w : expected)
        QCOMPARE(stream.next(), w);
    QCOMPARE(stream.wordsRead(), std::uint64_t{10});
}

void TestFairShuffle::p2_goldenStandardShoe() {
    // F-1 standard shoe: 6 decks of 52 + 2 Jokers = 324 cards.
    const auto order = shoeOrder(ShoeSpec{}, keyOf(kKeyAscending));
    QCOMPARE(order.size(), std::size_t{324});
    QCOMPARE(QString::fromStdString(joinCodes(order, 24)),
             QStringLiteral("AH,KD,JS,JH,5S,AD,4D,8D,7S,2C,2D,JD,5D,AS,4D,KH,5C,KS,9D,JH,7S,2S,"
                            "10C,AC"));
    QCOMPARE(QString::fromStdString(sha256Hex(joinCodes(order))),
             QStringLiteral("6538c8b8600cf7551b576f13908f5cd8be19fc9a781e8ae39e9fc04a4ea5d5d1"));
}

void TestFairShuffle::p2_goldenSingleDeck() {
    ShoeSpec spec;
    spec.decks = 1;
    spec.jokersPerDeck = 0;
    const auto order = shoeOrder(spec, keyOf(kKeyDescending));
    QCOMPARE(QString::fromStdString(joinCodes(order)),
             QStringLiteral("JH,KC,4S,AH,2D,JD,8S,7D,10S,KD,7S,6S,3S,2H,8C,4D,QS,3C,AC,4H,10H,9D,"
                            "JS,5H,10C,5S,3D,8H,3H,9C,7C,10D,5C,AS,6C,7H,9S,AD,2C,KS,8D,JC,6D,"
                            "QD,5D,QH,9H,2S,6H,KH,4C,QC"));
}

void TestFairShuffle::p2_goldenRemovedRanks() {
    // verify_shuffle.py --decks 2 --jokers 1 --remove 2,3,4,5: 2 x (36 + 1) = 74 cards.
    ShoeSpec spec;
    spec.decks = 2;
    spec.jokersPerDeck = 1;
    spec.removedRanks = {Rank::Two, Rank::Three, Rank::Four, Rank::Five};
    const auto order = shoeOrder(spec, keyOf(kKeyAscending));
    QCOMPARE(order.size(), std::size_t{74});
    QCOMPARE(QString::fromStdString(joinCodes(order, 12)),
             QStringLiteral("8S,7S,QC,6C,KH,8H,6D,10D,AC,KC,QD,QC"));
    QCOMPARE(QString::fromStdString(sha256Hex(joinCodes(order))),
             QStringLiteral("02e3a70841d56e104705a94e490be0dfc050ad3e6b49990290a2c1332e669903"));
}

void TestFairShuffle::b1_goldenBlackjackShoe() {
    // B-1: six decks of 52, no Jokers (312 cards), the same provably fair shuffle.
    ShoeSpec spec;
    spec.jokersPerDeck = 0;
    const auto order = shoeOrder(spec, keyOf(kKeyAscending));
    QCOMPARE(order.size(), std::size_t{312});
    QCOMPARE(QString::fromStdString(joinCodes(order, 12)),
             QStringLiteral("10S,2S,4H,9S,9C,8H,8C,8C,5D,5H,10S,3S"));
    QCOMPARE(QString::fromStdString(sha256Hex(joinCodes(order))),
             QStringLiteral("d5d23394a42adf7da59506e172c130c8dcaf2d5eb63f27d10e2c6b27415c11a9"));
}

void TestFairShuffle::p2_rejectionSkipsBiasedWords() {
    // bound 3: 2^32 mod 3 = 1, limit = 0xffffffff; only that one word is rejected.
    FakeWords three{{0xffffffffu, 0xffffffffu, 0xfffffffeu}};
    QCOMPARE(drawBelow(three, 3), 0xfffffffeu % 3);
    QCOMPARE(three.read, std::size_t{3});

    // bound 52: 2^32 mod 52 = 48, limit = 4294967248: words >= limit are skipped.
    FakeWords fiftyTwo{{4294967248u, 4294967295u, 4294967247u}};
    QCOMPARE(drawBelow(fiftyTwo, 52), 4294967247u % 52);
    QCOMPARE(fiftyTwo.read, std::size_t{3});

    // bound 2^31 + 1: limit = 2^31 + 1, so almost half of all words are rejected.
    FakeWords half{{0xffffffffu, 0x80000001u, 0x80000000u, 7u}};
    QCOMPARE(drawBelow(half, 0x80000001u), 0x80000000u);
    QCOMPARE(half.read, std::size_t{3});

    // An accepted word is used as is; nothing extra is read.
    FakeWords first{{100u, 0xffffffffu}};
    QCOMPARE(drawBelow(first, 52), 100u % 52);
    QCOMPARE(first.read, std::size_t{1});
}

void TestFairShuffle::p2_noRejectionForPowersOfTwo() {
    FakeWords two{{0xffffffffu}};
    QCOMPARE(drawBelow(two, 2), 1u);
    FakeWords one{{0xffffffffu}};
    QCOMPARE(drawBelow(one, 1), 0u); // bound 1 still consumes one word
    QCOMPARE(one.read, std::size_t{1});
}

void TestFairShuffle::p2_uniformOverThreeCards() {
    // Deterministic, so never flaky: 60,000 keys (24 zero bytes || uint64 big-endian k),
    // each shuffling AS,2S,3S. Counts pinned from verify_shuffle.py; chi-square 2.69 on
    // 5 degrees of freedom, checked against the p = 0.001 bound 20.52.
    const std::vector<Card> deck{
        {Rank::Ace, Suit::Spades}, {Rank::Two, Suit::Spades}, {Rank::Three, Suit::Spades}};
    constexpr int kKeys = 60000;
    std::map<std::string, int> seen;
    for (std::uint64_t k = 0; k < kKeys; ++k) {
        ShuffleKey key;
        for (int b = 0; b < 8; ++b)
            key.bytes[31 - b] = static_cast<std::uint8_t>(k >> (8 * b));
        ++seen[joinCodes(fairShuffle(deck, key))];
    }
    const std::map<std::string, int> expected{{"2S,3S,AS", 10120}, {"2S,AS,3S", 9930},
                                              {"3S,2S,AS", 9986},  {"3S,AS,2S", 9925},
                                              {"AS,2S,3S", 9997},  {"AS,3S,2S", 10042}};
    QCOMPARE(seen.size(), std::size_t{6});
    double chi2 = 0;
    for (const auto& [perm, n] : seen) {
        const double e = kKeys / 6.0;
        chi2 += (n - e) * (n - e) / e;
        QCOMPARE(n, expected.at(perm));
    }
    QVERIFY2(chi2 < 20.52, qPrintable(QString::number(chi2)));
}

void TestFairShuffle::p2_shuffleIsPermutation() {
    ShoeSpec spec;
    const auto canonical = canonicalShoe(spec);
    for (const char* hex : {kKeyAscending, kKeyDescending}) {
        const auto order = shoeOrder(spec, keyOf(hex));
        QCOMPARE(order.size(), canonical.size());
        QVERIFY(counts(order) == counts(canonical));
        QVERIFY(order != canonical);
    }
    const ShuffleKey fresh = ShuffleKey::fromOsRandom();
    QVERIFY(counts(shoeOrder(spec, fresh)) == counts(canonical));
    // Pure function of the key (P-2): the same key gives the same order.
    QVERIFY(shoeOrder(spec, fresh) == shoeOrder(spec, fresh));
}

void TestFairShuffle::p2_trivialDecks() {
    const ShuffleKey key = keyOf(kKeyAscending);
    QVERIFY(fairShuffle({}, key).empty());
    const std::vector<Card> one{joker()};
    QVERIFY(fairShuffle(one, key) == one);
}

void TestFairShuffle::p3_keyMatchesCommitment() {
    const ShuffleKey key = keyOf(kKeyAscending);
    const std::string c = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";
    QVERIFY(keyMatchesCommitment(key, c));
    QVERIFY(keyMatchesCommitment(key, QString::fromStdString(c).toUpper().toStdString()));
    QVERIFY(!keyMatchesCommitment(keyOf(kKeyDescending), c));
    std::string flipped = c;
    flipped[63] = '0';
    QVERIFY(!keyMatchesCommitment(key, flipped));
    QVERIFY(!keyMatchesCommitment(key, c.substr(0, 63)));
    QVERIFY(!keyMatchesCommitment(key, c + "0"));
    QVERIFY(!keyMatchesCommitment(key, ""));
    // The commitment is the digest of the key bytes, not the key itself.
    QVERIFY(!keyMatchesCommitment(key, kKeyAscending));
}

QTEST_APPLESS_MAIN(TestFairShuffle)
#include "tst_fair_shuffle.moc"
