// The round's automatic procedure (Round::advance): the initial deal, insurance, the natural
// check, the seats' turns with their forced plays, the dealer's turn and play, the showdown.

#include "round/round.h"

#include "rules/hand_rules.h"
#include "rules/payouts.h"
#include "rules/showdown.h"

#include <algorithm>

namespace f27 {

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
                e.amount = insuranceStake(ins, seats_[i].setup.wager);
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

// The seats' hands in turn order. Kept as one loop because the checks that can end a hand
// before its seat is asked (bust, double, split Aces, card limit, forced and fixed plays) are
// an ordered list of rules, and their order is the procedure (F-11, F-18, B-9).
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
        // B-9 split Aces, the card limit, then F-11: the first forced play that holds is applied
        // without asking; in the baccarat-like modes the player hand's fixed strategy plays.
        const TurnCheck turn = turnCheck(rules_, h.cards, h.sums, h.fromSplit, dealerVisible());
        if (turn.by == TurnCheck::By::SplitAces || turn.by == TurnCheck::By::CardLimit) {
            const bool aces = turn.by == TurnCheck::By::SplitAces;
            forced.rule = aces ? rules_.split.rule : rules_.cardLimit.rule;
            forced.detail = aces ? "split-aces" : "card-limit";
            log(forced);
            completeHand(turn_);
            continue;
        }
        Action fixed = Action::Stand;
        bool decided = false;
        if (turn.by == TurnCheck::By::Forced) {
            const ForcedPlay& fp = rules_.forced[static_cast<size_t>(turn.index)];
            forced.action = actionOf(fp.op);
            forced.rule = fp.rule;
            forced.ref = turn.index;
            log(forced);
            fixed = forced.action;
            decided = true;
        } else if (turn.by == TurnCheck::By::Fixed) {
            // Baccarat-like: nobody is consulted; the player hand follows its fixed strategy.
            const FixedStrategy& ps = rules_.baccarat.playerStrategy;
            const int row = turn.index;
            fixed = turn.hits ? Action::Hit : Action::Stand;
            forced.type = EventType::FixedPlay;
            forced.action = fixed;
            forced.ref = row;
            forced.rule = strategyRule(ps, row, rules_.baccarat.rule);
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
    settleOutrightSplitNaturals();
    stage_ = anyUnresolved() ? Stage::DealerPlay : Stage::Done;
    return false;
}

// B-10: when every hand left is a split natural that wins whatever the dealer draws (B-9),
// no hand needs her total: they are paid now and she draws nothing.
void Round::settleOutrightSplitNaturals() {
    if (baccarat() || (rules_.natural.kind != NaturalRule::Kind::None && !dealer_.checkedNatural) ||
        dealer_.natural)
        return;
    bool any = false;
    for (const SeatState& s : seats_)
        for (const PlayerHand& h : s.hands) {
            if (h.resolved) continue;
            const HandValue v = valueOf(h.sums, rules_.values);
            if (!splitNaturalWinsOutright(rules_, h.fromSplit, static_cast<int>(h.cards.size()),
                                          v.total))
                return;
            any = true;
        }
    if (!any) return;
    for (int b = 0; b < boxCount(); ++b)
        for (int i = 0; i < static_cast<int>(seats_[b].hands.size()); ++i)
            if (!seats_[b].hands[i].resolved)
                settleHand(b, i, HandResult::Win, rules_.split.rule, "split-natural");
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
        e.rule = strategyRule(ds, step.row, ds.rule);
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
    for (int b = 0; b < boxCount(); ++b)
        for (int i = 0; i < static_cast<int>(seats_[b].hands.size()); ++i) {
            const PlayerHand& h = seats_[b].hands[i];
            if (h.resolved) continue;
            const ShowdownOutcome o = showdown(rules_, h.cards, valueOf(h.sums, rules_.values),
                                               h.fromSplit, dealer_.cards, d);
            if (baccarat())
                settleBox(o.winner, o.rule, o.reason);
            else
                settleHand(b, i, resultFor(o.winner), o.rule, o.reason);
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
