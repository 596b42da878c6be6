// HandSolver's decisions and draws: the options, the maximum over them, the hit and its
// bound (docs/analysis.md, "Speed").

#include "exact/hand_draws_detail.h"

#include <cmath>
#include <limits>

namespace f27::exactdetail {

HandSolver::HandSolver(const RuleSet& rules, DealerView dealer, double tableMinimumPerWager,
                       bool memoise)
    : rules_(rules), dealer_(std::move(dealer)), tableMinPerWager_(tableMinimumPerWager),
      memoise_(memoise) {
    for (Card c : dealer_.faceUp)
        faceUpSums_.add(c, rules_.values);
    visible_ = dealerVisibleOf(rules_, faceUpSums_);
    // As dealerFlushChance: a dealer flush can be only in the suit of every face-up
    // non-Joker card (any suit when there is none).
    flushSuits_.fill(true);
    for (Card c : dealer_.faceUp)
        if (!c.isJoker())
            for (size_t s = 0; s < 4; ++s)
                if (s != static_cast<size_t>(c.suit)) flushSuits_[s] = false;
    // Player nodes that differ only in Jokers share the dealer's distribution then, so
    // the dealer cache pays even without double and split.
    jokerBlind_ = memoise_ && dealerIgnoresJokers(rules_, dealer_);
    reusesDealers_ = reusesDealers_ || jokerBlind_;
    foldFrom_ = jokerBlind_ ? jokerFoldFrom(rules_) : -1;
    suitClasses_ = memoise_ && rules_.fiveCard.enabled &&
                   std::count(flushSuits_.begin(), flushSuits_.end(), true) < 4;
}

// The bet valued (the baccarat-like and slot modes, where the player hand is played by
// fixed strategies and the seats bet on its outcome; Round::settleBox). Every outcome is a
// win, a loss or a push of the player hand, and its chances sum to 1, so a bet paying a, b
// and c on them is worth c + (a − c)·P(win) + (b − c)·P(loss): the solver values a win as
// a − c (plus the bonuses, for the bet on the player hand), a loss as b − c and a push as
// 0, and the caller adds c (betConstant). The standard mode is the bet on the player hand
// with a = 1 (naturals: their payout), b = −1, c = 0.
void HandSolver::setBet(BetSide side) {
    const BaccaratRule& bac = rules_.baccarat;
    side_ = side;
    maxNetAfterHit_ = -1;
    switch (side) {
    case BetSide::Player:
        winPays_ = bac.playerPays.toDouble();
        loses_ = -1;
        break;
    case BetSide::Dealer:
        winPays_ = -1;
        loses_ = bac.dealerPays.toDouble();
        break;
    case BetSide::Stalemate:
        winPays_ = loses_ = -1 - bac.stalematePays.toDouble();
        break;
    }
}

// A natural that wins (PL-4, T-3, B-4): its payout and bonuses; in the baccarat-like modes
// a win like any other (Round::settleBox).
double HandSolver::naturalWinUnits(const std::vector<Card>& cards) const {
    HandSums sums;
    for (Card c : cards)
        sums.add(c, rules_.values);
    const HandValue v = valueOf(sums, rules_.values);
    const double pays = baccarat() ? winPays_ : rules_.natural.payout.toDouble();
    return pays +
           (side_ == BetSide::Player ? bonusUnits(rules_, cards, v, 1, tableMinPerWager_) : 0.0);
}

// Every composition this solver will see holds at most `cap` (the dealer graph's bound).
void HandSolver::setCap(const Composition& cap) {
    cap_ = jokerBlind_ ? cap.withoutJokers() : cap;
    // Interchangeable suits (nodeKey): two suits hold the same count of every rank at the
    // root, and the dealer's flush reads both or neither.
    suitGroup_ = {0, 1, 2, 3};
    canonicalSuits_ = false;
    if (!memoise_ || !rules_.fiveCard.enabled || !cap.suited()) return;
    for (size_t s = 1; s < 4; ++s)
        for (size_t t = 0; t < s; ++t) {
            if (suitGroup_[t] != static_cast<int>(t) || flushSuits_[s] != flushSuits_[t]) continue;
            bool same = true;
            for (Rank r : kDeckRanks)
                same = same && cap.count(Card{r, static_cast<Suit>(s)}) ==
                                   cap.count(Card{r, static_cast<Suit>(t)});
            if (same) {
                suitGroup_[s] = static_cast<int>(t);
                canonicalSuits_ = true;
                break;
            }
        }
}

// F-11 and the options: what the player may choose for the hand (Round::legalActions
// without a bankroll). `hands` is the number of hands the seat holds.
std::vector<Action> HandSolver::choices(const Hand& h, int hands) const {
    std::vector<Action> out{Action::Hit, Action::Stand};
    const HandValue v = valueOf(h.sums, rules_.values);
    const bool firstTwo = h.cards.size() == 2;
    if (mayDouble(rules_.doubleDown, firstTwo, h.fromSplit, v.soft, v.total))
        out.push_back(Action::Double);
    if (maySplit(h, hands)) out.push_back(Action::Split);
    if (maySurrender(rules_.surrender, firstTwo, h.fromSplit)) out.push_back(Action::Surrender);
    return out;
}

// The action's value. `withinMax`: only the maximum over the hand's options is wanted
// (onTurnUncached), which lets a hit skip the Jokers where they do not matter (see hit()).
double HandSolver::value(Action a, const Hand& h, const Composition& unseen, int hands,
                         bool withinMax) {
    switch (a) {
    case Action::Hit:
        return withinMax ? hit(h, unseen, hands) : hitExactly(h, unseen, hands);
    case Action::Stand:
        return complete(h, unseen);
    case Action::Double: { // F-18: the wager doubles, exactly one card, the hand stands
        Hand d = h;
        d.doubled = true;
        return hit(d, unseen, hands);
    }
    case Action::Split:
        return split(h, unseen, hands);
    case Action::Surrender:
        return -(Money{1} - rules_.surrender.refund).toDouble();
    case Action::TakeInsurance:
    case Action::DeclineInsurance:
        break;
    }
    error_ = "not a hand action";
    return 0;
}

// The hand when the Round looks at it on its turn, any awaited card dealt. Memoised by the
// hand's card multiset (its order matters to no rule once the first two cards are past:
// the split test and B-9's split Aces read the split cards, which are in the key), the
// flags and the unseen composition: together they fix everything the value depends on.
double HandSolver::onTurn(const Hand& h, const Composition& unseen, int hands) {
    if (!error_.empty()) return 0;
    if (cancelled_ && (++polls_ % kCancelPollNodes) == 0 && cancelled_()) {
        error_ = "cancelled";
        return 0;
    }
    if (!memoise_) return onTurnUncached(h, unseen, hands);
    // A hand of rank-only cards has the short key (its own table: a view's memo then
    // fits the core's cache better); any other the full one.
    NodeOptions options;
    NodeOptions* kept = keepOptions_ ? &options : nullptr;
    if (ShortNodeKey key; shortNodeKey(key, h, hands)) {
        if (const double* hit = shortNodes_.find(key.b)) return *hit;
        const double v = onTurnUncached(h, unseen, hands, kept);
        if (error_.empty()) shortNodes_.insert(key.b, v); // emptied at its bound (memory)
        if (error_.empty() && options.any) shortNodeOptions_.insert(key.b, options);
        return v;
    }
    NodeKey key;
    if (!nodeKey(key, h, hands)) return onTurnUncached(h, unseen, hands);
    if (const double* hit = nodes_.find(key.b)) return *hit;
    const double v = onTurnUncached(h, unseen, hands, kept);
    if (error_.empty()) nodes_.insert(key.b, v); // emptied at kMaxNodeEntries (memory)
    if (error_.empty() && options.any) nodeOptions_.insert(key.b, options);
    return v;
}

const HandSolver::NodeOptions* HandSolver::keptOptions(const Hand& h, int hands,
                                                       const NodeKey* key) const {
    if (!keepOptions_) return nullptr;
    if (ShortNodeKey k; shortNodeKey(k, h, hands)) return shortNodeOptions_.find(k.b);
    if (key) return nodeOptions_.find(key->b);
    NodeKey k;
    return nodeKey(k, h, hands) ? nodeOptions_.find(k.b) : nullptr;
}

double HandSolver::onTurnUncached(const Hand& h, const Composition& unseen, int hands,
                                  NodeOptions* options) {
    const HandValue v = valueOf(h.sums, rules_.values);
    // These hands end here: no hand is derived from theirs (complete's `leaf`).
    if (endsOnTurn(h)) return complete(h, unseen, true);
    if (const auto op = forcedPlay(rules_, h.sums, visible_)) // F-11
        return *op == Op::Hit ? hit(h, unseen, hands) : complete(h, unseen, true);
    if (baccarat()) { // nobody is consulted: the player hand's fixed strategy
        const FixedStrategy& ps = rules_.baccarat.playerStrategy;
        const int row = strategyRow(ps, h.sums, rules_.values);
        return strategyHits(ps, row, v.total) ? hit(h, unseen, hands) : complete(h, unseen);
    }
    // Stand first: its composition is then the one the hit's stands follow from
    // (DealerRemovalChain). The maximum does not depend on the order.
    const double stand = value(Action::Stand, h, unseen, hands, true);
    double best = stand;
    const std::vector<Action> offered = choices(h, hands);
    for (size_t i = 0; i < offered.size(); ++i) {
        const Action a = offered[i];
        double ev = std::numeric_limits<double>::quiet_NaN();
        if (a == Action::Stand) {
            ev = stand;
        } else if (a != Action::Hit || !pruneHits_ || collecting_ || hitCeiling(h, unseen) > best) {
            // A hit that cannot reach the best so far is not valued: the maximum is the same.
            ev = value(a, h, unseen, hands, true);
            best = std::max(best, ev);
        }
        if (options) options->ev[i] = ev;
    }
    if (options) options->any = true;
    return best;
}

// An upper bound on the value of hitting `h` (an undoubled hand of two cards or more):
// a card that busts it loses one wager (F-4), any other leads to hands worth at most
// maxNetAfterHit(); the chance of the latter is at most Σ n_r / left over the ranks r that
// do not bust it, as forEachDraw's chances (n_r − w_r) / left only lower it (w_r ≥ 0, the
// dealer's unseen card's weights). So the maximum over the options skips the hit exactly
// when this is no more than another option's value (Blackjack's full shoe: hard 18 and
// over against every up-card, 17 against most; docs/analysis.md, "Hits that cannot be
// best"). Not while collecting a hint's batch (its values are placeholders, and every
// stand's composition is wanted).
double HandSolver::hitCeiling(const Hand& h, const Composition& unseen) {
    const double most = maxNetAfterHit();
    const bool skipJokers = folds(h);
    const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0) -
                        (skipJokers ? unseen.count(Rank::Joker) : 0);
    if (!(most < 1e300) || left <= 0) return 1e300;
    double standing = 0;
    for (Rank r : kAllRanks) {
        const int n = unseen.count(r);
        if (n == 0 || (skipJokers && r == Rank::Joker)) continue;
        HandSums next = h.sums;
        next.add(Card{r, Suit::None}, rules_.values);
        if (!valueOf(next, rules_.values).bust) standing += n;
    }
    const double pStanding = std::min(1.0, standing / left);
    return pStanding * most + (1 - pStanding) * loseUnits(1);
}

