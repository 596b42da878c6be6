// The fast core's round (SimCore::playRound, playRounds): its phases in the Round's order,
// each inlined into one flattened function, and the settlements they make.

#include "sim/sim_core.h"

#include "cards/poker_hand.h"
#include "rules/hand_rules.h"
#include "sim/sim_quick_round.h"

#include <algorithm>

namespace f27 {

[[gnu::always_inline]] inline void SimCore::add(Hand& h, std::uint8_t c) const {
    h.cards[h.n++] = SimCard{c};
    h.vkey = (h.vkey + vadd_[c]) | vflag_[c];
    h.classes += weight_[c];
    h.counted += counted_[c];
}

// F-15, F-16: the hand's settlement, and every bonus a winning hand is paid.
[[gnu::always_inline]] inline void SimCore::settle(int b, int i, HandResult r, SimReason why,
                                                   bool natural) {
    Seat& s = seat_[b];
    Hand& h = s.hands[i];
    h.resolved = true;
    --open_;
    std::int64_t net = 0;
    std::uint32_t paid = 0;
    switch (r) {
    case HandResult::Win:
        net = natural ? naturalWin_ * h.wager : unit_ * h.wager;
        if (natural) stats_->naturalWinNet += net;
        // Only the bonuses that can match a hand of this many cards (most hands: none).
        for (std::uint32_t m = bonusesFor_[static_cast<size_t>(h.n)]; m != 0; m &= m - 1) {
            const auto k = static_cast<size_t>(__builtin_ctz(m));
            const Bonus& x = bonuses_[k];
            if (x.total >= 0 && value(h).total != x.total) continue;
            if (x.byRanks) {
                std::array<std::uint8_t, kRankSlots> have{};
                for (int c = 0; c < h.n; ++c)
                    ++have[rank_[h.card(c)]];
                if (have != x.ranks) continue;
            }
            const std::int64_t amount = x.odds * h.wager + x.fixed;
            net += amount;
            stats_->bonusNet += amount;
            ++stats_->bonuses[k];
            paid |= 1u << k;
        }
        break;
    case HandResult::Lose:
        net = -unit_ * h.wager;
        break;
    case HandResult::Push:
        break;
    case HandResult::Surrender:
        net = -surrenderLoss_ * h.wager;
        break;
    }
    s.net += net;
    ++stats_->hands;
    ++stats_->results[static_cast<size_t>(r)];
    ++stats_->reasons[static_cast<size_t>(why)];
    if (record_) record_->hands.push_back({b, i, r, why, net, paid, h.doubled});
}

// PL-4, T-3, B-5 (Round::settleNaturalIfDecided).
[[gnu::always_inline]] inline void SimCore::settleNaturalIfDecided(int b, int i) {
    Hand& h = seat_[b].hands[i];
    if (h.resolved) return;
    const NaturalRule& nat = rules_->natural;
    const bool known = dealerChecked_;
    if (known && dealerNatural_ && h.natural) {
        const HandResult r = nat.bothHave == Winner::Player   ? HandResult::Win
                             : nat.bothHave == Winner::Dealer ? HandResult::Lose
                                                              : HandResult::Push;
        settle(b, i, r, SimReason::BothNatural, true);
    } else if (known && dealerNatural_) {
        settle(b, i, HandResult::Lose, SimReason::DealerNatural, h.natural);
    } else if (h.natural && (known || nat.bothHave == Winner::Player)) {
        settle(b, i, HandResult::Win, SimReason::Natural, true);
    }
}

// PL-3, B-5: settled once the dealer's natural is known (or when there are no naturals).
[[gnu::always_inline]] inline void SimCore::settleInsurance() {
    if (insurancePending_ == 0) return;
    if (!dealerChecked_ && rules_->natural.kind != NaturalRule::Kind::None) return;
    for (int b = 0; b < seats_; ++b) {
        Seat& s = seat_[b];
        if (s.insuranceStake == 0 || s.insuranceSettled) continue;
        s.insuranceSettled = true;
        --insurancePending_;
        --open_;
        const std::int64_t net = dealerNatural_ ? insuranceWin_ : -insuranceStake_;
        s.net += net;
        stats_->insuranceNet += net;
        stats_->insuranceWon += dealerNatural_ ? 1 : 0;
        if (record_) record_->insuranceNet[static_cast<size_t>(b)] = net;
    }
}

// F-10: a complete hand; a bust loses and PL-6's exact target wins at once.
[[gnu::always_inline]] inline void SimCore::completeHand(int b, int i) {
    Hand& h = seat_[b].hands[i];
    h.complete = true;
    h.awaiting = false;
    if (h.resolved) return;
    const Value v = value(h);
    if (v.bust)
        settle(b, i, HandResult::Lose, SimReason::Bust, false);
    else if (rules_->predetermined.playerTargetWins && v.total == target_)
        settle(b, i, HandResult::Win, SimReason::Target, false);
}

// The round's phases, each inlined into round() (playRound flattens it): the hot loop reads
// as the Round's own sequence of steps while compiling to one function.

// The next card of the shoe, recorded when the round is.
template <bool kRecord> struct SimCore::Draw {
    SimShoe::Cursor& shoe;
    Prng& rng;
    SimRoundRecord* record;
    [[gnu::always_inline]] std::uint8_t operator()() const {
        const std::uint8_t c = shoe.draw(rng);
        if (kRecord) record->cards.push_back(c);
        return c;
    }
};

// Every seat back to one empty hand of one wager, the dealer's hand empty.
[[gnu::always_inline]] inline void SimCore::beginRound(int seats) {
    for (int b = 0; b < seats; ++b) {
        Seat& s = seat_[b];
        s.count = 1;
        s.insuranceStake = 0;
        s.net = 0;
        s.insuranceSettled = false;
        Hand& h = s.hands[0];
        h.n = h.vkey = h.counted = 0;
        h.classes = 0;
        h.wager = 1;
        h.fromSplit = h.doubled = h.complete = h.resolved = h.natural = h.awaiting = false;
    }
    dealer_.n = dealer_.vkey = 0;
    dealer_.classes = 0;
    dealerChecked_ = dealerNatural_ = false;
    open_ = seats;
    insurancePending_ = 0;
}

// F-10 deal: a card to every seat, then the dealer; then again (PL-2, T-2, B-3).
template <class D> [[gnu::always_inline]] inline void SimCore::dealInitial(int seats, D& draw) {
    const DealerInitial di = rules_->dealerInitial;
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < seats; ++b)
            add(seat_[b].hands[0], draw());
        if (pass == 1 && di == DealerInitial::UpOnly) continue;
        const bool hole = (pass == 0 && di == DealerInitial::HoleThenUp) ||
                          (pass == 1 && di == DealerInitial::UpThenHole);
        dealerFaceUp_[dealer_.n] = !hole;
        add(dealer_, draw());
    }
}

