// The Monte Carlo simulator: the fast core proved equal to the Round state
// machine round by round (the differential test), reproducibility, the standard error, the
// shoe's reshuffles, cancellation, and agreement with a brute-force EV on a tiny shoe.
#include "round/policy.h"
#include "round/round.h"
#include "rules/hand_value.h"
#include "rules/rule_set_json.h"
#include "sim/sim_core.h"
#include "sim/sim_quick_round.h"
#include "sim/simulator.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart.h"

#include <QtTest>

#include <cmath>
#include <map>

using namespace f27;

namespace {

RuleSet preset(const char* id) {
    auto r = loadPreset(id);
    if (!r) qFatal("preset %s: %s", id, r.error().c_str());
    return *r;
}

// A Blackjack variant with every option the fast core must mirror: resplits to four hands,
// doubles on any two cards and after splits, surrender after splits, no hole card (the dealer's
// natural is found only when the dealer plays), insurance on A and 10, ties to the dealer, a
// five-card rule, bonuses paid in odds and in table minimums.
RuleSet customBlackjack() {
    RuleSet r = preset("blackjack");
    r.id = "custom";
    r.dealerInitial = DealerInitial::UpOnly;
    r.natural.dealerChecksAtOnce = false;
    r.natural.bothHave = Winner::Player;
    r.natural.payout = Rational(6, 5);
    r.insurance.upCards = {Rank::Ace, Rank::Ten};
    r.insurance.payout = Rational(3);
    r.doubleDown.total = Range{};
    r.doubleDown.afterSplit = true;
    r.split.maxHands = 4;
    r.split.byValue = false;
    r.split.acesOneCardEach = false;
    r.surrender.afterSplit = true;
    r.surrender.refund = Rational(2, 5);
    r.comparison.tie = Winner::Dealer;
    r.fiveCard.enabled = true;
    r.fiveCard.cards = 5;
    r.fiveCard.rule = "B-11";
    r.shoe.decks = 2;
    r.shoe.cutCard = 60;
    BonusRule sevens;
    sevens.id = "three-sevens";
    sevens.name = "Three sevens";
    sevens.ranks = {Rank::Seven, Rank::Seven, Rank::Seven};
    sevens.amount = Rational(3, 2);
    sevens.rule = "B-12";
    BonusRule five;
    five.id = "five-card-21";
    five.name = "Five-card 21";
    five.cards = 5;
    five.total = 21;
    five.pay = BonusRule::Pay::TableMinimums;
    five.amount = Rational(5);
    five.rule = "B-12";
    r.bonuses = {sevens, five};
    return r;
}

// Poker-like with doubles, splits, surrender, a wild Joker, a card limit and a dealer-dependent
// forced play (T-4 style), dealt both up.
RuleSet customPokerLike() {
    RuleSet r = preset("poker-like");
    r.id = "custom-pl";
    r.values.joker = JokerMode::WildToTarget;
    r.cardLimit.cards = 6;
    r.doubleDown.allowed = true;
    r.doubleDown.kind = HandKind::Hard;
    r.doubleDown.total = Range{10, 16};
    r.split.allowed = true;
    r.split.maxHands = 3;
    r.surrender.allowed = true;
    r.insurance.upCards = {Rank::Ace, Rank::King};
    ForcedPlay f;
    f.when.dealer = DealerWill::Stand;
    f.when.versusDealer = Versus::Below;
    f.op = Op::Hit;
    f.rule = "PL-5";
    r.forced.insert(r.forced.begin() + 1, f);
    r.shoe.cutCard = 200;
    return r;
}

// The custom rule sets with a hole card checked at once, so that a single seat's rounds can be
// played by SimQuickRound: every feature it mirrors (bonuses by ranks and by cards and total,
// the five-card rule, doubles on any two, surrender with a refund of 2/5, ties to the dealer;
// a Joker wild to the target, a card limit and a forced play that reads the dealer).
RuleSet holeCard(RuleSet r, DealerInitial di) {
    r.dealerInitial = di;
    r.natural.dealerChecksAtOnce = true;
    return r;
}

// A random chart with every feature ChartPolicy reads: columns for some dealer views (one or
// two face-up cards), hit-to totals per card count, doubles, surrenders, splits, insurance
// and exceptions (with an action that is sometimes illegal, so the next one is tried).
StrategyChart randomChart(const RuleSet& rules, std::uint64_t seed) {
    Prng rng(seed);
    StrategyChart c;
    c.rulesId = rules.id;
    std::vector<Rank> ranks;
    for (Rank r : kDeckRanks)
        if (!rules.shoe.removes(r)) ranks.push_back(r);
    if (rules.shoe.jokersPerDeck > 0) ranks.push_back(Rank::Joker);
    if (rules.family == "blackjack") // charted as one class, as the derivation does
        for (Rank r : {Rank::Jack, Rank::Queen, Rank::King})
            c.rankClass[static_cast<size_t>(r)] = Rank::Ten;
    const bool twoUp = rules.dealerInitial == DealerInitial::BothUp;
    std::vector<std::vector<Rank>> views;
    for (Rank a : ranks)
        if (c.rankClass[static_cast<size_t>(a)] == a) {
            if (!twoUp)
                views.push_back({a});
            else
                for (Rank b : ranks)
                    if (c.rankClass[static_cast<size_t>(b)] == b && a <= b && rng.below(4) != 0)
                        views.push_back({a, b});
        }
    const int target = rules.values.target;
    for (const auto& v : views) {
        ChartColumn col;
        col.dealer = v;
        col.insuranceOffered = true;
        col.takeInsurance = rng.below(2) == 1;
        for (int n = 2; n <= 6; ++n)
            for (int soft = 0; soft < 2; ++soft)
                if (n == 2 || rng.below(2) == 0)
                    col.hitTo.push_back(
                        {n, soft == 1, target - 10 + static_cast<int>(rng.below(8))});
        for (int k = 0; k < 6; ++k) {
            col.doubles.push_back(
                {2 + static_cast<int>(rng.below(2)), rng.below(2) == 1,
                 5 + static_cast<int>(rng.below(static_cast<std::uint32_t>(target - 5)))});
            col.surrenders.push_back(
                {2, rng.below(2) == 1,
                 10 + static_cast<int>(rng.below(static_cast<std::uint32_t>(target - 10)))});
        }
        for (Rank r : ranks)
            if (c.rankClass[static_cast<size_t>(r)] == r && rng.below(2)) col.splits.push_back(r);
        for (int k = 0; k < 12; ++k) {
            ChartException e;
            const int n = 2 + static_cast<int>(rng.below(2));
            for (int i = 0; i < n; ++i)
                e.ranks.push_back(c.rankClass[static_cast<size_t>(
                    ranks[rng.below(static_cast<std::uint32_t>(ranks.size()))])]);
            std::sort(e.ranks.begin(), e.ranks.end());
            e.fromSplit = rng.below(4) == 0;
            const Action acts[] = {Action::Hit, Action::Stand, Action::Double, Action::Split,
                                   Action::Surrender};
            e.action = acts[rng.below(5)];
            col.exceptions.push_back(e);
        }
        c.columns.push_back(col);
    }
    return c;
}

struct DiffCase {
    std::string name;
    RuleSet rules;
    int seats;
    bool mimic;         // DealerMimicPolicy on the exact side; otherwise a random table strategy
    bool chart = false; // a random chart: ChartPolicy on the exact side
    // The chart reads hands without their Jokers (StrategyChart::jokersIgnored, 21-24-27), so
    // Joker hands use the entries of fewer cards, and exceptions name hands without Jokers.
    bool jokersIgnored = false;
    // The chart reads hands of three cards or more without their spare Jokers
    // (StrategyChart::jokersIgnoredPastTwo: 21-24-27 with first-two-card options).
    bool jokersIgnoredPastTwo = false;
};

// 21-24-27 with double, split and surrender on the first two cards (jokersChangeNothingPastTwo).
RuleSet finnishWithOptions() {
    RuleSet r = preset("21-24-27");
    r.doubleDown.allowed = true;
    r.split.allowed = true;
    r.surrender.allowed = true;
    fillRuleIds(r);
    return r;
}

std::int64_t diffRounds() {
    const QByteArray env = qgetenv("F27_SIM_DIFF_ROUNDS");
    return env.isEmpty() ? 40000 : env.toLongLong();
}

// Runs the fast core and the Round-driven exact path with the same seed (so the same shoe
// stream) and the same strategy, and compares every round and the totals.
void runDifferential(const DiffCase& c) {
    QVERIFY2(validateRuleSet(c.rules).ok(), validateRuleSet(c.rules).error().c_str());
    QVERIFY2(fastCoreUnsupported(c.rules, c.seats).empty(), c.name.c_str());
    SimOptions o;
    o.rounds = diffRounds();
    o.seats = c.seats;
    o.seed = 20261122;
    StrategyChart chart = randomChart(c.rules, 99);
    if (c.jokersIgnored) {
        chart.jokersIgnored = true;
        for (ChartColumn& col : chart.columns)
            for (ChartException& e : col.exceptions)
                std::erase(e.ranks, Rank::Joker);
    }
    if (c.jokersIgnoredPastTwo) {
        chart.jokersIgnoredPastTwo = true;
        // Exceptions as the chart reads hands: past two cards, spare Jokers dropped (an
        // exception naming more Jokers could never apply).
        for (ChartColumn& col : chart.columns)
            for (ChartException& e : col.exceptions) {
                std::vector<Card> hand;
                for (Rank r : e.ranks)
                    hand.push_back(r == Rank::Joker ? joker() : Card{r, Suit::Spades});
                e.ranks = chart.handClasses(hand);
            }
    }
    auto compiled = SimStrategy::fromChart(c.rules, chart);
    QVERIFY(compiled.ok());
    SimStrategy strategy = c.chart   ? *compiled
                           : c.mimic ? SimStrategy::dealerMimic(c.rules)
                                     : SimStrategy::randomTable(c.rules, 77);
    if (!c.mimic && !c.chart) strategy.setInsureAll(true); // always exercise insurance
    o.strategy = std::make_shared<const SimStrategy>(strategy);
    std::vector<SimRoundRecord> fastRounds;
    o.onRound = [&](int, const SimRoundRecord& r) { fastRounds.push_back(r); };
    o.path = SimPath::Fast;
    auto fast = simulate(c.rules, o);
    QVERIFY2(fast.ok(), fast.ok() ? "" : fast.error().c_str());
    QCOMPARE(fast->path, std::string("fast"));
    // Without records the fast core plays batches of rounds (SimCore::playRounds, the hot loop,
    // which reads the dealer's cards ahead): the same rounds, so the same totals.
    o.onRound = nullptr;
    auto batch = simulate(c.rules, o);
    QVERIFY2(batch.ok(), batch.ok() ? "" : batch.error().c_str());
    QVERIFY(batch->stats == fast->stats);

    size_t at = 0;
    std::string firstMismatch;
    o.onRound = [&](int, const SimRoundRecord& r) {
        if (firstMismatch.empty() && at < fastRounds.size() && !(r == fastRounds[at]))
            firstMismatch = "round " + std::to_string(at) + "\nfast:\n" + describe(fastRounds[at]) +
                            "exact:\n" + describe(r);
        ++at;
    };
    o.path = SimPath::Exact;
    if (c.mimic) o.policy = [] { return std::make_unique<DealerMimicPolicy>(); };
    if (c.chart) o.policy = [chart] { return std::make_unique<ChartPolicy>(chart); };
    auto exact = simulate(c.rules, o);
    QVERIFY2(exact.ok(), exact.ok() ? "" : exact.error().c_str());
    QCOMPARE(exact->path, std::string("exact"));
    QVERIFY2(firstMismatch.empty(), (c.name + ": " + firstMismatch).c_str());
    QCOMPARE(at, fastRounds.size());
    QVERIFY(fast->stats == exact->stats);
    QCOMPARE(fast->stats.rounds, o.rounds);
    // The strategy really exercised the options it could.
    if (!c.mimic && !c.chart) {
        if (c.rules.doubleDown.allowed) QVERIFY(fast->stats.doubles > 0);
        if (c.rules.split.allowed) QVERIFY(fast->stats.splits > 0);
        if (c.rules.surrender.allowed)
            QVERIFY(fast->stats.results[static_cast<size_t>(HandResult::Surrender)] > 0);
        if (c.rules.insurance.offered) QVERIFY(fast->stats.insuranceTaken > 0);
    }
    QVERIFY(fast->stats.reshuffles > 0);
}

// Brute force: the exact EV of one round from a full shoe under the dealer-mimic strategy, by
// walking every rank sequence with its without-replacement probability (suits do not matter
// for these rules: no five-card rule).
double bruteForceEv(const Round& r, std::array<int, kRankSlots>& counts, int left) {
    if (r.isOver()) return r.seats()[0].net.toDouble();
    if (!r.needsCard()) {
        Round next = r;
        DealerMimicPolicy p;
        if (!next.apply(p.choose(next))) qFatal("illegal mimic action");
        return bruteForceEv(next, counts, left);
    }
    double ev = 0;
    for (int k = 0; k < kRankSlots; ++k) {
        if (counts[static_cast<size_t>(k)] == 0) continue;
        const double p = double(counts[static_cast<size_t>(k)]) / left;
        --counts[static_cast<size_t>(k)];
        Round next = r;
        const Rank rank = static_cast<Rank>(k);
        if (!next.deal(Card{rank, rank == Rank::Joker ? Suit::None : Suit::Spades}))
            qFatal("deal failed");
        ev += p * bruteForceEv(next, counts, left - 1);
        ++counts[static_cast<size_t>(k)];
    }
    return ev;
}

} // namespace

