// The decisions a strategy drill asks: dealt by real play, so that each comes as often as the
// table produces it. A shoe (shuffled with keys from a seeded Prng, apart from the fair shuffle
// of play) deals rounds to a table whose seats all play the basic-strategy chart; every time the
// first seat has a decision (insurance, or a hand's play) the round is handed out as it stands,
// with what that seat has seen of the shoe.
#pragma once

#include "cards/composition.h"
#include "core/prng.h"
#include "core/result.h"
#include "round/round.h"
#include "round/table.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace f27 {

// Which decisions a drill asks.
enum class PracticeMode : std::uint8_t {
    All,        // every decision
    Soft,       // a soft hand's play
    Pairs,      // a pair the rules let split
    Multi,      // a hand of three cards or more
    Insurance,  // insurance
    Exceptions, // where the exact best play differs from what the chart's totals say
};
inline constexpr int kPracticeModeCount = 6;
const char* practiceModeName(PracticeMode mode); // "all", "soft", "pairs", "multi", ...
Result<PracticeMode> parsePracticeMode(std::string_view name);

// A decision to answer: the round waits for seat 0 (its hand to act, or its insurance).
struct PracticeSpot {
    Round round;
    Composition unseen;    // the shoe less every card shown since its shuffle (the hint's view)
    std::string cell;      // chartCell: "hard 14/2 v 9"
    std::string situation; // decisionSituation: "10S 4H (14) v 9D (9)"
};

// Whether the decision `round` waits for, in chart cell `cell`, is of the kind a mode asks
// (Exceptions needs the exact values: PracticeSession decides).
bool modeTakes(PracticeMode mode, const Round& round, const std::string& cell);
// What a drill asks: the mode's kind, and where `cells` is not empty, only those chart cells (a
// drill of the cells a player missed, or picked from the chart).
struct SpotFilter {
    PracticeMode mode = PracticeMode::All;
    std::set<std::string> cells;
    bool takes(const Round& round, const std::string& cell) const {
        return modeTakes(mode, round, cell) && (cells.empty() || cells.count(cell) > 0);
    }
};

// Why these rules can deal no decision of the mode's kind (no split, no insurance); empty when
// they can.
std::string modeRefusal(PracticeMode mode, const RuleSet& rules);

// The decision at given cards: seat 0 (the only seat) holds `player` against the dealer's
// face-up `dealerUp`, on the rules' full shoe (the unseen cards: the shoe less those shown) —
// what a cell of the chart stands for. The hole card, where there is one, is any the shoe holds
// that lets the round reach the decision (the analysis does not see it). Insurance, where
// offered, is declined first. Fails when these cards do not reach a decision under the rules.
Result<PracticeSpot> spotAt(const RuleSet& rules, const std::vector<Card>& player,
                            const std::vector<Card>& dealerUp);

class SpotSource {
public:
    // `seats`: 1..7, every one played by `chart`; the drilled seat is the first. Fails for rules
    // with no decisions (the baccarat-like and slot modes).
    static Result<SpotSource> create(RuleSet rules, StrategyChart chart, std::uint64_t seed,
                                     int seats = 3);

    // The next decision of the first seat that play produces and the filter takes. Fails when
    // play deals kMaxDecisionsDealt decisions without one.
    Result<PracticeSpot> next(const SpotFilter& filter = {});
    static constexpr int kMaxDecisionsDealt = 200000;

private:
    SpotSource(RuleSet rules, StrategyChart chart, std::uint64_t seed, int seats);
    void see(const Round& round); // the round's events not yet seen, into unseen_

    Table table_;
    ChartPolicy policy_;
    int seats_;
    std::optional<Round> round_; // the round in play
    size_t seenEvents_ = 0;      // events of round_ taken into unseen_
    Composition unseen_;
};

} // namespace f27
