// The exact analysis of one player hand (HandSolver): the hand as the analysis follows it,
// and the solver's recursion over its decisions, draws, splits and settlement. The members
// are defined by idea: hand_solver.cpp (decisions and draws), hand_settle.cpp (the stand
// against the dealer), resplits.cpp, node_key.cpp, dealer_batch.cpp, decision_walk.cpp.
#pragma once

#include "cards/poker_hand.h"
#include "exact/chunked_states_detail.h"
#include "exact/dealer_poker_children.h"
#include "exact/dealer_probabilities.h"
#include "exact/dealer_removal_chain.h"
#include "exact/exact_ev.h"
#include "exact/exact_node_table.h"
#include "exact/node_key_detail.h"
#include "exact/round_draw_bound.h"
#include "rules/hand_rules.h"
#include "rules/hand_value.h"

#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace f27::exactdetail {

// Two options whose values differ by less than this (in units of the wager) are a tie for a
// strategy the analysis follows rather than maximises over (HandSolver::policyValue).
constexpr double kTie = 1e-12;

// From how many cards on a player node's value, once the dealer's distribution reads no Joker
// (dealerIgnoresJokers), depends on no Joker either: neither on those in the hand nor on those
// unseen (docs/analysis.md, "Jokers the dealer draws"). 0: every hand; 3: hands past their
// first two cards; −1: none. A Joker counts 0 and changes neither the total nor soft/hard
// (F-3, F-4); no forced play, card limit, five-card rule or bonus reads the number of cards or
// their ranks; and every option the hand (and every hand it leads to) has is hit, stand or one
// whose value does not depend on the next card. Without double, split and surrender that is
// every hand; double (first two cards only), split and surrender read the first two cards, so
// past them only hit, stand and (at any time) surrender remain. Then, by induction on the cards
// left, V(hand, non-Jokers C, J Jokers unseen) = W(hand, C), the value without Jokers: hitting
// gives (J/N) W(hand, C) + (|C|/N) H with H the Joker-free hit value, which equals W when
// hitting is best or forced (W = H) and is below W otherwise.
int jokerFoldFrom(const RuleSet& rules);
bool playerIgnoresJokers(const RuleSet& rules);

// The suit every non-Joker card of the cards shares: -2 when there is no non-Joker card, -1
// when two suits differ (or a card's suit is not followed), else the suit.
template <class Cards> int sharedSuit(const Cards& cards) {
    int shared = -2;
    for (const Card c : cards) {
        if (c.isJoker()) continue;
        const int s = c.suit == Suit::None ? -1 : static_cast<int>(c.suit);
        if (shared == -2)
            shared = s;
        else if (shared != s)
            shared = -1;
        if (shared == -1) break;
    }
    return shared;
}

// A hand's cards without allocation (copied at every draw). 40 cards hold every hand of the
// presets (the longest possible 21-24-27 hand from six decks with twelve Jokers has 37); a
// longer hand is reported as an error, never truncated silently.
struct HandCards {
    static constexpr size_t kMax = 40;
    std::array<Card, kMax> c{};
    size_t n = 0;
    size_t size() const { return n; }
    const Card* data() const { return c.data(); }
    const Card* begin() const { return c.data(); }
    const Card* end() const { return c.data() + n; }
    const Card& operator[](size_t i) const { return c[i]; }
    const Card& back() const { return c[n - 1]; } // n > 0
    void push_back(Card x) { c[n < kMax ? n++ : kMax - 1] = x; }
    void pop_back() { --n; } // after a push_back
    operator std::span<const Card>() const { return {c.data(), n}; }
};

// The pair cards out of a post-split hand's unseen cards besides its own cards and the other
// split card, where the pair cards are of several kinds (HandSolver::MixedPairs): `second`, a
// drawn hand's, is the pair's first card (255: none); `extra`, the later pair cards, sorted.
// Kind codes (kindCode).
struct PairOut {
    std::uint8_t second = 255;
    std::uint8_t n = 0;
    std::array<std::uint8_t, 2 * kMaxResplitHands> extra{};
};

// A player hand as the analysis follows it (a PlayerHand without money or flags it never needs).
// Cards enumerated by rank only carry Suit::None.
struct Hand {
    HandCards cards;
    HandSums sums;
    bool fromSplit = false;
    bool doubled = false;
    std::uint8_t other = 255; // after a split: kindCode of the other hand's split card
    // After a split: how many cards of kind `other` are out of the unseen cards besides the
    // hand's own (1: the other split card; more where resplits took pair cards; resplitValue).
    std::uint8_t removed = 0;
    // After a split of a pair whose pair cards are of several kinds: which they are (the
    // analysis' own storage, alive while the hand is followed).
    const PairOut* out = nullptr;

