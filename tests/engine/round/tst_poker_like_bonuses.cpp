// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). Bonuses: the PL-12 pay table, paid only
// on a win (F-16).
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeBonuses : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // PL-12 bonuses (F-16)

    // PL-12: exactly three cards 8, 9, 10 pay 2:1 on top of the 1:1 win (PL-6): +3.
    void pl12_eightNineTenPaysTwoToOne() {
        PLAY(r, pokerLike(), seats(1), "8S 10H 9D KC 10C", "h");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 8S up hard 8 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 9D up hard 17 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 10C up hard 27",
            "forced s0.0 stand PL-5#4 hard 27",
            "outcome s0.0 win hard 27 PL-6 target",
            "bonus s0.0 three-8-9-10 2 PL-12",
            "settle s0.0 win 3 F-15",
            "reveal D 10H PL-6 hard 23",
            "end s0 3 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-12: exactly three 9s pay 2:1 of the wager (wager 2: bonus 4, win 2).
    void pl12_threeNinesPaysTwoToOne() {
        PLAY(r, pokerLike(), seats(1, Money{2}), "9S 10H 9D KC 9C", "h");
        const QStringList rTrace{
            "start s0 2 PL-2",
            "deal s0.0 9S up hard 9 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 9D up hard 18 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 18",
            "deal s0.0 9C up hard 27",
            "forced s0.0 stand PL-5#4 hard 27",
            "outcome s0.0 win hard 27 PL-6 target",
            "bonus s0.0 three-nines 4 PL-12",
            "settle s0.0 win 6 F-15",
            "reveal D 10H PL-6 hard 23",
            "end s0 6 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QCOMPARE(settled(r, 0), Money{6});
    }

    // PL-12: a five-card 27 pays 2:1 on top of the win.
    void pl12_fiveCard27PaysTwoToOne() {
        PLAY(r, pokerLike(), seats(1), "2S 10H 3D KC 4C 5H KD", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 2S up hard 2 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 3D up hard 5 PL-2",
            "deal D KC up hard 23 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#1 hard 5",
            "deal s0.0 4C up hard 9",
            "forced s0.0 hit PL-5#1 hard 9",
            "deal s0.0 5H up hard 14",
            "forced s0.0 hit PL-5#1 hard 14",
            "deal s0.0 KD up hard 27",
            "forced s0.0 stand PL-5#0 hard 27",
            "outcome s0.0 win hard 27 PL-6 target",
            "bonus s0.0 five-card-27 2 PL-12",
            "settle s0.0 win 3 F-15",
            "reveal D 10H PL-6 hard 23",
            "end s0 3 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-12 (Decision note: judged on the final hand; "exactly three cards" is a three-card
    // hand): 8, 9, Joker, 10 is a four-card 27 (no bonus), K+4+10 is no combination; the
    // Finnish-27 bonus is checked in the PL-4 tests.
    void pl12_noBonusForOther27s() {
        PLAY(four, pokerLike(), seats(1), "8S 10H 9D KC JOKER 10C", "h h");
        QCOMPARE(line(outcomeOf(four, 0)), QString("outcome s0.0 win hard 27 PL-6 target"));
        QVERIFY(eventsOf(four, EventType::Bonus).empty());
        QCOMPARE(settled(four, 0), Money{1});
        PLAY(plain, pokerLike(), seats(1), "KS 10H 4D KC 10C", "h");
        QVERIFY(eventsOf(plain, EventType::Bonus).empty());
        QCOMPARE(settled(plain, 0), Money{1});
    }

    // F-16 (and PL-12 "only when the player wins"): in the preset every bonus hand wins, so a
    // copy of poker-like where a player's 27 is not a predetermined win shows that a bonus hand
    // that loses or pushes is paid no bonus, and one that wins on comparison is.
    void f16_bonusOnlyOnAWin() {
        RuleSet rules = pokerLike();
        rules.predetermined.playerTargetWins = false;
        PLAY(lose, rules, seats(1), "8S 10H 9D 9C 10C 8C", "h");
        const QStringList loseTrace{
            "start s0 1 PL-2",
            "deal s0.0 8S up hard 8 PL-2",
            "deal D 10H down hard 10 PL-2",
            "deal s0.0 9D up hard 17 PL-2",
            "deal D 9C up hard 19 PL-2",
            "check PL-4 none",
            "decide s0.0 hit hard 17",
            "deal s0.0 10C up hard 27",
            "forced s0.0 stand PL-5#4 hard 27",
            "reveal D 10H PL-6 hard 19",
            "dealer hit PL-7#1 hard 19",
            "deal D 8C up hard 27",
            "dealer stand PL-7#1 hard 27",
            "outcome s0.0 lose hard 27 PL-8 dealer-target",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(lose, loseTrace);

        rules.predetermined.dealerTargetWins = false;
        PLAY(push, rules, seats(1), "8S 10H 9D 9C 10C 8C", "h");
        QCOMPARE(line(outcomeOf(push, 0)), QString("outcome s0.0 push hard 27 PL-10 tie"));
        QVERIFY(eventsOf(push, EventType::Bonus).empty());
        QCOMPARE(settled(push, 0), Money{0});

        PLAY(win, rules, seats(1), "8S 10H 9D KC 10C", "h");
        QCOMPARE(line(outcomeOf(win, 0)), QString("outcome s0.0 win hard 27 PL-10 closer"));
        const auto bonus = eventsOf(win, EventType::Bonus);
        QCOMPARE(int(bonus.size()), 1);
        QCOMPARE(line(bonus[0]), QString("bonus s0.0 three-8-9-10 2 PL-12"));
        QCOMPARE(settled(win, 0), Money{3});

        // F-16: a bonus may be a fixed amount: nine table minimums (here 9 x 1/2) instead of
        // the Finnish-27 bonus's 1:1, paid on the win.
        RuleSet fixed = pokerLike();
        fixed.bonuses[0].pay = BonusRule::Pay::TableMinimums;
        fixed.bonuses[0].amount = Money{9};
        RoundSetup halfMinimum = seats(1, Money{2});
        halfMinimum.tableMinimum = Money(1, 2);
        PLAY(fixedBonus, fixed, halfMinimum, "KS 5H AD 9C", "");
        QCOMPARE(line(eventsOf(fixedBonus, EventType::Bonus).at(0)),
                 QString("bonus s0.0 finnish-27 9/2 PL-12"));
        QCOMPARE(settled(fixedBonus, 0), Money{2} + Money(9, 2));

        RuleSet both = pokerLike();
        both.natural.bothHave = Winner::Push;
        PLAY(natural, both, seats(1), "AS AH KD KC", "");
        QCOMPARE(line(outcomeOf(natural, 0)),
                 QString("outcome s0.0 push soft 27 PL-4 both-natural"));
        QVERIFY(eventsOf(natural, EventType::Bonus).empty());
        QCOMPARE(settled(natural, 0), Money{0});
    }
};

QTEST_GUILESS_MAIN(PokerLikeBonuses)
#include "tst_poker_like_bonuses.moc"
