// Splits and resplits (F-17, B-9; docs/analysis.md, "Resplits"): the zero-memory method, the
// pair cards of one or several kinds, the patterns of second cards and the policies that play them.

#include "exact/hand_draws_detail.h"

#include <map>

namespace f27::exactdetail {

// Whether a pair of ranks a, b (a ≠ b) the rules let a hand split may be split again: its
// resplit tree then reads the order of the two cards (the hand holding the first acts first,
// and the second hand's value depends on the pair cards the first one's resplits took), so
// the two orders are valued apart. Where the hand cannot be split again (split once) the
// split's value is the sum of two one-hand values, the same in either order.
bool splitOrderMatters(const RuleSet& rules, Rank a, Rank b) {
    const SplitRule& sp = rules.split;
    if (!sp.allowed || sp.maxHands <= 2 || a == b) return false;
    const auto& pts = rules.values.points;
    return sp.byValue && pts[static_cast<size_t>(a)] == pts[static_cast<size_t>(b)];
}

Status checkSupported(const RuleSet& rules) {
    const SplitRule& sp = rules.split;
    if (!sp.allowed || sp.maxHands <= 2) return {};
    if (sp.maxHands > kMaxResplitHands)
        return fail("the exact analysis covers resplitting up to " +
                    std::to_string(kMaxResplitHands) + " hands (split.maxHands)");
    return {};
}

// The pair cards of a split whose pair cards are of several kinds: ranks the rules tell
// apart though they pair (split.byValue), or — with the five-card rule, whose poker hands
// read suits — the suited cards of the pair's rank(s). The m pair cards out are a multiset
// M of those kinds, with
//     P(M) = Σ_{x ∈ M} P(M − x) · P(next card is x | the unseen cards less M − x)
// (the chance the first m cards are M in some order). A hand of the pair holding card a,
// the other card b: Σ_M P(M) · V(a; b and M out). A drawn hand's first card is one of the
// m, and the m are exchangeable: Σ_M P(M) Σ_{x ∈ M} (M_x / m) · V(x; the pair, M − x out).
class HandSolver::MixedPairs {
public:
    MixedPairs(HandSolver& s, Card a, Card b, const Composition& unseen)
        : s_(s), a_(a), b_(b), suited_(s.rules_.fiveCard.enabled) {
        if (suited_) {
            for (int i = 0; i < kCardKinds; ++i)
                if (const Card c = cardFromIndex(i); unseen.count(c) > 0 && s.pairs(c.rank, a.rank))
                    kinds_.push_back(c);
        } else {
            for (Rank r : kAllRanks)
                if (unseen.count(r) > 0 && s.pairs(r, a.rank))
                    kinds_.push_back(Card{r, Suit::None});
        }
        if (kinds_.size() > kMaxKinds) {
            s.error_ = "too many kinds of pair cards for the exact analysis of resplits";
            kinds_.clear();
        }
        levels_.push_back({Multiset{{}, 1.0, unseen}});
        // The method splits every pair a pair card makes while the cap allows: each such
        // pair must offer the split as the pair itself does (resplittable).
        std::vector<Card> firsts{a, b};
        firsts.insert(firsts.end(), kinds_.begin(), kinds_.end());
        for (Card x : firsts)
            for (Card y : kinds_) {
                Hand two;
                two = two.plus(x, s.rules_.values).plus(y, s.rules_.values);
                if (!s.resplittable(two) && s.error_.empty())
                    s.error_ = "the exact analysis covers resplits where every pair of the "
                               "pair's kind may be split again (" +
                               rankCode(x.rank) + " and " + rankCode(y.rank) + " may not)";
            }
    }

