// The round state machine: its construction, what it shows, and its inputs (a card dealt, a
// player's decision); the procedure is in round_steps.cpp, settlement in round_settle.cpp.

#include "round/round.h"

#include "rules/hand_rules.h"
#include "rules/payouts.h"

#include <algorithm>

namespace f27 {

Round::Round(const RuleSet& rules, RoundSetup setup) : rules_(rules), setup_(std::move(setup)) {
    for (const SeatSetup& s : setup_.seats) {
        SeatState st;
        st.setup = s;
        st.hands.emplace_back();
        st.hands.back().wager = baccarat() ? Money{} : s.wager;
        seats_.push_back(std::move(st));
    }
    // F-10 deal: the first card to every box, then the dealer; then the second card likewise.
    const DealerInitial di = rules_.dealerInitial;
    for (int round = 0; round < 2; ++round) {
        for (int b = 0; b < boxCount(); ++b)
            initialSlots_.push_back({b, 0, true});
        if (round == 1 && di == DealerInitial::UpOnly) continue;
        const bool hole = (round == 0 && di == DealerInitial::HoleThenUp) ||
                          (round == 1 && di == DealerInitial::UpThenHole);
        initialSlots_.push_back({-1, 0, !hole});
    }
}

Result<Round> Round::start(const RuleSet& rules, RoundSetup setup) {
    if (setup.seats.empty() || static_cast<int>(setup.seats.size()) > kMaxSeats)
        return fail("a round needs 1 to " + std::to_string(kMaxSeats) + " seats, not " +
                    std::to_string(setup.seats.size()));
    for (size_t i = 0; i < setup.seats.size(); ++i) {
        const SeatSetup& s = setup.seats[i];
        const std::string who = "seat " + std::to_string(i + 1);
        if (s.wager <= Money{}) return fail(who + ": the wager must be positive");
        if (s.bankroll && s.wager > *s.bankroll)
            return fail(who + ": the wager " + s.wager.toString() + " is more than the bankroll " +
                        s.bankroll->toString());
        // Money is exact or refused: a round whose largest result could not be counted in
        // 64-bit rationals (with the bankroll after it) is not dealt. Bonuses paid in table
        // minimums count as odds on the larger of the wager and the minimum.
        const std::string money = roundMoneyProblem(rules, std::max(s.wager, setup.tableMinimum),
                                                    s.bankroll.value_or(Money{}));
        if (!money.empty()) return fail(who + ": " + money);
        const std::vector<BetSide> sides = betSidesOf(rules.wagerMode);
        if (std::find(sides.begin(), sides.end(), s.side) == sides.end())
            return fail(who + (rules.wagerMode == WagerMode::Slot
                                   ? ": the slot mode takes bets on the player hand only"
                                   : ": in the standard mode a seat backs its own hand"));
    }
    if (setup.tableMinimum <= Money{}) return fail("the table minimum must be positive");
    Round r(rules, std::move(setup));
    for (size_t i = 0; i < r.seats_.size(); ++i) {
        Event e = makeEvent(EventType::RoundStart, static_cast<int>(i));
        e.amount = r.seats_[i].setup.wager;
        e.rule = rules.dealRule;
        if (r.baccarat()) e.detail = betSideName(r.seats_[i].setup.side);
        r.log(e);
    }
    r.advance();
    return r;
}

void Round::log(Event e) {
    events_.push_back(std::move(e));
}

void Round::noteReshuffle(const std::string& newCommitment, const std::string& revealedKey) {
    Event e = makeEvent(EventType::Reshuffle);
    e.rule = rules_.reshuffleRule;
    e.detail = newCommitment + (revealedKey.empty() ? "" : ":" + revealedKey);
    log(e);
}

// ---------------------------------------------------------------------------------------
// Values and conditions

HandValue Round::handValue(int seat, int h) const {
    return valueOf(seats_[seat].hands[h].sums, rules_.values);
}

HandValue Round::dealerValue() const {
    return valueOf(dealer_.sums, rules_.values);
}

HandValue Round::dealerVisibleValue() const {
    HandSums s;
    for (size_t i = 0; i < dealer_.cards.size(); ++i)
        if (dealer_.faceUp[i]) s.add(dealer_.cards[i], rules_.values);
    return valueOf(s, rules_.values);
}

std::vector<Card> Round::cardsDealt() const {
    std::vector<Card> out;
    for (const Event& e : events_)
        if (e.type == EventType::Deal) out.push_back(e.card);
    return out;
}

bool Round::isNaturalHand(const std::vector<Card>& cards, bool fromSplit) const {
    return !fromSplit && cards.size() == 2 && isNaturalPair(rules_, cards[0].rank, cards[1].rank);
}

// What the seats see of the dealer (T-4): the face-up cards only.
DealerVisible Round::dealerVisible() const {
    HandSums s;
    for (size_t i = 0; i < dealer_.cards.size(); ++i)
        if (dealer_.faceUp[i]) s.add(dealer_.cards[i], rules_.values);
    return dealerVisibleOf(rules_, s);
}

Money Round::committed(int seat) const {
    const SeatState& s = seats_[seat];
    if (baccarat()) return s.setup.wager;
    Money m = s.insuranceStake;
    for (const PlayerHand& h : s.hands)
        m += h.wager;
    return m;
}

bool Round::canAfford(int seat, Money extra) const {
    const auto& bankroll = seats_[seat].setup.bankroll;
    return !bankroll || committed(seat) + extra <= *bankroll;
}

bool Round::anyUnresolved() const {
    for (int b = 0; b < boxCount(); ++b)
        for (const PlayerHand& h : seats_[b].hands)
            if (!h.resolved) return true;
    for (const SeatState& s : seats_)
        if (!s.insuranceStake.isZero() && !s.insuranceSettled) return true;
    return false;
}

// ---------------------------------------------------------------------------------------
// Inputs

Status Round::deal(Card card) {
    if (phase_ != Phase::Dealing) return fail("no card is due now");
    Event e = makeEvent(EventType::Deal, target_.seat, target_.hand);
    e.card = card;
    e.faceUp = target_.faceUp;
    e.rule = stage_ == Stage::InitialDeal ? rules_.dealRule : std::string();
    if (target_.seat < 0) {
        dealer_.cards.push_back(card);
        dealer_.faceUp.push_back(target_.faceUp);
        dealer_.sums.add(card, rules_.values);
        dealerAwaitingCard_ = false;
        const HandValue v = dealerValue();
        e.total = v.total;
        e.soft = v.soft;
    } else {
        PlayerHand& h = seats_[target_.seat].hands[target_.hand];
        h.cards.push_back(card);
        h.sums.add(card, rules_.values);
        h.awaitingCard = false;
        const HandValue v = valueOf(h.sums, rules_.values);
        e.total = v.total;
        e.soft = v.soft;
    }
    if (stage_ == Stage::InitialDeal) ++nextSlot_;
    log(e);
    advance();
    return {};
}

std::vector<Action> Round::legalActions() const {
    std::vector<Action> out;
    if (phase_ == Phase::Insurance) {
        const SeatState& s = seats_[actor_.seat];
        if (canAfford(actor_.seat, insuranceStake(rules_.insurance, s.setup.wager)))
            out.push_back(Action::TakeInsurance);
        out.push_back(Action::DeclineInsurance);
        return out;
    }
    if (phase_ != Phase::Decision) return out;
    const SeatState& s = seats_[actor_.seat];
    const PlayerHand& h = s.hands[actor_.hand];
    const HandValue v = valueOf(h.sums, rules_.values);
    const bool firstTwo = h.cards.size() == 2;
    out.push_back(Action::Hit); // F-11: hit and stand are always allowed
    out.push_back(Action::Stand);
    if (mayDouble(rules_.doubleDown, firstTwo, h.fromSplit, v.soft, v.total) &&
        canAfford(actor_.seat, h.wager))
        out.push_back(Action::Double);
    const SplitRule& sp = rules_.split;
    if (sp.allowed && firstTwo && static_cast<int>(s.hands.size()) < sp.maxHands &&
        canAfford(actor_.seat, h.wager)) {
        if (isSplitPair(rules_, h.cards[0].rank, h.cards[1].rank)) out.push_back(Action::Split);
    }
    if (maySurrender(rules_.surrender, firstTwo, h.fromSplit)) out.push_back(Action::Surrender);
    return out;
}

bool Round::isLegal(Action a) const {
    const auto legal = legalActions();
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

Status Round::apply(Action a) {
    if (phase_ != Phase::Insurance && phase_ != Phase::Decision)
        return fail(std::string("no decision is due now (") + actionName(a) + ")");
    if (!isLegal(a))
        return fail(std::string("\"") + actionName(a) + "\" is not allowed for seat " +
                    std::to_string(actor_.seat + 1) + " now");
    Event e = makeEvent(EventType::Decision, actor_.seat, actor_.hand);
    e.action = a;
    SeatState& s = seats_[actor_.seat];
    if (phase_ == Phase::Insurance) {
        s.insuranceDecided = true;
        e.rule = rules_.insurance.rule;
        if (a == Action::TakeInsurance) {
            s.insuranceStake = insuranceStake(rules_.insurance, s.setup.wager);
            e.amount = s.insuranceStake;
        }
        e.hand = 0;
        log(e);
        ++insuranceSeat_;
        advance();
        return {};
    }
    PlayerHand& h = s.hands[actor_.hand];
    const HandValue v = valueOf(h.sums, rules_.values);
    e.total = v.total;
    e.soft = v.soft;
    switch (a) {
    case Action::Hit:
        log(e);
        h.awaitingCard = true;
        break;
    case Action::Stand:
        log(e);
        completeHand({actor_.seat, actor_.hand});
        break;
    case Action::Double:
        e.amount = h.wager;
        e.rule = rules_.doubleDown.rule;
        log(e);
        h.wager = h.wager * 2;
        h.doubled = true;
        h.awaitingCard = true;
        break;
    case Action::Split: {
        e.amount = h.wager;
        e.rule = rules_.split.rule;
        log(e);
        PlayerHand second;
        second.wager = h.wager;
        second.fromSplit = true;
        second.cards.push_back(h.cards[1]);
        second.sums.add(h.cards[1], rules_.values);
        h.cards.pop_back();
        h.sums = HandSums{};
        h.sums.add(h.cards[0], rules_.values);
        h.fromSplit = true;
        h.awaitingCard = true;
        s.hands.insert(s.hands.begin() + actor_.hand + 1, std::move(second));
        break;
    }
    case Action::Surrender:
        e.rule = rules_.surrender.rule;
        log(e);
        h.complete = true;
        settleHand(actor_.seat, actor_.hand, HandResult::Surrender, rules_.surrender.rule,
                   "surrender");
        break;
    case Action::TakeInsurance:
    case Action::DeclineInsurance:
        break;
    }
    advance();
    return {};
}

} // namespace f27
