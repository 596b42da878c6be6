// The round from the end of the initial deal: insurance, the natural check, then the hand.

#include "exact/after_deal_detail.h"

namespace f27::exactdetail {

bool dealerKnownAtOnce(const RuleSet& rules) {
    return rules.natural.dealerChecksAtOnce && rules.dealerInitial != DealerInitial::UpOnly;
}

// P(the dealer's two-card hand is a natural), for the player before the dealer's check.
double dealerNaturalChance(const RuleSet& rules, const std::vector<Card>& faceUp,
                           const Composition& unseen) {
    if (rules.natural.kind == NaturalRule::Kind::None) return 0;
    if (faceUp.size() == 2) return isNaturalPair(rules, faceUp[0].rank, faceUp[1].rank) ? 1 : 0;
    if (unseen.empty()) return 0;
    double p = 0;
    for (Rank r : kAllRanks)
        if (isNaturalPair(rules, faceUp[0].rank, r))
            p += static_cast<double>(unseen.count(r)) / unseen.size();
    return p;
}

bool insuranceOffered(const RuleSet& rules, const std::vector<Card>& faceUp) {
    const InsuranceRule& ins = rules.insurance;
    return ins.offered && !faceUp.empty() &&
           std::find(ins.upCards.begin(), ins.upCards.end(), faceUp[0].rank) != ins.upCards.end();
}

// PL-3, B-5: the insurance stake's expected net in units of the wager. Without naturals the
// stake is always lost (Round::settleInsurance).
double insuranceUnits(const RuleSet& rules, const std::vector<Card>& faceUp,
                      const Composition& unseen) {
    return insuranceEv(rules.insurance, dealerNaturalChance(rules, faceUp, unseen));
}

// What the player knows of the dealer's hand on the first decision after the deal (insurance
// settled, the natural check done when it is done at once): PL-4, T-3, B-4, B-5.
DealerView viewAfterCheck(const RuleSet& rules, const std::vector<Card>& faceUp) {
    DealerView view;
    view.faceUp = faceUp;
    if (rules.natural.kind == NaturalRule::Kind::None) return view;
    if (!dealerKnownAtOnce(rules)) {
        view.naturalPending = true;
        return view;
    }
    if (view.secondUnseen())
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    return view;
}

DealerView viewAtDecision(const RuleSet& rules, const DealerHand& dealer,
                          const std::vector<Card>& faceUp) {
    DealerView view;
    view.faceUp = faceUp;
    if (view.secondUnseen() && dealer.checkedNatural && !dealer.natural)
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    view.naturalPending = rules.natural.kind != NaturalRule::Kind::None && !dealer.checkedNatural;
    return view;
}

// The round from the natural check on (Round::stepNaturalCheck, then the player's turn and the
// dealer's): PL-4, T-3, B-4, B-5. `player` is the initial two-card hand; `solver` follows the
// view viewAfterCheck(rules, faceUp).
Result<double> afterInsurance(const RuleSet& rules, const std::vector<Card>& player,
                              const std::vector<Card>& faceUp, const Composition& unseen,
                              HandSolver& solver) {
    const NaturalRule& nat = rules.natural;
    Hand hand;
    for (Card c : player)
        hand = hand.plus(c, rules.values);
    auto play = [&]() -> Result<double> {
        const double ev = solver.onTurn(hand, unseen, 1);
        if (!solver.error().empty()) return fail(solver.error());
        return ev;
    };
    if (nat.kind == NaturalRule::Kind::None) return play();
    const bool playerNatural = isNaturalPair(rules, player[0].rank, player[1].rank);
    const double pNatural = dealerNaturalChance(rules, faceUp, unseen);
    const double naturalWin = solver.naturalWinUnits(player);
    const double lose = solver.loseUnits(1);
    const double both = nat.bothHave == Winner::Player ? naturalWin
                        : nat.bothHave == Winner::Push ? 0.0
                                                       : lose;
    if (!dealerKnownAtOnce(rules)) {
        if (playerNatural) // settled at once when it wins either way, else at the dealer's turn
            return nat.bothHave == Winner::Player ? naturalWin
                                                  : pNatural * both + (1 - pNatural) * naturalWin;
        return play();
    }
    double ev = pNatural * (playerNatural ? both : lose);
    if (pNatural < 1) {
        double rest = naturalWin;
        if (!playerNatural) {
            auto v = play();
            if (!v) return v;
            rest = *v;
        }
        ev += (1 - pNatural) * rest;
    }
    return ev;
}

// From the end of the initial deal: the insurance decision (taken when it pays), then the rest.
// In the baccarat-like and slot modes nobody is offered insurance (Round::stepInsurance), and
// the bet's constant is added (HandSolver::setBet).
Result<double> afterDeal(const RuleSet& rules, const std::vector<Card>& player,
                         const std::vector<Card>& faceUp, const Composition& unseen,
                         HandSolver& solver) {
    auto main = afterInsurance(rules, player, faceUp, unseen, solver);
    if (main && solver.baccarat()) return *main + solver.betConstant();
    if (!main || !insuranceOffered(rules, faceUp)) return main;
    return *main + std::max(0.0, insuranceUnits(rules, faceUp, unseen));
}

std::vector<Card> faceUpCards(const DealerHand& d) {
    std::vector<Card> out;
    for (size_t i = 0; i < d.cards.size(); ++i)
        if (d.faceUp[i]) out.push_back(d.cards[i]);
    return out;
}

} // namespace f27::exactdetail
