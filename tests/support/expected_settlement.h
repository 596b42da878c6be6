// The settlement a hand's outcome implies, computed from a round's log alone (F-15, F-16, B-5):
// the property tests and the round fuzz target check every Settlement event against it.
// Header-only, so that the fuzz build (no Qt Test) includes it too.
#pragma once

#include "round/events.h"
#include "rules/rule_set.h"

#include <optional>
#include <vector>

namespace f27::test {

// Nothing when the log holds no Outcome for the hand.
inline std::optional<f27::Money> expectedNet(const f27::RuleSet& rules,
                                             const std::vector<f27::Event>& ev, int seat, int hand,
                                             f27::Money wager) {
    Money stake = wager, bonus;
    HandResult result = HandResult::Push;
    bool natural = false, seen = false;
    for (const Event& e : ev) {
        if (e.seat != seat || e.hand != hand) continue;
        if (e.type == EventType::Decision && e.action == Action::Double) stake = stake * 2;
        if (e.type == EventType::Outcome) {
            result = e.result;
            seen = true;
            natural = e.detail == "natural" || e.detail == "both-natural";
        }
        if (e.type == EventType::Bonus) bonus += e.amount;
    }
    if (!seen) return std::nullopt;
    switch (result) {
    case HandResult::Win:
        return stake * (natural ? rules.natural.payout : Money{1}) + bonus;
    case HandResult::Lose:
        return -stake;
    case HandResult::Push:
        return Money{};
    case HandResult::Surrender:
        return -(stake * (Money{1} - rules.surrender.refund));
    }
    return std::nullopt;
}

} // namespace f27::test
