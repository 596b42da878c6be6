// Seven Twenty-Seven showdown (S-6, S-7) and the odd-chip rule: who wins each half of a pot
// and how many chips each winner gets. Pure functions of the hands; no state.
#pragma once

#include "seven27/seven27_rules.h"
#include "seven27/seven27_sums.h"

#include <span>
#include <vector>

namespace f27 {

// A hand still in at the showdown. Contenders are always given in the order of play, from
// the dealer's left (the odd-chip rule depends on that order).
struct Seven27Contender {
    int seat = -1;
    SevenSums sums;
};

struct Seven27HalfWinners {
    std::vector<int> seats; // tied winners, in the order given; empty: nobody qualifies
    int total = -1;         // the best winning total in half points (-1 when empty)
};

struct Seven27ShowdownResult {
    Seven27HalfWinners seven;       // nearest 7
    Seven27HalfWinners twentySeven; // nearest 27
    // S-7 over is bust: nobody is at or below 7, so the whole pot goes to the 27 side. Also
    // set in the (impossible in play) case of nobody qualifying for either half: then every
    // contender is counted a 27 winner.
    bool wholePotTo27 = false;
};

// The total (in half points) a hand shows for `target` under `nearest` (each Ace counts 1 or
// 11 independently per side, S-1); -1 when no total qualifies (over is bust, all above).
int seven27ShownTotal(const SevenSums& s, int targetHalfPoints, Seven27Nearest nearest);

// S-6/S-7: the winners of each half among `contenders` (at least one).
Seven27ShowdownResult decideSeven27Showdown(std::span<const Seven27Contender> contenders,
                                            Seven27Nearest nearest);

struct Seven27Share {
    int seat = -1;
    Chips amount = 0;
    int side = 27; // 7 or 27: the half this share comes from
};

// Splits `pot` chips by the result. Odd-chip rule (documented in docs/seven27.md):
// - the 27 half is the larger: it gets ceil(pot/2), the 7 half floor(pot/2);
// - a half shared by k tied winners gives each floor(half/k); the r = half mod k leftover
//   chips go one each to the first r tied winners in the order of play (dealer's left first);
// - one hand may win both halves (two shares); with wholePotTo27 the 27 side gets it all.
// Zero-chip shares are omitted. The shares always sum to `pot`.
std::vector<Seven27Share> splitSeven27Pot(Chips pot, const Seven27ShowdownResult& result);

} // namespace f27
