// PL-11 poker ranking and PL-9 ties: the engine's fast evaluator against hand-picked hands,
// the classic single-deck counts and, exhaustively, a brute-force reference evaluator.
#include "cards/poker_hand.h"
#include "poker_reference.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace f27;

namespace {

// "JOKER KH QH JH 10H" -> five cards (aborts the test binary on a typo).
std::array<Card, 5> hand(const char* text) {
    std::istringstream in(text);
    std::array<Card, 5> cards{};
    std::string code;
    int n = 0;
    while (in >> code) {
        const Result<Card> card = parseCard(code);
        if (!card || n == 5) qFatal("bad test hand \"%s\"", text);
        cards[n++] = *card;
    }
    if (n != 5) qFatal("test hand \"%s\" does not hold five cards", text);
    return cards;
}

PokerValue value(const char* text) {
    return evaluatePoker(hand(text));
}

PokerCategory category(const char* text) {
    return value(text).category();
}

// The code a hand must have, by the layout documented in poker_hand.h.
PokerValue expected(PokerCategory category, std::initializer_list<int> ranks) {
    std::uint32_t code = static_cast<std::uint32_t>(category);
    for (int r : ranks)
        code = code * 16 + static_cast<std::uint32_t>(r);
    return PokerValue{code};
}

std::string describe(const std::array<Card, 5>& cards) {
    std::string s;
    for (const Card& c : cards)
        s += toCode(c) + ' ';
    return s;
}

} // namespace

class TestPokerHand : public QObject {
    Q_OBJECT

private slots:
    void pl11_categoryNames();
    void pl11_singleDeckCategoryCounts();
    void pl11_categoriesRankLowToHigh();
    void pl11_straightsAceLowOnlyInTheWheel();
    void pl11_sameCategoryComparesRanksInPokerOrder();
    void pl11_jokerIsALimitedWildCard();
    void pl11_severalJokers();
    void pl11_duplicateCardsFromSixDecks();
    void pl9_equalPokerHandsTie();
    void pl11_exhaustiveAgainstBruteForce();
};

void TestPokerHand::pl11_categoryNames() {
    QCOMPARE(pokerCategoryName(PokerCategory::HighCard), std::string("high card"));
    QCOMPARE(pokerCategoryName(PokerCategory::OnePair), std::string("one pair"));
    QCOMPARE(pokerCategoryName(PokerCategory::TwoPair), std::string("two pair"));
    QCOMPARE(pokerCategoryName(PokerCategory::ThreeOfAKind), std::string("three of a kind"));
    QCOMPARE(pokerCategoryName(PokerCategory::Straight), std::string("straight"));
    QCOMPARE(pokerCategoryName(PokerCategory::Flush), std::string("flush"));
    QCOMPARE(pokerCategoryName(PokerCategory::FullHouse), std::string("full house"));
    QCOMPARE(pokerCategoryName(PokerCategory::FourOfAKind), std::string("four of a kind"));
    QCOMPARE(pokerCategoryName(PokerCategory::StraightFlush), std::string("straight flush"));
    QCOMPARE(pokerCategoryName(PokerCategory::FiveOfAKind), std::string("five of a kind"));
}

// PL-11 without Jokers or duplicates is ordinary poker: all C(52,5) single-deck hands.
void TestPokerHand::pl11_singleDeckCategoryCounts() {
    std::map<PokerCategory, long> counts;
    std::array<Card, 5> h{};
    QElapsedTimer timer;
    timer.start();
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        h = {cardFromIndex(a), cardFromIndex(b), cardFromIndex(c), cardFromIndex(d),
                             cardFromIndex(e)};
                        ++counts[evaluatePoker(h).category()];
                    }
    qInfo("fast evaluator + std::map tally: %.1f ns/hand over 2,598,960 hands",
          static_cast<double>(timer.nsecsElapsed()) / 2598960.0);
    QCOMPARE(counts[PokerCategory::StraightFlush], 40L);
    QCOMPARE(counts[PokerCategory::FourOfAKind], 624L);
    QCOMPARE(counts[PokerCategory::FullHouse], 3744L);
    QCOMPARE(counts[PokerCategory::Flush], 5108L);
    QCOMPARE(counts[PokerCategory::Straight], 10200L);
    QCOMPARE(counts[PokerCategory::ThreeOfAKind], 54912L);
    QCOMPARE(counts[PokerCategory::TwoPair], 123552L);
    QCOMPARE(counts[PokerCategory::OnePair], 1098240L);
    QCOMPARE(counts[PokerCategory::HighCard], 1302540L);
    QCOMPARE(counts[PokerCategory::FiveOfAKind], 0L);
}

