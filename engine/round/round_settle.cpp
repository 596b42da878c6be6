// Settlement (F-15, F-16): a hand's result and payout, the baccarat-like boxes, insurance.

#include "round/round.h"

#include "rules/hand_rules.h"
#include "rules/payouts.h"

#include <algorithm>

namespace f27 {

void Round::settleHand(int seat, int hi, HandResult r, const std::string& rule,
                       const std::string& reason, bool natural) {
    SeatState& s = seats_[seat];
    PlayerHand& h = s.hands[hi];
    h.resolved = true;
    h.result = r;
    const HandValue v = valueOf(h.sums, rules_.values);
    Money net = handNet(rules_, h.wager, r, natural); // F-15
    Event out = makeEvent(EventType::Outcome, seat, hi);
    out.result = r;
    out.total = v.total;
    out.soft = v.soft;
    out.rule = rule;
    out.detail = reason;
    log(out);
    if (r == HandResult::Win) {
        for (const int i : matchingBonuses(rules_, h.cards, v)) { // F-16
            const BonusRule& b = rules_.bonuses[static_cast<size_t>(i)];
            Event be = makeEvent(EventType::Bonus, seat, hi);
            be.amount = bonusAmount(b, h.wager, setup_.tableMinimum);
            be.ref = i;
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
        const HandResult r = betResult(s.setup.side, w);
        Money net = betNet(bac, s.setup.side, w, stake);
        if (s.setup.side == BetSide::Player && w == Winner::Player) {
            for (const int i : matchingBonuses(rules_, h.cards, v)) { // F-16
                const BonusRule& b = rules_.bonuses[static_cast<size_t>(i)];
                Event be = makeEvent(EventType::Bonus, static_cast<int>(si), 0);
                be.amount = bonusAmount(b, stake, setup_.tableMinimum);
                be.ref = i;
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
        const Money net = insuranceNet(rules_.insurance, s.insuranceStake, dealer_.natural);
        s.net += net;
        Event e = makeEvent(EventType::InsuranceSettled, static_cast<int>(i));
        e.amount = net;
        e.result = dealer_.natural ? HandResult::Win : HandResult::Lose;
        e.rule = rules_.insurance.rule;
        log(e);
    }
}

} // namespace f27