    Hand plus(Card c, const ValueScheme& v) const {
        Hand h = *this;
        h.cards.push_back(c);
        h.sums.add(c, v);
        return h;
    }
};

// A policy's choice for a post-split hand among the options offered (HandSolver::SplitPlay).
using SplitPolicy = std::function<Action(const Hand&, const std::vector<Action>&)>;

// The poker comparison against one dealer distribution (PL-9, PL-11), for many player hands:
// the dealer's five-card hands as a ladder of distinct poker values, ascending, with the
// chance of a dealer hand strictly below each rung. A player hand of value v then wins with
// P(dealer < v), loses with P(dealer > v) and pushes otherwise: the same sum as over the
// hands one by one (flush reading with chance pFlush, plain reading otherwise), regrouped.
struct PokerLadder {
    const std::vector<PokerValue>* rungs = nullptr; // the graph's, ascending
    std::vector<double> below; // below[i] = P(dealer's poker value < rungs[i]); one more: total

    // From a distribution evaluated with `rungsOnly` by `graph`: the graph's rungs, the
    // masses summed in rung order (a rung without mass adds 0: the sums are unchanged).
    PokerLadder(const DealerGraph& graph, const DealerDistribution& d)
        : rungs(&graph.pokerRungValues()) {
        below.reserve(d.pokerRungMass.size() + 1);
        double acc = 0;
        for (const double m : d.pokerRungMass) {
            below.push_back(acc);
            acc += m;
        }
        below.push_back(acc);
    }

    // The expected net of a player five-card hand of value `mine` over the dealer's poker hands.
    // `lose`: the value of a loss (−mult for the player's own wager).
    double versus(PokerValue mine, double win, double lose) const {
        const auto lo = std::lower_bound(rungs->begin(), rungs->end(), mine);
        const size_t i = static_cast<size_t>(lo - rungs->begin());
        const size_t j = lo != rungs->end() && *lo == mine ? i + 1 : i;
        return win * below[i] + lose * (below.back() - below[j]);
    }
};

// A dealer distribution evaluated by the batch, with its poker ladder when it has poker hands.
struct BatchedDealer {
    DealerDistribution dist;
    std::unique_ptr<PokerLadder> ladder;
};

// Follows one hand through the player's turn (Round::stepPlayerTurns) and its settlement
// (Round::completeHand, stepDealerTurn, stepShowdown, settleHand). Values are expected nets in
// units of the hand's wager before any double. The first error stops the work; values are then
// meaningless and the caller reports the error.
class HandSolver {
public:
    HandSolver(const RuleSet& rules, DealerView dealer, double tableMinimumPerWager,
               bool memoise = true);

    const std::string& error() const { return error_; }

    // ---- Set-up, before any value (hand_solver.cpp) ----
    void setBet(BetSide side);
    // What the caller adds to the solver's values of the bet (setBet).
    double betConstant() const {
        return baccarat() && side_ == BetSide::Stalemate ? rules_.baccarat.stalematePays.toDouble()
                                                         : 0.0;
    }
    bool baccarat() const { return rules_.wagerMode != WagerMode::Standard; }
    void setCap(const Composition& cap);
    // Polled every kCancelPollNodes hand nodes, so that a cancelled analysis stops within a
    // fraction of a second even inside one long initial deal; the solver then fails with
    // "cancelled" (no value computed after it is stored).
    void setCancel(std::function<bool()> cancelled) { cancelled_ = std::move(cancelled); }
    // The dealer's distributions from the removal chain (dealer_removal_chain.h) where it
    // serves: the full analysis and the decision walk, which evaluate thousands of
    // compositions. Not for a live hint, whose batch (prefetchDealers) must give exactly the
    // values of the hint without it (the chain rounds differently from the forward pass).
    void useDealerChain() { dealerChain_ = true; }
    // ExactOptions::pruneHits (on unless turned off).
    void setPruneHits(bool prune) { pruneHits_ = prune; }
    void setCardsMustLast(bool must) { cardsMustLast_ = must; }
    // DecisionWalk: values a hand's Jokers as cards of their own (a policy that may read them).
    void keepJokersInNodes() { foldFrom_ = -1; }
    bool jokersFolded() const { return foldFrom_ == 0; } // from every hand on
    // DecisionWalk::valueResplitsByPolicy: a policy's splits that may resplit are valued.
    void valueResplitsByPolicy() { valueResplits_ = true; }
    // DecisionWalk: each node's option values are kept as the maximum is taken over them, so
    // that a walked decision reads them instead of valuing its options again.
    void keepNodeOptions() { keepOptions_ = true; }

