// The simulator's fast core: a round of the standard wager mode on plain integers and tables,
// and its shoe. What it mirrors and what it refuses: docs/analysis.md, "Two paths, and which ran".
#pragma once

#include "core/prng.h"
#include "rules/hand_rules.h"
#include "rules/rule_set.h"
#include "sim/sim_stats.h"
#include "sim/sim_strategy.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace f27 {

// The shoe (F-1, F-2, B-1) shuffled with the internal PRNG — never used for real play, which
// uses the provably fair shuffle. Cards are drawn from a Fisher-Yates shuffle run a few cards
// ahead of the deal: position p receives a uniform pick (Prng::below, unbiased) among the cards
// at positions p..size-1, so every card dealt is a uniform pick among the cards not yet dealt.
// Shuffling ahead in small blocks keeps the PRNG off the round's critical path and shuffles
// little of the shoe that is never dealt. The Table's reshuffle rule is replicated exactly:
// before a round when the cut card has come out (dealt >= cutCard), and mid-round with a
// complete fresh shoe when every card has been dealt (table.cpp).
class SimShoe {
public:
    // Positions shuffled per block: 32, or fewer when the cut card comes sooner (a shoe
    // reshuffled before every round would otherwise shuffle 32 cards for a 5-card round).
    static constexpr int kAhead = 32, kAheadMin = 8;
    // Cards shuffled ahead at a round's start (Cursor::startRound).
    static constexpr int kRoundAhead = 16;

    // The shoe's dealing state as plain values, so that the simulator's hot loop can hold it in
    // registers for a batch of rounds (SimCore::playRounds) and hand it back afterwards.
    struct Cursor {
        std::uint8_t* cards;
        int size, dealt, cut;
        int ready;                       // positions 0..ready-1 are shuffled; dealt <= ready
        std::int64_t drawn;              // cards drawn since the shoe was made
        std::int64_t midRoundReshuffles; // complete fresh shoes dealt mid-round

        // F-2: at a round's start; true when the shoe was reshuffled. Then at least
        // kRoundAhead cards are shuffled ahead (when the shoe has them), so that a round's
        // cards can be read before they are dealt (SimQuickRound). Every path of the simulator
        // starts its rounds here, so every path draws the PRNG at the same points: the same
        // cards. Calling it again before the round's first card changes nothing.
        bool startRound(Prng& rng) {
            const bool reshuffled = dealt >= cut;
            if (reshuffled) dealt = ready = 0;
            while (ready - dealt < kRoundAhead && ready < size)
                shuffleAhead(rng);
            return reshuffled;
        }
        std::uint8_t draw(Prng& rng) {
            if (dealt == ready) [[unlikely]]
                shuffleAhead(rng);
            ++drawn;
            return cards[dealt++];
        }
        // Whether the next k cards are shuffled already, readable without dealing them
        // (cards[dealt .. dealt+k-1]). It never shuffles: the PRNG is drawn at the same points
        // whether or not a caller peeks, so peeking changes no card of any round.
        bool peekable(int k) const { return ready - dealt >= k; }
        // Shuffles the next block (after a mid-round reshuffle when every card is out). Four
        // picks per PRNG output: its four 16-bit parts are each uniform and independent, and
        // Prng::below16 makes each pick unbiased (shoes of more than 65,536 cards: two 32-bit
        // picks).
        [[gnu::noinline]] void shuffleAhead(Prng& rng) {
            if (dealt == size) {
                dealt = ready = 0;
                ++midRoundReshuffles;
            }
            const int block = cut < kAheadMin ? kAheadMin : cut < kAhead ? cut : kAhead;
            const int end = ready + block < size ? ready + block : size;
            // Locals: a card is a byte, which may alias anything in memory, so with members
            // every swap would reload the PRNG's state and the shoe's pointer.
            std::uint8_t* const deck = cards;
            const int n = size;
            Prng r = rng;
            int p = ready;
            if (n <= 0x10000) // four 16-bit picks per PRNG output
                for (std::uint8_t* at = deck + p; p < end; p += 4, at += 4) {
                    const std::uint64_t x = r.next();
                    const auto left = static_cast<std::uint32_t>(n - p);
                    // Position p + q takes the card `offset` places on (a pointer and an
                    // unsigned offset: no index arithmetic per swap).
                    auto pick = [&](int q) {
                        const std::uint32_t offset =
                            r.below16(left - static_cast<std::uint32_t>(q),
                                      static_cast<std::uint32_t>(x >> (16 * q)) & 0xFFFF);
                        std::uint8_t* const here = at + q;
                        const std::uint8_t c = here[offset];
                        here[offset] = *here;
                        *here = c;
                    };
                    if (end - p >= 4) {
                        pick(0);
                        pick(1);
                        pick(2);
                        pick(3);
                    } else {
                        for (int q = 0; q < end - p; ++q)
                            pick(q);
                    }
                }
            else // two 32-bit picks
                for (; p < end; p += 2) {
                    const std::uint64_t x = r.next();
                    swap(deck, p,
                         r.below(static_cast<std::uint32_t>(n - p),
                                 static_cast<std::uint32_t>(x >> 32)));
                    if (p + 1 < end)
                        swap(deck, p + 1,
                             r.below(static_cast<std::uint32_t>(n - p - 1),
                                     static_cast<std::uint32_t>(x)));
                }
            rng = r;
            ready = end;
        }
        static void swap(std::uint8_t* deck, int p, std::uint32_t offset) {
            const int j = p + static_cast<int>(offset);
            const std::uint8_t c = deck[j];
            deck[j] = deck[p];
            deck[p] = c;
        }
    };

