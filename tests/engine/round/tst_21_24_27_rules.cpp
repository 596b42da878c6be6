// The 21-24-27 preset against RULES.md Part 1, rule by rule (T-1 ... T-7): stacked shoes in
// deal order (seat card, dealer card, seat card, dealer card with one seat), scripted
// decisions, and the exact event log, forced plays, settlements and legal actions that the
// rules imply. Each test names the rule it checks; tests/tst_rule_coverage.cpp requires every
// rule ID to be cited somewhere in tests/.
#include "round_log_lines.h"
#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "cards/shoe_spec.h"
#include "rules/hand_value.h"

#include <QtTest>

#include <map>

using namespace f27;
using test::countOf;
using test::legal;
using test::line;
using test::lines;
using test::playUntil;
using test::why;

namespace {

const RuleSet& rules() {
    static const RuleSet r = test::preset("21-24-27");
    return r;
}

} // namespace

class TwentyOneTwentyFourTwentySevenRules : public QObject {
    Q_OBJECT
private slots:
    // T-1: six decks of 52 plus two Jokers each (F-1): 324 cards; values F-3.
    void T1_sixDeckShoeWithJokers() {
        QCOMPARE(rules().shoeRule, std::string("T-1"));
        QCOMPARE(rules().shoe.decks, 6);
        QCOMPARE(rules().shoe.jokersPerDeck, 2);
        QVERIFY(rules().shoe.removedRanks.empty());
        QCOMPARE(rules().shoe.size(), 324);
        const std::vector<Card> shoe = canonicalShoe(rules().shoe);
        QCOMPARE(static_cast<int>(shoe.size()), 324);
        std::map<int, int> count;
        for (Card c : shoe)
            ++count[c.index()];
        QCOMPARE(static_cast<int>(count.size()), 53); // 52 distinct cards and the Joker
        for (auto [index, n] : count)
            QCOMPARE(n, index == joker().index() ? 12 : 6);
        // A keyed shoe holds the same cards.
        const auto key = ShuffleKey::fromHex(std::string(64, '7'));
        QVERIFY(key);
        std::vector<Card> shuffled = shoeOrder(rules().shoe, *key);
        QCOMPARE(static_cast<int>(shuffled.size()), 324);
        std::map<int, int> count2;
        for (Card c : shuffled)
            ++count2[c.index()];
        QVERIFY(count2 == count);
    }

    // T-1 values F-3 (A 14 or 1, J 11, Q 12, K 13, Joker 0) and F-4 soft/hard/bust.
    void T1_valuesOfF3() {
        QCOMPARE(rules().values.rule, std::string("F-3"));
        auto value = [](const std::string& codes) {
            const std::vector<Card> cs = test::cards(codes);
            return valueOf(std::span<const Card>(cs), rules().values);
        };
        QCOMPARE(value("AS JH"), (HandValue{25, true, false}));
        QCOMPARE(value("AS 9H KD"), (HandValue{23, false, false}));
        QCOMPARE(value("AS AH"), (HandValue{15, true, false}));
        QCOMPARE(value("JOKER AH"), (HandValue{14, true, false}));
        QCOMPARE(value("AS KH"), (HandValue{27, true, false}));
        QCOMPARE(value("QS QH 2C"), (HandValue{26, false, false}));
        QCOMPARE(value("KS KH 2C"), (HandValue{28, false, true}));
    }

