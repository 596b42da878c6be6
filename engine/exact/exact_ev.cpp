#include "exact/exact_ev.h"

#include "cards/poker_hand.h"
#include "exact/dealer_poker_children.h"
#include "exact/dealer_probabilities.h"
#include "exact/dealer_removal_chain.h"
#include "exact/exact_node_table.h"
#include "exact/round_draw_bound.h"
#include "rules/hand_rules.h"
#include "rules/hand_value.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace f27 {

namespace {

// Memo keys (docs/analysis.md, "Speed"). A key holds the exact content it stands for — never
// only a hash of it — so a cache hit returns the value the uncached recursion would compute.
template <size_t N> struct ByteKey {
    alignas(8) std::array<std::uint8_t, N> b{};
    friend bool operator==(const ByteKey&, const ByteKey&) = default;
};
template <size_t N> struct ByteKeyHash {
    size_t operator()(const ByteKey<N>& k) const {
        std::uint64_t h = 0x84222325cbf29ce4ULL;
        for (size_t i = 0; i < N; i += 8) {
            std::uint64_t x;
            std::memcpy(&x, k.b.data() + i, 8);
            h ^= x;
            h *= 0x9E3779B97F4A7C15ULL;
            h ^= h >> 29;
        }
        return static_cast<size_t>(h);
    }
};

// A dealer distribution's key: [0] poker detail, [1..15] the unseen rank counts, [16..68] the
// unseen suited counts when the poker detail needs them (else 0).
using CompKey = ByteKey<72>;
// A player node's key: [0] doubled | fromSplit << 1, [1] hands, [2] the split card the hand
// started from, [3] the other split card (255: none), then the hand's cards as sorted kind
// codes (Card::index() for suited cards, kCardKinds + rank for cards followed by rank only),
// 255-padded. Within one HandSolver the unseen composition is a function of this key: it is
// the solver's root composition less the cards drawn since the root — the hand's cards less
// its root cards (the root hand, or the split card) — and, after a split, less the other split
// card (exact_ev.cpp, runTask and exactActionValues build every solver that way).
using NodeKey = ByteKey<32>;
constexpr size_t kNodeHandMax = 28;
// Resplits are analysed up to this many hands (HandSolver::resplitValue): a hand then has at
// most 2 × 32 − 3 pair cards out besides its own (m ≤ 2·maxHands − 3), which a node key's flags
// byte holds (flagsByte: removed ≤ 64) and PairOut::extra too.
constexpr int kMaxResplitHands = 32;
static_assert(2 * kMaxResplitHands - 2 <= 64);
// Two options whose values differ by less than this (in units of the wager) are a tie for a
// strategy the analysis follows rather than maximises over (HandSolver::policyValue).
constexpr double kTie = 1e-12;
using ShortNodeKey = ByteKey<16>; // HandSolver::shortNodeKey
// The key code of a card of a rank whose suit no longer matters but for not being one the
// dealer's flush reads (HandSolver::drawBySuitClass): after the rank-only codes.
constexpr int kOtherSuitCode = kCardKinds + kRankSlots;
// Past every card code (kOtherSuitCode's included): a node key's codes of the pair cards out
// (PairOut) are kOutCode + code for `extra` and 2 · kOutCode + code for `second`.
constexpr int kOutCode = 85;
static_assert(kOtherSuitCode + kRankSlots <= kOutCode && 3 * kOutCode <= 255);

// Writes the unseen composition into a key; false when a count does not fit a byte (the
// caller then does not memoise). With `suitsRead`, the suited counts of those suits only.
bool putComposition(CompKey& k, const Composition& unseen, bool suits,
                    const std::array<bool, 4>* suitsRead = nullptr) {
    const auto& ranks = unseen.rankCounts();
    for (size_t r = 0; r < ranks.size(); ++r) {
        if (ranks[r] > 255) return false;
        k.b[1 + r] = static_cast<std::uint8_t>(ranks[r]);
    }
    if (suits) {
        const auto& cards = unseen.cardCounts();
        for (size_t i = 0; i < cards.size(); ++i) {
            const Card c = cardFromIndex(static_cast<int>(i));
            if (suitsRead && !c.isJoker() && !(*suitsRead)[static_cast<size_t>(c.suit)]) continue;
            k.b[16 + i] = static_cast<std::uint8_t>(cards[i]);
        }
        // A dealer flush in any suit (a Joker face up): the distribution is a symmetric
        // function of the four suits' counts (dealerFlushChance sums over them), so the
        // suits' blocks of 13 counts are keyed in sorted order.
        if (suitsRead && std::count(suitsRead->begin(), suitsRead->end(), true) == 4) {
            using Block = std::array<std::uint8_t, 13>;
            std::array<Block, 4> blocks;
            for (size_t s = 0; s < 4; ++s)
                std::memcpy(blocks[s].data(), k.b.data() + 16 + 13 * s, 13);
            std::sort(blocks.begin(), blocks.end());
            for (size_t s = 0; s < 4; ++s)
                std::memcpy(k.b.data() + 16 + 13 * s, blocks[s].data(), 13);
        }
    }
    return true;
}

std::uint8_t kindCode(Card c) {
    return static_cast<std::uint8_t>(
        c.suit == Suit::None && !c.isJoker() ? kCardKinds + static_cast<int>(c.rank) : c.index());
}
Card cardOfKind(std::uint8_t code) {
    return code >= kCardKinds ? Card{static_cast<Rank>(code - kCardKinds), Suit::None}
                              : cardFromIndex(code);
}

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
int jokerFoldFrom(const RuleSet& rules) {
    if (rules.values.joker != JokerMode::Zero ||
        rules.values.points[static_cast<size_t>(Rank::Joker)] != 0 || rules.cardLimit.cards > 0 ||
        rules.fiveCard.enabled)
        return -1;
    for (const ForcedPlay& f : rules.forced)
        if (!f.when.cards.isAny()) return -1;
    for (const BonusRule& b : rules.bonuses)
        if (b.cards > 0 || !b.ranks.empty()) return -1;
    if (rules.wagerMode != WagerMode::Standard) // the player hand's fixed strategy
        for (const StrategyRow& row : rules.baccarat.playerStrategy.rows)
            if (!row.cards.isAny()) return -1;
    if (!rules.doubleDown.allowed && !rules.split.allowed && !rules.surrender.allowed) return 0;
    if (rules.doubleDown.allowed && !rules.doubleDown.firstTwoOnly) return -1;
    return 3;
}
bool playerIgnoresJokers(const RuleSet& rules) {
    return jokerFoldFrom(rules) == 0;
}

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
               bool memoise = true)
        : rules_(rules), dealer_(std::move(dealer)), tableMinPerWager_(tableMinimumPerWager),
          memoise_(memoise) {
        for (Card c : dealer_.faceUp)
            faceUpSums_.add(c, rules_.values);
        visible_ = dealerVisibleOf(rules_, faceUpSums_);
        // As dealerFlushChance: a dealer flush can be only in the suit of every face-up
        // non-Joker card (any suit when there is none).
        flushSuits_.fill(true);
        for (Card c : dealer_.faceUp)
            if (!c.isJoker())
                for (size_t s = 0; s < 4; ++s)
                    if (s != static_cast<size_t>(c.suit)) flushSuits_[s] = false;
        // Player nodes that differ only in Jokers share the dealer's distribution then, so
        // the dealer cache pays even without double and split.
        jokerBlind_ = memoise_ && dealerIgnoresJokers(rules_, dealer_);
        reusesDealers_ = reusesDealers_ || jokerBlind_;
        foldFrom_ = jokerBlind_ ? jokerFoldFrom(rules_) : -1;
        suitClasses_ = memoise_ && rules_.fiveCard.enabled &&
                       std::count(flushSuits_.begin(), flushSuits_.end(), true) < 4;
    }

    const std::string& error() const { return error_; }

    // The bet valued (the baccarat-like and slot modes, where the player hand is played by
    // fixed strategies and the seats bet on its outcome; Round::settleBox). Every outcome is a
    // win, a loss or a push of the player hand, and its chances sum to 1, so a bet paying a, b
    // and c on them is worth c + (a − c)·P(win) + (b − c)·P(loss): the solver values a win as
    // a − c (plus the bonuses, for the bet on the player hand), a loss as b − c and a push as
    // 0, and the caller adds c (betConstant). The standard mode is the bet on the player hand
    // with a = 1 (naturals: their payout), b = −1, c = 0.
    void setBet(BetSide side) {
        const BaccaratRule& bac = rules_.baccarat;
        side_ = side;
        maxNetAfterHit_ = -1;
        switch (side) {
        case BetSide::Player:
            winPays_ = bac.playerPays.toDouble();
            loses_ = -1;
            break;
        case BetSide::Dealer:
            winPays_ = -1;
            loses_ = bac.dealerPays.toDouble();
            break;
        case BetSide::Stalemate:
            winPays_ = loses_ = -1 - bac.stalematePays.toDouble();
            break;
        }
    }
    double betConstant() const {
        return baccarat() && side_ == BetSide::Stalemate ? rules_.baccarat.stalematePays.toDouble()
                                                         : 0.0;
    }
    // A loss of a hand whose wager is `mult` times the initial one.
    double loseUnits(double mult) const { return mult * loses_; }
    // A natural that wins (PL-4, T-3, B-4): its payout and bonuses; in the baccarat-like modes
    // a win like any other (Round::settleBox).
    double naturalWinUnits(const std::vector<Card>& cards) const {
        HandSums sums;
        for (Card c : cards)
            sums.add(c, rules_.values);
        const HandValue v = valueOf(sums, rules_.values);
        const double pays = baccarat() ? winPays_ : rules_.natural.payout.toDouble();
        return pays + (side_ == BetSide::Player ? bonusUnits(rules_, cards, v, 1, tableMinPerWager_)
                                                : 0.0);
    }
    bool baccarat() const { return rules_.wagerMode != WagerMode::Standard; }

    // Every composition this solver will see holds at most `cap` (the dealer graph's bound).
    void setCap(const Composition& cap) {
        cap_ = jokerBlind_ ? cap.withoutJokers() : cap;
        // Interchangeable suits (nodeKey): two suits hold the same count of every rank at the
        // root, and the dealer's flush reads both or neither.
        suitGroup_ = {0, 1, 2, 3};
        canonicalSuits_ = false;
        if (!memoise_ || !rules_.fiveCard.enabled || !cap.suited()) return;
        for (size_t s = 1; s < 4; ++s)
            for (size_t t = 0; t < s; ++t) {
                if (suitGroup_[t] != static_cast<int>(t) || flushSuits_[s] != flushSuits_[t])
                    continue;
                bool same = true;
                for (Rank r : kDeckRanks)
                    same = same && cap.count(Card{r, static_cast<Suit>(s)}) ==
                                       cap.count(Card{r, static_cast<Suit>(t)});
                if (same) {
                    suitGroup_[s] = static_cast<int>(t);
                    canonicalSuits_ = true;
                    break;
                }
            }
    }
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

    // F-11 and the options: what the player may choose for the hand (Round::legalActions
    // without a bankroll). `hands` is the number of hands the seat holds.
    std::vector<Action> choices(const Hand& h, int hands) const {
        std::vector<Action> out{Action::Hit, Action::Stand};
        const HandValue v = valueOf(h.sums, rules_.values);
        const bool firstTwo = h.cards.size() == 2;
        const DoubleRule& d = rules_.doubleDown;
        if (d.allowed && (!d.firstTwoOnly || firstTwo) && (!h.fromSplit || d.afterSplit) &&
            kindHolds(d.kind, v) && d.total.contains(v.total))
            out.push_back(Action::Double);
        if (maySplit(h, hands)) out.push_back(Action::Split);
        const SurrenderRule& su = rules_.surrender;
        if (su.allowed && (!su.firstTwoOnly || firstTwo) && (!h.fromSplit || su.afterSplit))
            out.push_back(Action::Surrender);
        return out;
    }

    // The action's value. `withinMax`: only the maximum over the hand's options is wanted
    // (onTurnUncached), which lets a hit skip the Jokers where they do not matter (see hit()).
    double value(Action a, const Hand& h, const Composition& unseen, int hands,
                 bool withinMax = false) {
        switch (a) {
        case Action::Hit:
            return withinMax ? hit(h, unseen, hands) : hitExactly(h, unseen, hands);
        case Action::Stand:
            return complete(h, unseen);
        case Action::Double: { // F-18: the wager doubles, exactly one card, the hand stands
            Hand d = h;
            d.doubled = true;
            return hit(d, unseen, hands);
        }
        case Action::Split:
            return split(h, unseen, hands);
        case Action::Surrender:
            return -(Money{1} - rules_.surrender.refund).toDouble();
        case Action::TakeInsurance:
        case Action::DeclineInsurance:
            break;
        }
        error_ = "not a hand action";
        return 0;
    }

    // The hand when the Round looks at it on its turn, any awaited card dealt. Memoised by the
    // hand's card multiset (its order matters to no rule once the first two cards are past:
    // the split test and B-9's split Aces read the split cards, which are in the key), the
    // flags and the unseen composition: together they fix everything the value depends on.
    double onTurn(const Hand& h, const Composition& unseen, int hands) {
        if (!error_.empty()) return 0;
        if (cancelled_ && (++polls_ % kCancelPollNodes) == 0 && cancelled_()) {
            error_ = "cancelled";
            return 0;
        }
        if (!memoise_) return onTurnUncached(h, unseen, hands);
        // A hand of rank-only cards has the short key (its own table: a view's memo then
        // fits the core's cache better); any other the full one.
        if (ShortNodeKey key; shortNodeKey(key, h, hands)) {
            if (const double* hit = shortNodes_.find(key.b)) return *hit;
            const double v = onTurnUncached(h, unseen, hands);
            if (error_.empty()) shortNodes_.insert(key.b, v); // emptied at its bound (memory)
            return v;
        }
        NodeKey key;
        if (!nodeKey(key, h, hands)) return onTurnUncached(h, unseen, hands);
        if (const double* hit = nodes_.find(key.b)) return *hit;
        const double v = onTurnUncached(h, unseen, hands);
        if (error_.empty()) nodes_.insert(key.b, v); // emptied at kMaxNodeEntries (memory)
        return v;
    }

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

    // The short node key of a hand whose cards are all followed by rank (Suit::None; Jokers
    // have no suit): [0] flagsByte, [1] hands, [2] the split card's code, [3]
    // the other split card's, then the hand's count of each rank slot in 5 bits (Jokers not
    // counted where the nodes ignore them). The same content as nodeKey's (a multiset of
    // rank-only codes is its counts), so equal short keys mean equal values. False when a card
    // is suited or a count does not fit 5 bits.
    bool shortNodeKey(ShortNodeKey& k, const Hand& h, int hands) const {
        if (hands > 127 || h.out) return false;
        const bool fold = folds(h);
        std::array<int, kRankSlots> counts{};
        for (const Card c : h.cards) {
            if (c.suit != Suit::None && !c.isJoker()) return false;
            if (fold && c.isJoker()) continue;
            if (++counts[static_cast<size_t>(c.rank)] > 31) return false;
        }
        k.b[0] = flagsByte(h);
        k.b[1] = handsByte(h, hands);
        k.b[2] = h.fromSplit || orderKeyed(h) ? kindCode(h.cards[0]) : 255;
        k.b[3] = h.other;
        std::uint64_t lo = 0, hi = 0; // 15 slots × 5 bits = 75 bits
        for (size_t r = 0; r < kRankSlots; ++r) {
            const std::uint64_t v = static_cast<std::uint64_t>(counts[r]);
            const size_t bit = 5 * r;
            if (bit < 64) {
                lo |= v << bit;
                if (bit + 5 > 64) hi |= v >> (64 - bit);
            } else {
                hi |= v << (bit - 64);
            }
        }
        std::memcpy(k.b.data() + 4, &lo, 8);
        const std::uint32_t hi32 = static_cast<std::uint32_t>(hi);
        std::memcpy(k.b.data() + 12, &hi32, 4);
        return true;
    }

    // The hand is complete on its turn with neither a choice nor a forced play
    // (Round::stepPlayerTurns): bust (F-4), doubled (F-18: one card only), split Aces with one
    // card each (B-9), or at the card limit.
    bool endsOnTurn(const Hand& h) const {
        return valueOf(h.sums, rules_.values).bust || h.doubled ||
               (h.fromSplit && rules_.split.acesOneCardEach && h.cards[0].isAce()) ||
               (rules_.cardLimit.cards > 0 && h.sums.cards >= rules_.cardLimit.cards);
    }

    double onTurnUncached(const Hand& h, const Composition& unseen, int hands) {
        const HandValue v = valueOf(h.sums, rules_.values);
        // These hands end here: no hand is derived from theirs (complete's `leaf`).
        if (endsOnTurn(h)) return complete(h, unseen, true);
        if (const auto op = forcedPlay(rules_, h.sums, visible_)) // F-11
            return *op == Op::Hit ? hit(h, unseen, hands) : complete(h, unseen, true);
        if (baccarat()) { // nobody is consulted: the player hand's fixed strategy
            const FixedStrategy& ps = rules_.baccarat.playerStrategy;
            const int row = strategyRow(ps, h.sums, rules_.values);
            return strategyHits(ps, row, v.total) ? hit(h, unseen, hands) : complete(h, unseen);
        }
        // Stand first: its composition is then the one the hit's stands follow from
        // (DealerRemovalChain). The maximum does not depend on the order.
        double best = value(Action::Stand, h, unseen, hands, true);
        for (Action a : choices(h, hands)) {
            if (a == Action::Stand) continue;
            // A hit that cannot reach the best so far is not valued: the maximum is the same.
            if (a == Action::Hit && pruneHits_ && !collecting_ && hitCeiling(h, unseen) <= best)
                continue;
            best = std::max(best, value(a, h, unseen, hands, true));
        }
        return best;
    }

    // An upper bound on the value of hitting `h` (an undoubled hand of two cards or more):
    // a card that busts it loses one wager (F-4), any other leads to hands worth at most
    // maxNetAfterHit(); the chance of the latter is at most Σ n_r / left over the ranks r that
    // do not bust it, as forEachDraw's chances (n_r − w_r) / left only lower it (w_r ≥ 0, the
    // dealer's unseen card's weights). So the maximum over the options skips the hit exactly
    // when this is no more than another option's value (Blackjack's full shoe: hard 18 and
    // over against every up-card, 17 against most; docs/analysis.md, "Hits that cannot be
    // best"). Not while collecting a hint's batch (its values are placeholders, and every
    // stand's composition is wanted).
    double hitCeiling(const Hand& h, const Composition& unseen) {
        const double most = maxNetAfterHit();
        const bool skipJokers = folds(h);
        const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0) -
                            (skipJokers ? unseen.count(Rank::Joker) : 0);
        if (!(most < 1e300) || left <= 0) return 1e300;
        double standing = 0;
        for (Rank r : kAllRanks) {
            const int n = unseen.count(r);
            if (n == 0 || (skipJokers && r == Rank::Joker)) continue;
            HandSums next = h.sums;
            next.add(Card{r, Suit::None}, rules_.values);
            if (!valueOf(next, rules_.values).bust) standing += n;
        }
        const double pStanding = std::min(1.0, standing / left);
        return pStanding * most + (1 - pStanding) * loseUnits(1);
    }

    // The most any hand reached by a hit can be worth, in units of its initial wager: a win
    // (at most doubled later, where a double is allowed past the first two cards) with every
    // bonus that pays; no natural (two cards only). Unbounded (no pruning) in the baccarat-like
    // modes, whose wins and losses are the bet's.
    double maxNetAfterHit() {
        if (maxNetAfterHit_ >= 0) return maxNetAfterHit_;
        if (baccarat() || winPays_ < 0) return maxNetAfterHit_ = 1e300;
        const DoubleRule& d = rules_.doubleDown;
        const double mult = d.allowed && !d.firstTwoOnly ? 2 : 1;
        double most = mult * winPays_;
        for (const BonusRule& b : rules_.bonuses)
            most += std::max(0.0, b.amount.toDouble()) *
                    (b.pay == BonusRule::Pay::Odds ? mult : tableMinPerWager_);
        return maxNetAfterHit_ = std::max(0.0, most);
    }

    // F-10: the hand is complete: predetermined outcomes (PL-6, T-5, B-11), then the dealer.
    // `leaf`: no longer hand follows from this one (the removal chain need not keep it).
    double complete(const Hand& h, const Composition& unseen, bool leaf = false) {
        if (!error_.empty()) return 0;
        const double mult = h.doubled ? 2 : 1;
        const HandValue v = valueOf(h.sums, rules_.values);
        if (v.bust) return loseUnits(mult);
        const double win = winUnits(h, v, mult);
        if (rules_.predetermined.playerTargetWins && v.total == rules_.values.target) return win;
        const FiveCardRule& five = rules_.fiveCard;
        const bool pq = five.enabled && h.sums.cards == five.cards;
        if (pq && memoise_ && batched_.empty() && !collecting_)
            return completeAgainst(h, v, unseen, win, mult, leaf);
        const PokerLadder* ladder = nullptr;
        const DealerDistribution* dist = dealerFor(unseen, pq, &ladder, leaf);
        if (!dist) return 0;
        double ev = versusTotals(h, v, *dist, win, mult);
        if (pq && (ladder || !dist->poker.empty())) {
            // PL-9, PL-11: both hands qualify; the better poker hand wins, equal ones push.
            const PokerValue mine = evaluatePoker(h.cards.data(), five.cards);
            if (ladder) return ev + ladder->versus(mine, win, loseUnits(mult));
            auto versus = [&](PokerValue d) {
                return mine > d ? win : d > mine ? loseUnits(mult) : 0.0;
            };
            for (const DealerPokerHand& d : dist->poker)
                ev += d.p * (d.pFlush * versus(d.flush) + (1 - d.pFlush) * versus(d.plain));
        }
        return ev;
    }

    // The standing hand's expected net against the dealer's natural (still to be checked: it
    // beats every open hand; naturals never get here), bust (PL-8, T-6, B-11) and totals.
    double versusTotals(const Hand& h, const HandValue& v, const DealerDistribution& dist,
                        double win, double mult) const {
        double ev = loseUnits(mult) * dist.natural + win * dist.bust;
        for (const DealerTotal& t : dist.totals)
            ev += t.p * showdown(h, v, t.total, t.cards, win, mult);
        return ev;
    }

    // complete() for a five-card hand outside a hint's batch: the dealer's poker hands folded
    // against this hand's poker value as they are evaluated (DealerGraph::evaluateAgainst).
    // Not cached: the suit classes (nodeKey) already merge the hands that would share a
    // composition, so one hardly recurs (measured: ~1.0 uses per composition on poker-like).
    // A hand drawn by a hit (forEachHit) takes the dealer's poker hands from its parent's
    // instead (DealerPokerChildren), and the rest of her distribution as any stand does.
    double completeAgainst(const Hand& h, const HandValue& v, const Composition& unseen, double win,
                           double mult, bool leaf) {
        if (!ensureGraph()) return 0;
        const PokerValue mine = evaluatePoker(h.cards.data(), rules_.fiveCard.cards);
        if (const DealerPokerChildren* kids = pokerChildrenFor(h, unseen)) {
            const PokerLadder* ladder = nullptr;
            const DealerDistribution* plain = dealerFor(unseen, false, &ladder, leaf);
            if (!plain) return 0;
            // versusTotals wins every dealer five-card hand below the target (only the
            // player's qualifies there); PL-9, PL-11: those above lose instead, equal ones push.
            const DealerPokerChildren::Versus vs = kids->versus(h.cards.back(), mine);
            return versusTotals(h, v, *plain, win, mult) + (loseUnits(mult) - win) * vs.above -
                   win * vs.equal;
        }
        auto dist = graph_->evaluateAgainst(unseen, mine);
        if (!dist) {
            error_ = dist.error();
            return 0;
        }
        return versusTotals(h, v, *dist, win, mult) + win * dist->pokerBelow +
               loseUnits(mult) * dist->pokerAbove; // PL-9, PL-11
    }

    // The parent's poker hands for a five-card hand a hit is following, set up at its parent's
    // first such child (a parent has ≈ 3 on average: the node memo serves the rest); null where
    // the hand is not one or the parent does not serve (the child is then evaluated by itself,
    // which reports any error).
    const DealerPokerChildren* pokerChildrenFor(const Hand& h, const Composition& unseen) {
        const HitContext& at = hitContext_;
        if (at.child != &unseen || jokerBlind_ || h.cards.size() == 0 ||
            !(h.cards.back() == at.card))
            return nullptr;
        if (pokerChildrenSerial_ == at.serial) return pokerChildren_.get();
        if (!pokerChildren_ || pokerChildrenGraph_ != graph_.get()) {
            pokerChildren_ = std::make_unique<DealerPokerChildren>(*graph_);
            pokerChildrenGraph_ = graph_.get();
        }
        if (!pokerChildren_->serves(*at.parent)) return nullptr;
        // The parent's finals from the removal chain (its stand was valued before its hits, so
        // a level usually holds it; otherwise derived now, as a stand would be), else a pass.
        const bool chained = memoise_ && dealerChain_ && useRemovalChain(*at.parent);
        if (chained && !chain_->held(*at.parent)) chain_->evaluate(*at.parent, pokerScratch_, true);
        if (chained && chain_->held(*at.parent))
            pokerChildren_->setParent(*at.parent, *chain_);
        else if (!pokerChildren_->setParent(*at.parent))
            return nullptr;
        pokerChildrenSerial_ = at.serial;
        return pokerChildren_.get();
    }

    // F-17: each post-split hand is its own game; see exact_ev.h for the method. `hands`: the
    // seat's hands before this split. Where a hand may be split again (split.maxHands), the
    // value of the hands this split makes with every resplit they lead to (resplitValue).
    double split(const Hand& h, const Composition& unseen, int hands) {
        const int most = rules_.split.maxHands;
        const bool resplits = hands + 1 < most && resplittable(h);
        if (!splitCardsLast(h, unseen, resplits ? most - hands - 1 : 0)) return 0;
        if (resplits) return resplitValue(h, unseen, hands + 1);
        double ev = 0;
        for (size_t i = 0; i < 2; ++i)
            ev += hit(splitHand(h, i, 1), unseen, most);
        return ev;
    }

    // Whether the cards last a split of the pair `h` (with `resplits` more hands later pair
    // cards may begin): its hands and the dealer each draw from `unseen` as if alone
    // (exact_ev.h), which holds only while the cards last (round_draw_bound.h); else the
    // error. The hand's own later draws, and the dealer's after a single hand, are followed
    // card by card and fail where the cards run out.
    bool splitCardsLast(const Hand& h, const Composition& unseen, int resplits) {
        if (!cardsMustLast_) return true;
        if (!drawLimits_) drawLimits_ = drawLimitsOf(rules_);
        std::vector<DrawSlot> slots;
        for (Card c : h.cards)
            slots.push_back(DrawSlot{rules_.values.points[static_cast<size_t>(c.rank)], 1, false});
        for (int i = 0; i < resplits; ++i) // each begins with a pair card from `unseen`
            slots.push_back(DrawSlot{slots[0].sum, 1, false, 1});
        slots.push_back(DrawSlot{faceUpSums_.hard, faceUpSums_.cards, true});
        const Status s = cardsLast(rules_, *drawLimits_, slots, unseen);
        if (!s && error_.empty()) error_ = s.error();
        return s.ok();
    }

    // A post-split hand holding `first`, with `removed` cards of `other`'s kind out besides it.
    Hand postSplitHand(Card first, Card other, int removed) const {
        Hand one;
        one.fromSplit = true;
        one.other = kindCode(other);
        one.removed = static_cast<std::uint8_t>(removed);
        return one.plus(first, rules_.values);
    }
    // Hand i of a split of the pair `h`.
    Hand splitHand(const Hand& h, size_t i, int removed) const {
        return postSplitHand(h.cards[i], h.cards[1 - i], removed);
    }

    // Whether a post-split hand holding the pair `h`'s two cards reaches a decision where it may
    // be split again (the hand count permitting): onTurnUncached's conditions before a choice.
    bool resplittable(const Hand& h) const {
        const Hand two = splitHand(h, 0, 1).plus(h.cards[1], rules_.values);
        if (endsOnTurn(two) || baccarat() || forcedPlay(rules_, two.sums, visible_)) return false;
        const std::vector<Action> options = choices(two, 1);
        return std::find(options.begin(), options.end(), Action::Split) != options.end();
    }

    // Resplits (docs/analysis.md, "Resplits"). The pair's two hands and every hand a pair card
    // dealt as a hand's second card makes, while the seat holds fewer than `cap` hands: the
    // value is the best over caps from `h0` (the hands after this split) to split.maxHands.
    // Method (the analysis' "zero memory", exact for it): each hand is played by the strategy
    // that is optimal for it alone given its own cards and the unseen cards at this split —
    // the other of the pair's two cards out for a hand holding one of them ("initial"), both
    // out for a hand a later pair card began ("drawn") — and resplits its pair while the cap
    // allows. By exchangeability (optional stopping for draws without replacement), a
    // hand's expected net given the second cards dealt before it, in order, is the value of
    // its own cards drawn from the unseen cards less those second cards: the other hands'
    // later draws do not matter. A hand that closed with a non-pair card while resplits were
    // open is a condition on a card of unknown rank; inclusion–exclusion turns it into terms
    // where only pair cards are out: 1{not a pair card} = 1 − 1{pair card}, and an
    // unconstrained card can be moved past the hand (exchangeability). Every term is then
    //     K(m, cond) = P(the first m cards are pair cards) × E[the hand's net | those m out,
    //                  its second card satisfies cond],
    // for m pair cards out besides the pair, computed by the strategy above (policyValue: its
    // choices read on the composition it was made for, its value on the actual one).
    // Pair cards of several kinds (equal-value ranks the rules tell apart, suits under the
    // five-card rule): see MixedPairs below.
    double resplitValue(const Hand& pair, const Composition& unseen, int h0) {
        ResplitTerms terms(*this, pair, unseen, nullptr);
        double best = -1e300;
        for (int cap = h0; cap <= rules_.split.maxHands && error_.empty(); ++cap)
            best = std::max(best, splitTree(terms, h0, cap));
        return error_.empty() ? best : 0;
    }

    // The split's value when `policy` plays its hands (DecisionWalk: a chart) and resplits
    // up to `cap` hands; the same method as resplitValue's.
    double policySplitValue(const Hand& pair, const Composition& unseen, int h0, int cap,
                            const SplitPolicy& policy) {
        if (!splitCardsLast(pair, unseen, cap - h0)) return 0;
        ResplitTerms terms(*this, pair, unseen, &policy);
        const double v = splitTree(terms, h0, cap);
        return error_.empty() ? v : 0;
    }

    // Whether the hand is a pair of two kinds of card that may be split again: the value of
    // its resplits reads the order of its cards (splitOrderMatters), so its node key does.
    bool orderKeyed(const Hand& h) const {
        const SplitRule& sp = rules_.split;
        return h.cards.size() == 2 && !h.fromSplit && sp.allowed && sp.maxHands > 2 &&
               !(h.cards[0] == h.cards[1]) && pairs(h.cards[0].rank, h.cards[1].rank);
    }

    // Whether the hand may be split here: choices() offers Split.
    bool maySplit(const Hand& h, int hands) const {
        const SplitRule& sp = rules_.split;
        return sp.allowed && h.cards.size() == 2 && hands < sp.maxHands &&
               pairs(h.cards[0].rank, h.cards[1].rank);
    }

    // Whether two ranks make a pair the rules let a hand split (choices()).
    bool pairs(Rank a, Rank b) const { return isSplitPair(rules_, a, b); }

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

    // The pair cards of a split whose pair cards are of several kinds: ranks the rules tell
    // apart though they pair (split.byValue), or — with the five-card rule, whose poker hands
    // read suits — the suited cards of the pair's rank(s). The m pair cards out are a multiset
    // M of those kinds, with
    //     P(M) = Σ_{x ∈ M} P(M − x) · P(next card is x | the unseen cards less M − x)
    // (the chance the first m cards are M in some order). A hand of the pair holding card a,
    // the other card b: Σ_M P(M) · V(a; b and M out). A drawn hand's first card is one of the
    // m, and the m are exchangeable: Σ_M P(M) Σ_{x ∈ M} (M_x / m) · V(x; the pair, M − x out).
    class MixedPairs {
    public:
        MixedPairs(HandSolver& s, Card a, Card b, const Composition& unseen)
            : s_(s), a_(a), b_(b), suited_(s.rules_.fiveCard.enabled) {
            if (suited_) {
                for (int i = 0; i < kCardKinds; ++i)
                    if (const Card c = cardFromIndex(i);
                        unseen.count(c) > 0 && s.pairs(c.rank, a.rank))
                        kinds_.push_back(c);
            } else {
                for (Rank r : kAllRanks)
                    if (unseen.count(r) > 0 && s.pairs(r, a.rank))
                        kinds_.push_back(Card{r, Suit::None});
            }
            if (kinds_.size() > kMaxKinds) {
                s.error_ = "too many kinds of pair cards for the exact analysis of resplits";
                kinds_.clear();
            }
            levels_.push_back({Multiset{{}, 1.0, unseen}});
            // The method splits every pair a pair card makes while the cap allows: each such
            // pair must offer the split as the pair itself does (resplittable).
            std::vector<Card> firsts{a, b};
            firsts.insert(firsts.end(), kinds_.begin(), kinds_.end());
            for (Card x : firsts)
                for (Card y : kinds_) {
                    Hand two;
                    two = two.plus(x, s.rules_.values).plus(y, s.rules_.values);
                    if (!s.resplittable(two) && s.error_.empty())
                        s.error_ = "the exact analysis covers resplits where every pair of the "
                                   "pair's kind may be split again (" +
                                   rankCode(x.rank) + " and " + rankCode(y.rank) + " may not)";
                }
        }

        double term(TreeHand hand, int m, const SplitPlay& play, bool pairOnly) {
            const std::vector<Multiset>& level = levelOf(m);
            double ev = 0;
            PairOut out;
            for (const Multiset& e : level) {
                if (e.p <= 0 || !s_.error_.empty()) continue;
                if (hand != kDrawnHand) {
                    const Card first = hand == kFirstHand ? a_ : b_;
                    const Card other = hand == kFirstHand ? b_ : a_;
                    out = outOf(e, -1, 255);
                    ev += e.p * leaf(first, other, out, e.comp, play, pairOnly);
                    continue;
                }
                for (size_t j = 0; j < kinds_.size(); ++j) {
                    if (e.counts[j] == 0) continue;
                    out = outOf(e, static_cast<int>(j), kindCode(a_));
                    const double share = static_cast<double>(e.counts[j]) / m;
                    ev += e.p * share * leaf(kinds_[j], b_, out, e.comp, play, pairOnly);
                }
            }
            return ev;
        }

    private:
        static constexpr size_t kMaxKinds = 32;
        struct Multiset {
            std::array<std::uint8_t, kMaxKinds> counts{}; // by index into kinds_
            double p = 0;
            Composition comp; // the unseen cards less the multiset
        };

        // The multiset's kinds as kind codes, less one of kinds_[skip] (skip ≥ 0).
        PairOut outOf(const Multiset& e, int skip, std::uint8_t second) const {
            PairOut out;
            out.second = second;
            for (size_t j = 0; j < kinds_.size(); ++j)
                for (int n = e.counts[j] - (static_cast<int>(j) == skip ? 1 : 0); n > 0; --n)
                    out.extra[out.n++] = kindCode(kinds_[j]);
            return out;
        }

        double leaf(Card first, Card other, const PairOut& out, const Composition& comp,
                    const SplitPlay& play, bool pairOnly) {
            Hand h = s_.postSplitHand(first, other, 1 + (out.second != 255 ? 1 : 0) + out.n);
            h.out = &out;
            return s_.policyHit(h, comp, play, pairOnly);
        }

        // The chance that the next card is of each kind (forEachDraw's law).
        std::vector<double> chances(const Composition& comp) {
            std::vector<double> q(kinds_.size(), 0.0);
            if (!suited_) {
                const std::array<double, kRankSlots> byRank = s_.drawChances(comp);
                for (size_t j = 0; j < kinds_.size(); ++j)
                    q[j] = byRank[static_cast<size_t>(kinds_[j].rank)];
                return q;
            }
            const std::array<double, kCardKinds> byCard = s_.suitedDrawChances(comp);
            for (size_t j = 0; j < kinds_.size(); ++j)
                q[j] = byCard[static_cast<size_t>(kinds_[j].index())];
            return q;
        }

        const std::vector<Multiset>& levelOf(int m) {
            while (static_cast<int>(levels_.size()) <= m) {
                std::map<std::array<std::uint8_t, kMaxKinds>, size_t> at;
                std::vector<Multiset> next;
                for (const Multiset& e : levels_.back()) {
                    if (e.p <= 0) continue;
                    const std::vector<double> q = chances(e.comp);
                    for (size_t j = 0; j < kinds_.size(); ++j) {
                        if (q[j] <= 0) continue;
                        Multiset grown = e;
                        ++grown.counts[j];
                        auto [it, fresh] = at.emplace(grown.counts, next.size());
                        if (fresh) {
                            grown.p = 0;
                            if (suited_)
                                grown.comp.removeCard(kinds_[j]);
                            else
                                grown.comp.removeRank(kinds_[j].rank);
                            next.push_back(grown);
                        }
                        next[it->second].p += e.p * q[j];
                    }
                }
                levels_.push_back(std::move(next));
            }
            return levels_[static_cast<size_t>(m)];
        }

        HandSolver& s_;
        Card a_, b_;
        bool suited_;
        std::vector<Card> kinds_;
        std::vector<std::vector<Multiset>> levels_;
    };

    // K(m, cond) of resplitValue, computed when first asked for. A hand of the pair holds one
    // of its two cards (its strategy: the other one out); a drawn hand, a later pair card (its
    // strategy: both of the pair's cards out). The pair cards are of one kind when both of the
    // pair's cards are of one rank, no other rank in the unseen cards pairs with them and no
    // five-card rule reads their suits: the m cards out are then that rank m times. Otherwise
    // (MixedPairs) they are a multiset of the kinds that pair with them. With a policy and one
    // kind, every hand plays by it and the three hands are one term.
    class ResplitTerms {
    public:
        ResplitTerms(HandSolver& s, const Hand& pair, const Composition& unseen,
                     const SplitPolicy* policy)
            : s_(s), a_(pair.cards[0]), b_(pair.cards[1]), unseen_(unseen), policy_(policy) {
            bool oneKind = a_.rank == b_.rank && !s.rules_.fiveCard.enabled;
            for (Rank r : kAllRanks)
                if (r != a_.rank && unseen.count(r) > 0 && s.pairs(r, a_.rank)) oneKind = false;
            if (!oneKind) mixed_ = std::make_unique<MixedPairs>(s, a_, b_, unseen);
        }
        // E[net · 1{the first m cards are pair cards} · 1{cond on the hand's second card}];
        // `nonPair`: the second card is not a pair card, else any card.
        double k(TreeHand hand, int m, bool nonPair) {
            const double any = term(hand, m, false);
            return nonPair ? any - term(hand, m, true) : any;
        }

    private:
        double term(TreeHand hand, int m, bool pairOnly) {
            if (!mixed_ && (policy_ || hand == kSecondHand))
                hand = policy_ ? kDrawnHand : kFirstHand;
            const size_t i = (static_cast<size_t>(m) * 3 + hand) * 2 + (pairOnly ? 1 : 0);
            if (memo_.size() <= i) memo_.resize(i + 1, std::nullopt);
            if (!memo_[i]) {
                const SplitPlay play{hand == kDrawnHand ? 2 : 1, policy_};
                memo_[i] =
                    mixed_ ? mixed_->term(hand, m, play, pairOnly) : oneKind(m, play, pairOnly);
            }
            return *memo_[i];
        }
        // One kind: every hand holds a card of a_'s kind (term() maps the second hand to the
        // first), with m + 1 of that kind out besides its own.
        double oneKind(int m, const SplitPlay& play, bool pairOnly) {
            const double p = reach(m);
            if (p <= 0) return 0;
            return p * s_.policyHit(s_.postSplitHand(a_, a_, m + 1), comps_[static_cast<size_t>(m)],
                                    play, pairOnly);
        }
        // P(the next m cards are all of the pair's rank); comps_[m]: the unseen cards less them.
        double reach(int m) {
            if (comps_.empty()) {
                comps_.push_back(unseen_);
                chances_.push_back(1.0);
            }
            while (static_cast<int>(comps_.size()) <= m) {
                const Composition& last = comps_.back();
                const double p = chances_.back();
                Composition next = last;
                double q = 0;
                if (last.count(a_.rank) > 0) {
                    q = s_.drawChances(last)[static_cast<size_t>(a_.rank)];
                    next.removeRank(a_.rank);
                }
                comps_.push_back(next);
                chances_.push_back(p * q);
            }
            return chances_[static_cast<size_t>(m)];
        }

        HandSolver& s_;
        Card a_, b_;
        const Composition& unseen_;
        const SplitPolicy* policy_;
        std::unique_ptr<MixedPairs> mixed_;
        std::vector<std::optional<double>> memo_;
        std::vector<Composition> comps_;
        std::vector<double> chances_;
    };

    // The split's hands from their first cards, resplits up to `cap` hands.
    double splitTree(ResplitTerms& terms, int h0, int cap) {
        std::unordered_map<std::uint32_t, double> memo;
        return resplitPatterns(terms, memo, PatternState{kFirstHand, 0, true, 0, 0}, h0, cap);
    }

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

    // The sum over the patterns of second cards from `s`: each close adds its hand's expected
    // net over every continuation. The sum depends on the state only, so it is memoised by it:
    // O(cap⁴) states instead of the ≈ 4^cap patterns themselves.
    double resplitPatterns(ResplitTerms& terms, std::unordered_map<std::uint32_t, double>& memo,
                           const PatternState& s, int h0, int cap) {
        if (!error_.empty()) return 0;
        if (const auto it = memo.find(s.key()); it != memo.end()) return it->second;
        const bool open = h0 + s.k < cap;
        // This hand closes: Σ_t (−1)^t C(b, t) K(k + t), the b non-pair closes before it
        // expanded by inclusion–exclusion.
        double close = 0, binom = 1;
        for (int t = 0; t <= s.b; ++t) {
            close += (t % 2 == 0 ? 1 : -1) * binom * terms.k(s.hand, s.k + t, open);
            binom = binom * (s.b - t) / (t + 1);
        }
        double ev = close;
        const int b = s.b + (open ? 1 : 0);
        if (s.queued > 0)
            ev += resplitPatterns(terms, memo, {kDrawnHand, s.queued - 1, s.secondPending, s.k, b},
                                  h0, cap);
        else if (s.secondPending)
            ev += resplitPatterns(terms, memo, {kSecondHand, 0, false, s.k, b}, h0, cap);
        if (open) // a pair card: the hand is split again and takes another second card
            ev += resplitPatterns(terms, memo,
                                  {s.hand, s.queued + 1, s.secondPending, s.k + 1, s.b}, h0, cap);
        if (error_.empty()) memo.emplace(s.key(), ev);
        return ev;
    }

    // The chance that the next card the player receives is of each suited card (a suited
    // composition: forEachDraw's suited law, without the suit classes' pooling).
    std::array<double, kCardKinds> suitedDrawChances(const Composition& unseen) {
        std::array<double, kCardKinds> chance{};
        std::array<double, kRankSlots> w{};
        if (!nextCardWeights(unseen, w)) return chance;
        const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0);
        if (left <= 0) return chance;
        for (int i = 0; i < kCardKinds; ++i) {
            const Card c = cardFromIndex(i);
            if (const int n = unseen.count(c); n > 0) {
                const double p = suitedChance(unseen, w, left, c, n);
                chance[static_cast<size_t>(i)] = p <= 1e-12 ? 0 : p; // forEachDraw's kImpossible
            }
        }
        return chance;
    }
    // The same by rank (forEachDraw's law; with suits, the sum over them).
    std::array<double, kRankSlots> drawChances(const Composition& unseen) {
        std::array<double, kRankSlots> chance{};
        forEachDraw(Hand{}, unseen, [&](Card d, double p, const Composition&) {
            chance[static_cast<size_t>(d.rank)] += p;
        });
        return chance;
    }

    // The hand hits (once, or until forced plays stop) and then plays as `play` plays;
    // `pairOnly`: only the draws of a card of the hand's first card's kind.
    double policyHit(const Hand& h, const Composition& unseen, const SplitPlay& play,
                     bool pairOnly = false) {
        double ev = 0;
        const double bust = loseUnits(h.doubled ? 2 : 1);
        forEachHit(h, unseen, [&](Card d, double p, const Composition& next) {
            if (pairOnly && !pairs(d.rank, h.cards[0].rank)) return;
            const Hand child = h.plus(d, rules_.values);
            ev += p *
                  (valueOf(child.sums, rules_.values).bust ? bust : policyValue(child, next, play));
        });
        return ev;
    }

    // The value of a post-split hand (h.removed of its `other` kind out) as `play` plays it:
    // by a policy's choices, or by the strategy that is optimal where play.strategyRemoved of
    // them are out instead (the unseen cards then hold the difference) — its choices are the
    // maxima there, its value is taken on `unseen`; equal counts: the optimal value itself.
    // Ties go to the first action in Round::legalActions order. Memoised by the node key with
    // play.keyByte() in place of the hand count (leaves are keyed with split.maxHands hands:
    // no further split).
    double policyValue(const Hand& h, const Composition& unseen, const SplitPlay& play) {
        const int most = rules_.split.maxHands;
        const int strategyRemoved = play.strategyRemoved;
        if (!play.policy && h.removed == strategyRemoved) return onTurn(h, unseen, most);
        if (!error_.empty()) return 0;
        NodeKey key;
        const bool keyed = memoise_ && nodeKey(key, h, most);
        if (keyed) {
            key.b[1] = static_cast<std::uint8_t>((key.b[1] & 128) | play.keyByte());
            if (const double* hit = policyNodes_.find(key.b)) return *hit;
        }
        double out = 0;
        if (endsOnTurn(h)) {
            out = onTurn(h, unseen, most); // no decision follows: any strategy's value
        } else if (const auto op = forcedPlay(rules_, h.sums, visible_)) { // F-11
            out = *op == Op::Hit ? policyHit(h, unseen, play) : complete(h, unseen, true);
        } else if (play.policy) {
            const Action chosen = (*play.policy)(h, choices(h, most));
            out = chosen == Action::Hit ? policyHit(h, unseen, play)
                                        : value(chosen, h, unseen, most, true);
        } else {
            Hand mine = h;
            mine.removed = static_cast<std::uint8_t>(strategyRemoved);
            Composition there = unseen;
            PairOut kept; // MixedPairs: the strategy's hand has the pair's cards out only
            if (h.out) {
                kept.second = h.out->second;
                mine.out = kept.second == 255 ? nullptr : &kept;
                for (size_t i = 0; i < h.out->n; ++i)
                    there.add(cardOfKind(h.out->extra[i]));
            } else {
                const Card kind{cardOfKind(h.other).rank, Suit::None}; // draws are by rank
                there.add(kind, h.removed - strategyRemoved);
            }
            const Action chosen = strategyChoice(mine, there);
            out = chosen == Action::Hit ? policyHit(h, unseen, play)
                                        : value(chosen, h, unseen, most, true);
        }
        if (keyed && error_.empty()) policyNodes_.insert(key.b, out);
        return out;
    }

    // The optimal choice for `mine` (a post-split hand, no further split) on `unseen`: the first
    // action in Round::legalActions order within kTie of the best (values equal in exact
    // arithmetic may differ by rounding, and a strategy followed must not depend on it).
    // Memoised by the node key: one choice serves the hand's evaluation with every count of
    // pair cards out (policyValue).
    Action strategyChoice(const Hand& mine, const Composition& unseen) {
        const int most = rules_.split.maxHands;
        NodeKey key;
        const bool keyed = memoise_ && nodeKey(key, mine, most);
        if (keyed)
            if (const double* hit = strategyChoices_.find(key.b))
                return static_cast<Action>(static_cast<int>(*hit));
        const std::vector<Action> options = choices(mine, most);
        std::vector<double> q;
        double best = -1e300;
        for (Action a : options) {
            q.push_back(value(a, mine, unseen, most, true));
            best = std::max(best, q.back());
        }
        size_t at = 0;
        while (q[at] < best - kTie)
            ++at;
        if (keyed && error_.empty())
            strategyChoices_.insert(key.b, static_cast<double>(static_cast<int>(options[at])));
        return options[at];
    }

    // Whether the node of hand `h` leaves its Jokers out (jokerFoldFrom): its key does not count
    // them, and its draws are of the next non-Joker card.
    bool folds(const Hand& h) const {
        return foldFrom_ >= 0 && h.cards.size() >= static_cast<size_t>(foldFrom_);
    }

    // The value of hitting as an action of its own. Where the node folds Jokers, hit() is the value
    // of hitting until a non-Joker card comes, H; hitting once, then choosing again, is worth
    // (J/N) V(hand) + (1 − J/N) H with V(hand) = max(stand, H, …) — the same as H whenever
    // hitting is best or forced, so hit() serves every maximum and this only the action's own
    // value (a hint).
    double hitExactly(const Hand& h, const Composition& unseen, int hands) {
        const double rest = hit(h, unseen, hands);
        const int jokers = unseen.count(Rank::Joker);
        if (!folds(h) || jokers == 0 || !error_.empty()) return rest;
        const double pJoker = static_cast<double>(jokers) / unseen.size();
        return pJoker * onTurn(h, unseen, hands) + (1 - pJoker) * rest;
    }

    // The expectation over the next card the hand receives, then the hand's turn again. With
    // a node that folds Jokers the next non-Joker card (a Joker changes nothing the value reads,
    // and where hitting is chosen or forced it is chosen again after a Joker: see hitExactly).
    double hit(const Hand& h, const Composition& unseen, int hands) {
        if (h.cards.size() + 1 >= HandCards::kMax) {
            error_ = "the hand is too long for the exact analysis";
            return 0;
        }
        double ev = 0;
        const double bust = loseUnits(h.doubled ? 2 : 1); // F-4: a bust loses (complete())
        // One copy of the hand; each child is it plus the card, which is then taken back.
        Hand child = h;
        forEachHit(h, unseen, [&](Card c, double p, const Composition& next) {
            child.cards.push_back(c);
            child.sums.add(c, rules_.values);
            ev += p * (valueOf(child.sums, rules_.values).bust ? bust : onTurn(child, next, hands));
            child.cards.pop_back();
            child.sums = h.sums;
        });
        return ev;
    }

    // The live hint's batch (docs/analysis.md, "Speed"): the compositions at which the hand
    // may stand do not depend on the player's decisions (every action is valued), so a first
    // walk of `walk` collects them without evaluating the dealer (its values are discarded,
    // the node memo emptied), the dealer graph then evaluates them in batches
    // (DealerGraph::evaluateForwardMany, bit-identical to one at a time), and the caller's
    // second walk reads them. Values are exactly those of the walk without the batch.
    // DecisionWalk: values a hand's Jokers as cards of their own (a policy that may read them).
    // Before any value is computed.
    void keepJokersInNodes() { foldFrom_ = -1; }
    bool jokersFolded() const { return foldFrom_ == 0; } // from every hand on
    // DecisionWalk::valueResplitsByPolicy: a policy's splits that may resplit are valued.
    void valueResplitsByPolicy() { valueResplits_ = true; }
    double resplitShortfall() const { return resplitShortfall_; }

    // DecisionWalk (exact_ev.h). A state is a hand at its turn (an awaited card dealt); states
    // with equal node keys are one (nodeKey: equal value, and their futures correspond card for
    // card under the renaming that makes their keys equal, which no policy reading ranks, totals
    // and counts can tell apart). A child has one card more than its parent, and a post-split
    // hand descends only from post-split hands, so levels of (post-split, cards) in order put
    // every parent before its children.
    void walkPush(const Hand& h, const Composition& unseen, int hands, double w) {
        if (w <= 0 || !error_.empty() || valueOf(h.sums, rules_.values).bust) return;
        const size_t level = (h.fromSplit ? HandCards::kMax : 0) + h.cards.size();
        if (walkLevels_.size() <= level) {
            walkLevels_.resize(level + 1);
            walkUnkeyed_.resize(level + 1);
        }
        NodeKey key;
        if (!nodeKey(key, h, hands)) { // a hand too long for a key (Jokers and Aces): not merged
            walkUnkeyed_[level].push_back({h, unseen, hands, w});
            return;
        }
        auto [it, fresh] = walkLevels_[level].try_emplace(key);
        if (fresh) {
            it->second.h = h;
            it->second.unseen = unseen;
            it->second.hands = hands;
        }
        it->second.w += w;
    }

    template <class Choose> void walkRun(Choose&& choose) {
        for (size_t level = 0; level < walkLevels_.size() && error_.empty(); ++level) {
            auto states = std::move(walkLevels_[level]);
            walkLevels_[level].clear();
            // A fixed order (the keys'), so that the result does not depend on hashing.
            std::vector<std::pair<NodeKey, WalkState>> ordered(
                std::make_move_iterator(states.begin()), std::make_move_iterator(states.end()));
            std::sort(ordered.begin(), ordered.end(),
                      [](const auto& a, const auto& b) { return a.first.b < b.first.b; });
            const std::vector<WalkState> unkeyed = std::move(walkUnkeyed_[level]);
            walkUnkeyed_[level].clear();
            auto step = [&](const WalkState& s) {
                if (!error_.empty()) return false;
                if (cancelled_ && cancelled_()) {
                    error_ = "cancelled";
                    return false;
                }
                walkState(s, choose);
                return true;
            };
            for (auto& [key, s] : ordered)
                if (!step(s)) return;
            for (const WalkState& s : unkeyed) // in the order they came: deterministic
                if (!step(s)) return;
        }
        walkLevels_.clear();
        walkUnkeyed_.clear();
    }

    template <class Walk> void prefetchDealers(ExactOptions::Batch mode, Walk&& walk) {
        if (!memoise_ || !error_.empty() || mode == ExactOptions::Batch::Never) return;
        // The batch pays for its extra walk only where dealer evaluations are costly: large
        // dealer graphs (Blackjack's have at most ~400 drawing nodes and got slower). Not for
        // the poker detail since the suit classes: a five-card stand's composition then hardly
        // recurs, and folding its dealer against its own poker value (completeAgainst) beats
        // the batch's ladders (poker-like hint p99 93 → 29 ms).
        if (!ensureGraph()) {
            error_.clear(); // reported again by the caller's walk
            return;
        }
        if (mode == ExactOptions::Batch::Auto && graph_->nodes() < kBatchMinDrawingNodes) return;
        collecting_ = true;
        walk();
        collecting_ = false;
        nodes_.clear(); // every value of the collecting walk is meaningless
        shortNodes_.clear();
        policyNodes_.clear();
        strategyChoices_.clear();
        const bool failed = !error_.empty();
        error_.clear();
        if (!failed && ensureGraph()) {
            size_t pokerHands = 0;
            auto keep = [&](const CompKey& key, Result<DealerDistribution>& dist) {
                if (!dist) return; // reported again by the second walk
                pokerHands += dist->pokerRungMass.size();
                if (pokerHands > kMaxBatchedPokerHands) return; // memory bound
                auto b = std::make_unique<BatchedDealer>();
                b->dist = std::move(dist).value();
                if (!b->dist.pokerRungMass.empty()) {
                    b->ladder = std::make_unique<PokerLadder>(*graph_, b->dist);
                    b->dist.pokerRungMass = {}; // complete() reads the ladder
                }
                batched_.emplace(key, std::move(b));
            };
            for (int pq = 0; pq < 2; ++pq) {
                std::vector<const Composition*> comps;
                std::vector<const CompKey*> keys;
                for (const Wanted& w : wanted_) {
                    if (w.pq != (pq == 1)) continue;
                    if (graph_->prefersForward(w.unseen) && (!w.pq || w.unseen.suited())) {
                        comps.push_back(&w.unseen);
                        keys.push_back(&w.key);
                    } else { // the closed form, as dealerFor would take it
                        auto dist =
                            graph_->evaluate(w.unseen, w.pq, DealerGraph::Form::Cheapest, true);
                        keep(w.key, dist);
                    }
                }
                auto dists = graph_->evaluateForwardMany(comps, pq == 1, true);
                for (size_t i = 0; i < dists.size(); ++i)
                    keep(*keys[i], dists[i]);
            }
        }
        error_.clear();
        wanted_.clear();
        wantedKeys_.clear();
    }

