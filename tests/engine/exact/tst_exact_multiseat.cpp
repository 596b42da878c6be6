// Live hints at a table of several seats. exactActionValues() analyses the seat
// to act as if it were alone, with every card seen so far (the other seats' included) out of
// the unseen composition. That is exact because the dealer's play never reads the other seats
// (F-12) and the cards the dealer draws after the later seats have drawn are distributed as if
// the dealer drew at once: for a draw without replacement, the cards after a stopping time are
// distributed as the next cards. This test checks it against a brute force that knows nothing
// of the argument: it walks every card sequence of a small shoe on the real Round, with the
// later seats playing a card-dependent policy (so their number of draws varies), and averages
// the net of the seat to act over the hole cards it cannot see.
#include "round_script.h"

#include "cards/composition.h"
#include "exact/exact_ev.h"
#include "round/events.h"
#include "rules/hand_value.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

using namespace f27;

namespace {

constexpr double kTolerance = 1e-12;

// The other seats hit while their total is below 15, or their last card is a Five (which makes
// the number of cards they take depend on what they draw), then stand; no insurance.
Action otherSeatPolicy(const Round& r) {
    const std::vector<Action> legal = r.legalActions();
    auto has = [&](Action a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
    if (r.phase() == Phase::Insurance) return Action::DeclineInsurance;
    const PlayerHand& h =
        r.seats()[static_cast<size_t>(r.seatToAct())].hands[static_cast<size_t>(r.handToAct())];
    const int total = valueOf(h.sums, r.rules().values).total;
    if (has(Action::Hit) && (total < 15 || h.cards.back().rank == Rank::Five)) return Action::Hit;
    return has(Action::Stand) ? Action::Stand : legal.front();
}

class Brute {
public:
    Brute(int hero) : hero_(hero) {}
    bool heroDecidedAgain = false;
    QString failure;

    // Σ over every way the round can go on of (chance × the hero's first hand's net).
    double walk(const Round& r, const Composition& left, double w) {
        if (r.isOver()) return w * r.seats()[static_cast<size_t>(hero_)].hands[0].net.toDouble();
        if (r.needsCard()) {
            if (left.empty()) {
                failure = "the shoe ran out";
                return 0;
            }
            double sum = 0;
            for (int i = 0; i < kCardKinds; ++i) {
                const int n = left.cardCounts()[static_cast<size_t>(i)];
                if (n == 0) continue;
                const Card c = cardFromIndex(i);
                Round next = r;
                Composition rest = left;
                rest.removeCard(c);
                if (Status s = next.deal(c); !s) failure = QString::fromStdString(s.error());
                sum += walk(next, rest, w * n / left.size());
            }
            return sum;
        }
        if (r.seatToAct() == hero_) { // only after a Hit: that action is then not checked
            heroDecidedAgain = true;
            return 0;
        }
        Round next = r;
        if (Status s = next.apply(otherSeatPolicy(r)); !s)
            failure = QString::fromStdString(s.error());
        return walk(next, left, w);
    }

private:
    int hero_;
};

struct Reached {
    Round round;
    Composition left;
    double w;
};

} // namespace

class ExactMultiSeat : public QObject {
    Q_OBJECT

