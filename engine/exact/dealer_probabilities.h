// The dealer's final-hand distribution (F-12) as the player can know it, and the dealer graph.
// The method: docs/analysis.md, "The hole card", "Suits" and "The dealer graph".
#pragma once

#include "cards/card.h"
#include "cards/composition.h"
#include "cards/poker_hand.h"
#include "core/result.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <vector>

namespace f27 {

struct DealerView {
    std::vector<Card> faceUp; // the dealer's face-up cards in deal order (1 or 2)
    // With one face-up card: the ranks the unseen second card may have (all, unless the
    // dealer checked for a natural and found none, PL-4 / B-5).
    std::array<bool, kRankSlots> secondAllowed = allRanks();
    // The dealer's natural is still to be checked when the dealer's turn comes (F-10): a
    // two-card natural then ends the dealer's hand and beats every hand still open.
    bool naturalPending = false;

    bool secondUnseen() const { return faceUp.size() == 1; }
    static constexpr std::array<bool, kRankSlots> allRanks() {
        std::array<bool, kRankSlots> a{};
        a.fill(true);
        return a;
    }
};

// A standing dealer hand (not bust, not a natural that was still to be checked).
struct DealerTotal {
    int total = 0;
    int cards = 0;
    double p = 0;
};

// A five-card dealer hand below the target, broken down for the poker comparison (PL-9):
// its poker value when its non-Joker cards do not all share a suit, and when they do.
struct DealerPokerHand {
    int total = 0;
    PokerValue plain;
    PokerValue flush;
    double pFlush = 0; // given this hand's ranks
    double p = 0;
    // From DealerGraph: the places of `plain` and `flush` among the graph's distinct poker
    // values in ascending order (DealerDistribution::pokerRungs of them); −1 otherwise.
    int plainRung = -1, flushRung = -1;
};

struct DealerDistribution {
    double natural = 0; // only with naturalPending
    double bust = 0;
    std::vector<DealerTotal> totals;    // by (total, cards), ascending
    std::vector<DealerPokerHand> poker; // with poker detail: the five-card hands below the
                                        // target, which are then not in `totals`
    int pokerRungs = 0;                 // see DealerPokerHand::plainRung
    // From DealerGraph with `rungsOnly`: in place of `poker`, the chance of each of the graph's
    // distinct poker values (DealerGraph::pokerRungValues, ascending) — each hand's chance
    // split into its flush and plain readings and added to their rungs, in the order of the
    // hands: the same sums a ladder over `poker` forms, without the hands.
    std::vector<double> pokerRungMass;
    // From DealerGraph::evaluateAgainst: the chance that the dealer's five-card hand (PL-9) has
    // a poker value below / above the given one (`poker` and `pokerRungMass` then empty).
    double pokerBelow = 0, pokerAbove = 0;
    double sum() const;
};

// Fails when the unseen cards run out before the dealer's hand is complete, when no unseen
// card can be the second card, or when poker detail is asked of a composition without suits.
Result<DealerDistribution> dealerDistribution(const RuleSet& rules, const DealerView& view,
                                              const Composition& unseen, bool pokerDetail);

// The same distribution, fast, for many compositions under one view (docs/analysis.md, "Speed").
// The dealer's play depends on the multiset of the cards it has drawn only (the sums are
// additive and the rules read sums), so the play is built once per view as a graph whose nodes
// are those multisets, each reachable node once, with its final outcome (natural, bust,
// (total, cards) or a five-card poker hand) or its draws. For a composition, one forward pass
// gives every node the chance of reaching it: P(child) += P(parent) × (count(r) − drawn(r)) /
// (unseen − drawn), the hole card's step weighted as secondCardWeights. That is the sum over
// every ordered draw sequence of the multiset — exactly what dealerDistribution enumerates —
// with far fewer terms. `cap`: no composition evaluated later may hold more of a rank.
class DealerGraph {
public:
    // `cancelled` (optional) is polled while the nodes are expanded: a large graph takes
    // seconds, and a time-boxed analysis must stop with "cancelled", not a later error.
    static Result<DealerGraph> build(const RuleSet& rules, const DealerView& view,
                                     const Composition& cap,
                                     const std::function<bool()>& cancelled = {});
    // Which of the two exact forms evaluate() uses (they differ only by rounding): the one with
    // less work for the composition (the default), or one of them (for tests). The closed form
    // is valid only when the cards cannot run out (more cards unseen than any drawing node
    // holds); otherwise the forward pass is used whatever is asked.
    enum class Form { Cheapest, Forward, Closed };
    // Fails as dealerDistribution does (cards run out, no possible second card, poker detail
    // without suits) and when the composition exceeds the cap.
    Result<DealerDistribution> evaluate(const Composition& unseen, bool pokerDetail,
                                        Form form = Form::Cheapest, bool rungsOnly = false) const;
    // evaluate() with the poker detail folded against one five-card player hand's poker value
    // (DealerDistribution::pokerBelow, pokerAbove): the same hands' chances and flush chances
    // summed by comparison instead of listed, for a composition that serves one hand.
    Result<DealerDistribution> evaluateAgainst(const Composition& unseen, PokerValue mine) const;
    // The distinct poker values of the graph's five-card hands (flush and plain readings),
    // ascending: the rungs of DealerDistribution::pokerRungMass.
    const std::vector<PokerValue>& pokerRungValues() const { return rungValues_; }
    size_t nodes() const { return hits_.size(); }
    // Whether evaluate(unseen, pokerDetail) with Form::Cheapest takes the forward pass.
    bool prefersForward(const Composition& unseen) const;
    // The forward pass for many compositions at once (the live hint's batch, dealer_batch.cpp):
    // one walk over the graph's edges serves kBatchLanes compositions, the arithmetic of each
    // lane being exactly the scalar pass's (the same operations in the same order, no fused
    // multiply-add), so entry i is bit-identical to evaluate(*unseen[i], pokerDetail,
    // Form::Forward) — errors included (a lane that fails is evaluated alone).
    static constexpr int kBatchLanes = 16;
    std::vector<Result<DealerDistribution>>
    evaluateForwardMany(std::span<const Composition* const> unseen, bool pokerDetail,
                        bool rungsOnly = false) const;