    explicit SimShoe(const ShoeSpec& spec);
    SimShoe(const SimShoe&) = delete; // the cursor points into cards_
    SimShoe& operator=(const SimShoe&) = delete;

    bool startRound(Prng& rng) { return cur_.startRound(rng); }
    std::uint8_t draw(Prng& rng) { return cur_.draw(rng); }
    int dealt() const { return cur_.dealt; }
    int size() const { return cur_.size; }
    std::int64_t midRoundReshuffles() const { return cur_.midRoundReshuffles; }
    Cursor& cursor() { return cur_; }

private:
    std::vector<std::uint8_t> cards_;
    Cursor cur_{};
};

// The shoes a simulator worker deals from: round r from lane r mod kLanes, each lane a shoe
// with its own PRNG (lane 0 seeded with the worker's seed, lane l + 1 with the first output of
// a PRNG seeded as lane l). Several tables dealt in turn are as good a sample as one, and
// SimCore plays the lanes' rounds side by side (SimQuickRound), where the dependency chains of
// independent rounds overlap: four lanes played Blackjack ≈ 6 % faster than two, three 4.5 %
// (measured by bench; docs/performance.md, "Simulator").
struct SimLanes {
    static constexpr int kLanes = 4;
    SimLanes(const ShoeSpec& spec, std::uint64_t seed)
        : SimLanes(spec, seed, std::make_index_sequence<kLanes>{}) {}
    std::array<SimShoe, kLanes> shoes;
    std::array<Prng, kLanes> rngs;
    std::int64_t next = 0; // rounds dealt: the next one is dealt from lane next % kLanes
    int lane() const { return static_cast<int>(next % kLanes); }

private:
    static std::uint64_t laneSeed(std::uint64_t seed, size_t lane) {
        for (size_t l = 0; l < lane; ++l)
            seed = Prng(seed).next();
        return seed;
    }
    template <size_t... L>
    SimLanes(const ShoeSpec& spec, std::uint64_t seed, std::index_sequence<L...>)
        : shoes{(static_cast<void>(L), SimShoe(spec))...}, rngs{Prng(laneSeed(seed, L))...} {}
};

// "" when the fast core plays `rules` exactly as Round does, otherwise why not.
std::string fastCoreUnsupported(const RuleSet& rules, int seats);

class SimQuickRound;

