// What the history keeps about a round beside its log, read from the log alone: the recorded
// seat's wager and result, where its cards came from, and each of its decisions with the
// situation it was taken in (the chart cell the strategy views group mistakes by).
#pragma once

#include "core/rational.h"
#include "round/events.h"
#include "round/round.h"

#include <string>
#include <vector>

namespace f27 {

struct DecisionFact {
    int eventIndex = -1;
    int hand = 0;
    Action action = Action::Stand;
    // The seat's cards and total and the dealer's visible cards and total, as card codes:
    // "10S 4H (14) v 9D (9)".
    std::string state;
    // The chart cell: "hard 14/2 v 9", "soft 17/3 v 10", "pair 8 v 6", "insurance v A".
    std::string cell;
};

struct RoundFacts {
    bool finished = false;
    Money wager; // the seat's initial wager
    Money net;   // the seat's RoundEnd amount
    // Cards dealt in the round after its last reshuffle (all of them without one): the cards
    // the shoe in play at its end gave to it.
    int cardsFromLastShoe = 0;
    bool reshuffledMidRound = false;     // a reshuffle after the first card of the round
    std::vector<DecisionFact> decisions; // the seat's, in order
};

// Replays the round's inputs once (the log is trusted to replay; a failing input ends the facts
// there, with finished false).
RoundFacts roundFacts(const RuleSet& rules, const RoundSetup& setup,
                      const std::vector<Event>& events, int seat);

} // namespace f27
