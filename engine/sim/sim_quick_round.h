// The simulator's quick round: one seat's round read from tables without a branch on the cards,
// or refused unchanged for SimCore. The method: docs/analysis.md, "Two paths, and which ran".
#pragma once

#include "sim/sim_core.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace f27 {

// "" when SimQuickRound can play `rules` with `strategy` for `seats` seats, otherwise why not.
std::string quickRoundUnsupported(const RuleSet& rules, const SimStrategy& strategy, int seats);

class SimQuickRound {
public:
    static constexpr int kSteps = 3;       // player decisions read per round (kSteps + 1)
    static constexpr int kDealerSteps = 4; // dealer draws read per round
    static constexpr int kCardKeys = 8;    // hand card counts kept in the tables (0..7)

    // Precondition: quickRoundUnsupported(rules, strategy, 1).empty(). Its tables are read from
    // `core`'s (built from the engine's rule functions), so a rule is decided once.
    SimQuickRound(const RuleSet& rules, const SimStrategy& strategy, const SimCore& core);

    // Plays rounds[l] rounds from lane l's shoe (SimLanes) into `stats`, the lanes' rounds side
    // by side: each one quick, or — when refused, which changes nothing but the round's start
    // (F-2: Cursor::startRound, which is idempotent) — by `core` (SimCore::playRefused).
    void playRounds(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                    const std::int64_t* rounds);
    std::int64_t quickRounds() const { return quick_; } // rounds played quick (for tests)

private:
    // Player actions; kDecision marks a strategy's decision (not a forced play, a bust or the
    // card limit), kMayExcept one in a column with chart exceptions of that many cards — the
    // only steps an exception can change. The table holds them packed: bit 0 "stops hitting",
    // bit 1 kMayExcept, bits 2–4 the action, bit 5 kDecision.
    enum : std::uint8_t { kStand = 0, kHit = 1, kDouble = 2, kSurrender = 3, kRefuse = 4 };
    static constexpr std::uint8_t kDecision = 8, kMayExcept = 16;
    static constexpr std::uint8_t packed(int c) {
        return static_cast<std::uint8_t>(((c & 7) != kHit ? 1 : 0) | (c & kMayExcept ? 2 : 0) |
                                         (c & 7) << 2 | (c & kDecision ? 32 : 0));
    }
    // How chart exceptions are looked for: none to look for, behind a branch, or at every step.
    enum class Exceptions : std::uint8_t { None, Sparse, Dense };
    Exceptions exceptions_ = Exceptions::None;
    template <Exceptions kExceptions>
    void playWith(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                  const std::int64_t* rounds);
    template <Exceptions kExceptions, bool kBonuses>
    void playBatch(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                   const std::int64_t* rounds);
    // Quick rounds counted by settlement code | doubled << 6 | insurance offered << 7: their
    // statistics (and their money, without bonuses) follow from that (addTally).
    using Tally = std::array<std::int64_t, 256>;
    template <Exceptions kExceptions, bool kBonuses, int L>
    unsigned playLanes(SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats, Tally& tally);
    // Adds the tallied rounds' statistics; their money too unless bonuses made it vary.
    void addTally(const Tally& tally, SimStats& stats, bool money);
    // The tables, built by the constructor in this order (sim_quick_round_tables.cpp).
    static SimCore::Value coreValue(const SimCore& core, int vk);
    void buildCards(const SimCore& core);
    void buildTotals(const RuleSet& rules, const SimCore& core);
    void buildPlayerColumn(const RuleSet& rules, const SimStrategy& strategy, const SimCore& core,
                           Card card);
    std::uint8_t playerCode(const RuleSet& rules, const SimStrategy& strategy, const SimCore& core,
                            size_t forcedBase, int dk, bool fromSplit, int vk, int n) const;
    std::vector<std::pair<int, int>> buildDealer(const SimCore& core);
    void chooseDealerBranch(const RuleSet& rules, const std::vector<std::pair<int, int>>& classes);
    void buildPairs(const RuleSet& rules, const SimCore& core);
    void buildOutcomes(const RuleSet& rules);
    void buildMoney(const SimCore& core);
    void buildBonuses(const SimCore& core);
    void buildExceptionFilter(const RuleSet& rules, const SimStrategy& strategy);
    // A settlement code: reason * 4 + HandResult; kPoker: two five-card hands to compare.
    static constexpr std::uint8_t kPoker = 0xFF;

