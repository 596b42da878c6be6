// The computer players at a dealer-school table: varied wagers (odd sizes such as 15, 35 and
// 17.5 among them, so that payouts are worth practising) and varied but plausible choices, so
// that every kind of hand, payout and insurance comes up. Seeded and separate from the shoe.
#pragma once

#include "core/prng.h"
#include "round/policy.h"

namespace f27 {

class TrainingPlayers final : public Policy {
public:
    explicit TrainingPlayers(std::uint64_t seed) : prng_(seed) {}
    // Mostly the dealer's own strategy (F-12); now and then a double, split, surrender or
    // insurance where the round offers it.
    Action choose(const Round& round) override;
    // Wagers for `seats` seats (1..7) at a table minimum of 5, in chips of 5 and 2.5; in the
    // baccarat-like mode on any of the three sides.
    RoundSetup wagers(const RuleSet& rules, int seats);

private:
    Prng prng_;
};

} // namespace f27