private:
    struct WalkState {
        Hand h;
        Composition unseen;
        int hands = 1;
        double w = 0;
    };

    void walkDraws(const Hand& h, const Composition& unseen, int hands, double w) {
        forEachDraw(h, unseen, [&](Card c, double p, const Composition& next) {
            walkPush(h.plus(c, rules_.values), next, hands, w * p);
        });
    }

    // One state: what onTurnUncached does, following the one action `choose` picks.
    template <class Choose> void walkState(const WalkState& s, Choose&& choose) {
        const Hand& h = s.h;
        const HandValue v = valueOf(h.sums, rules_.values);
        if (endsOnTurn(h)) return;
        if (const auto op = forcedPlay(rules_, h.sums, visible_)) { // F-11
            if (*op == Op::Hit) walkDraws(h, s.unseen, s.hands, s.w);
            return;
        }
        WalkDecision d;
        d.cards.assign(h.cards.begin(), h.cards.end());
        d.fromSplit = h.fromSplit;
        d.value = v;
        d.weight = s.w;
        for (Action a : choices(h, s.hands)) {
            d.values.push_back({a, value(a, h, s.unseen, s.hands, true)});
            if (!error_.empty()) return;
        }
        const Action a = choose(d);
        if (a == Action::Hit) walkDraws(h, s.unseen, s.hands, s.w);
        if (a == Action::Split) { // F-17: each hand from its split card, as split() values it
            if (s.hands + 1 < rules_.split.maxHands && resplittable(h)) {
                valueResplits(s, d, choose);
                return;
            }
            for (size_t i = 0; i < 2; ++i)
                walkDraws(splitHand(h, i, 1), s.unseen, rules_.split.maxHands, s.w);
        }
    }

    // A split the policy chooses where resplits may follow (DecisionWalk::valueResplits): its
    // hands are not walked but valued as the policy plays them — each hand by the policy's
    // choices (asked with WalkDecision::followed), every pair it splits split again while the
    // rules allow — and the shortfall against the optimal split is added up.
    template <class Choose>
    void valueResplits(const WalkState& s, const WalkDecision& d, Choose&& choose) {
        if (!valueResplits_) {
            error_ = "a policy's resplits are valued, not walked (DecisionWalk::valueResplits)";
            return;
        }
        const Hand& h = s.h;
        const SplitPolicy policy = [&](const Hand& x, const std::vector<Action>& offered) {
            WalkDecision leaf;
            leaf.cards.assign(x.cards.begin(), x.cards.end());
            leaf.fromSplit = x.fromSplit;
            leaf.value = valueOf(x.sums, rules_.values);
            leaf.followed = true;
            for (Action o : offered)
                leaf.values.push_back({o, 0.0});
            const Action a = choose(leaf);
            if (std::find(offered.begin(), offered.end(), a) != offered.end()) return a;
            if (error_.empty()) error_ = "the policy chose an action not offered in a split";
            return Action::Stand;
        };
        // It resplits wherever it splits the pair after a split (its choice reads the hand).
        const Hand two = splitHand(h, 0, 1).plus(h.cards[1], rules_.values);
        const int h0 = s.hands + 1;
        const int cap = policy(two, choices(two, h0)) == Action::Split ? rules_.split.maxHands : h0;
        const double played = policySplitValue(h, s.unseen, h0, cap, policy);
        for (const ActionValue& v : d.values)
            if (v.action == Action::Split) resplitShortfall_ += s.w * (v.ev - played);
    }

    // Whether the dealer's distribution for `unseen` comes from the removal chain
    // (dealer_removal_chain.h): when enabled (useDealerChain), wherever the closed form is exact.
    bool useRemovalChain(const Composition& unseen) {
        if (!chain_)
            chain_ = std::make_unique<DealerRemovalChain>(
                *graph_, [this](int total, int cards) { return dealerCardsRead(total, cards); });
        return chain_->serves(unseen);
    }

    bool ensureGraph() {
        if (graph_) return true;
        auto g = DealerGraph::build(rules_, dealer_, cap_);
        if (!g) {
            error_ = g.error();
            return false;
        }
        graph_ = std::make_shared<const DealerGraph>(std::move(g).value());
        return true;
    }

    // Interchangeable suits (canonicalSuits_; docs/analysis.md, "Suit classes"): a renaming
    // of suits that keeps the root's counts and the suits the dealer's flush reads maps the
    // hand and its unseen cards (root less hand) to a hand of the same value — totals, forced
    // plays, bonuses, the hand's flush and poker value and the dealer's distribution do not
    // depend on the names. Within each group of interchangeable suits the hand's suits are
    // renamed in the order of what the hand holds in them (the sorted ranks of its suited cards
    // there), so that hands differing by such a renaming share a key. Identity for post-split
    // hands (their split cards are keyed by card as they are).
    template <class Pooled>
    std::array<int, 4> suitRelabeling(const Hand& h, const Pooled& pooled) const {
        std::array<int, 4> to{0, 1, 2, 3};
        if (!canonicalSuits_ || h.fromSplit) return to;
        std::array<std::uint64_t, 4> held{}; // per suit: the ranks held, as a sorted signature
        std::array<int, 4> n{};
        std::array<std::array<std::uint8_t, HandCards::kMax>, 4> ranks{};
        for (const Card c : h.cards) {
            if (c.isJoker() || c.suit == Suit::None || pooled(c)) continue;
            const size_t s = static_cast<size_t>(c.suit);
            if (n[s] < 12)
                ranks[s][static_cast<size_t>(n[s]++)] = static_cast<std::uint8_t>(c.rank);
        }
        for (size_t s = 0; s < 4; ++s) {
            std::sort(ranks[s].begin(), ranks[s].begin() + n[s]);
            std::uint64_t sig = static_cast<std::uint64_t>(n[s]);
            for (int k = 0; k < n[s]; ++k)
                sig = sig << 4 | ranks[s][static_cast<size_t>(k)];
            held[s] = sig;
        }
        for (size_t g = 0; g < 4; ++g) {
            if (suitGroup_[g] != static_cast<int>(g)) continue;
            std::array<int, 4> members{};
            int m = 0;
            for (size_t s = 0; s < 4; ++s)
                if (suitGroup_[s] == static_cast<int>(g))
                    members[static_cast<size_t>(m++)] = static_cast<int>(s);
            if (m < 2) continue;
            std::array<int, 4> order = members;
            std::stable_sort(order.begin(), order.begin() + m, [&](int a, int b) {
                return held[static_cast<size_t>(a)] > held[static_cast<size_t>(b)];
            });
            for (int k = 0; k < m; ++k)
                to[static_cast<size_t>(order[static_cast<size_t>(k)])] =
                    members[static_cast<size_t>(k)];
        }
        return to;
    }

    // Where the node folds Jokers the key leaves the hand's Jokers out: the value does not depend
    // on them (playerIgnoresJokers), and the non-Joker unseen cards, which it does depend on, are
    // still the root's less the key's cards.
    bool nodeKey(NodeKey& k, const Hand& h, int hands) const {
        const bool fold = folds(h);
        size_t n = 0;
        for (const Card c : h.cards)
            n += fold && c.isJoker() ? 0 : 1;
        const size_t outs = h.out ? h.out->n + (h.out->second != 255 ? 1 : 0) : 0;
        if (n + outs > kNodeHandMax || hands > 127) return false;
        k.b[0] = flagsByte(h);
        k.b[1] = handsByte(h, hands);
        // A pair whose resplits read its order (orderKeyed): keyed by its cards as they are,
        // in order (its split hands may each still be a flush, so no suit is pooled).
        const bool ordered = orderKeyed(h);
        k.b[2] = h.fromSplit || ordered ? kindCode(h.cards[0]) : 255;
        k.b[3] = h.other;
        std::uint8_t* kinds = k.b.data() + 4;
        // suitClasses_: once the hand cannot be a flush, a card in a suit the dealer's flush
        // does not read counts by its rank only (see forEachDraw) — unless the hand may still
        // be split: each of its cards then begins a hand that may become a flush in its suit,
        // so 9♥ 9♠ and 9♠ 9♦ differ wherever ♥ and ♦ are not interchangeable (a depleted shoe).
        const bool classes =
            suitClasses_ && !ordered && sharedSuit(h.cards) == -1 && !maySplit(h, hands);
        auto pooled = [&](Card c) {
            return classes && !c.isJoker() && c.suit != Suit::None &&
                   !flushSuits_[static_cast<size_t>(c.suit)];
        };
        const std::array<int, 4> relabel =
            ordered ? std::array<int, 4>{0, 1, 2, 3} : suitRelabeling(h, pooled);
        size_t i = 0;
        for (const Card c : h.cards) {
            if (fold && c.isJoker()) continue;
            if (pooled(c))
                kinds[i++] = static_cast<std::uint8_t>(kOtherSuitCode + static_cast<int>(c.rank));
            else if (c.isJoker() || c.suit == Suit::None)
                kinds[i++] = kindCode(c);
            else
                kinds[i++] =
                    kindCode(Card{c.rank, static_cast<Suit>(relabel[static_cast<size_t>(c.suit)])});
        }
        if (h.out) { // after the hand's codes (< kOutCode): the pair cards out, as given
            if (h.out->second != 255)
                kinds[i++] = static_cast<std::uint8_t>(2 * kOutCode + h.out->second);
            for (size_t j = 0; j < h.out->n; ++j)
                kinds[i++] = static_cast<std::uint8_t>(kOutCode + h.out->extra[j]);
        }
        n = i;
        std::sort(kinds, kinds + n);
        std::fill(kinds + n, kinds + kNodeHandMax, std::uint8_t{255});
        return true;
    }

    // The dealer's final-hand distribution for this view and `unseen`, memoised by the unseen
    // composition. Not memoised with the poker detail: that needs the suited composition, which
    // a five-card hand's cards make nearly unique, so such entries would only fill memory.
    // Null after an error. `leaf`: as complete()'s.
    const DealerDistribution* dealerFor(const Composition& unseenAll, bool pq,
                                        const PokerLadder** ladder, bool leaf = false) {
        // dealerIgnoresJokers: the distribution reads the non-Joker cards only.
        Composition stripped;
        if (jokerBlind_) stripped = unseenAll.withoutJokers();
        const Composition& unseen = jokerBlind_ ? stripped : unseenAll;
        if (collecting_ || !batched_.empty()) {
            CompKey key;
            if (putComposition(key, unseen, pq && unseen.suited(), &flushSuits_)) {
                key.b[0] = pq ? 1 : 0;
                if (collecting_) {
                    if (wanted_.size() < kMaxBatched && wantedKeys_.insert(key).second)
                        wanted_.push_back({key, unseen, pq});
                    return &empty_;
                }
                if (const auto it = batched_.find(key); it != batched_.end()) {
                    *ladder = it->second->ladder.get();
                    return &it->second->dist;
                }
            } else if (collecting_)
                return &empty_;
        }
        // The removal chain costs less than the cache would (hashing, allocation, misses):
        // its distribution is written into one reused value, read before the next call.
        if (memoise_ && !pq && dealerChain_) {
            if (!ensureGraph()) return nullptr;
            if (useRemovalChain(unseen)) {
                chain_->evaluate(unseen, chainOut_, !leaf);
                return &chainOut_;
            }
        }
        CompKey key;
        const bool keyed = memoise_ && reusesDealers_ && !pq && putComposition(key, unseen, false);
        if (keyed) {
            key.b[0] = pq ? 1 : 0;
            if (const auto it = dealers_.find(key); it != dealers_.end()) return it->second.get();
        }
        if (memoise_ && !ensureGraph()) return nullptr;
        auto dist = memoise_ ? graph_->evaluate(unseen, pq)
                             : dealerDistribution(rules_, dealer_, unseen, pq);
        if (!dist) {
            error_ = dist.error();
            return nullptr;
        }
        auto owned = std::make_unique<DealerDistribution>(std::move(dist).value());
        const DealerDistribution* raw = owned.get();
        if (keyed) {
            if (dealers_.size() >= kMaxDealerEntries) dealers_.clear(); // memory bound
            dealers_.emplace(key, std::move(owned));
        } else
            scratch_ = std::move(owned);
        return raw;
    }

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

    // After the dealer's hand (F-13, PL-8..PL-10, T-7, B-9, B-11); the dealer neither bust nor
    // a natural; five-card hands of both sides are handled in complete().
    double showdown(const Hand& h, const HandValue& v, int dealerTotal, int dealerCards, double win,
                    double mult) const {
        const int target = rules_.values.target;
        if (rules_.predetermined.dealerTargetWins && dealerTotal == target) return loseUnits(mult);
        const FiveCardRule& five = rules_.fiveCard;
        const bool pq = five.enabled && h.sums.cards == five.cards;
        const bool dq = five.enabled && dealerCards == five.cards;
        if (five.enabled && dealerTotal < target && (pq || dq)) return pq ? win : loseUnits(mult);
        if (rules_.split.splitNaturalBeatsTotal && h.fromSplit && h.sums.cards == 2 &&
            v.total == target && dealerTotal == target && dealerCards > 2)
            return win;
        const int mine = target - v.total, theirs = target - dealerTotal;
        if (mine != theirs) return mine < theirs ? win : loseUnits(mult);
        switch (rules_.comparison.tie) {
        case Winner::Player:
            return win;
        case Winner::Dealer:
            return loseUnits(mult);
        case Winner::Push:
            return 0;
        }
        return 0;
    }

    // The rank weights w of the dealer's unseen second card (dealer_probabilities.h), zero
    // where there is none. False (the solver's error set) when they cannot be had.
    bool nextCardWeights(const Composition& unseen, std::array<double, kRankSlots>& w) {
        if (!error_.empty()) return false;
        if (!dealer_.secondUnseen()) return true;
        auto weights = secondCardWeights(dealer_, unseen);
        if (!weights) {
            error_ = weights.error();
            return false;
        }
        w = *weights;
        return true;
    }
    // P(next = c) for a card c with suit, n of it unseen, `left` cards to draw from: the
    // dealer's second card takes c with its rank's weight shared by the suits' counts.
    static double suitedChance(const Composition& unseen, const std::array<double, kRankSlots>& w,
                               double left, Card c, int n) {
        const double wc = w[static_cast<size_t>(c.rank)] * n / unseen.count(c.rank);
        return (n - wc) / left;
    }

    // forEachDraw for a hand that hits: while a child is followed, hitContext_ names it
    // (pokerChildrenFor).
    template <class F> void forEachHit(const Hand& h, const Composition& unseen, F&& f) {
        const HitContext outer = hitContext_;
        const std::uint64_t serial = ++hitSerial_;
        forEachDraw(h, unseen, [&](Card c, double p, const Composition& next) {
            hitContext_ = HitContext{&unseen, &next, c, serial};
            f(c, p, next);
        });
        hitContext_ = outer;
    }

    // The next card the hand receives: drawn from the unseen cards less the dealer's unseen
    // second card. With that card's rank weights w (dealer_probabilities.h),
    // P(next = c) = (count(c) − w(c)) / (unseen − 1). Cards are enumerated with suits while the
    // hand may still end with exactly the five-card rule's number of cards; by rank otherwise.
    template <class F> void forEachDraw(const Hand& h, const Composition& unseen, F&& f) {
        std::array<double, kRankSlots> w{};
        if (!nextCardWeights(unseen, w)) return;
        const bool skipJokers = folds(h); // no unseen second card then (jokerBlind_)
        const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0) -
                            (skipJokers ? unseen.count(Rank::Joker) : 0);
        if (left <= 0) {
            error_ = "the unseen cards run out before the player's hand is complete";
            return;
        }
        constexpr double kImpossible = 1e-12; // true chances here are at least 1 / size²
        const FiveCardRule& five = rules_.fiveCard;
        if (five.enabled && h.sums.cards < five.cards) {
            if (!unseen.suited()) {
                error_ = "the poker comparison needs the suits of the unseen cards";
                return;
            }
            if (suitClasses_) {
                drawBySuitClass(h, unseen, w, left, f);
                return;
            }
            for (int i = 0; i < kCardKinds; ++i) {
                const Card c = cardFromIndex(i);
                const int n = unseen.count(c);
                if (n == 0) continue;
                const double p = suitedChance(unseen, w, left, c, n);
                if (p <= kImpossible) continue;
                Composition next = unseen;
                next.removeCard(c);
                f(c, p, next);
            }
            return;
        }
        // One copy per hand, each card taken out for its child and put back after it.
        Composition next = unseen;
        const bool suited = unseen.suited();
        for (Rank r : kAllRanks) {
            const int n = unseen.count(r);
            if (n == 0 || (skipJokers && r == Rank::Joker)) continue;
            const double p = (n - w[static_cast<size_t>(r)]) / left;
            if (p <= kImpossible) continue;
            next.removeRank(r);
            f(Card{r, Suit::None}, p, next);
            next.undoRemoveRank(r, suited);
        }
    }

    // The suited draw by suit class (suitClasses_; docs/analysis.md, "Suit classes"). The
    // value of a hand below the five-card rule's count reads the suits of its cards only
    // through (1) the dealer's flush chance, which reads the unseen cards of the suits in
    // flushSuits_ (the face-up card's), and (2) whether the hand can still be a flush, i.e.
    // its non-Joker cards share one suit. A card of rank r in any other suit that makes the
    // hand unable to be a flush — every suit outside flushSuits_ once the hand is no flush or
    // is a flush in a flushSuits_ suit; every such suit but the hand's own otherwise — leads
    // to states that read neither its suit nor the other unseen cards of such suits beyond
    // their total per rank: those suits are drawn as one branch (the sum of their chances),
    // represented by the first of them that holds the rank, and keyed by rank (nodeKey).
    template <class F>
    void drawBySuitClass(const Hand& h, const Composition& unseen,
                         const std::array<double, kRankSlots>& w, double left, F&& f) {
        constexpr double kImpossible = 1e-12;
        const int shared = sharedSuit(h.cards);
        auto branch = [&](Card c, int n) {
            const double p = suitedChance(unseen, w, left, c, n);
            if (p <= kImpossible) return;
            Composition next = unseen;
            next.removeCard(c);
            f(c, p, next);
        };
        for (Rank r : kAllRanks) {
            if (unseen.count(r) == 0) continue;
            if (r == Rank::Joker) {
                branch(joker(), unseen.count(r));
                continue;
            }
            int pooled = 0;
            Card first{};
            for (Suit s : kSuits) {
                const Card c{r, s};
                const int n = unseen.count(c);
                if (n == 0) continue;
                if (flushSuits_[static_cast<size_t>(s)] || shared == -2 ||
                    shared == static_cast<int>(s)) {
                    branch(c, n);
                } else {
                    if (pooled == 0) first = c;
                    pooled += n;
                }
            }
            if (pooled > 0) branch(first, pooled);
        }
    }

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
    bool valueResplits_ = false;                          // valueResplitsByPolicy
    double resplitShortfall_ = 0;                         // valueResplits
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
    std::vector<std::unordered_map<NodeKey, WalkState, ByteKeyHash<32>>> walkLevels_;
    std::vector<std::vector<WalkState>> walkUnkeyed_; // by level: states nodeKey cannot key
};

