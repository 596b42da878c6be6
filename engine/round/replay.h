// Exact replay (the architecture's promise): a round's inputs — the cards dealt, the seats'
// decisions and the table's reshuffle notices — fed to a fresh Round under the same rules and
// setup reproduce its whole log, event for event.
#pragma once

#include "round/round.h"

namespace f27 {

// Replays `events` and checks the result; the error names the first event that differs.
Result<Round> replayRound(const RuleSet& rules, const RoundSetup& setup,
                          const std::vector<Event>& events);
// Feeds one logged event to `round` if it is an input (a card dealt, a decision, a reshuffle
// notice); other events follow from the inputs and are skipped.
Status feedInput(Round& round, const Event& e);
// The round as it stood after the first `count` events of its log: their inputs fed to a fresh
// Round (recall steps through a stored round; what-if branches from one of its decisions). Only
// the inputs are checked (each must be accepted); the derived events are not compared.
Result<Round> replayPrefix(const RuleSet& rules, const RoundSetup& setup,
                           const std::vector<Event>& events, size_t count);

} // namespace f27
