// The poker-like preset (RULES.md PL-1 ... PL-12) and the Finnish 27 family rules it
// instantiates (F-1 ... F-6, F-10 ... F-18), played from stacked shoes.
//
// Every scenario deals a stacked shoe in deal order (PL-2: seat card, dealer hole card, seat
// card, dealer up-card; then the hits in the order they are dealt) with the seats' decisions
// in order, through tests/support/round_script. The round must consume exactly those cards
// and decisions, so a dealer who draws when a rule says it must not (F-14) fails the script.
// The round's log is compared, event by event, with the exact expected trace: the cards, the
// rule each forced play, dealer play, outcome and bonus cites, the reason codes, and every
// amount as an exact rational.
//
// Trace lines (one per event):
//   start s0 1 PL-2                    RoundStart: seat, wager, rule
//   reshuffle F-2                      Reshuffle
//   deal s0.0 10S up hard 10 PL-2      Deal: seat.hand (D: the dealer), card, face, hand value
//   offer s0 1/2 PL-3                  InsuranceOffered: the insurance stake
//   decide s0.0 hit hard 17            Decision: action [amount] [rule] [hand value]
//   forced s0.0 hit PL-5#1 hard 14     ForcedPlay: action, rule#index of the forced play
//   check PL-4 none                    DealerCheck: natural / none
//   reveal D 5H PL-6 hard 14           Reveal: the hole card, the dealer's value
//   dealer hit PL-7#1 hard 14          DealerPlay: action, rule#strategy row, dealer's value
//   outcome s0.0 lose hard 17 PL-10 closer      Outcome: result, hand value, rule, reason
//   bonus s0.0 finnish-27 1 PL-12      Bonus: id, amount, rule
//   insurance s0 5 PL-3                InsuranceSettled: net
//   settle s0.0 lose -1 F-15           Settlement: result, net
//   end s0 -1 F-15                     RoundEnd: the seat's net
#include "round_script.h"

#include "card.h"
#include "fair_shuffle.h"
#include "hand_value.h"
#include "rule_set.h"
#include "shoe_spec.h"
#include "table.h"

#include <QtTest>

#include <map>

Q_DECLARE_METATYPE(f27::Rational)

using namespace f27;
using namespace f27::test;

namespace f27 {
// QCOMPARE prints exact amounts on failure.
char* toString(const Rational& r) {
    return qstrdup(r.toString().c_str());
}
} // namespace f27

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}
QString money(Money m) {
    return q(m.toString());
}

QString actionKey(Action a) {
    switch (a) {
    case Action::Hit:
        return "hit";
    case Action::Stand:
        return "stand";
    case Action::Double:
        return "double";
    case Action::Split:
        return "split";
    case Action::Surrender:
        return "surrender";
    case Action::TakeInsurance:
        return "insure";
    case Action::DeclineInsurance:
        return "decline";
    }
    return "?";
}

QString resultKey(HandResult r) {
    switch (r) {
    case HandResult::Win:
        return "win";
    case HandResult::Lose:
        return "lose";
    case HandResult::Push:
        return "push";
    case HandResult::Surrender:
        return "surrender";
    }
    return "?";
}

QString value(const Event& e) {
    return QString("%1 %2").arg(e.soft ? "soft" : "hard").arg(e.total);
}

QString box(const Event& e) {
    return e.seat < 0 ? QString("D") : QString("s%1.%2").arg(e.seat).arg(e.hand);
}

QString withRule(QString s, const std::string& rule) {
    if (!rule.empty()) s += " " + q(rule);
    return s;
}