// What the seats see of the dealer (T-4), and the first face-up card (PL-3, B-5).
[[gnu::always_inline]] inline SimCore::DealerSight SimCore::dealerSight() const {
    Hand visible{};
    DealerSight sight;
    for (int i = 0; i < dealer_.n; ++i)
        if (dealerFaceUp_[i]) {
            add(visible, dealer_.card(i));
            if (sight.upCard < 0) sight.upCard = dealer_.card(i);
        }
    sight.key = visible.n == 1 ? strategy_->dealerKey(rank_[visible.card(0)])
                : visible.n == 2
                    ? strategy_->dealerKey(rank_[visible.card(0)], rank_[visible.card(1)])
                    : SimStrategy::kNoColumn;
    if (forcedUsesDealer_) {
        HandSums vs;
        for (int k = 0; k < visible.n; ++k)
            vs.add(cardFromIndex(visible.card(k)), rules_->values);
        const DealerVisible dv = dealerVisibleOf(*rules_, vs);
        sight.forcedBase = static_cast<size_t>(dv.value.total * 2 + (dv.willStand ? 1 : 0)) *
                           (static_cast<size_t>(hardLimit_ + 1) * 4 * (kMaxHandCards + 1));
    }
    return sight;
}

// PL-3, B-5: insurance for every seat when the up-card is listed.
[[gnu::always_inline]] inline void SimCore::offerInsurance(int seats, const DealerSight& sight,
                                                           SimStats& stats) {
    if (!rules_->insurance.offered || sight.upCard < 0 || !insuredUp_[rank_[sight.upCard]]) return;
    const bool take = strategy_->insure(sight.key);
    stats.insuranceOffered += seats;
    if (!take) return;
    stats.insuranceTaken += seats;
    for (int b = 0; b < seats; ++b)
        seat_[b].insuranceStake = insuranceStake_;
    if (insuranceStake_ != 0) { // a zero stake is nothing to settle (anyUnresolved)
        insurancePending_ = seats;
        open_ += seats;
    }
}

