// The strategy school's drill: decisions dealt by real play (practice_spots.h), asked with the
// chance their cell's weight gives (practice_record.h), each answered against the exact
// analysis: the right answer is the option of the highest exact EV for the cards the seat has
// seen (a tie: any of the best), and a wrong one costs the EV it gives away.
#pragma once

#include "exact/exact_ev.h"
#include "practice/practice_record.h"
#include "practice/practice_spots.h"

#include <optional>
#include <vector>

namespace f27 {

struct PracticeQuestion {
    PracticeSpot spot;
    std::vector<ActionValue> values;     // every legal option's exact EV, units of the wager
    Action best = Action::Stand;         // the highest EV (the first of equals)
    Action chartAction = Action::Stand;  // what the basic-strategy chart plays
    Action totalsAction = Action::Stand; // what its totals alone say (its exceptions left out)
    double mistakeCost = 0;              // the best EV less the second best's (0 with one option)
    // An option's exact EV; nullopt for an action not offered.
    std::optional<double> ev(Action a) const {
        for (const ActionValue& v : values)
            if (v.action == a) return v.ev;
        return std::nullopt;
    }
};

struct PracticeVerdict {
    bool right = false;
    Action best = Action::Stand;
    double cost = 0; // the best EV less the chosen option's, units of the wager
};

// Two EVs closer than this are equal (the analysis' rounding is ~1e-15).
inline constexpr double kEvTolerance = 1e-9;

class PracticeSession {
public:
    // `chart`: the rules' basic-strategy chart (shippedOrDerivedChart); `seed`: the drill's own
    // randomness (the shoes and the drawing), apart from the fair shuffle of play.
    static Result<PracticeSession> create(RuleSet rules, StrategyChart chart, PracticeMode mode,
                                          std::uint64_t seed, PracticeRecord record = {});

    // The next question. A decision the exact analysis cannot value (a short shoe that may run
    // out during the round) is skipped. Fails when play produces no decision of the mode's kind
    // within a bounded number of decisions (create() already refuses pairs where nothing
    // splits and insurance where none is offered).
    Result<PracticeQuestion> next();
    // Marks an answer (right when its EV is the best's, to kEvTolerance) and records it.
    PracticeVerdict answer(const PracticeQuestion& question, Action chosen);

    // Asks only these chart cells from now on (empty: every cell of the mode); a drill of the
    // cells missed at the table, or of cells picked from the chart.
    void restrictTo(std::set<std::string> cells) { filter_.cells = std::move(cells); }

    PracticeMode mode() const { return filter_.mode; }
    const PracticeRecord& record() const { return record_; }

private:
    PracticeSession(SpotSource source, StrategyChart chart, PracticeMode mode, std::uint64_t seed,
                    PracticeRecord record);

    SpotSource source_;
    StrategyChart chart_, totals_;
    SpotFilter filter_;
    Prng draw_;
    PracticeRecord record_;
};

// The exact values of a spot's options and what follows from them (best, mistake cost), with
// the chart's choices; what PracticeSession::next asks.
Result<PracticeQuestion> question(PracticeSpot spot, const StrategyChart& chart,
                                  const StrategyChart& totals);
// The chart without its exceptions: what its totals alone say.
StrategyChart totalsOnly(StrategyChart chart);

} // namespace f27