class SimulatorTest : public QObject {
    Q_OBJECT
private slots:
    // The differential test: identical per-round nets, outcomes (result and deciding rule),
    // bonuses, insurance results and totals for the fast core and the real Round.
    void differential_data() {
        QTest::addColumn<int>("index");
        const char* names[] = {"poker-like 1 seat mimic",
                               "poker-like 3 seats random",
                               "21-24-27 2 seats mimic",
                               "21-24-27 5 seats random",
                               "blackjack 1 seat mimic",
                               "blackjack 7 seats random",
                               "custom blackjack 3 seats",
                               "custom poker-like 2 seats",
                               "blackjack 2 seats chart",
                               "21-24-27 3 seats chart",
                               "poker-like 1 seat chart",
                               "custom blackjack 4 seats chart",
                               "21-24-27 4 seats chart without Jokers",
                               "21-24-27 with options 3 seats chart, Jokers past two cards"};
        for (int i = 0; i < 14; ++i)
            QTest::newRow(names[i]) << i;
    }
    void differential() {
        QFETCH(int, index);
        const std::vector<DiffCase> cases = {
            {"poker-like", preset("poker-like"), 1, true},
            {"poker-like", preset("poker-like"), 3, false},
            {"21-24-27", preset("21-24-27"), 2, true},
            {"21-24-27", preset("21-24-27"), 5, false},
            {"blackjack", preset("blackjack"), 1, true},
            {"blackjack", preset("blackjack"), 7, false},
            {"custom blackjack", customBlackjack(), 3, false},
            {"custom poker-like", customPokerLike(), 2, false},
            {"blackjack chart", preset("blackjack"), 2, false, true},
            {"21-24-27 chart", preset("21-24-27"), 3, false, true},
            {"poker-like chart", preset("poker-like"), 1, false, true},
            {"custom blackjack chart", customBlackjack(), 4, false, true},
            {"21-24-27 chart without Jokers", preset("21-24-27"), 4, false, true, true},
            {"21-24-27 options chart, Jokers past two", finnishWithOptions(), 3, false, true, false,
             true},
        };
        runDifferential(cases[static_cast<size_t>(index)]);
    }

