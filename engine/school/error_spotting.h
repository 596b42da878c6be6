// Game protection: the computer deals and the trainee watches. At a chosen rate a shown step
// is a realistic dealer error instead of the right one; the trainee must stop the game on it.
// Errors are made from the step the procedure expects (dealer_procedure.h), so a shown error
// is always a real one: the judge rejects it. Seeded, and separate from the shoe.
#pragma once

#include "core/prng.h"
#include "school/dealer_procedure.h"

#include <optional>

namespace f27 {

enum class DealerError : std::uint8_t {
    WrongPayout,          // a payout or insurance at the wrong amount
    MissedForcedPlay,     // a forced play treated as the player's choice, or the other way
    DealerHitOnStand,     // the dealer draws on a standing total (or stands on a hitting one)
    BonusNotPaid,         // a win paid without its bonus (F-16)
    WrongSeat,            // a card to the wrong place
    InsuranceWrongUpCard, // insurance offered where the rules do not offer it
};
inline constexpr int kDealerErrorCount = 6;
const char* dealerErrorName(DealerError e); // "wrong-payout", ...

// A realistic wrong version of the procedure's expected step of this kind, or none when the
// step cannot carry that error. Never equal to the expected step.
std::optional<ProcedureStep> makeDealerError(DealerError kind, const DealerProcedure& p,
                                             Prng& prng);

// What the trainee did about one shown step.
enum class SpotResult : std::uint8_t {
    Catch,      // stopped on an error
    Miss,       // let an error pass
    FalseAlarm, // stopped on a right step
    Pass,       // let a right step pass
};

struct ShownStep {
    ProcedureStep step; // what the computer dealer did
    bool faulty = false;
    DealerError error = DealerError::WrongPayout;
    ProcedureStep right;  // the procedure's step
    std::string rule;     // its rule ID
    std::string ruleText; // and in words
};

struct SpotTally {
    int catches = 0, misses = 0, falseAlarms = 0, passes = 0;
    int errorsShown() const { return catches + misses; }
};

// One round watched step by step: show() the next step, then respond() to it.
class ErrorSpotting {
public:
    // `rate`: the chance (0..1) that a step that can carry an error is shown with one.
    ErrorSpotting(DealerProcedure procedure, double rate, std::uint64_t seed);

    const DealerProcedure& procedure() const { return procedure_; }
    bool isOver() const { return !pending_ && procedure_.isOver(); }
    // The next step as the computer dealer performs it (the same until respond()).
    const ShownStep& show();
    // The trainee stopped the game or let it go on; the right step is then carried out.
    SpotResult respond(bool stopped, int millis = 0);
    const SpotTally& tally() const { return tally_; }

private:
    DealerProcedure procedure_;
    double rate_;
    Prng prng_;
    std::optional<ShownStep> pending_;
    SpotTally tally_;
};

} // namespace f27