    // Deals `deal` ("?" = every card the shoe can give there, i.e. the hole card) at a table of
    // `seats` seats, lets the other seats play the policy until `hero` must decide, then
    // compares every action of the hero whose outcome involves no later hero decision.
    void check(const std::string& preset, int seats, int hero, const std::string& shoeCodes,
               const std::vector<std::string>& deal, int expectedChecked) {
        const RuleSet rules = test::preset(preset);
        const Composition shoe = Composition::of(test::cards(shoeCodes));
        auto start = Round::start(rules, test::seats(seats));
        QVERIFY2(start.ok(), start ? "" : start.error().c_str());

        // Every way to the hero's first decision, with its chance.
        std::vector<Reached> reached;
        std::vector<Card> seen;
        double reachedWeight = 0;
        std::function<void(Round, Composition, double, size_t)> toDecision =
            [&](Round r, Composition left, double w, size_t next) {
                while (!r.isOver()) {
                    if (r.needsCard()) {
                        QVERIFY(next < deal.size());
                        if (deal[next] == "?") {
                            for (int i = 0; i < kCardKinds; ++i) {
                                const int n = left.cardCounts()[static_cast<size_t>(i)];
                                if (n == 0) continue;
                                Round branch = r;
                                Composition rest = left;
                                rest.removeCard(cardFromIndex(i));
                                QVERIFY(branch.deal(cardFromIndex(i)).ok());
                                toDecision(branch, rest, w * n / left.size(), next + 1);
                            }
                            return;
                        }
                        const Card c = test::cards(deal[next])[0];
                        QVERIFY(r.deal(c).ok());
                        ++next;
                        continue;
                    }
                    if (r.seatToAct() == hero && r.phase() == Phase::Decision) {
                        reached.push_back({r, left, w});
                        reachedWeight += w;
                        return;
                    }
                    QVERIFY(r.apply(otherSeatPolicy(r)).ok());
                }
            };
        // The face-up cards of the deal are given: the hole card is any other card of the shoe.
        Composition rest = shoe;
        for (const std::string& code : deal)
            if (code != "?") {
                const Card c = test::cards(code)[0];
                QVERIFY2(rest.count(c) > 0, code.c_str());
                rest.removeCard(c);
            }
        toDecision(*start, rest, 1.0, 0);
        QVERIFY2(!reached.empty(), "the hero never decides");

        // What the hero has seen: the shoe less every face-up card (the hole card is unseen).
        Composition unseen = shoe;
        const Round& r0 = reached.front().round;
        for (const SeatState& s : r0.seats())
            for (const PlayerHand& h : s.hands)
                for (Card c : h.cards)
                    unseen.removeCard(c);
        const DealerHand& d = r0.dealer();
        for (size_t i = 0; i < d.cards.size(); ++i)
            if (d.faceUp[i]) unseen.removeCard(d.cards[i]);

        // The shoes are too small for the bound on the cards the round may need (the brute force
        // follows every later seat's draws; none runs out): its check is off.
        ExactOptions small;
        small.cardsMustLast = false;
        auto values = exactActionValues(r0, unseen, small);
        QVERIFY2(values.ok(), values ? "" : values.error().c_str());
        int checked = 0;
        for (const ActionValue& av : *values) {
            Brute brute(hero);
            double sum = 0;
            for (const Reached& m : reached) {
                Round next = m.round;
                QVERIFY(next.apply(av.action).ok());
                sum += brute.walk(next, m.left, m.w);
            }
            QVERIFY2(brute.failure.isEmpty(), qPrintable(brute.failure));
            if (brute.heroDecidedAgain) continue;
            const double expected = sum / reachedWeight;
            QVERIFY2(std::abs(expected - av.ev) < kTolerance,
                     qPrintable(QString("%1 %2: brute force %3, analysis %4")
                                    .arg(QString::fromStdString(preset))
                                    .arg(QString(actionName(av.action)))
                                    .arg(expected, 0, 'g', 17)
                                    .arg(av.ev, 0, 'g', 17)));
            ++checked;
        }
        QCOMPARE(checked, expectedChecked);
    }

private slots:
    // Blackjack (B-3: seats up, dealer up, seats up, hole card): the hero on hard 20 vs 9 —
    // stand, double and hit (21 stands, anything else busts) all end the hero's play.
    void blackjackFirstOfTwoSeats() {
        check("blackjack", 2, 0, "10S KH 2C 10C 9D AS AS 2D 2D 5C 5C 5H 10H KD 8S 7H",
              {"10S", "2C", "9D", "KH", "10C", "?"}, 3);
    }
    // The hero in the middle: the first seat's cards are seen, the last seat draws after.
    void blackjackMiddleOfThreeSeats() {
        check("blackjack", 3, 1, "10S KH 2C 10C 9D 10D 8C AS AS 2D 5C 5C 5H 10H KD 8S 7H",
              {"10D", "10S", "2C", "9D", "8C", "KH", "10C", "?"}, 3);
    }
    // 21-24-27 (T-2: both dealer cards up): hard 24 against a dealer who must hit (T-4 leaves
    // the choice); hit gives 25–27 (must stand) or a bust: no later decision either way.
    void twentyOneTwentyFourTwentySeven() {
        check("21-24-27", 2, 0, "JS KH 10C 2C 5D 7C AS 2D 3H 3S 5H 10H KD 9S 8H QC",
              {"JS", "10C", "5D", "KH", "2C", "7C"}, 2);
    }
    // Poker-like (PL-2: the hole card is the dealer's first card): hard 24, suits matter for
    // the dealer's five-card hands (PL-9).
    void pokerLike() {
        check("poker-like", 2, 0, "JS KH 10C 3C 9D AS 2D 3H 4S 5H 10H KD 9S 8H QC 2S",
              {"JS", "10C", "?", "KH", "3C", "9D"}, 2);
    }
};

QTEST_GUILESS_MAIN(ExactMultiSeat)
#include "tst_exact_multiseat.moc"