QString line(const Event& e) {
    switch (e.type) {
    case EventType::RoundStart:
        return QString("start s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Reshuffle:
        return "reshuffle " + q(e.rule);
    case EventType::Deal:
        return withRule(QString("deal %1 %2 %3 %4")
                            .arg(box(e), q(toCode(e.card)), e.faceUp ? "up" : "down", value(e)),
                        e.rule);
    case EventType::InsuranceOffered:
        return QString("offer s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Decision: {
        QString s = "decide " + box(e) + " " + actionKey(e.action);
        if (!e.amount.isZero()) s += " " + money(e.amount);
        s = withRule(s, e.rule);
        if (e.total >= 0) s += " " + value(e);
        return s;
    }
    case EventType::ForcedPlay:
        return QString("forced %1 %2 %3#%4 %5%6")
            .arg(box(e), actionKey(e.action), q(e.rule))
            .arg(e.ref)
            .arg(value(e), e.detail.empty() ? QString() : " " + q(e.detail));
    case EventType::FixedPlay:
        return "fixed " + box(e);
    case EventType::DealerCheck:
        return QString("check %1 %2").arg(q(e.rule), q(e.detail));
    case EventType::Reveal:
        return QString("reveal D %1 %2 %3").arg(q(toCode(e.card)), q(e.rule), value(e));
    case EventType::DealerPlay:
        return QString("dealer %1 %2#%3 %4")
            .arg(actionKey(e.action), q(e.rule))
            .arg(e.ref)
            .arg(value(e));
    case EventType::Outcome:
        return QString("outcome %1 %2 %3 %4 %5")
            .arg(box(e), resultKey(e.result), value(e), q(e.rule), q(e.detail));
    case EventType::Bonus:
        return QString("bonus %1 %2 %3 %4").arg(box(e), q(e.detail), money(e.amount), q(e.rule));
    case EventType::InsuranceSettled:
        return QString("insurance s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Settlement:
        return QString("settle %1 %2 %3 %4")
            .arg(box(e), resultKey(e.result), money(e.amount), q(e.rule));
    case EventType::RoundEnd:
        return QString("end s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    }
    return "?";
}

QStringList trace(const Round& r) {
    QStringList out;
    for (const Event& e : r.events())
        out << line(e);
    return out;
}

std::vector<EventType> typesOf(const Round& r) {
    std::vector<EventType> out;
    for (const Event& e : r.events())
        out.push_back(e.type);
    return out;
}

RuleSet pokerLike() {
    return preset("poker-like");
}

SeatSetup seat(Money wager, std::optional<Money> bankroll = std::nullopt) {
    return SeatSetup{wager, BetSide::Player, bankroll};
}

HandValue valueOfCodes(const std::string& codes) {
    const auto cs = cards(codes);
    return valueOf(std::span<const Card>(cs), pokerLike().values);
}

// Starts a round and deals `codes` (which must all be due as cards).
Result<Round> dealOnly(const RuleSet& rules, const RoundSetup& setup, const std::string& codes) {
    auto started = Round::start(rules, setup);
    if (!started) return started;
    Round r = std::move(started).value();
    for (Card c : cards(codes)) {
        if (!r.needsCard()) return fail("a card was not due: " + transcript(r).toStdString());
        if (auto s = r.deal(c); !s) return fail(s.error());
    }
    return r;
}

ShuffleKey keyOf(std::uint8_t b) {
    ShuffleKey k;
    k.bytes.fill(b);
    k.bytes[0] = 0xf2;
    return k;
}

// A whole round at a real table: decline insurance, stand whenever asked.
Result<Round> standingRound(Table& table, const RoundSetup& setup) {
    auto started = table.startRound(setup);
    if (!started) return started;
    Round r = std::move(started).value();
    while (!r.isOver()) {
        if (r.needsCard()) {
            if (auto s = table.dealPending(r); !s) return fail(s.error());
            continue;
        }
        const Action a = r.phase() == Phase::Insurance ? Action::DeclineInsurance : Action::Stand;
        if (auto s = r.apply(a); !s) return fail(s.error());
    }
    return r;
}

} // namespace

// Plays a script and binds the finished round to `var` (fails the test if the script does not
// play out exactly).
#define PLAY(var, rules, setup, deal, decisions)                                                   \
    auto var##Result = playScript(rules, setup, deal, decisions);                                  \
    QVERIFY2(var##Result.ok(), var##Result.ok() ? "" : var##Result.error().c_str());               \
    const Round& var = *var##Result

// The round's whole log must be exactly `expected` (prints the actual trace on a mismatch).
#define CHECK_TRACE(round, ...)                                                                    \
    do {                                                                                           \
        const QStringList expected_ = __VA_ARGS__;                                                 \
        const QStringList actual_ = trace(round);                                                  \
        if (actual_ != expected_)                                                                  \
            qWarning().noquote() << "actual trace:\n  " + actual_.join("\n  ");                    \
        QCOMPARE(actual_, expected_);                                                              \
    } while (0)

class PokerLikeRules : public QObject {
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

QTEST_GUILESS_MAIN(PokerLikeRules)
#include "tst_poker_like_rules.moc"