// Natural check (PL-4, T-3, B-5): the dealer's at once where she checks then, the seats'.
[[gnu::always_inline]] inline void SimCore::checkNaturals(int seats) {
    const NaturalRule& nat = rules_->natural;
    if (nat.kind == NaturalRule::Kind::None) return;
    if (nat.dealerChecksAtOnce && dealer_.n == 2) {
        dealerChecked_ = true;
        dealerNatural_ = naturalPair_[rank_[dealer_.card(0)]][rank_[dealer_.card(1)]];
        settleInsurance();
    }
    for (int b = 0; b < seats; ++b) {
        Hand& h = seat_[b].hands[0];
        h.natural = naturalPair_[rank_[h.card(0)]][rank_[h.card(1)]];
        if (h.natural) h.complete = true;
    }
    for (int b = 0; b < seats; ++b)
        settleNaturalIfDecided(b, 0);
}

// A decision: the strategy's choice among Round::legalActions() — an exception for the hand's
// cards, else a split of a pair it splits, else its first legal preference.
[[gnu::always_inline]] inline Action SimCore::decide(const Seat& s, const Hand& h, const Value& v,
                                                     int dealerKey) const {
    const RuleSet& R = *rules_;
    const bool firstTwo = h.n == 2;
    const SplitRule& sp = R.split;
    // Bitwise, not short-circuit (legal()).
    const std::uint8_t* pairKey = sp.byValue ? points_.data() : rank_.data();
    const bool canSplit = sp.allowed & firstTwo & (s.count < sp.maxHands) &
                          (pairKey[h.card(0)] == pairKey[h.card(1)]);
    auto legal = [&](Action c) { return SimCore::legal(R, c, firstTwo, h.fromSplit, v, canSplit); };
    int counted = h.counted;
    std::uint64_t classes = h.classes;
    if (pastTwo_) strategy_->readPastTwo(h.n, counted, classes);
    if (strategy_->mayHaveException(dealerKey, counted))
        if (const auto* list = strategy_->exception(dealerKey, h.fromSplit, classes))
            for (Action c : *list)
                if (legal(c)) return c;
    if (canSplit && strategy_->split(dealerKey, static_cast<Rank>(rank_[h.card(0)])))
        return Action::Split;
    std::uint16_t p = strategy_->prefs(dealerKey, v.soft, v.total, counted);
    for (int k = 0; k < SimStrategy::kMaxPrefs; ++k, p = static_cast<std::uint16_t>(p >> 4)) {
        const int x = p & 0xF;
        if (x == 0xF) break;
        if (legal(static_cast<Action>(x))) return static_cast<Action>(x);
    }
    return Action::Stand;
}

// The chosen action on hand i of seat b (F-17 split: the new hand right after it).
template <class D>
[[gnu::always_inline]] inline void SimCore::apply(Action a, int b, int i, D& draw,
                                                  SimStats& stats) {
    Seat& s = seat_[b];
    Hand& h = s.hands[i];
    switch (a) {
    case Action::Hit:
        add(h, draw());
        break;
    case Action::Stand:
        completeHand(b, i);
        break;
    case Action::Double:
        ++stats.doubles;
        h.wager *= 2;
        h.doubled = true;
        add(h, draw()); // F-18: its one card
        break;
    case Action::Split: {
        ++stats.splits;
        for (int k = s.count; k > i + 1; --k)
            s.hands[k] = s.hands[k - 1];
        ++s.count;
        ++open_;
        Hand& second = s.hands[i + 1];
        second = Hand{};
        second.wager = h.wager;
        second.fromSplit = true;
        add(second, h.card(1));
        const std::uint8_t first = h.card(0);
        h.n = h.vkey = h.counted = 0;
        h.classes = 0;
        add(h, first);
        h.fromSplit = true;
        h.awaiting = true;
        break;
    }
    case Action::Surrender:
        h.complete = true;
        settle(b, i, HandResult::Surrender, SimReason::Surrender, false);
        break;
    default:
        break;
    }
}

