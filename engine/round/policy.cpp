#include "round/policy.h"

namespace f27 {

Action DealerMimicPolicy::choose(const Round& round) {
    if (round.phase() == Phase::Insurance) return Action::DeclineInsurance;
    const RuleSet& rules = round.rules();
    const PlayerHand& h = round.seats()[round.seatToAct()].hands[round.handToAct()];
    const HandValue v = valueOf(h.sums, rules.values);
    const int row = strategyRow(rules.dealer, v, h.sums.cards); // F-12, the dealer's rows
    return strategyHits(rules.dealer, row, v.total) ? Action::Hit : Action::Stand;
}

Action RandomPolicy::choose(const Round& round) {
    const auto legal = round.legalActions();
    return legal[prng_.below(static_cast<std::uint32_t>(legal.size()))];
}

} // namespace f27
