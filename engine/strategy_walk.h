// The walk over a single-seat round from the player's side that the chart derivation and the
// chart's exact EV share (docs/analysis.md, "Basic-strategy chart"): the initial deals with
// their probabilities, the chance of the next card given what the player has seen (the hole
// card unseen and, after the dealer's check, conditioned on "no natural": PL-4, B-5), a key
// that identifies a state of one hand, and a cache of exactActionValues() by that key.
//
// The walk drives the real Round. The dealer's hole card must be dealt to it, but the player
// does not see it: the walk deals a representative hole card (one that makes no natural when
// the dealer checks at once) and keeps it in `unseen`; the probability that the dealer has a
// natural is taken from the composition instead. Nothing the player may do depends on the hole
// card, and exactActionValues() treats it as unseen.
#pragma once

#include "composition.h"
#include "exact_ev.h"
#include "round.h"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace f27 {

// Ranks that no rule tells apart (equal points; not Ace or Joker; named by no natural pair,
// bonus or split by rank; both or neither insurance up-cards; no poker comparison), mapped to
// the first of their class in kAllRanks order (Blackjack: J, Q, K → 10). The analysis merges the
// same ranks (exact_ev.cpp), so a value depends on a class's combined count only.
std::array<Rank, kRankSlots> strategyRankClasses(const RuleSet& rules);

// How cards are told apart in the walk: by card (suits, when the five-card rule's poker
// comparison reads them) or by rank class.
struct WalkAlphabet {
    bool suited = false;
    std::array<Rank, kRankSlots> classes{};
    static WalkAlphabet of(const RuleSet& rules);
};

// A card to deal and its chance. With ranks only, `card` is one card of the class that is
// unseen (any suit: nothing then reads suits).
struct CardChance {
    Card card;
    double p = 0;
};

// The chance of each possible next card for the player (or a post-split hand), given the
// round's state and the unseen cards (which include an undealt-to-player hole card). Fails when
// no card can come.
Result<std::vector<CardChance>> nextCardChances(const Round& round, const Composition& unseen,
                                                const WalkAlphabet& alpha);

// How a chart is derived and evaluated. Values never depend on `threads` (views are summed in a
// fixed order). `cancelled` is polled between decisions; `progress` gets the fraction of dealer
// views done (calls never overlap).
struct ChartOptions {
    int threads = 1;
    // An exception is kept when playing the hand by the totals would cost at least this much
    // per round (units of the wager): reach probability × EV difference. 0 keeps every hand
    // whose best action differs.
    double minExceptionCost = 1e-6;
    std::function<bool()> cancelled;
    std::function<void(double fraction)> progress;
};

// Runs task(i) for i in [0, count) on `threads` threads (each takes the next index); stops
// handing out tasks after the first failure and returns it (the lowest index's, for
// determinism). Calls progress(done / count) after each task.
Status runChartTasks(int count, const ChartOptions& options,
                     const std::function<Status(int)>& task);

// One initial deal as the player sees it.
struct InitialDeal {
    Round round;         // right after the initial deal (Insurance, Decision, Over, ...)
    Composition unseen;  // the shoe less the cards the player sees (the hole card is unseen)
    double p = 0;        // probability of these face-up cards and player cards
    double pNatural = 0; // P(the dealer's hand is a natural), for the player before any check
    // The dealer checks at once: decisions after the insurance happen only without a natural,
    // with probability 1 − pNatural (the representative hole card makes none).
    bool checkedAtOnce = false;
    std::string view; // the face-up cards' key (rank classes, or cards when suited)
};

// Calls `f` for every initial deal with positive probability from `shoe` (suit-renamed deals
// folded when the shoe is suit-symmetric). Stops at the first error `f` returns.
Status forEachInitialDeal(const RuleSet& rules, const Composition& shoe, const WalkAlphabet& alpha,
                          const std::function<Status(InitialDeal&)>& f);

// After Split on `afterSplit` (first hand awaiting its card): the same round with the first
// hand completed by arbitrary cards and stands, so that the second hand awaits its card. Its
// values from exactActionValues() depend on its own cards and the `unseen` passed only.
Result<Round> secondSplitHandStart(Round afterSplit, Composition scratch);

// The key of a state of hand `hand` of seat 0: the phase, the hand's cards and flags, the
// dealer's face-up cards and check, and the unseen composition.
std::string handStateKey(const Round& round, const Composition& unseen, int hand,
                         const WalkAlphabet& alpha);

// exactActionValues() memoised by handStateKey (thread-safe).
class DecisionValueCache {
public:
    Result<std::vector<ActionValue>> values(const Round& round, const Composition& unseen,
                                            const std::string& key);
    size_t size() const;
    // Every later composition comes from `shoe`: the dealer graphs are then built once per
    // dealer view and shared (DealerGraphCache). The first call decides; later ones are ignored.
    void shareDealerGraphs(const Composition& shoe);

private:
    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::vector<ActionValue>> values_;
    std::unique_ptr<DealerGraphCache> graphs_;
};

} // namespace f27
