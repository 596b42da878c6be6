// The exact analysis: every legal action's EV at a decision, a round's EV under optimal play,
// and DecisionWalk. The method and what is exact: docs/analysis.md, "Method".
#pragma once

#include "cards/composition.h"
#include "core/result.h"
#include "round/events.h"
#include "round/round.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace f27 {

struct ActionValue {
    Action action;
    double ev;
};

// How the analysis runs; the values do not depend on it (to rounding, ~1e-15).
//  - memoise: the fast method (docs/analysis.md, "Speed"): memoised player nodes and dealer
//    distributions, interchangeable ranks merged, suit-renamed deals folded. Off: the plain
//    recursion, kept as the reference the fast method is tested against.
//  - threads: exactRoundEv spreads the dealer's face-up combinations over this many threads;
//    the sum is taken in a fixed order, so the result is bit-identical for any count.
//  - cancelled: polled between initial deals, every 1,024 hand nodes inside one and every
//    65,536 nodes of a dealer graph being built (so a stop is prompt even in a long deal); when it
//    returns true exactRoundEv stops and fails with "cancelled" (for callers off the GUI thread and
//    for time-boxed benchmarks). Only exactRoundEv polls it.
//  - progress: exactRoundEv calls it with the fraction (0..1] of the initial deals (dealer
//    face-up cards and the player's two cards) analysed so far, after each one and with 1 at
//    the end of a successful run. Calls come from the worker threads but never overlap, and the
//    fraction never decreases. Not called by exactActionValues.
struct ExactOptions {
    //  - hintBatch (exactActionValues with memoise): whether the dealer evaluations are batched
    //    (docs/analysis.md, "Speed"; the values are the same to ~1e-15, bit-identical without
    //    the five-card rule). Auto: where it pays (large dealer graphs, the poker detail).
    enum class Batch { Auto, Always, Never };
    Batch hintBatch = Batch::Auto;
    bool memoise = true;
    //  - pruneHits: the maximum over a hand's options skips a hit whose upper bound (every card
    //    that does not bust worth the best win) is no more than another option's value
    //    (docs/analysis.md, "Hits that cannot be best"). The values are the same; off only to
    //    check that (tests) and to measure what it saves.
    bool pruneHits = true;
    //  - cardsMustLast: refuse ("the cards may run out") where the round could need more cards
    //    than are unseen on a path the analysis values by parts — a split's hands, other hands
    //    and seats still to play (round_draw_bound.h); a single hand's own draws and the
    //    dealer's after it are followed card by card and always fail where the cards run out.
    //    Off only for tests that compare the method with a reference on shoes too small for the
    //    bound (it refuses some that cannot run out); the values are then the method's.
    bool cardsMustLast = true;
    int threads = 1;
    //  - bet (exactRoundEv in the baccarat-like and slot modes, where both hands are played by
    //    fixed strategies and nobody decides): the bet valued, per unit staked on it. Ignored
    //    in the standard mode. The slot mode has only the bet on the player hand.
    BetSide bet = BetSide::Player;
    std::function<bool()> cancelled;
    std::function<void(double fraction)> progress;
};

// Exact expected value, in units of the wager of the hand to act, of every legal action for the
// seat to act (in the order of Round::legalActions()), given every card seen so far.
// `unseen` is every card the player has not seen, the dealer's hole card included.
//  - Decision phase: the expected net of the hand to act from now on (for Split: of the two
//    hands it makes and those their resplits make), settled amounts and the insurance side
//    bet excluded. On a post-split
//    hand the other hand's expectation does not depend on the choice and is left out.
//  - Insurance phase: the expected net of the whole round for the seat (the main hand played
//    optimally), the insurance stake's result included.
// With several seats, the seat to act is analysed; the other seats' cards seen so far must be
// out of `unseen`, and their later draws need no modelling (see the implementation).
// Errors: no decision due (the baccarat-like and slot modes have none), resplits beyond 32
// hands (checkSupported), a bankroll that could limit a double or split still to come after
// the decision now (one it offers is within the bankroll already), an `unseen` that runs
// out, or one that may run out where the round is valued by parts — a split's hands, the hands
// and seats still to play (ExactOptions::cardsMustLast, round_draw_bound.h).
Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen);
Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen,
                                                   const ExactOptions& options);

// The expected value of a whole round for one seat, in units of the wager (which is taken to be
// the table minimum for fixed bonuses), under optimal composition-dependent play (insurance
// included), dealt from `shoe`. The house edge is −100 × this, in percent. In the baccarat-like
// and slot modes: the expected value of the bet ExactOptions::bet per unit staked (no
// decisions: both hands follow their fixed strategies; no insurance). Fails where the shoe runs
// out, or may run out in a split (ExactOptions::cardsMustLast), as exactActionValues.
Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoe);
Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoe,
                            const ExactOptions& options);

