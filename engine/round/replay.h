// Exact replay (the architecture's promise): a round's inputs — the cards dealt, the seats'
// decisions and the table's reshuffle notices — fed to a fresh Round under the same rules and
// setup reproduce its whole log, event for event.
#pragma once

#include "round/round.h"

namespace f27 {

// Replays `events` and checks the result; the error names the first event that differs.
Result<Round> replayRound(const RuleSet& rules, const RoundSetup& setup,
                          const std::vector<Event>& events);

} // namespace f27
