// Property tests over many random rounds. For every preset and for custom
// rule sets that switch on the options the presets leave off, 100,000 rounds with random
// seats, wagers, bankrolls and decisions, dealt from real fair-shuffled shoes, must keep:
//  - cards: every card dealt came off the shoe in order; hands hold exactly the cards dealt;
//  - money: every hand is settled exactly once, with the amount its outcome, doubling,
//    natural and bonuses imply (F-15, F-16, B-12); a seat's round net is its settlements plus
//    its insurance; no seat ever stakes more than its bankroll;
//  - legality: apply() refuses every action outside legalActions() and changes nothing;
//  - replay: the inputs of the log reproduce the whole log (and so does its JSON form).
#include "expected_settlement.h"
#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "core/prng.h"
#include "round/policy.h"
#include "round/replay.h"
#include "round/round_log.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QtTest>

#include <map>

using namespace f27;

namespace {

constexpr int kRounds = 100000;

struct Totals {
    long rounds = 0, decisions = 0, refused = 0, reshuffles = 0, naturals = 0, bonuses = 0;
    long doubles = 0, splits = 0, surrenders = 0, insurances = 0, forced = 0;
};

// Plays kRounds rounds and checks every property; returns counts of what happened so the
// caller can check that the interesting paths were actually taken.
Totals exercise(RuleSet rules, std::uint64_t seed) {
    fillRuleIds(rules); // as the loader and the rule editor do: every decision cites a rule
    Prng prng(seed);
    Table table(rules, ShuffleKey::fromPrng(prng));
    table.setKeySource([&prng] { return ShuffleKey::fromPrng(prng); });
    RandomPolicy policy(seed ^ 0x5eed);
    Totals t;
    const bool baccarat = rules.wagerMode == WagerMode::BaccaratLike;
    for (int n = 0; n < kRounds; ++n) {
        RoundSetup setup;
        const int seatCount = 1 + static_cast<int>(prng.below(kMaxSeats));
        for (int s = 0; s < seatCount; ++s) {
            SeatSetup seat;
            seat.wager = Money(1 + prng.below(4), 1 + prng.below(2));
            if (prng.below(3) == 0) seat.bankroll = seat.wager * Money(1 + prng.below(3));
            if (baccarat) seat.side = static_cast<BetSide>(prng.below(3));
            setup.seats.push_back(seat);
        }
        if (n % 997 == 0) table.requestReshuffle();
        auto started = table.startRound(setup);
        if (!started) qFatal("round %d does not start: %s", n, started.error().c_str());
        Round r = std::move(started).value();
        const int dealtBefore = table.shoe().dealt();
        std::vector<Card> order = table.shoe().order();
        while (!r.isOver()) {
            if (auto s = table.dealPending(r); !s) qFatal("deal: %s", s.error().c_str());
            if (r.isOver()) break;
            const auto legal = r.legalActions();
            if (legal.empty()) qFatal("round %d: a decision with no legal action", n);
            const size_t before = r.events().size();
            for (int a = 0; a < kActionCount; ++a) {
                const Action act = static_cast<Action>(a);
                if (std::find(legal.begin(), legal.end(), act) != legal.end()) continue;
                if (r.apply(act)) qFatal("round %d: illegal %s accepted", n, actionName(act));
                if (r.events().size() != before) qFatal("round %d: a refused action logged", n);
                ++t.refused;
            }
            const Action chosen = policy.choose(r);
            if (!r.apply(chosen)) qFatal("round %d: legal %s refused", n, actionName(chosen));
            ++t.decisions;
        }
        const auto& ev = r.events();
        // Cards: unless the shoe was reshuffled mid-round, the round's cards are the shoe's
        // next cards in order; hands hold exactly what was dealt.
        const std::vector<Card> dealt = r.cardsDealt();
        bool reshuffled = false;
        for (const Event& e : ev)
            reshuffled |= e.type == EventType::Reshuffle;
        t.reshuffles += reshuffled;
        if (!reshuffled || table.shoe().dealt() == static_cast<int>(dealt.size())) {
            const std::vector<Card>& now = table.shoe().order();
            const int start = reshuffled ? 0 : dealtBefore;
            const std::vector<Card>& src = reshuffled ? now : order;
            for (size_t i = 0; i < dealt.size(); ++i)
                if (src[start + i] != dealt[i])
                    qFatal("round %d: card %zu not from the shoe", n, i);
        }
        size_t held = r.dealer().cards.size();
        for (const SeatState& s : r.seats())
            for (const PlayerHand& h : s.hands)
                held += h.cards.size();
        if (held != dealt.size())
            qFatal("round %d: %zu cards held, %zu dealt", n, held, dealt.size());
        // Money.
        for (size_t s = 0; s < r.seats().size(); ++s) {
            const SeatState& seat = r.seats()[s];
            Money sum, insurance;
            std::map<int, int> settledHands;
            for (const Event& e : ev) {
                if (e.seat != static_cast<int>(s)) continue;
                if (e.type == EventType::Settlement) {
                    sum += e.amount;
                    ++settledHands[e.hand];
                    if (!baccarat) {
                        const Money want =
                            test::expectedNet(rules, ev, e.seat, e.hand, seat.setup.wager)
                                .value_or(Money{-999});
                        if (want != e.amount)
                            qFatal("round %d seat %zu hand %d: settled %s, outcome implies %s\n%s",
                                   n, s, e.hand, e.amount.toString().c_str(),
                                   want.toString().c_str(), qPrintable(test::transcript(r)));
                    }
                }
                if (e.type == EventType::InsuranceSettled) insurance += e.amount;
                if (e.type == EventType::RoundEnd && e.amount != seat.net)
                    qFatal("round %d: round-end differs from the seat's net", n);
            }
            if (sum + insurance != seat.net)
                qFatal("round %d seat %zu: net is not its settlements", n, s);
            const size_t expectHands = baccarat ? 1 : seat.hands.size();
            if (settledHands.size() != expectHands)
                qFatal("round %d seat %zu: unsettled hand", n, s);
            for (auto [h, count] : settledHands)
                if (count != 1)
                    qFatal("round %d seat %zu hand %d settled %d times", n, s, h, count);
            if (seat.setup.bankroll && !baccarat) {
                Money staked = seat.insuranceStake;
                for (const PlayerHand& h : seat.hands)
                    staked += h.wager;
                if (staked > *seat.setup.bankroll)
                    qFatal("round %d: staked beyond the bankroll", n);
            }
            if (!seat.insuranceStake.isZero()) ++t.insurances;
        }
        for (const Event& e : ev) {
            t.naturals += e.type == EventType::Outcome && e.detail == "natural";
            t.bonuses += e.type == EventType::Bonus;
            t.forced += e.type == EventType::ForcedPlay;
            t.doubles += e.type == EventType::Decision && e.action == Action::Double;
            t.splits += e.type == EventType::Decision && e.action == Action::Split;
            t.surrenders += e.type == EventType::Decision && e.action == Action::Surrender;
        }
        // Replay, and every 50th round through its JSON form.
        auto again = replayRound(rules, setup, ev);
        if (!again)
            qFatal("round %d: %s\n%s", n, again.error().c_str(), qPrintable(test::transcript(r)));
        if (n % 50 == 0) {
            auto rec = roundFromJson(roundToJsonLine(r));
            if (!rec) qFatal("round %d: JSON: %s", n, rec.error().c_str());
            if (!(rec->events == ev) || !(rec->setup == setup) || !(rec->rules == rules))
                qFatal("round %d: the JSON round-trip differs", n);
            if (!replayRound(rec->rules, rec->setup, rec->events))
                qFatal("round %d: JSON replay", n);
        }
        ++t.rounds;
    }
    return t;
}

RuleSet withEverythingOn(RuleSet r) {
    r.id = r.id + "-all-options";
    r.doubleDown.allowed = true;
    r.doubleDown.total = Range{};
    r.doubleDown.afterSplit = true;
    r.split.allowed = true;
    r.split.maxHands = 4;
    r.split.acesOneCardEach = false;
    r.surrender.allowed = true;
    r.surrender.afterSplit = true;
    r.insurance.offered = true;
    r.insurance.upCards = {Rank::Ace, Rank::King, Rank::Joker};
    return r;
}

} // namespace

