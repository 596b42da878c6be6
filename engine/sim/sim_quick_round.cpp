#include "sim/sim_quick_round.h"

#include "cards/composition.h"
#include "cards/poker_hand.h"
#include "rules/hand_rules.h"

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

SimQuickRound::SimQuickRound(const RuleSet& rules, const SimStrategy& strategy,
                             const SimCore& core) {
    const int target = rules.values.target;
    const int coreKeys = (core.hardLimit_ + 1) * 4; // the core's value keys
    const int totals = target + 2;                  // settlement totals: 0..target, then a bust
    const int bust = target + 1;
    upIndex_ = rules.dealerInitial == DealerInitial::UpThenHole ? 1 : 3;
    const SplitRule& sp = rules.split;
    std::array<std::uint8_t, kCardKinds>
        pairKey{}; // what a pair shares (B-9: the value, or the rank)
    for (int i = 0; i < kCardKinds; ++i) {
        const auto k = static_cast<size_t>(i);
        rank_[k] = core.rank_[k];
        vadd_[k] = static_cast<std::uint8_t>(core.vadd_[k]);
        vflag_[k] = core.vflag_[k];
        weight_[k] = core.weight_[k];
        pairKey[k] = sp.byValue ? core.points_[k] : core.rank_[k];
        sigAdd_[k] = 1ULL << (4 * core.rank_[k]);
    }
    // Every key the round computes: it reads kSteps + 1 player cards and kDealerSteps dealer
    // cards past two whether or not the hand still draws (no branch), so a key may lie past
    // the core's (a hand already bust); those keys are bust, stop and are never used.
    int maxAdd = 0;
    for (std::uint8_t a : vadd_)
        maxAdd = std::max<int>(maxAdd, a);
    vkeys_ = std::max(coreKeys, (2 + std::max(kSteps + 1, kDealerSteps)) * maxAdd + 4);
    auto coreValue = [&](int vk) {
        if (vk < coreKeys) return core.values_[static_cast<size_t>(vk)];
        SimCore::Value bustValue{};
        bustValue.bust = true;
        return bustValue;
    };
    // By value key: the settlement's total (the total, or target + 1 for a bust) and kEarly when
    // the hand is settled before the dealer plays (F-10 completeHand: a bust loses, PL-6's
    // exact target wins).
    total_.resize(static_cast<size_t>(vkeys_));
    for (int vk = 0; vk < vkeys_; ++vk) {
        const SimCore::Value v = coreValue(vk);
        const int t = v.bust ? bust : v.total;
        const bool early = v.bust || (rules.predetermined.playerTargetWins && t == target);
        total_[static_cast<size_t>(vk)] = static_cast<std::uint8_t>(t | (early ? kEarly : 0));
    }
    while ((1 << totalBits_) < totals)
        ++totalBits_;

    // The player's table: the seat's turn loop (SimCore::round) for a hand that is neither
    // split nor doubled, by up-card rank, value key and card count.
    const size_t coreTable =
        static_cast<size_t>(core.hardLimit_ + 1) * 4 * (SimCore::kMaxHandCards + 1);
    act_.assign(static_cast<size_t>(kRankSlots * vkeys_ * kCardKeys), packed(kRefuse));
    // A split's two hands (playSplit): split once, no bonuses to match per hand.
    splits_ = sp.allowed && sp.maxHands == 2 && rules.bonuses.empty();
    actSplit_.assign(act_.size(), packed(kRefuse));
    strategy_ = &strategy;
    acesOneCard_ = sp.acesOneCardEach;
    splitNatural_ = sp.splitNaturalBeatsTotal;
    target_ = target;
    const int cardLimit = rules.cardLimit.cards;
    for (int i = 0; i < kCardKinds; ++i) {
        const Card card = cardFromIndex(i);
        const int up = static_cast<int>(card.rank);
        const int dk = strategy.dealerKey(up);
        dealerSalt_[static_cast<size_t>(up)] = salt(dk);
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
        dealerKeyOf_[static_cast<size_t>(up)] = dk;
        for (int fromSplit = 0; fromSplit < 2; ++fromSplit)
            for (int vk = 0; vk < vkeys_; ++vk)
                for (int n = 2; n < kCardKeys; ++n) {
                    const SimCore::Value v = coreValue(vk);
                    std::uint8_t c = kStand;
                    if (v.bust || (cardLimit > 0 && n >= cardLimit)) {
                        c = kStand;
                    } else if (const std::int8_t f =
                                   core.forced_[forcedBase +
                                                static_cast<size_t>(SimCore::sumsIndex(vk, n))];
                               f >= 0) {
                        c = f == 1 ? kHit : kStand; // F-11
                    } else {
                        // Split is decided apart (the table cannot know a pair).
                        auto legal = [&](Action a) {
                            return SimCore::legal(rules, a, n == 2, fromSplit != 0, v, false);
                        };
                        c = kStand | kDecision; // no legal preference: the hand stands
                        std::uint16_t p = strategy.prefs(dk, v.soft, v.total, n);
                        for (int k = 0; k < SimStrategy::kMaxPrefs;
                             ++k, p = static_cast<std::uint16_t>(p >> 4)) {
                            const int x = p & 0xF;
                            if (x == 0xF) break;
                            const auto a = static_cast<Action>(x);
                            if (a == Action::Split) {
                                // Legal only for a pair of two cards: the table cannot know. Never
                                // after a split in the split table (its seat holds maxHands = 2).
                                if (!fromSplit && n == 2 && sp.allowed && sp.maxHands > 1) {
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
                    (fromSplit ? actSplit_
                               : act_)[static_cast<size_t>((up * vkeys_ + vk) * kCardKeys + n)] =
                        packed(c);
                }
    }

    // The dealer's rule (F-12), by value key and card count.
    dealerHit_.assign(static_cast<size_t>(vkeys_ * kCardKeys), 0);
    for (int vk = 0; vk < coreKeys; ++vk)
        for (int n = 0; n < kCardKeys; ++n)
            dealerHit_[static_cast<size_t>(vk * kCardKeys + n)] =
                core.dealerHit_[static_cast<size_t>(SimCore::sumsIndex(vk, n))];
    std::vector<std::pair<int, int>> classes; // (vadd, vflag) of each class
    for (size_t k = 0; k < kCardKinds; ++k) {
        const std::pair<int, int> key{vadd_[k], vflag_[k]};
        auto at = std::find(classes.begin(), classes.end(), key);
        if (at == classes.end()) at = classes.insert(classes.end(), key);
        class_[k] = static_cast<std::uint8_t>(at - classes.begin()); // < 16: 15 ranks at most
    }
    // Every key (vkeys_), as a dealer's first two cards may lie past the core's keys where a
    // card's points exceed the target's margin (then the dealer is bust and stays).
    dealerNext_.assign(static_cast<size_t>(vkeys_ * kCardKeys * 16), 0);
    for (int vk = 0; vk < vkeys_; ++vk)
        for (int n = 0; n < kCardKeys; ++n) {
            const int state = vk * kCardKeys + n;
            // The dealer draws only below a bust, so the next key is one of the core's.
            const bool draws = dealerHit_[static_cast<size_t>(state)] && n + 1 < kCardKeys;
            for (size_t k = 0; k < classes.size(); ++k) {
                const int next = ((vk + classes[k].first) | classes[k].second) * kCardKeys + n + 1;
                dealerNext_[static_cast<size_t>(state * 16) + k] =
                    static_cast<std::uint16_t>(draws ? next : state);
            }
        }
    // How often the dealer draws more than twice (cards drawn with their full-shoe chances):
    // where that is rare the last steps are a branch (fewer instructions for most rounds),
    // else every step is read (a branch taken at random costs more). Blackjack ≈ 4 %,
    // poker-like ≈ 26 % (a branch there: 7 % slower).
    {
        const Composition shoe = Composition::fromShoe(rules.shoe);
        std::array<double, 16> p{};
        double cards = 0;
        for (size_t k = 0; k < kCardKinds; ++k) {
            const int n = shoe.count(cardFromIndex(static_cast<int>(k)));
            p[class_[k]] += n;
            cards += n;
        }
        for (double& x : p)
            x /= cards;
        double longer = 0;
        const size_t nc = classes.size();
        for (size_t a = 0; a < nc; ++a)
            for (size_t b = 0; b < nc; ++b) {
                const int vk = (((0 + classes[a].first) | classes[a].second) + classes[b].first) |
                               classes[b].second;
                for (size_t x = 0; x < nc; ++x)
                    for (size_t y = 0; y < nc; ++y) {
                        unsigned st = static_cast<unsigned>(vk * kCardKeys + 2);
                        st = dealerNext_[st << 4 | x];
                        st = dealerNext_[st << 4 | y];
                        if (dealerHit_[st]) longer += p[a] * p[b] * p[x] * p[y];
                    }
            }
        dealerBranch_ = longer < kDealerBranchBelow;
    }

    // Two cards at once: the value key, a natural (PL-4, T-3, B-5; the dealer's checked at
    // once), a pair that may be split.
    pairs_.resize(kCardKinds * 64);
    for (int a = 0; a < kCardKinds; ++a)
        for (int b = 0; b < kCardKinds; ++b) {
            const auto ka = static_cast<size_t>(a), kb = static_cast<size_t>(b);
            const int vk = (((vadd_[ka] | vflag_[ka]) + vadd_[kb]) | vflag_[kb]);
            const bool natural = core.naturalPair_[core.rank_[ka]][core.rank_[kb]];
            pairs_[static_cast<size_t>(a * 64 + b)] = static_cast<std::uint16_t>(
                vk | (natural ? kPairNatural : 0) | (pairKey[ka] == pairKey[kb] ? kPairSame : 0));
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
            for (int ps = 0; ps < totals; ++ps)
                for (int ds = 0; ds < totals; ++ds) {
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
                    strategy.mayHaveException(strategy.dealerKey(static_cast<int>(r)), n) ? 1 : 0;
    if (exceptions_ == Exceptions::Sparse && 4 * withExceptions >= views)
        exceptions_ = Exceptions::Dense;
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
    const bool dealerPlays = unresolved(hands[0]) || unresolved(hands[1]);
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
            stats.netSquares += static_cast<Int128>(net * net);
        }
        const int used = (4 + draws[l] + dd) & -keep;
        shoes[l].dealt += used;
        shoes[l].drawn += used;
    }
    return refused;
}

} // namespace f27
