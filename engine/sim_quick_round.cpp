#include "sim_quick_round.h"

#include "hand_rules.h"
#include "poker_hand.h"

#include <bit>

namespace f27 {

namespace {

constexpr int code(SimReason why, HandResult r) {
    return static_cast<int>(why) * 4 + static_cast<int>(r);
}

HandResult winnerResult(Winner w) {
    return w == Winner::Player   ? HandResult::Win
           : w == Winner::Dealer ? HandResult::Lose
                                 : HandResult::Push;
}

// The exception filter's bit for a hand of rank-class hash `hash` (a sum of random 64-bit
// weights, so its top bits are as random) seen against a dealer key of salt `salt`.
unsigned filterBit(std::uint64_t hash, std::uint16_t salt) {
    return static_cast<unsigned>(hash >> 48) ^ salt;
}
std::uint16_t salt(int dealerKey) {
    return static_cast<std::uint16_t>(static_cast<unsigned>(dealerKey) * 0x9e37u);
}

// A player table entry: bit 0 "stops hitting", bit 1 "a chart exception may apply", bits 2–4
// the action, bit 5 "a strategy's decision" (so that a split may apply).
constexpr std::uint64_t kDecisionBit = 32;

} // namespace

std::string quickRoundUnsupported(const RuleSet& rules, const SimStrategy& strategy, int seats) {
    if (!fastCoreUnsupported(rules, seats).empty()) return "not played by the fast core";
    if (seats != 1) return "more than one seat";
    if (rules.dealerInitial != DealerInitial::HoleThenUp &&
        rules.dealerInitial != DealerInitial::UpThenHole)
        return "not one dealer card face up during the seats' turns";
    if (rules.natural.kind != NaturalRule::Kind::None && !rules.natural.dealerChecksAtOnce)
        return "the dealer's natural is found only when the dealer plays";
    if (!strategy.counts(static_cast<int>(Rank::Joker)))
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

SimQuickRound::SimQuickRound(const RuleSet& rules, const SimStrategy& strategy, const SimCore& core)
    : unit_(core.unit_) {
    const int target = rules.values.target;
    vkeys_ = (core.hardLimit_ + 1) * 4;
    totals_ = target + 2;
    const int bust = target + 1;
    upIndex_ = rules.dealerInitial == DealerInitial::UpThenHole ? 1 : 3;
    const SplitRule& sp = rules.split;
    for (int i = 0; i < 53; ++i) {
        const auto k = static_cast<size_t>(i);
        rank_[k] = core.rank_[k];
        vadd_[k] = static_cast<std::uint8_t>(core.vadd_[k]);
        vflag_[k] = core.vflag_[k];
        weight_[k] = core.weight_[k];
        pairKey_[k] = sp.byValue ? core.points_[k] : core.rank_[k];
        sigAdd_[k] = 1ULL << (4 * core.rank_[k]);
    }
    // By value key: the settlement's total (the total, or target + 1 for a bust) and kEarly when
    // the hand is settled before the dealer plays (F-10 completeHand: a bust loses, PL-6's
    // exact target wins).
    total_.resize(static_cast<size_t>(vkeys_));
    for (int vk = 0; vk < vkeys_; ++vk) {
        const SimCore::Value v = core.values_[static_cast<size_t>(vk)];
        const int t = v.bust ? bust : v.total;
        const bool early = v.bust || (rules.predetermined.playerTargetWins && t == target);
        total_[static_cast<size_t>(vk)] = static_cast<std::uint8_t>(t | (early ? kEarly : 0));
    }
    while ((1 << totalBits_) < totals_)
        ++totalBits_;

    // The player's table: the seat's turn loop (SimCore::round) for a hand that is neither
    // split nor doubled, by up-card rank, value key and card count.
    const size_t coreTable =
        static_cast<size_t>(core.hardLimit_ + 1) * 4 * (SimCore::kMaxHandCards + 1);
    act_.assign(static_cast<size_t>(kRankSlots * vkeys_ * kCardKeys), packed(kRefuse));
    const DoubleRule& d = rules.doubleDown;
    const SurrenderRule& su = rules.surrender;
    const int cardLimit = rules.cardLimit.cards;
    for (int i = 0; i < 53; ++i) {
        const Card card = cardFromIndex(i);
        const int up = static_cast<int>(card.rank);
        const int dk = strategy.dealerKey(up);
        dealerKey_[static_cast<size_t>(up)] = static_cast<std::uint16_t>(dk);
        const bool offered = core.insuredUp_[static_cast<size_t>(up)];
        offeredUp_[static_cast<size_t>(up)] = offered ? 1 : 0;
        refuseUp_[static_cast<size_t>(up)] = offered && strategy.insure(dk) ? 1 : 0;
        for (int r = 0; r < kRankSlots; ++r)
            wantsSplit_[static_cast<size_t>(up * kRankSlots + r)] =
                sp.allowed && sp.maxHands > 1 && strategy.split(dk, static_cast<Rank>(r)) ? 1 : 0;
        size_t forcedBase = 0;
        if (core.forcedUsesDealer_) {
            HandSums vs;
            vs.add(card, rules.values);
            const DealerVisible dv = dealerVisibleOf(rules, vs);
            forcedBase =
                static_cast<size_t>(dv.value.total * 2 + (dv.willStand ? 1 : 0)) * coreTable;
        }
        for (int vk = 0; vk < vkeys_; ++vk)
            for (int n = 2; n < kCardKeys; ++n) {
                const SimCore::Value v = core.values_[static_cast<size_t>(vk)];
                std::uint8_t c = kStand;
                const std::int8_t f =
                    core.forced_[forcedBase + static_cast<size_t>(SimCore::sumsIndex(vk, n))];
                if (v.bust || (cardLimit > 0 && n >= cardLimit)) {
                    c = kStand;
                } else if (f >= 0) {
                    c = f == 1 ? kHit : kStand; // F-11
                } else {
                    auto legal = [&](Action a) {
                        switch (a) {
                        case Action::Hit:
                        case Action::Stand:
                            return true;
                        case Action::Double:
                            return d.allowed && (!d.firstTwoOnly || n == 2) &&
                                   (d.kind == HandKind::Any ||
                                    (d.kind == HandKind::Soft) == v.soft) &&
                                   d.total.contains(v.total);
                        case Action::Surrender:
                            return su.allowed && (!su.firstTwoOnly || n == 2);
                        default:
                            return false;
                        }
                    };
                    c = kStand | kDecision; // no legal preference: the hand stands
                    std::uint16_t p = strategy.prefs(dk, v.soft, v.total, n);
                    for (int k = 0; k < SimStrategy::kMaxPrefs;
                         ++k, p = static_cast<std::uint16_t>(p >> 4)) {
                        const int x = p & 0xF;
                        if (x == 0xF) break;
                        const auto a = static_cast<Action>(x);
                        if (a == Action::Split) {
                            // Legal only for a pair of two cards: the table cannot know.
                            if (n == 2 && sp.allowed && sp.maxHands > 1) {
                                c = kRefuse;
                                break;
                            }
                            continue;
                        }
                        if (!legal(a)) continue;
                        c = (a == Action::Hit         ? kHit
                             : a == Action::Double    ? kDouble
                             : a == Action::Surrender ? kSurrender
                                                      : kStand) |
                            kDecision;
                        break;
                    }
                }
                if ((c & kDecision) && strategy.mayHaveException(dk, n)) c |= kMayExcept;
                act_[static_cast<size_t>((up * vkeys_ + vk) * kCardKeys + n)] = packed(c);
            }
    }

    // The dealer's rule (F-12), by value key and card count.
    dealerHit_.assign(static_cast<size_t>(vkeys_ * kCardKeys), 0);
    for (int vk = 0; vk < vkeys_; ++vk)
        for (int n = 0; n < kCardKeys; ++n)
            dealerHit_[static_cast<size_t>(vk * kCardKeys + n)] =
                core.dealerHit_[static_cast<size_t>(SimCore::sumsIndex(vk, n))];

    // Two cards at once: the value key, a natural (PL-4, T-3, B-5; the dealer's checked at
    // once), a pair that may be split.
    pairs_.resize(53 * 64);
    for (int a = 0; a < 53; ++a)
        for (int b = 0; b < 53; ++b) {
            const auto ka = static_cast<size_t>(a), kb = static_cast<size_t>(b);
            const int vk = (((vadd_[ka] | vflag_[ka]) + vadd_[kb]) | vflag_[kb]);
            const bool natural = core.naturalPair_[core.rank_[ka]][core.rank_[kb]];
            pairs_[static_cast<size_t>(a * 64 + b)] = static_cast<std::uint16_t>(
                vk | (natural ? kPairNatural : 0) | (pairKey_[ka] == pairKey_[kb] ? kPairSame : 0));
        }
    const NaturalRule& nat = rules.natural;
    naturalCode_[1] = code(SimReason::Natural, HandResult::Win);
    naturalCode_[2] = code(SimReason::DealerNatural, HandResult::Lose);
    naturalCode_[3] = code(SimReason::BothNatural, winnerResult(nat.bothHave));
    surrenderCode_ = code(SimReason::Surrender, HandResult::Surrender);

    // The showdown (Round::stepShowdown) by five-card flags and both totals; the rows of a
    // hand settled before the dealer plays ignore the dealer's.
    const PredeterminedRule& pd = rules.predetermined;
    fiveCards_ = rules.fiveCard.enabled ? rules.fiveCard.cards : 0;
    outcome_.assign(static_cast<size_t>(4) << (2 * totalBits_), 0);
    for (int pq = 0; pq < 2; ++pq)
        for (int dq = 0; dq < 2; ++dq)
            for (int ps = 0; ps < totals_; ++ps)
                for (int ds = 0; ds < totals_; ++ds) {
                    int c;
                    if (ps == bust)
                        c = code(SimReason::Bust, HandResult::Lose);
                    else if (pd.playerTargetWins && ps == target)
                        c = code(SimReason::Target, HandResult::Win);
                    else if (ds == bust)
                        c = code(SimReason::DealerBust, HandResult::Win);
                    else if (pd.dealerTargetWins && ds == target)
                        c = code(SimReason::DealerTarget, HandResult::Lose);
                    else if (fiveCards_ > 0 && ds < target && (pq || dq))
                        c = pq && dq ? kPoker
                                     : code(SimReason::FiveCard,
                                            pq ? HandResult::Win : HandResult::Lose);
                    else if (target - ps != target - ds)
                        c = code(SimReason::Closer, ps > ds ? HandResult::Win : HandResult::Lose);
                    else
                        c = code(SimReason::Tie, winnerResult(rules.comparison.tie));
                    outcome_[outcomeIndex(pq, dq, ps, ds)] = static_cast<std::uint8_t>(c);
                }

    // Money per wager by settlement code (F-15): a natural's win pays the natural's payout.
    for (int c = 0; c < 64; ++c) {
        const auto r = static_cast<HandResult>(c & 3);
        const int why = c >> 2;
        const bool natural = why == static_cast<int>(SimReason::Natural) ||
                             why == static_cast<int>(SimReason::BothNatural);
        naturalWin_[static_cast<size_t>(c)] = natural && r == HandResult::Win ? 1 : 0;
        netPerWager_[static_cast<size_t>(c)] = r == HandResult::Win
                                                   ? (natural ? core.naturalWin_ : core.unit_)
                                               : r == HandResult::Lose      ? -core.unit_
                                               : r == HandResult::Surrender ? -core.surrenderLoss_
                                                                            : 0;
    }

    // Bonuses (F-16): the core's, with the ranks as a packed count signature.
    for (const SimCore::Bonus& x : core.bonuses_) {
        Bonus b{};
        for (int r = 0; r < kRankSlots; ++r)
            b.sig += static_cast<std::uint64_t>(x.ranks[static_cast<size_t>(r)]) << (4 * r);
        b.sigMask = x.byRanks ? ~0ULL : 0;
        b.total = x.total;
        b.odds = x.odds;
        b.fixed = x.fixed;
        bonuses_.push_back(b);
    }
    for (int n = 0; n < kCardKeys; ++n)
        bonusesFor_[static_cast<size_t>(n)] = core.bonusesFor_[static_cast<size_t>(n)];

    // Chart exceptions of unsplit hands: a set of bits by (dealer key, class hash). Checked
    // with a branch when few columns have exceptions of two or three cards (Blackjack's
    // chart: one), without one when many do (a branch taken at random costs more).
    exceptionFilter_.assign(1 << 10, 0);
    for (int i = 0; i < 53; ++i) {
        const auto up = static_cast<size_t>(core.rank_[static_cast<size_t>(i)]);
        dealerSalt_[up] = salt(dealerKey_[up]);
    }
    for (const SimStrategy::ExceptionHand& e : strategy.exceptionHands())
        if (!e.fromSplit) {
            exceptions_ = Exceptions::Sparse;
            const unsigned bit = filterBit(e.hash, salt(e.dealerKey));
            exceptionFilter_[bit >> 6] |= 1ULL << (bit & 63);
        }
    int withExceptions = 0, views = 0;
    for (Rank r : kDeckRanks)
        if (!rules.shoe.removes(r))
            for (int n = 2; n <= 3; ++n, ++views)
                withExceptions +=
                    strategy.mayHaveException(dealerKey_[static_cast<size_t>(r)], n) ? 1 : 0;
    if (exceptions_ == Exceptions::Sparse && 4 * withExceptions >= views)
        exceptions_ = Exceptions::Dense;
    bonusesUsed_ = !bonuses_.empty();
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

void SimQuickRound::playRounds(SimCore& core, SimShoe::Cursor& shoe, Prng& rng, SimStats& stats,
                               std::int64_t rounds) {
    switch (exceptions_) {
    case Exceptions::None:
        return bonusesUsed_ ? playBatch<Exceptions::None, true>(core, shoe, rng, stats, rounds)
                            : playBatch<Exceptions::None, false>(core, shoe, rng, stats, rounds);
    case Exceptions::Sparse:
        return bonusesUsed_ ? playBatch<Exceptions::Sparse, true>(core, shoe, rng, stats, rounds)
                            : playBatch<Exceptions::Sparse, false>(core, shoe, rng, stats, rounds);
    case Exceptions::Dense:
        break;
    }
    return bonusesUsed_ ? playBatch<Exceptions::Dense, true>(core, shoe, rng, stats, rounds)
                        : playBatch<Exceptions::Dense, false>(core, shoe, rng, stats, rounds);
}

template <SimQuickRound::Exceptions kExceptions, bool kBonuses>
void SimQuickRound::playBatch(SimCore& core, SimShoe::Cursor& shoe, Prng& rng, SimStats& stats,
                              std::int64_t rounds) {
    Tally tally{};
    for (std::int64_t i = 0; i < rounds; ++i)
        if (!playAs<kExceptions, kBonuses>(shoe, rng, stats, tally))
            core.playRefused(shoe, rng, stats);
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

template <SimQuickRound::Exceptions kExceptions, bool kBonuses>
[[gnu::always_inline]] inline bool SimQuickRound::playAs(SimShoe::Cursor& shoe, Prng& rng,
                                                         SimStats& stats, Tally& tally) {
    stats.reshuffles += shoe.startRound(rng) ? 1 : 0;
    if (shoe.ready - shoe.dealt < SimShoe::kRoundAhead) return false;
    // F-10: player, dealer, player, dealer; cards c[4…] are the hits, then the dealer's.
    const std::uint8_t* c = shoe.cards + shoe.dealt;
    const int up = rank_[c[upIndex_]];
    const unsigned pp = pairs_[static_cast<size_t>(c[0] * 64 + c[2])];
    const unsigned dp = pairs_[static_cast<size_t>(c[1] * 64 + c[3])];
    // PL-4, B-5: a natural settles before any decision. nat: 1 the player's, 2 the dealer's.
    const unsigned nat = ((pp >> kPairNaturalShift) & 1u) | ((dp >> (kPairNaturalShift - 1)) & 2u);
    const int plays = static_cast<int>(nat == 0);

    // The player's value keys (and class hashes, rank signatures) after k more cards.
    constexpr int kPrefix = kSteps + 2;
    int vk[kPrefix];
    std::uint64_t hash[kPrefix], sig[kPrefix];
    auto hashes = [&] { // the exception hashes (rank-class weights) at every step
        hash[0] = weight_[c[0]] + weight_[c[2]];
        for (int k = 1; k < kPrefix; ++k)
            hash[k] = hash[k - 1] + weight_[c[3 + k]];
    };
    // vk[k] = (vk[0] + the next k cards' 4 × points) | their flags: the sums need not wait
    // for vk[0] (SimCore's vkey = (vkey + 4 × points) | flag, regrouped).
    vk[0] = static_cast<int>(pp & kPairKey);
    {
        int add = 0, flags = 0;
#pragma GCC unroll 8
        for (int k = 1; k < kPrefix; ++k) {
            const std::uint8_t x = c[3 + k];
            add += vadd_[x];
            flags |= vflag_[x];
            vk[k] = (vk[0] + add) | flags;
        }
    }
    if constexpr (kBonuses) {
        sig[0] = sigAdd_[c[0]] + sigAdd_[c[2]];
        for (int k = 1; k < kPrefix; ++k)
            sig[k] = sig[k - 1] + sigAdd_[c[3 + k]];
    }
    // The settlement totals at every step, one byte each.
    std::uint64_t totals = 0;
#pragma GCC unroll 8
    for (int k = 0; k < kPrefix; ++k)
        totals |= static_cast<std::uint64_t>(total_[static_cast<size_t>(vk[k])]) << (8 * k);
    // The table entries at every step, one byte each of `w`; the hand takes cards until the
    // first entry that stops hitting (the sentinel after the last step refuses).
    const std::uint8_t* row = act_.data() + static_cast<size_t>(up * vkeys_ * kCardKeys);
    std::uint64_t w = static_cast<std::uint64_t>(packed(kRefuse)) << (8 * (kSteps + 1));
#pragma GCC unroll 8
    for (int k = 0; k <= kSteps; ++k)
        w |= static_cast<std::uint64_t>(row[vk[k] * kCardKeys + 2 + k]) << (8 * k);
    constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
    const int s8 = std::countr_zero(w & kBytes); // 8 × the step at which the hand stops
    const int s = s8 >> 3;
    const int a = static_cast<int>(w >> (s8 + 2)) & 7;
    // A chart exception at a step up to s would change that decision: the full round decides.
    int exception = 0;
    if constexpr (kExceptions != Exceptions::None) {
        const std::uint64_t mayExcept = (w >> 1) & kBytes & ((2ULL << s8) - 1);
        auto check = [&](int k) {
            const unsigned bit = filterBit(hash[k], dealerSalt_[static_cast<size_t>(up)]);
            return static_cast<int>((mayExcept >> (8 * k)) & 1u) &
                   static_cast<int>((exceptionFilter_[bit >> 6] >> (bit & 63)) & 1u);
        };
        if constexpr (kExceptions == Exceptions::Dense) {
            hashes();
#pragma GCC unroll 8
            for (int k = 0; k <= kSteps; ++k)
                exception |= check(k);
        } else if (mayExcept != 0) [[unlikely]] {
            hashes();
            for (int k = 0; k <= s && k <= kSteps; ++k)
                exception |= check(k);
        }
    }
    const int pairSplit = wantsSplit_[static_cast<size_t>(up * kRankSlots + rank_[c[0]])] &
                          static_cast<int>((pp & kPairSame) != 0) &
                          static_cast<int>((w & kDecisionBit) != 0);
    int refuse = refuseUp_[static_cast<size_t>(up)] |
                 (plays & (static_cast<int>(a == kRefuse) | exception | pairSplit));
    const int dbl = plays & static_cast<int>(a == kDouble);
    const int sur = plays & static_cast<int>(a == kSurrender);
    const int draws = (s + dbl) & -plays;
    const int pn = 2 + draws;
    const int pt = static_cast<int>(totals >> (8 * draws)) & 0xFF;
    const int ps = pt & (kEarly - 1);

    // The dealer (F-12) draws from where the player stopped, only when the hand is unresolved.
    const int dealerPlays = plays & (1 ^ sur) & (1 ^ (pt >> 7));
    const std::uint8_t* dc = c + 4 + draws;
    const int dvk0 = static_cast<int>(dp & kPairKey);
    unsigned hits = dealerHit_[static_cast<size_t>(dvk0 * kCardKeys + 2)];
    std::uint64_t dtotals = total_[static_cast<size_t>(dvk0)];
    {
        int add = 0, flags = 0;
#pragma GCC unroll 8
        for (int j = 1; j <= kDealerSteps; ++j) {
            add += vadd_[dc[j - 1]];
            flags |= vflag_[dc[j - 1]];
            const int dvk = (dvk0 + add) | flags;
            hits |= static_cast<unsigned>(dealerHit_[static_cast<size_t>(dvk * kCardKeys + 2 + j)])
                    << j;
            dtotals |= static_cast<std::uint64_t>(total_[static_cast<size_t>(dvk)]) << (8 * j);
        }
    }
    const int dstop = std::countr_one(hits);
    refuse |= dealerPlays & static_cast<int>(dstop > kDealerSteps);
    if (refuse) [[unlikely]]
        return false;
    const int dd = dstop & -dealerPlays;
    const int dn = 2 + dd;
    const int ds = static_cast<int>(dtotals >> (8 * dd)) & (kEarly - 1);

    // The settlement.
    const int pq = static_cast<int>(pn == fiveCards_), dq = static_cast<int>(dn == fiveCards_);
    int result = outcome_[outcomeIndex(pq, dq, ps, ds)];
    if (result == kPoker && dealerPlays) [[unlikely]] {
        std::uint8_t pcards[kPrefix + 2], dcards[kDealerSteps + 2];
        pcards[0] = c[0];
        pcards[1] = c[2];
        for (int k = 0; k < draws; ++k)
            pcards[2 + k] = c[4 + k];
        dcards[0] = c[1];
        dcards[1] = c[3];
        for (int k = 0; k < dd; ++k)
            dcards[2 + k] = dc[k];
        result = settlePoker(pcards, pn, dcards, dn);
    }
    // Selected by masks: a natural or a surrender is too rare a branch to predict.
    result ^= (result ^ surrenderCode_) & -sur;
    result ^= (result ^ naturalCode_[nat]) & (plays - 1);
    const auto rc = static_cast<size_t>(result);
    ++tally[rc | static_cast<size_t>(dbl) << 6 |
            static_cast<size_t>(offeredUp_[static_cast<size_t>(up)]) << 7];
    if constexpr (kBonuses) {
        // F-16: every bonus a winning hand matches (the conditions of SimCore::settle); the
        // round's money then is no function of its tally.
        std::int64_t net = netPerWager_[rc] * (1 + dbl); // a doubled wager (F-18) settles twice
        const std::uint32_t win = static_cast<std::uint32_t>((result & 3) == 0);
        const std::uint32_t may = bonusesFor_[static_cast<size_t>(pn)] & -win;
        for (size_t k = 0; k < bonuses_.size(); ++k) {
            const Bonus& b = bonuses_[k];
            const std::int64_t match =
                static_cast<std::int64_t>((may >> k) & 1u) &
                static_cast<std::int64_t>(((sig[draws] ^ b.sig) & b.sigMask) == 0) &
                static_cast<std::int64_t>(b.total < 0 || b.total == ps);
            const std::int64_t amount = (b.odds * (1 + dbl) + b.fixed) & -match;
            net += amount;
            stats.bonusNet += amount;
            stats.bonuses[k] += match;
        }
        stats.net += net;
        stats.netSquares += static_cast<Int128>(net * net);
    }
    const int used = 4 + draws + dd;
    shoe.dealt += used;
    shoe.drawn += used;
    return true;
}

} // namespace f27
