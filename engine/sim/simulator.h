// The Monte Carlo simulator: its options, threads, seeds and report, on the fast core or the
// Round. What it plays and why it is exact: docs/analysis.md, "Simulator".
#pragma once

#include "core/result.h"
#include "round/policy.h"
#include "rules/rule_set.h"
#include "sim/sim_stats.h"
#include "sim/sim_strategy.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace f27 {

enum class SimPath : std::uint8_t { Auto, Fast, Exact };

// The most rounds one simulation plays (10^10: about an hour on two cores). Fewer are allowed
// where a round's largest possible result (largestSeatSwing) is so large that the sums of the
// rounds' nets (64 bits) or of their squares (128 bits) could overflow.
inline constexpr std::int64_t kMaxSimRounds = 10'000'000'000;

struct SimOptions {
    std::int64_t rounds = 1'000'000; // 1..kMaxSimRounds
    int threads = 1;
    std::uint64_t seed = 1;
    int seats = 1;
    // The baccarat-like mode: what every seat bets on (the slot mode: the player hand only).
    // The standard mode: the player hand (each seat backs its own).
    BetSide bet = BetSide::Player;
    // The table strategy (fast-capable). Null: the dealer-mimic strategy.
    std::shared_ptr<const SimStrategy> strategy;
    // A scripted strategy: any engine Policy, one per thread (made on that thread's start).
    // When set it is used instead of `strategy`, on the exact path (slow).
    std::function<std::unique_ptr<Policy>()> policy;
    std::string policyName = "scripted";
    SimPath path = SimPath::Auto; // Fast: fails when the fast core does not support the rules
    // Polled about every 5 ms by the calling thread, which makes every progress call.
    std::function<void(std::int64_t roundsDone, std::int64_t roundsTotal)> progress;
    std::function<bool()> cancelled;
    const std::atomic<bool>* cancelFlag = nullptr;
    // Tests only (slow): every round as played, from the worker thread that played it.
    std::function<void(int thread, const SimRoundRecord&)> onRound;
};

struct SimReport {
    SimStats stats;
    std::int64_t unitsPerWager = 1;
    int seats = 1;
    int threads = 1;
    std::uint64_t seed = 0;
    std::string strategy;
    std::string path;       // "fast" or "exact"
    std::string pathReason; // why the exact path ran ("" for fast)
    double seconds = 0;
    bool cancelled = false; // stopped early: the statistics cover the rounds played

    // Per round and seat, in units of the initial wager (the house edge is −ev).
    double ev() const;
    // The standard error of ev(): the sample standard deviation of the per-round net averaged
    // over the round's seats (seats in one round are correlated, rounds are independent),
    // divided by √rounds.
    double standardError() const;
    double roundsPerSecond() const { return seconds > 0 ? stats.rounds / seconds : 0; }
};

// The mean and standard error of X_r = (round r's net over all seats) / (seats × unitsPerWager)
// from the exact sums in `s` (sample variance with n − 1).
double simMean(const SimStats& s, std::int64_t unitsPerWager, int seats);
double simStandardError(const SimStats& s, std::int64_t unitsPerWager, int seats);

// Errors: bad options (rounds < 1, threads < 1, seats outside 1..7), rules the Round rejects,
// SimPath::Fast for rules the fast core does not support.
Result<SimReport> simulate(const RuleSet& rules, const SimOptions& options);

} // namespace f27
