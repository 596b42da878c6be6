#include "sim/sim_quick_round.h"
#include "sim/sim_quick_round_detail.h"

#include "cards/composition.h"
#include "cards/poker_hand.h"
#include "rules/hand_rules.h"

#include <bit>

namespace f27 {

using namespace quickround;

std::string quickRoundUnsupported(const RuleSet& rules, const SimStrategy& strategy, int seats) {
    if (!fastCoreUnsupported(rules, seats).empty()) return "not played by the fast core";
    if (seats != 1) return "more than one seat";
    if (rules.shoe.size() < SimShoe::kRoundAhead) return "a shoe of fewer than 16 cards";
    if (rules.dealerInitial != DealerInitial::HoleThenUp &&
        rules.dealerInitial != DealerInitial::UpThenHole)
        return "not one dealer card face up during the seats' turns";
    if (rules.natural.kind != NaturalRule::Kind::None && !rules.natural.dealerChecksAtOnce)
        return "the dealer's natural is found only when the dealer plays";
    if (!strategy.counts(static_cast<int>(Rank::Joker)) || strategy.readsPastTwo())
        return "the strategy reads hands without their Jokers";
    if (strategy.dealerKeys() > 0xFFFF) return "too many dealer keys";
    if (rules.bonuses.size() > 8) return "more than 8 bonuses";
    for (const BonusRule& b : rules.bonuses) {
        if (b.ranks.size() > 15) return "a bonus naming more than 15 cards";
        int per[kRankSlots] = {};
        for (Rank r : b.ranks)
            if (++per[static_cast<int>(r)] > 15) return "a bonus naming a rank 16 times";
    }
    return {};
}

std::uint8_t SimQuickRound::settlePoker(const std::uint8_t* player, int pn,
                                        const std::uint8_t* dealer, int dn) const {
    Card pc[SimCore::kMaxHandCards], dc[SimCore::kMaxHandCards];
    for (int k = 0; k < pn; ++k)
        pc[k] = cardFromIndex(player[k]);
    for (int k = 0; k < dn; ++k)
        dc[k] = cardFromIndex(dealer[k]);
    const PokerValue pv = evaluatePoker(pc, pn);
    const PokerValue dv = evaluatePoker(dc, dn);
    return static_cast<std::uint8_t>(code(SimReason::Poker, pv > dv   ? HandResult::Win
                                                            : dv > pv ? HandResult::Lose
                                                                      : HandResult::Push));
}

// The round as SimCore::round plays a split pair when the seat may hold two hands (F-17, B-9):
// hand 0 (the first card) takes the next card and plays to its end, then hand 1 (the second
// card); the dealer plays when either is unresolved (F-12); each hand is settled as the
// showdown settles it, B-9's split natural included. Rare (≈ 2.5 % of Blackjack's rounds), so
// it may branch on the cards. Refused (−1): a chart exception that may apply to a post-split
// hand, a hand of more than kCardKeys − 1 cards, a five-card poker comparison, or more cards
// than are shuffled ahead.
// One function, as the round it mirrors: both hands' turns, the dealer's and the showdown read
// one set of cards ahead in one pass.
int SimQuickRound::playSplit(const std::uint8_t* c, int avail, int up, int dealerKey0,
                             SimStats& stats) {
    const std::uint8_t* row = actSplit_.data() + static_cast<size_t>(up * vkeys_ * kCardKeys);
    const int dk = dealerKeyOf_[static_cast<size_t>(up)];
    struct Played {
        int vk = 0, n = 0, doubled = 0, surrendered = 0;
    };
    Played hands[2];
    int at = 4; // the next card: F-10 dealt four
    for (int i = 0; i < 2; ++i) {
        const std::uint8_t first = c[i == 0 ? 0 : 2];
        Played& h = hands[i];
        if (at >= avail) return -1;
        h.vk = (((0 + vadd_[first]) | vflag_[first]) + vadd_[c[at]]) | vflag_[c[at]];
        std::uint64_t classes = weight_[first] + weight_[c[at]];
        h.n = 2;
        ++at;
        if (acesOneCard_ && rank_[first] == static_cast<int>(Rank::Ace)) continue; // B-9
        for (;;) {
            if (h.n >= kCardKeys) return -1;
            const std::uint8_t e = row[h.vk * kCardKeys + h.n];
            const int a = (e >> 2) & 7;
            if (a == kRefuse) return -1;
            if ((e & 2) && strategy_->exception(dk, true, classes)) return -1; // kMayExcept
            if (a != kHit && a != kDouble) {
                h.surrendered = a == kSurrender ? 1 : 0;
                break;
            }
            if (at >= avail) return -1;
            h.vk = (h.vk + vadd_[c[at]]) | vflag_[c[at]];
            classes += weight_[c[at]];
            ++h.n;
            ++at;
            if (a == kDouble) { // F-18: one card, then the hand is complete
                h.doubled = 1;
                break;
            }
        }
    }
    auto unresolved = [&](const Played& h) {
        return !h.surrendered && !(total_[static_cast<size_t>(h.vk)] & kEarly);
    };
    // B-10: a split natural that wins whatever the dealer draws needs no dealer total.
    auto outright = [&](const Played& h) {
        return splitNaturalOutright_ && h.n == 2 &&
               (total_[static_cast<size_t>(h.vk)] & (kEarly - 1)) == target_;
    };
    const bool dealerPlays = (unresolved(hands[0]) && !outright(hands[0])) ||
                             (unresolved(hands[1]) && !outright(hands[1]));
    unsigned st = static_cast<unsigned>(dealerKey0 * kCardKeys + 2);
    if (dealerPlays)
        while (dealerHit_[st]) {
            if (at >= avail || static_cast<int>(st % kCardKeys) + 1 >= kCardKeys) return -1;
            st = dealerNext_[st << 4 | class_[c[at]]];
            ++at;
        }
    const int dn = static_cast<int>(st % kCardKeys);
    const int ds = total_[st / kCardKeys] & (kEarly - 1);
    int codes[2];
    for (int i = 0; i < 2; ++i) {
        const Played& h = hands[i];
        const int ps = total_[static_cast<size_t>(h.vk)] & (kEarly - 1);
        int rc = surrenderCode_;
        if (!h.surrendered) {
            rc =
                outcome_[outcomeIndex(h.n == fiveCards_ ? 1 : 0, dn == fiveCards_ ? 1 : 0, ps, ds)];
            if (rc == kPoker) return -1;
            if (!dealerPlays && unresolved(h) && outright(h))
                rc = code(SimReason::SplitNatural, HandResult::Win);
            // B-9: a split hand of two cards at the target beats the dealer's target of more
            // cards (where the showdown would otherwise compare the totals: a tie).
            if (splitNatural_ && h.n == 2 && ps == target_ && ds == target_ && dn > 2 &&
                rc >> 2 == static_cast<int>(SimReason::Tie))
                rc = code(SimReason::SplitNatural, HandResult::Win);
        }
        codes[i] = rc;
    }
    std::int64_t net = 0;
    for (int i = 0; i < 2; ++i) {
        const int rc = codes[i];
        net += netPerWager_[static_cast<size_t>(rc)] * (1 + hands[i].doubled);
        ++stats.results[static_cast<size_t>(rc & 3)];
        ++stats.reasons[static_cast<size_t>(rc >> 2)];
        stats.doubles += hands[i].doubled;
    }
    ++stats.rounds;
    ++stats.seatRounds;
    stats.hands += 2;
    ++stats.splits;
    stats.insuranceOffered += offeredUp_[static_cast<size_t>(up)];
    if (dealerPlays && ds == target_ + 1) ++stats.dealerBusts;
    stats.net += net;
    stats.netSquares += static_cast<Int128>(net) * net;
    ++quick_;
    return at;
}

void SimQuickRound::playRounds(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                               const std::int64_t* rounds) {
    switch (exceptions_) {
    case Exceptions::None:
        return playWith<Exceptions::None>(core, shoes, rngs, stats, rounds);
    case Exceptions::Sparse:
        return playWith<Exceptions::Sparse>(core, shoes, rngs, stats, rounds);
    case Exceptions::Dense:
        return playWith<Exceptions::Dense>(core, shoes, rngs, stats, rounds);
    }
}

template <SimQuickRound::Exceptions kExceptions>
void SimQuickRound::playWith(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                             const std::int64_t* rounds) {
    if (bonuses_.empty())
        playBatch<kExceptions, false>(core, shoes, rngs, stats, rounds);
    else
        playBatch<kExceptions, true>(core, shoes, rngs, stats, rounds);
}

template <SimQuickRound::Exceptions kExceptions, bool kBonuses>
void SimQuickRound::playBatch(SimCore& core, SimShoe::Cursor* shoes, Prng* rngs, SimStats& stats,
                              const std::int64_t* rounds) {
    constexpr int K = SimLanes::kLanes;
    Tally tally{};
    std::int64_t all = rounds[0];
    for (int l = 1; l < K; ++l)
        all = std::min(all, rounds[l]);
    for (std::int64_t i = 0; i < all; ++i)
        if (const unsigned refused = playLanes<kExceptions, kBonuses, K>(shoes, rngs, stats, tally))
            [[unlikely]] {
            for (int l = 0; l < K; ++l)
                if ((refused >> l) & 1u) core.playRefused(shoes[l], rngs[l], stats);
        }
    for (int l = 0; l < K; ++l)
        for (std::int64_t i = all; i < rounds[l]; ++i)
            if (playLanes<kExceptions, kBonuses, 1>(shoes + l, rngs + l, stats, tally))
                core.playRefused(shoes[l], rngs[l], stats);
    addTally(tally, stats, !kBonuses);
}

// A quick round's statistics follow from its settlement code, whether it doubled and whether
// insurance was offered (one seat, one hand; the dealer's natural and bust are reasons).
void SimQuickRound::addTally(const Tally& tally, SimStats& stats, bool money) {
    for (size_t i = 0; i < tally.size(); ++i) {
        const std::int64_t n = tally[i];
        if (n == 0) continue;
        const size_t rc = i & 63;
        const std::int64_t doubled = (i >> 6) & 1, offered = (i >> 7) & 1;
        const auto why = static_cast<SimReason>(rc >> 2);
        stats.rounds += n;
        stats.seatRounds += n;
        stats.hands += n;
        stats.results[rc & 3] += n;
        stats.reasons[rc >> 2] += n;
        stats.doubles += n * doubled;
        stats.insuranceOffered += n * offered;
        if (why == SimReason::DealerNatural || why == SimReason::BothNatural)
            stats.dealerNaturals += n;
        if (why == SimReason::DealerBust) stats.dealerBusts += n;
        const std::int64_t net = netPerWager_[rc] * (1 + doubled);
        if (naturalWin_[rc]) stats.naturalWinNet += n * net;
        if (money) {
            stats.net += n * net;
            stats.netSquares += static_cast<Int128>(n) * net * net;
        }
        quick_ += n;
    }
}

// One round on each of L shoes, every step written for all lanes: the lanes' dependency chains
// (card → value key → table → stopping step → the dealer's cards → settlement) then overlap,
// where one round's chain alone leaves the core waiting. Returns the lanes refused (bit l); a
// refused lane is unchanged but for its round's start.
// Kept as one function: the lanes' steps interleave across what would be helpers, and the
// compiler must see the whole round to keep every lane in registers (docs/performance.md).
template <SimQuickRound::Exceptions kExceptions, bool kBonuses, int L>
[[gnu::always_inline]] inline unsigned SimQuickRound::playLanes(SimShoe::Cursor* shoes, Prng* rngs,
                                                                SimStats& stats, Tally& tally) {
    constexpr int kPrefix = kSteps + 2;
    constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
    const std::uint8_t* c[L];
    int up[L], plays[L], refuse[L];
    unsigned pp[L], dp[L], nat[L];
    for (int l = 0; l < L; ++l) {
        stats.reshuffles += shoes[l].startRound(rngs[l]) ? 1 : 0;
        // Fewer cards shuffled ahead than a round may read (the shoe's last cards): refused,
        // and its reads go to the shoe's first cards instead (quickRoundUnsupported: >= 16).
        refuse[l] = static_cast<int>(shoes[l].ready - shoes[l].dealt < SimShoe::kRoundAhead);
        c[l] = shoes[l].cards + (shoes[l].dealt & (refuse[l] - 1));
    }
    // F-10: player, dealer, player, dealer; cards c[4…] are the hits, then the dealer's.
#pragma GCC unroll 4
    for (int l = 0; l < L; ++l) {
        up[l] = rank_[c[l][upIndex_]];
        pp[l] = pairs_[static_cast<size_t>(c[l][0] * 64 + c[l][2])];
        dp[l] = pairs_[static_cast<size_t>(c[l][1] * 64 + c[l][3])];
        // PL-4, B-5: a natural settles before any decision. nat: 1 the player's, 2 the dealer's.
        nat[l] = ((pp[l] >> kPairNaturalShift) & 1u) | ((dp[l] >> (kPairNaturalShift - 1)) & 2u);
        plays[l] = static_cast<int>(nat[l] == 0);
    }

    // The player's value keys after k more cards: vk[k] = (vk[0] + the k cards' 4 × points) |
    // their flags (SimCore's vkey = (vkey + 4 × points) | flag, regrouped so that the sums need
    // not wait for vk[0]); the settlement totals and the table entries at every step, a byte
    // each; the hand takes cards until the first entry that stops hitting (the sentinel after
    // the last step refuses).
    int vk[L][kPrefix];
    std::uint64_t w[L];
#pragma GCC unroll 4
    for (int l = 0; l < L; ++l) {
        vk[l][0] = static_cast<int>(pp[l] & kPairKey);
        int add = 0, flags = 0;
#pragma GCC unroll 8
        for (int k = 1; k < kPrefix; ++k) {
            const std::uint8_t x = c[l][3 + k];
            add += vadd_[x];
            flags |= vflag_[x];
            vk[l][k] = (vk[l][0] + add) | flags;
        }
        const std::uint8_t* row = act_.data() + static_cast<size_t>(up[l] * vkeys_ * kCardKeys);
        w[l] = static_cast<std::uint64_t>(packed(kRefuse)) << (8 * (kSteps + 1));
#pragma GCC unroll 8
        for (int k = 0; k <= kSteps; ++k)
            w[l] |= static_cast<std::uint64_t>(row[vk[l][k] * kCardKeys + 2 + k]) << (8 * k);
    }
    int draws[L], dbl[L], sur[L], pt[L], dealerPlays[L], split[L];
#pragma GCC unroll 4
    for (int l = 0; l < L; ++l) {
        const int s8 = std::countr_zero(w[l] & kBytes); // 8 × the step at which the hand stops
        const int s = s8 >> 3;
        const int a = static_cast<int>(w[l] >> (s8 + 2)) & 7;
        // A chart exception at a step up to s would change that decision: the full round
        // decides.
        int exception = 0;
        if constexpr (kExceptions != Exceptions::None) {
            const std::uint64_t mayExcept = (w[l] >> 1) & kBytes & ((2ULL << s8) - 1);
            auto check = [&] {
                std::uint64_t hash = weight_[c[l][0]] + weight_[c[l][2]];
                int found = 0;
#pragma GCC unroll 8
                for (int k = 0; k <= kSteps; ++k) {
                    if (k > 0) hash += weight_[c[l][3 + k]];
                    const unsigned bit = filterBit(hash, dealerSalt_[static_cast<size_t>(up[l])]);
                    found |= static_cast<int>((mayExcept >> (8 * k)) & 1u) &
                             static_cast<int>((exceptionFilter_[bit >> 6] >> (bit & 63)) & 1u);
                }
                return found;
            };
            if constexpr (kExceptions == Exceptions::Dense)
                exception = check();
            else if (mayExcept != 0) [[unlikely]]
                exception = check();
        }
        const int pairSplit =
            wantsSplit_[static_cast<size_t>(up[l] * kRankSlots + rank_[c[l][0]])] &
            static_cast<int>((pp[l] & kPairSame) != 0) &
            static_cast<int>((w[l] & kDecisionBit) != 0);
        const int noInsurance = 1 ^ refuseUp_[static_cast<size_t>(up[l])];
        // A split the quick round plays (playSplit): no exception on the pair (it would come
        // first), insurance not taken, the cards ahead shuffled.
        split[l] = plays[l] & pairSplit & splits_ & (1 ^ exception) & noInsurance & (1 ^ refuse[l]);
        refuse[l] |= (1 ^ noInsurance) | (plays[l] & (1 ^ split[l]) &
                                          (static_cast<int>(a == kRefuse) | exception | pairSplit));
        dbl[l] = plays[l] & static_cast<int>(a == kDouble);
        sur[l] = plays[l] & static_cast<int>(a == kSurrender);
        draws[l] = (s + dbl[l]) & -plays[l];
        pt[l] = total_[static_cast<size_t>(vk[l][draws[l]])];
        // The dealer (F-12) plays only when the hand is unresolved.
        dealerPlays[l] = plays[l] & (1 ^ sur[l]) & (1 ^ (pt[l] >> 7));
    }

    // The dealer's state after kDealerSteps more cards from where the player stopped: the
    // state machine stays put once the dealer stands or busts.
    static_assert(kDealerSteps == 4, "the dealer's steps below are written out");
    unsigned dstate[L];
#pragma GCC unroll 4
    for (int l = 0; l < L; ++l) {
        const std::uint8_t* dc = c[l] + 4 + draws[l];
        unsigned st = (dp[l] & kPairKey) * kCardKeys + 2;
        st = dealerNext_[st << 4 | class_[dc[0]]];
        st = dealerNext_[st << 4 | class_[dc[1]]];
        // Two draws settle most dealers: where they do (dealerBranch_), the rest take a branch.
        if (!dealerBranch_ || dealerHit_[st]) {
            st = dealerNext_[st << 4 | class_[dc[2]]];
            st = dealerNext_[st << 4 | class_[dc[3]]];
        }
        dstate[l] = st;
    }

    // The settlement, committed for the lanes not refused.
    unsigned refused = 0;
#pragma GCC unroll 4
    for (int l = 0; l < L; ++l) {
        if (split[l]) [[unlikely]] {
            const int used = playSplit(c[l], shoes[l].ready - shoes[l].dealt, up[l],
                                       static_cast<int>(dp[l] & kPairKey), stats);
            if (used < 0) {
                refused |= 1u << l;
            } else {
                shoes[l].dealt += used;
                shoes[l].drawn += used;
            }
            continue;
        }
        const unsigned st = dstate[l];
        const int dstop = static_cast<int>(st % kCardKeys) - 2;
        refuse[l] |= dealerPlays[l] & dealerHit_[st]; // more than kDealerSteps draws
        refused |= static_cast<unsigned>(refuse[l]) << l;
        const int keep = 1 - refuse[l];
        const int dd = dstop & -dealerPlays[l];
        const int pn = 2 + draws[l], dn = 2 + dd;
        const int ps = pt[l] & (kEarly - 1);
        const int ds = total_[st / kCardKeys] & (kEarly - 1);
        const int pq = static_cast<int>(pn == fiveCards_), dq = static_cast<int>(dn == fiveCards_);
        int result = outcome_[outcomeIndex(pq, dq, ps, ds)];
        if (result == kPoker && dealerPlays[l] && keep) [[unlikely]] {
            std::uint8_t pcards[kPrefix + 2], dcards[kDealerSteps + 2];
            pcards[0] = c[l][0];
            pcards[1] = c[l][2];
            for (int k = 0; k < draws[l]; ++k)
                pcards[2 + k] = c[l][4 + k];
            dcards[0] = c[l][1];
            dcards[1] = c[l][3];
            for (int k = 0; k < dd; ++k)
                dcards[2 + k] = c[l][4 + draws[l] + k];
            result = settlePoker(pcards, pn, dcards, dn);
        }
        // Selected by masks: a natural or a surrender is too rare a branch to predict.
        result ^= (result ^ surrenderCode_) & -sur[l];
        result ^= (result ^ naturalCode_[nat[l]]) & (plays[l] - 1);
        const auto rc = static_cast<size_t>(result) & 63;
        tally[rc | static_cast<size_t>(dbl[l]) << 6 |
              static_cast<size_t>(offeredUp_[static_cast<size_t>(up[l])]) << 7] += keep;
        if constexpr (kBonuses) {
            // F-16: every bonus a winning hand matches (the conditions of SimCore::settle);
            // the round's money then is no function of its tally.
            // The hand's rank counts after each step, then the one it stopped at (no loop over
            // a random number of cards: a branch on the cards).
            std::uint64_t sigs[kPrefix];
            sigs[0] = sigAdd_[c[l][0]] + sigAdd_[c[l][2]];
#pragma GCC unroll 8
            for (int k = 1; k < kPrefix; ++k)
                sigs[k] = sigs[k - 1] + sigAdd_[c[l][3 + k]];
            const std::uint64_t sig = sigs[draws[l]];
            std::int64_t net = netPerWager_[rc] * (1 + dbl[l]); // a double (F-18) settles twice
            const std::uint32_t win = static_cast<std::uint32_t>((result & 3) == 0 && keep);
            const std::uint32_t may = bonusesFor_[static_cast<size_t>(pn)] & -win;
            for (size_t k = 0; k < bonuses_.size(); ++k) {
                const Bonus& b = bonuses_[k];
                const std::int64_t match =
                    static_cast<std::int64_t>((may >> k) & 1u) &
                    static_cast<std::int64_t>(((sig ^ b.sig) & b.sigMask) == 0) &
                    static_cast<std::int64_t>(b.total < 0 || b.total == ps);
                const std::int64_t amount = (b.odds * (1 + dbl[l]) + b.fixed) & -match;
                net += amount;
                stats.bonusNet += amount;
                stats.bonuses[k] += match;
            }
            net &= -static_cast<std::int64_t>(keep);
            stats.net += net;
            stats.netSquares += static_cast<Int128>(net) * net;
        }
        const int used = (4 + draws[l] + dd) & -keep;
        shoes[l].dealt += used;
        shoes[l].drawn += used;
    }
    return refused;
}

} // namespace f27
