// The physical shoe (F-1, F-2, B-1, P-1, P-3): composition, cut card, dealing and reshuffles.
#include "cards/shoe.h"

#include <QTest>

#include <array>
#include <vector>

using namespace f27;

namespace {

constexpr const char* kKeyAscending =
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

ShuffleKey testKey() {
    auto key = ShuffleKey::fromHex(kKeyAscending);
    if (!key) qFatal("bad test key");
    return *key;
}

std::array<int, 53> counts(const std::vector<Card>& cards) {
    std::array<int, 53> n{};
    for (Card c : cards)
        ++n[static_cast<std::size_t>(c.index())];
    return n;
}

// Draws every card, checking draw() follows order() exactly.
bool drainMatchesOrder(Shoe& shoe) {
    const std::vector<Card> order = shoe.order();
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto c = shoe.draw();
        if (!c || *c != order[i]) return false;
    }
    return !shoe.draw().has_value();
}

} // namespace

class TestShoe : public QObject {
    Q_OBJECT

private slots:
    void f1_standardShoeComposition();
    void f2_cutCardAt243();
    void b1_blackjackShoeHas312Cards();
    void f1_removedRanksAndJokerVariants_data();
    void f1_removedRanksAndJokerVariants();
    void p1_constructedShoeIsShuffledWithFreshKey();
    void p2_shuffleUsesKeyAndResetsDealt();
    void p3_keyAndCommitmentExposed();
    void stackDrawAndEmpty();
};

void TestShoe::f1_standardShoeComposition() {
    // F-1: six decks of 52 plus two Jokers each = 324 cards: 6 of every card, 12 Jokers.
    Shoe shoe{ShoeSpec{}};
    shoe.shuffle(testKey());
    QCOMPARE(shoe.size(), 324);
    QCOMPARE(shoe.remaining(), 324);
    QCOMPARE(shoe.dealt(), 0);
    const auto n = counts(shoe.order());
    for (int i = 0; i < 52; ++i)
        QCOMPARE(n[static_cast<std::size_t>(i)], 6);
    QCOMPARE(n[52], 12);
    QVERIFY(shoe.order() == shoeOrder(ShoeSpec{}, testKey()));
}

void TestShoe::f2_cutCardAt243() {
    // F-2: the cut card comes out after 243 of 324 cards.
    Shoe shoe{ShoeSpec{}};
    shoe.shuffle(testKey());
    QCOMPARE(shoe.spec().cutCard, 243);
    for (int i = 0; i < 242; ++i)
        QVERIFY(shoe.draw().has_value());
    QCOMPARE(shoe.dealt(), 242);
    QVERIFY(!shoe.cutCardReached());
    QVERIFY(shoe.draw().has_value());
    QCOMPARE(shoe.dealt(), 243);
    QVERIFY(shoe.cutCardReached());
    QCOMPARE(shoe.remaining(), 81);
    // Reshuffling (F-2) starts a new shoe: nothing dealt, cut card not reached.
    shoe.shuffleFresh();
    QCOMPARE(shoe.dealt(), 0);
    QVERIFY(!shoe.cutCardReached());
}

void TestShoe::b1_blackjackShoeHas312Cards() {
    // B-1: six decks of 52, no Jokers.
    ShoeSpec spec;
    spec.jokersPerDeck = 0;
    Shoe shoe{spec};
    QCOMPARE(shoe.size(), 312);
    const auto n = counts(shoe.order());
    for (int i = 0; i < 52; ++i)
        QCOMPARE(n[static_cast<std::size_t>(i)], 6);
    QCOMPARE(n[52], 0);
    QVERIFY(shoe.hasKey()); // B-1: provably fair, so a key from the start
}

void TestShoe::f1_removedRanksAndJokerVariants_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("jokers");
    QTest::addColumn<QList<int>>("removed");
    QTest::addColumn<int>("size");
    QTest::newRow("1 deck, no jokers") << 1 << 0 << QList<int>{} << 52;
    QTest::newRow("1 deck, 4 jokers") << 1 << 4 << QList<int>{} << 56;
    QTest::newRow("8 decks, 1 joker") << 8 << 1 << QList<int>{} << 8 * 53;
    QTest::newRow("6 decks, no 2-5") << 6 << 2 << QList<int>{2, 3, 4, 5} << 6 * (36 + 2);
    QTest::newRow("2 decks, no A, no K, 3 jokers") << 2 << 3 << QList<int>{14, 13} << 2 * (44 + 3);
}