    // SimQuickRound (the simulator's quick round for one seat) against SimCore's full round, round
    // by round on the same shoe: equal statistics after every round, the same cards dealt, and
    // both kinds of round really played (quick ones and ones it refuses).
    void quickRoundPlaysTheCoresRounds_data() {
        QTest::addColumn<int>("index");
        const char* names[] = {"blackjack shipped chart",
                               "poker-like shipped chart",
                               "blackjack random chart",
                               "poker-like random chart",
                               "custom blackjack chart",
                               "custom poker-like chart",
                               "custom blackjack random",
                               "poker-like mimic",
                               "blackjack, doubles and surrender after splits"};
        for (int i = 0; i < 9; ++i)
            QTest::newRow(names[i]) << i;
    }
    void quickRoundPlaysTheCoresRounds() {
        QFETCH(int, index);
        const RuleSet bj = preset("blackjack"), pl = preset("poker-like");
        const RuleSet cbj = holeCard(customBlackjack(), DealerInitial::UpThenHole);
        const RuleSet cpl = holeCard(customPokerLike(), DealerInitial::HoleThenUp);
        // The quick round's splits (split once, no bonuses) with every post-split option.
        RuleSet das = preset("blackjack");
        das.id = "das";
        das.doubleDown.afterSplit = true;
        das.doubleDown.total = Range{};
        das.surrender.afterSplit = true;
        das.surrender.firstTwoOnly = false;
        das.split.acesOneCardEach = false;
        fillRuleIds(das);
        auto shipped = [](const RuleSet& r) {
            auto c = shippedChartFor(r);
            if (!c) qFatal("%s", c.error().c_str());
            return *SimStrategy::fromChart(r, c->chart);
        };
        auto chart = [](const RuleSet& r) { return *SimStrategy::fromChart(r, randomChart(r, 5)); };
        struct Case {
            const RuleSet& rules;
            SimStrategy strategy;
        };
        const std::vector<Case> cases = {
            {bj, shipped(bj)},
            {pl, shipped(pl)},
            {bj, chart(bj)},
            {pl, chart(pl)},
            {cbj, chart(cbj)},
            {cpl, chart(cpl)},
            {cbj, SimStrategy::randomTable(cbj, 3)},
            {pl, SimStrategy::dealerMimic(pl)},
            {das, chart(das)},
        };
        const Case& c = cases[static_cast<size_t>(index)];
        QVERIFY2(validateRuleSet(c.rules).ok(), validateRuleSet(c.rules).error().c_str());
        QCOMPARE(quickRoundUnsupported(c.rules, c.strategy, 1), std::string());
        SimCore quick(c.rules, c.strategy, 1), full(c.rules, c.strategy, 1);
        SimLanes quickLanes(c.rules.shoe, 11), fullLanes(c.rules.shoe, 11);
        SimStats a, b;
        a.bonuses.assign(c.rules.bonuses.size(), 0);
        b.bonuses = a.bonuses;
        const int rounds = 100000;
        // Batches of 1–9 rounds: every lane side by side, some alone, any lane first.
        const int sizes[] = {2, 4, 1, 3, 5, 2, 9, 4};
        for (int done = 0, step = 0; done < rounds; ++step) {
            const int n = std::min(sizes[step % 8], rounds - done);
            quick.playRounds(quickLanes, a, n);
            SimRoundRecord record;
            for (int i = 0; i < n; ++i) {
                const int l = fullLanes.lane();
                ++fullLanes.next;
                record = SimRoundRecord{};
                full.playRound(fullLanes.shoes[l], fullLanes.rngs[l], b, &record);
            }
            done += n;
            bool sameCards = true;
            for (int l = 0; l < SimLanes::kLanes; ++l)
                sameCards = sameCards && quickLanes.shoes[l].dealt() == fullLanes.shoes[l].dealt();
            if (!(a == b) || !sameCards)
                QFAIL(qPrintable(QString("rounds to %1 differ: net %2 vs %3, cards %4 vs %5\n%6")
                                     .arg(done)
                                     .arg(a.net)
                                     .arg(b.net)
                                     .arg(quickLanes.shoes[0].dealt())
                                     .arg(fullLanes.shoes[0].dealt())
                                     .arg(QString::fromStdString(describe(record)))));
        }
        QCOMPARE(full.quickRounds(), 0);
        // Most rounds are quick; the rest (naturals are not among them) went to the full round.
        QVERIFY2(quick.quickRounds() > rounds / 2,
                 qPrintable(QString::number(quick.quickRounds())));
        qInfo("quick rounds: %lld of %d", static_cast<long long>(quick.quickRounds()), rounds);
        if (index != 7) QVERIFY(quick.quickRounds() < rounds); // the mimic refuses no round
        QVERIFY(a.reasons[static_cast<size_t>(SimReason::DealerBust)] > 0);
        if (c.rules.family == "finnish27")
            QVERIFY(a.reasons[static_cast<size_t>(SimReason::Poker)] > 0);
    }