    // T-2: seat up, dealer UP, seat up, dealer UP; both dealer cards are seen, so there is
    // no hole card and nothing is ever revealed.
    void T2_dealOrderBothDealerCardsUp() {
        auto started = Round::start(rules(), test::seats(1));
        QVERIFY2(started, why(started));
        Round r = std::move(started).value();
        const std::vector<Card> cs = test::cards("5S 10H 9S 5H");
        const int expectSeat[] = {0, -1, 0, -1};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(r.needsCard());
            QCOMPARE(r.cardTarget().seat, expectSeat[i]);
            QCOMPARE(r.cardTarget().hand, 0);
            QVERIFY(r.cardTarget().faceUp);
            QVERIFY(r.deal(cs[i]));
        }
        QCOMPARE(r.dealer().faceUp, (std::vector<bool>{true, true}));
        QCOMPARE(r.dealerVisibleValue(), r.dealerValue());
        QCOMPARE(r.dealerVisibleValue().total, 15);
        // Hard 14 while the dealer (hard 15) must hit: forced hit (T-4), the card is due.
        QVERIFY(r.needsCard());
        QVERIFY(r.deal(test::cards("2C")[0]));
        QCOMPARE(r.phase(), Phase::Decision);
        QVERIFY(r.apply(Action::Stand));
        QVERIFY(r.deal(test::cards("6D")[0]));
        QVERIFY(r.isOver());
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 5S up t5 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 9S up t14 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "forced-play s0.0 hit t14 #0 T-4", "deal s0.0 2C up t16",
                    "decision s0.0 stand t16", "dealer-play hit t15 #0 T-6", "deal d 6D up t21",
                    "dealer-play stand t21 #0 T-6", "outcome s0.0 lose t16 T-7 closer",
                    "settlement s0.0 lose $-1 F-15", "round-end s0 $-1 F-15");
        QCOMPARE(countOf(r, EventType::Reveal), 0);
    }

    // T-2 with two seats: every seat's first card, the dealer's, every seat's second card, the
    // dealer's; all face up. T-5: seat 1 busts and loses at once; seat 2 is still played,
    // the dealer plays (T-6) and T-7 compares.
    void T2_twoSeatRound() {
        PLAY(r, test::seats(2), "10S KC 10H 5S QC 5H KD 9D", "h");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "round-start s1 $1 T-2", "deal s0.0 10S up t10 T-2",
                    "deal s1.0 KC up t13 T-2", "deal d 10H up t10 T-2", "deal s0.0 5S up t15 T-2",
                    "deal s1.0 QC up t25 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t15", "deal s0.0 KD up t28",
                    "outcome s0.0 lose t28 T-5 bust", "settlement s0.0 lose $-1 F-15",
                    "forced-play s1.0 stand t25 #2 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d 9D up t24", "dealer-play stand t24 #0 T-6",
                    "outcome s1.0 win t25 T-7 closer", "settlement s1.0 win $1 F-15",
                    "round-end s0 $-1 F-15", "round-end s1 $1 F-15");
    }

    // T-3: the player's Finnish 27 (A+K, either order) alone wins 1:1 at once; no decision is
    // asked and the dealer does not play. No bonus (T-7).
    void T3_playerFinnish27AloneWinsEvenMoney() {
        PLAY(r, test::seats(1), "AS 10H KS 5H", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 KS up t27s T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "outcome s0.0 win t27s T-3 natural", "settlement s0.0 win $1 F-15",
                    "round-end s0 $1 F-15");
        PLAY(k, test::seats(1, Money{2}), "KD 10H AD 5H", "");
        QCOMPARE(test::outcomeOf(k, 0).detail, std::string("natural"));
        QCOMPARE(test::outcomeOf(k, 0).rule, std::string("T-3"));
        QCOMPARE(test::settled(k, 0), Money{2}); // 1:1 on a wager of 2
        QCOMPARE(countOf(k, EventType::Decision), 0);
        QCOMPARE(countOf(k, EventType::Bonus), 0);
    }

    // T-3: the dealer's Finnish 27 alone wins at once; the player is not consulted.
    void T3_dealerFinnish27AloneWins() {
        PLAY(r, test::seats(1), "10S AH 9S KH", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d AH up t14s T-2",
                    "deal s0.0 9S up t19 T-2", "deal d KH up t27s T-2", "dealer-check T-3 natural",
                    "outcome s0.0 lose t19 T-3 dealer-natural", "settlement s0.0 lose $-1 F-15",
                    "round-end s0 $-1 F-15");
        // Also against a player who could otherwise not have been beaten by a 27-total.
        PLAY(k, test::seats(1), "KS KH QS AH", "");
        QCOMPARE(test::outcomeOf(k, 0).result, HandResult::Lose);
        QCOMPARE(test::outcomeOf(k, 0).detail, std::string("dealer-natural"));
    }

    // T-3: both hold a Finnish 27: push.
    void T3_bothFinnish27Push() {
        PLAY(r, test::seats(1), "AS AH KS KH", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d AH up t14s T-2",
                    "deal s0.0 KS up t27s T-2", "deal d KH up t27s T-2", "dealer-check T-3 natural",
                    "outcome s0.0 push t27s T-3 both-natural", "settlement s0.0 push $0 F-15",
                    "round-end s0 $0 F-15");
    }

    // T-4: every forced-play branch and every free choice, decided on the first two cards.
    // `expected` is the forced play logged, or "choice" (the player is asked: hit or stand).
    void T4_forcedPlays_data() {
        QTest::addColumn<QString>("deal"); // seat, dealer, seat, dealer
        QTest::addColumn<QString>("expected");
        // The dealer must still hit: hard 15 (10+5).
        QTest::newRow("dealer hits; hard 14 must hit") << "9S 10H 5C 5H"
                                                       << "forced-play s0.0 hit t14 #0 T-4";
        QTest::newRow("dealer hits; hard 4 must hit") << "2S 10H 2C 5H"
                                                      << "forced-play s0.0 hit t4 #0 T-4";
        QTest::newRow("dealer hits; hard 15 choice") << "10S 10H 5C 5H"
                                                     << "choice";
        QTest::newRow("dealer hits; hard 24 choice") << "KS 10H JC 5H"
                                                     << "choice";
        QTest::newRow("dealer hits; hard 25 must stand") << "KS 10H QC 5H"
                                                         << "forced-play s0.0 stand t25 #2 T-4";
        QTest::newRow("dealer hits; hard 26 must stand") << "KS 10H KC 5H"
                                                         << "forced-play s0.0 stand t26 #2 T-4";
        QTest::newRow("dealer hits; soft 15 (A+A) must hit") << "AS 10H AC 5H"
                                                             << "forced-play s0.0 hit t15s #1 T-4";
        QTest::newRow("dealer hits; soft 22 must hit") << "AS 10H 8C 5H"
                                                       << "forced-play s0.0 hit t22s #1 T-4";
        QTest::newRow("dealer hits; soft 23 choice") << "AS 10H 9C 5H"
                                                     << "choice";
        QTest::newRow("dealer hits; soft 26 choice") << "AS 10H QC 5H"
                                                     << "choice";
        // The dealer must still hit: soft 23 (A+9), hard 20 (K+7).
        QTest::newRow("dealer soft 23 hits; hard 14 must hit") << "9S AH 5C 9H"
                                                               << "forced-play s0.0 hit t14 #0 T-4";
        QTest::newRow("dealer soft 23 hits; hard 15 choice") << "10S AH 5C 9H"
                                                             << "choice";
        QTest::newRow("dealer soft 23 hits; soft 22 must hit")
            << "AS AH 8C 9H"
            << "forced-play s0.0 hit t22s #1 T-4";
        QTest::newRow("dealer hard 20 hits; hard 25 must stand")
            << "KS KH QC 7H"
            << "forced-play s0.0 stand t25 #2 T-4";
        QTest::newRow("dealer hard 20 hits; hard 20 choice") << "KS KH 7C 7H"
                                                             << "choice";
        // The dealer will stand: hard 21 (K+8).
        QTest::newRow("dealer stands 21; hard 15 below must hit")
            << "10S KH 5C 8H"
            << "forced-play s0.0 hit t15 #4 T-4";
        QTest::newRow("dealer stands 21; hard 20 below must hit")
            << "KS KH 7C 8H"
            << "forced-play s0.0 hit t20 #4 T-4";
        QTest::newRow("dealer stands 21; hard 14 below must hit")
            << "9S KH 5C 8H"
            << "forced-play s0.0 hit t14 #4 T-4";
        QTest::newRow("dealer stands 21; hard 21 equal must stand")
            << "KS KH 8C 8H"
            << "forced-play s0.0 stand t21 #5 T-4";
        QTest::newRow("dealer stands 21; hard 22 above must stand")
            << "KS KH 9C 8H"
            << "forced-play s0.0 stand t22 #5 T-4";
        QTest::newRow("dealer stands 21; soft 19 below must hit")
            << "AS KH 5C 8H"
            << "forced-play s0.0 hit t19s #4 T-4";
        QTest::newRow("dealer stands 21; soft 21 equal choice") << "AS KH 7C 8H"
                                                                << "choice";
        QTest::newRow("dealer stands 21; soft 22 above must stand")
            << "AS KH 8C 8H"
            << "forced-play s0.0 stand t22s #6 T-4";
        // The dealer will stand: soft 24 (A+10).
        QTest::newRow("dealer stands soft 24; hard 23 below must hit")
            << "KS AH 10C 10H"
            << "forced-play s0.0 hit t23 #4 T-4";
        QTest::newRow("dealer stands soft 24; hard 24 equal must stand")
            << "KS AH JC 10H"
            << "forced-play s0.0 stand t24 #5 T-4";
        QTest::newRow("dealer stands soft 24; soft 23 below must hit")
            << "AS AH 9C 10H"
            << "forced-play s0.0 hit t23s #4 T-4";
        QTest::newRow("dealer stands soft 24; soft 24 equal choice") << "AS AH 10C 10H"
                                                                     << "choice";
        QTest::newRow("dealer stands soft 24; soft 25 above must stand")
            << "AS AH JC 10H"
            << "forced-play s0.0 stand t25s #6 T-4";
        // The dealer will stand: hard 26 (K+K) and soft 26 (A+Q).
        QTest::newRow("dealer stands 26; hard 25 below must hit")
            << "KS KH QC KD"
            << "forced-play s0.0 hit t25 #4 T-4";
        QTest::newRow("dealer stands 26; soft 26 equal choice") << "AS KH QC KD"
                                                                << "choice";
        QTest::newRow("dealer stands soft 26; hard 26 equal must stand")
            << "KS AH KC QH"
            << "forced-play s0.0 stand t26 #5 T-4";
    }
    void T4_forcedPlays() {
        QFETCH(QString, deal);
        QFETCH(QString, expected);
        PLAY_UNTIL(r, test::seats(1), deal.toStdString(), "");
        const std::vector<Event> forced = test::eventsOf(r, EventType::ForcedPlay);
        if (expected == "choice") {
            QVERIFY2(forced.empty(), qPrintable(test::transcript(r)));
            QCOMPARE(r.phase(), Phase::Decision);
            QCOMPARE(r.seatToAct(), 0);
            QCOMPARE(r.handToAct(), 0);
            QCOMPARE(legal(r), QStringLiteral("hit stand")); // nothing else in 21-24-27
        } else {
            QCOMPARE(static_cast<int>(forced.size()), 1);
            QCOMPARE(line(forced[0]), expected);
            QCOMPARE(countOf(r, EventType::Decision), 0);
        }
    }

    // T-4 while the dealer must hit: hard below 15 hits again and again; there is no card
    // limit, so a nine-card hand is played out, until hard 25+ must stand.
    void T4_noCardLimitHardBelow15KeepsHitting() {
        QCOMPARE(rules().cardLimit.cards, 0);
        PLAY(r, test::seats(1), "2S 10H 2C 5H JOKER JOKER 3D 3C 2D 2H KD 9C", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 2S up t2 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 2C up t4 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "forced-play s0.0 hit t4 #0 T-4", "deal s0.0 JOKER up t4",
                    "forced-play s0.0 hit t4 #0 T-4", "deal s0.0 JOKER up t4",
                    "forced-play s0.0 hit t4 #0 T-4", "deal s0.0 3D up t7",
                    "forced-play s0.0 hit t7 #0 T-4", "deal s0.0 3C up t10",
                    "forced-play s0.0 hit t10 #0 T-4", "deal s0.0 2D up t12",
                    "forced-play s0.0 hit t12 #0 T-4", "deal s0.0 2H up t14",
                    "forced-play s0.0 hit t14 #0 T-4", "deal s0.0 KD up t27",
                    "forced-play s0.0 stand t27 #2 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d 9C up t24", "dealer-play stand t24 #0 T-6",
                    "outcome s0.0 win t27 T-7 closer", "settlement s0.0 win $1 F-15",
                    "round-end s0 $1 F-15");
        QCOMPARE(static_cast<int>(r.seats()[0].hands[0].cards.size()), 9);
    }

    // T-4 while the dealer must hit: soft below 23 hits (soft 19, 21, 22 with a second Ace),
    // and a four-card soft 27 must stand.
    void T4_softBelow23HitsSoft27Stands() {
        PLAY(r, test::seats(1), "AS 10H 5S 5H 2C AC 5C 5D 3D", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 5S up t19s T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "forced-play s0.0 hit t19s #1 T-4", "deal s0.0 2C up t21s",
                    "forced-play s0.0 hit t21s #1 T-4", "deal s0.0 AC up t22s",
                    "forced-play s0.0 hit t22s #1 T-4", "deal s0.0 5C up t27s",
                    "forced-play s0.0 stand t27s #3 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d 5D up t20", "dealer-play hit t20 #0 T-6", "deal d 3D up t23",
                    "dealer-play stand t23 #0 T-6", "outcome s0.0 win t27s T-7 closer",
                    "settlement s0.0 win $1 F-15", "round-end s0 $1 F-15");
    }

    // T-4 while the dealer must hit, the free choice between the forced ranges: a hard 15
    // may hit and then be forced; a hard 24 may stand.
    void T4_freeChoiceWhileDealerHits() {
        PLAY_UNTIL(r, test::seats(1), "KS 10H JC 5H", "");
        QCOMPARE(legal(r), QStringLiteral("hit stand"));
        QVERIFY(!r.isLegal(Action::Double));
        QVERIFY(!r.isLegal(Action::Split));
        QVERIFY(!r.isLegal(Action::Surrender));
        QVERIFY(!r.apply(Action::Double)); // refused and not logged
        QCOMPARE(countOf(r, EventType::Decision), 0);
        PLAY(s, test::seats(1), "KS 10H JC 5H 9D", "s");
        COMPARE_LOG(s, "round-start s0 $1 T-2", "deal s0.0 KS up t13 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 JC up t24 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 stand t24", "dealer-play hit t15 #0 T-6", "deal d 9D up t24",
                    "dealer-play stand t24 #0 T-6", "outcome s0.0 push t24 T-7 tie",
                    "settlement s0.0 push $0 F-15", "round-end s0 $0 F-15");
        // Hard 15 hits by choice to hard 16, asked again, hits to hard 26: forced stand.
        PLAY(h, test::seats(1), "10S 10H 5C 5H AD QD", "h h");
        COMPARE_LOG(h, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 5C up t15 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t15", "deal s0.0 AD up t16", "decision s0.0 hit t16",
                    "deal s0.0 QD up t28", "outcome s0.0 lose t28 T-5 bust",
                    "settlement s0.0 lose $-1 F-15", "round-end s0 $-1 F-15");
    }

    // T-4 Decision note: a soft total EQUAL to a standing dealer's total is the player's
    // choice. Standing pushes; hitting is legal too (here to soft 26, then above: must stand).
    void T4_softEqualToStandingDealerIsChoice() {
        PLAY_UNTIL(q, test::seats(1), "AS AH 10S 10H", "");
        QCOMPARE(q.phase(), Phase::Decision);
        QCOMPARE(legal(q), QStringLiteral("hit stand"));
        QCOMPARE(countOf(q, EventType::ForcedPlay), 0);

        PLAY(s, test::seats(1), "AS AH 10S 10H", "s");
        COMPARE_LOG(s, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d AH up t14s T-2",
                    "deal s0.0 10S up t24s T-2", "deal d 10H up t24s T-2", "dealer-check T-3 none",
                    "decision s0.0 stand t24s", "dealer-play stand t24s #1 T-6",
                    "outcome s0.0 push t24s T-7 tie", "settlement s0.0 push $0 F-15",
                    "round-end s0 $0 F-15");

        PLAY(h, test::seats(1), "AS AH 10S 10H 2C", "h");
        COMPARE_LOG(h, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d AH up t14s T-2",
                    "deal s0.0 10S up t24s T-2", "deal d 10H up t24s T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t24s", "deal s0.0 2C up t26s",
                    "forced-play s0.0 stand t26s #6 T-4", "dealer-play stand t24s #1 T-6",
                    "outcome s0.0 win t26s T-7 closer", "settlement s0.0 win $1 F-15",
                    "round-end s0 $1 F-15");

        // Hitting the soft 24 to hard 16 (the Ace turns low): below the dealer, must hit;
        // hard 24 equal: must stand.
        PLAY(l, test::seats(1), "AS AH 10S 10H 5C 8D", "h");
        COMPARE_LOG(l, "round-start s0 $1 T-2", "deal s0.0 AS up t14s T-2", "deal d AH up t14s T-2",
                    "deal s0.0 10S up t24s T-2", "deal d 10H up t24s T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t24s", "deal s0.0 5C up t16",
                    "forced-play s0.0 hit t16 #4 T-4", "deal s0.0 8D up t24",
                    "forced-play s0.0 stand t24 #5 T-4", "dealer-play stand t24s #1 T-6",
                    "outcome s0.0 push t24 T-7 tie", "settlement s0.0 push $0 F-15",
                    "round-end s0 $0 F-15");
    }

    // T-5: a player bust is a predetermined loss at once: settled, and the dealer's hand is not
    // played (one seat). Also when the bust follows a forced hit below a standing dealer.
    void T5_playerBustLosesAtOnce() {
        PLAY(r, test::seats(1), "10S 10H 5S 5H KC", "h");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 5S up t15 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t15", "deal s0.0 KC up t28",
                    "outcome s0.0 lose t28 T-5 bust", "settlement s0.0 lose $-1 F-15",
                    "round-end s0 $-1 F-15");
        QCOMPARE(countOf(r, EventType::DealerPlay), 0);
        QCOMPARE(static_cast<int>(r.dealer().cards.size()), 2);

        PLAY(f, test::seats(1), "10S KH 9S 10H QC", "");
        COMPARE_LOG(f, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d KH up t13 T-2",
                    "deal s0.0 9S up t19 T-2", "deal d 10H up t23 T-2", "dealer-check T-3 none",
                    "forced-play s0.0 hit t19 #4 T-4", "deal s0.0 QC up t31",
                    "outcome s0.0 lose t31 T-5 bust", "settlement s0.0 lose $-1 F-15",
                    "round-end s0 $-1 F-15");
    }

    // T-5: a player's 27 is NOT a predetermined win: the hand stands (T-4), the dealer still
    // plays (T-6), and a dealer 27 then pushes (T-7).
    void T5_player27IsNotPredeterminedWin() {
        QVERIFY(!rules().predetermined.playerTargetWins);
        QVERIFY(!rules().predetermined.dealerTargetWins);
        PLAY(r, test::seats(1), "10S 10H 5S 5H QC 2D 10D", "h");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 5S up t15 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t15", "deal s0.0 QC up t27",
                    "forced-play s0.0 stand t27 #2 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d 2D up t17", "dealer-play hit t17 #0 T-6", "deal d 10D up t27",
                    "dealer-play stand t27 #0 T-6", "outcome s0.0 push t27 T-7 tie",
                    "settlement s0.0 push $0 F-15", "round-end s0 $0 F-15");
    }

    // T-6: the dealer hits hard below 21 (hard 20 hits) and stands on hard 21.
    void T6_dealerHitsHardBelow21() {
        PLAY(r, test::seats(1), "10S 10H 6S 10D AC", "s");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 6S up t16 T-2", "deal d 10D up t20 T-2", "dealer-check T-3 none",
                    "decision s0.0 stand t16", "dealer-play hit t20 #0 T-6", "deal d AC up t21",
                    "dealer-play stand t21 #0 T-6", "outcome s0.0 lose t16 T-7 closer",
                    "settlement s0.0 lose $-1 F-15", "round-end s0 $-1 F-15");
    }

    // T-6: soft below 24 hits (soft 23); a soft hand that turns hard follows the hard target
    // (hits hard 15 and 20, stands on hard 22).
    void T6_dealerHitsSoftBelow24() {
        PLAY(r, test::seats(1), "KS AH 10S 9H 5C 5D 2C", "s");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 KS up t13 T-2", "deal d AH up t14s T-2",
                    "deal s0.0 10S up t23 T-2", "deal d 9H up t23s T-2", "dealer-check T-3 none",
                    "decision s0.0 stand t23", "dealer-play hit t23s #1 T-6", "deal d 5C up t15",
                    "dealer-play hit t15 #0 T-6", "deal d 5D up t20", "dealer-play hit t20 #0 T-6",
                    "deal d 2C up t22", "dealer-play stand t22 #0 T-6",
                    "outcome s0.0 win t23 T-7 closer", "settlement s0.0 win $1 F-15",
                    "round-end s0 $1 F-15");
    }

    // T-6: a dealer bust is a predetermined win for the player.
    void T6_dealerBustPlayerWins() {
        PLAY(r, test::seats(1), "KS 10H QS 5H KD", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 KS up t13 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 QS up t25 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "forced-play s0.0 stand t25 #2 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d KD up t28", "outcome s0.0 win t25 T-6 dealer-bust",
                    "settlement s0.0 win $1 F-15", "round-end s0 $1 F-15");
    }

    // T-7: closer to 27 wins (1:1, F-15) with no bonus, even for a three-card 8-9-10 27 that
    // earns a bonus in other presets.
    void T7_closerWinsNoBonus() {
        QVERIFY(rules().bonuses.empty());
        PLAY(r, test::seats(1), "8S 10H 9S 5H 10C 8D", "h");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 8S up t8 T-2", "deal d 10H up t10 T-2",
                    "deal s0.0 9S up t17 T-2", "deal d 5H up t15 T-2", "dealer-check T-3 none",
                    "decision s0.0 hit t17", "deal s0.0 10C up t27",
                    "forced-play s0.0 stand t27 #2 T-4", "dealer-play hit t15 #0 T-6",
                    "deal d 8D up t23", "dealer-play stand t23 #0 T-6",
                    "outcome s0.0 win t27 T-7 closer", "settlement s0.0 win $1 F-15",
                    "round-end s0 $1 F-15");
        QCOMPARE(countOf(r, EventType::Bonus), 0);
        // A wager of 3/2 is paid exactly 3/2.
        PLAY(w, test::seats(1, Money(3, 2)), "8S 10H 9S 5H 10C 8D", "h");
        QCOMPARE(test::settled(w, 0), Money(3, 2));
        QCOMPARE(countOf(w, EventType::Bonus), 0);
    }

    // T-7: equally close is a push, whatever the kinds (hard 24 vs the dealer's soft 24).
    void T7_equalTotalsPush() {
        PLAY(r, test::seats(1), "KS AH JS 10H", "");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 KS up t13 T-2", "deal d AH up t14s T-2",
                    "deal s0.0 JS up t24 T-2", "deal d 10H up t24s T-2", "dealer-check T-3 none",
                    "forced-play s0.0 stand t24 #5 T-4", "dealer-play stand t24s #1 T-6",
                    "outcome s0.0 push t24 T-7 tie", "settlement s0.0 push $0 F-15",
                    "round-end s0 $0 F-15");
    }

    // T-7: no insurance, even on an Ace up-card (T-2 shows both dealer cards; T-6 hits the
    // dealer's soft 19 and soft 23, stands on soft 25).
    void T7_noInsuranceOnAceUpCard() {
        QVERIFY(!rules().insurance.offered);
        PLAY_UNTIL(q, test::seats(1), "10S AH 5S 5H", "");
        QCOMPARE(q.phase(), Phase::Decision);
        QCOMPARE(legal(q), QStringLiteral("hit stand"));
        QVERIFY(!q.seats()[0].insuranceOffered);
        QVERIFY(!q.apply(Action::TakeInsurance));
        PLAY(r, test::seats(1), "10S AH 5S 5H 4C 2C", "s");
        COMPARE_LOG(r, "round-start s0 $1 T-2", "deal s0.0 10S up t10 T-2", "deal d AH up t14s T-2",
                    "deal s0.0 5S up t15 T-2", "deal d 5H up t19s T-2", "dealer-check T-3 none",
                    "decision s0.0 stand t15", "dealer-play hit t19s #1 T-6", "deal d 4C up t23s",
                    "dealer-play hit t23s #1 T-6", "deal d 2C up t25s",
                    "dealer-play stand t25s #1 T-6", "outcome s0.0 lose t15 T-7 closer",
                    "settlement s0.0 lose $-1 F-15", "round-end s0 $-1 F-15");
        // Two Aces up: still no insurance.
        PLAY_UNTIL(a, test::seats(2), "10S 9C AH 5S 8C AD", "");
        QCOMPARE(countOf(a, EventType::InsuranceOffered), 0);
        QCOMPARE(a.phase(), Phase::Decision);
    }
};

QTEST_GUILESS_MAIN(TwentyOneTwentyFourTwentySevenRules)
#include "tst_21_24_27_rules.moc"
