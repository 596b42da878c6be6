#include "sim/sim_core.h"

#include "cards/poker_hand.h"
#include "cards/shoe_spec.h"
#include "rules/hand_rules.h"
#include "rules/payouts.h"
#include "sim/sim_quick_round.h"

#include <algorithm>
#include <numeric>

namespace f27 {

namespace {

// A ratio in units of 1/unit of the wager. A valid rule set's ratios are at most 10^4 and
// their common denominator `unit` at most 10^4 (payouts.h), so this is at most 10^8 and every
// round's net fits 64 bits; the simulator bounds the rounds so that their sums do too.
std::int64_t units(Rational r, std::int64_t unit) {
    return r.num() * (unit / r.den());
}

} // namespace

SimShoe::SimShoe(const ShoeSpec& spec) {
    for (Card c : canonicalShoe(spec))
        cards_.push_back(static_cast<std::uint8_t>(c.index()));
    cur_.cards = cards_.data();
    cur_.size = static_cast<int>(cards_.size());
    cur_.cut = spec.cutCard;
}

std::string fastCoreUnsupported(const RuleSet& rules, int seats) {
    if (rules.wagerMode != WagerMode::Standard)
        return "the baccarat-like and slot wager modes are simulated on the exact path";
    if (seats < 1 || seats > 7) return "1 to 7 seats";
    // A hand's cards live in fixed arrays: the longest possible hand, through a mid-round
    // reshuffle, must fit them.
    if (const int longest = longestPossibleHand(rules, SimCore::kMaxHandCards);
        longest < 0 || longest > SimCore::kMaxHandCards)
        return "a hand could hold more than " + std::to_string(SimCore::kMaxHandCards) + " cards";
    if (rules.split.allowed && rules.split.maxHands > SimCore::kMaxHands)
        return "more than " + std::to_string(SimCore::kMaxHands) + " hands per seat";
    if (rules.bonuses.size() > 32) return "more than 32 bonuses";
    if (rules.values.maxPoint() > 63 || rules.values.target > 120) return "point values above 63";
    if (rules.values.target < rules.values.maxPoint()) return "a card worth more than the target";
    return {};
}

SimCore::SimCore(const RuleSet& rules, const SimStrategy& strategy, int seats)
    : rules_(&rules), strategy_(&strategy), seats_(seats), unit_(moneyUnitsPerWager(rules)),
      target_(rules.values.target) {
    hardLimit_ = target_ + rules.values.maxPoint();
    fillValueTables(rules);
    fillForcedTable(rules);
    fillCardTables(rules, strategy);
    fillMoney(rules);
    if (quickRoundUnsupported(rules, strategy, seats).empty())
        quick_ = std::make_unique<SimQuickRound>(rules, strategy, *this);
}

// Every hand's value by value key, and the dealer's rule (F-12) by value key and card count.
void SimCore::fillValueTables(const RuleSet& rules) {
    const ValueScheme& vs = rules.values;
    values_.resize(static_cast<size_t>(hardLimit_ + 1) * 4);
    const size_t tableSize = static_cast<size_t>(hardLimit_ + 1) * 4 * (kMaxHandCards + 1);
    dealerHit_.assign(tableSize, 0);
    for (int hard = 0; hard <= hardLimit_; ++hard)
        for (int flags = 0; flags < 4; ++flags) {
            HandSums s;
            s.hard = hard;
            s.aces = flags >> 1;
            s.jokers = flags & 1;
            const HandValue v = valueOf(s, vs);
            values_[static_cast<size_t>(hard * 4 + flags)] = {static_cast<std::int16_t>(v.total),
                                                              v.soft, v.bust};
            for (int cards = 0; cards <= kMaxHandCards; ++cards) {
                s.cards = cards;
                dealerHit_[static_cast<size_t>(sumsIndex(hard * 4 + flags, cards))] =
                    !v.bust && dealerHits(rules, s) ? 1 : 0;
            }
        }
}

// F-11 forced plays, by what the seat sees of the dealer when a rule looks at it (T-4).
void SimCore::fillForcedTable(const RuleSet& rules) {
    const ValueScheme& vs = rules.values;
    const size_t tableSize = static_cast<size_t>(hardLimit_ + 1) * 4 * (kMaxHandCards + 1);
    for (const ForcedPlay& f : rules.forced)
        if (f.when.dealer != DealerWill::Any || !f.when.dealerTotal.isAny() ||
            f.when.versusDealer != Versus::Any)
            forcedUsesDealer_ = true;
    const int visibleMax = 2 * vs.maxPoint() + vs.aceHigh + 1;
    forcedKeys_ = forcedUsesDealer_ ? (visibleMax + 1) * 2 : 1;
    forced_.assign(tableSize * static_cast<size_t>(forcedKeys_), -1);
    for (int key = 0; key < forcedKeys_; ++key) {
        DealerVisible dv;
        dv.value.total = key / 2;
        dv.willStand = (key & 1) != 0;
        for (int hard = 0; hard <= hardLimit_; ++hard)
            for (int flags = 0; flags < 4; ++flags)
                for (int cards = 0; cards <= kMaxHandCards; ++cards) {
                    HandSums s;
                    s.hard = hard;
                    s.aces = flags >> 1;
                    s.jokers = flags & 1;
                    s.cards = cards;
                    const int fi = forcedPlayIndex(rules, s, dv);
                    if (fi < 0) continue;
                    forced_[static_cast<size_t>(key) * tableSize +
                            static_cast<size_t>(sumsIndex(hard * 4 + flags, cards))] =
                        rules.forced[static_cast<size_t>(fi)].op == Op::Hit ? 1 : 0;
                }
    }
}

// Per card: its rank, points, value-key step and flags, the strategy's weight and count; the
// natural pairs (PL-4, T-3, B-4) and the insured up-cards (PL-3, B-5).
void SimCore::fillCardTables(const RuleSet& rules, const SimStrategy& strategy) {
    const ValueScheme& vs = rules.values;
    for (int a = 0; a < kRankSlots; ++a)
        for (int b = 0; b < kRankSlots; ++b)
            naturalPair_[a][b] = (a == 1 || b == 1) ? false
                                                    : isNaturalPair(rules, static_cast<Rank>(a),
                                                                    static_cast<Rank>(b));
    pastTwo_ = strategy.readsPastTwo();
    for (int i = 0; i < kCardKinds; ++i) {
        const Card c = cardFromIndex(i);
        rank_[static_cast<size_t>(i)] = static_cast<std::uint8_t>(c.rank);
        points_[static_cast<size_t>(i)] =
            static_cast<std::uint8_t>(vs.points[static_cast<int>(c.rank)]);
        weight_[static_cast<size_t>(i)] = strategy.rankWeight(static_cast<int>(c.rank));
        counted_[static_cast<size_t>(i)] = strategy.counts(static_cast<int>(c.rank)) ? 1 : 0;
        vadd_[static_cast<size_t>(i)] =
            static_cast<std::uint16_t>(4 * points_[static_cast<size_t>(i)]);
        vflag_[static_cast<size_t>(i)] = c.isAce() ? 2 : c.isJoker() ? 1 : 0;
    }
    if (rules.insurance.offered)
        for (Rank r : rules.insurance.upCards)
            insuredUp_[static_cast<size_t>(r)] = true;
}

// Money in units (moneyUnitsPerWager): the natural's payout, surrender's loss, insurance, and the
// bonuses (F-16) with the card counts each can match.
void SimCore::fillMoney(const RuleSet& rules) {
    naturalWin_ = units(rules.natural.payout, unit_);
    surrenderLoss_ = units(Rational(1) - rules.surrender.refund, unit_);
    insuranceStake_ = units(rules.insurance.price, unit_);
    insuranceWin_ = units(rules.insurance.price * rules.insurance.payout, unit_);
    for (const BonusRule& b : rules.bonuses) {
        Bonus x{};
        x.cards = b.cards;
        x.total = b.total;
        x.byRanks = !b.ranks.empty();
        for (Rank r : b.ranks)
            ++x.ranks[static_cast<size_t>(r)];
        x.rankCount = static_cast<int>(b.ranks.size());
        // F-16: a bonus that names no condition never matches (bonusMatches).
        if (!x.byRanks && b.cards <= 0 && b.total < 0) x.cards = -1;
        if (b.pay == BonusRule::Pay::Odds)
            x.odds = units(b.amount, unit_);
        else
            x.fixed = units(b.amount, unit_); // the table minimum is the wager
        bonuses_.push_back(x);
    }
    for (int n = 0; n <= kMaxHandCards; ++n)
        for (size_t k = 0; k < bonuses_.size(); ++k) {
            const Bonus& x = bonuses_[k];
            if (x.cards < 0 || (x.cards != 0 && x.cards != n) || (x.byRanks && x.rankCount != n))
                continue;
            bonusesFor_[static_cast<size_t>(n)] |= 1u << k;
        }
}

SimCore::~SimCore() = default;

std::int64_t SimCore::quickRounds() const {
    return quick_ ? quick_->quickRounds() : 0;
}

} // namespace f27