std::array<Rank, kRankSlots> rankRepresentatives(const RuleSet& rules);

// Whether a pair of ranks a, b (a ≠ b) the rules let a hand split may be split again: its
// resplit tree then reads the order of the two cards (the hand holding the first acts first,
// and the second hand's value depends on the pair cards the first one's resplits took), so
// the two orders are valued apart. Where the hand cannot be split again (split once) the
// split's value is the sum of two one-hand values, the same in either order.
bool splitOrderMatters(const RuleSet& rules, Rank a, Rank b) {
    const SplitRule& sp = rules.split;
    if (!sp.allowed || sp.maxHands <= 2 || a == b) return false;
    const auto& pts = rules.values.points;
    return sp.byValue && pts[static_cast<size_t>(a)] == pts[static_cast<size_t>(b)];
}

Status checkSupported(const RuleSet& rules) {
    const SplitRule& sp = rules.split;
    if (!sp.allowed || sp.maxHands <= 2) return {};
    if (sp.maxHands > kMaxResplitHands)
        return fail("the exact analysis covers resplitting up to " +
                    std::to_string(kMaxResplitHands) + " hands (split.maxHands)");
    return {};
}

bool dealerKnownAtOnce(const RuleSet& rules) {
    return rules.natural.dealerChecksAtOnce && rules.dealerInitial != DealerInitial::UpOnly;
}

