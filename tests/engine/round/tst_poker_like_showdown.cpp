// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). The showdown: the five-card rule
// (PL-9), closer wins (PL-10), poker ranking (PL-11), and F-13 ... F-15 across the outcomes.
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeShowdown : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // PL-9 the five-card rule, PL-11 poker ranking

    // PL-9 + PL-11: both hands have five cards: the better poker hand wins whatever the totals
    // (the player's pair of 2s, total 16, beats the dealer's 8-high, total 23).
    void pl9_pl11_bothFiveCardsPairBeatsHighCard() {
        PLAY(r, pokerLike(), seats(1), "2S 2C 3H 3S 2D 4C 5D 4H 6D 8S", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 2S up hard 2 PL-2",
            "deal D 2C down hard 2 PL-2",
            "deal s0.0 3H up hard 5 PL-2",
            "deal D 3S up hard 5 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#1 hard 5",
            "deal s0.0 2D up hard 7",
            "forced s0.0 hit PL-5#1 hard 7",
            "deal s0.0 4C up hard 11",
            "forced s0.0 hit PL-5#1 hard 11",
            "deal s0.0 5D up hard 16",
            "forced s0.0 stand PL-5#0 hard 16",
            "reveal D 2C PL-6 hard 5",
            "dealer hit PL-7#1 hard 5",
            "deal D 4H up hard 9",
            "dealer hit PL-7#1 hard 9",
            "deal D 6D up hard 15",
            "dealer hit PL-7#1 hard 15",
            "deal D 8S up hard 23",
            "dealer stand PL-7#0 hard 23",
            "outcome s0.0 win hard 16 PL-9 poker",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-9 + PL-11, five cards each (deal order: P D P D, the player's three hits, the
    // dealer's three hits). Each case names the poker hands compared.
    void pl9_pl11_fiveCardPokerComparisons_data() {
        QTest::addColumn<QString>("deal");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<Money>("net");
        // PL-11 one pair beats high card, in both directions.
        QTest::newRow("pair 2s (16) beats 8-high (23)")
            << "2S 2C 3H 3S 2D 4C 5D 4H 6D 8S"
            << "outcome s0.0 win hard 16 PL-9 poker" << Money{1};
        QTest::newRow("7-high (21) loses to pair 2s (16)")
            << "2S 2C 3H 3S 4D 5C 7D 2H 4S 5H"
            << "outcome s0.0 lose hard 21 PL-9 poker" << Money{-1};
        // PL-9: equal poker hands push (same pair, same kickers, different suits).
        QTest::newRow("pair 2s 5-4-3 each: push")
            << "2S 2C 3H 3S 2D 4C 5D 2H 4D 5C"
            << "outcome s0.0 push hard 16 PL-9 poker" << Money{0};
        // PL-11 duplicates: a natural five of a kind (five 2H) beats four of a kind.
        QTest::newRow("five 2H beats four 3s") << "2H 3S 2H 3C 2H 2H 2H 3H 3D 2S"
                                               << "outcome s0.0 win hard 10 PL-9 poker" << Money{1};
        // PL-11 duplicates: a flush holding two identical 2H beats a straight (read as a mere
        // pair of 2s it would lose).
        QTest::newRow("flush 2H 2H 4H 6H 8H beats straight 2-6")
            << "2H 2C 2H 3D 4H 6H 8H 4S 5C 6D"
            << "outcome s0.0 win hard 22 PL-9 poker" << Money{1};
        // PL-11: the Joker stands for an Ace: A + Joker is a pair of Aces, beating a pair of
        // 7s (with the Joker as the lowest single card it would be a mere Ace-high).
        QTest::newRow("A+Joker pair of Aces beats pair of 7s")
            << "AS 7S JOKER 7C 4C 6D 8H 2D 3H 4S"
            << "outcome s0.0 win hard 19 PL-9 poker" << Money{1};
        // PL-9 does not apply when the dealer has 27: the dealer's five-card 27 (K-high) beats
        // the player's pair by PL-8.
        QTest::newRow("dealer five-card 27: PL-8, not PL-9")
            << "2S 2C 3H 3S 2D 4C 5D 4H 5C KS"
            << "outcome s0.0 lose hard 16 PL-8 dealer-target" << Money{-1};
        // PL-8 also comes first when the dealer's five cards bust.
        QTest::newRow("dealer busts on the fifth card: PL-8")
            << "2S 10C 3H 3S 2D 4C 5D 4H 5C KH"
            << "outcome s0.0 win hard 16 PL-8 dealer-bust" << Money{1};
    }
    void pl9_pl11_fiveCardPokerComparisons() {
        QFETCH(QString, deal);
        QFETCH(QString, outcome);
        QFETCH(Money, net);
        PLAY(r, pokerLike(), seats(1), deal.toStdString(), "");
        QCOMPARE(int(r.seats()[0].hands[0].cards.size()), 5);
        QCOMPARE(line(outcomeOf(r, 0)), outcome);
        QCOMPARE(settled(r, 0), net);
        QCOMPARE(r.seats()[0].net, net);
        QVERIFY(eventsOf(r, EventType::Bonus).empty());
    }

    // PL-10: otherwise the closer total wins (player 25 vs 23; 17 vs 24 in the PL-2 test);
    // equally close is a push (F-13).
    void pl10_closerWinsEqualPushes() {
        PLAY(win, pokerLike(), seats(1), "KS 10H QD KC", "");
        QCOMPARE(line(outcomeOf(win, 0)), QString("outcome s0.0 win hard 25 PL-10 closer"));
        QCOMPARE(settled(win, 0), Money{1});
        PLAY(lose, pokerLike(), seats(1), "KS 10H 9D KC", "s");
        QCOMPARE(line(outcomeOf(lose, 0)), QString("outcome s0.0 lose hard 22 PL-10 closer"));
        QCOMPARE(settled(lose, 0), Money{-1});
        PLAY(push, pokerLike(), seats(1), "KS 10H 10D KC", "s");
        const QStringList pushTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 10D up hard 23 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "decide s0.0 stand hard 23",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 push hard 23 PL-10 tie",
            "settle s0.0 push 0 F-15",
            "end s0 0 F-15",
        };
        CHECK_TRACE(push, pushTrace);
    }

    // ---------------------------------------------------------------------------------------
    // F-13, F-14, F-15 across the presets' outcomes

    // F-13 / F-14: every predetermined outcome ends the hand at once and the hands not yet
    // played are not played: the dealer's Finnish 27 (no player play), the player's Finnish 27
    // and the player's 27 and bust (no dealer play). Closer-to-27 decides only otherwise.
    void f13_f14_predeterminedOutcomesEndTheHand() {
        const RuleSet rules = pokerLike();
        struct Case {
            const char* deal;
            const char* decisions;
            const char* outcome;
            bool playerPlayed, dealerPlayed;
        };
        const Case cases[] = {
            {"10S AH 4D KC", "", "outcome s0.0 lose hard 14 PL-4 dealer-natural", false, false},
            {"AS 2H KD 3C", "", "outcome s0.0 win soft 27 PL-4 natural", false, false},
            {"KS 2H 4D 3C 10C", "h", "outcome s0.0 win hard 27 PL-6 target", true, false},
            {"KS 2H 4D 3C QC", "h", "outcome s0.0 lose hard 29 PL-6 bust", true, false},
            {"KS 2H 4D 3C KC QC", "s", "outcome s0.0 win hard 17 PL-8 dealer-bust", true, true},
            {"KS 2H 4D 3C KC 5C", "s", "outcome s0.0 lose hard 17 PL-10 closer", true, true},
        };
        for (const Case& c : cases) {
            PLAY(r, rules, seats(1), c.deal, c.decisions);
            QCOMPARE(line(outcomeOf(r, 0)), QString(c.outcome));
            const bool playerPlayed = !eventsOf(r, EventType::Decision).empty() ||
                                      !eventsOf(r, EventType::ForcedPlay).empty();
            QCOMPARE(playerPlayed, c.playerPlayed);
            QCOMPARE(!eventsOf(r, EventType::DealerPlay).empty(), c.dealerPlayed);
            QCOMPARE(int(eventsOf(r, EventType::Outcome).size()), 1);
            QCOMPARE(int(eventsOf(r, EventType::Settlement).size()), 1);
        }
    }

    // F-15: win 1:1, loss, push and (in a custom copy with surrender) half the wager, with an
    // exact fractional wager of 3/2; the natural and the insurance scale with it too.
    void f15_resolutionAmounts() {
        const RuleSet rules = pokerLike();
        const Money w(3, 2);
        PLAY(win, rules, seats(1, w), "KS 10H QD KC", "");
        QCOMPARE(settled(win, 0), Money(3, 2));
        PLAY(lose, rules, seats(1, w), "KS 10H QD 9C 8C", "");
        QCOMPARE(settled(lose, 0), Money(-3, 2));
        PLAY(push, rules, seats(1, w), "KS AH QD JC", "");
        QCOMPARE(settled(push, 0), Money{0});
        QCOMPARE(push.seats()[0].hands[0].result, HandResult::Push);
        PLAY(natural, rules, seats(1, w), "KS 5H AD 9C", "");
        QCOMPARE(settled(natural, 0), Money{3}); // 1:1 win + 1:1 Finnish-27 bonus
        PLAY(insured, rules, seats(1, w), "10S KH 9D AC", "y");
        QCOMPARE(eventsOf(insured, EventType::InsuranceSettled)[0].amount, Money(15, 2));
        QCOMPARE(insured.seats()[0].net, Money(15, 2) - Money(3, 2));

        RuleSet surrender = pokerLike();
        surrender.surrender.allowed = true;
        surrender.surrender.rule = "F-15";
        PLAY(r, surrender, seats(1, w), "KS 10H 7D KC", "u");
        const QStringList rTrace{
            "start s0 3/2 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 7D up hard 20 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "decide s0.0 surrender F-15 hard 20",
            "outcome s0.0 surrender hard 20 F-15 surrender",
            "settle s0.0 surrender -3/4 F-15",
            "reveal D 10H PL-6 hard 23",
            "end s0 -3/4 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }
};

QTEST_GUILESS_MAIN(PokerLikeShowdown)
#include "tst_poker_like_showdown.moc"