    // The closed form's terms for DealerRemovalTable (dealer_removal_table.h): one per final
    // multiset M that does not bust, with its outcome slot without the poker detail (0
    // natural, 2 + k the k-th (total, cards)), |M| and weight paths(M) × Π_r [cap(r)]_{m_r}.
    struct ClosedTerm {
        int slot = 0;
        int size = 0;
        double weight = 0;
        std::array<std::uint8_t, kRankSlots> drawn{};
    };
    std::vector<ClosedTerm> closedTerms() const;
    // Whether the closed form is exact for the composition: the dealer draws, and more cards
    // are unseen than any drawing node holds (the cards cannot run out).
    bool closedFormServes(const Composition& unseen) const {
        return !hits_.empty() && unseen.size() > maxHitSize_;
    }
    // The dealer's flush factors for one suit s she may flush in: table[r × (maxFlushRun + 1) +
    // k] = [count(r, s)]_k / [count(r)]_k for the deck ranks (k = 0: 1 for every rank slot, the
    // factor rows' padding), as dealerFlushChance multiplies them.
    void flushTable(const Composition& unseen, int suit, double* table) const;
    // D(k) of the closed form for k = 0..maxSize (see Final): 1 / [unseen]_k, or, when the first
    // card is the hole card, 1 / (A × [unseen − 1]_{k−1}) with A its allowed unseen cards.
    void closedScales(const Composition& unseen, int maxSize, std::vector<double>& scale) const;
    const std::array<int, kRankSlots>& cap() const { return cap_; }
    // The outcome slots' count without the poker detail (natural, bust, the totals), and the
    // (total, cards) of the totals' slots (slot 2 + k).
    int plainSlots() const { return 2 + static_cast<int>(totals_.size()); }
    const std::vector<std::pair<int, int>>& plainTotals() const { return totals_; }
    // The distribution from plain outcome slots (no poker detail), written into `out` (its
    // storage reused).
    void fromPlainSlots(const double* acc, DealerDistribution& out) const;

private:
    struct Node {
        std::array<std::uint8_t, kRankSlots> drawn{};
        int size = 0;  // cards drawn (the unseen second card included)
        int first = 0; // first edge
        int edges = 0;
        // The dealer draws here (else the node is final). A drawing node may have no edge: it
        // holds every card the cap allows, so the cards run out there (evaluate() fails).
        bool draws = false;
        int outcome = -1; // final: index in totals_ (−1 natural, −2 bust)
        int poker = -1;   // final five-card hand below the target: index in pokers_
    };
    struct Edge {
        int child = 0;
        std::uint8_t rank = 0;
        std::uint8_t have = 0; // count of the rank already drawn at the parent
    };
    struct Poker {
        std::vector<Rank> ranks;
        int total = 0;
        int outcome = 0;
        PokerValue plain, flush;
        int plainRung = 0, flushRung = 0; // DealerPokerHand::plainRung
        bool hasFlush = false;            // some suit assignment makes a flush
        // The unseen non-Joker ranks with their multiplicities, in kDeckRanks order: the
        // factors of dealerFlushChance, evaluated from per-composition tables.
        std::vector<std::pair<std::uint8_t, std::uint8_t>> flushFactors;
    };
    std::array<bool, 4> flushSuits_{}; // the suits a dealer flush can be in (dealerFlushChance)
    int maxFlushRun_ = 0;              // the largest multiplicity in any flushFactors
    const RuleSet* rules_ = nullptr;
    DealerView view_;
    std::array<int, kRankSlots> cap_{};
    // Compact form for evaluate(): the drawing nodes in order (parents first), their edges
    // pointing at a drawing node (>= 0) or at an outcome slot (-1 - slot: 0 natural, 1 bust,
    // 2 + k the k-th (total, cards), 2 + totals + j the j-th poker hand). `plain` is the target
    // without poker detail (a poker hand then counts under its (total, cards)).
    struct Hit {
        int first = 0, edges = 0, size = 0;
    };
    struct Step {
        int target = 0, plain = 0;
        std::uint8_t rank = 0, have = 0;
    };
    // The forward pass's edges, 8 bytes each: `to` is the slot the edge adds to in one array of
    // the drawing nodes (by index) followed by the outcome slots (hits + slot). With and
    // without the poker detail (the same when the graph has no poker hands).
    struct Flow {
        int to = 0;
        std::uint8_t rank = 0, have = 0;
    };
    std::vector<Flow> flowPlain_, flowRich_;
    // Closed form (used when it accounts for all the probability, see evaluate()): a final
    // multiset M is reached with chance paths(M) × Π_r [count(r)]_{m_r} × D(|M|), where
    // paths(M) counts the orderings the dealer can draw it in and D(k) = 1 / [unseen]_k, or
    // 1 / (A × [unseen − 1]_{k−1}) when the first card is the hole card restricted to ranks
    // with A unseen cards. Every composition evaluated is the cap less the cards drawn since
    // (the player's), so Π_r [count(r)]_{m_r} = Π_r [cap(r)]_{m_r} × Π_{r touched} ρ_r(m_r)
    // with ρ_r(m) = [count(r)]_m / [cap(r)]_m: the first factor is folded into the final's
    // weight once (`weight` = paths × Π_r [cap(r)]_{m_r}), and only the ranks the player took
    // cost work, through the per-rank columns (final, m_r) of the finals that hold the rank.
    struct Final {
        int target = 0, plain = 0; // outcome slots
        int size = 0;
        double weight = 0;
    };
    std::vector<Final> finals_;
    std::array<std::vector<std::pair<int, std::uint8_t>>, kRankSlots> columns_; // (final, m)
    int maxDrawn_ = 0;
    int maxHitSize_ = 0; // the most cards drawn at a node that still draws
    int maxHave_ = 0;    // the largest Flow::have
    int pokerRungs_ = 0; // distinct poker values of pokers_ (plain and flush)
    // From the outcome slots of a pass (natural, bust, totals, poker hands): the distribution.
    DealerDistribution finish(const double* acc, const Composition& unseen, bool poker,
                              bool rungsOnly = false, const PokerValue* against = nullptr) const;
    Result<DealerDistribution> evaluateImpl(const Composition& unseen, bool pokerDetail, Form form,
                                            bool rungsOnly, const PokerValue* against) const;
    // The forward pass or the closed form (evaluate()'s choice) into the thread's one array:
    // the outcome slots (natural, bust, totals, then the poker hands when `poker`), valid until
    // the thread's next evaluation.
    Result<const double*> outcomeSlots(const Composition& unseen, bool poker, Form form) const;
    friend class DealerPokerChildren;    // dealer_poker_children.h: reads the poker hands
    std::vector<PokerValue> rungValues_; // pokerRungValues()
    // finish() against one value: the poker hands ordered by flush rung (byFlush_: indices
    // into pokers_), their rungs in that order, and their flush factors as table indices by
    // factor position (factorRows_ rows of pokers_.size(), in that order).
    std::vector<int> byFlush_;
    std::vector<int> flushRungSorted_, plainRungSorted_;
    int factorRows_ = 0;
    std::vector<std::uint16_t> factorIndex_;
    // The forward pass for up to kBatchLanes compositions (lanes); false in `ok` for a lane
    // whose cards run out (the caller evaluates it alone to report the error).
    void forwardLanes(const Composition* const* unseen, int lanes, bool poker,
                      std::vector<double>& slots, std::array<bool, kBatchLanes>& ok) const;
    std::vector<Node> nodes_; // construction only
    std::vector<Edge> edges_; // construction only
    // build()'s phases (dealer_graph_build.cpp), and what they hand on: per node its final
    // (total, cards) or (−1, −1), and the finals' (total, cards) to be numbered.
    struct Construction {
        std::vector<std::pair<int, int>> nodeTotals;
        std::map<std::pair<int, int>, int> outcomes;
        const std::function<bool()>* cancelled = nullptr;
    };
    Status expandLevels(Construction& k);
    bool naturalToCheck(size_t i, bool twoCards);
    void stand(size_t i, const HandSums& s, Construction& k);
    void numberOutcomes(Construction& k);
    std::pair<int, int> targetsOf(int node, const std::vector<int>& hitIndex) const;
    std::vector<int> buildCompactForm();
    void buildClosedForm(const std::vector<int>& hitIndex);
    void buildFlows();
    void rankPokerValues();
    Status buildFlushIndex();
    std::vector<Hit> hits_;
    std::vector<Step> steps_;
    int rootTarget_ = 0, rootPlain_ = 0;      // when the dealer draws nothing
    std::vector<std::pair<int, int>> totals_; // (total, cards), ascending
    std::vector<Poker> pokers_;
};

// Whether the dealer's final hand, as the analysis compares it, reads only the non-Joker unseen
// cards (docs/analysis.md, "Jokers the dealer draws"). It does when the dealer holds both
// initial cards already (no unseen second card, whose draw is compulsory and may be
// restricted), a Joker counts 0 (F-3, not wild), and nothing reads the number of the dealer's
// cards: no dealer strategy row by card count (PL-7 does), no card limit, no five-card rule
// (PL-9). Then a Joker the dealer draws changes neither its total nor its next decision, and
// the order of the non-Joker cards in a uniformly shuffled remainder is itself uniform whatever
// the Jokers' places: the dealer's totals are distributed as if the unseen Jokers were not
// there. The distribution is then computed from unseen.withoutJokers(), and DealerTotal::cards
// counts the non-Joker cards. The split natural that beats a longer hand (B-9) reads only
// whether the dealer drew at all (more than her two cards), and that count keeps it: a dealer
// who draws stops only after a card that changes her total (a Joker changes nothing, so she
// draws on), i.e. a non-Joker card, so she drew iff she drew a non-Joker card.
bool dealerIgnoresJokers(const RuleSet& rules, const DealerView& view);

// The probability that, for the player, the unseen second card of the dealer is of each rank
// (zeros when it is face up). Sums to 1 when the second card is unseen.
Result<std::array<double, kRankSlots>> secondCardWeights(const DealerView& view,
                                                         const Composition& unseen);
// The unseen cards the dealer's unseen second card may be (DealerView::secondAllowed).
int secondCardCandidates(const DealerView& view, const Composition& unseen);

// P(every non-Joker card of a hand shares one suit), for a hand of the `known` cards (suits
// seen) and unseen cards of the given ranks drawn from `pool` (which must be suited()).
double dealerFlushChance(const std::vector<Card>& known, const std::vector<Rank>& unseenRanks,
                         const Composition& pool);

} // namespace f27
