// The dealer school's computer players (training_players.h).

#include "school/training_players.h"

#include <algorithm>
#include <array>

namespace f27 {

namespace {
// Wagers in chips of 5 and 2.5 (table minimum 5): round sizes and the odd ones whose payouts take
// thought.
constexpr std::array<Rational, 10> kWagers = {
    Rational(10), Rational(15),    Rational(20), Rational(25), Rational(35),
    Rational(50), Rational(35, 2), Rational(45), Rational(5),  Rational(75, 2)};
} // namespace

Action TrainingPlayers::choose(const Round& round) {
    const auto legal = round.legalActions();
    if (round.phase() == Phase::Insurance) {
        // About one seat in four insures.
        const bool take = prng_.below(4) == 0;
        const Action want = take ? Action::TakeInsurance : Action::DeclineInsurance;
        return std::find(legal.begin(), legal.end(), want) != legal.end() ? want : legal.front();
    }
    // One decision in five takes an option the dealer's strategy never does, when offered.
    if (prng_.below(5) == 0) {
        std::vector<Action> options;
        for (Action a : legal)
            if (a == Action::Double || a == Action::Split || a == Action::Surrender)
                options.push_back(a);
        if (!options.empty())
            return options[prng_.below(static_cast<std::uint32_t>(options.size()))];
    }
    DealerMimicPolicy mimic;
    const Action a = mimic.choose(round);
    return std::find(legal.begin(), legal.end(), a) != legal.end() ? a : legal.front();
}

RoundSetup TrainingPlayers::wagers(const RuleSet& rules, int seats) {
    RoundSetup setup;
    setup.tableMinimum = Money{5};
    seats = std::clamp(seats, 1, kMaxSeats);
    for (int i = 0; i < seats; ++i) {
        SeatSetup s;
        s.wager = kWagers[prng_.below(static_cast<std::uint32_t>(kWagers.size()))];
        if (rules.wagerMode == WagerMode::BaccaratLike) // any of the three sides
            s.side = static_cast<BetSide>(prng_.below(3));
        setup.seats.push_back(s);
    }
    return setup;
}

} // namespace f27
