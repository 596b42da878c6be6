// What the chart derivation and the chart's exact EV share: rank classes, the initial deals by
// dealer view, a runner of per-view tasks (docs/analysis.md, "Derivation").
#pragma once

#include "cards/composition.h"
#include "exact/exact_ev.h"
#include "round/round.h"

#include <functional>
#include <string>

namespace f27 {

// The rank classes a chart names: the ranks the analysis merges (analysisRankClasses,
// exact_ev.h; Blackjack: J, Q, K → 10), so that a value depends on a class's count only.
std::array<Rank, kRankSlots> strategyRankClasses(const RuleSet& rules);

// How cards are told apart in the walk: by card (suits, when the five-card rule's poker
// comparison reads them) or by rank class.
struct WalkAlphabet {
    bool suited = false;
    std::array<Rank, kRankSlots> classes{};
    static WalkAlphabet of(const RuleSet& rules);
};

// The reason no chart exists for the baccarat-like and slot modes (nobody decides); empty in
// the standard mode.
std::string noChartReason(const RuleSet& rules);

// How a chart is derived and evaluated. Values never depend on `threads` (views are summed in a
// fixed order). `cancelled` is polled between decisions; `progress` gets the fraction of dealer
// views done (calls never overlap).
struct ChartOptions {
    int threads = 1;
    // An exception is kept when playing the hand by the totals would cost at least this much
    // per round (units of the wager): reach probability × EV difference. 0 keeps every hand
    // whose best action differs.
    double minExceptionCost = 1e-6;
    // Where both dealer cards show (T-2), one column per dealer total (hard or soft) instead of
    // one per pair of face-up cards: a chart players can read (21-24-27: 39 columns instead
    // of 104), at a small cost in edge (docs/analysis.md, "The chart", gives both).
    bool byDealerTotal = true;
    // ExactOptions::cardsMustLast, for the walk's splits (off only in tests on tiny shoes).
    bool cardsMustLast = true;
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

// PL-3, B-5: the insurance stake's expected net for a deal, in units of the wager.
double insuranceUnits(const RuleSet& rules, const InitialDeal& deal);

// The view's deals as starts of `walk` (DecisionWalk), each with the probability that the
// player then decides (after the dealer's check at once: only without a natural). A deal at the
// insurance prompt is first answered by `insure` (given the deal and the prompt's round; an
// action it returns that is not offered is replaced by the first one offered).
Status addStarts(const std::vector<InitialDeal>& deals, DecisionWalk& walk,
                 const std::function<Action(const InitialDeal&, const Round&)>& insure);

// Whether DecisionWalk may fold the Jokers for a policy that reads hands as `chart` does: a chart
// that ignores every Joker reads every hand the folding solver keys (from its first card, or
// from its third where only hands past two cards fold); one that ignores them past two cards
// only where the solver also folds from the third card (where it folds from the first, the
// chart's two-card hands read their Jokers, and the walk keeps them).
bool walkFoldsJokers(const RuleSet& rules, bool jokersIgnored, bool jokersIgnoredPastTwo);

// Calls `f` for every initial deal with positive probability from `shoe` (suit-renamed deals
// folded when the shoe is suit-symmetric). Stops at the first error `f` returns.
Status forEachInitialDeal(const RuleSet& rules, const Composition& shoe, const WalkAlphabet& alpha,
                          const std::function<Status(InitialDeal&)>& f);

} // namespace f27