// One seat's turn, hand by hand (F-10, F-11, F-17).
template <class D>
[[gnu::always_inline]] inline void SimCore::playSeat(int b, const DealerSight& sight, D& draw,
                                                     SimStats& stats) {
    const RuleSet& R = *rules_;
    Seat& s = seat_[b];
    for (int i = 0; i < s.count;) {
        Hand& h = s.hands[i];
        if (h.resolved || h.complete) {
            ++i;
            continue;
        }
        if (h.fromSplit && h.n < 2) h.awaiting = true; // F-17: the split hand's 2nd card
        if (h.awaiting) {
            add(h, draw());
            h.awaiting = false;
            continue;
        }
        const Value v = value(h);
        if (v.bust || h.doubled) { // F-4; F-18: one card after doubling
            completeHand(b, i);
            continue;
        }
        if (h.fromSplit && R.split.acesOneCardEach &&
            rank_[h.card(0)] == static_cast<int>(Rank::Ace)) { // B-9
            completeHand(b, i);
            continue;
        }
        if (atCardLimit(R.cardLimit, h.n)) {
            completeHand(b, i);
            continue;
        }
        const std::int8_t f =
            forced_[sight.forcedBase + static_cast<size_t>(sumsIndex(h.vkey, h.n))];
        if (f >= 0) { // F-11
            if (f == 1)
                add(h, draw()); // the card at once (the loop would deal it next)
            else
                completeHand(b, i);
            continue;
        }
        apply(decide(s, h, v, sight.key), b, i, draw, stats);
    }
}

// F-12: the dealer draws while its rule says so. Without records, the first kPeek steps read
// the shuffled cards ahead and take each one only when the rule draws it: no branch on the
// cards (a drawn-or-not branch mispredicts often).
template <bool kRecord, class D>
[[gnu::always_inline]] inline void SimCore::playDealer(SimShoe::Cursor& shoe, D& draw) {
    constexpr int kPeek = 3;
    if (!kRecord && dealer_.n + kPeek <= kMaxHandCards && shoe.peekable(kPeek)) {
        int n = dealer_.n, vkey = dealer_.vkey, next = shoe.dealt;
        for (int k = 0; k < kPeek; ++k) {
            const std::uint8_t c = shoe.cards[next];
            const int draws = dealerHit_[static_cast<size_t>(sumsIndex(vkey, n))];
            dealer_.cards[n] = SimCard{c}; // beyond the hand when not drawn
            const int withCard = (vkey + vadd_[c]) | vflag_[c];
            vkey += (withCard - vkey) & -draws; // a mask, not a branch
            n += draws;
            next += draws;
        }
        shoe.drawn += next - shoe.dealt;
        shoe.dealt = next;
        dealer_.n = n;
        dealer_.vkey = vkey;
    }
    while (dealerHit_[static_cast<size_t>(sumsIndex(dealer_.vkey, dealer_.n))])
        add(dealer_, draw());
}

