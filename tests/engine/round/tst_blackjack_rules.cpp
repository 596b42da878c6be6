// The blackjack preset against RULES.md Part 2, rule by rule (B-1 ... B-12): stacked shoes in
// deal order (seat card, dealer up-card, seat card, dealer hole card with one seat), scripted
// decisions, and the exact event log, settlements and legal actions that the rules imply.
// Each test names the rule it checks; tests/tst_rule_coverage.cpp requires every rule ID to be
// cited somewhere in tests/.
#include "round_log_lines.h"
#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "cards/shoe_spec.h"
#include "round/table.h"
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
    static const RuleSet r = test::preset("blackjack");
    return r;
}

} // namespace

namespace {

// Plays a table round to its end: the shoe deals, every seat stands or declines insurance.
Status playOut(Table& t, Round& r) {
    while (!r.isOver()) {
        if (auto s = t.dealPending(r); !s) return s;
        if (r.isOver()) break;
        if (auto s = r.apply(r.isLegal(Action::Stand) ? Action::Stand : Action::DeclineInsurance);
            !s)
            return s;
    }
    return {};
}

QStringList amounts(const Round& r, EventType t) {
    QStringList out;
    for (const Event& e : test::eventsOf(r, t))
        out << QString::fromStdString(e.amount.toString());
    return out;
}

} // namespace

class BlackjackRules : public QObject {
    Q_OBJECT
private slots:
    // B-1: six decks of 52, no Jokers: 312 cards, every card six times.
    void B1_sixDecksNoJokers() {
        QCOMPARE(rules().shoeRule, std::string("B-1"));
        QCOMPARE(rules().shoe.decks, 6);
        QCOMPARE(rules().shoe.jokersPerDeck, 0);
        QVERIFY(rules().shoe.removedRanks.empty());
        QCOMPARE(rules().shoe.size(), 312);
        const std::vector<Card> shoe = canonicalShoe(rules().shoe);
        QCOMPARE(static_cast<int>(shoe.size()), 312);
        std::map<int, int> count;
        for (Card c : shoe) {
            QVERIFY(!c.isJoker());
            ++count[c.index()];
        }
        QCOMPARE(static_cast<int>(count.size()), 52);
        for (auto [index, n] : count)
            QCOMPARE(n, 6);
        QCOMPARE(rules().indexStyle, IndexStyle::Standard);
    }

    // B-1 (P-1, P-3): the player asks for a reshuffle (Table::requestReshuffle); before the
    // next round a fresh key shuffles a new shoe; that round's log records the new commitment
    // and reveals the old key, which matches the commitment shown before.
    void B1_requestedReshuffleGivesFreshKey() {
        const auto k1 = ShuffleKey::fromHex(std::string(64, '1'));
        const auto k2 = ShuffleKey::fromHex(std::string(64, '2'));
        QVERIFY(k1 && k2);
        Table t(rules(), *k1);
        t.setKeySource([k = *k2] { return k; });
        const std::string c1 = t.shoe().commitment();
        QCOMPARE(c1, k1->commitment());

        auto first = t.startRound(test::seats(1));
        QVERIFY2(first, why(first));
        QCOMPARE(countOf(*first, EventType::Reshuffle), 0);
        QVERIFY(playOut(t, first.value()));
        const int dealt1 = t.shoe().dealt();
        const std::vector<Card> order1 = shoeOrder(rules().shoe, *k1);
        QVERIFY(first->cardsDealt() == std::vector<Card>(order1.begin(), order1.begin() + dealt1));

        QVERIFY(!t.reshuffleRequested());
        t.requestReshuffle();
        QVERIFY(t.reshuffleRequested());
        auto second = t.startRound(test::seats(1));
        QVERIFY2(second, why(second));
        QVERIFY(!t.reshuffleRequested());
        QCOMPARE(t.shoe().dealt(), 0);
        QCOMPARE(t.shoe().commitment(), k2->commitment());
        QVERIFY(t.shoe().commitment() != c1);
        // The log: the round starts, then the reshuffle (before any card).
        QCOMPARE(line(second->events().at(0)), QStringLiteral("round-start s0 $1 B-3"));
        QCOMPARE(line(second->events().at(1)),
                 QString::fromStdString("reshuffle B-1 " + k2->commitment() + ":" + k1->hex()));
        QCOMPARE(countOf(*second, EventType::Reshuffle), 1);
        // P-3: the old key is revealed and checks against the old commitment.
        QCOMPARE(static_cast<int>(t.finishedShoes().size()), 1);
        const FinishedShoe& done = t.finishedShoes()[0];
        QCOMPARE(done.commitment, c1);
        QCOMPARE(done.key, k1->hex());
        QCOMPARE(done.cardsDealt, dealt1);
        const auto revealed = ShuffleKey::fromHex(done.key);
        QVERIFY(revealed && keyMatchesCommitment(*revealed, c1));
        // The new round is dealt from the new order.
        QVERIFY(playOut(t, second.value()));
        const std::vector<Card> order2 = shoeOrder(rules().shoe, *k2);
        const std::vector<Card> dealt2 = second->cardsDealt();
        QVERIFY(dealt2 == std::vector<Card>(order2.begin(), order2.begin() + dealt2.size()));
        // No request, no reshuffle.
        auto third = t.startRound(test::seats(1));
        QVERIFY2(third, why(third));
        QCOMPARE(countOf(*third, EventType::Reshuffle), 0);

        // With the default key source the fresh key comes from the OS (P-1).
        Table os(rules(), *k1);
        os.requestReshuffle();
        auto fresh = os.startRound(test::seats(1));
        QVERIFY2(fresh, why(fresh));
        const std::vector<Event> shuffles = test::eventsOf(*fresh, EventType::Reshuffle);
        QCOMPARE(static_cast<int>(shuffles.size()), 1);
        QCOMPARE(shuffles[0].rule, std::string("B-1"));
        QCOMPARE(shuffles[0].detail, os.shoe().commitment() + ":" + k1->hex());
        QVERIFY(os.shoe().commitment() != c1);
        QCOMPARE(static_cast<int>(os.shoe().commitment().size()), 64);
    }

