// The quick round's tables (SimQuickRound's constructor): every rule the quick round applies,
// compiled from the fast core's tables — themselves filled from the engine's rule functions —
// into reads by value key, card count and up-card.

#include "sim/sim_quick_round.h"
#include "sim/sim_quick_round_detail.h"

#include "cards/composition.h"
#include "rules/hand_rules.h"

#include <algorithm>

namespace f27 {

using namespace quickround;

// The core's value of a key; a key past the core's is a bust (a hand already bust read further).
SimCore::Value SimQuickRound::coreValue(const SimCore& core, int vk) {
    const int coreKeys = (core.hardLimit_ + 1) * 4;
    if (vk < coreKeys) return core.values_[static_cast<size_t>(vk)];
    SimCore::Value bustValue{};
    bustValue.bust = true;
    return bustValue;
}

SimQuickRound::SimQuickRound(const RuleSet& rules, const SimStrategy& strategy,
                             const SimCore& core) {
    strategy_ = &strategy;
    target_ = rules.values.target;
    upIndex_ = rules.dealerInitial == DealerInitial::UpThenHole ? 1 : 3;
    const SplitRule& sp = rules.split;
    splits_ = sp.allowed && sp.maxHands == 2 && rules.bonuses.empty();
    acesOneCard_ = sp.acesOneCardEach;
    splitNatural_ = sp.splitNaturalBeatsTotal;
    splitNaturalOutright_ = splitNaturalWinsOutright(rules, true, 2, rules.values.target);
    buildCards(core);
    buildTotals(rules, core);
    for (int i = 0; i < kCardKinds; ++i)
        buildPlayerColumn(rules, strategy, core, cardFromIndex(i));
    chooseDealerBranch(rules, buildDealer(core));
    buildPairs(rules, core);
    buildOutcomes(rules);
    buildMoney(core);
    buildBonuses(core);
    buildExceptionFilter(rules, strategy);
}

// The cards' columns copied from the core, and every value key the round computes: it reads
// kSteps + 1 player cards and kDealerSteps dealer cards past two whether or not the hand
// still draws (no branch), so a key may lie past the core's (a hand already bust); those keys
// are bust, stop and are never used.
void SimQuickRound::buildCards(const SimCore& core) {
    for (int i = 0; i < kCardKinds; ++i) {
        const auto k = static_cast<size_t>(i);
        rank_[k] = core.rank_[k];
        vadd_[k] = static_cast<std::uint8_t>(core.vadd_[k]);
        vflag_[k] = core.vflag_[k];
        weight_[k] = core.weight_[k];
        sigAdd_[k] = 1ULL << (4 * core.rank_[k]);
    }
    int maxAdd = 0;
    for (std::uint8_t a : vadd_)
        maxAdd = std::max<int>(maxAdd, a);
    const int coreKeys = (core.hardLimit_ + 1) * 4;
    vkeys_ = std::max(coreKeys, (2 + std::max(kSteps + 1, kDealerSteps)) * maxAdd + 4);
}

// By value key: the settlement's total (the total, or target + 1 for a bust) and kEarly when
// the hand is settled before the dealer plays (F-10 completeHand: a bust loses, PL-6's exact
// target wins).
void SimQuickRound::buildTotals(const RuleSet& rules, const SimCore& core) {
    const int bust = target_ + 1;
    total_.resize(static_cast<size_t>(vkeys_));
    for (int vk = 0; vk < vkeys_; ++vk) {
        const SimCore::Value v = coreValue(core, vk);
        const int t = v.bust ? bust : v.total;
        const bool early = v.bust || (rules.predetermined.playerTargetWins && t == target_);
        total_[static_cast<size_t>(vk)] = static_cast<std::uint8_t>(t | (early ? kEarly : 0));
    }
    while ((1 << totalBits_) < target_ + 2) // settlement totals: 0..target, then a bust
        ++totalBits_;
    act_.assign(static_cast<size_t>(kRankSlots * vkeys_ * kCardKeys), packed(kRefuse));
    actSplit_.assign(act_.size(), packed(kRefuse));
}

// The player's table for one up-card: the seat's turn loop (SimCore::playSeat) for a hand
// that is neither split nor doubled, and for a post-split hand, by value key and card count;
// the up-card's insurance, split wishes and dealer key.
void SimQuickRound::buildPlayerColumn(const RuleSet& rules, const SimStrategy& strategy,
                                      const SimCore& core, Card card) {
    const SplitRule& sp = rules.split;
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
        const size_t coreTable =
            static_cast<size_t>(core.hardLimit_ + 1) * 4 * (SimCore::kMaxHandCards + 1);
        forcedBase = static_cast<size_t>(dv.value.total * 2 + (dv.willStand ? 1 : 0)) * coreTable;
    }
    dealerKeyOf_[static_cast<size_t>(up)] = dk;
    for (int fromSplit = 0; fromSplit < 2; ++fromSplit)
        for (int vk = 0; vk < vkeys_; ++vk)
            for (int n = 2; n < kCardKeys; ++n) {
                const std::uint8_t c =
                    playerCode(rules, strategy, core, forcedBase, dk, fromSplit != 0, vk, n);
                (fromSplit ? actSplit_
                           : act_)[static_cast<size_t>((up * vkeys_ + vk) * kCardKeys + n)] =
                    packed(c);
            }
}

