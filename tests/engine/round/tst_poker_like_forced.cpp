// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). Forced plays: PL-5 (F-11) and the
// player's predetermined outcomes of PL-6 (F-13, F-14).
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeForced : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // PL-5 forced plays (F-11)

    // PL-5 at the first decision point, boundary by boundary: hard below 15 hits (#1), soft
    // below 24 hits (#2), hard 25+ stands (#4); otherwise the player chooses hit or stand and
    // nothing else (no double, split or surrender in this preset).
    void pl5_forcedPlaysOnTheFirstTwoCards() {
        const RuleSet rules = pokerLike();
        struct Case {
            const char* hand;
            const char* expected; // the ForcedPlay line, or "" for the player's choice
        };
        const Case cases[] = {
            {"10S 4D", "forced s0.0 hit PL-5#1 hard 14"},
            {"JOKER 2S", "forced s0.0 hit PL-5#1 hard 2"},
            {"10S 5D", ""},
            {"KS 7D", ""}, // hard 20
            {"KS JD", ""}, // hard 24
            {"KS QD", "forced s0.0 stand PL-5#4 hard 25"},
            {"KS KD", "forced s0.0 stand PL-5#4 hard 26"},
            {"AS 8D", "forced s0.0 hit PL-5#2 soft 22"},
            {"AS 9D", "forced s0.0 hit PL-5#2 soft 23"},
            {"JOKER AS", "forced s0.0 hit PL-5#2 soft 14"},
            {"AS AD", "forced s0.0 hit PL-5#2 soft 15"},
            {"AS 10D", ""}, // soft 24
            {"AS JD", ""},  // soft 25
            {"AS QD", ""},  // soft 26
        };
        for (const Case& c : cases) {
            const auto pc = cards(c.hand);
            auto r = dealOnly(rules, seats(1), toCode(pc[0]) + " 10H " + toCode(pc[1]) + " 9C");
            QVERIFY(r.ok());
            const auto forced = eventsOf(*r, EventType::ForcedPlay);
            if (*c.expected) {
                QVERIFY2(forced.size() == 1, c.hand);
                QCOMPARE(line(forced[0]), QString(c.expected));
                QVERIFY2(r->phase() != Phase::Decision, c.hand);
            } else {
                QVERIFY2(forced.empty(), c.hand);
                QCOMPARE(r->phase(), Phase::Decision);
                QCOMPARE(r->legalActions(), (std::vector<Action>{Action::Hit, Action::Stand}));
                QVERIFY(!r->isLegal(Action::Double));
                QVERIFY(!r->isLegal(Action::Split));
                QVERIFY(!r->isLegal(Action::Surrender));
            }
        }
    }

    // PL-5: hard 20 is the player's choice: hit and stand are legal, nothing else; the hit
    // makes hard 25, which must stand (#4).
    void pl5_freeChoiceHard20ThenHard25Stands() {
        const RuleSet rules = pokerLike();
        auto r = dealOnly(rules, seats(1), "KS 10H 7D KC");
        QVERIFY(r.ok());
        QCOMPARE(r->phase(), Phase::Decision);
        QCOMPARE(r->legalActions(), (std::vector<Action>{Action::Hit, Action::Stand}));
        Round round = std::move(r).value();
        QVERIFY(!round.apply(Action::Double).ok());
        QVERIFY(!round.apply(Action::Split).ok());
        QVERIFY(!round.apply(Action::Surrender).ok());

        PLAY(p, rules, seats(1), "KS 10H 7D KC 5C", "h");
        const QStringList pTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 7D up hard 20 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 20",
            "deal s0.0 5C up hard 25",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win hard 25 PL-10 closer",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(p, pTrace);
    }

    // PL-5: soft below 24 must hit (#2): A+9 is soft 23; a second Ace counts low (F-3) and makes
    // soft 24 with three cards, the player's choice.
    void pl5_softBelow24Hits() {
        const RuleSet rules = pokerLike();
        auto r = dealOnly(rules, seats(1), "AS 10H 9D KC AC");
        QVERIFY(r.ok());
        QCOMPARE(r->phase(), Phase::Decision); // soft 24, three cards
        QCOMPARE(r->legalActions(), (std::vector<Action>{Action::Hit, Action::Stand}));

        PLAY(p, rules, seats(1), "AS 10H 9D KC AC", "s");
        const QStringList pTrace{
            "start s0 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 9D up soft 23 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#2 soft 23",
            "deal s0.0 AC up soft 24",
            "decide s0.0 stand soft 24",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win soft 24 PL-10 closer",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(p, pTrace);
    }

    // PL-5: a soft four-card hand below soft 27 must hit (#3): soft 24 with four cards hits
    // (with three it would be the player's choice); the fifth card stands (#0, PL-9 wins).
    void pl5_softFourCardBelow27Hits() {
        PLAY(r, pokerLike(), seats(1), "AS 10H 2D KC 3C 5S 2H", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 2D up soft 16 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#2 soft 16",
            "deal s0.0 3C up soft 19",
            "forced s0.0 hit PL-5#2 soft 19",
            "deal s0.0 5S up soft 24",
            "forced s0.0 hit PL-5#3 soft 24",
            "deal s0.0 2H up soft 26",
            "forced s0.0 stand PL-5#0 soft 26",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win soft 26 PL-9 five-card",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-5 (and its Decision note): a five-card hand must stand, beating every must-hit: hard
    // 10 with five cards stands (#0) instead of "hard below 15 hits"; likewise soft 22. With
    // only the player holding five cards, PL-9 gives the player the win although the dealer's
    // 23 is closer to 27.
    void pl5_fiveCardStandBeatsMustHit() {
        PLAY(r, pokerLike(), seats(1), "2S 10H 3D KC 2C 3H JOKER", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 2S up hard 2 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 3D up hard 5 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#1 hard 5",
            "deal s0.0 2C up hard 7",
            "forced s0.0 hit PL-5#1 hard 7",
            "deal s0.0 3H up hard 10",
            "forced s0.0 hit PL-5#1 hard 10",
            "deal s0.0 JOKER up hard 10",
            "forced s0.0 stand PL-5#0 hard 10",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win hard 10 PL-9 five-card",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
        PLAY(soft, pokerLike(), seats(1), "AS 10H 2D KC 2C 2H 2S", "");
        const auto forced = eventsOf(soft, EventType::ForcedPlay);
        QCOMPARE(int(forced.size()), 4);
        QCOMPARE(line(forced[2]), QString("forced s0.0 hit PL-5#2 soft 20"));
        QCOMPARE(line(forced[3]), QString("forced s0.0 stand PL-5#0 soft 22"));
    }

    // PL-5: hard 25 or more must stand (#4).
    void pl5_hard25Stands() {
        PLAY(r, pokerLike(), seats(1), "KS 10H QD KC", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 QD up hard 25 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 stand PL-5#4 hard 25",
            "reveal D 10H PL-6 hard 23",
            "dealer stand PL-7#1 hard 23",
            "outcome s0.0 win hard 25 PL-10 closer",
            "settle s0.0 win 1 F-15",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-5: soft 27 must stand (#5), and it is a predetermined win (PL-6) before the dealer
    // plays.
    void pl5_soft27Stands() {
        PLAY(r, pokerLike(), seats(1), "AS 10H 5D KC 8C", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 5D up soft 19 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#2 soft 19",
            "deal s0.0 8C up soft 27",
            "forced s0.0 stand PL-5#5 soft 27",
            "outcome s0.0 win soft 27 PL-6 target",
            "settle s0.0 win 1 F-15",
            "reveal D 10H PL-6 hard 23",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // ---------------------------------------------------------------------------------------
    // PL-6 the player's predetermined outcomes (F-13, F-14)

    // PL-6: a player total of exactly 27 wins at once: the dealer (hard 5, who would have to
    // hit) never draws (F-14).
    void pl6_player27WinsBeforeTheDealerPlays() {
        PLAY(r, pokerLike(), seats(1), "KS 2H 4D 3C 10C", "h");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 2H down hard 2 PL-2",
            "deal s0.0 4D up hard 17 PL-2",
            "deal D 3C up hard 5 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 10C up hard 27",
            "forced s0.0 stand PL-5#4 hard 27",
            "outcome s0.0 win hard 27 PL-6 target",
            "settle s0.0 win 1 F-15",
            "reveal D 2H PL-6 hard 5",
            "end s0 1 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QVERIFY(eventsOf(r, EventType::DealerPlay).empty());
        QCOMPARE(int(r.dealer().cards.size()), 2);
    }

    // PL-6: a bust loses at once; the dealer does not play (F-14).
    void pl6_playerBustLosesDealerDoesNotPlay() {
        PLAY(r, pokerLike(), seats(1), "KS 2H 4D 3C QC", "h");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 2H down hard 2 PL-2",
            "deal s0.0 4D up hard 17 PL-2",
            "deal D 3C up hard 5 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 QC up hard 29",
            "outcome s0.0 lose hard 29 PL-6 bust",
            "settle s0.0 lose -1 F-15",
            "reveal D 2H PL-6 hard 5",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }
};

QTEST_GUILESS_MAIN(PokerLikeForced)
#include "tst_poker_like_forced.moc"
