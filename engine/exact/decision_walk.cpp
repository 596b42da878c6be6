// The decision walk (DecisionWalk, exact_ev.h): a policy followed through every hand it can
// reach from its starts, each decision offered with the exact value of every option.

#include "exact/after_deal_detail.h"
#include "exact/hand_draws_detail.h"
#include "exact/rank_classes_detail.h"

#include <cmath>

namespace f27 {

namespace exactdetail {

// DecisionWalk (exact_ev.h). A state is a hand at its turn (an awaited card dealt); states
// with equal node keys are one (nodeKey: equal value, and their futures correspond card for
// card under the renaming that makes their keys equal, which no policy reading ranks, totals
// and counts can tell apart). A child has one card more than its parent, and a post-split
// hand descends only from post-split hands, so levels of (post-split, cards) in order put
// every parent before its children.
void HandSolver::walkPush(const Hand& h, const Composition& unseen, int hands, double w) {
    if (w <= 0 || !error_.empty() || valueOf(h.sums, rules_.values).bust) return;
    const size_t level = (h.fromSplit ? HandCards::kMax : 0) + h.cards.size();
    if (walkLevels_.size() <= level) walkLevels_.resize(level + 1);
    if (!walkLevels_[level]) {
        if (walkSpare_) {
            walkLevels_[level] = std::move(walkSpare_);
        } else {
            walkLevels_[level] = std::make_unique<WalkLevel>();
        }
    }
    WalkLevel& l = *walkLevels_[level];
    NodeKey key;
    const bool keyed = nodeKey(key, h, hands); // not: a hand too long for a key (not merged)
    if (keyed) {
        if (const std::uint32_t* at = l.index.find(key.b)) {
            l.weights[*at] += w;
            return;
        }
        const auto at = static_cast<std::uint32_t>(l.states.size());
        l.index.insert(key.b, at);
        l.keyed.emplace_back(key, at);
    }
    l.states.push_back({h, unseen, hands, 0});
    l.weights.push_back(w);
}

void HandSolver::walkRun(const Chooser& choose) {
    for (size_t level = 0; level < walkLevels_.size() && error_.empty(); ++level) {
        std::unique_ptr<WalkLevel> l = std::move(walkLevels_[level]);
        if (!l) continue;
        // A fixed order (the keys'), so that the result does not depend on hashing; then the
        // unkeyed states in the order they came (deterministic).
        std::sort(l->keyed.begin(), l->keyed.end(),
                  [](const auto& a, const auto& b) { return a.first.b < b.first.b; });
        for (size_t i = 0; i < l->states.size(); ++i)
            l->states[i].w = l->weights[i];
        std::vector<bool> isKeyed(l->states.size(), false);
        for (const auto& [key, at] : l->keyed)
            isKeyed[at] = true;
        auto step = [&](const WalkState& s, const NodeKey* key) {
            if (!error_.empty()) return false;
            if (cancelled_ && cancelled_()) {
                error_ = "cancelled";
                return false;
            }
            walkState(s, key, choose);
            return true;
        };
        for (const auto& [key, at] : l->keyed)
            if (!step(l->states[at], &key)) return;
        for (size_t i = 0; i < l->states.size(); ++i)
            if (!isKeyed[i] && !step(l->states[i], nullptr)) return;
        // Its storage serves a later level (pages already touched, no growth through every
        // size again).
        l->states.clear();
        l->weights.clear();
        l->keyed.clear();
        l->index.clear();
        walkSpare_ = std::move(l);
    }
    walkLevels_.clear();
}

void HandSolver::walkDraws(const Hand& h, const Composition& unseen, int hands, double w) {
    forEachDraw(h, unseen, [&](Card c, double p, const Composition& next) {
        walkPush(h.plus(c, rules_.values), next, hands, w * p);
    });
}

// One state: what onTurnUncached does, following the one action `choose` picks.
void HandSolver::walkState(const WalkState& s, const NodeKey* key, const Chooser& choose) {
    const Hand& h = s.h;
    const HandValue v = valueOf(h.sums, rules_.values);
    if (endsOnTurn(h)) return;
    if (const auto op = forcedPlay(rules_, h.sums, visible_)) { // F-11
        if (*op == Op::Hit) walkDraws(h, s.unseen, s.hands, s.w);
        return;
    }
    WalkDecision d;
    d.cards.assign(h.cards.begin(), h.cards.end());
    d.fromSplit = h.fromSplit;
    d.value = v;
    d.weight = s.w;
    // The values the maximum was taken over where the node was valued (onTurn: they are the
    // values asked for here), any option it did not value (a hit that cannot be best) now.
    const NodeOptions* kept = keptOptions(h, s.hands, key);
    const std::vector<Action> offered = choices(h, s.hands);
    for (size_t i = 0; i < offered.size(); ++i) {
        const Action a = offered[i];
        const bool known = kept && !std::isnan(kept->ev[i]);
        d.values.push_back({a, known ? kept->ev[i] : value(a, h, s.unseen, s.hands, true)});
        if (!error_.empty()) return;
    }
    const Action a = choose(d);
    if (a == Action::Hit) walkDraws(h, s.unseen, s.hands, s.w);
    if (a == Action::Split) { // F-17: each hand from its split card, as split() values it
        if (s.hands + 1 < rules_.split.maxHands && resplittable(h)) {
            valueResplits(s, d, choose);
            return;
        }
        for (size_t i = 0; i < 2; ++i)
            walkDraws(splitHand(h, i, 1), s.unseen, rules_.split.maxHands, s.w);
    }
}

// A split the policy chooses where resplits may follow (DecisionWalk::valueResplits): its
// hands are not walked but valued as the policy plays them — each hand by the policy's
// choices (asked with WalkDecision::followed), every pair it splits split again while the
// rules allow — and the shortfall against the optimal split is added up.
void HandSolver::valueResplits(const WalkState& s, const WalkDecision& d, const Chooser& choose) {
    if (!valueResplits_) {
        error_ = "a policy's resplits are valued, not walked (DecisionWalk::valueResplits)";
        return;
    }
    const Hand& h = s.h;
    const SplitPolicy policy = [&](const Hand& x, const std::vector<Action>& offered) {
        WalkDecision leaf;
        leaf.cards.assign(x.cards.begin(), x.cards.end());
        leaf.fromSplit = x.fromSplit;
        leaf.value = valueOf(x.sums, rules_.values);
        leaf.followed = true;
        for (Action o : offered)
            leaf.values.push_back({o, 0.0});
        const Action a = choose(leaf);
        if (std::find(offered.begin(), offered.end(), a) != offered.end()) return a;
        if (error_.empty()) error_ = "the policy chose an action not offered in a split";
        return Action::Stand;
    };
    // It resplits wherever it splits the pair after a split (its choice reads the hand).
    const Hand two = splitHand(h, 0, 1).plus(h.cards[1], rules_.values);
    const int h0 = s.hands + 1;
    const int cap = policy(two, choices(two, h0)) == Action::Split ? rules_.split.maxHands : h0;
    const double played = policySplitValue(h, s.unseen, h0, cap, policy);
    for (const ActionValue& v : d.values)
        if (v.action == Action::Split) resplitShortfall_ += s.w * (v.ev - played);
}

} // namespace exactdetail

using namespace exactdetail;

struct DecisionWalk::Impl {
    bool foldJokers = false;
    bool valueResplits = false; // valueResplitsByPolicy
    ExactOptions options;
    RuleSet rules; // the solver's, for the walk's lifetime
    std::array<Rank, kRankSlots> rep{};
    DealerView view;
    Composition root; // a start's unseen cards and hand
    std::unique_ptr<HandSolver> solver;