// One cell of the player's table: a bust or the card limit stands, a forced play (F-11) plays,
// else the strategy's first legal preference (kDecision) — a split is decided apart, as the
// table cannot know a pair (kRefuse: the exact round plays it).
std::uint8_t SimQuickRound::playerCode(const RuleSet& rules, const SimStrategy& strategy,
                                       const SimCore& core, size_t forcedBase, int dk,
                                       bool fromSplit, int vk, int n) const {
    const SplitRule& sp = rules.split;
    const SimCore::Value v = coreValue(core, vk);
    if (v.bust || atCardLimit(rules.cardLimit, n)) return kStand;
    if (const std::int8_t f =
            core.forced_[forcedBase + static_cast<size_t>(SimCore::sumsIndex(vk, n))];
        f >= 0)
        return f == 1 ? kHit : kStand; // F-11
    auto legal = [&](Action a) { return SimCore::legal(rules, a, n == 2, fromSplit, v, false); };
    std::uint8_t c = kStand | kDecision; // no legal preference: the hand stands
    std::uint16_t p = strategy.prefs(dk, v.soft, v.total, n);
    for (int k = 0; k < SimStrategy::kMaxPrefs; ++k, p = static_cast<std::uint16_t>(p >> 4)) {
        const int x = p & 0xF;
        if (x == 0xF) break;
        const auto a = static_cast<Action>(x);
        if (a == Action::Split) {
            // Legal only for a pair of two cards: the table cannot know. Never after a split
            // in the split table (its seat holds maxHands = 2).
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
    if ((c & kDecision) && strategy.mayHaveException(dk, n)) c |= kMayExcept;
    return c;
}

// The dealer's rule (F-12) by value key and card count, and her play as a state machine over
// the cards' (points, flags) classes.
// Returns the classes, as (points, flags) pairs.
std::vector<std::pair<int, int>> SimQuickRound::buildDealer(const SimCore& core) {
    const int coreKeys = (core.hardLimit_ + 1) * 4;
    dealerHit_.assign(static_cast<size_t>(vkeys_ * kCardKeys), 0);
    for (int vk = 0; vk < coreKeys; ++vk)
        for (int n = 0; n < kCardKeys; ++n)
            dealerHit_[static_cast<size_t>(vk * kCardKeys + n)] =
                core.dealerHit_[static_cast<size_t>(SimCore::sumsIndex(vk, n))];
    std::vector<std::pair<int, int>> classes;
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
    return classes;
}

// How often the dealer draws more than twice (cards drawn with their full-shoe chances):
// where that is rare the last steps are a branch (fewer instructions for most rounds), else
// every step is read (a branch taken at random costs more). Blackjack ≈ 4 %, poker-like
// ≈ 26 % (a branch there: 7 % slower).
void SimQuickRound::chooseDealerBranch(const RuleSet& rules,
                                       const std::vector<std::pair<int, int>>& classes) {
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

// Two cards at once: the value key, a natural (PL-4, T-3, B-5; the dealer's checked at once),
// a pair that may be split; and the naturals' settlement codes.
void SimQuickRound::buildPairs(const RuleSet& rules, const SimCore& core) {
    auto pairKey = [&](size_t k) { // what a pair shares (B-9: the value, or the rank)
        return rules.split.byValue ? core.points_[k] : core.rank_[k];
    };
    pairs_.resize(kCardKinds * 64);
    for (int a = 0; a < kCardKinds; ++a)
        for (int b = 0; b < kCardKinds; ++b) {
            const auto ka = static_cast<size_t>(a), kb = static_cast<size_t>(b);
            const int vk = (((vadd_[ka] | vflag_[ka]) + vadd_[kb]) | vflag_[kb]);
            const bool natural = core.naturalPair_[core.rank_[ka]][core.rank_[kb]];
            pairs_[static_cast<size_t>(a * 64 + b)] = static_cast<std::uint16_t>(
                vk | (natural ? kPairNatural : 0) | (pairKey(ka) == pairKey(kb) ? kPairSame : 0));
        }
    naturalCode_[1] = code(SimReason::Natural, HandResult::Win);
    naturalCode_[2] = code(SimReason::DealerNatural, HandResult::Lose);
    naturalCode_[3] = code(SimReason::BothNatural, resultFor(rules.natural.bothHave));
    surrenderCode_ = code(SimReason::Surrender, HandResult::Surrender);
}

// The showdown (Round::stepShowdown) by five-card flags and both totals; the rows of a hand
// settled before the dealer plays ignore the dealer's.
void SimQuickRound::buildOutcomes(const RuleSet& rules) {
    const int target = target_, bust = target_ + 1, totals = target_ + 2;
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
                        c = code(SimReason::Tie, resultFor(rules.comparison.tie));
                    outcome_[outcomeIndex(pq, dq, ps, ds)] = static_cast<std::uint8_t>(c);
                }
}

// Money per wager by settlement code (F-15): a natural's win pays the natural's payout.
void SimQuickRound::buildMoney(const SimCore& core) {
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
}

// Bonuses (F-16): the core's, with the ranks as a packed count signature.
void SimQuickRound::buildBonuses(const SimCore& core) {
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
}

// Chart exceptions of unsplit hands: a set of bits by (dealer key, class hash). Checked with a
// branch when few columns have exceptions of two or three cards (Blackjack's chart: one),
// without one when many do (a branch taken at random costs more).
void SimQuickRound::buildExceptionFilter(const RuleSet& rules, const SimStrategy& strategy) {
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

} // namespace f27
