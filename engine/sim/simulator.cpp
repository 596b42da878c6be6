#include "sim/simulator.h"

#include "rules/payouts.h"

#include "sim/sim_core.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>
#include <vector>

namespace f27 {

namespace {

constexpr std::int64_t kBatch = 4096; // rounds between polls of the stop flag

// Each worker on its own cache lines, and its statistics in the thread's own stack while it
// runs (copied here at the end), so that two threads never write to a shared cache line.
struct alignas(64) Worker {
    std::int64_t rounds = 0;
    std::uint64_t seed = 0;
    SimStats stats;
    std::string error;
};

std::int64_t toUnits(Money m, std::int64_t unit) {
    return m.num() * (unit / m.den());
}

SimReason reasonOf(const std::string& detail) {
    for (int i = 0; i < kSimReasons; ++i)
        if (detail == simReasonName(static_cast<SimReason>(i))) return static_cast<SimReason>(i);
    return SimReason::Tie;
}

// What a Round's event log counts (SimStats): insurance, doubles, splits, the dealer's naturals
// and busts, each settled hand with the reason it was settled for, bonuses; the record's hands.
void tallyEvents(const Round& r, std::int64_t unit, SimStats& stats, SimRoundRecord* record) {
    SimReason reason = SimReason::Tie;
    bool naturalWin = false;
    std::uint32_t bonusMask = 0;
    std::int64_t bonusUnits = 0;
    bool dealerBust = false;
    for (const Event& e : r.events()) {
        switch (e.type) {
        case EventType::InsuranceOffered:
            ++stats.insuranceOffered;
            break;
        case EventType::Decision:
            if (e.action == Action::TakeInsurance) ++stats.insuranceTaken;
            if (e.action == Action::Double) ++stats.doubles;
            if (e.action == Action::Split) ++stats.splits;
            break;
        case EventType::DealerCheck:
            if (e.detail == "natural") ++stats.dealerNaturals;
            break;
        case EventType::Outcome:
            reason = reasonOf(e.detail);
            naturalWin = e.result == HandResult::Win &&
                         (reason == SimReason::Natural || reason == SimReason::BothNatural);
            dealerBust = dealerBust || reason == SimReason::DealerBust;
            bonusMask = 0;
            bonusUnits = 0;
            break;
        case EventType::Bonus:
            bonusMask |= 1u << e.ref;
            bonusUnits += toUnits(e.amount, unit);
            ++stats.bonuses[static_cast<size_t>(e.ref)];
            stats.bonusNet += toUnits(e.amount, unit);
            break;
        case EventType::Settlement: {
            const std::int64_t net = toUnits(e.amount, unit);
            ++stats.hands;
            ++stats.results[static_cast<size_t>(e.result)];
            ++stats.reasons[static_cast<size_t>(reason)];
            if (naturalWin) stats.naturalWinNet += net - bonusUnits;
            if (record) {
                const bool doubled =
                    e.seat < static_cast<int>(r.seats().size()) &&
                            e.hand < static_cast<int>(r.seats()[e.seat].hands.size())
                        ? r.seats()[e.seat].hands[e.hand].doubled
                        : false;
                record->hands.push_back(
                    {e.seat, e.hand, e.result, reason, net, bonusMask, doubled});
            }
            break;
        }
        case EventType::InsuranceSettled: {
            const std::int64_t net = toUnits(e.amount, unit);
            stats.insuranceNet += net;
            if (e.result == HandResult::Win) ++stats.insuranceWon;
            if (record) record->insuranceNet[static_cast<size_t>(e.seat)] = net;
            break;
        }
        default:
            break;
        }
    }
    if (dealerBust) ++stats.dealerBusts;
}

// The exact path: one Round per round, cards from the same SimShoe as the fast core.
std::string playExact(const RuleSet& rules, int seats, BetSide bet, Policy& policy, SimShoe& shoe,
                      Prng& rng, std::int64_t unit, SimStats& stats, SimRoundRecord* record) {
    RoundSetup setup;
    setup.seats.resize(static_cast<size_t>(seats));
    for (SeatSetup& s : setup.seats)
        s.side = bet;
    const bool reshuffled = shoe.startRound(rng);
    if (reshuffled) ++stats.reshuffles;
    const std::int64_t midBefore = shoe.midRoundReshuffles();
    auto started = Round::start(rules, setup);
    if (!started) return started.error();
    Round r = std::move(started).value();
    if (record) record->reshuffledBefore = reshuffled;
    while (!r.isOver()) {
        if (r.needsCard()) {
            const std::uint8_t c = shoe.draw(rng);
            ++stats.cardsDealt;
            if (record) record->cards.push_back(c);
            if (auto s = r.deal(cardFromIndex(c)); !s) return s.error();
        } else if (auto s = r.apply(policy.choose(r)); !s) {
            return s.error();
        }
    }
    stats.reshuffles += shoe.midRoundReshuffles() - midBefore;
    if (record) {
        record->seatNet.assign(static_cast<size_t>(seats), 0);
        record->insuranceNet.assign(static_cast<size_t>(seats), 0);
    }
    tallyEvents(r, unit, stats, record);
    std::int64_t roundNet = 0;
    for (int b = 0; b < seats; ++b) {
        const std::int64_t n = toUnits(r.seats()[static_cast<size_t>(b)].net, unit);
        roundNet += n;
        if (record) record->seatNet[static_cast<size_t>(b)] = n;
    }
    stats.net += roundNet;
    stats.netSquares += static_cast<Int128>(roundNet) * roundNet;
    ++stats.rounds;
    stats.seatRounds += seats;
    return {};
}

} // namespace

const char* simReasonName(SimReason r) {
    static const char* const names[kSimReasons] = {
        "natural",     "both-natural",  "dealer-natural", "bust",  "target",        "surrender",
        "dealer-bust", "dealer-target", "five-card",      "poker", "split-natural", "closer",
        "tie"};
    return names[static_cast<int>(r)];
}

void SimStats::merge(const SimStats& o) {
    rounds += o.rounds;
    seatRounds += o.seatRounds;
    hands += o.hands;
    net += o.net;
    netSquares += o.netSquares;
    for (size_t i = 0; i < results.size(); ++i)
        results[i] += o.results[i];
    for (size_t i = 0; i < reasons.size(); ++i)
        reasons[i] += o.reasons[i];
    if (bonuses.size() < o.bonuses.size()) bonuses.resize(o.bonuses.size());
    for (size_t i = 0; i < o.bonuses.size(); ++i)
        bonuses[i] += o.bonuses[i];
    bonusNet += o.bonusNet;
    naturalWinNet += o.naturalWinNet;
    insuranceOffered += o.insuranceOffered;
    insuranceTaken += o.insuranceTaken;
    insuranceWon += o.insuranceWon;
    insuranceNet += o.insuranceNet;
    doubles += o.doubles;
    splits += o.splits;
    dealerNaturals += o.dealerNaturals;
    dealerBusts += o.dealerBusts;
    cardsDealt += o.cardsDealt;
    reshuffles += o.reshuffles;
}

std::string describe(const SimRoundRecord& r) {
    std::string s = "cards:";
    for (auto c : r.cards)
        s += " " + toCode(cardFromIndex(c));
    s += r.reshuffledBefore ? " (reshuffled before)\n" : "\n";
    for (const SimHandRecord& h : r.hands)
        s += "  seat " + std::to_string(h.seat) + " hand " + std::to_string(h.hand) + ": " +
             handResultName(h.result) + " " + simReasonName(h.reason) + " net " +
             std::to_string(h.net) + " bonus " + std::to_string(h.bonus) +
             (h.doubled ? " doubled" : "") + "\n";
    for (size_t i = 0; i < r.seatNet.size(); ++i)
        s += "  seat " + std::to_string(i) + " net " + std::to_string(r.seatNet[i]) +
             " insurance " + std::to_string(r.insuranceNet[i]) + "\n";
    return s;
}

double simMean(const SimStats& s, std::int64_t unit, int seats) {
    if (s.rounds == 0) return 0;
    return static_cast<double>(static_cast<long double>(s.net) /
                               (static_cast<long double>(s.rounds) * seats * unit));
}

double simStandardError(const SimStats& s, std::int64_t unit, int seats) {
    if (s.rounds < 2) return 0;
    const long double n = static_cast<long double>(s.rounds);
    const long double scale = static_cast<long double>(seats) * unit;
    const long double sum = static_cast<long double>(s.net) / scale;
    const long double squares = static_cast<long double>(s.netSquares) / (scale * scale);
    const long double var = (squares - sum * sum / n) / (n - 1);
    return static_cast<double>(std::sqrt(std::max<long double>(var, 0) / n));
}

double SimReport::ev() const {
    return simMean(stats, unitsPerWager, seats);
}

double SimReport::standardError() const {
    return simStandardError(stats, unitsPerWager, seats);
}

namespace {

// The options a simulation can run with: counts in range, a bet the mode has, seats a round
// can start with.
Status checkOptions(const RuleSet& rules, const SimOptions& o) {
    if (o.rounds < 1) return fail("the number of rounds must be at least 1");
    if (o.rounds > kMaxSimRounds)
        return fail("the number of rounds must be at most " + std::to_string(kMaxSimRounds));
    // The sums of the rounds' nets are 64-bit and of their squares 128-bit: a round nets at
    // most `most` units, so `rounds` of them must fit both, whatever the cards.
    const auto most = exactly("a round's largest result", [&] {
        return largestSeatSwing(rules) * Rational(moneyUnitsPerWager(rules)) * Rational(o.seats);
    });
    if (!most) return fail(most.error());
    const Int128 bound = most->num() / most->den() + 1;
    constexpr Int128 kInt128Max = ((static_cast<Int128>(1) << 126) - 1) * 2 + 1;
    if (static_cast<Int128>(o.rounds) * bound > INT64_MAX ||
        static_cast<Int128>(o.rounds) * bound > kInt128Max / bound)
        return fail("with payouts this large at most " +
                    std::to_string(static_cast<std::int64_t>(INT64_MAX / bound)) +
                    " rounds can be counted exactly");
    if (o.threads < 1 || o.threads > 256) return fail("the number of threads must be 1 to 256");
    if (o.seats < 1 || o.seats > kMaxSeats)
        return fail("the number of seats must be 1 to " + std::to_string(kMaxSeats));
    if (o.bet != BetSide::Player && rules.wagerMode == WagerMode::Standard)
        return fail("a bet on the dealer hand or a stalemate exists in the baccarat-like "
                    "mode only");
    RoundSetup setup;
    setup.seats.resize(static_cast<size_t>(o.seats));
    for (SeatSetup& s : setup.seats)
        s.side = o.bet;
    if (auto r = Round::start(rules, setup); !r) return fail(r.error());
    return {};
}

// The fast core where it plays the rules and nothing asks otherwise, else the exact path; the
// report's path and the reason for the exact one.
Result<bool> choosePath(const RuleSet& rules, const SimOptions& o, SimReport& rep) {
    const std::string unsupported = fastCoreUnsupported(rules, o.seats);
    bool fast = true;
    if (o.policy) {
        fast = false;
        rep.pathReason = "a scripted policy is played through the Round";
    } else if (o.path == SimPath::Exact) {
        fast = false;
        rep.pathReason = "the exact path was requested";
    } else if (!unsupported.empty()) {
        if (o.path == SimPath::Fast)
            return fail("the fast core cannot simulate these rules: " + unsupported);
        fast = false;
        rep.pathReason = unsupported;
    }
    if (o.path == SimPath::Fast && o.policy)
        return fail("a scripted policy runs on the exact path only");
    rep.path = fast ? "fast" : "exact";
    return fast;
}

} // namespace

Result<SimReport> simulate(const RuleSet& rules, const SimOptions& o) {
    if (Status s = checkOptions(rules, o); !s) return fail(s.error());
    SimReport rep;
    rep.seats = o.seats;
    rep.threads = o.threads;
    rep.seed = o.seed;
    rep.unitsPerWager = moneyUnitsPerWager(rules);
    auto strategy = o.strategy
                        ? o.strategy
                        : std::make_shared<const SimStrategy>(SimStrategy::dealerMimic(rules));
    rep.strategy = o.policy ? o.policyName : strategy->name();
    const auto path = choosePath(rules, o, rep);
    if (!path) return fail(path.error());
    const bool fast = *path;

    std::vector<Worker> workers(static_cast<size_t>(o.threads));
    Prng seeds(o.seed);
    for (int t = 0; t < o.threads; ++t) {
        Worker& w = workers[static_cast<size_t>(t)];
        w.rounds = o.rounds / o.threads + (t < o.rounds % o.threads ? 1 : 0);
        w.seed = seeds.next();
        w.stats.bonuses.assign(rules.bonuses.size(), 0);
    }
    std::atomic<bool> stop{false};
    std::atomic<std::int64_t> done{0};
    std::atomic<int> running{o.threads};
    const std::int64_t unit = rep.unitsPerWager;
    auto work = [&](int t) {
        Worker& w = workers[static_cast<size_t>(t)];
        SimLanes lanes(rules.shoe, w.seed);
        std::unique_ptr<SimCore> core;
        std::unique_ptr<Policy> policy;
        if (fast)
            core = std::make_unique<SimCore>(rules, *strategy, o.seats);
        else
            policy = o.policy ? o.policy() : std::make_unique<SimStrategyPolicy>(strategy);
        SimStats stats = w.stats; // thread-local while running (no false sharing)
        SimRoundRecord record;
        SimRoundRecord* rec = o.onRound ? &record : nullptr;
        std::int64_t left = w.rounds;
        while (left > 0 && !stop.load(std::memory_order_relaxed)) {
            const std::int64_t n = std::min(left, kBatch);
            if (fast && !rec) {
                core->playRounds(lanes, stats, n);
                left -= n;
                done.fetch_add(n, std::memory_order_relaxed);
                continue;
            }
            for (std::int64_t i = 0; i < n; ++i) {
                if (rec) record = SimRoundRecord{};
                const int l = lanes.lane();
                ++lanes.next;
                SimShoe& shoe = lanes.shoes[l];
                Prng& rng = lanes.rngs[l];
                if (fast) {
                    core->playRound(shoe, rng, stats, rec);
                } else {
                    w.error =
                        playExact(rules, o.seats, o.bet, *policy, shoe, rng, unit, stats, rec);
                    if (!w.error.empty()) {
                        stop = true;
                        break;
                    }
                }
                if (rec) o.onRound(t, record);
            }
            left -= n;
            done.fetch_add(n, std::memory_order_relaxed);
        }
        w.stats = std::move(stats);
        running.fetch_sub(1);
    };
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (int t = 0; t < o.threads; ++t)
        threads.emplace_back(work, t);
    while (running.load() > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if ((o.cancelFlag && o.cancelFlag->load()) || (o.cancelled && o.cancelled())) {
            if (!stop.exchange(true)) rep.cancelled = true;
        }
        if (o.progress && running.load() > 0) o.progress(done.load(), o.rounds);
    }
    for (auto& th : threads)
        th.join();
    rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    rep.stats.bonuses.assign(rules.bonuses.size(), 0);
    for (const Worker& w : workers) {
        if (!w.error.empty()) return fail("the exact path failed: " + w.error);
        rep.stats.merge(w.stats);
    }
    if (o.progress) o.progress(rep.stats.rounds, o.rounds);
    return rep;
}

} // namespace f27
