// The poker-like preset (RULES.md Part 1) played from stacked shoes, its log compared event by
// event with the exact expected trace (poker_like_trace.h). The deal and insurance: the shoe and
// its values (PL-1, F-1 ... F-6), the deal and the procedure (PL-2, F-10), PL-3 insurance and PL-4
// Finnish 27 after the deal.
#include "poker_like_trace.h"

using namespace f27;
using namespace f27::test;
using namespace f27::test::pokerlike;

class PokerLikeDeal : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // Cards, values and the shoe (F-1 ... F-6, PL-1)

    // PL-1, F-1: six decks of 52 plus two Jokers each: 324 cards; every standard card six
    // times, twelve Jokers; the preset cites PL-1 for its shoe and F-3 for its values.
    void pl1_f1_sixDeckShoeWithJokers() {
        const RuleSet rules = pokerLike();
        QCOMPARE(rules.shoe.decks, 6);
        QCOMPARE(rules.shoe.jokersPerDeck, 2);
        QVERIFY(rules.shoe.removedRanks.empty());
        QCOMPARE(rules.shoe.size(), 324);
        QCOMPARE(rules.shoeRule, std::string("PL-1"));
        QCOMPARE(rules.values.rule, std::string("F-3"));
        const std::vector<Card> shoe = canonicalShoe(rules.shoe);
        QCOMPARE(int(shoe.size()), 324);
        std::map<int, int> count;
        for (Card c : shoe)
            ++count[c.index()];
        QCOMPARE(int(count.size()), 53);
        for (int i = 0; i < 52; ++i)
            QCOMPARE(count[i], 6);
        QCOMPARE(count[52], 12);
    }

    // F-2: the shoe is shuffled before the first round; once 243 of 324 cards have been dealt
    // (the cut card) it is reshuffled before the next round begins, and that round's log tells
    // the player (new commitment, previous key revealed). A round that passes the cut card is
    // finished from the same shoe.
    void f2_reshuffleAfterTheCutCard() {
        const RuleSet rules = pokerLike();
        QCOMPARE(rules.shoe.cutCard, 243);
        QCOMPARE(rules.reshuffleRule, std::string("F-2"));
        const ShuffleKey first = keyOf(1), second = keyOf(2);
        Table table(rules, first);
        std::uint8_t next = 2;
        table.setKeySource([&next] { return keyOf(next++); });
        QCOMPARE(table.shoe().order(), shoeOrder(rules.shoe, first)); // shuffled before round 1
        QVERIFY(table.shoe().order() != canonicalShoe(rules.shoe));

        int rounds = 0;
        for (;;) {
            const int dealtBefore = table.shoe().dealt();
            auto r = standingRound(table, seats(1));
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
            ++rounds;
            const auto reshuffles = eventsOf(*r, EventType::Reshuffle);
            if (dealtBefore < 243) {
                QVERIFY2(reshuffles.empty(), qPrintable(QString("round %1").arg(rounds)));
                QCOMPARE(table.shoe().dealt(), dealtBefore + int(r->cardsDealt().size()));
                QCOMPARE(r->cardsDealt(),
                         std::vector<Card>(table.shoe().order().begin() + dealtBefore,
                                           table.shoe().order().begin() + table.shoe().dealt()));
                QVERIFY(rounds < 200);
                continue;
            }
            // The first round after the cut card came out.
            QCOMPARE(int(reshuffles.size()), 1);
            const Event& e = reshuffles[0];
            QCOMPARE(e.rule, std::string("F-2"));
            QCOMPARE(e.detail, second.commitment() + ":" + first.hex());
            QCOMPARE(r->events()[0].type, EventType::RoundStart);
            QCOMPARE(r->events()[1].type, EventType::Reshuffle); // before the first card
            QCOMPARE(r->events()[2].type, EventType::Deal);
            QVERIFY(describeEvent(e, rules).contains("reshuffled"));
            // Every card of this round comes from the new shoe.
            const std::vector<Card> fresh = shoeOrder(rules.shoe, second);
            const std::vector<Card> dealt = r->cardsDealt();
            QCOMPARE(dealt, std::vector<Card>(fresh.begin(), fresh.begin() + dealt.size()));
            QCOMPARE(table.shoe().dealt(), int(dealt.size()));
            QCOMPARE(int(table.finishedShoes().size()), 1);
            QCOMPARE(table.finishedShoes()[0].key, first.hex());
            QCOMPARE(table.finishedShoes()[0].commitment, first.commitment());
            QCOMPARE(table.finishedShoes()[0].cardsDealt, dealtBefore);
            break;
        }
        QVERIFY(rounds > 20); // the shoe really was played down to the cut card
        // The round after that: no reshuffle.
        auto after = standingRound(table, seats(1));
        QVERIFY(after.ok());
        QVERIFY(eventsOf(*after, EventType::Reshuffle).empty());
    }

    // F-2 (with P-3): a reshuffle the player asks for happens before the next round and is
    // announced in its log like the cut-card reshuffle.
    void f2_requestedReshuffle() {
        const RuleSet rules = pokerLike();
        const ShuffleKey first = keyOf(7), second = keyOf(8);
        Table table(rules, first);
        table.setKeySource([second] { return second; });
        auto one = standingRound(table, seats(1));
        QVERIFY(one.ok());
        QVERIFY(eventsOf(*one, EventType::Reshuffle).empty());
        const int dealt = table.shoe().dealt();
        table.requestReshuffle();
        QVERIFY(table.reshuffleRequested());
        auto two = standingRound(table, seats(1));
        QVERIFY(two.ok());
        QVERIFY(!table.reshuffleRequested());
        const auto reshuffles = eventsOf(*two, EventType::Reshuffle);
        QCOMPARE(int(reshuffles.size()), 1);
        QCOMPARE(reshuffles[0].rule, std::string("F-2"));
        QCOMPARE(reshuffles[0].detail, second.commitment() + ":" + first.hex());
        QCOMPARE(int(table.finishedShoes().size()), 1);
        QCOMPARE(table.finishedShoes()[0].cardsDealt, dealt);
        const std::vector<Card> fresh = shoeOrder(rules.shoe, second);
        QCOMPARE(two->cardsDealt()[0], fresh[0]);
    }

    // F-3: point values; F-4: soft and hard, the examples of RULES.md, and the soft-to-hard
    // conversion; a hard total above 27 is a bust.
    void f3_f4_pointValuesSoftAndHard() {
        const RuleSet rules = pokerLike();
        // F-3: 2-10 their rank, J 11, Q 12, K 13, Joker 0, Ace 1 (low) or 14 (high).
        const std::pair<const char*, int> single[] = {
            {"2S", 2}, {"3C", 3},   {"4H", 4},  {"5D", 5},  {"6S", 6},  {"7C", 7},   {"8H", 8},
            {"9D", 9}, {"10S", 10}, {"JC", 11}, {"QH", 12}, {"KD", 13}, {"JOKER", 0}};
        for (const auto& [code, points] : single) {
            const HandValue v = valueOfCodes(code);
            QCOMPARE(v.total, points);
            QVERIFY(!v.soft && !v.bust);
        }
        QCOMPARE(valueOfCodes("AS"), (HandValue{14, true, false}));
        // F-4 examples.
        QCOMPARE(valueOfCodes("AS JH"), (HandValue{25, true, false}));     // soft 25
        QCOMPARE(valueOfCodes("AS 9D KC"), (HandValue{23, false, false})); // hard 23
        QCOMPARE(valueOfCodes("AS AH"), (HandValue{15, true, false}));     // soft 15
        QCOMPARE(valueOfCodes("JOKER AS"), (HandValue{14, true, false}));  // soft 14
        // F-3: at most one Ace is high (two high Aces make 28).
        QCOMPARE(valueOfCodes("AS AH AD"), (HandValue{16, true, false}));
        QCOMPARE(valueOfCodes("AS KH"), (HandValue{27, true, false}));
        // F-4: a card that takes a soft hand above 27 makes its Ace low: the hand is hard.
        QCOMPARE(valueOfCodes("AS JH 5C"), (HandValue{17, false, false}));
        QCOMPARE(valueOfCodes("AS KH 2C"), (HandValue{16, false, false}));
        QCOMPARE(valueOfCodes("AS 5H 8C"), (HandValue{27, true, false})); // still soft
        // F-4: a hard total above 27 is a bust; 27 itself is not.
        QCOMPARE(valueOfCodes("KS QH 2C"), (HandValue{27, false, false}));
        QCOMPARE(valueOfCodes("KS QH 3C"), (HandValue{28, false, true}));
        QCOMPARE(valueOfCodes("AS KS QH 3C"), (HandValue{29, false, true}));
        // The same values reach the round's log (Deal events carry the hand value).
        PLAY(r, rules, seats(1), "AS 10H JD KC", "s");
        QCOMPARE(line(r.events()[1]), QString("deal s0.0 AS up soft 14 PL-2"));
        QCOMPARE(line(r.events()[3]), QString("deal s0.0 JD up soft 25 PL-2"));
        QCOMPARE(r.handValue(0, 0), (HandValue{25, true, false}));
    }

    // F-5: Finnish-style indices: A 1, K 13, Q 12, J 11, other ranks their number, the Joker
    // none. The poker-like preset uses them.
    void f5_finnishIndices() {
        const RuleSet rules = pokerLike();
        QCOMPARE(rules.indexStyle, IndexStyle::Finnish);
        const std::pair<const char*, const char*> expected[] = {
            {"AS", "1"}, {"KH", "13"}, {"QD", "12"}, {"JC", "11"}, {"10S", "10"},
            {"9H", "9"}, {"8D", "8"},  {"7C", "7"},  {"6S", "6"},  {"5H", "5"},
            {"4D", "4"}, {"3C", "3"},  {"2S", "2"},  {"JOKER", ""}};
        for (const auto& [code, index] : expected)
            QCOMPARE(cornerIndex(cards(code)[0], rules.indexStyle), std::string(index));
    }

    // F-6: a Finnish 27 is a two-card initial hand of an Ace and a King (either order, any
    // suits). Other initial hands, and a 27 of more cards, are not.
    void f6_finnish27IsTheInitialAceKing() {
        const RuleSet rules = pokerLike();
        for (const char* hand : {"AS KH", "KD AC", "AH KH"}) {
            const auto pc = cards(hand);
            auto r = dealOnly(rules, seats(1), toCode(pc[0]) + " 10H " + toCode(pc[1]) + " 9C");
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
            QVERIFY(r->isOver());
            const Event out = outcomeOf(*r, 0);
            QCOMPARE(out.detail, std::string("natural"));
            QCOMPARE(out.rule, std::string("PL-4"));
            QCOMPARE(settled(*r, 0), Money{2});
        }
        for (const char* hand : {"AS QH", "KS KH", "AS AH", "JOKER KS"}) {
            const auto pc = cards(hand);
            auto r = dealOnly(rules, seats(1), toCode(pc[0]) + " 10H " + toCode(pc[1]) + " 9C");
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
            QVERIFY2(eventsOf(*r, EventType::Outcome).empty(), hand);
        }
        // A three-card soft 27 (A+5+8) wins by PL-6 but is no Finnish 27: no natural, no
        // Finnish-27 bonus.
        PLAY(r, rules, seats(1), "AS 10H 5D KC 8C", "");
        QCOMPARE(line(outcomeOf(r, 0)), QString("outcome s0.0 win soft 27 PL-6 target"));
        QVERIFY(eventsOf(r, EventType::Bonus).empty());
        QCOMPARE(settled(r, 0), Money{1});
    }

    // ---------------------------------------------------------------------------------------
    // The deal and the procedure (PL-2, F-10, F-11, F-12)

    // PL-2: seat card up, dealer card DOWN (the hole card), seat card up, dealer card up (the
    // up-card). The hole card is hidden until the player's hand is complete (PL-6).
    void pl2_dealOrderAndHoleCard() {
        const RuleSet rules = pokerLike();
        QCOMPARE(rules.dealerInitial, DealerInitial::HoleThenUp);
        auto started = Round::start(rules, seats(1));
        QVERIFY(started.ok());
        Round r = std::move(started).value();
        const auto deal = cards("10S 5H 4D 9C");
        const CardTarget expected[] = {{0, 0, true}, {-1, 0, false}, {0, 0, true}, {-1, 0, true}};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(r.needsCard());
            QCOMPARE(r.cardTarget().seat, expected[i].seat);
            QCOMPARE(r.cardTarget().hand, expected[i].hand);
            QCOMPARE(r.cardTarget().faceUp, expected[i].faceUp);
            QVERIFY(r.deal(deal[i]).ok());
        }
        QCOMPARE(r.dealer().cards, cards("5H 9C"));
        QCOMPARE(r.dealer().faceUp, (std::vector<bool>{false, true}));
        QCOMPARE(r.dealerVisibleValue().total, 9); // the player sees the up-card only
        QCOMPARE(r.dealerValue().total, 14);
        // The player's view of the log hides the hole card; the dealer's shows it.
        const QString hole = describeCard(cards("5H")[0]);
        QVERIFY(!describeEvent(r.events()[2], rules, Viewer::Player).contains(hole));
        QVERIFY(describeEvent(r.events()[2], rules, Viewer::Dealer).contains(hole));
        QVERIFY(
            describeEvent(r.events()[4], rules, Viewer::Player).contains(describeCard(deal[3])));

        // The whole round: forced hit on hard 14 (PL-5), the player stands on 17, the hole
        // card is turned up (PL-6), the dealer hits hard 14 and 22 and stands on 24 (PL-7),
        // the closer total wins (PL-10).
        PLAY(p, rules, seats(1), "10S 5H 4D 9C 3C 8D 2S", "s");
        const QStringList pTrace{
            "start s0 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal D 5H down hard 5 PL-2",
            "deal s0.0 4D up hard 14 PL-2",
            "deal D 9C up hard 14 PL-2",
            "check PL-4 none",
            "forced s0.0 hit PL-5#1 hard 14",
            "deal s0.0 3C up hard 17",
            "decide s0.0 stand hard 17",
            "reveal D 5H PL-6 hard 14",
            "dealer hit PL-7#1 hard 14",
            "deal D 8D up hard 22",
            "dealer hit PL-7#1 hard 22",
            "deal D 2S up hard 24",
            "dealer stand PL-7#1 hard 24",
            "outcome s0.0 lose hard 17 PL-10 closer",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(p, pTrace);
    }

    // PL-2 with two seats: each seat's card, then the dealer's (hole first), twice.
    void pl2_dealOrderWithTwoSeats() {
        auto r = dealOnly(pokerLike(), seats(2), "2S 3S 4S 5S 6S 7S");
        QVERIFY(r.ok());
        const auto deals = eventsOf(*r, EventType::Deal);
        QCOMPARE(int(deals.size()), 6);
        const int seat[] = {0, 1, -1, 0, 1, -1};
        const bool up[] = {true, true, false, true, true, true};
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(deals[i].seat, seat[i]);
            QCOMPARE(deals[i].faceUp, up[i]);
            QCOMPARE(deals[i].rule, std::string("PL-2"));
        }
        QCOMPARE(r->dealer().cards, cards("4S 7S"));
        QCOMPARE(r->seats()[1].hands[0].cards, cards("3S 6S"));
    }

    // F-10: wager, deal, predetermined check, the player's hand, (predetermined check), the
    // hole card and the dealer's hand, predetermined check (PL-8) or comparison, settlement;
    // the phases the round passes through are exactly those.
    void f10_phasesInOrder() {
        const RuleSet rules = pokerLike();
        auto started = Round::start(rules, seats(1));
        QVERIFY(started.ok());
        Round r = std::move(started).value();
        const auto deal = cards("10S 5H 9D AC QD 10C");
        const auto decide = actions("y s");
        std::vector<Phase> phases;
        size_t c = 0, d = 0;
        while (!r.isOver()) {
            phases.push_back(r.phase());
            if (r.needsCard())
                QVERIFY(r.deal(deal.at(c++)).ok());
            else
                QVERIFY(r.apply(decide.at(d++)).ok());
        }
        QCOMPARE(c, deal.size());
        QCOMPARE(d, decide.size());
        const std::vector<Phase> expectedPhases{Phase::Dealing, Phase::Dealing,   Phase::Dealing,
                                                Phase::Dealing, Phase::Insurance, Phase::Decision,
                                                Phase::Dealing, Phase::Dealing};
        QCOMPARE(phases, expectedPhases);
        using T = EventType;
        const std::vector<T> expected{T::RoundStart,  T::Deal,
                                      T::Deal,        T::Deal,
                                      T::Deal,        T::InsuranceOffered,
                                      T::Decision, // the deal, insurance (PL-3)
                                      T::DealerCheck, T::InsuranceSettled, // predetermined (PL-4)
                                      T::Decision,                         // the player's hand
                                      T::Reveal,      T::DealerPlay,
                                      T::Deal,        T::DealerPlay,
                                      T::Deal, // the dealer's
                                      T::Outcome,     T::Settlement,
                                      T::RoundEnd}; // PL-8, resolution
        QCOMPARE(typesOf(r), expected);
    }

    // F-11: when a forced play applies the dealer plays it without asking: no Decision phase,
    // no legal actions, and any attempted decision is refused; once no forced play applies
    // the player chooses.
    void f11_forcedPlayWithoutConsulting() {
        const RuleSet rules = pokerLike();
        auto r = dealOnly(rules, seats(1), "10S 10H 4D KC");
        QVERIFY(r.ok());
        Round round = std::move(r).value();
        QCOMPARE(round.phase(), Phase::Dealing); // hard 14: the forced hit's card is due
        QCOMPARE(round.cardTarget().seat, 0);
        QVERIFY(round.legalActions().empty());
        QVERIFY(!round.apply(Action::Stand).ok());
        QCOMPARE(line(round.events().back()), QString("forced s0.0 hit PL-5#1 hard 14"));
        QVERIFY(eventsOf(round, EventType::Decision).empty());
        QVERIFY(round.deal(cards("2C")[0]).ok()); // hard 16: the player's choice
        QCOMPARE(round.phase(), Phase::Decision);
        QCOMPARE(round.legalActions(), (std::vector<Action>{Action::Hit, Action::Stand}));
    }

    // F-12: the dealer's hand is played by the fixed strategy alone: while it plays, nobody is
    // asked anything (every DealerPlay cites PL-7 and its row).
    void f12_dealerPlaysByFixedStrategy() {
        const RuleSet rules = pokerLike();
        auto r = dealOnly(rules, seats(1), "KS 10H 9D 5C");
        QVERIFY(r.ok());
        Round round = std::move(r).value();
        QVERIFY(round.apply(Action::Stand).ok()); // hard 22
        for (Card c : cards("2C 3C 4C")) {        // 15 -> 17 -> 20 -> 24
            QCOMPARE(round.phase(), Phase::Dealing);
            QCOMPARE(round.cardTarget().seat, -1);
            QVERIFY(round.legalActions().empty());
            QVERIFY(!round.apply(Action::Stand).ok());
            QVERIFY(round.deal(c).ok());
        }
        QVERIFY(round.isOver());
        const auto plays = eventsOf(round, EventType::DealerPlay);
        QCOMPARE(int(plays.size()), 4);
        for (const Event& e : plays)
            QCOMPARE(e.rule, std::string("PL-7"));
        QCOMPARE(plays.back().action, Action::Stand);
        QCOMPARE(plays.back().total, 24);
    }

    // ---------------------------------------------------------------------------------------
    // PL-3 insurance

    // PL-3: Ace up: insurance (half the wager) is offered; taken, and the dealer holds a
    // Finnish 27: it pays 10:1 (+5), and the wager itself is lost to the dealer's Finnish 27
    // (PL-4).
    void pl3_insuranceTakenDealerHasFinnish27() {
        PLAY(r, pokerLike(), seats(1), "10S KH 9D AC", "y");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal D KH down hard 13 PL-2",
            "deal s0.0 9D up hard 19 PL-2",
            "deal D AC up soft 27 PL-2",
            "offer s0 1/2 PL-3",
            "decide s0.0 insure 1/2 PL-3",
            "check PL-4 natural",
            "reveal D KH PL-6 soft 27",
            "insurance s0 5 PL-3",
            "outcome s0.0 lose hard 19 PL-4 dealer-natural",
            "settle s0.0 lose -1 F-15",
            "end s0 4 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QCOMPARE(eventsOf(r, EventType::InsuranceSettled)[0].amount, Money(1, 2) * Money{10});
        QCOMPARE(r.seats()[0].net, Money{4});
    }

    // PL-3: taken, and the dealer has no Finnish 27: the insurance is lost (-1/2) at once;
    // the round goes on with the original wager (here the dealer busts: +1).
    void pl3_insuranceTakenDealerHasNoFinnish27() {
        PLAY(r, pokerLike(), seats(1), "10S 5H 9D AC QD 10C", "y s");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal D 5H down hard 5 PL-2",
            "deal s0.0 9D up hard 19 PL-2",
            "deal D AC up soft 19 PL-2",
            "offer s0 1/2 PL-3",
            "decide s0.0 insure 1/2 PL-3",
            "check PL-4 none",
            "insurance s0 -1/2 PL-3",
            "decide s0.0 stand hard 19",
            "reveal D 5H PL-6 soft 19",
            "dealer hit PL-7#2 soft 19",
            "deal D QD up hard 18", // F-4: soft 31 becomes hard 18
            "dealer hit PL-7#1 hard 18",
            "deal D 10C up hard 28",
            "outcome s0.0 win hard 19 PL-8 dealer-bust",
            "settle s0.0 win 1 F-15",
            "end s0 1/2 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QCOMPARE(r.seats()[0].net, Money(1, 2));
        QCOMPARE(settled(r, 0), Money{1});
    }

    // PL-3: insured, the dealer has no Finnish 27 but the player has: the insurance is lost
    // and the player's Finnish 27 is still paid (PL-4, PL-12): +2 - 1/2.
    void pl3_insuranceLostPlayerFinnish27StillPaid() {
        PLAY(r, pokerLike(), seats(1), "KS 5H AD AC", "y");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 5H down hard 5 PL-2",
            "deal s0.0 AD up soft 27 PL-2",
            "deal D AC up soft 19 PL-2",
            "offer s0 1/2 PL-3",
            "decide s0.0 insure 1/2 PL-3",
            "check PL-4 none",
            "insurance s0 -1/2 PL-3",
            "outcome s0.0 win soft 27 PL-4 natural",
            "bonus s0.0 finnish-27 1 PL-12",
            "settle s0.0 win 2 F-15",
            "reveal D 5H PL-6 soft 19",
            "end s0 3/2 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-3: declined: nothing is staked or settled on the side; the dealer's Finnish 27 wins.
    void pl3_insuranceDeclined() {
        PLAY(r, pokerLike(), seats(1), "10S KH 9D AC", "n");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal D KH down hard 13 PL-2",
            "deal s0.0 9D up hard 19 PL-2",
            "deal D AC up soft 27 PL-2",
            "offer s0 1/2 PL-3",
            "decide s0.0 decline PL-3",
            "check PL-4 natural",
            "reveal D KH PL-6 soft 27",
            "outcome s0.0 lose hard 19 PL-4 dealer-natural",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-3: offered only when the up-card is an Ace: never on any other up-card, also not
    // when the hole card is the Ace of a Finnish 27; the stake is half of each seat's wager;
    // a seat whose bankroll cannot pay the stake may only decline.
    void pl3_insuranceOfferedOnlyOnAnAceUpCard() {
        const RuleSet rules = pokerLike();
        for (const char* up :
             {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "JOKER"}) {
            auto r = dealOnly(rules, seats(1), std::string("10S 5H 9D ") + up);
            QVERIFY(r.ok());
            QVERIFY2(eventsOf(*r, EventType::InsuranceOffered).empty(), up);
            QCOMPARE(r->phase(), Phase::Decision);
        }
        {
            auto r = dealOnly(rules, seats(1), "10S AH 9D KC"); // A in the hole, K up
            QVERIFY(r.ok());
            QVERIFY(eventsOf(*r, EventType::InsuranceOffered).empty());
        }
        {
            auto r = dealOnly(rules, seats(1, Money{3}), "10S 5H 9D AC");
            QVERIFY(r.ok());
            QCOMPARE(r->phase(), Phase::Insurance);
            QCOMPARE(eventsOf(*r, EventType::InsuranceOffered)[0].amount, Money(3, 2));
            QCOMPARE(r->legalActions(),
                     (std::vector<Action>{Action::TakeInsurance, Action::DeclineInsurance}));
        }
        {
            RoundSetup broke;
            broke.seats = {seat(Money{1}, Money{1})};
            auto r = dealOnly(rules, broke, "10S 5H 9D AC");
            QVERIFY(r.ok());
            QCOMPARE(r->phase(), Phase::Insurance);
            QCOMPARE(r->legalActions(), std::vector<Action>{Action::DeclineInsurance});
        }
    }

    // PL-3 with two seats: each seat decides for itself; only the insured seat is paid 10:1.
    void pl3_insuranceForEverySeat() {
        PLAY(r, pokerLike(), seats(2), "10S 9H KH 9D 8C AC", "y n");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "start s1 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal s1.0 9H up hard 9 PL-2",
            "deal D KH down hard 13 PL-2",
            "deal s0.0 9D up hard 19 PL-2",
            "deal s1.0 8C up hard 17 PL-2",
            "deal D AC up soft 27 PL-2",
            "offer s0 1/2 PL-3",
            "offer s1 1/2 PL-3",
            "decide s0.0 insure 1/2 PL-3",
            "decide s1.0 decline PL-3",
            "check PL-4 natural",
            "reveal D KH PL-6 soft 27",
            "insurance s0 5 PL-3",
            "outcome s0.0 lose hard 19 PL-4 dealer-natural",
            "settle s0.0 lose -1 F-15",
            "outcome s1.0 lose hard 17 PL-4 dealer-natural",
            "settle s1.0 lose -1 F-15",
            "end s0 4 F-15",
            "end s1 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // ---------------------------------------------------------------------------------------
    // PL-4 Finnish 27 after the deal (F-13, F-14)

    // PL-4 (and its Decision note): the player's Finnish 27 wins even against the dealer's;
    // paid 1:1 plus the Finnish-27 bonus of PL-12 (1:1); nobody plays on (F-14).
    void pl4_playerFinnish27BeatsDealerFinnish27() {
        PLAY(r, pokerLike(), seats(1), "AS AH KD KC", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal D AH down soft 14 PL-2",
            "deal s0.0 KD up soft 27 PL-2",
            "deal D KC up soft 27 PL-2",
            "check PL-4 natural",
            "reveal D AH PL-6 soft 27",
            "outcome s0.0 win soft 27 PL-4 both-natural",
            "bonus s0.0 finnish-27 1 PL-12",
            "settle s0.0 win 2 F-15",
            "end s0 2 F-15",
        };
        CHECK_TRACE(r, rTrace);
        QCOMPARE(settled(r, 0), Money{2});
    }

    // PL-4 with the Ace up: insured, both Finnish 27: the insurance pays 10:1 and the player's
    // Finnish 27 still wins with its bonus.
    void pl4_bothFinnish27WithInsurance() {
        PLAY(r, pokerLike(), seats(1), "AS KH KD AC", "y");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 AS up soft 14 PL-2",
            "deal D KH down hard 13 PL-2",
            "deal s0.0 KD up soft 27 PL-2",
            "deal D AC up soft 27 PL-2",
            "offer s0 1/2 PL-3",
            "decide s0.0 insure 1/2 PL-3",
            "check PL-4 natural",
            "reveal D KH PL-6 soft 27",
            "insurance s0 5 PL-3",
            "outcome s0.0 win soft 27 PL-4 both-natural",
            "bonus s0.0 finnish-27 1 PL-12",
            "settle s0.0 win 2 F-15",
            "end s0 7 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-4: the player's Finnish 27 alone wins at once; the dealer does not play (F-14).
    void pl4_playerFinnish27Alone() {
        PLAY(r, pokerLike(), seats(1), "KS 5H AD 9C", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 KS up hard 13 PL-2",
            "deal D 5H down hard 5 PL-2",
            "deal s0.0 AD up soft 27 PL-2",
            "deal D 9C up hard 14 PL-2",
            "check PL-4 none",
            "outcome s0.0 win soft 27 PL-4 natural",
            "bonus s0.0 finnish-27 1 PL-12",
            "settle s0.0 win 2 F-15",
            "reveal D 5H PL-6 hard 14",
            "end s0 2 F-15",
        };
        CHECK_TRACE(r, rTrace);
    }

    // PL-4: the dealer's Finnish 27 against any other hand wins at once: the player is never
    // asked (F-14), not even a forced play is made.
    void pl4_dealerFinnish27WinsAtOnce() {
        PLAY(r, pokerLike(), seats(1), "10S AH 9D KC", "");
        const QStringList rTrace{
            "start s0 1 PL-2",
            "deal s0.0 10S up hard 10 PL-2",
            "deal D AH down soft 14 PL-2",
            "deal s0.0 9D up hard 19 PL-2",
            "deal D KC up soft 27 PL-2",
            "check PL-4 natural",
            "reveal D AH PL-6 soft 27",
            "outcome s0.0 lose hard 19 PL-4 dealer-natural",
            "settle s0.0 lose -1 F-15",
            "end s0 -1 F-15",
        };
        CHECK_TRACE(r, rTrace);
        PLAY(forced, pokerLike(), seats(1), "10S AH 4D KC", ""); // hard 14 would have to hit
        QVERIFY(eventsOf(forced, EventType::ForcedPlay).empty());
        QCOMPARE(line(outcomeOf(forced, 0)),
                 QString("outcome s0.0 lose hard 14 PL-4 dealer-natural"));
    }
};

QTEST_GUILESS_MAIN(PokerLikeDeal)
#include "tst_poker_like_deal.moc"