void TestShoe::f1_removedRanksAndJokerVariants() {
    QFETCH(int, decks);
    QFETCH(int, jokers);
    QFETCH(QList<int>, removed);
    QFETCH(int, size);
    ShoeSpec spec;
    spec.decks = decks;
    spec.jokersPerDeck = jokers;
    for (int r : removed)
        spec.removedRanks.push_back(static_cast<Rank>(r));
    Shoe shoe{spec};
    shoe.shuffle(testKey());
    QCOMPARE(shoe.size(), size);
    QCOMPARE(shoe.size(), spec.size());
    const auto n = counts(shoe.order());
    for (int i = 0; i < 52; ++i) {
        const Card c = cardFromIndex(i);
        QCOMPARE(n[static_cast<std::size_t>(i)], spec.removes(c.rank) ? 0 : decks);
    }
    QCOMPARE(n[52], decks * jokers);
    QVERIFY(drainMatchesOrder(shoe));
    QCOMPARE(shoe.remaining(), 0);
}

void TestShoe::p1_constructedShoeIsShuffledWithFreshKey() {
    // F-2/P-1: a new shoe is already shuffled under its own OS-random key.
    Shoe a{ShoeSpec{}};
    Shoe b{ShoeSpec{}};
    QVERIFY(a.hasKey());
    QVERIFY(b.hasKey());
    QVERIFY(!(a.key() == b.key()));
    QVERIFY(a.order() == shoeOrder(ShoeSpec{}, a.key()));
    QVERIFY(a.order() != canonicalShoe(ShoeSpec{}));
    QCOMPARE(a.dealt(), 0);
}

void TestShoe::p2_shuffleUsesKeyAndResetsDealt() {
    Shoe shoe{ShoeSpec{}};
    shoe.shuffle(testKey());
    const auto first = shoe.order();
    for (int i = 0; i < 10; ++i)
        QVERIFY(shoe.draw().has_value());
    QCOMPARE(shoe.dealt(), 10);
    shoe.shuffle(testKey()); // same key, same order, back to the top
    QCOMPARE(shoe.dealt(), 0);
    QCOMPARE(shoe.remaining(), 324);
    QVERIFY(shoe.order() == first);
    QCOMPARE(*shoe.draw(), first[0]);

    shoe.shuffleFresh(); // a fresh key: a different order
    QCOMPARE(shoe.dealt(), 0);
    QVERIFY(!(shoe.key() == testKey()));
    QVERIFY(shoe.order() == shoeOrder(ShoeSpec{}, shoe.key()));
}

void TestShoe::p3_keyAndCommitmentExposed() {
    Shoe shoe{ShoeSpec{}};
    shoe.shuffle(testKey());
    QVERIFY(shoe.hasKey());
    QVERIFY(shoe.key() == testKey());
    QCOMPARE(QString::fromStdString(shoe.commitment()),
             QStringLiteral("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"));
    QVERIFY(keyMatchesCommitment(shoe.key(), shoe.commitment()));
}

void TestShoe::stackDrawAndEmpty() {
    Shoe shoe{ShoeSpec{}};
    const std::vector<Card> order{{Rank::Ace, Suit::Spades}, {Rank::King, Suit::Hearts}, joker()};
    shoe.stack(order);
    QVERIFY(!shoe.hasKey());
    QCOMPARE(QString::fromStdString(shoe.commitment()), QString());
    QVERIFY(shoe.key() == ShuffleKey{});
    QCOMPARE(shoe.size(), 3);
    QVERIFY(shoe.order() == order);
    QCOMPARE(*shoe.draw(), (Card{Rank::Ace, Suit::Spades}));
    QCOMPARE(*shoe.draw(), (Card{Rank::King, Suit::Hearts}));
    QCOMPARE(shoe.remaining(), 1);
    QCOMPARE(*shoe.draw(), joker());
    QCOMPARE(shoe.dealt(), 3);
    QCOMPARE(shoe.remaining(), 0);
    QVERIFY(!shoe.draw().has_value());
    QVERIFY(!shoe.draw().has_value());
    QCOMPARE(shoe.dealt(), 3); // drawing from an empty shoe changes nothing
    QVERIFY(!shoe.cutCardReached());

    shoe.stack({});
    QCOMPARE(shoe.size(), 0);
    QVERIFY(!shoe.draw().has_value());

    shoe.shuffle(testKey()); // back to a keyed full shoe
    QVERIFY(shoe.hasKey());
    QCOMPARE(shoe.size(), 324);
}

QTEST_APPLESS_MAIN(TestShoe)
#include "tst_shoe.moc"
