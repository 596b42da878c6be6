// Bot-only Seven Twenty-Seven matches (finnish27-cli seven27, the strength measurement in
// docs/seven27.md): H independent hands at one table, every hand from the starting stacks,
// the deal passing to the left each hand (S-8: hand h is dealt by seat h mod players), the
// pack shuffled by the provably fair shuffle (P-2) under a key derived from the seed.
#pragma once

#include "cards/fair_shuffle.h"
#include "seven27/seven27_player.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace f27 {

// The players a match can seat: the personalities of seven27_bot.h ("tight", "loose",
// "aggressive", "balanced") and the reference players "naive" and "random".
Result<std::unique_ptr<Seven27Player>> makeSeven27Player(std::string_view name, std::uint64_t seed);
// Seat `seat`'s player seed in a match with `seed`: splitmix64 of seed + (seat + 1) * golden
// ratio increments (each seat a different, reproducible stream).
std::uint64_t seven27SeatSeed(std::uint64_t seed, int seat);
// The shuffle key of hand `hand` (0-based) of a match with `seed` (docs/seven27.md):
// SHA-256 of the ASCII text "finnish27-seven27-match-v1:<seed>:<hand>" (decimal numbers).
ShuffleKey seven27HandKey(std::uint64_t seed, int hand);

struct Seven27MatchConfig {
    Seven27Rules rules;            // rules.players must equal bots.size()
    std::vector<std::string> bots; // one name per seat
    int hands = 1000;              // >= 1
    std::uint64_t seed = 1;
};

struct Seven27SeatStats {
    int seat = -1;
    std::string bot;
    Chips net = 0;      // total over all hands
    double perHand = 0; // mean net per hand
    double stdErr = 0;  // standard error of perHand (hands are independent)
    int handsWon7 = 0;  // hands in which the seat won (a share of) a 7 half
    int handsWon27 = 0; // ... a 27 half (or a whole pot under over is bust)
    int foldWins = 0;   // hands won without a showdown (S-4)
    int folds = 0;      // hands it folded (or busted, S-7)
    int showdowns = 0;  // hands it showed down
    long decisions = 0; // decisions it made
    double decisionMsMean = 0, decisionMsMax = 0; // thread CPU time per decision
};

struct Seven27MatchResult {
    std::vector<Seven27SeatStats> seats;
    int hands = 0;
    std::uint64_t seed = 0;
};

// Errors: invalid rules, a bot count other than rules.players, an unknown bot name, hands < 1,
// or an engine refusal (reported with the hand number).
Result<Seven27MatchResult> runSeven27Match(const Seven27MatchConfig& config);

} // namespace f27
