// The showdown of one player hand against the dealer's finished hand (F-13): the dealer's bust
// and exact target (PL-8, T-6, B-11), the five-card rule with its poker ranking (PL-9, PL-11), a
// split hand's two-card target (B-9), then closeness to the target and the tie rule (PL-10,
// T-7). The round settles every hand that reaches the showdown with it (round_steps.cpp), and
// the dealer school's showdown drill asks it, so the two cannot disagree.
#pragma once

#include "cards/card.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <span>
#include <string>

namespace f27 {

struct ShowdownOutcome {
    Winner winner = Winner::Push;
    std::string rule;   // the deciding rule ID, as the rule set cites it
    std::string reason; // the round's reason code: "dealer-bust", "dealer-target", "five-card",
                        // "poker", "split-natural", "closer", "tie"
};

// A hand that reaches the showdown (not bust, not settled earlier by a natural or an exact
// target that wins at once) against the dealer's whole hand. `p` and `d` are the values of
// `player` and `dealer` under rules.values.
ShowdownOutcome showdown(const RuleSet& rules, std::span<const Card> player, const HandValue& p,
                         bool fromSplit, std::span<const Card> dealer, const HandValue& d);
// The same, valuing the hands itself.
ShowdownOutcome showdown(const RuleSet& rules, std::span<const Card> player, bool fromSplit,
                         std::span<const Card> dealer);

} // namespace f27
