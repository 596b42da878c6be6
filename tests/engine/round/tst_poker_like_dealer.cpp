// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). The dealer: PL-7's fixed strategy
// (F-12) and the dealer's predetermined outcomes (PL-8).
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeDealer : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // PL-7 the dealer's strategy (F-12)

    // PL-7 soft rows: soft 24 with two cards hits (#2: below 25), soft 24 with three cards
    // hits (#3: below 26), soft 26 with four cards hits (#4: below 27), and the five-card hand
    // stands (#0), which then wins by PL-9.
    void pl7_dealerSoftRowsAndFiveCardStand() {
        PLAY(r, pokerLike(), seats(1), "KS AH 9D 10C JOKER 2C JOKER", "s");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D AH down soft 14 PL-2",
            "deal s0.0 9D up hard 22 PL-2",
            "deal D 10C up soft 24 PL-2",
            "check PL-4 none",
            "decide s0.0 stand hard 22",
            "reveal D AH PL-6 soft 24",
            "dealer hit PL-7#2 soft 24",
            "deal D JOKER up soft 24",
            "dealer hit PL-7#3 soft 24",
            "deal D 2C up soft 26",
            "dealer hit PL-7#4 soft 26",
            "deal D JOKER up soft 26",
            "dealer stand PL-7#0 soft 26",
            "outcome s0.0 lose hard 22 PL-9 five-card",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-7: two-card soft 25 stands (#2); it ties the player's 25: a push (PL-10).
    void pl7_dealerTwoCardSoft25Stands() {
        PLAY(r, pokerLike(), seats(1), "KS AH QD JC", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D AH down soft 14 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D JC up soft 25 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D AH PL-6 soft 25",
            "dealer stand PL-7#2 soft 25",
            "outcome s0.0 push hard 25 PL-10 tie",
            "settle s0.0 push 0 F-15",
            "end s0 0 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-7: two-card soft 19 hits (#2); three-card soft 26 stands (#3).
    void pl7_dealerThreeCardSoft26Stands() {
        PLAY(r, pokerLike(), seats(1), "KS AH QD 5C 7C", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D AH down soft 14 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D 5C up soft 19 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D AH PL-6 soft 19",
            "dealer hit PL-7#2 soft 19",
            "deal D 7C up soft 26",
            "dealer stand PL-7#3 soft 26",
            "outcome s0.0 lose hard 25 PL-10 closer",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-7: hard below 23 hits (#1: 19, 22), hard 23 stands (the Ace counts low: F-3).
    void pl7_dealerHardBelow23Hits() {
        PLAY(r, pokerLike(), seats(1), "KS 10H QD 9C 3C AD", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 3C up hard 22",
            "dealer hit PL-7#1 hard 22",
            "deal D AD up hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win hard 25 PL-10 closer",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-7 (Decision note): the dealer's five-card hand stands even at hard 12 (#0 beats
    // "hard below 23 hits"); only the dealer has five cards, so the dealer wins by PL-9 although
    // the player's 25 is closer.
    void pl7_pl9_dealerFiveCardStandsAndWins() {
        PLAY(r, pokerLike(), seats(1), "KS 2H QD 3C 2C 3D 2S", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 2H down hard 2 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D 3C up hard 5 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 2H PL-6 hard 5",
            "dealer hit PL-7#1 hard 5",
            "deal D 2C up hard 7",
            "dealer hit PL-7#1 hard 7",
            "deal D 3D up hard 10",
            "dealer hit PL-7#1 hard 10",
            "deal D 2S up hard 12",
            "dealer stand PL-7#0 hard 12",
            "outcome s0.0 lose hard 25 PL-9 five-card",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // ---------------------------------------------------------------------------------------
    // PL-8 the dealer's predetermined outcomes (F-13)

    // PL-8: a dealer 27 wins.
    void pl8_dealer27Wins() {
        PLAY(r, pokerLike(), seats(1), "KS 10H QD 9C 8C", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 8C up hard 27",
            "dealer stand PL-7#1 hard 27",
            "outcome s0.0 lose hard 25 PL-8 dealer-target",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-8: a dealer bust is a win for the player.
    void pl8_dealerBustPlayerWins() {
        PLAY(r, pokerLike(), seats(1), "KS 10H QD 9C KC", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D KC up hard 32",
            "outcome s0.0 win hard 25 PL-8 dealer-bust",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }
};

QTEST_GUILESS_MAIN(PokerLikeDealer)
#include "tst_poker_like_dealer.moc"