    // Rule sets and strategies the quick round cannot mirror say why, and are played in full.
    void quickRoundRefusesWhatItCannotMirror() {
        const RuleSet bj = preset("blackjack");
        const SimStrategy mimic = SimStrategy::dealerMimic(bj);
        QCOMPARE(quickRoundUnsupported(bj, mimic, 1), std::string());
        QCOMPARE(quickRoundUnsupported(bj, mimic, 2), std::string("more than one seat"));
        QVERIFY(!quickRoundUnsupported(customBlackjack(), mimic, 1).empty()); // no hole card
        RuleSet late = bj;
        late.natural.dealerChecksAtOnce = false;
        QVERIFY(!quickRoundUnsupported(late, mimic, 1).empty());
        const RuleSet t = preset("21-24-27"); // both dealer cards face up
        QVERIFY(!quickRoundUnsupported(t, SimStrategy::dealerMimic(t), 1).empty());
        RuleSet tiny = bj; // 12 cards (Q, K, A): fewer than a quick round may read ahead
        tiny.shoe.decks = 1;
        tiny.shoe.removedRanks = {Rank::Two,   Rank::Three, Rank::Four, Rank::Five, Rank::Six,
                                  Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten,  Rank::Jack};
        QCOMPARE(quickRoundUnsupported(tiny, mimic, 1),
                 std::string("a shoe of fewer than 16 cards"));
        SimCore two(bj, mimic, 2);
        SimLanes lanes(bj.shoe, 1);
        SimStats s;
        two.playRounds(lanes, s, 1000);
        QCOMPARE(two.quickRounds(), 0);
        QCOMPARE(s.rounds, 1000);
    }