    double term(TreeHand hand, int m, const SplitPlay& play, bool pairOnly) {
        const std::vector<Multiset>& level = levelOf(m);
        double ev = 0;
        PairOut out;
        for (const Multiset& e : level) {
            if (e.p <= 0 || !s_.error_.empty()) continue;
            if (hand != kDrawnHand) {
                const Card first = hand == kFirstHand ? a_ : b_;
                const Card other = hand == kFirstHand ? b_ : a_;
                out = outOf(e, -1, 255);
                ev += e.p * leaf(first, other, out, e.comp, play, pairOnly);
                continue;
            }
            for (size_t j = 0; j < kinds_.size(); ++j) {
                if (e.counts[j] == 0) continue;
                out = outOf(e, static_cast<int>(j), kindCode(a_));
                const double share = static_cast<double>(e.counts[j]) / m;
                ev += e.p * share * leaf(kinds_[j], b_, out, e.comp, play, pairOnly);
            }
        }
        return ev;
    }

private:
    static constexpr size_t kMaxKinds = 32;
    struct Multiset {
        std::array<std::uint8_t, kMaxKinds> counts{}; // by index into kinds_
        double p = 0;
        Composition comp; // the unseen cards less the multiset
    };

    // The multiset's kinds as kind codes, less one of kinds_[skip] (skip ≥ 0).
    PairOut outOf(const Multiset& e, int skip, std::uint8_t second) const {
        PairOut out;
        out.second = second;
        for (size_t j = 0; j < kinds_.size(); ++j)
            for (int n = e.counts[j] - (static_cast<int>(j) == skip ? 1 : 0); n > 0; --n)
                out.extra[out.n++] = kindCode(kinds_[j]);
        return out;
    }

    double leaf(Card first, Card other, const PairOut& out, const Composition& comp,
                const SplitPlay& play, bool pairOnly) {
        Hand h = s_.postSplitHand(first, other, 1 + (out.second != 255 ? 1 : 0) + out.n);
        h.out = &out;
        return s_.policyHit(h, comp, play, pairOnly);
    }

    // The chance that the next card is of each kind (forEachDraw's law).
    std::vector<double> chances(const Composition& comp) {
        std::vector<double> q(kinds_.size(), 0.0);
        if (!suited_) {
            const std::array<double, kRankSlots> byRank = s_.drawChances(comp);
            for (size_t j = 0; j < kinds_.size(); ++j)
                q[j] = byRank[static_cast<size_t>(kinds_[j].rank)];
            return q;
        }
        const std::array<double, kCardKinds> byCard = s_.suitedDrawChances(comp);
        for (size_t j = 0; j < kinds_.size(); ++j)
            q[j] = byCard[static_cast<size_t>(kinds_[j].index())];
        return q;
    }

    const std::vector<Multiset>& levelOf(int m) {
        while (static_cast<int>(levels_.size()) <= m) {
            std::map<std::array<std::uint8_t, kMaxKinds>, size_t> at;
            std::vector<Multiset> next;
            for (const Multiset& e : levels_.back()) {
                if (e.p <= 0) continue;
                const std::vector<double> q = chances(e.comp);
                for (size_t j = 0; j < kinds_.size(); ++j) {
                    if (q[j] <= 0) continue;
                    Multiset grown = e;
                    ++grown.counts[j];
                    auto [it, fresh] = at.emplace(grown.counts, next.size());
                    if (fresh) {
                        grown.p = 0;
                        if (suited_)
                            grown.comp.removeCard(kinds_[j]);
                        else
                            grown.comp.removeRank(kinds_[j].rank);
                        next.push_back(grown);
                    }
                    next[it->second].p += e.p * q[j];
                }
            }
            levels_.push_back(std::move(next));
        }
        return levels_[static_cast<size_t>(m)];
    }