// P(the dealer's two-card hand is a natural), for the player before the dealer's check.
double dealerNaturalChance(const RuleSet& rules, const std::vector<Card>& faceUp,
                           const Composition& unseen) {
    if (rules.natural.kind == NaturalRule::Kind::None) return 0;
    if (faceUp.size() == 2) return isNaturalPair(rules, faceUp[0].rank, faceUp[1].rank) ? 1 : 0;
    if (unseen.empty()) return 0;
    double p = 0;
    for (Rank r : kAllRanks)
        if (isNaturalPair(rules, faceUp[0].rank, r))
            p += static_cast<double>(unseen.count(r)) / unseen.size();
    return p;
}

bool insuranceOffered(const RuleSet& rules, const std::vector<Card>& faceUp) {
    const InsuranceRule& ins = rules.insurance;
    return ins.offered && !faceUp.empty() &&
           std::find(ins.upCards.begin(), ins.upCards.end(), faceUp[0].rank) != ins.upCards.end();
}

// PL-3, B-5: the insurance stake's expected net in units of the wager. Without naturals the
// stake is always lost (Round::settleInsurance).
double insuranceUnits(const RuleSet& rules, const std::vector<Card>& faceUp,
                      const Composition& unseen) {
    return insuranceEv(rules.insurance, dealerNaturalChance(rules, faceUp, unseen));
}