    // The wager modes without a player decision run on the exact path, and the report says so.
    void unsupportedRulesFallBackToExactPath() {
        RuleSet r = preset("21-24-27");
        r.wagerMode = WagerMode::BaccaratLike;
        r.baccarat.playerStrategy = r.dealer;
        r.baccarat.rule = "F-15";
        fillRuleIds(r);
        QVERIFY2(validateRuleSet(r).ok(), validateRuleSet(r).error().c_str());
        QVERIFY(!fastCoreUnsupported(r, 2).empty());
        SimOptions o;
        o.rounds = 3000;
        o.seats = 2;
        auto rep = simulate(r, o);
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().c_str());
        QCOMPARE(rep->path, std::string("exact"));
        QVERIFY(!rep->pathReason.empty());
        QCOMPARE(rep->stats.rounds, 3000);
        o.path = SimPath::Fast;
        QVERIFY(!simulate(r, o).ok());
    }

    // Same seed and thread count: identical. Thread 0 of a two-thread run plays the first half of
    // the one-thread stream (Prng(seed)'s first output seeds it), so its rounds are the
    // one-thread run's rounds.
    void deterministic() {
        const RuleSet r = preset("blackjack");
        SimOptions o;
        o.rounds = 40000;
        o.seed = 5;
        o.threads = 2;
        auto a = simulate(r, o), b = simulate(r, o);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a->stats == b->stats);
        QCOMPARE(a->threads, 2);
        std::vector<SimRoundRecord> thread0, single;
        o.onRound = [&](int t, const SimRoundRecord& rec) {
            if (t == 0) thread0.push_back(rec);
        };
        QVERIFY(simulate(r, o).ok());
        o.threads = 1;
        o.rounds = 20000;
        o.onRound = [&](int, const SimRoundRecord& rec) { single.push_back(rec); };
        auto one = simulate(r, o);
        QVERIFY(one.ok());
        QCOMPARE(thread0.size(), size_t(20000));
        QVERIFY(thread0 == single);
        QVERIFY(!(one->stats == a->stats));
        o.seed = 6;
        o.onRound = nullptr;
        auto other = simulate(r, o);
        QVERIFY(!(other->stats == one->stats));
    }

    // The standard error against a hand computation: per-round nets 1, -1, 0, 1 wagers (in half
    // units: 2, -2, 0, 2). Mean 0.25; sample variance ((0.75)² + (1.25)² + (0.25)² + (0.75)²)/3
    // = 2.75/3; standard error √(2.75/3/4) = 0.4787135539.
    void standardErrorFormula() {
        SimStats s;
        for (std::int64_t n : {2, -2, 0, 2}) {
            s.net += n;
            s.netSquares += n * n;
            ++s.rounds;
        }
        QCOMPARE(simMean(s, 2, 1), 0.25);
        QVERIFY(std::abs(simStandardError(s, 2, 1) - 0.4787135539) < 1e-9);
        // Two seats: the same round totals are averaged over the seats (half the values).
        QVERIFY(std::abs(simStandardError(s, 2, 2) - 0.4787135539 / 2) < 1e-9);
        QVERIFY(std::abs(simMean(s, 2, 2) - 0.125) < 1e-15);
    }

    // F-2: the shoe reshuffles before a round once the cut card is out, and mid-round when every
    // card has been dealt; every shuffle is a permutation of the shoe.
    void shoeReshuffles() {
        ShoeSpec spec;
        spec.decks = 1;
        spec.jokersPerDeck = 2;
        spec.cutCard = 40;
        SimShoe shoe(spec);
        Prng rng(3);
        QCOMPARE(shoe.size(), 54);
        QVERIFY(!shoe.startRound(rng));
        std::map<int, int> seen;
        for (int i = 0; i < 39; ++i)
            ++seen[shoe.draw(rng)];
        QVERIFY(!shoe.startRound(rng)); // 39 dealt: below the cut card
        ++seen[shoe.draw(rng)];
        QVERIFY(shoe.startRound(rng)); // 40 dealt: reshuffle
        QCOMPARE(shoe.dealt(), 0);
        for (int i = 0; i < 54; ++i)
            ++seen[shoe.draw(rng)];
        QCOMPARE(shoe.midRoundReshuffles(), 0);
        shoe.draw(rng); // the 55th card of a round: a fresh shoe
        QCOMPARE(shoe.midRoundReshuffles(), 1);
        QCOMPARE(shoe.dealt(), 1);
        // The 54 draws after the reshuffle were each card exactly once (plus the first 40).
        SimShoe again(spec);
        Prng rng2(9);
        std::map<int, int> perm;
        for (int i = 0; i < 54; ++i)
            ++perm[again.draw(rng2)];
        QCOMPARE(int(perm.size()), 53); // 52 cards + the Joker index (two Jokers)
        QCOMPARE(perm[52], 2);
    }

    // Cancellation from the flag and from the callback; progress is reported.
    void cancellation() {
        const RuleSet r = preset("poker-like");
        SimOptions o;
        o.rounds = 2'000'000'000;
        o.threads = 2;
        std::atomic<bool> flag{false};
        o.cancelFlag = &flag;
        int calls = 0;
        o.progress = [&](std::int64_t done, std::int64_t total) {
            QCOMPARE(total, o.rounds);
            if (++calls == 3 || done > 0) flag = true;
        };
        auto rep = simulate(r, o);
        QVERIFY(rep.ok());
        QVERIFY(rep->cancelled);
        QVERIFY(rep->stats.rounds < o.rounds);
        QVERIFY(calls >= 1);
        o.cancelFlag = nullptr;
        o.progress = nullptr;
        o.cancelled = [] { return true; };
        auto rep2 = simulate(r, o);
        QVERIFY(rep2.ok() && rep2->cancelled);
        QVERIFY(rep2->stats.rounds < o.rounds);
    }

    void badOptions() {
        const RuleSet r = preset("blackjack");
        SimOptions o;
        o.rounds = 0;
        QVERIFY(!simulate(r, o).ok());
        o.rounds = 10;
        o.seats = 8;
        QVERIFY(!simulate(r, o).ok());
        o.seats = 1;
        o.threads = 0;
        QVERIFY(!simulate(r, o).ok());
    }

    // On a tiny shoe reshuffled before every round (cut card 1), the simulated EV of the mimic
    // strategy agrees with the brute-force EV within 4 standard errors.
    void agreesWithBruteForceOnTinyShoe() {
        RuleSet r = preset("blackjack");
        r.shoe.decks = 1;
        r.shoe.removedRanks = {Rank::Two,   Rank::Three, Rank::Four, Rank::Seven,
                               Rank::Eight, Rank::Jack,  Rank::Queen};
        r.shoe.cutCard = 1;
        QVERIFY2(validateRuleSet(r).ok(), validateRuleSet(r).error().c_str());
        std::array<int, kRankSlots> counts{};
        for (Rank k : kDeckRanks)
            if (!r.shoe.removes(k)) counts[static_cast<size_t>(k)] = 4;
        RoundSetup setup;
        setup.seats.resize(1);
        auto start = Round::start(r, setup);
        QVERIFY(start.ok());
        const double exact = bruteForceEv(*start, counts, r.shoe.size());
        SimOptions o;
        o.rounds = 400000;
        o.threads = 2;
        o.seed = 11;
        auto rep = simulate(r, o);
        QVERIFY(rep.ok());
        QCOMPARE(rep->path, std::string("fast"));
        // All but the first round of each thread's shoes (SimLanes).
        QCOMPARE(rep->stats.reshuffles, o.rounds - o.threads * SimLanes::kLanes);
        const double se = rep->standardError();
        QVERIFY(se > 0 && se < 0.01);
        QVERIFY2(
            std::abs(rep->ev() - exact) < 4 * se,
            qPrintable(QString("sim %1 ± %2, brute force %3").arg(rep->ev()).arg(se).arg(exact)));
    }
};

QTEST_GUILESS_MAIN(SimulatorTest)
#include "tst_simulator.moc"