// PL-11: the ten categories, low to high, each beating the one below.
void TestPokerHand::pl11_categoriesRankLowToHigh() {
    const std::array<const char*, 10> ladder{
        "AS KD QC JH 9S", // high card
        "2S 2D 3C 4H 6S", // one pair
        "2S 2D 3C 3H 4S", // two pair
        "2S 2D 2C 3H 4S", // three of a kind
        "AS 2D 3C 4H 5S", // straight (the wheel, the lowest)
        "2S 3S 4S 5S 7S", // flush
        "2S 2D 2C 3H 3S", // full house
        "2S 2D 2C 2H 3S", // four of a kind
        "AS 2S 3S 4S 5S", // straight flush (the lowest)
        "2S 2S 2D 2C 2H", // five of a kind (six decks)
    };
    for (std::size_t i = 0; i < ladder.size(); ++i) {
        QCOMPARE(category(ladder[i]), static_cast<PokerCategory>(i));
        if (i > 0) QVERIFY2(value(ladder[i - 1]) < value(ladder[i]), ladder[i]);
    }
}

// PL-11: A-2-3-4-5 is the lowest straight, 10-J-Q-K-A the highest, no wrap-around.
void TestPokerHand::pl11_straightsAceLowOnlyInTheWheel() {
    QCOMPARE(value("AS 2D 3C 4H 5S"), expected(PokerCategory::Straight, {5, 4, 3, 2, 1}));
    QVERIFY(value("AS 2D 3C 4H 5S") < value("2S 3D 4C 5H 6S"));
    QVERIFY(value("AS 2D 3C 4H 5S") > value("AS AD AC KH QS"));
    QCOMPARE(value("10S JD QC KH AS"), expected(PokerCategory::Straight, {14, 13, 12, 11, 10}));
    QVERIFY(value("9S 10D JC QH KS") < value("10S JD QC KH AS"));
    QVERIFY(value("10S JD QC KH AS") < value("2H 3H 4H 5H 7H"));
    QCOMPARE(category("QS KD AC 2H 3S"), PokerCategory::HighCard);
    QCOMPARE(category("JS QD KC AH 2S"), PokerCategory::HighCard);
    QVERIFY(value("AH 2H 3H 4H 5H") < value("2H 3H 4H 5H 6H"));
    QCOMPARE(value("10D JD QD KD AD"),
             expected(PokerCategory::StraightFlush, {14, 13, 12, 11, 10}));
    // An Ace is high everywhere but in the wheel: A-high beats K-high.
    QVERIFY(value("AS 9D 7C 4H 3S") > value("KS QD JC 9H 7S"));
}

// PL-11: pairs and trips by the grouped ranks first, then kickers high to low; flushes and
// high cards by all five ranks high to low.
void TestPokerHand::pl11_sameCategoryComparesRanksInPokerOrder() {
    QCOMPARE(value("KS 2D KC 2H AS"), expected(PokerCategory::TwoPair, {13, 13, 2, 2, 14}));
    QVERIFY(value("KS KD 2C 2H 3S") > value("QS QD JC JH AS"));
    QVERIFY(value("KS KD 2C 2H 3S") < value("KS KD 3C 3H 2S"));
    QVERIFY(value("KS KD 2C 2H 3S") < value("KS KD 2C 2H 4S"));
    QVERIFY(value("3S 3D 3C 2H 2S") > value("2S 2D 2C AH AS"));
    QVERIFY(value("9S 9D AC 4H 3S") < value("9S 9D AC 5H 2S"));
    QVERIFY(value("9S 9D 9C AH 2S") > value("9S 9D 9C KH QS"));
    QVERIFY(value("2S 2D 2C 2H AS") < value("3S 3D 3C 3H 2S"));
    QVERIFY(value("AH KH 9H 7H 5H") > value("AS KS 9S 7S 4S"));
    QVERIFY(value("AH KH 9H 7H 5H") < value("AS KS 10S 3S 2S"));
    QVERIFY(value("AH KD 9H 7C 5H") > value("AS KS 9S 7S 4D"));
    QCOMPARE(value("5H AD 9H 7C KH"), expected(PokerCategory::HighCard, {14, 13, 9, 7, 5}));
}

