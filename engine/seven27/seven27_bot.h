// Seven Twenty-Seven's computer opponents: personalities deciding from the equity estimator and
// the pot odds. The decision rules: docs/seven27.md, "Personalities".
#pragma once

#include "core/prng.h"
#include "seven27/seven27_equity.h"
#include "seven27/seven27_player.h"

#include <string_view>
#include <vector>

namespace f27 {

enum class Seven27Style : std::uint8_t { Tight, Loose, Aggressive, Balanced };
inline constexpr int kSeven27StyleCount = 4;

struct Seven27Personality {
    double drawMargin = 0; // pot-share gain a card must bring to be taken
    double callMargin = 0; // call when share * (pot + call) > call * (1 + callMargin)
    double betEdge = 0;    // bet when share > fair share + betEdge
    double raiseEdge = 0;  // raise when share > fair share + raiseEdge
    double sizing = 0;     // 0: always the least bet; 1: the most once the edge reaches 0.25
    double bluffRate = 0;  // chance of a minimum bet / raise without the edge
    int samples = 600;     // Monte Carlo samples per estimate
};

// The built-in personalities (docs/seven27.md, "Computer opponents").
Seven27Personality seven27Personality(Seven27Style style);
const char* seven27StyleName(Seven27Style style); // "tight", "loose", "aggressive", "balanced"
Result<Seven27Style> parseSeven27Style(std::string_view name);

// The personalities' decision rules (docs/seven27.md, "Personalities") as pure functions (used
// by the bots and by the human's hint).
// `coin` is a uniform number in [0, 1) for the bluff decision (>= 1: never bluff).
bool seven27ShouldDraw(const Seven27PlanEquity& equity, const Seven27Personality& p);
Seven27Action seven27BetDecision(const Seven27View& view, const Seven27Equity& equity,
                                 const Seven27Personality& p, double coin);

class Seven27Bot final : public Seven27Player {
public:
    Seven27Bot(Seven27Style style, std::uint64_t seed);
    Seven27Bot(Seven27Personality personality, std::string name, std::uint64_t seed);
    std::string name() const override { return name_; }
    bool decideDraw(const Seven27View& view) override;
    Seven27Action decideBet(const Seven27View& view) override;

private:
    Seven27EquityOptions nextOptions(); // a fresh estimator seed for every decision

    Seven27Personality personality_;
    std::string name_;
    Prng rng_;
};

} // namespace f27
