#include "round/round.h"

#include "cards/poker_hand.h"
#include "rules/hand_rules.h"

#include <algorithm>

namespace f27 {

namespace {

Action toAction(Op op) {
    switch (op) {
    case Op::Hit:
        return Action::Hit;
    case Op::Stand:
        return Action::Stand;
    case Op::Double:
        return Action::Double;
    case Op::Split:
        return Action::Split;
    case Op::Surrender:
        return Action::Surrender;
    }
    return Action::Stand;
}

HandResult resultFor(Winner w) {
    switch (w) {
    case Winner::Player:
        return HandResult::Win;
    case Winner::Dealer:
        return HandResult::Lose;
    case Winner::Push:
        return HandResult::Push;
    }
    return HandResult::Push;
}

} // namespace

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
        if (rules.wagerMode == WagerMode::Slot && s.side != BetSide::Player)
            return fail(who + ": the slot mode takes bets on the player hand only");
        if (rules.wagerMode == WagerMode::Standard && s.side != BetSide::Player)
            return fail(who + ": in the standard mode a seat backs its own hand");
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

int Round::matchingRow(const FixedStrategy& s, const HandSums& sums) const {
    return strategyRow(s, sums, rules_.values);
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
        if (canAfford(actor_.seat, s.setup.wager * rules_.insurance.price))
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
    const DoubleRule& d = rules_.doubleDown;
    if (d.allowed && (!d.firstTwoOnly || firstTwo) && (!h.fromSplit || d.afterSplit) &&
        kindHolds(d.kind, v) && d.total.contains(v.total) && canAfford(actor_.seat, h.wager))
        out.push_back(Action::Double);
    const SplitRule& sp = rules_.split;
    if (sp.allowed && firstTwo && static_cast<int>(s.hands.size()) < sp.maxHands &&
        canAfford(actor_.seat, h.wager)) {
        if (isSplitPair(rules_, h.cards[0].rank, h.cards[1].rank)) out.push_back(Action::Split);
    }
    const SurrenderRule& su = rules_.surrender;
    if (su.allowed && (!su.firstTwoOnly || firstTwo) && (!h.fromSplit || su.afterSplit))
        out.push_back(Action::Surrender);
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
            s.insuranceStake = s.setup.wager * rules_.insurance.price;
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

// ---------------------------------------------------------------------------------------
// The automatic procedure

void Round::advance() {
    for (;;) {
        switch (stage_) {
        case Stage::InitialDeal:
            if (stepInitialDeal()) return;
            break;
        case Stage::Insurance:
            if (stepInsurance()) return;
            break;
        case Stage::NaturalCheck:
            stepNaturalCheck();
            break;
        case Stage::PlayerTurns:
            if (stepPlayerTurns()) return;
            break;
        case Stage::DealerTurn:
            if (stepDealerTurn()) return;
            break;
        case Stage::DealerPlay:
            if (stepDealerPlay()) return;
            break;
        case Stage::Showdown:
            stepShowdown();
            break;
        case Stage::Done:
            finish();
            return;
        }
    }
}

bool Round::stepInitialDeal() {
    if (nextSlot_ < initialSlots_.size()) {
        target_ = initialSlots_[nextSlot_];
        phase_ = Phase::Dealing;
        return true;
    }
    stage_ = Stage::Insurance;
    insuranceSeat_ = 0;
    // PL-3, B-5: insurance is offered to every seat when the up-card is one the rules list.
    const InsuranceRule& ins = rules_.insurance;
    if (!baccarat() && ins.offered) {
        std::optional<Card> up;
        for (size_t i = 0; i < dealer_.cards.size() && !up; ++i)
            if (dealer_.faceUp[i]) up = dealer_.cards[i];
        if (up && std::find(ins.upCards.begin(), ins.upCards.end(), up->rank) != ins.upCards.end())
            for (size_t i = 0; i < seats_.size(); ++i) {
                seats_[i].insuranceOffered = true;
                Event e = makeEvent(EventType::InsuranceOffered, static_cast<int>(i));
                e.amount = seats_[i].setup.wager * ins.price;
                e.rule = ins.rule;
                log(e);
            }
    }
    return false;
}

bool Round::stepInsurance() {
    while (insuranceSeat_ < static_cast<int>(seats_.size())) {
        const SeatState& s = seats_[insuranceSeat_];
        if (s.insuranceOffered && !s.insuranceDecided) {
            actor_ = {insuranceSeat_, 0};
            phase_ = Phase::Insurance;
            return true;
        }
        ++insuranceSeat_;
    }
    stage_ = Stage::NaturalCheck;
    return false;
}

void Round::stepNaturalCheck() {
    stage_ = Stage::PlayerTurns;
    turn_ = {0, 0};
    const NaturalRule& nat = rules_.natural;
    if (nat.kind == NaturalRule::Kind::None) return;
    // The dealer looks at once (PL-4, B-5) when the rules say so and both cards are out.
    const bool dealerKnown = nat.dealerChecksAtOnce && dealer_.cards.size() == 2;
    if (dealerKnown) {
        checkDealerNatural();
        if (dealer_.natural) revealHole();
        settleInsurance();
    }
    for (int b = 0; b < boxCount(); ++b) {
        PlayerHand& h = seats_[b].hands[0];
        h.natural = isNaturalHand(h.cards, false);
        if (h.natural) h.complete = true; // a natural takes no decisions
    }
    for (int b = 0; b < boxCount(); ++b)
        settleNaturalIfDecided(b, 0);
}

void Round::checkDealerNatural() {
    dealer_.checkedNatural = true;
    dealer_.natural = isNaturalHand(dealer_.cards, false);
    Event e = makeEvent(EventType::DealerCheck);
    e.rule = rules_.natural.rule;
    e.detail = dealer_.natural ? "natural" : "none";
    log(e);
}

// PL-4, T-3, B-5: naturals decide a hand once the dealer's natural is known, or at once when
// the player's natural wins whatever the dealer holds; otherwise the hand waits.
void Round::settleNaturalIfDecided(int b, int i) {
    PlayerHand& h = seats_[b].hands[i];
    if (h.resolved) return;
    const NaturalRule& nat = rules_.natural;
    const bool known = dealer_.checkedNatural;
    Winner w;
    std::string reason;
    if (known && dealer_.natural && h.natural) {
        w = nat.bothHave;
        reason = "both-natural";
    } else if (known && dealer_.natural) {
        w = Winner::Dealer;
        reason = "dealer-natural";
    } else if (h.natural && (known || nat.bothHave == Winner::Player)) {
        w = Winner::Player;
        reason = "natural";
    } else {
        return;
    }
    if (baccarat())
        settleBox(w, nat.rule, reason, h.natural);
    else
        settleHand(b, i, resultFor(w), nat.rule, reason, h.natural);
}

bool Round::stepPlayerTurns() {
    while (turn_.seat < boxCount()) {
        SeatState& s = seats_[turn_.seat];
        if (turn_.hand >= static_cast<int>(s.hands.size())) {
            ++turn_.seat;
            turn_.hand = 0;
            continue;
        }
        PlayerHand& h = s.hands[turn_.hand];
        if (h.resolved || h.complete) {
            ++turn_.hand;
            continue;
        }
        if (h.fromSplit && h.cards.size() < 2)
            h.awaitingCard = true; // F-17: the split hand's 2nd card
        if (h.awaitingCard) {
            target_ = {turn_.seat, turn_.hand, true};
            phase_ = Phase::Dealing;
            return true;
        }
        const HandValue v = valueOf(h.sums, rules_.values);
        Event forced = makeEvent(EventType::ForcedPlay, turn_.seat, turn_.hand);
        forced.total = v.total;
        forced.soft = v.soft;
        forced.action = Action::Stand;
        if (v.bust || h.doubled) { // F-4 bust; F-18 exactly one card after doubling
            completeHand(turn_);
            continue;
        }
        if (h.fromSplit && rules_.split.acesOneCardEach && h.cards[0].isAce()) {
            forced.rule = rules_.split.rule; // B-9: split Aces get one card each and stand
            forced.detail = "split-aces";
            log(forced);
            completeHand(turn_);
            continue;
        }
        if (rules_.cardLimit.cards > 0 &&
            static_cast<int>(h.cards.size()) >= rules_.cardLimit.cards) {
            forced.rule = rules_.cardLimit.rule;
            forced.detail = "card-limit";
            log(forced);
            completeHand(turn_);
            continue;
        }
        // F-11: the first forced play whose condition holds is applied without asking.
        const std::vector<ForcedPlay>& fps = rules_.forced;
        const int fi = forcedPlayIndex(rules_, h.sums, dealerVisible());
        auto fp = fi >= 0 ? fps.begin() + fi : fps.end();
        Action fixed = Action::Stand;
        bool decided = false;
        if (fp != fps.end()) {
            forced.action = toAction(fp->op);
            forced.rule = fp->rule;
            forced.ref = static_cast<int>(fp - fps.begin());
            log(forced);
            fixed = forced.action;
            decided = true;
        } else if (baccarat()) {
            // Baccarat-like: nobody is consulted; the player hand follows its fixed strategy.
            const FixedStrategy& ps = rules_.baccarat.playerStrategy;
            const int row = matchingRow(ps, h.sums);
            fixed = strategyHits(ps, row, v.total) ? Action::Hit : Action::Stand;
            forced.type = EventType::FixedPlay;
            forced.action = fixed;
            forced.ref = row;
            forced.rule =
                row >= 0 && !ps.rows[row].rule.empty() ? ps.rows[row].rule : rules_.baccarat.rule;
            log(forced);
            decided = true;
        }
        if (decided) {
            if (fixed == Action::Hit) {
                h.awaitingCard = true;
            } else {
                completeHand(turn_);
            }
            continue;
        }
        actor_ = turn_;
        phase_ = Phase::Decision;
        return true;
    }
    stage_ = Stage::DealerTurn;
    return false;
}

// F-10: the player's hand is complete; predetermined outcomes are checked (PL-6, T-5, B-11).
void Round::completeHand(Cursor c) {
    PlayerHand& h = hand(c);
    h.complete = true;
    h.awaitingCard = false;
    if (h.resolved) return;
    const HandValue v = valueOf(h.sums, rules_.values);
    const PredeterminedRule& pd = rules_.predetermined;
    if (v.bust) {
        if (baccarat())
            settleBox(Winner::Dealer, pd.playerBustRule, "bust");
        else
            settleHand(c.seat, c.hand, HandResult::Lose, pd.playerBustRule, "bust");
    } else if (pd.playerTargetWins && v.total == rules_.values.target) {
        if (baccarat())
            settleBox(Winner::Player, pd.playerTargetRule, "target");
        else
            settleHand(c.seat, c.hand, HandResult::Win, pd.playerTargetRule, "target");
    }
}

bool Round::stepDealerTurn() {
    if (!anyUnresolved()) { // F-14: hands not yet played are not played
        stage_ = Stage::Done;
        return false;
    }
    revealHole();
    if (rules_.dealerInitial == DealerInitial::UpOnly && dealer_.cards.size() < 2) {
        dealerAwaitingCard_ = true;
        target_ = {-1, 0, true};
        phase_ = Phase::Dealing;
        return true;
    }
    const NaturalRule& nat = rules_.natural;
    if (!dealer_.checkedNatural && nat.kind != NaturalRule::Kind::None) {
        checkDealerNatural();
        for (int b = 0; b < boxCount(); ++b)
            for (int i = 0; i < static_cast<int>(seats_[b].hands.size()); ++i)
                settleNaturalIfDecided(b, i);
    }
    settleInsurance();
    stage_ = anyUnresolved() ? Stage::DealerPlay : Stage::Done;
    return false;
}

// F-12: the dealer hits while below the target of the first matching strategy row.
bool Round::stepDealerPlay() {
    if (dealerAwaitingCard_) {
        target_ = {-1, 0, true};
        phase_ = Phase::Dealing;
        return true;
    }
    const HandValue v = dealerValue();
    if (v.bust) {
        stage_ = Stage::Showdown;
        return false;
    }
    Event e = makeEvent(EventType::DealerPlay);
    e.total = v.total;
    e.soft = v.soft;
    e.action = Action::Stand;
    const FixedStrategy& ds = rules_.dealer;
    const DealerStep step = dealerStep(rules_, dealer_.sums); // F-12, the card limit
    if (step.cardLimit) {
        e.rule = rules_.cardLimit.rule;
        e.detail = "card-limit";
    } else {
        e.ref = step.row;
        e.rule =
            step.row >= 0 && !ds.rows[step.row].rule.empty() ? ds.rows[step.row].rule : ds.rule;
        if (step.hits) e.action = Action::Hit;
    }
    log(e);
    if (e.action == Action::Hit) {
        dealerAwaitingCard_ = true;
        target_ = {-1, 0, true};
        phase_ = Phase::Dealing;
        return true;
    }
    stage_ = Stage::Showdown;
    return false;
}

// After the dealer's hand: predetermined outcomes (PL-8, T-6, B-11), the five-card rule (PL-9),
// then closeness to the target (F-13, PL-10, T-7).
void Round::stepShowdown() {
    stage_ = Stage::Done;
    const HandValue d = dealerValue();
    const int target = rules_.values.target;
    const PredeterminedRule& pd = rules_.predetermined;
    const FiveCardRule& five = rules_.fiveCard;
    for (int b = 0; b < boxCount(); ++b)
        for (int i = 0; i < static_cast<int>(seats_[b].hands.size()); ++i) {
            const PlayerHand& h = seats_[b].hands[i];
            if (h.resolved) continue;
            const HandValue p = valueOf(h.sums, rules_.values);
            Winner w = Winner::Push;
            std::string rule, reason;
            const bool pq = five.enabled && static_cast<int>(h.cards.size()) == five.cards;
            const bool dq = five.enabled && static_cast<int>(dealer_.cards.size()) == five.cards;
            if (d.bust) {
                w = Winner::Player;
                rule = pd.dealerBustRule;
                reason = "dealer-bust";
            } else if (pd.dealerTargetWins && d.total == target) {
                w = Winner::Dealer;
                rule = pd.dealerTargetRule;
                reason = "dealer-target";
            } else if (five.enabled && d.total < target && (pq || dq)) {
                rule = five.rule;
                reason = "five-card";
                if (pq && dq) {
                    const PokerValue pv = evaluatePoker(h.cards.data(), five.cards);
                    const PokerValue dv = evaluatePoker(dealer_.cards.data(), five.cards);
                    w = pv > dv ? Winner::Player : dv > pv ? Winner::Dealer : Winner::Push;
                    reason = "poker";
                } else {
                    w = pq ? Winner::Player : Winner::Dealer;
                }
            } else if (rules_.split.splitNaturalBeatsTotal && h.fromSplit && h.cards.size() == 2 &&
                       p.total == target && d.total == target && dealer_.cards.size() > 2) {
                w = Winner::Player; // B-9: a two-card target after a split beats any other
                rule = rules_.split.rule;
                reason = "split-natural";
            } else {
                const int pd2 = target - p.total, dd = target - d.total;
                rule = rules_.comparison.rule;
                if (pd2 != dd) {
                    w = pd2 < dd ? Winner::Player : Winner::Dealer;
                    reason = "closer";
                } else {
                    w = rules_.comparison.tie;
                    reason = "tie";
                }
            }
            if (baccarat())
                settleBox(w, rule, reason);
            else
                settleHand(b, i, resultFor(w), rule, reason);
        }
}

void Round::finish() {
    if (phase_ == Phase::Over) return;
    settleInsurance();
    revealHole();
    for (size_t i = 0; i < seats_.size(); ++i) {
        Event e = makeEvent(EventType::RoundEnd, static_cast<int>(i));
        e.amount = seats_[i].net;
        e.rule = rules_.settlementRule;
        log(e);
    }
    phase_ = Phase::Over;
    actor_ = {};
}

// ---------------------------------------------------------------------------------------
// Settlement (F-15, F-16)

void Round::settleHand(int seat, int hi, HandResult r, const std::string& rule,
                       const std::string& reason, bool natural) {
    SeatState& s = seats_[seat];
    PlayerHand& h = s.hands[hi];
    h.resolved = true;
    h.result = r;
    const HandValue v = valueOf(h.sums, rules_.values);
    Money net;
    switch (r) {
    case HandResult::Win:
        net = h.wager * (natural ? rules_.natural.payout : Money{1});
        break;
    case HandResult::Lose:
        net = -h.wager;
        break;
    case HandResult::Push:
        break;
    case HandResult::Surrender:
        net = -(h.wager * (Money{1} - rules_.surrender.refund));
        break;
    }
    Event out = makeEvent(EventType::Outcome, seat, hi);
    out.result = r;
    out.total = v.total;
    out.soft = v.soft;
    out.rule = rule;
    out.detail = reason;
    log(out);
    if (r == HandResult::Win) {
        for (size_t i = 0; i < rules_.bonuses.size(); ++i) {
            const BonusRule& b = rules_.bonuses[i];
            if (!bonusMatches(b, h.cards, v)) continue;
            Event be = makeEvent(EventType::Bonus, seat, hi);
            be.amount =
                b.pay == BonusRule::Pay::Odds ? h.wager * b.amount : setup_.tableMinimum * b.amount;
            be.ref = static_cast<int>(i);
            be.rule = b.rule.empty() ? rules_.bonusRule : b.rule;
            be.detail = b.id;
            log(be);
            net += be.amount;
        }
    }
    h.net = net;
    s.net += net;
    Event se = makeEvent(EventType::Settlement, seat, hi);
    se.amount = net;
    se.result = r;
    se.rule = rules_.settlementRule;
    log(se);
}

// Baccarat-like and slot modes: one outcome for the player hand, paid to every bet.
void Round::settleBox(Winner w, const std::string& rule, const std::string& reason, bool natural) {
    (void)natural;
    PlayerHand& h = seats_[0].hands[0];
    if (h.resolved) return;
    h.resolved = true;
    h.complete = true;
    h.result = resultFor(w);
    const HandValue v = valueOf(h.sums, rules_.values);
    Event out = makeEvent(EventType::Outcome, 0, 0);
    out.result = h.result;
    out.total = v.total;
    out.soft = v.soft;
    out.rule = rule;
    out.detail = reason;
    log(out);
    const BaccaratRule& bac = rules_.baccarat;
    for (size_t si = 0; si < seats_.size(); ++si) {
        SeatState& s = seats_[si];
        const Money stake = s.setup.wager;
        Money net;
        HandResult r = HandResult::Push;
        switch (s.setup.side) {
        case BetSide::Player:
            r = resultFor(w);
            net = w == Winner::Player   ? stake * bac.playerPays
                  : w == Winner::Dealer ? -stake
                                        : Money{};
            break;
        case BetSide::Dealer:
            r = w == Winner::Dealer   ? HandResult::Win
                : w == Winner::Player ? HandResult::Lose
                                      : HandResult::Push;
            net = w == Winner::Dealer   ? stake * bac.dealerPays
                  : w == Winner::Player ? -stake
                                        : Money{};
            break;
        case BetSide::Stalemate:
            r = w == Winner::Push ? HandResult::Win : HandResult::Lose;
            net = w == Winner::Push ? stake * bac.stalematePays : -stake;
            break;
        }
        if (s.setup.side == BetSide::Player && w == Winner::Player) {
            for (size_t i = 0; i < rules_.bonuses.size(); ++i) {
                const BonusRule& b = rules_.bonuses[i];
                if (!bonusMatches(b, h.cards, v)) continue;
                Event be = makeEvent(EventType::Bonus, static_cast<int>(si), 0);
                be.amount = b.pay == BonusRule::Pay::Odds ? stake * b.amount
                                                          : setup_.tableMinimum * b.amount;
                be.ref = static_cast<int>(i);
                be.rule = b.rule.empty() ? rules_.bonusRule : b.rule;
                be.detail = b.id;
                log(be);
                net += be.amount;
            }
        }
        s.net += net;
        Event se = makeEvent(EventType::Settlement, static_cast<int>(si), 0);
        se.amount = net;
        se.result = r;
        se.rule = bac.rule.empty() ? rules_.settlementRule : bac.rule;
        log(se);
    }
}

// PL-3, B-5: insurance pays when the dealer holds a natural, otherwise it is lost. It is
// settled once the dealer's natural is known.
void Round::settleInsurance() {
    if (!dealer_.checkedNatural && rules_.natural.kind != NaturalRule::Kind::None) return;
    for (size_t i = 0; i < seats_.size(); ++i) {
        SeatState& s = seats_[i];
        if (s.insuranceStake.isZero() || s.insuranceSettled) continue;
        s.insuranceSettled = true;
        const Money net =
            dealer_.natural ? s.insuranceStake * rules_.insurance.payout : -s.insuranceStake;
        s.net += net;
        Event e = makeEvent(EventType::InsuranceSettled, static_cast<int>(i));
        e.amount = net;
        e.result = dealer_.natural ? HandResult::Win : HandResult::Lose;
        e.rule = rules_.insurance.rule;
        log(e);
    }
}

void Round::revealHole() {
    for (size_t i = 0; i < dealer_.cards.size(); ++i) {
        if (dealer_.faceUp[i]) continue;
        dealer_.faceUp[i] = true;
        Event e = makeEvent(EventType::Reveal, -1, 0);
        e.card = dealer_.cards[i];
        const HandValue v = dealerValue();
        e.total = v.total;
        e.soft = v.soft;
        e.rule = rules_.holeCardRule;
        log(e);
    }
}

} // namespace f27
