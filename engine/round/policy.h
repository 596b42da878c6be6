// Computer-controlled seats: a policy picks one of the round's legal actions for the seat
// to act. Policies never decide rules; they only choose among what the round offers.
#pragma once

#include "core/prng.h"
#include "round/round.h"

namespace f27 {

class Policy {
public:
    virtual ~Policy() = default;
    // Precondition: round.phase() is Insurance or Decision; returns one of legalActions().
    virtual Action choose(const Round& round) = 0;
};

// Plays its hand by the dealer's own fixed strategy (F-12) and never insures, doubles, splits
// or surrenders: the computer seats' play while no chart is known for the rules.
class DealerMimicPolicy final : public Policy {
public:
    Action choose(const Round& round) override;
};

// Uniformly random among the legal actions, from a seeded Prng (property tests, fuzzing).
class RandomPolicy final : public Policy {
public:
    explicit RandomPolicy(std::uint64_t seed) : prng_(seed) {}
    Action choose(const Round& round) override;

private:
    Prng prng_;
};

} // namespace f27