    // ---- Values (hand_solver.cpp, hand_settle.cpp) ----
    // A loss of a hand whose wager is `mult` times the initial one.
    double loseUnits(double mult) const { return mult * loses_; }
    double naturalWinUnits(const std::vector<Card>& cards) const;
    std::vector<Action> choices(const Hand& h, int hands) const;
    double value(Action a, const Hand& h, const Composition& unseen, int hands,
                 bool withinMax = false);
    double onTurn(const Hand& h, const Composition& unseen, int hands);

    // ---- The live hint's batch of dealer evaluations (dealer_batch.cpp) ----
    void prefetchDealers(ExactOptions::Batch mode, const std::function<void()>& walk);

    // ---- The decision walk (decision_walk.cpp) ----
    using Chooser = std::function<Action(const WalkDecision&)>;
    void walkPush(const Hand& h, const Composition& unseen, int hands, double w);
    void walkRun(const Chooser& choose);
    double resplitShortfall() const { return resplitShortfall_; }

private:
    // ---- Decisions and draws (hand_solver.cpp, hand_draws_detail.h) ----
    // The hand is complete on its turn with neither a choice nor a forced play
    // (Round::stepPlayerTurns): bust (F-4), doubled (F-18: one card only), split Aces with one
    // card each (B-9), or at the card limit.
    bool endsOnTurn(const Hand& h) const {
        return valueOf(h.sums, rules_.values).bust || h.doubled ||
               (h.fromSplit && rules_.split.acesOneCardEach && h.cards[0].isAce()) ||
               atCardLimit(rules_.cardLimit, h.sums.cards);
    }
    // Whether the node of hand `h` leaves its Jokers out (jokerFoldFrom): its key does not count
    // them, and its draws are of the next non-Joker card.
    bool folds(const Hand& h) const {
        return foldFrom_ >= 0 && h.cards.size() >= static_cast<size_t>(foldFrom_);
    }
    // The value of each option of a node with a choice, in choices()' order; NaN where it was
    // not valued (a hit that cannot be best: hitCeiling).
    struct NodeOptions {
        static constexpr size_t kMax = 5; // hit, stand, double, split, surrender
        std::array<double, kMax> ev;
        bool any = false; // the node had a choice
    };
    // `options`, when given, receives the option values the maximum was taken over.
    double onTurnUncached(const Hand& h, const Composition& unseen, int hands,
                          NodeOptions* options = nullptr);
    // The options kept for the node of `h` (keepNodeOptions), or null. `key`: its node key
    // where the caller has it, null otherwise.
    const NodeOptions* keptOptions(const Hand& h, int hands, const NodeKey* key) const;
    double hitCeiling(const Hand& h, const Composition& unseen);
    double maxNetAfterHit();
    double hitExactly(const Hand& h, const Composition& unseen, int hands);
    double hit(const Hand& h, const Composition& unseen, int hands);
    bool nextCardWeights(const Composition& unseen, std::array<double, kRankSlots>& w);
    // P(next = c) for a card c with suit, n of it unseen, `left` cards to draw from: the
    // dealer's second card takes c with its rank's weight shared by the suits' counts.
    static double suitedChance(const Composition& unseen, const std::array<double, kRankSlots>& w,
                               double left, Card c, int n) {
        const double wc = w[static_cast<size_t>(c.rank)] * n / unseen.count(c.rank);
        return (n - wc) / left;
    }
    template <class F> void forEachHit(const Hand& h, const Composition& unseen, F&& f);
    template <class F> void forEachDraw(const Hand& h, const Composition& unseen, F&& f);
    template <class F>
    void drawBySuitClass(const Hand& h, const Composition& unseen,
                         const std::array<double, kRankSlots>& w, double left, F&& f);

