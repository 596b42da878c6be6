// Seven Twenty-Seven (RULES.md Part 3): scripted decks with exact pot settlements for every
// rule S-1..S-8, each S-7 variant's tie cases, the odd chip, all-in side pots, fold-out wins,
// the early end under over is bust, players leaving and dealer rotation.
#include "cards/shoe.h"
#include "seven27/seven27_game.h"
#include "seven27/seven27_log.h"
#include "seven27/seven27_player.h"
#include "seven27/seven27_showdown.h"

#include <QtTest>

using namespace f27;

namespace {
Card C(const char* code) {
    return *parseCard(code);
}

Seven27Rules table(Seven27Nearest n = Seven27Nearest::NearestWins) {
    Seven27Rules r;
    r.players = 4;
    r.ante = 1;
    r.minBet = 1;
    r.maxBet = 4;
    r.raiseCap = 2;
    r.nearest = n;
    r.startingChips = 100;
    return r;
}

Seven27Hand begin(const Seven27Rules& r, std::vector<Chips> stacks, int dealer = 0) {
    auto h = Seven27Hand::start({r, std::move(stacks), dealer});
    if (!h) qFatal("start: %s", h.error().c_str());
    return std::move(h).value();
}

// Deals the given cards while the hand needs cards (fails if it stops needing them early).
bool deal(Seven27Hand& h, std::initializer_list<const char*> cards) {
    for (const char* c : cards) {
        if (!h.needsCard()) return false;
        if (!h.deal(C(c))) return false;
    }
    return true;
}

bool act(Seven27Hand& h, int seat, Seven27Move m, Chips amount = 0) {
    if (h.seatToAct() != seat) {
        qWarning("expected seat %d to act, got %d", seat, h.seatToAct());
        return false;
    }
    const Status st = h.apply({m, amount});
    if (!st) qWarning("apply: %s", st.error().c_str());
    return st.ok();
}

std::vector<Seven27Event> ofType(const Seven27Hand& h, Seven27EventType t) {
    std::vector<Seven27Event> out;
    for (const auto& e : h.events())
        if (e.type == t) out.push_back(e);
    return out;
}

SevenSums sums(std::initializer_list<const char*> cards) {
    SevenSums s;
    for (const char* c : cards)
        s.add(C(c));
    return s;
}

using Shares = std::vector<std::tuple<int, Chips, int>>; // seat, amount, side
Shares sharesOf(const std::vector<Seven27Share>& v) {
    Shares out;
    for (const auto& s : v)
        out.emplace_back(s.seat, s.amount, s.side);
    return out;
}

// Two contenders, seats 0 and 1 in the order of play, pot 10.
Shares duel(Seven27Nearest n, std::initializer_list<const char*> a,
            std::initializer_list<const char*> b, Chips pot = 10) {
    const std::vector<Seven27Contender> cs{{0, sums(a)}, {1, sums(b)}};
    return sharesOf(splitSeven27Pot(pot, decideSeven27Showdown(cs, n)));
}
} // namespace

class Seven27Rules_ : public QObject {
    Q_OBJECT
private slots:
    void settingsAreValidatedByField() {
        QVERIFY(validateSeven27Rules(table()).ok());
        auto r = table();
        r.players = 3;
        QVERIFY(validateSeven27Rules(r).error().starts_with("players:"));
        r = table();
        r.players = 11;
        QVERIFY(validateSeven27Rules(r).error().starts_with("players:"));
        r = table();
        r.maxBet = 0;
        QVERIFY(validateSeven27Rules(r).error().starts_with("maxBet:"));
        r = table();
        r.ante = 0;
        QVERIFY(validateSeven27Rules(r).error().starts_with("ante:"));
        r = table();
        r.raiseCap = -1;
        QVERIFY(validateSeven27Rules(r).error().starts_with("raiseCap:"));
        r = table();
        r.startingChips = 0;
        QVERIFY(validateSeven27Rules(r).error().starts_with("startingChips:"));
        QVERIFY(!Seven27Hand::start({table(), {5, 5, 5}, 0}).ok());    // stack count
        QVERIFY(!Seven27Hand::start({table(), {5, 0, 0, 0}, 0}).ok()); // one can ante
    }

