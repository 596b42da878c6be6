// The round from the end of the initial deal as the analysis values it: insurance (PL-3, B-5),
// the dealer's natural check (PL-4, T-3, B-4), then the player's hand (HandSolver).
#pragma once

#include "exact/hand_solver_detail.h"

#include <vector>

namespace f27::exactdetail {

// The dealer checks her natural right after the deal, the hole card known then.
bool dealerKnownAtOnce(const RuleSet& rules);
// P(the dealer's two-card hand is a natural), for the player before the dealer's check.
double dealerNaturalChance(const RuleSet& rules, const std::vector<Card>& faceUp,
                           const Composition& unseen);
bool insuranceOffered(const RuleSet& rules, const std::vector<Card>& faceUp);
// PL-3, B-5: the insurance stake's expected net in units of the wager.
double insuranceUnits(const RuleSet& rules, const std::vector<Card>& faceUp,
                      const Composition& unseen);
// What the player knows of the dealer's hand on the first decision after the deal.
DealerView viewAfterCheck(const RuleSet& rules, const std::vector<Card>& faceUp);
// What the player knows of the dealer's hand at a decision of a round in play: her face-up
// cards `faceUp` (as the analysis counts them) and what her natural check revealed.
DealerView viewAtDecision(const RuleSet& rules, const DealerHand& dealer,
                          const std::vector<Card>& faceUp);
// The round from the natural check on; `solver` follows viewAfterCheck(rules, faceUp).
Result<double> afterInsurance(const RuleSet& rules, const std::vector<Card>& player,
                              const std::vector<Card>& faceUp, const Composition& unseen,
                              HandSolver& solver);
// From the end of the initial deal: the insurance decision (taken when it pays), then the rest.
Result<double> afterDeal(const RuleSet& rules, const std::vector<Card>& player,
                         const std::vector<Card>& faceUp, const Composition& unseen,
                         HandSolver& solver);
// The dealer's face-up cards, in the order dealt.
std::vector<Card> faceUpCards(const DealerHand& d);

} // namespace f27::exactdetail
