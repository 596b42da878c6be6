// A step of the dealing procedure, as the trainee performs it and as the round's log implies it.
// The round's events are the procedure (events.h); a ProcedureStep is one of them seen from the
// dealer's hands: a card placed, insurance offered, a hand's play declared, the dealer's own
// play, a payout. Steps have a canonical one-line text ("card 2 up", "pay 1 15") that the
// command line reads and the tests script.
#pragma once

#include "core/rational.h"
#include "core/result.h"
#include "round/events.h"

#include <QString>

#include <optional>
#include <string>

namespace f27 {

enum class StepKind : std::uint8_t {
    Deal,            // the next card to seat/hand (seat -1: the dealer), face up or down
    OfferInsurance,  // insurance offered to the table (PL-3, B-5)
    CheckNatural,    // the dealer looks for a natural (PL-4, B-5)
    Declare,         // a hand's play: forced (must hit/stand/...) or the player's choice (F-11)
    RevealHole,      // the hole card is turned up
    DealerHit,       // the dealer draws (F-12)
    DealerStand,     // the dealer stands (F-12)
    SettleHand,      // seat/hand: the result and the amount paid or taken (F-15, F-16)
    SettleInsurance, // seat: the insurance paid or taken (PL-3, B-5)
};
inline constexpr int kStepKindCount = 9;

// What a step is about, for scores and drills.
enum class StepCategory : std::uint8_t { Deal, Insurance, Naturals, Forced, Dealer, Payout };
inline constexpr int kStepCategoryCount = 6;

struct ProcedureStep {
    StepKind kind = StepKind::Deal;
    int seat = -1; // -1: the dealer (Deal) or the table
    int hand = 0;
    bool faceUp = true;
    // Declare: the forced action; none when the player chooses.
    std::optional<Action> forced;
    // SettleHand, SettleInsurance: the result, and the amount paid (win) or taken (lose,
    // surrender); zero for a push. Never negative.
    HandResult result = HandResult::Push;
    Money amount{};

    friend bool operator==(const ProcedureStep&, const ProcedureStep&) = default;
};

StepCategory categoryOf(StepKind k);
const char* stepKindName(StepKind k);         // "deal", "offer-insurance", ...
const char* stepCategoryName(StepCategory c); // "deal", "insurance", ...
Result<StepCategory> parseStepCategory(std::string_view);
// A category's name in the chosen language ("Dealing", "Payouts"): scores, reports.
QString stepCategoryLabel(StepCategory c);

// The canonical text of a step, seats and hands 1-based:
//   card 2 up | card 2/2 up | card dealer down | insure | peek | must hit 1 | must stand 1/2 |
//   choice 3 | reveal | dealer hit | dealer stand | pay 1 15 | take 2 35/2 | push 3 |
//   surrender 1 1/2 | insurance pay 1 5 | insurance take 2 1/2
std::string stepText(const ProcedureStep& s);
// Reads a step's canonical text (spaces between words, any case, amounts as "17.5" or
// "35/2"); the error names what is wrong with it.
Result<ProcedureStep> parseStep(std::string_view text);

} // namespace f27