    // By rank only unless the poker comparison reads suits (the solver's own draws are then by
    // rank, and a suit would make a hand's key differ from the same ranks drawn later).
    std::vector<Card> canon(const std::vector<Card>& cards) const {
        std::vector<Card> out;
        for (Card c : cards) {
            const Card r = representative(rep, c);
            out.push_back(rules.fiveCard.enabled || r.isJoker() ? r : Card{r.rank, Suit::None});
        }
        return out;
    }
    // The dealer as the player sees it at a decision (as exactActionValues sees her).
    DealerView viewOf(const Round& round) const {
        return viewAtDecision(rules, round.dealer(), canon(faceUpCards(round.dealer())));
    }
    // The analysis reads suits only for the poker comparison (docs/analysis.md, "Suits").
    bool sameShoe(const Composition& c) const {
        return rules.fiveCard.enabled ? c == root : c.rankCounts() == root.rankCounts();
    }
    Composition rootOf(const Round& round, const Composition& unseen) const {
        Composition out = merged(rep, unseen);
        for (Card c : round.seats()[0].hands[0].cards)
            out.add(representative(rep, c));
        return out;
    }
};

DecisionWalk::DecisionWalk(bool foldJokers, ExactOptions options)
    : impl_(std::make_unique<Impl>()) {
    impl_->foldJokers = foldJokers;
    impl_->options = std::move(options);
}
DecisionWalk::~DecisionWalk() = default;

bool DecisionWalk::jokersFolded() const {
    return impl_->solver && impl_->solver->jokersFolded();
}

Status DecisionWalk::addStart(const Round& round, const Composition& unseen, double weight) {
    const bool waits =
        round.phase() == Phase::Decision
            ? round.seatToAct() == 0 && round.handToAct() == 0
            : round.needsCard() && round.cardTarget().seat == 0 && round.cardTarget().hand == 0;
    if (!waits) return {};
    Impl& m = *impl_;
    if (round.seats()[0].hands.size() != 1 || round.seats()[0].hands[0].cards.size() != 2)
        return fail("a start is the player's two-card hand");
    if (!m.solver) {
        if (Status s = checkSupported(round.rules()); !s) return s;
        if (round.rules().fiveCard.enabled && !unseen.suited())
            return fail("the poker comparison needs the suits of the unseen cards");
        m.rules = round.rules();
        m.rep = analysisRankClasses(m.rules);
        m.view = m.viewOf(round);
        if (m.view.faceUp.empty() || m.view.faceUp.size() > 2)
            return fail("the dealer shows 1 or 2 cards");
        m.root = m.rootOf(round, unseen);
        const SeatState& seat = round.seats()[0];
        const double tmin = round.setup().tableMinimum.toDouble() / seat.setup.wager.toDouble();
        m.solver = std::make_unique<HandSolver>(m.rules, m.view, tmin, true);
        m.solver->setCardsMustLast(m.options.cardsMustLast);
        if (!m.foldJokers) m.solver->keepJokersInNodes();
        m.solver->useDealerChain();
        m.solver->keepNodeOptions();
        if (m.valueResplits) m.solver->valueResplitsByPolicy();
        m.solver->setCap(m.root);
        m.solver->setCancel(m.options.cancelled);
    }
    auto sameCards = [](std::vector<Card> a, std::vector<Card> b) {
        auto byIndex = [](Card x, Card y) {
            return std::pair(x.rank, x.suit) < std::pair(y.rank, y.suit);
        };
        std::sort(a.begin(), a.end(), byIndex);
        std::sort(b.begin(), b.end(), byIndex);
        return a == b;
    };
    const DealerView v = m.viewOf(round);
    if (!sameCards(v.faceUp, m.view.faceUp) || v.secondAllowed != m.view.secondAllowed ||
        v.naturalPending != m.view.naturalPending || !m.sameShoe(m.rootOf(round, unseen)))
        return fail("a start of another dealer view or shoe");
    Hand hand;
    for (Card c : m.canon(round.seats()[0].hands[0].cards))
        if (!(c.isJoker() && jokersFolded())) hand = hand.plus(c, m.rules.values);
    m.solver->walkPush(hand, merged(m.rep, unseen), 1, weight);
    if (!m.solver->error().empty()) return fail(m.solver->error());
    return {};
}

void DecisionWalk::valueResplitsByPolicy() {
    impl_->valueResplits = true;
    if (impl_->solver) impl_->solver->valueResplitsByPolicy();
}

double DecisionWalk::resplitShortfall() const {
    return impl_->solver ? impl_->solver->resplitShortfall() : 0.0;
}

Status DecisionWalk::run(const std::function<Action(const WalkDecision&)>& choose) {
    if (!impl_->solver) return {};
    HandSolver& solver = *impl_->solver;
    std::string refused;
    solver.walkRun([&](const WalkDecision& d) {
        const Action a = choose(d);
        const bool offered = std::any_of(d.values.begin(), d.values.end(),
                                         [&](const ActionValue& v) { return v.action == a; });
        if (offered) return a;
        if (refused.empty())
            refused = std::string("the policy chose an action not offered: ") +
                      std::string(actionName(a));
        return Action::Stand;
    });
    if (!solver.error().empty()) return fail(solver.error());
    if (!refused.empty()) return fail(refused);
    return {};
}

} // namespace f27
