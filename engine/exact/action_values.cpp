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

// Whether a hint can be given at all: a decision is due, the analysis covers the rules' resplits,
// the cards last every hand still open, and the suits are known where the poker comparison
// reads them.
Status checkHintable(const Round& round, const Composition& unseenAsSeen,
                     const ExactOptions& options) {
    const RuleSet& rules = round.rules();
    if (Status s = checkSupported(rules); !s) return s;
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
        if (Status s = cardsLast(round, unseenAsSeen, drawLimitsOf(rules)); !s) return s;
    if (rules.fiveCard.enabled && !unseenAsSeen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    return {};
}

// A bankroll is honoured by legalActions() now; later stakes must not be limited by it: the
// seat must afford every stake the round may still take where one can come (mayStakeLater).
Status checkBankroll(const Round& round, const std::vector<Action>& legal) {
    const RuleSet& rules = round.rules();
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    if (!seat.setup.bankroll || !mayStakeLater(round, legal)) return {};
    const Money wager = seat.setup.wager;
    const DoubleRule& dd = rules.doubleDown;
    // With resplits every later hand is a stake: up to split.maxHands hands, each doubled.
    const bool resplits = rules.split.allowed && rules.split.maxHands > 2;
    Money committed = seat.insuranceStake;
    for (const PlayerHand& h : seat.hands)
        committed += h.wager;
    const bool ins = round.phase() == Phase::Insurance;
    const Money hands{rules.split.allowed ? rules.split.maxHands : 1};
    const Money perHand{dd.allowed ? 2 : 1};
    const Money most =
        ins        ? wager * (rules.insurance.price + hands * perHand)
        : resplits ? std::max(committed + wager * 3, seat.insuranceStake + wager * hands * perHand)
                   : committed + wager * 3;
    if (*seat.setup.bankroll < most)
        return fail("the seat's bankroll may limit a later double or split; the analysis "
                    "needs a bankroll of at least " +
                    most.toString());
    return {};
}

// What the analysis works on: the unseen cards and the cards in view, each rank counted under
// its class (analysisRankClasses) when memoising.
struct HintInput {
    RankClasses rep{};
    Composition unseen;
    std::vector<Card> faceUp;
    std::vector<Card> canon(const std::vector<Card>& cards) const {
        std::vector<Card> out;
        for (Card c : cards)
            out.push_back(representative(rep, c));
        return out;
    }
};

// A hint's solver: the options, and every composition it sees within the unseen cards.
void setUpForHint(HandSolver& solver, const HintInput& in, const ExactOptions& options) {
    solver.setPruneHits(options.pruneHits);
    solver.setCardsMustLast(options.cardsMustLast);
    solver.setCap(in.unseen);
}

// PL-3, B-5: taking insurance adds the stake's value to the round's from the natural check on.
Result<std::vector<ActionValue>> insuranceValues(const Round& round, const HintInput& in,
                                                 const std::vector<Action>& legal,
                                                 const ExactOptions& options) {
    const RuleSet& rules = round.rules();
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const std::vector<Card> cards = in.canon(seat.hands[0].cards);
    const double tmin = round.setup().tableMinimum.toDouble() / seat.setup.wager.toDouble();
    HandSolver solver(rules, viewAfterCheck(rules, in.faceUp), tmin, options.memoise);
    setUpForHint(solver, in, options);
    solver.prefetchDealers(options.hintBatch, [&] {
        (void)afterInsurance(rules, cards, in.faceUp, in.unseen, solver);
    });
    auto main = afterInsurance(rules, cards, in.faceUp, in.unseen, solver);
    if (!main) return fail(main.error());
    const double ins = insuranceUnits(rules, in.faceUp, in.unseen);
    std::vector<ActionValue> out;
    for (Action a : legal)
        out.push_back({a, a == Action::TakeInsurance ? *main + ins : *main});
    return out;
}

// Every legal action of the hand to act, valued by one solver over the dealer as she is now.
Result<std::vector<ActionValue>> handValues(const Round& round, const HintInput& in,
                                            const std::vector<Action>& legal,
                                            const ExactOptions& options) {
    const RuleSet& rules = round.rules();
    const SeatState& seat = round.seats()[static_cast<size_t>(round.seatToAct())];
    const PlayerHand& ph = seat.hands[static_cast<size_t>(round.handToAct())];
    const double tmin = round.setup().tableMinimum.toDouble() / ph.wager.toDouble();
    HandSolver solver(rules, viewAtDecision(rules, round.dealer(), in.faceUp), tmin,
                      options.memoise);
    setUpForHint(solver, in, options);
    Hand hand;
    hand.fromSplit = ph.fromSplit;
    for (Card c : in.canon(ph.cards))
        hand = hand.plus(c, rules.values);
    const int hands = static_cast<int>(seat.hands.size());
    solver.prefetchDealers(options.hintBatch, [&] {
        for (Action a : legal)
            solver.value(a, hand, in.unseen, hands);
    });
    std::vector<ActionValue> out;
    for (Action a : legal) {
        out.push_back({a, solver.value(a, hand, in.unseen, hands)});
        if (!solver.error().empty()) return fail(solver.error());
    }
    return out;
}

} // namespace

Result<std::vector<ActionValue>> exactActionValues(const Round& round,
                                                   const Composition& unseenAsSeen,
                                                   const ExactOptions& options) {
    if (Status s = checkHintable(round, unseenAsSeen, options); !s) return fail(s.error());
    HintInput in;
    for (Rank r : kAllRanks)
        in.rep[static_cast<size_t>(r)] = r;
    if (options.memoise) in.rep = analysisRankClasses(round.rules());
    in.unseen = options.memoise ? merged(in.rep, unseenAsSeen) : unseenAsSeen;
    // Other seats (RULES.md F-12: the dealer's play never reads them) only take cards: those
    // already dealt are in `unseenAsSeen`'s complement, and those the later seats will draw
    // before the dealer do not change this seat's expectation — the cards after a stopping time
    // of a draw without replacement are distributed as the next cards (docs/analysis.md).
    in.faceUp = in.canon(faceUpCards(round.dealer()));
    if (in.faceUp.empty() || in.faceUp.size() > 2) return fail("the dealer shows 1 or 2 cards");
    const std::vector<Action> legal = round.legalActions();
    if (Status s = checkBankroll(round, legal); !s) return fail(s.error());
    return round.phase() == Phase::Insurance ? insuranceValues(round, in, legal, options)
                                             : handValues(round, in, legal, options);
}

Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen) {
    return exactActionValues(round, unseen, ExactOptions{});
}

} // namespace f27