// What the player knows of the dealer's hand on the first decision after the deal (insurance
// settled, the natural check done when it is done at once): PL-4, T-3, B-4, B-5.
DealerView viewAfterCheck(const RuleSet& rules, const std::vector<Card>& faceUp) {
    DealerView view;
    view.faceUp = faceUp;
    if (rules.natural.kind == NaturalRule::Kind::None) return view;
    if (!dealerKnownAtOnce(rules)) {
        view.naturalPending = true;
        return view;
    }
    if (view.secondUnseen())
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    return view;
}

// The round from the natural check on (Round::stepNaturalCheck, then the player's turn and the
// dealer's): PL-4, T-3, B-4, B-5. `player` is the initial two-card hand; `solver` follows the
// view viewAfterCheck(rules, faceUp).
Result<double> afterInsurance(const RuleSet& rules, const std::vector<Card>& player,
                              const std::vector<Card>& faceUp, const Composition& unseen,
                              HandSolver& solver) {
    const NaturalRule& nat = rules.natural;
    Hand hand;
    for (Card c : player)
        hand = hand.plus(c, rules.values);
    auto play = [&]() -> Result<double> {
        const double ev = solver.onTurn(hand, unseen, 1);
        if (!solver.error().empty()) return fail(solver.error());
        return ev;
    };
    if (nat.kind == NaturalRule::Kind::None) return play();
    const bool playerNatural = isNaturalPair(rules, player[0].rank, player[1].rank);
    const double pNatural = dealerNaturalChance(rules, faceUp, unseen);
    const double naturalWin = solver.naturalWinUnits(player);
    const double lose = solver.loseUnits(1);
    const double both = nat.bothHave == Winner::Player ? naturalWin
                        : nat.bothHave == Winner::Push ? 0.0
                                                       : lose;
    if (!dealerKnownAtOnce(rules)) {
        if (playerNatural) // settled at once when it wins either way, else at the dealer's turn
            return nat.bothHave == Winner::Player ? naturalWin
                                                  : pNatural * both + (1 - pNatural) * naturalWin;
        return play();
    }
    double ev = pNatural * (playerNatural ? both : lose);
    if (pNatural < 1) {
        double rest = naturalWin;
        if (!playerNatural) {
            auto v = play();
            if (!v) return v;
            rest = *v;
        }
        ev += (1 - pNatural) * rest;
    }
    return ev;
}