// The most any hand reached by a hit can be worth, in units of its initial wager: a win
// (at most doubled later, where a double is allowed past the first two cards) with every
// bonus that pays; no natural (two cards only). Unbounded (no pruning) in the baccarat-like
// modes, whose wins and losses are the bet's.
double HandSolver::maxNetAfterHit() {
    if (maxNetAfterHit_ >= 0) return maxNetAfterHit_;
    if (baccarat() || winPays_ < 0) return maxNetAfterHit_ = 1e300;
    const DoubleRule& d = rules_.doubleDown;
    const double mult = d.allowed && !d.firstTwoOnly ? 2 : 1;
    double most = mult * winPays_;
    for (const BonusRule& b : rules_.bonuses)
        most += std::max(0.0, b.amount.toDouble()) *
                (b.pay == BonusRule::Pay::Odds ? mult : tableMinPerWager_);
    return maxNetAfterHit_ = std::max(0.0, most);
}

// The value of hitting as an action of its own. Where the node folds Jokers, hit() is the value
// of hitting until a non-Joker card comes, H; hitting once, then choosing again, is worth
// (J/N) V(hand) + (1 − J/N) H with V(hand) = max(stand, H, …) — the same as H whenever
// hitting is best or forced, so hit() serves every maximum and this only the action's own
// value (a hint).
double HandSolver::hitExactly(const Hand& h, const Composition& unseen, int hands) {
    const double rest = hit(h, unseen, hands);
    const int jokers = unseen.count(Rank::Joker);
    if (!folds(h) || jokers == 0 || !error_.empty()) return rest;
    const double pJoker = static_cast<double>(jokers) / unseen.size();
    return pJoker * onTurn(h, unseen, hands) + (1 - pJoker) * rest;
}

