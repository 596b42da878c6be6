// Seven Twenty-Seven (RULES.md Part 3) table settings: data, like a banking game's rule set.
// Chips are exact integers; hand totals are exact half points (S-1, seven27_sums.h).
#pragma once

#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace f27 {

using Chips = std::int64_t;

// The two targets in half points (S-1: J, Q, K are half a point, so totals are kept doubled).
inline constexpr int kSevenHalfPoints = 14;
inline constexpr int kTwentySevenHalfPoints = 54;
inline constexpr int kSeven27PackSize = 52; // S-1: one pack, no Jokers

// S-2: one up then one down (standard), or two down and one up (variant).
enum class Seven27Deal : std::uint8_t { UpThenDown, TwoDownOneUp };

// S-7: what "nearest" means.
enum class Seven27Nearest : std::uint8_t {
    NearestWins,        // only the distance counts: equal distances tie
    OverIsBust,         // a total above a target cannot win that half; > 27 on drawing folds
    UnderBeatsOver,     // at equal distance the total below the target wins
    OverBeatsUnder,     // at equal distance the total above the target wins
    InsideBeatsOutside, // at equal distance the total between 7 and 27 wins
    OutsideBeatsInside, // at equal distance the total outside 7..27 wins
};
inline constexpr int kSeven27NearestCount = 6;

struct Seven27Rules {
    int players = 5;  // seats at the table, 4..10 (one human, the rest bots)
    Chips ante = 1;   // S-2: paid by every seat dealt in; >= 1
    Chips minBet = 1; // least one bet or raise may add (>= 1)
    Chips maxBet = 4; // most one bet or raise may add (>= minBet)
    int raiseCap = 3; // raises allowed after the opening bet of a betting round (>= 0)
    Seven27Deal deal = Seven27Deal::UpThenDown;
    Seven27Nearest nearest = Seven27Nearest::NearestWins;
    Chips startingChips = 100; // each seat's stack at the start of a game (>= ante)
    friend bool operator==(const Seven27Rules&, const Seven27Rules&) = default;
};

// The bounds on the number of seats (S: 4 to 10 players).
inline constexpr int kSeven27MinPlayers = 4;
inline constexpr int kSeven27MaxPlayers = 10;

// The field of Seven27Rules that a problem concerns.
enum class Seven27RulesField : std::uint8_t {
    Players,
    Ante,
    MinBet,
    MaxBet,
    RaiseCap,
    Deal,
    Nearest,
    StartingChips,
};
// The first problem of a set of rules: its field, and a message naming the field
// ("players: must be 4 to 10 (got 3)"). The one place the rules are checked; an application
// may word the problem in its own language by the field.
struct Seven27RulesProblem {
    Seven27RulesField field;
    std::string message;
};
std::optional<Seven27RulesProblem> seven27RulesProblem(const Seven27Rules& r);
// The same as a Status (the message of the first problem).
Status validateSeven27Rules(const Seven27Rules& r);

const char* seven27DealName(Seven27Deal d); // "up-then-down", "two-down-one-up"
Result<Seven27Deal> parseSeven27Deal(std::string_view s);
// "nearest-wins", "over-is-bust", "under-beats-over", "over-beats-under",
// "inside-beats-outside", "outside-beats-inside"
const char* seven27NearestName(Seven27Nearest n);
Result<Seven27Nearest> parseSeven27Nearest(std::string_view s);

} // namespace f27