class SimCore {
public:
    static constexpr int kMaxHandCards = 64; // the presets' longest hands hold 52 and 22
    static constexpr int kMaxHands = 8;

    // Precondition: fastCoreUnsupported(rules, seats).empty().
    SimCore(const RuleSet& rules, const SimStrategy& strategy, int seats);
    ~SimCore();

    // Plays one round from `shoe`, adding to `stats`; fills `record` when it is not null.
    void playRound(SimShoe& shoe, Prng& rng, SimStats& stats, SimRoundRecord* record);
    // Plays the lanes' next `rounds` rounds without records: the simulator's hot loop, with
    // the shoes' cursors and the PRNGs held in locals. The same rounds (so the same totals) as
    // `rounds` calls of playRound, each on lane lanes.lane() and advancing lanes.next.
    void playRounds(SimLanes& lanes, SimStats& stats, std::int64_t rounds);
    std::int64_t unitsPerWager() const { return unit_; }
    // Rounds playRounds left to SimQuickRound (sim_quick_round.h), for tests and benchmarks.
    std::int64_t quickRounds() const;

private:
    friend class SimQuickRound; // builds its tables from these, and plays what it refuses:
    void playRefused(SimShoe::Cursor& shoe, Prng& rng, SimStats& stats);
    // A hand's value is one small integer, its value key: hard total * 4 + (an Ace ? 2 : 0) +
    // (a Joker ? 1 : 0) — all that valueOf, the dealer's strategy and the forced plays read.
    // Adding card c is vkey = (vkey + 4 * points(c)) | flag(c): no branch, no table walk.
    // A card as stored in a hand: a byte that is not a character type, so that storing one
    // cannot alias (for the optimiser) the tables and pointers the round reads around it.
    enum class SimCard : std::uint8_t {};
    struct Hand {
        SimCard cards[kMaxHandCards];
        std::uint8_t card(int k) const { return static_cast<std::uint8_t>(cards[k]); }
        int n, vkey, wager;
        int counted;           // the cards the strategy counts (SimStrategy::counts)
        std::uint64_t classes; // additive hash of the rank classes (chart exceptions)
        bool fromSplit, doubled, complete, resolved, natural, awaiting;
    };
    struct Seat {
        Hand hands[kMaxHands];
        int count;
        std::int64_t insuranceStake, net;
        bool insuranceSettled;
    };
    struct Value {
        std::int16_t total;
        bool soft, bust;
    };
    // Round::legalActions for a hand worth `v`: hit and stand always; double (F-18, B-7) and
    // surrender (B-8) by the rules, the hand's first two cards and whether it was split;
    // split (F-17) when `canSplit` (the caller's: a pair, the seat's hand count). Bitwise, not
    // short-circuit: whether a hand has its first two cards is no pattern a branch predictor
    // can learn. SimCore's rounds and SimQuickRound's tables both ask this.
    [[gnu::always_inline]] static bool legal(const RuleSet& R, Action a, bool firstTwo,
                                             bool fromSplit, const Value& v, bool canSplit) {
        switch (a) {
        case Action::Hit:
        case Action::Stand:
            return true;
        case Action::Double:
            return mayDouble(R.doubleDown, firstTwo, fromSplit, v.soft, v.total);
        case Action::Split:
            return canSplit;
        case Action::Surrender:
            return maySurrender(R.surrender, firstTwo, fromSplit);
        default:
            return false;
        }
    }