    // B-2: 2-10 their rank, J/Q/K 10, an Ace 11 unless that busts the hand, then 1.
    void B2_values() {
        QCOMPARE(rules().values.rule, std::string("B-2"));
        auto value = [](const std::string& codes) {
            const std::vector<Card> cs = test::cards(codes);
            return valueOf(std::span<const Card>(cs), rules().values);
        };
        QCOMPARE(value("JS QH"), (HandValue{20, false, false}));
        QCOMPARE(value("KS 9H"), (HandValue{19, false, false}));
        QCOMPARE(value("AS KH"), (HandValue{21, true, false}));
        QCOMPARE(value("AS AH"), (HandValue{12, true, false}));
        QCOMPARE(value("AS 6H"), (HandValue{17, true, false}));
        QCOMPARE(value("AS 6H 10C"), (HandValue{17, false, false}));
        QCOMPARE(value("AS 9H 5C"), (HandValue{15, false, false}));
        QCOMPARE(value("AS AH 9C"), (HandValue{21, true, false}));
        QCOMPARE(value("KS QH 2C"), (HandValue{22, false, true}));
        QCOMPARE(value("2S 3H 4C 5D 6S"), (HandValue{20, false, false}));
    }

    // B-3: seat up, dealer up, seat up, dealer DOWN (the hole card). Only the up-card is seen
    // while the player decides; the hole card is revealed when the dealer plays (B-10).
    void B3_dealOrderHoleCardDownRevealedLater() {
        auto started = Round::start(rules(), test::seats(1));
        QVERIFY2(started, why(started));
        Round r = std::move(started).value();
        const std::vector<Card> cs = test::cards("10S 9H 7S 8D");
        const int expectSeat[] = {0, -1, 0, -1};
        const bool expectUp[] = {true, true, true, false};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(r.needsCard());
            QCOMPARE(r.cardTarget().seat, expectSeat[i]);
            QCOMPARE(r.cardTarget().faceUp, expectUp[i]);
            QVERIFY(r.deal(cs[i]));
        }
        QCOMPARE(r.phase(), Phase::Decision);
        QCOMPARE(r.dealer().faceUp, (std::vector<bool>{true, false}));
        QCOMPARE(r.dealerVisibleValue().total, 9);
        QCOMPARE(r.dealerValue().total, 17);
        QCOMPARE(countOf(r, EventType::Reveal), 0);
        QCOMPARE(legal(r), QStringLiteral("hit stand surrender"));
        QVERIFY(r.apply(Action::Stand));
        QVERIFY(r.isOver());
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 9H up t9 B-3",
                    "deal s0.0 7S up t17 B-3", "deal d 8D down t17 B-3", "dealer-check B-5 none",
                    "decision s0.0 stand t17", "reveal d 8D t17 B-10",
                    "dealer-play stand t17 #0 B-10", "outcome s0.0 push t17 B-11 tie",
                    "settlement s0.0 push $0 B-12", "round-end s0 $0 B-12");
        QCOMPARE(r.dealer().faceUp, (std::vector<bool>{true, true}));
    }

    // B-4: a player's blackjack (A + ten-value card) alone is paid 3:2 at once, without a
    // decision; the hole card is shown at the end.
    void B4_blackjackPaysThreeToTwo() {
        PLAY(r, test::seats(1), "AS 10H KS 7D", "");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 KS up t21s B-3", "deal d 7D down t17 B-3", "dealer-check B-5 none",
                    "outcome s0.0 win t21s B-5 natural", "settlement s0.0 win $3/2 B-12",
                    "reveal d 7D t17 B-10", "round-end s0 $3/2 B-12");
        QCOMPARE(test::settled(r, 0), Money(3, 2));
        QCOMPARE(countOf(r, EventType::DealerPlay), 0);
        // Any ten-value card, either order.
        for (const char* deal : {"QS 10H AS 7D", "AS 10H 10S 7D", "JD 10H AC 7D"}) {
            PLAY(q, test::seats(1), deal, "");
            QCOMPARE(test::outcomeOf(q, 0).detail, std::string("natural"));
            QCOMPARE(test::settled(q, 0), Money(3, 2));
        }
    }

    // B-4: the blackjack beats any other 21, here the dealer's three-card 21 (two seats: seat 1
    // is paid 3:2 at once; seat 2 plays on and loses to the dealer's 21).
    void B4_blackjackBeatsThreeCard21() {
        PLAY(r, test::seats(2), "AS 10C 10H KS 6C 5D 6H", "s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "round-start s1 $1 B-3", "deal s0.0 AS up t11s B-3",
                    "deal s1.0 10C up t10 B-3", "deal d 10H up t10 B-3", "deal s0.0 KS up t21s B-3",
                    "deal s1.0 6C up t16 B-3", "deal d 5D down t15 B-3", "dealer-check B-5 none",
                    "outcome s0.0 win t21s B-5 natural", "settlement s0.0 win $3/2 B-12",
                    "decision s1.0 stand t16", "reveal d 5D t15 B-10",
                    "dealer-play hit t15 #0 B-10", "deal d 6H up t21",
                    "dealer-play stand t21 #0 B-10", "outcome s1.0 lose t16 B-11 closer",
                    "settlement s1.0 lose $-1 B-12", "round-end s0 $3/2 B-12",
                    "round-end s1 $-1 B-12");
        QCOMPARE(r.dealerValue().total, 21);
        QCOMPARE(static_cast<int>(r.dealer().cards.size()), 3);
    }

    // B-5: insurance on an Ace up-card costs half the wager and pays 2:1 when the dealer has
    // blackjack (+1 on a stake of 1/2); the hand loses to the blackjack: round net 0.
    void B5_insurancePaysTwoToOneOnDealerBlackjack() {
        PLAY_UNTIL(q, test::seats(1), "10S AH 9S KD", "");
        QCOMPARE(q.phase(), Phase::Insurance);
        QCOMPARE(legal(q), QStringLiteral("insure decline-insurance"));
        QCOMPARE(countOf(q, EventType::DealerCheck), 0); // the peek comes after the decision

        PLAY(r, test::seats(1), "10S AH 9S KD", "y");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d AH up t11s B-3",
                    "deal s0.0 9S up t19 B-3", "deal d KD down t21s B-3",
                    "insurance-offered s0 $1/2 B-5", "decision s0.0 insure $1/2 B-5",
                    "dealer-check B-5 natural", "reveal d KD t21s B-10",
                    "insurance-settled s0 win $1 B-5", "outcome s0.0 lose t19 B-5 dealer-natural",
                    "settlement s0.0 lose $-1 B-12", "round-end s0 $0 B-12");
        QCOMPARE(countOf(r, EventType::DealerPlay), 0);
    }

    // B-5: insurance is lost (-1/2) when the dealer has no blackjack; the round goes on with
    // the original wager.
    void B5_insuranceLostWithoutDealerBlackjack() {
        PLAY_UNTIL(q, test::seats(1), "10S AH 9S 7D", "y");
        QCOMPARE(q.phase(), Phase::Decision);
        QCOMPARE(legal(q), QStringLiteral("hit stand surrender"));
        PLAY(r, test::seats(1), "10S AH 9S 7D", "y s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d AH up t11s B-3",
                    "deal s0.0 9S up t19 B-3", "deal d 7D down t18s B-3",
                    "insurance-offered s0 $1/2 B-5", "decision s0.0 insure $1/2 B-5",
                    "dealer-check B-5 none", "insurance-settled s0 lose $-1/2 B-5",
                    "decision s0.0 stand t19", "reveal d 7D t18s B-10",
                    "dealer-play stand t18s #1 B-10", "outcome s0.0 win t19 B-11 closer",
                    "settlement s0.0 win $1 B-12", "round-end s0 $1/2 B-12");
    }

    // B-5: declining insurance against a dealer blackjack: the wager is lost, nothing else.
    void B5_declinedInsuranceDealerBlackjack() {
        PLAY(r, test::seats(1), "10S AH 9S KD", "n");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d AH up t11s B-3",
                    "deal s0.0 9S up t19 B-3", "deal d KD down t21s B-3",
                    "insurance-offered s0 $1/2 B-5", "decision s0.0 decline-insurance B-5",
                    "dealer-check B-5 natural", "reveal d KD t21s B-10",
                    "outcome s0.0 lose t19 B-5 dealer-natural", "settlement s0.0 lose $-1 B-12",
                    "round-end s0 $-1 B-12");
    }

    // B-5: the dealer peeks with any up-card: a ten up and an Ace in the hole is a blackjack;
    // no insurance (not an Ace up), the player loses 1 without deciding (B-8: so no surrender).
    void B5_dealerPeeksWithTenUp() {
        PLAY(r, test::seats(1), "10S KH 9S AD", "");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d KH up t10 B-3",
                    "deal s0.0 9S up t19 B-3", "deal d AD down t21s B-3",
                    "dealer-check B-5 natural", "reveal d AD t21s B-10",
                    "outcome s0.0 lose t19 B-5 dealer-natural", "settlement s0.0 lose $-1 B-12",
                    "round-end s0 $-1 B-12");
        QCOMPARE(countOf(r, EventType::Decision), 0);
        QCOMPARE(countOf(r, EventType::InsuranceOffered), 0);
        // A dealer without blackjack is checked too, and play goes on.
        PLAY_UNTIL(q, test::seats(1), "10S KH 9S 9D", "");
        QCOMPARE(line(test::eventsOf(q, EventType::DealerCheck).at(0)),
                 QStringLiteral("dealer-check B-5 none"));
        QCOMPARE(q.phase(), Phase::Decision);
        QCOMPARE(countOf(q, EventType::Reveal), 0);
    }

    // B-5: both have blackjack: push. Player blackjack alone (also under an Ace up-card with
    // insurance declined): paid 3:2.
    void B5_bothBlackjackPush() {
        PLAY(r, test::seats(1), "AS KH KS AD", "");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d KH up t10 B-3",
                    "deal s0.0 KS up t21s B-3", "deal d AD down t21s B-3",
                    "dealer-check B-5 natural", "reveal d AD t21s B-10",
                    "outcome s0.0 push t21s B-5 both-natural", "settlement s0.0 push $0 B-12",
                    "round-end s0 $0 B-12");
        PLAY(a, test::seats(1), "AS AH KS 7D", "n");
        COMPARE_LOG(a, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d AH up t11s B-3",
                    "deal s0.0 KS up t21s B-3", "deal d 7D down t18s B-3",
                    "insurance-offered s0 $1/2 B-5", "decision s0.0 decline-insurance B-5",
                    "dealer-check B-5 none", "outcome s0.0 win t21s B-5 natural",
                    "settlement s0.0 win $3/2 B-12", "reveal d 7D t18s B-10",
                    "round-end s0 $3/2 B-12");
    }

    // B-6: reaching exactly 21 stands automatically (a forced play citing B-6), hard or soft.
    void B6_exactly21StandsAutomatically() {
        PLAY(r, test::seats(1), "10S 9H 5S 7D 6C 10C", "h");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 9H up t9 B-3",
                    "deal s0.0 5S up t15 B-3", "deal d 7D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 hit t15", "deal s0.0 6C up t21",
                    "forced-play s0.0 stand t21 #0 B-6", "reveal d 7D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 10C up t26",
                    "outcome s0.0 win t21 B-11 dealer-bust", "settlement s0.0 win $1 B-12",
                    "round-end s0 $1 B-12");
        PLAY(s, test::seats(1), "AS 9H 5S 7D 5C 2C", "h");
        COMPARE_LOG(s, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d 9H up t9 B-3",
                    "deal s0.0 5S up t16s B-3", "deal d 7D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 hit t16s", "deal s0.0 5C up t21s",
                    "forced-play s0.0 stand t21s #0 B-6", "reveal d 7D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 2C up t18",
                    "dealer-play stand t18 #0 B-10", "outcome s0.0 win t21s B-11 closer",
                    "settlement s0.0 win $1 B-12", "round-end s0 $1 B-12");
        // Below 21 the player may still hit, even on 20.
        PLAY_UNTIL(q, test::seats(1), "10S 9H 5S 7D 5C", "h");
        QCOMPARE(q.phase(), Phase::Decision);
        QCOMPARE(legal(q), QStringLiteral("hit stand"));
        QVERIFY(q.apply(Action::Hit));
        QVERIFY(q.deal(test::cards("AC")[0])); // 21 with four cards: stands by itself
        QCOMPARE(line(test::eventsOf(q, EventType::ForcedPlay).at(0)),
                 QStringLiteral("forced-play s0.0 stand t21 #0 B-6"));
        QVERIFY(q.needsCard()); // the dealer's 16 hits
        QCOMPARE(q.cardTarget().seat, -1);
    }

    // B-6: above 21 busts: the hand loses at once (B-11); with every hand settled the dealer
    // does not play, the hole card is only shown.
    void B6_bustAbove21() {
        PLAY(r, test::seats(1), "10S 9H 5S 7D KC", "h");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 9H up t9 B-3",
                    "deal s0.0 5S up t15 B-3", "deal d 7D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 hit t15", "deal s0.0 KC up t25",
                    "outcome s0.0 lose t25 B-11 bust", "settlement s0.0 lose $-1 B-12",
                    "reveal d 7D t16 B-10", "round-end s0 $-1 B-12");
        QCOMPARE(countOf(r, EventType::DealerPlay), 0);
    }

    // B-7, B-8, B-9: the legal actions at a decision point. Double only on the first two cards
    // totalling 9-11 (a soft A+8 is 19: no), never after a split; surrender only on the first
    // two cards, never after a split; split a first-two-card pair of equal point value (K+Q),
    // once only. The dealer shows a 10 over a 7 (no insurance, no blackjack).
    void B7_B8_B9_legalActions_data() {
        QTest::addColumn<QString>("deal");
        QTest::addColumn<QString>("decisions");
        QTest::addColumn<QString>("expected");
        const QString all = QStringLiteral("hit stand double surrender");
        const QString plain = QStringLiteral("hit stand surrender");
        const QString pair = QStringLiteral("hit stand split surrender");
        QTest::newRow("B-7 hard 9 (4+5)") << "4S 10H 5C 7D"
                                          << "" << all;
        QTest::newRow("B-7 hard 10 (6+4)") << "6S 10H 4C 7D"
                                           << "" << all;
        QTest::newRow("B-7 hard 11 (7+4)") << "7S 10H 4C 7D"
                                           << "" << all;
        QTest::newRow("B-7 hard 8: no double") << "3S 10H 5C 7D"
                                               << "" << plain;
        QTest::newRow("B-7 hard 12: no double") << "7S 10H 5C 7D"
                                                << "" << plain;
        QTest::newRow("B-7 soft 19 (A+8): no double") << "AS 10H 8C 7D"
                                                      << "" << plain;
        QTest::newRow("B-7 soft 13 (A+2): no double") << "AS 10H 2C 7D"
                                                      << "" << plain;
        QTest::newRow("B-7 B-9 pair of 5s: double and split") << "5S 10H 5C 7D"
                                                              << ""
                                                              << "hit stand double split surrender";
        QTest::newRow("B-9 K+Q is a pair by value") << "KS 10H QC 7D"
                                                    << "" << pair;
        QTest::newRow("B-9 10+J is a pair by value") << "10S 10H JC 7D"
                                                     << "" << pair;
        QTest::newRow("B-9 A+A") << "AS 10H AC 7D"
                                 << "" << pair;
        QTest::newRow("B-9 9+9") << "9S 10H 9C 7D"
                                 << "" << pair;
        QTest::newRow("B-9 K+9 is no pair") << "KS 10H 9C 7D"
                                            << "" << plain;
        QTest::newRow("B-7 B-8 three cards totalling 9") << "2S 10H 3C 7D 4D"
                                                         << "h"
                                                         << "hit stand";
        QTest::newRow("B-7 B-8 three cards totalling 11") << "2S 10H 4C 7D 5D"
                                                          << "h"
                                                          << "hit stand";
        QTest::newRow("B-7 B-8 B-9 split 5s, first hand 11") << "5S 10H 5C 7D 6D"
                                                             << "p"
                                                             << "hit stand";
        QTest::newRow("B-9 split 8s, first hand a pair again: no resplit") << "8S 10H 8C 7D 8D"
                                                                           << "p"
                                                                           << "hit stand";
        QTest::newRow("B-9 split Ks, second hand Q+J: no resplit") << "KS 10H QC 7D 5D JD"
                                                                   << "p s"
                                                                   << "hit stand";
        QTest::newRow("B-5 insurance decision on an Ace up-card") << "10S AH 9S 7D"
                                                                  << ""
                                                                  << "insure decline-insurance";
        QTest::newRow("B-5 B-8 after declining insurance and the peek") << "10S AH 9S 7D"
                                                                        << "n" << plain;
        QTest::newRow("B-5 no insurance on a ten up-card") << "10S KH 9S 7D"
                                                           << "" << plain;
    }
    void B7_B8_B9_legalActions() {
        QFETCH(QString, deal);
        QFETCH(QString, decisions);
        QFETCH(QString, expected);
        PLAY_UNTIL(r, test::seats(1), deal.toStdString(), decisions.toStdString());
        QVERIFY2(!r.isOver() && !r.needsCard(), qPrintable(test::transcript(r)));
        QCOMPARE(legal(r), expected);
        // Everything else is refused and leaves no trace.
        const size_t before = r.events().size();
        for (int a = 0; a < kActionCount; ++a) {
            const Action act = static_cast<Action>(a);
            if (expected.split(' ').contains(QString::fromLatin1(actionName(act)))) continue;
            QVERIFY(!r.apply(act));
        }
        QCOMPARE(r.events().size(), before);
    }

    // B-7: double on 11: the wager doubles, exactly one card, the hand stands; a win is +2.
    void B7_doubleWinsTwo() {
        PLAY(r, test::seats(1), "6S 10H 5S 7D 10C", "d");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 6S up t6 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 5S up t11 B-3", "deal d 7D down t17 B-3", "dealer-check B-5 none",
                    "decision s0.0 double $1 t11 B-7", "deal s0.0 10C up t21",
                    "reveal d 7D t17 B-10", "dealer-play stand t17 #0 B-10",
                    "outcome s0.0 win t21 B-11 closer", "settlement s0.0 win $2 B-12",
                    "round-end s0 $2 B-12");
        QCOMPARE(r.seats()[0].hands[0].wager, Money{2});
        QVERIFY(r.seats()[0].hands[0].doubled);
    }

    // B-7: double on 9, the one card gives 11 and the hand stands there (no more decision);
    // it loses -2.
    void B7_doubleLosesTwoAndStandsAfterOneCard() {
        PLAY(r, test::seats(1), "5S 10H 4S 7D 2C", "d");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 5S up t5 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 4S up t9 B-3", "deal d 7D down t17 B-3", "dealer-check B-5 none",
                    "decision s0.0 double $1 t9 B-7", "deal s0.0 2C up t11", "reveal d 7D t17 B-10",
                    "dealer-play stand t17 #0 B-10", "outcome s0.0 lose t11 B-11 closer",
                    "settlement s0.0 lose $-2 B-12", "round-end s0 $-2 B-12");
        QCOMPARE(static_cast<int>(r.seats()[0].hands[0].cards.size()), 3);
        // A doubled wager of 3/2 settles at exactly 3.
        PLAY(w, test::seats(1, Money(3, 2)), "6S 10H 5S 7D 10C", "d");
        QCOMPARE(test::settled(w, 0), Money{3});
    }

    // B-8: surrender on the first two cards: half the wager is lost (-1/2); the dealer does
    // not play.
    void B8_surrenderLosesHalf() {
        PLAY(r, test::seats(1), "10S 10H 6S 9D", "u");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 6S up t16 B-3", "deal d 9D down t19 B-3", "dealer-check B-5 none",
                    "decision s0.0 surrender t16 B-8", "outcome s0.0 surrender t16 B-8 surrender",
                    "settlement s0.0 surrender $-1/2 B-12", "reveal d 9D t19 B-10",
                    "round-end s0 $-1/2 B-12");
    }

    // B-8: surrender comes after the dealer's blackjack check (which follows the insurance
    // decision, B-5).
    void B8_surrenderAfterThePeek() {
        PLAY(r, test::seats(1), "10S AH 6S 9D", "n u");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d AH up t11s B-3",
                    "deal s0.0 6S up t16 B-3", "deal d 9D down t20s B-3",
                    "insurance-offered s0 $1/2 B-5", "decision s0.0 decline-insurance B-5",
                    "dealer-check B-5 none", "decision s0.0 surrender t16 B-8",
                    "outcome s0.0 surrender t16 B-8 surrender",
                    "settlement s0.0 surrender $-1/2 B-12", "reveal d 9D t20s B-10",
                    "round-end s0 $-1/2 B-12");
        // Against a dealer blackjack there is no decision at all (B-5 dealer-natural): -1.
        PLAY(b, test::seats(1), "10S AH 6S KD", "n");
        QCOMPARE(test::outcomeOf(b, 0).detail, std::string("dealer-natural"));
        QCOMPARE(test::settled(b, 0), Money{-1});
    }

    // B-9: split a pair of 8s into two hands with equal wagers; the first hand gets its second
    // card and is played out, then the second. No resplit, no double (even on 11), no
    // surrender after the split. Each hand settles on its own.
    void B9_splitPlaysTwoHands() {
        PLAY(r, test::seats(1), "8S 10H 8C 7D 8D 3C KC", "p s h");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 8S up t8 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 8C up t16 B-3", "deal d 7D down t17 B-3", "dealer-check B-5 none",
                    "decision s0.0 split $1 t16 B-9", "deal s0.0 8D up t16",
                    "decision s0.0 stand t16", "deal s0.1 3C up t11", "decision s0.1 hit t11",
                    "deal s0.1 KC up t21", "forced-play s0.1 stand t21 #0 B-6",
                    "reveal d 7D t17 B-10", "dealer-play stand t17 #0 B-10",
                    "outcome s0.0 lose t16 B-11 closer", "settlement s0.0 lose $-1 B-12",
                    "outcome s0.1 win t21 B-11 closer", "settlement s0.1 win $1 B-12",
                    "round-end s0 $0 B-12");
        QCOMPARE(static_cast<int>(r.seats()[0].hands.size()), 2);
        QCOMPARE(r.seats()[0].hands[0].wager, Money{1});
        QCOMPARE(r.seats()[0].hands[1].wager, Money{1});
        // The legal actions on each split hand.
        PLAY_UNTIL(q, test::seats(1), "8S 10H 8C 7D 8D", "p");
        QCOMPARE(legal(q), QStringLiteral("hit stand"));
        QVERIFY(!q.apply(Action::Split));
        QVERIFY(q.apply(Action::Stand));
        QVERIFY(q.deal(test::cards("3C")[0]));
        QCOMPARE(q.handToAct(), 1);
        QCOMPARE(legal(q), QStringLiteral("hit stand"));
        QVERIFY(!q.apply(Action::Double));
        QVERIFY(!q.apply(Action::Surrender));
    }

    // B-9: split Aces get one card each and stand (forced plays citing B-9); an Ace and a
    // ten after a split is 21 but no blackjack: paid 1:1.
    void B9_splitAcesOneCardEach() {
        PLAY(r, test::seats(1), "AS 10H AC 7D KD 9C", "p");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 AC up t12s B-3", "deal d 7D down t17 B-3", "dealer-check B-5 none",
                    "decision s0.0 split $1 t12s B-9", "deal s0.0 KD up t21s",
                    "forced-play s0.0 stand t21s B-9 split-aces", "deal s0.1 9C up t20s",
                    "forced-play s0.1 stand t20s B-9 split-aces", "reveal d 7D t17 B-10",
                    "dealer-play stand t17 #0 B-10", "outcome s0.0 win t21s B-11 closer",
                    "settlement s0.0 win $1 B-12", "outcome s0.1 win t20s B-11 closer",
                    "settlement s0.1 win $1 B-12", "round-end s0 $2 B-12");
    }

    // B-9: a two-card 21 after a split beats the dealer's three-card 21 and pays 1:1 (from a
    // K+Q split: the 21 also stands by itself, B-6; from split Aces).
    void B9_splitTwoCard21BeatsThreeCard21() {
        PLAY(r, test::seats(1), "KS 10H QC 6D AD 9C 5H", "p s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 KS up t10 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 QC up t20 B-3", "deal d 6D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 split $1 t20 B-9", "deal s0.0 AD up t21s",
                    "forced-play s0.0 stand t21s #0 B-6", "deal s0.1 9C up t19",
                    "decision s0.1 stand t19", "reveal d 6D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 5H up t21",
                    "dealer-play stand t21 #0 B-10", "outcome s0.0 win t21s B-9 split-natural",
                    "settlement s0.0 win $1 B-12", "outcome s0.1 lose t19 B-11 closer",
                    "settlement s0.1 lose $-1 B-12", "round-end s0 $0 B-12");
        PLAY(a, test::seats(1), "AS 10H AC 6D KD 5C 5H", "p");
        COMPARE_LOG(a, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 AC up t12s B-3", "deal d 6D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 split $1 t12s B-9", "deal s0.0 KD up t21s",
                    "forced-play s0.0 stand t21s B-9 split-aces", "deal s0.1 5C up t16s",
                    "forced-play s0.1 stand t16s B-9 split-aces", "reveal d 6D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 5H up t21",
                    "dealer-play stand t21 #0 B-10", "outcome s0.0 win t21s B-9 split-natural",
                    "settlement s0.0 win $1 B-12", "outcome s0.1 lose t16s B-11 closer",
                    "settlement s0.1 lose $-1 B-12", "round-end s0 $0 B-12");
        // A three-card 21 after a split only pushes against the dealer's three-card 21.
        PLAY(t, test::seats(1), "8S 10H 8C 6D 3D KD 9C 5H", "p h s");
        QCOMPARE(line(test::outcomeOf(t, 0, 0)), QStringLiteral("outcome s0.0 push t21 B-11 tie"));
    }

    // B-10: when every hand left is a split natural (which wins whatever the dealer draws, B-9)
    // the dealer only turns the hole card and draws nothing; the log gives the true reason.
    // The scripts hold no card for the dealer: drawing one would fail the script.
    void B10_splitNaturalsAloneDrawNothing() {
        PLAY(r, test::seats(1), "AS 10H AC 6D KD QC", "p");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 AS up t11s B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 AC up t12s B-3", "deal d 6D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 split $1 t12s B-9", "deal s0.0 KD up t21s",
                    "forced-play s0.0 stand t21s B-9 split-aces", "deal s0.1 QC up t21s",
                    "forced-play s0.1 stand t21s B-9 split-aces", "reveal d 6D t16 B-10",
                    "outcome s0.0 win t21s B-9 split-natural", "settlement s0.0 win $1 B-12",
                    "outcome s0.1 win t21s B-9 split-natural", "settlement s0.1 win $1 B-12",
                    "round-end s0 $2 B-12");
        // One split natural and one bust hand: nothing is compared either.
        PLAY(k, test::seats(1), "KS 10H KC 6D AD 5C KH", "p h");
        QCOMPARE(test::eventsOf(k, EventType::DealerPlay).size(), size_t{0});
        QCOMPARE(line(test::outcomeOf(k, 0, 0)),
                 QStringLiteral("outcome s0.0 win t21s B-9 split-natural"));
        QCOMPARE(test::settled(k, 0), Money{0});
        // A split natural beside a hand that stands: the dealer plays as usual.
        PLAY(p, test::seats(1), "AS 10H AC 6D KD 9C 5H", "p");
        QCOMPARE(test::eventsOf(p, EventType::DealerPlay).size(), size_t{2});
    }

    // B-10: the hole card is turned up; the dealer hits soft 17 (A+6) and stands on hard 17.
    void B10_dealerHitsSoft17StandsHard17() {
        PLAY(r, test::seats(1), "10S 6H 8S AD 10C", "s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 6H up t6 B-3",
                    "deal s0.0 8S up t18 B-3", "deal d AD down t17s B-3", "dealer-check B-5 none",
                    "decision s0.0 stand t18", "reveal d AD t17s B-10",
                    "dealer-play hit t17s #1 B-10", "deal d 10C up t17",
                    "dealer-play stand t17 #0 B-10", "outcome s0.0 win t18 B-11 closer",
                    "settlement s0.0 win $1 B-12", "round-end s0 $1 B-12");
    }

    // B-10: the dealer stands on soft 18 and hits below 17 (12, 16).
    void B10_dealerStandsSoft18HitsBelow17() {
        PLAY(r, test::seats(1), "10S 7H 8S AD", "s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 7H up t7 B-3",
                    "deal s0.0 8S up t18 B-3", "deal d AD down t18s B-3", "dealer-check B-5 none",
                    "decision s0.0 stand t18", "reveal d AD t18s B-10",
                    "dealer-play stand t18s #1 B-10", "outcome s0.0 push t18 B-11 tie",
                    "settlement s0.0 push $0 B-12", "round-end s0 $0 B-12");
        PLAY(h, test::seats(1), "10S 10H KS 2D 4C 5C", "s");
        COMPARE_LOG(h, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 KS up t20 B-3", "deal d 2D down t12 B-3", "dealer-check B-5 none",
                    "decision s0.0 stand t20", "reveal d 2D t12 B-10",
                    "dealer-play hit t12 #0 B-10", "deal d 4C up t16",
                    "dealer-play hit t16 #0 B-10", "deal d 5C up t21",
                    "dealer-play stand t21 #0 B-10", "outcome s0.0 lose t20 B-11 closer",
                    "settlement s0.0 lose $-1 B-12", "round-end s0 $-1 B-12");
    }

    // B-11: a player bust loses even when the dealer busts too (two seats: seat 1 busts and is
    // settled at once; seat 2 stands; the dealer plays and busts: only seat 2 wins).
    void B11_playerBustLosesEvenWhenDealerBusts() {
        PLAY(r, test::seats(2), "10S 10C 10H 6S 9C 6D KS 10D", "h s");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "round-start s1 $1 B-3", "deal s0.0 10S up t10 B-3",
                    "deal s1.0 10C up t10 B-3", "deal d 10H up t10 B-3", "deal s0.0 6S up t16 B-3",
                    "deal s1.0 9C up t19 B-3", "deal d 6D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 hit t16", "deal s0.0 KS up t26",
                    "outcome s0.0 lose t26 B-11 bust", "settlement s0.0 lose $-1 B-12",
                    "decision s1.0 stand t19", "reveal d 6D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 10D up t26",
                    "outcome s1.0 win t19 B-11 dealer-bust", "settlement s1.0 win $1 B-12",
                    "round-end s0 $-1 B-12", "round-end s1 $1 B-12");
        QVERIFY(r.dealerValue().bust);
    }

    // B-11: equal totals push (18 v 18 and a three-card 21 v a three-card 21); a higher total
    // wins (19 v 18), a lower one loses.
    void B11_equalTotalsPushHigherWins() {
        PLAY(p, test::seats(1), "10S 10H 8S 8D", "s");
        QCOMPARE(line(test::outcomeOf(p, 0)), QStringLiteral("outcome s0.0 push t18 B-11 tie"));
        QCOMPARE(test::settled(p, 0), Money{});
        PLAY(t, test::seats(1), "10S 10H 5S 6D 6C 5H", "h");
        COMPARE_LOG(t, "round-start s0 $1 B-3", "deal s0.0 10S up t10 B-3", "deal d 10H up t10 B-3",
                    "deal s0.0 5S up t15 B-3", "deal d 6D down t16 B-3", "dealer-check B-5 none",
                    "decision s0.0 hit t15", "deal s0.0 6C up t21",
                    "forced-play s0.0 stand t21 #0 B-6", "reveal d 6D t16 B-10",
                    "dealer-play hit t16 #0 B-10", "deal d 5H up t21",
                    "dealer-play stand t21 #0 B-10", "outcome s0.0 push t21 B-11 tie",
                    "settlement s0.0 push $0 B-12", "round-end s0 $0 B-12");
        PLAY(w, test::seats(1), "10S 10H 9S 8D", "s");
        QCOMPARE(line(test::outcomeOf(w, 0)), QStringLiteral("outcome s0.0 win t19 B-11 closer"));
        PLAY(l, test::seats(1), "10S 10H 7S 8D", "s");
        QCOMPARE(line(test::outcomeOf(l, 0)), QStringLiteral("outcome s0.0 lose t17 B-11 closer"));
    }

    // B-12: the payout table, settlement by settlement, on wagers of 1 and 2: blackjack 3:2,
    // a split Ace+ten 1:1, win 1:1, insurance 2:1, push 0, surrender -1/2, double 2x.
    void B12_payouts() {
        struct Case {
            const char* name;
            Money wager;
            const char* deal;
            const char* decisions;
            QStringList settlements; // per hand, in order
            QStringList insurance;
            const char* net;
        };
        const std::vector<Case> cases{
            {"blackjack 3:2", 1, "AS 10H KS 7D", "", {"3/2"}, {}, "3/2"},
            {"blackjack 3:2 on 2", 2, "AS 10H KS 7D", "", {"3"}, {}, "3"},
            {"blackjack after split 1:1", 1, "AS 10H AC 7D KD 9C", "p", {"1", "1"}, {}, "2"},
            {"win 1:1", 1, "10S 10H 9S 7D", "s", {"1"}, {}, "1"},
            {"win 1:1 on 2", 2, "10S 10H 9S 7D", "s", {"2"}, {}, "2"},
            {"lose", 1, "10S 10H 6S 7D", "s", {"-1"}, {}, "-1"},
            {"push 0", 1, "10S 10H 7S 7D", "s", {"0"}, {}, "0"},
            {"surrender -1/2", 1, "10S 10H 6S 9D", "u", {"-1/2"}, {}, "-1/2"},
            {"surrender on 2", 2, "10S 10H 6S 9D", "u", {"-1"}, {}, "-1"},
            {"insurance 2:1", 1, "10S AH 9S KD", "y", {"-1"}, {"1"}, "0"},
            {"insurance 2:1 on 2", 2, "10S AH 9S KD", "y", {"-2"}, {"2"}, "0"},
            {"insurance lost", 1, "10S AH 9S 7D", "y s", {"1"}, {"-1/2"}, "1/2"},
            {"blackjack v blackjack, insured", 1, "AS AH KS KD", "y", {"0"}, {"1"}, "1"},
            {"double 2x", 1, "6S 10H 5S 7D 10C", "d", {"2"}, {}, "2"},
        };
        for (const Case& c : cases) {
            auto played = test::playScript(rules(), test::seats(1, c.wager), c.deal, c.decisions);
            QVERIFY2(played, qPrintable(QString::fromLatin1(c.name) + ": " + why(played)));
            const Round& r = *played;
            QVERIFY2(amounts(r, EventType::Settlement) == c.settlements, c.name);
            QVERIFY2(amounts(r, EventType::InsuranceSettled) == c.insurance, c.name);
            QVERIFY2(amounts(r, EventType::RoundEnd) == QStringList{c.net}, c.name);
            QVERIFY2(r.seats()[0].net == *Money::parse(c.net), c.name);
            for (const Event& e : test::eventsOf(r, EventType::Settlement))
                QCOMPARE(e.rule, std::string("B-12"));
        }
        QCOMPARE(rules().natural.payout, Money(3, 2));
        QCOMPARE(rules().insurance.payout, Money{2});
        QCOMPARE(rules().insurance.price, Money(1, 2));
        QCOMPARE(rules().surrender.refund, Money(1, 2));
    }

    // Two seats with different wagers: insurance is offered to each in seat order (B-5), one
    // takes it and loses it, the other declines; seat 2 hits to 21 and stands (B-6); the
    // dealer stands on soft 18 (B-10); both win (B-11, B-12).
    void B5_B11_twoSeatRound() {
        RoundSetup setup = test::seats(2);
        setup.seats[1].wager = Money{2};
        PLAY_UNTIL(q, setup, "10S 10C AH 9S 6C 7D", "");
        QCOMPARE(q.phase(), Phase::Insurance);
        QCOMPARE(q.seatToAct(), 0);
        QVERIFY(q.apply(Action::TakeInsurance));
        QCOMPARE(q.phase(), Phase::Insurance);
        QCOMPARE(q.seatToAct(), 1);
        QCOMPARE(legal(q), QStringLiteral("insure decline-insurance"));

        PLAY(r, setup, "10S 10C AH 9S 6C 7D 5H", "y n s h");
        COMPARE_LOG(r, "round-start s0 $1 B-3", "round-start s1 $2 B-3", "deal s0.0 10S up t10 B-3",
                    "deal s1.0 10C up t10 B-3", "deal d AH up t11s B-3", "deal s0.0 9S up t19 B-3",
                    "deal s1.0 6C up t16 B-3", "deal d 7D down t18s B-3",
                    "insurance-offered s0 $1/2 B-5", "insurance-offered s1 $1 B-5",
                    "decision s0.0 insure $1/2 B-5", "decision s1.0 decline-insurance B-5",
                    "dealer-check B-5 none", "insurance-settled s0 lose $-1/2 B-5",
                    "decision s0.0 stand t19", "decision s1.0 hit t16", "deal s1.0 5H up t21",
                    "forced-play s1.0 stand t21 #0 B-6", "reveal d 7D t18s B-10",
                    "dealer-play stand t18s #1 B-10", "outcome s0.0 win t19 B-11 closer",
                    "settlement s0.0 win $1 B-12", "outcome s1.0 win t21 B-11 closer",
                    "settlement s1.0 win $2 B-12", "round-end s0 $1/2 B-12",
                    "round-end s1 $2 B-12");
    }
};

QTEST_GUILESS_MAIN(BlackjackRules)
#include "tst_blackjack_rules.moc"