// The expectation over the next card the hand receives, then the hand's turn again. With
// a node that folds Jokers the next non-Joker card (a Joker changes nothing the value reads,
// and where hitting is chosen or forced it is chosen again after a Joker: see hitExactly).
double HandSolver::hit(const Hand& h, const Composition& unseen, int hands) {
    if (h.cards.size() + 1 >= HandCards::kMax) {
        error_ = "the hand is too long for the exact analysis";
        return 0;
    }
    double ev = 0;
    const double bust = loseUnits(h.doubled ? 2 : 1); // F-4: a bust loses (complete())
    // One copy of the hand; each child is it plus the card, which is then taken back.
    Hand child = h;
    forEachHit(h, unseen, [&](Card c, double p, const Composition& next) {
        child.cards.push_back(c);
        child.sums.add(c, rules_.values);
        ev += p * (valueOf(child.sums, rules_.values).bust ? bust : onTurn(child, next, hands));
        child.cards.pop_back();
        child.sums = h.sums;
    });
    return ev;
}

// The rank weights w of the dealer's unseen second card (dealer_probabilities.h), zero
// where there is none. False (the solver's error set) when they cannot be had.
bool HandSolver::nextCardWeights(const Composition& unseen, std::array<double, kRankSlots>& w) {
    if (!error_.empty()) return false;
    if (!dealer_.secondUnseen()) return true;
    auto weights = secondCardWeights(dealer_, unseen);
    if (!weights) {
        error_ = weights.error();
        return false;
    }
    w = *weights;
    return true;
}

} // namespace f27::exactdetail
