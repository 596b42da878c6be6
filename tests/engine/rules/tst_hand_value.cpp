// Hand values: F-3, F-4 (Finnish 27 family), B-2 (Blackjack), S-1 (Seven Twenty-Seven), the
// wild Joker option, and the card codes and Finnish indices (F-5).
#include "round_script.h"

#include "rules/hand_value.h"
#include "rules/rule_set_json.h"
#include "seven27/seven27_sums.h"

#include <QtTest>

using namespace f27;

namespace {
HandValue finnish(const std::string& codes) {
    return valueOf(test::cards(codes), test::preset("poker-like").values);
}
HandValue bj(const std::string& codes) {
    return valueOf(test::cards(codes), test::preset("blackjack").values);
}
SevenSums seven(const std::string& codes) {
    return sevenSumsOf(test::cards(codes));
}
} // namespace

class HandValues : public QObject {
    Q_OBJECT
private slots:
    // F-3: 2-10 their rank, J 11, Q 12, K 13, Joker 0; Ace 14 unless that passes 27, then 1.
    void finnishPointValues() {
        QCOMPARE(finnish("2S 10H").total, 12);
        QCOMPARE(finnish("JS QH").total, 23);
        QCOMPARE(finnish("KS JOKER").total, 13);
        QCOMPARE(finnish("AS KH"), (HandValue{27, true, false})); // F-6: the Finnish 27
        QCOMPARE(finnish("AS AH AD").total, 16);                  // F-3: at most one high Ace
    }
    // F-4: the examples of RULES.md, and the soft-to-hard change.
    void finnishSoftAndHard() {
        QCOMPARE(finnish("AS JH"), (HandValue{25, true, false}));
        QCOMPARE(finnish("AS 9H KD"), (HandValue{23, false, false}));
        QCOMPARE(finnish("AS AH"), (HandValue{15, true, false}));
        QCOMPARE(finnish("JOKER AH"), (HandValue{14, true, false}));
        QCOMPARE(finnish("AS 8H"), (HandValue{22, true, false}));
        QCOMPARE(finnish("AS 8H 6C"), (HandValue{15, false, false})); // soft 22 + 6 -> hard 15
        QCOMPARE(finnish("KS QH 3C"), (HandValue{28, false, true}));  // F-4: hard above 27 busts
        QCOMPARE(finnish("KS QH 2C"), (HandValue{27, false, false}));
    }
    // The wild-to-27 Joker option: the Joker makes exactly 27 while the rest is at most 27.
    void wildJoker() {
        ValueScheme v = test::preset("poker-like").values;
        v.joker = JokerMode::WildToTarget;
        QCOMPARE(valueOf(test::cards("JOKER 5S"), v).total, 27);
        QCOMPARE(valueOf(test::cards("JOKER KS QS 2S"), v).total, 27);
        QVERIFY(valueOf(test::cards("JOKER KS QS 3S"), v).bust);
    }
    // B-2: 2-10 their rank, J/Q/K 10, Ace 11 unless that busts the hand, then 1.
    void blackjackValues() {
        QCOMPARE(bj("KS QH").total, 20);
        QCOMPARE(bj("AS KH"), (HandValue{21, true, false}));
        QCOMPARE(bj("AS 6H"), (HandValue{17, true, false}));
        QCOMPARE(bj("AS 6H 9C"), (HandValue{16, false, false}));
        QCOMPARE(bj("AS AH 9C"), (HandValue{21, true, false}));
        QCOMPARE(bj("KS QH 2C"), (HandValue{22, false, true}));
    }
    // S-1: half points exact; J/Q/K half a point; one Ace may count 1 for 7 and 11 for 27.
    void sevenTwentySevenValues() {
        QCOMPARE(seven("JS QH").lowHalfPoints, 2); // one point
        QCOMPARE(seven("3S KH").lowHalfPoints, 7); // 3½ points
        const SevenSums s = seven("5S AH AD");     // 5-A-A is exactly 7 and exactly 27
        QVERIFY(s.canMake(14));
        QVERIFY(s.canMake(54));
        QCOMPARE(s.totals(), (std::vector<int>{14, 34, 54}));
        QVERIFY(!seven("5S 2H").canMake(54));
    }
    // F-5: Finnish indices A=1, J=11, Q=12, K=13; the Joker has no index.
    void finnishIndices() {
        QCOMPARE(cornerIndex(*parseCard("AS"), IndexStyle::Finnish), std::string("1"));
        QCOMPARE(cornerIndex(*parseCard("KH"), IndexStyle::Finnish), std::string("13"));
        QCOMPARE(cornerIndex(*parseCard("QC"), IndexStyle::Finnish), std::string("12"));
        QCOMPARE(cornerIndex(*parseCard("JD"), IndexStyle::Finnish), std::string("11"));
        QCOMPARE(cornerIndex(*parseCard("7D"), IndexStyle::Finnish), std::string("7"));
        QCOMPARE(cornerIndex(joker(), IndexStyle::Finnish), std::string());
        QCOMPARE(cornerIndex(*parseCard("KH"), IndexStyle::Standard), std::string("K"));
    }
    void cardCodes() {
        for (int i = 0; i <= 52; ++i) {
            const Card c = cardFromIndex(i);
            QCOMPARE(c.index(), i);
            QCOMPARE(*parseCard(toCode(c)), c);
        }
        QCOMPARE(toCode(*parseCard("10h")), std::string("10H"));
        QVERIFY(!parseCard("1S"));
        QVERIFY(!parseCard("KX"));
        QVERIFY(!parseCard(""));
    }
    void exactMoney() {
        QCOMPARE(Rational(3, 2) + Rational(1, 2), Rational(2));
        QCOMPARE(Rational(1, 2) * Rational(10), Rational(5));
        QCOMPARE(Rational(-6, 4).toString(), std::string("-3/2"));
        QCOMPARE(*Rational::parse("0.25"), Rational(1, 4));
        QCOMPARE(*Rational::parse("-1/2"), Rational(-1, 2));
        QVERIFY(!Rational::parse("3/0"));
        QVERIFY(!Rational::parse("abc"));
        QVERIFY(Rational(1, 3) < Rational(1, 2));
    }
};

QTEST_GUILESS_MAIN(HandValues)
#include "tst_hand_value.moc"