    static int sumsIndex(int vkey, int cards) { return vkey * (kMaxHandCards + 1) + cards; }
    Value value(const Hand& h) const { return values_[static_cast<size_t>(h.vkey)]; }
    void add(Hand& h, std::uint8_t c) const;
    template <bool kRecord, bool kOneSeat>
    void round(SimShoe::Cursor& shoe, Prng& rng, SimStats& stats, SimRoundRecord* record);
    // The constructor's tables (sim_core.cpp).
    void fillValueTables(const RuleSet& rules);
    void fillForcedTable(const RuleSet& rules);
    void fillCardTables(const RuleSet& rules, const SimStrategy& strategy);
    void fillMoney(const RuleSet& rules);
    // The round's phases (sim_core_round.cpp), in the order round() runs them.
    template <bool kRecord> struct Draw;
    struct DealerSight {
        int key = 0;           // the strategy's dealer column
        size_t forcedBase = 0; // the forced plays' block for what the seats see (T-4)
        int upCard = -1;       // the first face-up card (PL-3, B-5); -1: none
    };
    void beginRound(int seats);
    template <class D> void dealInitial(int seats, D& draw);
    DealerSight dealerSight() const;
    void offerInsurance(int seats, const DealerSight& sight, SimStats& stats);
    void checkNaturals(int seats);
    template <class D> void playSeat(int b, const DealerSight& sight, D& draw, SimStats& stats);
    Action decide(const Seat& s, const Hand& h, const Value& v, int dealerKey) const;
    template <class D> void apply(Action a, int b, int i, D& draw, SimStats& stats);
    template <bool kRecord, class D>
    void dealerTurn(int seats, SimShoe::Cursor& shoe, D& draw, SimStats& stats);
    template <bool kRecord, class D> void playDealer(SimShoe::Cursor& shoe, D& draw);
    void showdown(int b, int i, const Value& d);
    void settle(int seat, int hand, HandResult r, SimReason why, bool natural);
    void settleNaturalIfDecided(int seat, int hand);
    void settleInsurance();
    bool settleOutrightSplitNaturals(int seats);
    void completeHand(int seat, int hand);
    bool anyUnresolved() const { return open_ > 0; }

    // Rules, compiled.
    const RuleSet* rules_;
    const SimStrategy* strategy_;
    int seats_;
    std::int64_t unit_;
    int target_;
    std::vector<Value> values_;           // by hard*4 + ace*2 + joker
    std::vector<std::uint8_t> dealerHit_; // by sumsIndex: 1 when the dealer draws (never bust)
    std::vector<std::int8_t> forced_; // by dealer visible key, then sumsIndex: -1, 0 stand, 1 hit
    int forcedKeys_ = 1;
    bool forcedUsesDealer_ = false;
    int hardLimit_ = 0;
    std::array<std::array<bool, kRankSlots>, kRankSlots> naturalPair_{};
    std::array<std::uint8_t, kCardKinds> rank_{}, points_{};
    std::array<std::uint16_t, kCardKinds> vadd_{}; // by card: 4 * points
    std::array<std::uint8_t, kCardKinds> vflag_{}; // by card: 2 for an Ace, 1 for a Joker
    std::array<bool, kRankSlots> insuredUp_{};
    std::array<std::uint64_t, kCardKinds> weight_{}; // by card: the strategy's rank-class weight
    std::array<std::uint8_t, kCardKinds> counted_{}; // by card: 1 if the strategy counts it
    bool pastTwo_ = false;                           // SimStrategy::readsPastTwo
    std::int64_t naturalWin_, surrenderLoss_, insuranceStake_, insuranceWin_;
    struct Bonus {
        int cards, total, rankCount;
        std::array<std::uint8_t, kRankSlots> ranks; // wanted count per rank
        bool byRanks;
        std::int64_t odds, fixed; // units per wager unit / per round
    };
    std::vector<Bonus> bonuses_;
    std::array<std::uint32_t, kMaxHandCards + 1> bonusesFor_{}; // by card count: bit k = bonus k
                                                                // can match

    // Round state.
    Seat seat_[7];
    Hand dealer_;
    bool dealerFaceUp_[kMaxHandCards];
    bool dealerChecked_, dealerNatural_;
    // Unresolved hands plus unsettled insurance stakes (Round: anything left to settle), and
    // the unsettled insurance stakes alone.
    int open_ = 0, insurancePending_ = 0;
    SimStats* stats_ = nullptr;
    SimRoundRecord* record_ = nullptr;
    // The quick round for one seat when it can play these rules (quickRoundUnsupported).
    std::unique_ptr<SimQuickRound> quick_;
};

} // namespace f27