    // ---- The stand against the dealer (hand_settle.cpp) ----
    double complete(const Hand& h, const Composition& unseen, bool leaf = false);
    double versusTotals(const Hand& h, const HandValue& v, const DealerDistribution& dist,
                        double win, double mult) const;
    double completeAgainst(const Hand& h, const HandValue& v, const Composition& unseen, double win,
                           double mult, bool leaf);
    const DealerPokerChildren* pokerChildrenFor(const Hand& h, const Composition& unseen);
    const DealerDistribution* dealerFor(const Composition& unseenAll, bool pq,
                                        const PokerLadder** ladder, bool leaf = false);
    bool useRemovalChain(const Composition& unseen);
    bool ensureGraph();
    // F-15, F-16: a win pays the wager (doubled if so) plus every matching bonus.
    double winUnits(const Hand& h, const HandValue& v, double mult) const {
        return mult * winPays_ + (side_ == BetSide::Player
                                      ? bonusUnits(rules_, h.cards, v, mult, tableMinPerWager_)
                                      : 0.0);
    }
    // The dealer's card count as showdown() reads it for a standing total: the five-card
    // rule's count below the target (PL-9); at the target, two cards or more after a split
    // (B-9); otherwise nothing (0). Totals that agree on it compare alike with every hand.
    int dealerCardsRead(int total, int cards) const {
        const int target = rules_.values.target;
        const FiveCardRule& five = rules_.fiveCard;
        if (five.enabled && total < target && cards == five.cards) return cards;
        if (rules_.split.splitNaturalBeatsTotal && total == target) return cards > 2 ? 3 : 2;
        return 0;
    }
    double showdown(const Hand& h, const HandValue& v, int dealerTotal, int dealerCards, double win,
                    double mult) const;

    // ---- Splits and resplits (resplits.cpp) ----
    // Whether two ranks make a pair the rules let a hand split (choices()).
    bool pairs(Rank a, Rank b) const { return isSplitPair(rules_, a, b); }
    // Whether the hand may be split here: choices() offers Split.
    bool maySplit(const Hand& h, int hands) const {
        const SplitRule& sp = rules_.split;
        return sp.allowed && h.cards.size() == 2 && hands < sp.maxHands &&
               pairs(h.cards[0].rank, h.cards[1].rank);
    }
    // Whether the hand is a pair of two kinds of card that may be split again: the value of
    // its resplits reads the order of its cards (splitOrderMatters), so its node key does.
    bool orderKeyed(const Hand& h) const {
        const SplitRule& sp = rules_.split;
        return h.cards.size() == 2 && !h.fromSplit && sp.allowed && sp.maxHands > 2 &&
               !(h.cards[0] == h.cards[1]) && pairs(h.cards[0].rank, h.cards[1].rank);
    }
    // How the hands of a split are played (policyValue): by the analysis' zero-memory strategy,
    // the optimal choices where `strategyRemoved` pair cards are out; or by `policy`'s.
    struct SplitPlay {
        int strategyRemoved = 0;
        const SplitPolicy* policy = nullptr;
        // In policyNodes_' keys in place of the hand count (handsByte's fold mark kept): the
        // strategy's count, or 127.
        std::uint8_t keyByte() const {
            return policy ? 127 : static_cast<std::uint8_t>(strategyRemoved);
        }
    };
    // The hands of a resplit tree (resplitPatterns): the pair's hand holding its first card,
    // the one holding its second, and a hand a later pair card began.
    enum TreeHand : std::uint8_t { kFirstHand = 0, kSecondHand = 1, kDrawnHand = 2 };
    // A point in a split's sequence of second cards (Round: a resplit's new hand comes right
    // after the hand split, which then takes another second card): the hand to close next
    // (`hand`), then `queued` drawn hands, then the pair's second hand if `secondPending` — so
    // the hands still open are always in that order; `k` pair cards dealt as second cards so
    // far (the seat holds h0 + k hands), `b` hands closed by a non-pair card while resplits
    // were open.
    struct PatternState {
        TreeHand hand;
        int queued;
        bool secondPending;
        int k, b;
        std::uint32_t key() const {
            return static_cast<std::uint32_t>(hand) | static_cast<std::uint32_t>(queued) << 2 |
                   static_cast<std::uint32_t>(secondPending) << 9 |
                   static_cast<std::uint32_t>(k) << 10 | static_cast<std::uint32_t>(b) << 17;
        }
    };
    class MixedPairs;   // pair cards of several kinds
    class ResplitTerms; // K(m, cond) of resplitValue
    double split(const Hand& h, const Composition& unseen, int hands);
    bool splitCardsLast(const Hand& h, const Composition& unseen, int resplits);
    Hand postSplitHand(Card first, Card other, int removed) const;
    Hand splitHand(const Hand& h, size_t i, int removed) const;
    bool resplittable(const Hand& h) const;
    double resplitValue(const Hand& pair, const Composition& unseen, int h0);
    double policySplitValue(const Hand& pair, const Composition& unseen, int h0, int cap,
                            const SplitPolicy& policy);
    double splitTree(ResplitTerms& terms, int h0, int cap);
    double resplitPatterns(ResplitTerms& terms, std::unordered_map<std::uint32_t, double>& memo,
                           const PatternState& s, int h0, int cap);
    std::array<double, kCardKinds> suitedDrawChances(const Composition& unseen);
    std::array<double, kRankSlots> drawChances(const Composition& unseen);
    double policyHit(const Hand& h, const Composition& unseen, const SplitPlay& play,
                     bool pairOnly = false);
    double policyValue(const Hand& h, const Composition& unseen, const SplitPlay& play);
    Action strategyChoice(const Hand& mine, const Composition& unseen);