// Showdown of hand i of seat b against the dealer's value d (Round::stepShowdown: PL-8..PL-11,
// T-6, T-7, B-9, B-11, F-13).
[[gnu::always_inline]] inline void SimCore::showdown(int b, int i, const Value& d) {
    const RuleSet& R = *rules_;
    const Hand& h = seat_[b].hands[i];
    const Value p = value(h);
    const FiveCardRule& five = R.fiveCard;
    const bool pq = five.enabled && h.n == five.cards;
    const bool dq = five.enabled && dealer_.n == five.cards;
    if (d.bust) {
        settle(b, i, HandResult::Win, SimReason::DealerBust, false);
    } else if (R.predetermined.dealerTargetWins && d.total == target_) {
        settle(b, i, HandResult::Lose, SimReason::DealerTarget, false);
    } else if (five.enabled && d.total < target_ && (pq || dq)) {
        if (pq && dq) {
            Card pc[kMaxHandCards], dc[kMaxHandCards];
            for (int k = 0; k < five.cards; ++k) {
                pc[k] = cardFromIndex(h.card(k));
                dc[k] = cardFromIndex(dealer_.card(k));
            }
            const PokerValue pv = evaluatePoker(pc, five.cards);
            const PokerValue dv = evaluatePoker(dc, five.cards);
            settle(b, i,
                   pv > dv   ? HandResult::Win
                   : dv > pv ? HandResult::Lose
                             : HandResult::Push,
                   SimReason::Poker, false);
        } else {
            settle(b, i, pq ? HandResult::Win : HandResult::Lose, SimReason::FiveCard, false);
        }
    } else if (R.split.splitNaturalBeatsTotal && h.fromSplit && h.n == 2 && p.total == target_ &&
               d.total == target_ && dealer_.n > 2) {
        settle(b, i, HandResult::Win, SimReason::SplitNatural, false);
    } else {
        const int pd2 = target_ - p.total, dd = target_ - d.total;
        if (pd2 != dd) {
            settle(b, i, pd2 < dd ? HandResult::Win : HandResult::Lose, SimReason::Closer, false);
        } else {
            const Winner t = R.comparison.tie;
            settle(b, i,
                   t == Winner::Player   ? HandResult::Win
                   : t == Winner::Dealer ? HandResult::Lose
                                         : HandResult::Push,
                   SimReason::Tie, false);
        }
    }
}

// B-10 (Round::settleOutrightSplitNaturals): when every hand left is a split natural that
// wins whatever the dealer draws, they are paid and she draws nothing. True when it did so.
inline bool SimCore::settleOutrightSplitNaturals(int seats) {
    if (!dealerChecked_ || dealerNatural_) return false;
    for (int b = 0; b < seats; ++b)
        for (int i = 0; i < seat_[b].count; ++i) {
            const Hand& h = seat_[b].hands[i];
            if (!h.resolved && !splitNaturalWinsOutright(*rules_, h.fromSplit, h.n, value(h).total))
                return false;
        }
    for (int b = 0; b < seats; ++b)
        for (int i = 0; i < seat_[b].count; ++i)
            if (!seat_[b].hands[i].resolved)
                settle(b, i, HandResult::Win, SimReason::SplitNatural, false);
    return true;
}

// The dealer's turn (F-12, F-14): only while something is unresolved — her hole card or
// second card, her late natural check, insurance, her draws, then the showdown.
template <bool kRecord, class D>
[[gnu::always_inline]] inline void SimCore::dealerTurn(int seats, SimShoe::Cursor& shoe, D& draw,
                                                       SimStats& stats) {
    if (!anyUnresolved()) return;
    const NaturalRule& nat = rules_->natural;
    if (rules_->dealerInitial == DealerInitial::UpOnly && dealer_.n < 2) add(dealer_, draw());
    if (!dealerChecked_ && nat.kind != NaturalRule::Kind::None) {
        dealerChecked_ = true;
        dealerNatural_ =
            dealer_.n == 2 && naturalPair_[rank_[dealer_.card(0)]][rank_[dealer_.card(1)]];
        for (int b = 0; b < seats; ++b)
            for (int i = 0; i < seat_[b].count; ++i)
                settleNaturalIfDecided(b, i);
    }
    settleInsurance();
    if (!anyUnresolved() || settleOutrightSplitNaturals(seats)) return;
    playDealer<kRecord>(shoe, draw);
    const Value d = value(dealer_);
    if (d.bust) ++stats.dealerBusts;
    for (int b = 0; b < seats; ++b)
        for (int i = 0; i < seat_[b].count; ++i)
            if (!seat_[b].hands[i].resolved) showdown(b, i, d);
}