// PL-11: the Joker ("the bug") stands for an Ace, or completes a straight, flush or straight
// flush; as a non-Ace the hand reads only as one of those.
void TestPokerHand::pl11_jokerIsALimitedWildCard() {
    QCOMPARE(value("JOKER KH QH JH 10H"),
             expected(PokerCategory::StraightFlush, {14, 13, 12, 11, 10}));
    QCOMPARE(value("JOKER KH QH JH 10H"), value("AH KH QH JH 10H"));
    QCOMPARE(value("JOKER AS AC AH 7D"), expected(PokerCategory::FourOfAKind, {14, 14, 14, 14, 7}));
    // A flush via the Joker (as the ace of hearts), never a full house via the Joker as a 9.
    QCOMPARE(value("7H 7H 7H 9H JOKER"), expected(PokerCategory::Flush, {14, 9, 7, 7, 7}));
    QCOMPARE(value("7H 7H 7S 9H JOKER"), expected(PokerCategory::ThreeOfAKind, {7, 7, 7, 14, 9}));
    QCOMPARE(value("9S 9D 7C 7H JOKER"), expected(PokerCategory::TwoPair, {9, 9, 7, 7, 14}));
    // Not five Kings: only as an Ace may the Joker join a group.
    QCOMPARE(value("KS KD KC KH JOKER"),
             expected(PokerCategory::FourOfAKind, {13, 13, 13, 13, 14}));
    // As an Ace it may make a full house or five of a kind.
    QCOMPARE(value("AS AD 7C 7H JOKER"), expected(PokerCategory::FullHouse, {14, 14, 14, 7, 7}));
    QCOMPARE(value("AS AD AC AH JOKER"),
             expected(PokerCategory::FiveOfAKind, {14, 14, 14, 14, 14}));
    // Straights: the Joker fills the best gap, including the top.
    QCOMPARE(value("2S 3D 4C 5H JOKER"), expected(PokerCategory::Straight, {6, 5, 4, 3, 2}));
    QCOMPARE(value("AS 2D 3C 4H JOKER"), expected(PokerCategory::Straight, {5, 4, 3, 2, 1}));
    QCOMPARE(value("AS KD QC JH JOKER"), expected(PokerCategory::Straight, {14, 13, 12, 11, 10}));
    QCOMPARE(value("9S 10D QC KH JOKER"), expected(PokerCategory::Straight, {13, 12, 11, 10, 9}));
    QCOMPARE(value("KS AD 2C 3H JOKER"), expected(PokerCategory::OnePair, {14, 14, 13, 3, 2}));
    QCOMPARE(value("2H 3H 4H 6H JOKER"), expected(PokerCategory::StraightFlush, {6, 5, 4, 3, 2}));
    // Alone, as an Ace it is just the highest single card.
    QCOMPARE(value("KS 9D 5C 3H JOKER"), expected(PokerCategory::HighCard, {14, 13, 9, 5, 3}));
    QVERIFY(value("KS 9D 5C 3H JOKER") == value("KS 9D 5C 3H AD"));
}

// PL-11 with up to five Jokers in one hand (six decks, two Jokers each): five Jokers are five
// Aces; each Joker independently is an Ace or completes a straight / flush / straight flush.
void TestPokerHand::pl11_severalJokers() {
    QCOMPARE(value("JOKER JOKER JOKER JOKER JOKER"),
             expected(PokerCategory::FiveOfAKind, {14, 14, 14, 14, 14}));
    QCOMPARE(value("JOKER JOKER JOKER JOKER 10H"),
             expected(PokerCategory::StraightFlush, {14, 13, 12, 11, 10}));
    QCOMPARE(value("JOKER JOKER JOKER JOKER 7D"),
             expected(PokerCategory::StraightFlush, {11, 10, 9, 8, 7}));
    QCOMPARE(value("JOKER JOKER JOKER JOKER AD"), value("JOKER JOKER JOKER JOKER JOKER"));
    QCOMPARE(value("JOKER JOKER 7S 7D 7C"), expected(PokerCategory::FullHouse, {7, 7, 7, 14, 14}));
    // Two Jokers as Aces make two pair here; as a 7 or a 9 they could not make a full house.
    QCOMPARE(value("JOKER JOKER 7S 7D 9C"), expected(PokerCategory::TwoPair, {14, 14, 7, 7, 9}));
    QCOMPARE(value("JOKER JOKER 7S 8S 9S"),
             expected(PokerCategory::StraightFlush, {11, 10, 9, 8, 7}));
    QCOMPARE(value("JOKER JOKER 2S 7S 9S"), expected(PokerCategory::Flush, {14, 14, 9, 7, 2}));
}

