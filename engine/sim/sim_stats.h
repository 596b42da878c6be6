// What a simulation counts: money as exact integers in units of 1/unitsPerWager
// of the initial wager, and the outcome, bonus and insurance frequencies. Both simulator paths
// (the fast core and the exact Round-driven path) fill the same structure, so that the
// differential test can require them to be identical.
#pragma once

#include "core/rational.h"
#include "round/events.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace f27 {

// Why a hand was settled: the Round's Outcome event `detail` (round_steps.cpp, round_settle.cpp),
// one code each.
enum class SimReason : std::uint8_t {
    Natural,       // PL-4, T-3, B-5: the player's natural wins
    BothNatural,   // both have naturals (NaturalRule::bothHave decides)
    DealerNatural, // the dealer's natural beats the hand
    Bust,          // F-4: the player's bust loses (PL-6, T-5, B-11)
    Target,        // PL-6: the player's exact target wins at once
    Surrender,     // F-15, B-8
    DealerBust,    // PL-8, T-6, B-11
    DealerTarget,  // PL-8
    FiveCard,      // PL-9: one five-card qualifier
    Poker,         // PL-9, PL-11: two qualifiers compared as poker hands
    SplitNatural,  // B-9
    Closer,        // F-13: closer to the target
    Tie,           // F-13: equally close
};
inline constexpr int kSimReasons = 13;
const char* simReasonName(SimReason r); // the Round's detail string ("dealer-bust", ...)

struct SimStats {
    std::int64_t rounds = 0;
    std::int64_t seatRounds = 0; // rounds × seats: initial wagers placed
    std::int64_t hands = 0;      // hands settled (a split makes two)
    // Money in units of 1/unitsPerWager of the wager, summed over all seats.
    std::int64_t net = 0;
    // Σ over rounds of (the round's net summed over its seats)², for the standard error.
    Int128 netSquares = 0;
    std::array<std::int64_t, 4> results{}; // by HandResult (win, lose, push, surrender)
    std::array<std::int64_t, kSimReasons> reasons{};
    std::vector<std::int64_t> bonuses; // by rules.bonuses index: hands paid
    std::int64_t bonusNet = 0;         // bonus money paid (units)
    std::int64_t naturalWinNet = 0;    // money of natural wins, bonuses excluded (units)
    std::int64_t insuranceOffered = 0; // seat-rounds offered insurance
    std::int64_t insuranceTaken = 0;
    std::int64_t insuranceWon = 0;
    std::int64_t insuranceNet = 0; // units
    std::int64_t doubles = 0;
    std::int64_t splits = 0;
    std::int64_t dealerNaturals = 0; // rounds where the dealer's natural was found
    std::int64_t dealerBusts = 0;    // rounds where the dealer's hand went over the target
    std::int64_t cardsDealt = 0;
    std::int64_t reshuffles = 0; // at a round start (cut card) or mid-round (run out)

    void merge(const SimStats& o);
    friend bool operator==(const SimStats&, const SimStats&) = default;
};

// One round as both paths see it (for the differential test; filled only on request).
struct SimHandRecord {
    int seat = 0;
    int hand = 0;
    HandResult result = HandResult::Push;
    SimReason reason = SimReason::Tie;
    std::int64_t net = 0;    // units, bonuses included
    std::uint32_t bonus = 0; // bit i: rules.bonuses[i] paid
    bool doubled = false;
    friend bool operator==(const SimHandRecord&, const SimHandRecord&) = default;
};
struct SimRoundRecord {
    std::vector<std::uint8_t> cards;  // Card::index() of every card dealt, in order
    bool reshuffledBefore = false;    // the cut card had come out (F-2)
    std::vector<SimHandRecord> hands; // by seat, then hand
    std::vector<std::int64_t> seatNet;
    std::vector<std::int64_t> insuranceNet;
    friend bool operator==(const SimRoundRecord&, const SimRoundRecord&) = default;
};
std::string describe(const SimRoundRecord& r); // one line per hand, for test failures

} // namespace f27