    int vkeys_;   // value keys 0..vkeys_-1 (SimCore's hard*4 + ace*2 + joker)
    int upIndex_; // the up-card's position among the first four cards dealt (1 or 3)
    std::vector<std::uint8_t> act_; // by up rank, value key, card count: a player code
    // The same for a post-split hand (B-9, F-17: double and surrender after a split only where
    // the rules allow them, no second split), when splits_ (split once, no bonuses).
    std::vector<std::uint8_t> actSplit_;
    bool splits_ = false, acesOneCard_ = false, splitNatural_ = false;
    bool splitNaturalOutright_ = false; // splitNaturalWinsOutright (B-10)
    int target_ = 0;
    const SimStrategy* strategy_ = nullptr;
    std::array<int, kRankSlots> dealerKeyOf_{}; // by up rank
    std::vector<std::uint8_t> dealerHit_;       // by value key, card count: 1 when the dealer draws
    // The dealer's play as a state machine: a state is value key × kCardKeys + card count; the
    // next state after a card of class k (its points and flags) is dealerNext_[state << 4 | k],
    // the state itself once the dealer stands or busts (F-12).
    std::vector<std::uint16_t> dealerNext_;
    std::array<std::uint8_t, kCardKinds> class_{}; // by card: its (points, flags) class, < 16
    bool dealerBranch_ = false; // the dealer's third and fourth draws behind a branch
    static constexpr double kDealerBranchBelow = 0.12;
    std::vector<std::uint8_t> outcome_;          // by five-card flags (player, dealer), both totals
    std::vector<std::uint64_t> exceptionFilter_; // bit set of (dealer key, class hash)
    std::array<std::uint16_t, kRankSlots> dealerSalt_{}; // the exception filter's, by up rank
    std::array<std::uint8_t, kRankSlots> refuseUp_{};    // insurance the strategy takes
    std::array<std::uint8_t, kRankSlots> offeredUp_{};   // insurance offered (counted)
    std::array<std::uint8_t, kRankSlots * kRankSlots> wantsSplit_{}; // up rank, pair rank
    // By the first two cards' indexes: their value key, kPairNatural, kPairSame.
    std::vector<std::uint16_t> pairs_;
    static constexpr unsigned kPairKey = 1023, kPairNaturalShift = 10, kPairNatural = 1024,
                              kPairSame = 2048;
    std::array<std::uint8_t, 4> naturalCode_{}; // by player natural + 2 * dealer natural
    std::array<std::uint8_t, kCardKinds> rank_{}, vadd_{}, vflag_{};
    std::array<std::uint64_t, kCardKinds> weight_{}; // the strategy's rank-class weight
    std::array<std::uint64_t, kCardKinds>
        sigAdd_{};                    // 1 << 4 * rank: a hand's rank counts, 4 bits each
    std::vector<std::uint8_t> total_; // by value key: the settlement total | kEarly
    static constexpr int kEarly = 128;
    int totalBits_ = 0; // settlement totals 0..target, then a bust: below 1 << totalBits_
    size_t outcomeIndex(int pq, int dq, int ps, int ds) const {
        return static_cast<size_t>(((pq * 2 + dq) << (2 * totalBits_)) | (ps << totalBits_) | ds);
    }
    std::array<std::int64_t, 64> netPerWager_{}; // by settlement code (units)
    std::array<std::uint8_t, 64> naturalWin_{};  // by settlement code: a natural's win
    struct Bonus {
        std::uint64_t sig, sigMask; // the ranks' counts; mask 0 when any ranks match
        int total;                  // -1: any
        std::int64_t odds, fixed;
    };
    std::vector<Bonus> bonuses_;
    std::array<std::uint32_t, kCardKeys> bonusesFor_{}; // by card count: bonuses that may match
    int fiveCards_;                                     // PL-9's card count, 0 when the rule is off
    int surrenderCode_;
    std::int64_t quick_ = 0;

    // A round whose pair the strategy splits (splits_), from its cards `c` (`avail` of them
    // shuffled ahead), the up-card's rank and the dealer's two-card value key: its statistics
    // added, the cards it used returned; −1, nothing changed, where it cannot be mirrored.
    int playSplit(const std::uint8_t* c, int avail, int up, int dealerKey0, SimStats& stats);
    std::uint8_t settlePoker(const std::uint8_t* player, int pn, const std::uint8_t* dealer,
                             int dn) const;
};

} // namespace f27