    // ---- Node keys (node_key.cpp) ----
    // A node key's second byte: the seat's hands (< 128), and 128 where the node folds Jokers
    // though not every node does (jokerFoldFrom 3: a folded hand's key would otherwise equal
    // that of its cards without the Jokers, a hand of other options).
    std::uint8_t handsByte(const Hand& h, int hands) const {
        return static_cast<std::uint8_t>(hands | (foldFrom_ > 0 && folds(h) ? 128 : 0));
    }
    // A node key's first byte: doubled | fromSplit << 1 | (removed − 1) << 2 (removed ≤ 64:
    // resplits are analysed up to kMaxResplitHands hands, which remove at most 2 × 32 − 2).
    static std::uint8_t flagsByte(const Hand& h) {
        const int extra = h.removed > 1 ? h.removed - 1 : 0;
        return static_cast<std::uint8_t>((h.doubled ? 1 : 0) | (h.fromSplit ? 2 : 0) | extra << 2);
    }
    bool shortNodeKey(ShortNodeKey& k, const Hand& h, int hands) const;
    bool nodeKey(NodeKey& k, const Hand& h, int hands) const;
    template <class Pooled>
    std::array<int, 4> suitRelabeling(const Hand& h, const Pooled& pooled) const;

    // ---- The decision walk (decision_walk.cpp) ----
    struct WalkState {
        Hand h;
        Composition unseen;
        int hands = 1;
        double w = 0;
    };
    void walkDraws(const Hand& h, const Composition& unseen, int hands, double w);
    // `key`: the state's node key, null where it has none.
    void walkState(const WalkState& s, const NodeKey* key, const Chooser& choose);
    void valueResplits(const WalkState& s, const WalkDecision& d, const Chooser& choose);

