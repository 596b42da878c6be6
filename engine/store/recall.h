// Recalling a stored round: the round at any step of its log, the exact value of every option
// at one of its decisions for the cards seen then, and "what if": the rest of the round dealt
// again from the same shoe order after another choice — only from a shoe whose key is revealed,
// so that no card of a shoe still in play is ever disclosed.
#pragma once

#include "exact/exact_ev.h"
#include "store/history_store.h"

#include <atomic>

namespace f27 {

// The round as it stood after the first `step` events of its log (0 .. events.size()).
Result<Round> recallAt(const StoredRound& round, int step);

// The cards the seat had not seen at event `eventIndex`: the shoe's composition less the cards
// dealt from it before the round and this round's cards seen by then (face up, or revealed).
Result<Composition> unseenAt(const StoredRound& round, int eventIndex);

// The hint engine's values at the decision event `eventIndex` (a Decision of any seat).
Result<std::vector<ActionValue>> recallValues(const StoredRound& round, int eventIndex,
                                              const std::atomic<bool>* cancel = nullptr);

struct WhatIf {
    int eventIndex = -1;
    Action chosen = Action::Stand, alternative = Action::Stand;
    Money actualNet, alternativeNet; // the seat's round result as played and with the change
    std::vector<Event> events;       // the alternative round's log from the changed decision on
    std::vector<Card> cardsDrawn;    // the cards the alternative drew after the change, in order
    std::string laterPlay;           // how later decisions were taken ("chart", "dealer-mimic")
};

// Replays the round to the Decision event `eventIndex` of the recorded seat, takes
// `alternative` instead, and deals the rest from the same shoe order: later decisions of every
// seat follow the preset's shipped chart (the dealer's own strategy where there is none).
// Refused while the shoe's key is secret, for a round with a reshuffle during play, for an
// alternative that was not legal there, and when the shoe would run out.
Result<WhatIf> whatIf(const StoredRound& round, int eventIndex, Action alternative);

// A round left in play by a process that stopped (HistoryStore::orphanedPending), played to its
// end by the rules, as when the player leaves the table: the seat's hands still to decide stand
// and insurance is declined, other seats play as later decisions of a what-if; the cards come
// from the shoe's order under its key. The shoe is finished with the round (its key revealed).
Result<FinishedRound> settleInterrupted(const PendingRound& pending);

} // namespace f27