// From the end of the initial deal: the insurance decision (taken when it pays), then the rest.
// In the baccarat-like and slot modes nobody is offered insurance (Round::stepInsurance), and
// the bet's constant is added (HandSolver::setBet).
Result<double> afterDeal(const RuleSet& rules, const std::vector<Card>& player,
                         const std::vector<Card>& faceUp, const Composition& unseen,
                         HandSolver& solver) {
    auto main = afterInsurance(rules, player, faceUp, unseen, solver);
    if (main && solver.baccarat()) return *main + solver.betConstant();
    if (!main || !insuranceOffered(rules, faceUp)) return main;
    return *main + std::max(0.0, insuranceUnits(rules, faceUp, unseen));
}

std::vector<Card> faceUpCards(const DealerHand& d) {
    std::vector<Card> out;
    for (size_t i = 0; i < d.cards.size(); ++i)
        if (d.faceUp[i]) out.push_back(d.cards[i]);
    return out;
}

// Interchangeable ranks (docs/analysis.md, "Speed"): two ranks that no rule of the set tells
// apart — equal points (F-3, B-2), neither Ace nor Joker, named by no natural pair (PL-4), no
// bonus (F-16), both or neither insurance up-cards (PL-3, B-5), splits by value (F-17) and no
// poker comparison (PL-9, PL-11, which reads ranks). Every predicate the analysis applies then
// gives the same answer for either, so the round's value depends on their combined count only
// and they can be analysed as one rank (Blackjack's 10, J, Q, K). Maps each rank to the first
// rank of its class in kAllRanks order.
std::array<Rank, kRankSlots> rankRepresentatives(const RuleSet& rules) {
    std::array<Rank, kRankSlots> rep{}; // identity on every slot, ranks or not
    for (int i = 0; i < kRankSlots; ++i)
        rep[static_cast<size_t>(i)] = static_cast<Rank>(i);
    if (rules.fiveCard.enabled || (rules.split.allowed && !rules.split.byValue)) return rep;
    auto named = [&](Rank r) {
        if (r == Rank::Ace || r == Rank::Joker) return true;
        if (rules.natural.kind == NaturalRule::Kind::RankPairs)
            for (const auto& p : rules.natural.pairs)
                if (p[0] == r || p[1] == r) return true;
        for (const BonusRule& b : rules.bonuses)
            if (std::find(b.ranks.begin(), b.ranks.end(), r) != b.ranks.end()) return true;
        return false;
    };
    auto insured = [&](Rank r) {
        const auto& up = rules.insurance.upCards;
        return std::find(up.begin(), up.end(), r) != up.end();
    };
    for (size_t i = 0; i < kAllRanks.size(); ++i) {
        const Rank r = kAllRanks[i];
        if (named(r)) continue;
        for (size_t j = 0; j < i; ++j) {
            const Rank q = kAllRanks[j];
            if (!named(q) && rep[static_cast<size_t>(q)] == q &&
                rules.values.points[static_cast<size_t>(q)] ==
                    rules.values.points[static_cast<size_t>(r)] &&
                insured(q) == insured(r)) {
                rep[static_cast<size_t>(r)] = q;
                break;
            }
        }
    }
    return rep;
}