    const RuleSet& rules_;
    DealerView dealer_;
    DealerVisible visible_;
    double tableMinPerWager_;
    BetSide side_ = BetSide::Player; // setBet
    double winPays_ = 1, loses_ = -1;
    double maxNetAfterHit_ = -1; // maxNetAfterHit(), once known
    bool pruneHits_ = true;
    bool memoise_;
    std::string error_;
    HandSums faceUpSums_;                  // the dealer's face-up cards
    std::optional<DrawLimits> drawLimits_; // splitCardsLast's, on the first split
    bool cardsMustLast_ = true;            // ExactOptions::cardsMustLast
    static constexpr unsigned kCancelPollNodes = 1024;
    std::function<bool()> cancelled_;
    unsigned polls_ = 0;
    // Memory bounds (docs/performance.md: peak ≤ 1 GiB with two threads): a cache that
    // reaches its bound is emptied; values are then recomputed, never approximated.
    static constexpr size_t kMaxNodeEntries = 2'000'000; // 40 B a slot, < 8/3 slots each
    static constexpr size_t kMaxDealerEntries = 40'000;  // ~1-3 KB each
    ExactNodeTable<32> nodes_{kMaxNodeEntries};
    ExactNodeTable<16> shortNodes_{kMaxNodeEntries};      // shortNodeKey: 24 B a slot
    ExactNodeTable<32> policyNodes_{kMaxNodeEntries};     // policyValue (resplits)
    ExactNodeTable<32> strategyChoices_{kMaxNodeEntries}; // strategyChoice: Action as double
    // keepNodeOptions: the options of the nodes in nodes_ and shortNodes_, by the same keys.
    static constexpr size_t kMaxOptionEntries = 1'000'000; // 72 B (full key) a slot
    bool keepOptions_ = false;
    ExactNodeTable<32, NodeOptions> nodeOptions_{kMaxOptionEntries};
    ExactNodeTable<16, NodeOptions> shortNodeOptions_{kMaxOptionEntries};
    bool valueResplits_ = false;  // valueResplitsByPolicy
    double resplitShortfall_ = 0; // valueResplits
    // A composition reaches complete() once per player node (the node key fixes it), so the
    // dealer cache can hit only where two node keys share a composition: a doubled hand and
    // the same cards undoubled, a post-split hand and the unsplit hand holding both split
    // cards. Without double and split it would only cost (hashing, allocation): not kept.
    bool reusesDealers_ = rules_.doubleDown.allowed || rules_.split.allowed;
    bool jokerBlind_ = false; // dealerIgnoresJokers(rules_, dealer_), with memoise_
    int foldFrom_ = -1;       // with jokerBlind_: jokerFoldFrom(rules_) (folds); −1 none
    // drawBySuitClass: the five-card rule on, and a dealer flush that reads fewer than all suits.
    bool suitClasses_ = false;
    // setCap: suitGroup_[s] is the first suit interchangeable with s (suitRelabeling).
    std::array<int, 4> suitGroup_{0, 1, 2, 3};
    bool canonicalSuits_ = false;
    std::unordered_map<CompKey, std::unique_ptr<DealerDistribution>, ByteKeyHash<72>> dealers_;
    std::unique_ptr<DealerDistribution> scratch_;
    Composition cap_;
    std::shared_ptr<const DealerGraph> graph_;
    bool dealerChain_ = false;
    std::unique_ptr<DealerRemovalChain> chain_; // over *graph_ (useRemovalChain)
    DealerDistribution chainOut_;               // the chain's last distribution (dealerFor)
    // The child a hit is following (forEachHit): its parent's unseen cards, the composition
    // it was handed (its identity tells the child's complete() from any other), its card, and
    // a serial per hit; and the parent pokerChildren_ was set up for (by serial).
    struct HitContext {
        const Composition* parent = nullptr;
        const Composition* child = nullptr;
        Card card{};
        std::uint64_t serial = 0;
    };
    HitContext hitContext_;
    std::uint64_t hitSerial_ = 0, pokerChildrenSerial_ = 0;
    std::unique_ptr<DealerPokerChildren> pokerChildren_;
    const DealerGraph* pokerChildrenGraph_ = nullptr;
    DealerDistribution pokerScratch_; // a parent's distribution derived for its level only
    // prefetchDealers(): the compositions collected, and the distributions evaluated for them.
    struct Wanted {
        CompKey key;
        Composition unseen;
        bool pq = false;
    };
    static constexpr size_t kBatchMinDrawingNodes = 512;
    static constexpr size_t kMaxBatched = 400'000;             // compositions (~0.2 GB)
    static constexpr size_t kMaxBatchedPokerHands = 4'000'000; // rungs, 16 B each
    // The dealer's distribution with the poker detail reads the unseen rank counts and the
    // suited counts of these suits only (DealerGraph::finish, dealerFlushChance), so the
    // batch keys it by them: player hands that differ only in other suits share it.
    std::array<bool, 4> flushSuits_{};
    bool collecting_ = false;
    std::vector<Wanted> wanted_;
    std::unordered_set<CompKey, ByteKeyHash<72>> wantedKeys_;
    std::unordered_map<CompKey, std::unique_ptr<BatchedDealer>, ByteKeyHash<72>> batched_;
    DealerDistribution empty_;
    // A level of the walk: its states in the order they came, the keyed ones found by key.
    struct WalkLevel {
        ChunkedStates<WalkState> states; // their weights in `weights`
        std::vector<double> weights;     // by position: merged states' weights add up here
        std::vector<std::pair<NodeKey, std::uint32_t>> keyed; // key, position in states
        ExactNodeTable<32, std::uint32_t> index{SIZE_MAX};    // key → position in states
    };
    std::vector<std::unique_ptr<WalkLevel>> walkLevels_;
    std::unique_ptr<WalkLevel> walkSpare_; // a walked level's storage, emptied, for the next
};

// Whether the exact analysis covers the rule set's resplits (at most kMaxResplitHands hands).
Status checkSupported(const RuleSet& rules);
bool splitOrderMatters(const RuleSet& rules, Rank a, Rank b);

} // namespace f27::exactdetail
