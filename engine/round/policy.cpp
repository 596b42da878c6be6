#include "round/policy.h"

namespace f27 {

Action DealerMimicPolicy::choose(const Round& round) {
    if (round.phase() == Phase::Insurance) return Action::DeclineInsurance;
    const RuleSet& rules = round.rules();
    const PlayerHand& h = round.seats()[round.seatToAct()].hands[round.handToAct()];
    const HandValue v = valueOf(h.sums, rules.values);
    for (const StrategyRow& row : rules.dealer.rows) {
        if (row.kind != HandKind::Any && (row.kind == HandKind::Soft) != v.soft) continue;
        if (!row.cards.contains(h.sums.cards)) continue;
        return v.total < row.hitBelow ? Action::Hit : Action::Stand;
    }
    return Action::Stand;
}

Action RandomPolicy::choose(const Round& round) {
    const auto legal = round.legalActions();
    return legal[prng_.below(static_cast<std::uint32_t>(legal.size()))];
}

} // namespace f27