Card representative(const std::array<Rank, kRankSlots>& rep, Card c) {
    return Card{rep[static_cast<size_t>(c.rank)], c.suit};
}

bool isIdentity(const std::array<Rank, kRankSlots>& rep) {
    for (Rank r : kAllRanks)
        if (rep[static_cast<size_t>(r)] != r) return false;
    return true;
}

// The composition with each rank's cards counted under its class representative. Only called
// with merged classes when no rule reads suits (rankRepresentatives), so suits are kept as given.
Composition merged(const std::array<Rank, kRankSlots>& rep, const Composition& comp) {
    if (isIdentity(rep)) return comp;
    Composition out;
    for (Rank r : kAllRanks)
        if (const int n = comp.count(r); n > 0)
            out.add(Card{rep[static_cast<size_t>(r)], r == Rank::Joker ? Suit::None : Suit::Spades},
                    n);
    return out;
}

// One dealer face-up combination of the initial deal and the player's two-card hands under it.
struct DealTask {
    std::vector<Card> faceUp;
    double p = 0;      // P(these face-up cards), times the suit-renaming multiplicity
    Composition left;  // the shoe less the face-up cards
    int suitsUsed = 0; // canonical suits: suits 0..suitsUsed-1 have appeared
    double value = 0;  // E[round net | face-up cards], per unit of p
    std::string error;
};

// The alphabet of the initial deal: suited cards when the poker comparison needs them
// (canonical suits when the shoe is suit-symmetric: a new suit is always the next unused one,
// weighted by the number of unused suits), ranks otherwise.
struct DealAlphabet {
    bool suits = false;
    bool canonical = false;
    // Pairs of two ranks whose order matters (splitOrderMatters): both orders are dealt.
    std::array<std::array<bool, kRankSlots>, kRankSlots> ordered{};

    template <class F> void each(const Composition& comp, int suitsUsed, F&& f) const {
        if (!suits) {
            for (Rank r : kAllRanks)
                if (const int n = comp.count(r); n > 0) f(Card{r, Suit::None}, n, 1.0, suitsUsed);
            return;
        }
        for (int i = 0; i < kCardKinds; ++i) {
            const Card c = cardFromIndex(i);
            const int n = comp.count(c);
            if (n == 0) continue;
            if (!canonical || c.isJoker()) {
                f(c, n, 1.0, suitsUsed);
                continue;
            }
            const int s = static_cast<int>(c.suit);
            if (s < suitsUsed)
                f(c, n, 1.0, suitsUsed);
            else if (s == suitsUsed)
                f(c, n, static_cast<double>(4 - suitsUsed), suitsUsed + 1);
        }
    }
    void remove(Composition& comp, Card c) const {
        if (suits)
            comp.removeCard(c);
        else
            comp.removeRank(c.rank);
    }
};

// ExactOptions::progress: the initial deals analysed so far out of all of them. Calls are
// serialised by a mutex and the count is read under it, so the fraction never decreases.
class DealProgress {
public:
    DealProgress(const std::function<void(double)>& report, size_t total)
        : report_(report), total_(std::max<size_t>(total, 1)) {}
    void dealDone() {
        if (!report_) return;
        std::lock_guard<std::mutex> lock(mutex_);
        ++done_;
        report_(std::min(1.0, static_cast<double>(done_) / static_cast<double>(total_)));
    }
    void finished() {
        if (!report_) return;
        std::lock_guard<std::mutex> lock(mutex_);
        report_(1.0);
    }

private:
    const std::function<void(double)>& report_;
    size_t total_;
    size_t done_ = 0;
    std::mutex mutex_;
};

// Calls f(a, b, p) for every player two-card hand under one face-up combination, with its
// probability, in a fixed order. Unordered pairs where the alphabet is ranks (both orders have
// the same value: every rule reads the pair as a multiset), ordered otherwise and for the
// pairs of two ranks a resplit tree reads in order (alpha.ordered).
template <class F> void eachPlayerPair(const DealAlphabet& alpha, const DealTask& task, F&& f) {
    const int n0 = task.left.size();
    alpha.each(task.left, task.suitsUsed, [&](Card a, int na, double wa, int usedA) {
        Composition afterA = task.left;
        alpha.remove(afterA, a);
        const double pa = wa * na / n0;
        alpha.each(afterA, usedA, [&](Card b, int nb, double wb, int) {
            double mult = 1;
            if (!alpha.suits &&
                !alpha.ordered[static_cast<size_t>(a.rank)][static_cast<size_t>(b.rank)]) {
                if (static_cast<int>(b.rank) < static_cast<int>(a.rank)) return;
                if (b.rank != a.rank) mult = 2;
            }
            f(a, b, afterA, mult * pa * wb * nb / (n0 - 1));
        });
    });
}

// Every player two-card hand under one face-up combination; the sum in a fixed order.
void runTask(const RuleSet& rules, const DealAlphabet& alpha, const ExactOptions& options,
             DealProgress& progress, DealTask& task) {
    HandSolver solver(rules, viewAfterCheck(rules, task.faceUp), 1.0, options.memoise);
    solver.setPruneHits(options.pruneHits);
    solver.setCardsMustLast(options.cardsMustLast);
    solver.useDealerChain();
    if (rules.wagerMode != WagerMode::Standard) solver.setBet(options.bet);
    solver.setCap(task.left);
    solver.setCancel(options.cancelled);
    double total = 0;
    eachPlayerPair(alpha, task, [&](Card a, Card b, const Composition& afterA, double p) {
        if (!task.error.empty()) return;
        if (options.cancelled && options.cancelled()) {
            task.error = "cancelled";
            return;
        }
        Composition unseen = afterA;
        alpha.remove(unseen, b);
        auto v = afterDeal(rules, {a, b}, task.faceUp, unseen, solver);
        if (!v) {
            task.error = v.error();
            return;
        }
        total += p * *v;
        progress.dealDone();
    });
    task.value = total;
}

// Whether the seat to act may be asked for another stake after the decision now, which
// legalActions() already offers within its bankroll: a double of the acting hand past its
// first two cards, a double or another split of the hands a split now makes, either of those
// on its hands still to play (after a split), or — at insurance — its hand's double or split.
// Where none can come, the bankroll cannot change what the analysis values (a low bankroll
// then only removes options now, which legalActions() has done).
bool mayStakeLater(const Round& round, const std::vector<Action>& legal) {
    const RuleSet& rules = round.rules();
    const DoubleRule& dd = rules.doubleDown;
    const SplitRule& sp = rules.split;
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const int hands = static_cast<int>(seat.hands.size());
    auto pair = [&](const PlayerHand& h) {
        return h.cards.size() == 2 && isSplitPair(rules, h.cards[0].rank, h.cards[1].rank);
    };
    if (round.phase() == Phase::Insurance)
        return dd.allowed || (sp.allowed && hands < sp.maxHands && pair(seat.hands[0]));
    const PlayerHand& h = seat.hands[static_cast<size_t>(round.handToAct())];
    if (dd.allowed && !dd.firstTwoOnly && (!h.fromSplit || dd.afterSplit)) return true;
    // A split's hands begin with two cards each: a double after a split, or a pair split again
    // while the seat may hold more hands.
    const bool doubleAfterSplit = dd.allowed && dd.afterSplit;
    if (std::find(legal.begin(), legal.end(), Action::Split) != legal.end() &&
        (doubleAfterSplit || hands + 1 < sp.maxHands))
        return true;
    for (int i = round.handToAct() + 1; i < hands; ++i)
        if (!seat.hands[static_cast<size_t>(i)].complete &&
            (doubleAfterSplit || (sp.allowed && hands < sp.maxHands)))
            return true;
    return false;
}

} // namespace

Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen) {
    return exactActionValues(round, unseen, ExactOptions{});
}