    HandSolver& s_;
    Card a_, b_;
    bool suited_;
    std::vector<Card> kinds_;
    std::vector<std::vector<Multiset>> levels_;
};

// K(m, cond) of resplitValue, computed when first asked for. A hand of the pair holds one
// of its two cards (its strategy: the other one out); a drawn hand, a later pair card (its
// strategy: both of the pair's cards out). The pair cards are of one kind when both of the
// pair's cards are of one rank, no other rank in the unseen cards pairs with them and no
// five-card rule reads their suits: the m cards out are then that rank m times. Otherwise
// (MixedPairs) they are a multiset of the kinds that pair with them. With a policy and one
// kind, every hand plays by it and the three hands are one term.
class HandSolver::ResplitTerms {
public:
    ResplitTerms(HandSolver& s, const Hand& pair, const Composition& unseen,
                 const SplitPolicy* policy)
        : s_(s), a_(pair.cards[0]), b_(pair.cards[1]), unseen_(unseen), policy_(policy) {
        bool oneKind = a_.rank == b_.rank && !s.rules_.fiveCard.enabled;
        for (Rank r : kAllRanks)
            if (r != a_.rank && unseen.count(r) > 0 && s.pairs(r, a_.rank)) oneKind = false;
        if (!oneKind) mixed_ = std::make_unique<MixedPairs>(s, a_, b_, unseen);
    }
    // E[net · 1{the first m cards are pair cards} · 1{cond on the hand's second card}];
    // `nonPair`: the second card is not a pair card, else any card.
    double k(TreeHand hand, int m, bool nonPair) {
        const double any = term(hand, m, false);
        return nonPair ? any - term(hand, m, true) : any;
    }

private:
    double term(TreeHand hand, int m, bool pairOnly) {
        if (!mixed_ && (policy_ || hand == kSecondHand)) hand = policy_ ? kDrawnHand : kFirstHand;
        const size_t i = (static_cast<size_t>(m) * 3 + hand) * 2 + (pairOnly ? 1 : 0);
        if (memo_.size() <= i) memo_.resize(i + 1, std::nullopt);
        if (!memo_[i]) {
            const SplitPlay play{hand == kDrawnHand ? 2 : 1, policy_};
            memo_[i] = mixed_ ? mixed_->term(hand, m, play, pairOnly) : oneKind(m, play, pairOnly);
        }
        return *memo_[i];
    }
    // One kind: every hand holds a card of a_'s kind (term() maps the second hand to the
    // first), with m + 1 of that kind out besides its own.
    double oneKind(int m, const SplitPlay& play, bool pairOnly) {
        const double p = reach(m);
        if (p <= 0) return 0;
        return p * s_.policyHit(s_.postSplitHand(a_, a_, m + 1), comps_[static_cast<size_t>(m)],
                                play, pairOnly);
    }
    // P(the next m cards are all of the pair's rank); comps_[m]: the unseen cards less them.
    double reach(int m) {
        if (comps_.empty()) {
            comps_.push_back(unseen_);
            chances_.push_back(1.0);
        }
        while (static_cast<int>(comps_.size()) <= m) {
            const Composition& last = comps_.back();
            const double p = chances_.back();
            Composition next = last;
            double q = 0;
            if (last.count(a_.rank) > 0) {
                q = s_.drawChances(last)[static_cast<size_t>(a_.rank)];
                next.removeRank(a_.rank);
            }
            comps_.push_back(next);
            chances_.push_back(p * q);
        }
        return chances_[static_cast<size_t>(m)];
    }