class RoundProperties : public QObject {
    Q_OBJECT
private slots:
    void pokerLike() {
        const Totals t = exercise(test::preset("poker-like"), 1);
        QCOMPARE(t.rounds, kRounds);
        QVERIFY(t.forced > 0 && t.naturals > 0 && t.bonuses > 0 && t.insurances > 0);
        QVERIFY(t.reshuffles > 0); // F-2: 100,000 rounds go through many shoes
    }
    void twentyOneTwentyFourTwentySeven() {
        const Totals t = exercise(test::preset("21-24-27"), 2);
        QCOMPARE(t.rounds, kRounds);
        QVERIFY(t.forced > 0 && t.naturals > 0);
        QCOMPARE(t.bonuses, 0L);
        QCOMPARE(t.insurances, 0L);
    }
    void blackjack() {
        const Totals t = exercise(test::preset("blackjack"), 3);
        QCOMPARE(t.rounds, kRounds);
        QVERIFY(t.doubles > 0 && t.splits > 0 && t.surrenders > 0 && t.insurances > 0);
        QVERIFY(t.naturals > 0 && t.forced > 0);
    }
    void customEveryOption_data() {
        QTest::addColumn<QString>("base");
        QTest::newRow("poker-like") << "poker-like";
        QTest::newRow("21-24-27") << "21-24-27";
    }
    void customEveryOption() {
        QFETCH(QString, base);
        RuleSet r = withEverythingOn(test::preset(base.toStdString()));
        QVERIFY2(validateRuleSet(r).ok(),
                 validateRuleSet(r).ok() ? "" : validateRuleSet(r).error().c_str());
        const Totals t = exercise(r, 4);
        QVERIFY(t.doubles > 0 && t.splits > 0 && t.surrenders > 0 && t.insurances > 0);
    }
    void customWildJokerNoHoleCard() {
        RuleSet r = withEverythingOn(test::preset("poker-like"));
        r.id = "wild-up-only";
        r.values.joker = JokerMode::WildToTarget;
        r.dealerInitial = DealerInitial::UpOnly;
        r.natural.dealerChecksAtOnce = false;
        r.natural.bothHave = Winner::Push;
        r.shoe.decks = 1;
        r.shoe.jokersPerDeck = 4;
        r.shoe.cutCard = 40;
        r.comparison.tie = Winner::Dealer;
        QVERIFY(validateRuleSet(r).ok());
        const Totals t = exercise(r, 5);
        QVERIFY(t.naturals > 0 && t.reshuffles > 0);
    }
    void customBaccaratLike() {
        RuleSet r = test::preset("poker-like");
        r.id = "baccarat-like";
        r.wagerMode = WagerMode::BaccaratLike;
        r.insurance.offered = false;
        r.baccarat.playerStrategy = r.dealer;
        QVERIFY2(validateRuleSet(r).ok(),
                 validateRuleSet(r).ok() ? "" : validateRuleSet(r).error().c_str());
        const Totals t = exercise(r, 6);
        QCOMPARE(t.decisions, 0L); // nobody is consulted
    }
};

QTEST_GUILESS_MAIN(RoundProperties)
#include "tst_round_properties.moc"
