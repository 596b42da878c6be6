// Where a decision sits in a basic-strategy chart, in words: the cell the history groups
// mistakes by and the strategy school drills, and the situation as the seat saw it.
#pragma once

#include "round/round.h"

#include <string>

namespace f27 {

// The chart cell of the decision the round waits for (Decision or Insurance phase): "hard
// 14/2 v 9" (total/cards against the dealer's visible total), "soft 17/3 v 10", "pair 8 v 6"
// (a pair the rules let split), "insurance v 11".
std::string chartCell(const Round& round);

// The seat's cards and total and the dealer's visible cards and total, as card codes:
// "10S 4H (14) v 9D (9)".
std::string decisionSituation(const Round& round);

} // namespace f27
