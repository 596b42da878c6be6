// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). Several hands and seats: F-17 split,
// F-18 double, and rounds of several seats.
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeSeats : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // F-17 split, F-18 double (custom copies of poker-like)

    // F-17: with split allowed, 8+8 splits into two games against the same dealer hand, each
    // with its own wager (2) and its own result: the second hand makes 27 and wins at once
    // (PL-6, with the 8-9-10 bonus on its own wager), the first is compared with the dealer's
    // 23 and loses.
    void f17_splitHandsAreSeparateGames() {
        RuleSet rules = pokerLike();
        rules.split.allowed = true;
        rules.split.rule = "F-17";
        auto r0 = dealOnly(rules, seats(1, Money{2}), "8S 10H 8H 9C");
        QVERIFY(r0.ok());
        QCOMPARE(r0->legalActions(),
                 (std::vector<Action>{Action::Hit, Action::Stand, Action::Split}));

        PLAY(r, rules, seats(1, Money{2}), "8S 10H 8H 9C 9D 10C 9S 4D", "p s h");
        const QStringList rTrace{
            "start s0 2 PL-2",
            "deal s0.0 8S up hard 8 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 8H up hard 16 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 split 2 F-17 hard 16",
            "deal s0.0 9D up hard 17",
            "decide s0.0 stand hard 17",
            "deal s0.1 10C up hard 18",
            "decide s0.1 hit hard 18",
            "deal s0.1 9S up hard 27",
            "forced s0.1 stand PL-5#4 hard 27",
            "outcome s0.1 win hard 27 PL-6 target",
            "bonus s0.1 three-8-9-10 4 PL-12",
            "settle s0.1 win 6 F-15",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 4D up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 lose hard 17 PL-10 closer",
            "settle s0.0 lose -2 F-15",
            "end s0 4 F-15",
        };
        CHECK_TRACE(r, rTrace);
        const auto& hands = r.seats()[0].hands;
        QCOMPARE(int(hands.size()), 2);
        QCOMPARE(hands[0].cards, cards("8S 9D"));
        QCOMPARE(hands[1].cards, cards("8H 10C 9S"));
        QCOMPARE(hands[0].wager, Money{2});
        QCOMPARE(hands[1].wager, Money{2});
        QCOMPARE(hands[0].net, Money{-2});
        QCOMPARE(hands[1].net, Money{6});
        QCOMPARE(r.seats()[0].net, Money{4});

        // A bankroll that cannot pay a second wager cannot split.
        RoundSetup tight;
        tight.seats = {seat(Money{2}, Money{3})};
        auto r1 = dealOnly(rules, tight, "8S 10H 8H 9C");
        QVERIFY(r1.ok());
        QVERIFY(!r1->isLegal(Action::Split));
    }

    // F-18: with double down allowed, the wager doubles, exactly one card is dealt and the hand
    // stands (no decision at hard 24); the settlement is twice the wager.
    void f18_doubleDown() {
        RuleSet rules = pokerLike();
        rules.doubleDown.allowed = true;
        rules.doubleDown.rule = "F-18";
        auto r0 = dealOnly(rules, seats(1), "KS 10H 7D 9C");
        QVERIFY(r0.ok());
        QCOMPARE(r0->legalActions(),
                 (std::vector<Action>{Action::Hit, Action::Stand, Action::Double}));

        PLAY(r, rules, seats(1), "KS 10H 7D 9C 4C 4D", "d");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 7D up hard 20 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 double 1 F-18 hard 20",
            "deal s0.0 4C up hard 24",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 4D up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win hard 24 PL-10 closer",
            "settle s0.0 win 2 F-15",
            "end s0 2 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QCOMPARE(r.seats()[0].hands[0].wager, Money{2});
        QVERIFY(r.seats()[0].hands[0].doubled);
        QCOMPARE(int(r.seats()[0].hands[0].cards.size()), 3);

        PLAY(lost, rules, seats(1), "KS 10H 7D 9C 2C 4D", "d");
        QCOMPARE(line(outcomeOf(lost, 0)), QString("outcome s0.0 lose hard 22 PL-10 closer"));
        QCOMPARE(settled(lost, 0), Money{-2});
    }

    // ---------------------------------------------------------------------------------------
    // Several seats

    // Two seats: seat 1 busts and loses at once (PL-6); seat 2 is compared with the dealer
    // (PL-10) after the dealer plays.
    void multiSeat_oneBustsTheOtherIsCompared() {
        PLAY(r, pokerLike(), seats(2), "KS KH 10H 4D JD 9C QC 4S", "h s");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "start s1 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal s1.0 KH up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 4D up hard 17 PL-2",
            "deal s1.0 JD up hard 24 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 QC up hard 29",
            "outcome s0.0 lose hard 29 PL-6 bust",
            "settle s0.0 lose -1 F-15",
            "decide s1.0 stand hard 24",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 4S up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s1.0 win hard 24 PL-10 closer",
            "settle s1.0 win 1 F-15",
            "end s0 -1 F-15",
            "end s1 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // Two seats: the bust stays lost even when the dealer busts afterwards (PL-6 before PL-8).
    void multiSeat_bustLosesEvenWhenTheDealerBusts() {
        PLAY(r, pokerLike(), seats(2), "KS KH 10H 4D JD 9C QC KS", "h s");
        QCOMPARE(line(outcomeOf(r, 0)), QString("outcome s0.0 lose hard 29 PL-6 bust"));
        QCOMPARE(line(outcomeOf(r, 1)), QString("outcome s1.0 win hard 24 PL-8 dealer-bust"));
        QCOMPARE(r.seats()[0].net, Money{-1});
        QCOMPARE(r.seats()[1].net, Money{1});
    }

    // Two seats: seat 1's Finnish 27 is settled at once (PL-4, F-14), seat 2 still plays its
    // hand and the dealer plays against it alone.
    void multiSeat_naturalSettledAtOnceOtherSeatPlays() {
        PLAY(r, pokerLike(), seats(2), "AS KH 10H KD 9D 9C 4S", "s");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "start s1 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal s1.0 KH up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 KD up soft 27 PL-2",
            "deal s1.0 9D up hard 22 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "outcome s0.0 win soft 27 PL-4 natural",
            "bonus s0.0 finnish-27 1 PL-12",
            "settle s0.0 win 2 F-15",
            "decide s1.0 stand hard 22",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 4S up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s1.0 lose hard 22 PL-10 closer",
            "settle s1.0 lose -1 F-15",
            "end s0 2 F-15",
            "end s1 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // Two seats that both bust: no hand is left, so the dealer does not play (F-14).
    void multiSeat_allBustDealerDoesNotPlay() {
        PLAY(r, pokerLike(), seats(2), "KS KH 10H 4D 5D 9C QC QD", "h h");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "start s1 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal s1.0 KH up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 4D up hard 17 PL-2",
            "deal s1.0 5D up hard 18 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 QC up hard 29",
            "outcome s0.0 lose hard 29 PL-6 bust",
            "settle s0.0 lose -1 F-15",
            "decide s1.0 hit hard 18",
            "deal s1.0 QD up hard 30",
            "outcome s1.0 lose hard 30 PL-6 bust",
            "settle s1.0 lose -1 F-15",
            "reveal D 10H PL-6 hard 19",
            "end s0 -1 F-15",
            "end s1 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // F-18 with bankrolls (SeatSetup::bankroll): a seat that cannot pay a second wager is not
    // offered the double and cannot force it; a seat that can doubles and settles at 2x.
    void multiSeat_bankrollLimitedSeatCannotDouble() {
        RuleSet rules = pokerLike();
        rules.doubleDown.allowed = true;
        rules.doubleDown.rule = "F-18";
        RoundSetup setup;
        setup.seats = {seat(Money{1}, Money{1}), seat(Money{1}, Money{2})};
        auto r0 = dealOnly(rules, setup, "KS KH 10H 7D 7C 9C");
        QVERIFY(r0.ok());
        Round round = std::move(r0).value();
        QCOMPARE(round.seatToAct(), 0);
        QCOMPARE(round.legalActions(), (std::vector<Action>{Action::Hit, Action::Stand}));
        const Status refused = round.apply(Action::Double);
        QVERIFY(!refused.ok());
        QVERIFY(!eventsOf(round, EventType::Decision).size());
        QVERIFY(round.apply(Action::Stand).ok());
        QCOMPARE(round.seatToAct(), 1);
        QCOMPARE(round.legalActions(),
                 (std::vector<Action>{Action::Hit, Action::Stand, Action::Double}));

        PLAY(r, rules, setup, "KS KH 10H 7D 7C 9C 4C 4D", "s d");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "start s1 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal s1.0 KH up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 7D up hard 20 PL-2",
            "deal s1.0 7C up hard 20 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 stand hard 20",
            "decide s1.0 double 1 F-18 hard 20",
            "deal s1.0 4C up hard 24",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 4D up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 lose hard 20 PL-10 closer",
            "settle s0.0 lose -1 F-15",
            "outcome s1.0 win hard 24 PL-10 closer",
            "settle s1.0 win 2 F-15",
            "end s0 -1 F-15",
            "end s1 2 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }
};

QTEST_GUILESS_MAIN(PokerLikeSeats)
#include "tst_poker_like_seats.moc"