// PL-11 with six decks: identical cards in one hand.
void TestPokerHand::pl11_duplicateCardsFromSixDecks() {
    QCOMPARE(value("KH KH 9H 5H 2H"), expected(PokerCategory::Flush, {13, 13, 9, 5, 2}));
    QVERIFY(value("KH KH 9H 5H 2H") > value("10S JD QC KH AS"));
    QVERIFY(value("KH KH 9H 5H 2H") > value("KH QH 9H 5H 2H"));
    QVERIFY(value("KH KH 9H 5H 2H") < value("AH QH 9H 5H 2H"));
    QCOMPARE(value("7H 7H 7H 7H 7H"), expected(PokerCategory::FiveOfAKind, {7, 7, 7, 7, 7}));
    QVERIFY(value("2S 2S 2S 2S 2S") > value("10S JS QS KS AS"));
    QVERIFY(value("AS AS AD AC AH") > value("10S JS QS KS AS"));
    QVERIFY(value("2S 2S 2S 2S 2S") < value("3D 3C 3C 3C 3C"));
    QCOMPARE(value("7H 7H 7H 7H AH"), expected(PokerCategory::FourOfAKind, {7, 7, 7, 7, 14}));
    QCOMPARE(value("7H 7H 7H 9H 9H"), expected(PokerCategory::FullHouse, {7, 7, 7, 9, 9}));
}

// PL-9: both hands qualify and are equal -> push; equality is a tie of the PokerValue.
void TestPokerHand::pl9_equalPokerHandsTie() {
    QCOMPARE(value("AH KH QH JH 10H"), value("AS KS QS JS 10S"));
    QCOMPARE(value("9S 9D AC 4H 3S"), value("9H 9C AD 4S 3D"));
    QCOMPARE(value("AS 2D 3C 4H 5S"), value("JOKER 2S 3C 4H AD")); // the Joker as the wheel's 5
    QCOMPARE(value("KH KH 9H 5H 2H"), value("KS KS 9S 5S 2S"));
    // Order of the cards is irrelevant.
    const std::array<Card, 5> h = hand("7H JOKER 9H 7H 7H");
    std::array<Card, 5> p = h;
    std::sort(p.begin(), p.end(), [](Card a, Card b) { return a.index() < b.index(); });
    do {
        QCOMPARE(evaluatePoker(p), evaluatePoker(h));
    } while (std::next_permutation(p.begin(), p.end(),
                                   [](Card a, Card b) { return a.index() < b.index(); }));
    QCOMPARE(evaluatePoker(h.data(), 5), evaluatePoker(h));
}

// PL-11 exhaustively: every multiset of five out of the 53 card types (52 cards + Joker),
// C(57,5) = 4,187,106 hands, equals the brute-force reference evaluator.
void TestPokerHand::pl11_exhaustiveAgainstBruteForce() {
    std::vector<std::array<Card, 5>> hands;
    hands.reserve(4187106);
    for (int a = 0; a < 53; ++a)
        for (int b = a; b < 53; ++b)
            for (int c = b; c < 53; ++c)
                for (int d = c; d < 53; ++d)
                    for (int e = d; e < 53; ++e)
                        hands.push_back({cardFromIndex(a), cardFromIndex(b), cardFromIndex(c),
                                         cardFromIndex(d), cardFromIndex(e)});
    QCOMPARE(hands.size(), std::size_t{4187106});

    std::vector<PokerValue> fast(hands.size());
    QElapsedTimer timer;
    timer.start();
    for (std::size_t i = 0; i < hands.size(); ++i)
        fast[i] = evaluatePoker(hands[i]);
    const double fastNs = static_cast<double>(timer.nsecsElapsed()) / hands.size();

    timer.restart();
    std::array<long, 10> perCategory{};
    long mismatches = 0;
    for (std::size_t i = 0; i < hands.size(); ++i) {
        const PokerValue slow = reference::bruteForcePokerValue(hands[i]);
        ++perCategory[static_cast<int>(slow.category())];
        if (slow != fast[i] && ++mismatches <= 10)
            qWarning("%s fast %06x reference %06x", describe(hands[i]).c_str(), fast[i].code,
                     slow.code);
    }
    qInfo("fast evaluator: %.1f ns/hand; brute-force reference: %.1f s for %zu hands", fastNs,
          static_cast<double>(timer.nsecsElapsed()) / 1e9, hands.size());
    QCOMPARE(mismatches, 0L);
    for (long n : perCategory)
        QVERIFY(n > 0); // every category occurs
}

QTEST_APPLESS_MAIN(TestPokerHand)
#include "tst_poker_hand.moc"
