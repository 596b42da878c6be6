// The exact value of every legal action at a decision (exactActionValues): the live hint.

#include "exact/after_deal_detail.h"
#include "exact/rank_classes_detail.h"

namespace f27 {

using namespace exactdetail;

namespace {

// Whether the seat to act may be asked for another stake after the decision now, which
// legalActions() already offers within its bankroll: a double of the acting hand past its
// first two cards, a double or another split of the hands a split now makes, either of those
// on its hands still to play (after a split), or — at insurance — its hand's double or split.
// Where none can come, the bankroll cannot change what the analysis values (a low bankroll
// then only removes options now, which legalActions() has done).
bool mayStakeLater(const Round& round, const std::vector<Action>& legal) {
    const RuleSet& rules = round.rules();
    const DoubleRule& dd = rules.doubleDown;
    const SplitRule& sp = rules.split;
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const int hands = static_cast<int>(seat.hands.size());
    auto pair = [&](const PlayerHand& h) {
        return h.cards.size() == 2 && isSplitPair(rules, h.cards[0].rank, h.cards[1].rank);
    };
    if (round.phase() == Phase::Insurance)
        return dd.allowed || (sp.allowed && hands < sp.maxHands && pair(seat.hands[0]));
    const PlayerHand& h = seat.hands[static_cast<size_t>(round.handToAct())];
    if (dd.allowed && !dd.firstTwoOnly && (!h.fromSplit || dd.afterSplit)) return true;
    // A split's hands begin with two cards each: a double after a split, or a pair split again
    // while the seat may hold more hands.
    const bool doubleAfterSplit = dd.allowed && dd.afterSplit;
    if (std::find(legal.begin(), legal.end(), Action::Split) != legal.end() &&
        (doubleAfterSplit || hands + 1 < sp.maxHands))
        return true;
    for (int i = round.handToAct() + 1; i < hands; ++i)
        if (!seat.hands[static_cast<size_t>(i)].complete &&
            (doubleAfterSplit || (sp.allowed && hands < sp.maxHands)))
            return true;
    return false;
}

} // namespace

Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen) {
    return exactActionValues(round, unseen, ExactOptions{});
}

Result<std::vector<ActionValue>> exactActionValues(const Round& round,
                                                   const Composition& unseenAsSeen,
                                                   const ExactOptions& options) {
    const RuleSet& rules = round.rules();
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    if (round.phase() != Phase::Decision && round.phase() != Phase::Insurance)
        return fail("no decision is due");
    // Other hands still to be played or settled (this seat's other post-split hands, other
    // seats) share the unseen cards and the dealer's hand; the analysis leaves them out — while
    // the cards last, their draws change neither this hand's expectation nor theirs with its
    // choice — so the cards must last them all (round_draw_bound.h).
    int open = 0;
    for (const SeatState& seat : round.seats())
        open += static_cast<int>(std::count_if(seat.hands.begin(), seat.hands.end(),
                                               [](const PlayerHand& h) { return !h.resolved; }));
    if (open > 1 && options.cardsMustLast)
        if (Status s = cardsLast(round, unseenAsSeen, drawLimitsOf(rules)); !s)
            return fail(s.error());
    if (rules.fiveCard.enabled && !unseenAsSeen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    std::array<Rank, kRankSlots> rep{};
    for (Rank r : kAllRanks)
        rep[static_cast<size_t>(r)] = r;
    if (options.memoise) rep = analysisRankClasses(rules);
    auto canon = [&](const std::vector<Card>& cards) {
        std::vector<Card> out;
        for (Card c : cards)
            out.push_back(representative(rep, c));
        return out;
    };
    const Composition unseen = options.memoise ? merged(rep, unseenAsSeen) : unseenAsSeen;
    // Other seats (RULES.md F-12: the dealer's play never reads them) only take cards: those
    // already dealt are in `unseenAsSeen`'s complement, and those the later seats will draw
    // before the dealer do not change this seat's expectation — the cards after a stopping time
    // of a draw without replacement are distributed as the next cards (docs/analysis.md).
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const std::vector<Card> faceUp = canon(faceUpCards(round.dealer()));
    if (faceUp.empty() || faceUp.size() > 2) return fail("the dealer shows 1 or 2 cards");
    const std::vector<Action> legal = round.legalActions();
    const Money wager = seat.setup.wager;
    std::vector<ActionValue> out;

    // A bankroll is honoured by legalActions() now; later stakes must not be limited by it.
    const DoubleRule& dd = rules.doubleDown;
    // With resplits every later hand is a stake: up to split.maxHands hands, each doubled.
    const bool resplits = rules.split.allowed && rules.split.maxHands > 2;
    if (seat.setup.bankroll && mayStakeLater(round, legal)) {
        Money committed = seat.insuranceStake;
        for (const PlayerHand& h : seat.hands)
            committed += h.wager;
        const bool ins = round.phase() == Phase::Insurance;
        const Money hands{rules.split.allowed ? rules.split.maxHands : 1};
        const Money perHand{dd.allowed ? 2 : 1};
        const Money most = ins        ? wager * (rules.insurance.price + hands * perHand)
                           : resplits ? std::max(committed + wager * 3,
                                                 seat.insuranceStake + wager * hands * perHand)
                                      : committed + wager * 3;
        if (*seat.setup.bankroll < most)
            return fail("the seat's bankroll may limit a later double or split; the analysis "
                        "needs a bankroll of at least " +
                        most.toString());
    }

    if (round.phase() == Phase::Insurance) {
        const PlayerHand& h = seat.hands[0];
        const double tmin = round.setup().tableMinimum.toDouble() / wager.toDouble();
        HandSolver solver(rules, viewAfterCheck(rules, faceUp), tmin, options.memoise);
        solver.setPruneHits(options.pruneHits);
        solver.setCardsMustLast(options.cardsMustLast);
        solver.setCap(unseen);
        solver.prefetchDealers(options.hintBatch, [&] {
            (void)afterInsurance(rules, canon(h.cards), faceUp, unseen, solver);
        });
        auto main = afterInsurance(rules, canon(h.cards), faceUp, unseen, solver);
        if (!main) return fail(main.error());
        const double ins = insuranceUnits(rules, faceUp, unseen);
        for (Action a : legal)
            out.push_back({a, a == Action::TakeInsurance ? *main + ins : *main});
        return out;
    }

    const PlayerHand& ph = seat.hands[static_cast<size_t>(round.handToAct())];
    DealerView view;
    view.faceUp = faceUp;
    const DealerHand& d = round.dealer();
    if (view.secondUnseen() && d.checkedNatural && !d.natural)
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    view.naturalPending = rules.natural.kind != NaturalRule::Kind::None && !d.checkedNatural;
    const double tmin = round.setup().tableMinimum.toDouble() / ph.wager.toDouble();
    HandSolver solver(rules, view, tmin, options.memoise);
    solver.setPruneHits(options.pruneHits);
    solver.setCardsMustLast(options.cardsMustLast);
    solver.setCap(unseen);
    Hand hand;
    hand.fromSplit = ph.fromSplit;
    for (Card c : canon(ph.cards))
        hand = hand.plus(c, rules.values);
    const int hands = static_cast<int>(seat.hands.size());
    solver.prefetchDealers(options.hintBatch, [&] {
        for (Action a : legal)
            solver.value(a, hand, unseen, hands);
    });
    for (Action a : legal) {
        out.push_back({a, solver.value(a, hand, unseen, hands)});
        if (!solver.error().empty()) return fail(solver.error());
    }
    return out;
}

} // namespace f27