// Interchangeable ranks: two ranks that no rule of the set tells apart (equal points, neither
// Ace nor Joker, named by no natural pair or bonus, both or neither insurance up-cards, splits by
// value, no poker comparison), each mapped to the first rank of its class in kAllRanks order
// (Blackjack: J, Q, K → 10). The analysis merges them: a value depends on a class's count only.
std::array<Rank, kRankSlots> analysisRankClasses(const RuleSet& rules);

// Where a Joker changes nothing for anybody (docs/analysis.md, "Jokers the dealer draws"): it
// counts 0, both dealer cards are face up, and no rule, option or bonus reads the number of
// cards or their ranks. Optimal play then does not depend on the Jokers in the hand or in the
// shoe, and a strategy that reads a hand without its Jokers plays as if there were none (21-24-27).
bool jokersChangeNothing(const RuleSet& rules);
// The same for hands past their first two cards only (the analysis folds their Jokers:
// docs/analysis.md, "Jokers the dealer draws"): both dealer cards show, the dealer reads no
// Joker, and double, split and surrender read only the first two cards (21-24-27 with them).
bool jokersChangeNothingPastTwo(const RuleSet& rules);

// A decision of the player's hand that a DecisionWalk reaches.
struct WalkDecision {
    // The hand's cards as the analysis keys them: each rank's class representative (ranks no
    // rule tells apart are merged), by rank only (Suit::None) unless the five-card rule reads
    // suits — then one hand stands for all hands its suits can be renamed to or pooled with,
    // which have the same value — and without Jokers where the walk folds them.
    std::vector<Card> cards;
    bool fromSplit = false;
    HandValue value;
    // Every option's exact value, in units of the hand's wager: hit, stand, then double,
    // split and surrender where offered (as Round::legalActions without a bankroll). Where the
    // walk folds Jokers, Hit is hitting until a non-Joker card comes (what the walk follows).
    std::vector<ActionValue> values;
    double weight = 0; // the probability of reaching the decision, per round
    // A decision inside a split the walk values rather than walks (DecisionWalk::
    // valueResplitsByPolicy): only the choice is asked for; `values` lists the options offered
    // with ev 0 and `weight` is 0 (what the choices cost is in resplitShortfall()).
    bool followed = false;
};

// The decisions a policy reaches in the rounds of one dealer view (the chart derivation and the
// chart's exact EV, docs/analysis.md, "Basic-strategy chart"), on one solver whose memo serves
// every decision of the view. Each state of the hand is visited once, with the summed chance of
// reaching it: states are keyed as the solver's memo keys them (equal keys have equal values
// and equal futures), and processed by number of cards — every parent before its children.
// Forced plays (F-11), the card limit, busts and one-card split Aces are applied as the Round
// does; a split's hands are followed as the analysis values them (docs/analysis.md, "Split").
// `foldJokers`: where jokersChangeNothing and the policy reads hands without their Jokers, a hit
// draws the next non-Joker card (exact: such a policy hits again after a Joker); where
// jokersChangeNothingPastTwo and the policy reads hands of three cards or more without their
// Jokers (StrategyChart::jokersIgnoredPastTwo), the same from three cards on.
class DecisionWalk {
public:
    explicit DecisionWalk(bool foldJokers, ExactOptions options = {});
    ~DecisionWalk();
    DecisionWalk(const DecisionWalk&) = delete;
    DecisionWalk& operator=(const DecisionWalk&) = delete;

    // A start: the hand of seat 0 at the player's first turn in `round` (after the deal, the
    // insurance and the dealer's check), whose unseen cards (the hole card too) are `unseen`,
    // with probability `weight`. Ignored when the round does not wait for that hand (settled by
    // a natural). The first start fixes the dealer view and the shoe; every later one must have
    // the same (its unseen cards and hand make the same composition).
    Status addStart(const Round& round, const Composition& unseen, double weight);
    bool jokersFolded() const; // after a start
    // Walks every state from the starts: calls `choose` once per decision state, in order of
    // cards, and follows the action it returns (one of the decision's values). The starts are
    // used up.
    Status run(const std::function<Action(const WalkDecision&)>& choose);
    // Where the policy splits a pair that may be split again (split.maxHands > 2), the walk
    // cannot follow hands one by one (a hand's value depends on the pair cards the others
    // took): with this set before run(), such a split is valued exactly as the policy plays it
    // (docs/analysis.md, "Split") and not walked; resplitShortfall() is the sum over those splits
    // of weight × (optimal split value − the policy's). Without it such a split fails the run.
    void valueResplitsByPolicy();
    double resplitShortfall() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace f27
