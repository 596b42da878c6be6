// The event log of a round: every deal, decision, forced play, reveal, outcome and
// settlement, each with the rule ID that caused it. Deals and the player's decisions are the
// round's inputs; everything else follows from them and the rule set, so a round replays
// exactly from its log (see replay.h).
#pragma once

#include "cards/card.h"
#include "core/rational.h"
#include "rules/payouts.h"
#include "rules/rule_set.h"

#include <string>
#include <vector>

namespace f27 {

// What a seat may do when it is asked (F-11, B-5, PL-3).
enum class Action : std::uint8_t {
    Hit,
    Stand,
    Double,
    Split,
    Surrender,
    TakeInsurance,
    DeclineInsurance
};
inline constexpr int kActionCount = 7;

// HandResult, resultFor and BetSide (the baccarat-like modes' bets) are the payout rules'
// (rules/payouts.h).

enum class EventType : std::uint8_t {
    RoundStart,       // seat, amount = wager (one per seat); text = bet side in baccarat mode
    Reshuffle,        // F-2/P-1/P-3: detail = "<new commitment>:<revealed previous key>"
    Deal,             // card to seat/hand, or to the dealer (seat -1); faceUp
    InsuranceOffered, // PL-3/B-5: seat may insure
    Decision,         // the seat chose `action` (an input)
    ForcedPlay,       // F-11: hand played `action` by rule; ref = index of the forced play
    FixedPlay,        // baccarat-like: the player hand's fixed strategy; ref = row index
    DealerCheck,      // the dealer looked for a natural; detail "natural" or "none"
    Reveal,           // the hole card is turned up
    DealerPlay,       // F-12: the dealer hits or stands; ref = strategy row (-1: none matched)
    Outcome,          // seat/hand result with the deciding rule; detail = reason code
    Bonus,            // F-16: seat/hand paid bonus `detail` (its id); amount paid
    InsuranceSettled, // seat's insurance: amount = net (+ paid, - lost)
    Settlement,       // seat/hand net result; amount
    RoundEnd,         // seat's net for the round; amount
};

struct Event {
    EventType type = EventType::RoundStart;
    int seat = -1; // -1: the dealer or the table
    int hand = -1;
    Card card{};
    bool faceUp = true;
    Action action = Action::Stand;
    HandResult result = HandResult::Push;
    Money amount{};
    int total = -1; // the relevant hand total, when there is one
    bool soft = false;
    int ref = -1;
    std::string rule;
    std::string detail;

    friend bool operator==(const Event&, const Event&) = default;
};

inline Event makeEvent(EventType type, int seat = -1, int hand = -1) {
    Event e;
    e.type = type;
    e.seat = seat;
    e.hand = hand;
    return e;
}

// F-11: the action a forced play's operation takes.
inline Action actionOf(Op op) {
    switch (op) {
    case Op::Hit:
        return Action::Hit;
    case Op::Stand:
        return Action::Stand;
    case Op::Double:
        return Action::Double;
    case Op::Split:
        return Action::Split;
    case Op::Surrender:
        return Action::Surrender;
    }
    return Action::Stand;
}

// Events that are inputs to the state machine (what a replay feeds back in).
inline bool isInput(const Event& e) {
    return e.type == EventType::Deal || e.type == EventType::Decision ||
           e.type == EventType::Reshuffle;
}

const char* actionName(Action a); // "hit", "stand", "double", ...
Result<Action> parseAction(std::string_view);
const char* eventTypeName(EventType t); // "deal", "forced-play", ...
Result<EventType> parseEventType(std::string_view);
const char* handResultName(HandResult r); // "win", "lose", "push", "surrender"
Result<HandResult> parseHandResult(std::string_view);
const char* betSideName(BetSide s); // "player", "dealer", "stalemate"
Result<BetSide> parseBetSide(std::string_view);

} // namespace f27
