// Seven Twenty-Seven's equity estimator: one seat's chances of winning each half, from its view
// only, by seeded Monte Carlo. The method: docs/seven27.md, "Computer opponents".
#pragma once

#include "seven27/seven27_sums.h"
#include "seven27/seven27_view.h"

#include <array>
#include <cstdint>

namespace f27 {

// What the viewer does with its own cards from now on (the opponents always follow the model).
enum class Seven27Plan : std::uint8_t {
    Stand,         // takes no more cards
    DrawOne,       // takes exactly one more card, then stands
    DrawThenModel, // takes one more card, then draws as the model does
    Model,         // draws as the model does (the natural "chance of winning" for a hint)
};
inline constexpr int kSeven27PlanCount = 4;

struct Seven27EquityOptions {
    int samples = 800;                 // Monte Carlo deals (>= 1)
    std::uint64_t seed = 0x5eed727ULL; // the estimate is a pure function of view + seed
    bool readHistory = true;           // weight samples by opponents' observed decisions
};

struct Seven27Equity {
    double seven = 0;          // expected share of the 7 half won (ties as 1/k), 0..1
    double twentySeven = 0;    // expected share of the 27 half won, 0..1
    double potShare = 0;       // expected fraction of the whole pot won (both halves; the S-7
                               // over-is-bust whole-pot-to-27 case included; 0 when busted)
    double potShareStdErr = 0; // Monte Carlo standard error of potShare
    int samples = 0;
    int opponents = 0; // live opponents (dealt in, not folded)
};

// Estimates under every plan from the same samples (common random numbers, so differences
// between plans are much more precise than each value). Index by static_cast<int>(plan).
using Seven27PlanEquity = std::array<Seven27Equity, kSeven27PlanCount>;
Seven27PlanEquity estimateSeven27Plans(const Seven27View& view,
                                       const Seven27EquityOptions& options = {});
// The plan with the largest expected pot share (the first of equal ones). The viewer can commit
// to any plan, so this share is a conservative estimate of what it can achieve.
Seven27Plan bestSeven27Plan(const Seven27PlanEquity& equity);
Seven27Equity estimateSeven27Equity(const Seven27View& view, Seven27Plan plan = Seven27Plan::Model,
                                    const Seven27EquityOptions& options = {});

// The opponent draw model: does a hand with these sums take another card under `nearest`?
// Stands within 1 point of 7 or 2 points of 27 (at or below 27 under over is bust); in the
// 7 zone (lowest total <= 8 points) draws while more than 1.5 points from 7; otherwise draws
// while its best total for 27 is below 23 points (22 under over is bust).
bool seven27ModelWantsCard(const SevenSums& sums, Seven27Nearest nearest);

// A suggested move for the seat to act (view.toAct == view.seat; otherwise action is Pass with
// legal false) with the numbers behind it, for the human's hint. The action is always legal
// under view.options. `reason` is an untranslated English sentence, marked for translation
// with context "f27" (translate with QCoreApplication::translate("f27", reason)).
struct Seven27Suggestion {
    bool legal = false;     // an action was suggested (the seat is to act)
    Seven27Action action{}; // Draw/Stay in card offers, Pass/Bet/Fold/Call/Raise in betting
    Seven27Equity equity;   // under the best plan (bestSeven27Plan): the chances to show
    Seven27Equity stand;    // under Seven27Plan::Stand
    Seven27Equity draw;     // the better of DrawOne and DrawThenModel
    const char* reason = "";
};
Seven27Suggestion suggestedSeven27Action(const Seven27View& view,
                                         const Seven27EquityOptions& options = {});

} // namespace f27