Result<std::vector<ActionValue>> exactActionValues(const Round& round,
                                                   const Composition& unseenAsSeen,
                                                   const ExactOptions& options) {
    const RuleSet& rules = round.rules();
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    if (round.phase() != Phase::Decision && round.phase() != Phase::Insurance)
        return fail("no decision is due");
    // Other hands still to be played or settled (this seat's other post-split hands, other
    // seats) share the unseen cards and the dealer's hand; the analysis leaves them out — while
    // the cards last, their draws change neither this hand's expectation nor theirs with its
    // choice — so the cards must last them all (round_draw_bound.h).
    int open = 0;
    for (const SeatState& seat : round.seats())
        open += static_cast<int>(std::count_if(seat.hands.begin(), seat.hands.end(),
                                               [](const PlayerHand& h) { return !h.resolved; }));
    if (open > 1 && options.cardsMustLast)
        if (Status s = cardsLast(round, unseenAsSeen, drawLimitsOf(rules)); !s)
            return fail(s.error());
    if (rules.fiveCard.enabled && !unseenAsSeen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    std::array<Rank, kRankSlots> rep{};
    for (Rank r : kAllRanks)
        rep[static_cast<size_t>(r)] = r;
    if (options.memoise) rep = rankRepresentatives(rules);
    auto canon = [&](const std::vector<Card>& cards) {
        std::vector<Card> out;
        for (Card c : cards)
            out.push_back(representative(rep, c));
        return out;
    };
    const Composition unseen = options.memoise ? merged(rep, unseenAsSeen) : unseenAsSeen;
    // Other seats (RULES.md F-12: the dealer's play never reads them) only take cards: those
    // already dealt are in `unseenAsSeen`'s complement, and those the later seats will draw
    // before the dealer do not change this seat's expectation — the cards after a stopping time
    // of a draw without replacement are distributed as the next cards (docs/analysis.md).
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const std::vector<Card> faceUp = canon(faceUpCards(round.dealer()));
    if (faceUp.empty() || faceUp.size() > 2) return fail("the dealer shows 1 or 2 cards");
    const std::vector<Action> legal = round.legalActions();
    const Money wager = seat.setup.wager;
    std::vector<ActionValue> out;

    // A bankroll is honoured by legalActions() now; later stakes must not be limited by it.
    const DoubleRule& dd = rules.doubleDown;
    // With resplits every later hand is a stake: up to split.maxHands hands, each doubled.
    const bool resplits = rules.split.allowed && rules.split.maxHands > 2;
    if (seat.setup.bankroll && mayStakeLater(round, legal)) {
        Money committed = seat.insuranceStake;
        for (const PlayerHand& h : seat.hands)
            committed += h.wager;
        const bool ins = round.phase() == Phase::Insurance;
        const Money hands{rules.split.allowed ? rules.split.maxHands : 1};
        const Money perHand{dd.allowed ? 2 : 1};
        const Money most = ins        ? wager * (rules.insurance.price + hands * perHand)
                           : resplits ? std::max(committed + wager * 3,
                                                 seat.insuranceStake + wager * hands * perHand)
                                      : committed + wager * 3;
        if (*seat.setup.bankroll < most)
            return fail("the seat's bankroll may limit a later double or split; the analysis "
                        "needs a bankroll of at least " +
                        most.toString());
    }

    if (round.phase() == Phase::Insurance) {
        const PlayerHand& h = seat.hands[0];
        const double tmin = round.setup().tableMinimum.toDouble() / wager.toDouble();
        HandSolver solver(rules, viewAfterCheck(rules, faceUp), tmin, options.memoise);
        solver.setPruneHits(options.pruneHits);
        solver.setCardsMustLast(options.cardsMustLast);
        solver.setCap(unseen);
        solver.prefetchDealers(options.hintBatch, [&] {
            (void)afterInsurance(rules, canon(h.cards), faceUp, unseen, solver);
        });
        auto main = afterInsurance(rules, canon(h.cards), faceUp, unseen, solver);
        if (!main) return fail(main.error());
        const double ins = insuranceUnits(rules, faceUp, unseen);
        for (Action a : legal)
            out.push_back({a, a == Action::TakeInsurance ? *main + ins : *main});
        return out;
    }

    const PlayerHand& ph = seat.hands[static_cast<size_t>(round.handToAct())];
    DealerView view;
    view.faceUp = faceUp;
    const DealerHand& d = round.dealer();
    if (view.secondUnseen() && d.checkedNatural && !d.natural)
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    view.naturalPending = rules.natural.kind != NaturalRule::Kind::None && !d.checkedNatural;
    const double tmin = round.setup().tableMinimum.toDouble() / ph.wager.toDouble();
    HandSolver solver(rules, view, tmin, options.memoise);
    solver.setPruneHits(options.pruneHits);
    solver.setCardsMustLast(options.cardsMustLast);
    solver.setCap(unseen);
    Hand hand;
    hand.fromSplit = ph.fromSplit;
    for (Card c : canon(ph.cards))
        hand = hand.plus(c, rules.values);
    const int hands = static_cast<int>(seat.hands.size());
    solver.prefetchDealers(options.hintBatch, [&] {
        for (Action a : legal)
            solver.value(a, hand, unseen, hands);
    });
    for (Action a : legal) {
        out.push_back({a, solver.value(a, hand, unseen, hands)});
        if (!solver.error().empty()) return fail(solver.error());
    }
    return out;
}

Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoe) {
    return exactRoundEv(rules, shoe, ExactOptions{});
}

Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoeAsGiven,
                            const ExactOptions& options) {
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    DealAlphabet alpha;
    alpha.suits = rules.fiveCard.enabled;
    if (alpha.suits && !shoeAsGiven.suited())
        return fail("the poker comparison needs the suits of the shoe");
    const Composition shoe =
        options.memoise ? merged(rankRepresentatives(rules), shoeAsGiven) : shoeAsGiven;
    alpha.canonical = options.memoise && alpha.suits && shoe.suitSymmetric();
    for (Rank a : kAllRanks)
        for (Rank b : kAllRanks)
            alpha.ordered[static_cast<size_t>(a)][static_cast<size_t>(b)] =
                splitOrderMatters(rules, a, b);
    const size_t upCards = rules.dealerInitial == DealerInitial::BothUp ? 2 : 1;
    if (shoe.size() < static_cast<int>(upCards) + 2)
        return fail("the shoe runs out during the initial deal");

    // The visible initial cards (the dealer's face-up ones, then the player's two) are
    // enumerated in a fixed order: their joint law does not depend on the order of the deal
    // nor on where the hole card lies among them (a product of falling counts).
    // With both dealer cards face up, a face-up pair and its reverse have the same value when
    // nothing reads their order: the dealer's play, forced plays (T-4) and the natural (PL-4,
    // T-3) read the pair's sums or the pair as a set; insurance reads the first card, so the
    // pair is folded only when both cards are equally insurable. By rank only (with suits the
    // canonical suit order is order-dependent). The pair is then taken once, in kAllRanks order,
    // with weight 2 when the ranks differ — the value does not change, the sum is regrouped.
    auto insurable = [&](Rank r) {
        const auto& ins = rules.insurance.upCards;
        return rules.insurance.offered && std::find(ins.begin(), ins.end(), r) != ins.end();
    };
    const bool foldUpPairs = options.memoise && upCards == 2 && !alpha.suits;
    std::vector<DealTask> tasks;
    std::vector<Card> up;
    auto enumerateUp = [&](auto&& self, const Composition& comp, double p, int used) -> void {
        if (up.size() == 2 && foldUpPairs && insurable(up[0].rank) == insurable(up[1].rank)) {
            const int a = static_cast<int>(up[0].rank), b = static_cast<int>(up[1].rank);
            if (b < a) return; // taken as (b, a)
            if (b != a) p *= 2;
        }
        if (up.size() == upCards) {
            DealTask t;
            t.faceUp = up;
            t.p = p;
            t.left = comp;
            t.suitsUsed = used;
            tasks.push_back(std::move(t));
            return;
        }
        alpha.each(comp, used, [&](Card c, int n, double w, int nextUsed) {
            Composition next = comp;
            alpha.remove(next, c);
            up.push_back(c);
            self(self, next, p * w * n / comp.size(), nextUsed);
            up.pop_back();
        });
    };
    enumerateUp(enumerateUp, shoe, 1.0, 0);

    // Each task is independent (its own caches); results are summed in task order, so the
    // value does not depend on the number of threads nor on their timing.
    size_t deals = 0;
    if (options.progress)
        for (const DealTask& t : tasks)
            eachPlayerPair(alpha, t, [&](Card, Card, const Composition&, double) { ++deals; });
    DealProgress progress(options.progress, deals);
    const int threads = std::max(1, std::min<int>(options.threads, static_cast<int>(tasks.size())));
    std::atomic<size_t> next{0};
    auto worker = [&]() {
        for (size_t i = next++; i < tasks.size(); i = next++)
            runTask(rules, alpha, options, progress, tasks[i]);
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    double total = 0;
    for (const DealTask& t : tasks) {
        if (!t.error.empty()) return fail(t.error);
        total += t.p * t.value;
    }
    progress.finished();
    return total;
}

std::array<Rank, kRankSlots> analysisRankClasses(const RuleSet& rules) {
    return rankRepresentatives(rules);
}

namespace {
// Both dealer cards face up and no Joker read by the dealer: the condition reads only that two
// cards are face up, not which.
bool bothUpDealerIgnoresJokers(const RuleSet& rules) {
    DealerView both;
    both.faceUp = {Card{Rank::Two, Suit::Spades}, Card{Rank::Two, Suit::Hearts}};
    return rules.dealerInitial == DealerInitial::BothUp && dealerIgnoresJokers(rules, both);
}
} // namespace

bool jokersChangeNothing(const RuleSet& rules) {
    return bothUpDealerIgnoresJokers(rules) && playerIgnoresJokers(rules);
}

bool jokersChangeNothingPastTwo(const RuleSet& rules) {
    return bothUpDealerIgnoresJokers(rules) && jokerFoldFrom(rules) == 3;
}

struct DecisionWalk::Impl {
    bool foldJokers = false;
    bool valueResplits = false; // valueResplitsByPolicy
    ExactOptions options;
    RuleSet rules; // the solver's, for the walk's lifetime
    std::array<Rank, kRankSlots> rep{};
    DealerView view;
    Composition root; // a start's unseen cards and hand
    std::unique_ptr<HandSolver> solver;

    // By rank only unless the poker comparison reads suits (the solver's own draws are then by
    // rank, and a suit would make a hand's key differ from the same ranks drawn later).
    std::vector<Card> canon(const std::vector<Card>& cards) const {
        std::vector<Card> out;
        for (Card c : cards) {
            const Card r = representative(rep, c);
            out.push_back(rules.fiveCard.enabled || r.isJoker() ? r : Card{r.rank, Suit::None});
        }
        return out;
    }
    // The dealer as the player sees it at a decision (exactActionValues builds the same).
    DealerView viewOf(const Round& round) const {
        DealerView v;
        v.faceUp = canon(faceUpCards(round.dealer()));
        const DealerHand& d = round.dealer();
        if (v.secondUnseen() && d.checkedNatural && !d.natural)
            for (Rank r : kAllRanks)
                v.secondAllowed[static_cast<size_t>(r)] =
                    !isNaturalPair(rules, v.faceUp[0].rank, r);
        v.naturalPending = rules.natural.kind != NaturalRule::Kind::None && !d.checkedNatural;
        return v;
    }
    // The analysis reads suits only for the poker comparison (exact_ev.h, "Suits").
    bool sameShoe(const Composition& c) const {
        return rules.fiveCard.enabled ? c == root : c.rankCounts() == root.rankCounts();
    }
    Composition rootOf(const Round& round, const Composition& unseen) const {
        Composition out = merged(rep, unseen);
        for (Card c : round.seats()[0].hands[0].cards)
            out.add(representative(rep, c));
        return out;
    }
};

DecisionWalk::DecisionWalk(bool foldJokers, ExactOptions options)
    : impl_(std::make_unique<Impl>()) {
    impl_->foldJokers = foldJokers;
    impl_->options = std::move(options);
}
DecisionWalk::~DecisionWalk() = default;

bool DecisionWalk::jokersFolded() const {
    return impl_->solver && impl_->solver->jokersFolded();
}

Status DecisionWalk::addStart(const Round& round, const Composition& unseen, double weight) {
    const bool waits =
        round.phase() == Phase::Decision
            ? round.seatToAct() == 0 && round.handToAct() == 0
            : round.needsCard() && round.cardTarget().seat == 0 && round.cardTarget().hand == 0;
    if (!waits) return {};
    Impl& m = *impl_;
    if (round.seats()[0].hands.size() != 1 || round.seats()[0].hands[0].cards.size() != 2)
        return fail("a start is the player's two-card hand");
    if (!m.solver) {
        if (Status s = checkSupported(round.rules()); !s) return s;
        if (round.rules().fiveCard.enabled && !unseen.suited())
            return fail("the poker comparison needs the suits of the unseen cards");
        m.rules = round.rules();
        m.rep = rankRepresentatives(m.rules);
        m.view = m.viewOf(round);
        if (m.view.faceUp.empty() || m.view.faceUp.size() > 2)
            return fail("the dealer shows 1 or 2 cards");
        m.root = m.rootOf(round, unseen);
        const SeatState& seat = round.seats()[0];
        const double tmin = round.setup().tableMinimum.toDouble() / seat.setup.wager.toDouble();
        m.solver = std::make_unique<HandSolver>(m.rules, m.view, tmin, true);
        m.solver->setCardsMustLast(m.options.cardsMustLast);
        if (!m.foldJokers) m.solver->keepJokersInNodes();
        m.solver->useDealerChain();
        if (m.valueResplits) m.solver->valueResplitsByPolicy();
        m.solver->setCap(m.root);
        m.solver->setCancel(m.options.cancelled);
    }
    auto sameCards = [](std::vector<Card> a, std::vector<Card> b) {
        auto byIndex = [](Card x, Card y) {
            return std::pair(x.rank, x.suit) < std::pair(y.rank, y.suit);
        };
        std::sort(a.begin(), a.end(), byIndex);
        std::sort(b.begin(), b.end(), byIndex);
        return a == b;
    };
    const DealerView v = m.viewOf(round);
    if (!sameCards(v.faceUp, m.view.faceUp) || v.secondAllowed != m.view.secondAllowed ||
        v.naturalPending != m.view.naturalPending || !m.sameShoe(m.rootOf(round, unseen)))
        return fail("a start of another dealer view or shoe");
    Hand hand;
    for (Card c : m.canon(round.seats()[0].hands[0].cards))
        if (!(c.isJoker() && jokersFolded())) hand = hand.plus(c, m.rules.values);
    m.solver->walkPush(hand, merged(m.rep, unseen), 1, weight);
    if (!m.solver->error().empty()) return fail(m.solver->error());
    return {};
}

void DecisionWalk::valueResplitsByPolicy() {
    impl_->valueResplits = true;
    if (impl_->solver) impl_->solver->valueResplitsByPolicy();
}

double DecisionWalk::resplitShortfall() const {
    return impl_->solver ? impl_->solver->resplitShortfall() : 0.0;
}

Status DecisionWalk::run(const std::function<Action(const WalkDecision&)>& choose) {
    if (!impl_->solver) return {};
    HandSolver& solver = *impl_->solver;
    std::string refused;
    solver.walkRun([&](const WalkDecision& d) {
        const Action a = choose(d);
        const bool offered = std::any_of(d.values.begin(), d.values.end(),
                                         [&](const ActionValue& v) { return v.action == a; });
        if (offered) return a;
        if (refused.empty())
            refused = std::string("the policy chose an action not offered: ") +
                      std::string(actionName(a));
        return Action::Stand;
    });
    if (!solver.error().empty()) return fail(solver.error());
    if (!refused.empty()) return fail(refused);
    return {};
}

} // namespace f27