    HandSolver& s_;
    Card a_, b_;
    const Composition& unseen_;
    const SplitPolicy* policy_;
    std::unique_ptr<MixedPairs> mixed_;
    std::vector<std::optional<double>> memo_;
    std::vector<Composition> comps_;
    std::vector<double> chances_;
};

// F-17: each post-split hand is its own game (the method: docs/analysis.md, "Split"). `hands`: the
// seat's hands before this split. Where a hand may be split again (split.maxHands), the
// value of the hands this split makes with every resplit they lead to (resplitValue).
double HandSolver::split(const Hand& h, const Composition& unseen, int hands) {
    const int most = rules_.split.maxHands;
    const bool resplits = hands + 1 < most && resplittable(h);
    if (!splitCardsLast(h, unseen, resplits ? most - hands - 1 : 0)) return 0;
    if (resplits) return resplitValue(h, unseen, hands + 1);
    double ev = 0;
    for (size_t i = 0; i < 2; ++i)
        ev += hit(splitHand(h, i, 1), unseen, most);
    return ev;
}

// Whether the cards last a split of the pair `h` (with `resplits` more hands later pair
// cards may begin): its hands and the dealer each draw from `unseen` as if alone
// (docs/analysis.md, "Split"), which holds only while the cards last (round_draw_bound.h); else the
// error. The hand's own later draws, and the dealer's after a single hand, are followed
// card by card and fail where the cards run out.
bool HandSolver::splitCardsLast(const Hand& h, const Composition& unseen, int resplits) {
    if (!cardsMustLast_) return true;
    if (!drawLimits_) drawLimits_ = drawLimitsOf(rules_);
    std::vector<DrawSlot> slots;
    for (Card c : h.cards)
        slots.push_back(DrawSlot{rules_.values.points[static_cast<size_t>(c.rank)], 1, false});
    for (int i = 0; i < resplits; ++i) // each begins with a pair card from `unseen`
        slots.push_back(DrawSlot{slots[0].sum, 1, false, 1});
    slots.push_back(DrawSlot{faceUpSums_.hard, faceUpSums_.cards, true});
    const Status s = cardsLast(rules_, *drawLimits_, slots, unseen);
    if (!s && error_.empty()) error_ = s.error();
    return s.ok();
}

// A post-split hand holding `first`, with `removed` cards of `other`'s kind out besides it.
Hand HandSolver::postSplitHand(Card first, Card other, int removed) const {
    Hand one;
    one.fromSplit = true;
    one.other = kindCode(other);
    one.removed = static_cast<std::uint8_t>(removed);
    return one.plus(first, rules_.values);
}

// Hand i of a split of the pair `h`.
Hand HandSolver::splitHand(const Hand& h, size_t i, int removed) const {
    return postSplitHand(h.cards[i], h.cards[1 - i], removed);
}

// Whether a post-split hand holding the pair `h`'s two cards reaches a decision where it may
// be split again (the hand count permitting): onTurnUncached's conditions before a choice.
bool HandSolver::resplittable(const Hand& h) const {
    const Hand two = splitHand(h, 0, 1).plus(h.cards[1], rules_.values);
    if (endsOnTurn(two) || baccarat() || forcedPlay(rules_, two.sums, visible_)) return false;
    const std::vector<Action> options = choices(two, 1);
    return std::find(options.begin(), options.end(), Action::Split) != options.end();
}

// Resplits (docs/analysis.md, "Resplits"). The pair's two hands and every hand a pair card
// dealt as a hand's second card makes, while the seat holds fewer than `cap` hands: the
// value is the best over caps from `h0` (the hands after this split) to split.maxHands.
// Method (the analysis' "zero memory", exact for it): each hand is played by the strategy
// that is optimal for it alone given its own cards and the unseen cards at this split —
// the other of the pair's two cards out for a hand holding one of them ("initial"), both
// out for a hand a later pair card began ("drawn") — and resplits its pair while the cap
// allows. By exchangeability (optional stopping for draws without replacement), a
// hand's expected net given the second cards dealt before it, in order, is the value of
// its own cards drawn from the unseen cards less those second cards: the other hands'
// later draws do not matter. A hand that closed with a non-pair card while resplits were
// open is a condition on a card of unknown rank; inclusion–exclusion turns it into terms
// where only pair cards are out: 1{not a pair card} = 1 − 1{pair card}, and an
// unconstrained card can be moved past the hand (exchangeability). Every term is then
//     K(m, cond) = P(the first m cards are pair cards) × E[the hand's net | those m out,
//                  its second card satisfies cond],
// for m pair cards out besides the pair, computed by the strategy above (policyValue: its
// choices read on the composition it was made for, its value on the actual one).
// Pair cards of several kinds (equal-value ranks the rules tell apart, suits under the
// five-card rule): see MixedPairs below.
double HandSolver::resplitValue(const Hand& pair, const Composition& unseen, int h0) {
    ResplitTerms terms(*this, pair, unseen, nullptr);
    double best = -1e300;
    for (int cap = h0; cap <= rules_.split.maxHands && error_.empty(); ++cap)
        best = std::max(best, splitTree(terms, h0, cap));
    return error_.empty() ? best : 0;
}

// The split's value when `policy` plays its hands (DecisionWalk: a chart) and resplits
// up to `cap` hands; the same method as resplitValue's.
double HandSolver::policySplitValue(const Hand& pair, const Composition& unseen, int h0, int cap,
                                    const SplitPolicy& policy) {
    if (!splitCardsLast(pair, unseen, cap - h0)) return 0;
    ResplitTerms terms(*this, pair, unseen, &policy);
    const double v = splitTree(terms, h0, cap);
    return error_.empty() ? v : 0;
}

// The split's hands from their first cards, resplits up to `cap` hands.
double HandSolver::splitTree(ResplitTerms& terms, int h0, int cap) {
    std::unordered_map<std::uint32_t, double> memo;
    return resplitPatterns(terms, memo, PatternState{kFirstHand, 0, true, 0, 0}, h0, cap);
}

// The sum over the patterns of second cards from `s`: each close adds its hand's expected
// net over every continuation. The sum depends on the state only, so it is memoised by it:
// O(cap⁴) states instead of the ≈ 4^cap patterns themselves.
double HandSolver::resplitPatterns(ResplitTerms& terms,
                                   std::unordered_map<std::uint32_t, double>& memo,
                                   const PatternState& s, int h0, int cap) {
    if (!error_.empty()) return 0;
    if (const auto it = memo.find(s.key()); it != memo.end()) return it->second;
    const bool open = h0 + s.k < cap;
    // This hand closes: Σ_t (−1)^t C(b, t) K(k + t), the b non-pair closes before it
    // expanded by inclusion–exclusion.
    double close = 0, binom = 1;
    for (int t = 0; t <= s.b; ++t) {
        close += (t % 2 == 0 ? 1 : -1) * binom * terms.k(s.hand, s.k + t, open);
        binom = binom * (s.b - t) / (t + 1);
    }
    double ev = close;
    const int b = s.b + (open ? 1 : 0);
    if (s.queued > 0)
        ev += resplitPatterns(terms, memo, {kDrawnHand, s.queued - 1, s.secondPending, s.k, b}, h0,
                              cap);
    else if (s.secondPending)
        ev += resplitPatterns(terms, memo, {kSecondHand, 0, false, s.k, b}, h0, cap);
    if (open) // a pair card: the hand is split again and takes another second card
        ev += resplitPatterns(terms, memo, {s.hand, s.queued + 1, s.secondPending, s.k + 1, s.b},
                              h0, cap);
    if (error_.empty()) memo.emplace(s.key(), ev);
    return ev;
}

// The chance that the next card the player receives is of each suited card (a suited
// composition: forEachDraw's suited law, without the suit classes' pooling).
std::array<double, kCardKinds> HandSolver::suitedDrawChances(const Composition& unseen) {
    std::array<double, kCardKinds> chance{};
    std::array<double, kRankSlots> w{};
    if (!nextCardWeights(unseen, w)) return chance;
    const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0);
    if (left <= 0) return chance;
    for (int i = 0; i < kCardKinds; ++i) {
        const Card c = cardFromIndex(i);
        if (const int n = unseen.count(c); n > 0) {
            const double p = suitedChance(unseen, w, left, c, n);
            chance[static_cast<size_t>(i)] = p <= 1e-12 ? 0 : p; // forEachDraw's kImpossible
        }
    }
    return chance;
}