// One round. kRecord: fill `record`; kOneSeat: the loops over seats are over one seat, known
// at compile time (the common case of a single seat, and the benchmarks').
template <bool kRecord, bool kOneSeat>
[[gnu::always_inline]] inline void SimCore::round(SimShoe::Cursor& shoe, Prng& rng, SimStats& stats,
                                                  SimRoundRecord* record) {
    const int seats = kOneSeat ? 1 : seats_;
    stats_ = &stats;
    record_ = kRecord ? record : nullptr;
    if (shoe.startRound(rng)) {
        ++stats.reshuffles;
        if (kRecord) record->reshuffledBefore = true;
    }
    const std::int64_t midBefore = shoe.midRoundReshuffles;
    Draw<kRecord> draw{shoe, rng, record};
    if (kRecord) {
        record->seatNet.assign(static_cast<size_t>(seats), 0);
        record->insuranceNet.assign(static_cast<size_t>(seats), 0);
    }
    beginRound(seats);
    dealInitial(seats, draw);
    const DealerSight sight = dealerSight();
    offerInsurance(seats, sight, stats);
    checkNaturals(seats);
    for (int b = 0; b < seats; ++b)
        playSeat(b, sight, draw, stats);
    dealerTurn<kRecord>(seats, shoe, draw, stats);
    settleInsurance();

    std::int64_t roundNet = 0;
    for (int b = 0; b < seats; ++b) {
        roundNet += seat_[b].net;
        if (kRecord) record->seatNet[static_cast<size_t>(b)] = seat_[b].net;
    }
    stats.net += roundNet;
    stats.netSquares += static_cast<Int128>(roundNet) * roundNet;
    stats.dealerNaturals += dealerNatural_ ? 1 : 0;
    stats.reshuffles += shoe.midRoundReshuffles - midBefore;
    ++stats.rounds;
    stats.seatRounds += seats;
    stats_ = nullptr;
    record_ = nullptr;
}

// flatten: every helper is inlined into the round (the hot loop of the simulator).
[[gnu::flatten]] void SimCore::playRound(SimShoe& shoe, Prng& rng, SimStats& stats,
                                         SimRoundRecord* record) {
    SimShoe::Cursor& cur = shoe.cursor();
    const std::int64_t drawn = cur.drawn;
    if (record)
        round<true, false>(cur, rng, stats, record);
    else
        round<false, false>(cur, rng, stats, nullptr);
    stats.cardsDealt += cur.drawn - drawn;
}

[[gnu::noinline, gnu::flatten]] void SimCore::playRefused(SimShoe::Cursor& shoe, Prng& rng,
                                                          SimStats& stats) {
    round<false, true>(shoe, rng, stats, nullptr);
}

[[gnu::flatten]] void SimCore::playRounds(SimLanes& lanes, SimStats& stats, std::int64_t rounds) {
    // Rounds per lane: lane l gets the rounds r = next, next + 1, … with r mod kLanes = l.
    constexpr int kLanes = SimLanes::kLanes;
    std::int64_t count[kLanes];
    for (int l = 0; l < kLanes; ++l)
        count[l] = (rounds + (kLanes - 1 - (l - lanes.lane() + kLanes) % kLanes)) / kLanes;
    lanes.next += rounds;
    // The cursors and the PRNGs as locals: nothing in a round can alias them, so they stay in
    // registers (a store of a card byte may otherwise alias any object in memory).
    SimShoe::Cursor cur[kLanes];
    std::array<Prng, kLanes> rng = lanes.rngs;
    std::int64_t drawn = 0;
    for (int l = 0; l < kLanes; ++l) {
        cur[l] = lanes.shoes[l].cursor();
        drawn -= cur[l].drawn;
    }
    if (quick_) {
        quick_->playRounds(*this, cur, rng.data(), stats, count);
    } else {
        for (int l = 0; l < kLanes; ++l)
            if (seats_ == 1)
                for (std::int64_t i = 0; i < count[l]; ++i)
                    round<false, true>(cur[l], rng[l], stats, nullptr);
            else
                for (std::int64_t i = 0; i < count[l]; ++i)
                    round<false, false>(cur[l], rng[l], stats, nullptr);
    }
    for (int l = 0; l < kLanes; ++l) {
        drawn += cur[l].drawn;
        lanes.shoes[l].cursor() = cur[l];
        lanes.rngs[l] = rng[l];
    }
    stats.cardsDealt += drawn;
}

} // namespace f27
