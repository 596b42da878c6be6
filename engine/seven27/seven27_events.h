// The event log of one Seven Twenty-Seven hand: every ante, deal, decision, bust, fold-out,
// showdown, award and settlement, each with the rule ID that caused it. Deals and decisions
// are the hand's inputs (isSeven27Input); everything else follows from them, the table
// settings and the starting stacks, so a hand replays exactly from its log (seven27_log.h).
#pragma once

#include "cards/card.h"
#include "seven27/seven27_rules.h"

#include <string>

namespace f27 {

// What a seat may do when asked. Betting (S-4): Pass, Bet, Fold, Call, Raise. Card offers
// (S-3 extra card, S-5 draw rounds): Draw (take one card face down) or Stay.
enum class Seven27Move : std::uint8_t { Pass, Bet, Fold, Call, Raise, Draw, Stay };
inline constexpr int kSeven27MoveCount = 7;

struct Seven27Action {
    Seven27Move move = Seven27Move::Pass;
    // Bet: the chips bet. Raise: the chips added ABOVE the amount needed to call. Else 0.
    Chips amount = 0;
    friend bool operator==(const Seven27Action&, const Seven27Action&) = default;
};

enum class Seven27EventType : std::uint8_t {
    HandStart,    // seat: the dealer; ref: number of seats; amount: total chips at the table
    Stack,        // seat's stack at the start of the hand (one per seat)
    SitOut,       // S-2: seat cannot pay the ante and is out of the game (not dealt in)
    Ante,         // S-2: seat paid `amount`
    Deal,         // INPUT. seat got `card`, faceUp; rule S-2 (initial), S-3 or S-5 (drawn)
    Decision,     // INPUT. seat chose `action`; amount: chips it put in; rule S-3/S-4/S-5
    Bust,         // S-7 over is bust: seat's total (`total`) exceeds 27 on drawing: folded
    BettingStart, // S-4: ref = betting round number (1, 2, ...); detail "skipped" when fewer
                  // than two seats can still bet (the rest folded or all-in)
    BettingEnd,   // S-4: ref = betting round number; amount = pot
    DrawStart,    // S-3 (ref 0, the extra-card offer) or S-5 (ref = draw round number)
    DrawEnd,      // ref as DrawStart; amount = cards taken in the round
    FoldWin,      // S-4 (or the S-7 over-is-bust Decision): seat, the last one in, takes the
                  // whole pot `amount` without showing
    Showdown,     // S-6: seat shows; detail = its cards ("5H AS AD"); total = its 7 total,
                  // ref = its 27 total (half points; -1: cannot qualify under over is bust)
    PotAward,     // S-6/S-7: seat wins `amount` from side pot `ref` (0 = main pot); detail
                  // "7", "27" (which half) or "uncalled" (a layer only one seat could win)
    Settlement,   // seat's net for the hand (winnings minus everything it put in)
    HandEnd,      // amount = total chips at the table (conserved)
};

struct Seven27Event {
    Seven27EventType type = Seven27EventType::HandStart;
    int seat = -1;
    Card card{};
    bool faceUp = true;
    Seven27Action action{};
    Chips amount = 0;
    int total = -1;
    int ref = -1;
    std::string rule;
    std::string detail;
    friend bool operator==(const Seven27Event&, const Seven27Event&) = default;
};

inline bool isSeven27Input(const Seven27Event& e) {
    return e.type == Seven27EventType::Deal || e.type == Seven27EventType::Decision;
}

const char* seven27MoveName(Seven27Move m); // "pass", "bet", "fold", "call", "raise", ...
Result<Seven27Move> parseSeven27Move(std::string_view s);
const char* seven27EventTypeName(Seven27EventType t); // "hand-start", "deal", "pot-award", ...
Result<Seven27EventType> parseSeven27EventType(std::string_view s);

} // namespace f27