// The same by rank (forEachDraw's law; with suits, the sum over them).
std::array<double, kRankSlots> HandSolver::drawChances(const Composition& unseen) {
    std::array<double, kRankSlots> chance{};
    forEachDraw(Hand{}, unseen, [&](Card d, double p, const Composition&) {
        chance[static_cast<size_t>(d.rank)] += p;
    });
    return chance;
}

// The hand hits (once, or until forced plays stop) and then plays as `play` plays;
// `pairOnly`: only the draws of a card of the hand's first card's kind.
double HandSolver::policyHit(const Hand& h, const Composition& unseen, const SplitPlay& play,
                             bool pairOnly) {
    double ev = 0;
    const double bust = loseUnits(h.doubled ? 2 : 1);
    forEachHit(h, unseen, [&](Card d, double p, const Composition& next) {
        if (pairOnly && !pairs(d.rank, h.cards[0].rank)) return;
        const Hand child = h.plus(d, rules_.values);
        ev += p * (valueOf(child.sums, rules_.values).bust ? bust : policyValue(child, next, play));
    });
    return ev;
}

// The value of a post-split hand (h.removed of its `other` kind out) as `play` plays it:
// by a policy's choices, or by the strategy that is optimal where play.strategyRemoved of
// them are out instead (the unseen cards then hold the difference) — its choices are the
// maxima there, its value is taken on `unseen`; equal counts: the optimal value itself.
// Ties go to the first action in Round::legalActions order. Memoised by the node key with
// play.keyByte() in place of the hand count (leaves are keyed with split.maxHands hands:
// no further split).
double HandSolver::policyValue(const Hand& h, const Composition& unseen, const SplitPlay& play) {
    const int most = rules_.split.maxHands;
    const int strategyRemoved = play.strategyRemoved;
    if (!play.policy && h.removed == strategyRemoved) return onTurn(h, unseen, most);
    if (!error_.empty()) return 0;
    NodeKey key;
    const bool keyed = memoise_ && nodeKey(key, h, most);
    if (keyed) {
        key.b[1] = static_cast<std::uint8_t>((key.b[1] & 128) | play.keyByte());
        if (const double* hit = policyNodes_.find(key.b)) return *hit;
    }
    double out = 0;
    if (endsOnTurn(h)) {
        out = onTurn(h, unseen, most); // no decision follows: any strategy's value
    } else if (const auto op = forcedPlay(rules_, h.sums, visible_)) { // F-11
        out = *op == Op::Hit ? policyHit(h, unseen, play) : complete(h, unseen, true);
    } else if (play.policy) {
        const Action chosen = (*play.policy)(h, choices(h, most));
        out = chosen == Action::Hit ? policyHit(h, unseen, play)
                                    : value(chosen, h, unseen, most, true);
    } else {
        Hand mine = h;
        mine.removed = static_cast<std::uint8_t>(strategyRemoved);
        Composition there = unseen;
        PairOut kept; // MixedPairs: the strategy's hand has the pair's cards out only
        if (h.out) {
            kept.second = h.out->second;
            mine.out = kept.second == 255 ? nullptr : &kept;
            for (size_t i = 0; i < h.out->n; ++i)
                there.add(cardOfKind(h.out->extra[i]));
        } else {
            const Card kind{cardOfKind(h.other).rank, Suit::None}; // draws are by rank
            there.add(kind, h.removed - strategyRemoved);
        }
        const Action chosen = strategyChoice(mine, there);
        out = chosen == Action::Hit ? policyHit(h, unseen, play)
                                    : value(chosen, h, unseen, most, true);
    }
    if (keyed && error_.empty()) policyNodes_.insert(key.b, out);
    return out;
}

// The optimal choice for `mine` (a post-split hand, no further split) on `unseen`: the first
// action in Round::legalActions order within kTie of the best (values equal in exact
// arithmetic may differ by rounding, and a strategy followed must not depend on it).
// Memoised by the node key: one choice serves the hand's evaluation with every count of
// pair cards out (policyValue).
Action HandSolver::strategyChoice(const Hand& mine, const Composition& unseen) {
    const int most = rules_.split.maxHands;
    NodeKey key;
    const bool keyed = memoise_ && nodeKey(key, mine, most);
    if (keyed)
        if (const double* hit = strategyChoices_.find(key.b))
            return static_cast<Action>(static_cast<int>(*hit));
    const std::vector<Action> options = choices(mine, most);
    std::vector<double> q;
    double best = -1e300;
    for (Action a : options) {
        q.push_back(value(a, mine, unseen, most, true));
        best = std::max(best, q.back());
    }
    size_t at = 0;
    while (q[at] < best - kTie)
        ++at;
    if (keyed && error_.empty())
        strategyChoices_.insert(key.b, static_cast<double>(static_cast<int>(options[at])));
    return options[at];
}

} // namespace f27::exactdetail
