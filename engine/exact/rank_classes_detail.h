// Interchangeable ranks (analysisRankClasses, exact_ev.h): cards and compositions counted
// under their class representatives.
#pragma once

#include "cards/card.h"
#include "cards/composition.h"

#include <array>

namespace f27::exactdetail {

using RankClasses = std::array<Rank, kRankSlots>;

Card representative(const RankClasses& rep, Card c);
bool isIdentity(const RankClasses& rep);
// The composition with each rank's cards counted under its class representative. Only called
// with merged classes when no rule reads suits (analysisRankClasses), so suits are kept as given.
Composition merged(const RankClasses& rep, const Composition& comp);

} // namespace f27::exactdetail