    // S-1: J, Q, K half a point; one Ace 1 for the 7 side and 11 for the 27 side.
    void s1HalfPointsAndAces() {
        QCOMPARE(sums({"5H", "AS", "AD"}).totals(), (std::vector<int>{14, 34, 54}));
        QCOMPARE(seven27ShownTotal(sums({"5H", "AS", "AD"}), kSevenHalfPoints,
                                   Seven27Nearest::NearestWins),
                 14);
        QCOMPARE(seven27ShownTotal(sums({"5H", "AS", "AD"}), kTwentySevenHalfPoints,
                                   Seven27Nearest::NearestWins),
                 54);
        QCOMPARE(sums({"JH", "6S"}).lowHalfPoints, 13); // 6.5 points
        // S-1: one pack, no Jokers: a Joker or a repeated card is refused and changes nothing.
        auto h = begin(table(), {10, 10, 10, 10});
        QVERIFY(!h.deal(joker()).ok());
        QVERIFY(h.deal(C("AS")).ok());
        const auto before = h.events();
        QVERIFY(!h.deal(C("AS")).ok());
        QCOMPARE(h.events(), before);
    }

    // S-2: antes, then one up and one down from the dealer's left; variant two down, one up.
    void s2AnteAndDealOrder() {
        auto h = begin(table(), {10, 10, 10, 10}, 2);
        QCOMPARE(h.pot(), Chips{4});
        const auto antes = ofType(h, Seven27EventType::Ante);
        QCOMPARE(antes.size(), size_t{4});
        QCOMPARE(antes[0].seat, 3); // from the dealer's left
        QCOMPARE(antes[0].rule, std::string("S-2"));
        const std::vector<std::pair<int, bool>> expected{{3, true},  {0, true},  {1, true},
                                                         {2, true},  {3, false}, {0, false},
                                                         {1, false}, {2, false}};
        const char* cards[] = {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"};
        for (size_t i = 0; i < expected.size(); ++i) {
            QVERIFY(h.needsCard());
            QCOMPARE(h.cardTarget().seat, expected[i].first);
            QCOMPARE(h.cardTarget().faceUp, expected[i].second);
            QVERIFY(h.deal(C(cards[i])));
        }
        QCOMPARE(h.stage(), Seven27Stage::ExtraCard);
        QCOMPARE(h.seatToAct(), 3);

        auto r = table();
        r.deal = Seven27Deal::TwoDownOneUp;
        auto v = begin(r, {10, 10, 10, 10}, 0);
        std::vector<bool> faces;
        for (int i = 0; i < 12; ++i) {
            faces.push_back(v.cardTarget().faceUp);
            QVERIFY(v.deal(cardFromIndex(i)));
        }
        QCOMPARE(faces, (std::vector<bool>{false, false, false, false, false, false, false, false,
                                           true, true, true, true}));
        QCOMPARE(v.view(1).seats[1].downCards, 2);
        QCOMPARE(v.view(1).seats[1].upCards.size(), size_t{1});
    }

    // S-2 decision: a seat that cannot pay the ante is out (sits out, is not dealt in).
    void s2SeatThatCannotAnteSitsOut() {
        auto h = begin(table(), {10, 0, 10, 10}, 0);
        QCOMPARE(ofType(h, Seven27EventType::SitOut).size(), size_t{1});
        QCOMPARE(ofType(h, Seven27EventType::SitOut)[0].seat, 1);
        QCOMPARE(h.pot(), Chips{3});
        QCOMPARE(h.cardTarget().seat, 2); // seat 1 skipped
        QVERIFY(!h.view(0).seats[1].dealtIn);
    }

    // S-3, S-4, S-5, S-6: a full hand; 5-A-A wins both halves.
    void fullHandOneHandWinsBothHalves() {
        auto h = begin(table(), {20, 20, 20, 20}, 0);
        QVERIFY(deal(h, {"5H", "10S", "KD", "2C", "AS", "9S", "7D", "3C"}));
        // S-3: the extra card, from the dealer's left.
        QCOMPARE(h.stage(), Seven27Stage::ExtraCard);
        QVERIFY(act(h, 1, Seven27Move::Draw));
        QCOMPARE(h.cardTarget().seat, 1);
        QCOMPARE(h.cardTarget().faceUp, false);
        QVERIFY(deal(h, {"AD"}));
        QVERIFY(act(h, 2, Seven27Move::Stay));
        QVERIFY(act(h, 3, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Stay));
        // S-4: pass until someone bets; then fold / call / raise.
        QCOMPARE(h.stage(), Seven27Stage::Betting);
        QVERIFY(!h.isLegal({Seven27Move::Fold, 0}));
        QVERIFY(act(h, 1, Seven27Move::Bet, 2));
        QVERIFY(!h.isLegal({Seven27Move::Pass, 0}));
        QVERIFY(act(h, 2, Seven27Move::Call));
        QVERIFY(act(h, 3, Seven27Move::Fold));
        QVERIFY(act(h, 0, Seven27Move::Call));
        QCOMPARE(h.pot(), Chips{10});
        // S-5: nobody draws -> showdown.
        QCOMPARE(h.stage(), Seven27Stage::Drawing);
        QVERIFY(act(h, 1, Seven27Move::Stay));
        QVERIFY(act(h, 2, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Stay));
        QVERIFY(h.isOver());
        QCOMPARE(ofType(h, Seven27EventType::Showdown).size(), size_t{3});
        const auto awards = ofType(h, Seven27EventType::PotAward);
        QCOMPARE(awards.size(), size_t{2});
        QCOMPARE(awards[0].seat, 1);
        QCOMPARE(awards[0].amount, Chips{5});
        QCOMPARE(awards[0].detail, std::string("7"));
        QCOMPARE(awards[1].seat, 1);
        QCOMPARE(awards[1].amount, Chips{5});
        QCOMPARE(awards[1].detail, std::string("27"));
        QCOMPARE(h.nets(), (std::vector<Chips>{-3, 7, -3, -1}));
        QCOMPARE(h.finalStacks(), (std::vector<Chips>{17, 27, 17, 19}));
    }

    // S-5: taking a card leads to another betting round; passing once does not stop a later
    // draw.
    void s5DrawRoundsRepeatUntilNobodyDraws() {
        auto h = begin(table(), {20, 20, 20, 20}, 0);
        QVERIFY(deal(h, {"2H", "3H", "4H", "5H", "2S", "3S", "4S", "5S"}));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay)); // S-3
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Pass)); // betting round 1
        QVERIFY(act(h, 1, Seven27Move::Stay));     // draw round 1
        QVERIFY(act(h, 2, Seven27Move::Draw));
        QVERIFY(deal(h, {"10D"}));
        QVERIFY(act(h, 3, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Stay));
        QCOMPARE(h.stage(), Seven27Stage::Betting); // another betting round
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Pass));
        QVERIFY(act(h, 1, Seven27Move::Draw)); // passed before, draws now
        QVERIFY(deal(h, {"KD"}));
        for (int s : {2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Pass));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        QCOMPARE(ofType(h, Seven27EventType::BettingStart).size(), size_t{3});
        QCOMPARE(ofType(h, Seven27EventType::DrawStart).size(), size_t{4}); // S-3 + 3 x S-5
        // Hands: s1 2+2+K = 4.5, s2 3+3+10 = 16, s3 4+4 = 8, s0 5+5 = 10. Pot 4.
        // 7: s3 (1 away). 27: s2 (11 away).
        QCOMPARE(h.nets(), (std::vector<Chips>{-1, -1, 1, 1}));
    }

    // S-6 ties and the odd chip: the 27 half takes the odd chip; a tied half's leftover chip
    // goes to the first tied player from the dealer's left.
    void s6SplitHalvesAndOddChip() {
        auto h = begin(table(), {20, 20, 20, 20}, 0);
        QVERIFY(deal(h, {"3H", "10S", "10D", "2C", "4H", "9S", "10C", "3C"}));
        QVERIFY(act(h, 1, Seven27Move::Stay));
        QVERIFY(act(h, 2, Seven27Move::Draw));
        QVERIFY(deal(h, {"8S"}));
        QVERIFY(act(h, 3, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Stay));
        QVERIFY(act(h, 1, Seven27Move::Bet, 1));
        QVERIFY(act(h, 2, Seven27Move::Call));
        QVERIFY(act(h, 3, Seven27Move::Call));
        QVERIFY(act(h, 0, Seven27Move::Fold));
        for (int s : {1, 2, 3})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        // Pot 7: s1 (7) wins the 7 half = 3; s2 (27) the 27 half = 4 (the odd chip).
        QCOMPARE(h.nets(), (std::vector<Chips>{-1, 1, 2, -2}));

        // Two tie for 7 on a half of 5: 3 to the first from the dealer's left, 2 to the other.
        const std::vector<Seven27Contender> cs{
            {3, sums({"3H", "4H"})}, {1, sums({"2D", "5D"})}, {2, sums({"10S", "9S", "8S"})}};
        const auto res = decideSeven27Showdown(cs, Seven27Nearest::NearestWins);
        QCOMPARE(res.seven.seats, (std::vector<int>{3, 1}));
        QCOMPARE(sharesOf(splitSeven27Pot(10, res)), (Shares{{3, 3, 7}, {1, 2, 7}, {2, 5, 27}}));
        // Three tie for 27 on a half of 4 (pot 7 -> 3 and 4): 2, 1, 1.
        const std::vector<Seven27Contender> three{{0, sums({"10S", "9S", "8S"})},
                                                  {1, sums({"10H", "9H", "8H"})},
                                                  {2, sums({"10D", "9D", "8D"})}};
        QCOMPARE(
            sharesOf(splitSeven27Pot(7, decideSeven27Showdown(three, Seven27Nearest::NearestWins))),
            (Shares{{0, 1, 7}, {1, 1, 7}, {2, 1, 7}, {0, 2, 27}, {1, 1, 27}, {2, 1, 27}}));
    }

    // S-7 each variant's tie case, with exact shares of a pot of 10 (seat 0 listed first).
    void s7NearestVariants() {
        using N = Seven27Nearest;
        // 7 side: 5 (under by 2) against 9 (over by 2); 27 side: 9 is nearer than 5.
        QCOMPARE(duel(N::NearestWins, {"2H", "3H"}, {"4S", "5S"}),
                 (Shares{{0, 3, 7}, {1, 2, 7}, {1, 5, 27}}));
        QCOMPARE(duel(N::UnderBeatsOver, {"2H", "3H"}, {"4S", "5S"}),
                 (Shares{{0, 5, 7}, {1, 5, 27}}));
        QCOMPARE(duel(N::OverBeatsUnder, {"2H", "3H"}, {"4S", "5S"}),
                 (Shares{{1, 5, 7}, {1, 5, 27}}));
        QCOMPARE(duel(N::InsideBeatsOutside, {"2H", "3H"}, {"4S", "5S"}),
                 (Shares{{1, 5, 7}, {1, 5, 27}}));
        QCOMPARE(duel(N::OutsideBeatsInside, {"2H", "3H"}, {"4S", "5S"}),
                 (Shares{{0, 5, 7}, {1, 5, 27}}));
        // 27 side: 25 (under, inside) against 29 (over, outside); 7 side: 25 nearer.
        const auto a = {"10H", "10S", "5D"}, b = {"10D", "10C", "9H"};
        QCOMPARE(duel(N::NearestWins, a, b), (Shares{{0, 5, 7}, {0, 3, 27}, {1, 2, 27}}));
        QCOMPARE(duel(N::UnderBeatsOver, a, b), (Shares{{0, 5, 7}, {0, 5, 27}}));
        QCOMPARE(duel(N::OverBeatsUnder, a, b), (Shares{{0, 5, 7}, {1, 5, 27}}));
        QCOMPARE(duel(N::InsideBeatsOutside, a, b), (Shares{{0, 5, 7}, {0, 5, 27}}));
        QCOMPARE(duel(N::OutsideBeatsInside, a, b), (Shares{{0, 5, 7}, {1, 5, 27}}));
        // Half points: 6.5 (J 6) and 7.5 (J 7) tie under nearest wins.
        QCOMPARE(duel(N::NearestWins, {"JH", "6H"}, {"JS", "7S"}, 9),
                 (Shares{{0, 2, 7}, {1, 2, 7}, {1, 5, 27}}));
        // Over is bust: 9 cannot win the 7 half; 5 wins it.
        QCOMPARE(duel(N::OverIsBust, {"2H", "3H"}, {"4S", "5S"}), (Shares{{0, 5, 7}, {1, 5, 27}}));
        // Over is bust: nobody at or below 7 -> the whole pot to the 27 side.
        const std::vector<Seven27Contender> high{{0, sums({"10H", "9H"})},
                                                 {1, sums({"10S", "5S"})}};
        const auto r = decideSeven27Showdown(high, N::OverIsBust);
        QVERIFY(r.wholePotTo27);
        QCOMPARE(sharesOf(splitSeven27Pot(11, r)), (Shares{{0, 11, 27}}));
        // An exact total beats every other at its side under every variant (distance 0).
        for (int n = 0; n < kSeven27NearestCount; ++n)
            QCOMPARE(duel(static_cast<N>(n), {"3H", "4H"}, {"10S", "10D", "7S"}),
                     (Shares{{0, 5, 7}, {1, 5, 27}}));
    }

    // S-7 over is bust in play: a draw over 27 folds at once; the last player left takes the
    // whole pot (RULES.md Decisions), ending the hand early.
    void s7OverIsBustFoldsAndEndsEarly() {
        auto h = begin(table(Seven27Nearest::OverIsBust), {0, 10, 10, 0}, 0);
        QVERIFY(deal(h, {"10H", "2S", "10D", "3S"}));
        QVERIFY(act(h, 1, Seven27Move::Draw));
        QVERIFY(deal(h, {"8C"})); // 28: bust
        QVERIFY(h.isOver());
        const auto bust = ofType(h, Seven27EventType::Bust);
        QCOMPARE(bust.size(), size_t{1});
        QCOMPARE(bust[0].seat, 1);
        QCOMPARE(bust[0].total, 56);
        QCOMPARE(bust[0].rule, std::string("S-7"));
        const auto win = ofType(h, Seven27EventType::FoldWin);
        QCOMPARE(win.size(), size_t{1});
        QCOMPARE(win[0].seat, 2);
        QCOMPARE(win[0].amount, Chips{2});
        QCOMPARE(win[0].rule, std::string("S-7"));
        QVERIFY(ofType(h, Seven27EventType::Showdown).empty());
        QCOMPARE(h.finalStacks(), (std::vector<Chips>{0, 9, 11, 0}));
    }

    // S-7 over is bust on the initial deal: 10-10-10 (two down, one up) folds at once and the
    // deal goes on without the busted seat.
    void s7OverIsBustOnTheThirdInitialCard() {
        auto r = table(Seven27Nearest::OverIsBust);
        r.deal = Seven27Deal::TwoDownOneUp;
        auto h = begin(r, {10, 10, 10, 10}, 0);
        QVERIFY(deal(h, {"10H", "2H", "3H", "4H", "10D", "2D", "3D", "4D", "10S"}));
        QVERIFY(h.seats()[1].folded);
        QCOMPARE(ofType(h, Seven27EventType::Bust).size(), size_t{1});
        QCOMPARE(h.cardTarget().seat, 2);
        QVERIFY(deal(h, {"5S", "6S", "7S"}));
        QCOMPARE(h.stage(), Seven27Stage::ExtraCard);
        QCOMPARE(h.seatToAct(), 2); // the busted seat is not offered a card
        for (int s : {2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        for (int s : {2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Pass));
        for (int s : {2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        // s2 2+2+5 = 9, s3 3+3+6 = 12, s0 4+4+7 = 15; pot 4. Over is bust: nobody at or
        // below 7, so all 4 go to the nearest 27 (s0).
        QCOMPARE(h.nets(), (std::vector<Chips>{3, -1, -1, -1}));
    }

    // S-7 over is bust at a showdown where nobody is at or below 7: all to the 27 side.
    void s7OverIsBustWholePotTo27() {
        auto h = begin(table(Seven27Nearest::OverIsBust), {10, 10, 10, 10}, 0);
        QVERIFY(deal(h, {"10H", "10S", "10D", "10C", "9H", "8S", "5D", "6C"}));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Pass));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        const auto awards = ofType(h, Seven27EventType::PotAward);
        QCOMPARE(awards.size(), size_t{1});
        QCOMPARE(awards[0].seat, 1); // 19 is nearest 27
        QCOMPARE(awards[0].amount, Chips{4});
        QCOMPARE(awards[0].rule, std::string("S-7"));
        QCOMPARE(h.nets(), (std::vector<Chips>{-1, 3, -1, -1}));
    }

    // S-4 fold-out: all but one fold; the bettor takes the pot without showing.
    void s4FoldOutWinsWithoutShowing() {
        auto h = begin(table(), {10, 10, 10, 10}, 3);
        QVERIFY(deal(h, {"2H", "3H", "4H", "5H", "2S", "3S", "4S", "5S"}));
        for (int s : {0, 1, 2, 3})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Pass));
        QVERIFY(act(h, 1, Seven27Move::Bet, 3));
        QVERIFY(act(h, 2, Seven27Move::Fold));
        QVERIFY(act(h, 3, Seven27Move::Fold));
        QVERIFY(act(h, 0, Seven27Move::Fold));
        QVERIFY(h.isOver());
        QVERIFY(ofType(h, Seven27EventType::Showdown).empty());
        const auto win = ofType(h, Seven27EventType::FoldWin);
        QCOMPARE(win.size(), size_t{1});
        QCOMPARE(win[0].seat, 1);
        QCOMPARE(win[0].amount, Chips{7});
        QCOMPARE(win[0].rule, std::string("S-4"));
        QCOMPARE(h.nets(), (std::vector<Chips>{-1, 3, -1, -1}));
    }

    // S-4 limits and the raise cap; illegal actions are refused and change nothing.
    void s4LimitsRaiseCapAndIllegalActions() {
        auto r = table();
        r.raiseCap = 1;
        auto h = begin(r, {20, 20, 20, 20}, 0);
        QVERIFY(deal(h, {"2H", "3H", "4H", "5H", "2S", "3S", "4S", "5S"}));
        QVERIFY(!h.apply({Seven27Move::Pass, 0}).ok()); // offers are draw or stay
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        const auto before = h.events();
        QVERIFY(!h.deal(C("9D")).ok());                // no card needed
        QVERIFY(!h.apply({Seven27Move::Bet, 5}).ok()); // above the most (4)
        QVERIFY(!h.apply({Seven27Move::Bet, 0}).ok()); // below the least (1)
        QVERIFY(!h.apply({Seven27Move::Call, 0}).ok());
        QVERIFY(!h.apply({Seven27Move::Draw, 0}).ok());
        QVERIFY(!h.apply({Seven27Move::Pass, 1}).ok());
        QCOMPARE(h.events(), before);
        const auto o = h.options();
        QVERIFY(o.pass && o.bet && !o.call && !o.fold && !o.raise);
        QCOMPARE(o.minBet, Chips{1});
        QCOMPARE(o.maxBet, Chips{4});
        QVERIFY(act(h, 1, Seven27Move::Bet, 4));
        QCOMPARE(h.options().toCall, Chips{4});
        QVERIFY(act(h, 2, Seven27Move::Raise, 2)); // the cap's one raise: stake 6
        QVERIFY(!h.options().raise);
        QVERIFY(!h.apply({Seven27Move::Raise, 1}).ok());
        QVERIFY(act(h, 3, Seven27Move::Call));
        QVERIFY(act(h, 0, Seven27Move::Fold));
        QVERIFY(act(h, 1, Seven27Move::Call)); // reopened for seat 1
        QCOMPARE(h.stage(), Seven27Stage::Drawing);
        QCOMPARE(h.pot(), Chips{4 + 6 + 6 + 6});
    }

    // S-4 all-in: a short stack calls for less; side pots are settled layer by layer.
    void s4AllInSidePots() {
        auto h = begin(table(), {100, 3, 100, 100}, 0);
        QVERIFY(deal(h, {"5H", "2S", "10S", "KD", "AS", "4S", "10D", "QD"}));
        QVERIFY(act(h, 1, Seven27Move::Draw));
        QVERIFY(deal(h, {"AD"}));
        for (int s : {2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(act(h, 1, Seven27Move::Pass));
        QVERIFY(act(h, 2, Seven27Move::Bet, 4));
        QVERIFY(act(h, 3, Seven27Move::Call));
        QVERIFY(act(h, 0, Seven27Move::Fold));
        QCOMPARE(h.options().toCall, Chips{2}); // seat 1 has only 2 behind
        QVERIFY(!h.options().raise);
        QVERIFY(act(h, 1, Seven27Move::Call));
        QVERIFY(h.seats()[1].allIn);
        for (int s : {1, 2, 3})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        // Main pot 10 (seats 1,2,3 eligible): seat 1 (5-A-A) wins both halves.
        // Side pot 4 (seats 2,3): seat 2 (6) wins 7, seat 3 (20) wins 27.
        const auto awards = ofType(h, Seven27EventType::PotAward);
        QCOMPARE(awards.size(), size_t{4});
        QCOMPARE(awards[0].ref, 0);
        QCOMPARE(awards[2].ref, 1);
        QCOMPARE(h.nets(), (std::vector<Chips>{-1, 7, -3, -3}));
    }

    // S-4: with fewer than two seats able to bet, betting rounds are skipped.
    void s4BettingSkippedWhenAllIn() {
        auto h = begin(table(), {1, 1, 1, 1}, 0);
        QVERIFY(deal(h, {"5H", "10S", "2C", "KD", "2H", "10D", "3C", "KC"}));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QCOMPARE(ofType(h, Seven27EventType::BettingStart)[0].detail, std::string("skipped"));
        for (int s : {1, 2, 3, 0})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        QCOMPARE(h.finalStacks(), (std::vector<Chips>{0, 2, 2, 0}));
    }

    // S-8 and players leaving: the deal passes left to the next seat still in the game.
    void s8DealerRotationAndBrokePlayersLeave() {
        auto r = table();
        r.startingChips = 1;
        auto g = *Seven27Game::create(r, 0);
        auto h = *g.startHand();
        QVERIFY(deal(h, {"5H", "10S", "2C", "KD", "2H", "10D", "3C", "KC"}));
        for (int i = 0; i < 8; ++i)
            QVERIFY(h.apply({Seven27Move::Stay, 0}));
        QVERIFY(h.isOver());
        QVERIFY(g.finishHand(h));
        QCOMPARE(g.stacks(), (std::vector<Chips>{0, 2, 2, 0}));
        QCOMPARE(g.dealer(), 1);
        QVERIFY(!g.inGame(0) && !g.inGame(3));
        QVERIFY(!g.finishHand(h).ok()); // not this game's current state any more

        auto h2 = *g.startHand(); // seats 3 and 0 sit out
        QCOMPARE(ofType(h2, Seven27EventType::SitOut).size(), size_t{2});
        QVERIFY(deal(h2, {"3H", "10H", "4H", "9H"})); // s2: 3+4 = 7, s1: 10+9 = 19
        QVERIFY(act(h2, 2, Seven27Move::Stay));
        QVERIFY(act(h2, 1, Seven27Move::Stay));
        QVERIFY(act(h2, 2, Seven27Move::Pass));
        QVERIFY(act(h2, 1, Seven27Move::Pass));
        QVERIFY(act(h2, 2, Seven27Move::Stay));
        QVERIFY(act(h2, 1, Seven27Move::Stay));
        QVERIFY(g.finishHand(h2));
        QCOMPARE(g.stacks(), (std::vector<Chips>{0, 2, 2, 0}));
        QCOMPARE(g.dealer(), 2);
        auto h3 = *g.startHand();
        QVERIFY(deal(h3, {"3D", "10C", "4D", "9C"})); // s1: 7, s2: 19 -> split again
        for (Seven27Move m : {Seven27Move::Stay, Seven27Move::Stay, Seven27Move::Pass,
                              Seven27Move::Pass, Seven27Move::Stay, Seven27Move::Stay})
            QVERIFY(h3.apply({m, 0}));
        QVERIFY(g.finishHand(h3));
        QCOMPARE(g.dealer(), 1); // skips seats 3 and 0, who left the game
        QCOMPARE(g.handsPlayed(), 3);
        QVERIFY(!g.isOver());
    }

    // The view holds only what a seat may know.
    void viewHidesOtherHoleCards() {
        auto h = begin(table(), {10, 10, 10, 10}, 0);
        QVERIFY(deal(h, {"5H", "10S", "KD", "2C", "AS", "9S", "7D", "3C"}));
        const Seven27View v = h.view(2);
        QCOMPARE(v.ownUp, std::vector<Card>{C("10S")});
        QCOMPARE(v.ownDown, std::vector<Card>{C("9S")});
        QCOMPARE(v.seats[1].upCards, std::vector<Card>{C("5H")});
        QCOMPARE(v.seats[1].downCards, 1);
        QCOMPARE(v.pot, Chips{4});
        QVERIFY(!v.options.any()); // seat 1 is to act, not seat 2
        QVERIFY(h.view(1).options.draw);
        for (const auto& e : v.history)
            if (e.type == Seven27EventType::Deal && !e.faceUp && e.seat != 2)
                QCOMPARE(e.card, Card{});
        bool sawOwn = false;
        for (const auto& e : v.history)
            sawOwn |= e.type == Seven27EventType::Deal && e.card == C("9S");
        QVERIFY(sawOwn);
        QCOMPARE(h.view(7).seat, -1);
    }

    // The log: JSON Lines round trip and exact replay; a tampered log is caught.
    void logRoundTripAndReplay() {
        auto h = begin(table(Seven27Nearest::UnderBeatsOver), {20, 20, 20, 20}, 0);
        QVERIFY(deal(h, {"3H", "10S", "10D", "2C", "4H", "9S", "10C", "3C"}));
        QVERIFY(act(h, 1, Seven27Move::Stay));
        QVERIFY(act(h, 2, Seven27Move::Draw));
        QVERIFY(deal(h, {"8S"}));
        QVERIFY(act(h, 3, Seven27Move::Stay));
        QVERIFY(act(h, 0, Seven27Move::Stay));
        QVERIFY(act(h, 1, Seven27Move::Bet, 1));
        QVERIFY(act(h, 2, Seven27Move::Raise, 3));
        QVERIFY(act(h, 3, Seven27Move::Call));
        QVERIFY(act(h, 0, Seven27Move::Fold));
        QVERIFY(act(h, 1, Seven27Move::Call));
        for (int s : {1, 2, 3})
            QVERIFY(act(h, s, Seven27Move::Stay));
        QVERIFY(h.isOver());
        const QByteArray line = seven27HandToJsonLine(h);
        auto recs = seven27HandsFromJsonLines(line + "\n\n" + line + "\n");
        QVERIFY2(recs.ok(), recs.ok() ? "" : recs.error().c_str());
        QCOMPARE(recs->size(), size_t{2});
        QCOMPARE((*recs)[0].setup, h.setup());
        QCOMPARE((*recs)[0].events, h.events());
        auto replayed = replaySeven27Hand((*recs)[0].setup, (*recs)[0].events);
        QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
        QCOMPARE(replayed->finalStacks(), h.finalStacks());
        auto tampered = h.events();
        for (auto& e : tampered)
            if (e.type == Seven27EventType::PotAward) e.amount += 1;
        QVERIFY(!replaySeven27Hand(h.setup(), tampered).ok());
        QVERIFY(!seven27HandFromJson("{\"game\":\"other\"}").ok());
    }

    // The reference players: the naive bot passes or calls and draws below its threshold.
    void naiveBotPlaysAHand() {
        auto h = begin(table(), {20, 20, 20, 20}, 0);
        Seven27NaiveBot a, b, c, d;
        Seven27Player* players[] = {&a, &b, &c, &d};
        int next = 0;
        QVERIFY(playSeven27Hand(h, players, [&] { return cardFromIndex(next++); }));
        QVERIFY(h.isOver());
        for (const auto& e : h.events())
            if (e.type == Seven27EventType::Decision)
                QVERIFY(e.action.move == Seven27Move::Pass || e.action.move == Seven27Move::Draw ||
                        e.action.move == Seven27Move::Stay);
        Chips sum = 0;
        for (Chips n : h.nets())
            sum += n;
        QCOMPARE(sum, Chips{0});

        // S-1: a hand played from a provably fair one-pack shoe, shuffled for the hand.
        Shoe shoe(seven27PackSpec());
        QCOMPARE(shoe.size(), 52);
        for (Card c : shoe.order())
            QVERIFY(!c.isJoker());
        auto h2 = begin(table(), {20, 20, 20, 20}, 1);
        QVERIFY(playSeven27Hand(h2, players, [&] { return *shoe.draw(); }));
        QVERIFY(h2.isOver());
        QCOMPARE(replaySeven27Hand(h2.setup(), h2.events())->finalStacks(), h2.finalStacks());
    }
};

QTEST_APPLESS_MAIN(Seven27Rules_)
#include "tst_seven27_rules.moc"
