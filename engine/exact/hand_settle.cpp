// A complete hand against the dealer (F-10, F-13, PL-6..PL-11, T-5..T-7, B-9, B-11): the
// dealer's distribution for its composition (memo, removal chain or batch) and the payouts.

#include "exact/hand_solver_detail.h"

namespace f27::exactdetail {

// F-10: the hand is complete: predetermined outcomes (PL-6, T-5, B-11), then the dealer.
// `leaf`: no longer hand follows from this one (the removal chain need not keep it).
double HandSolver::complete(const Hand& h, const Composition& unseen, bool leaf) {
    if (!error_.empty()) return 0;
    const double mult = h.doubled ? 2 : 1;
    const HandValue v = valueOf(h.sums, rules_.values);
    if (v.bust) return loseUnits(mult);
    const double win = winUnits(h, v, mult);
    if (rules_.predetermined.playerTargetWins && v.total == rules_.values.target) return win;
    const FiveCardRule& five = rules_.fiveCard;
    const bool pq = five.enabled && h.sums.cards == five.cards;
    if (pq && memoise_ && batched_.empty() && !collecting_)
        return completeAgainst(h, v, unseen, win, mult, leaf);
    const PokerLadder* ladder = nullptr;
    const DealerDistribution* dist = dealerFor(unseen, pq, &ladder, leaf);
    if (!dist) return 0;
    double ev = versusTotals(h, v, *dist, win, mult);
    if (pq && (ladder || !dist->poker.empty())) {
        // PL-9, PL-11: both hands qualify; the better poker hand wins, equal ones push.
        const PokerValue mine = evaluatePoker(h.cards.data(), five.cards);
        if (ladder) return ev + ladder->versus(mine, win, loseUnits(mult));
        auto versus = [&](PokerValue d) {
            return mine > d ? win : d > mine ? loseUnits(mult) : 0.0;
        };
        for (const DealerPokerHand& d : dist->poker)
            ev += d.p * (d.pFlush * versus(d.flush) + (1 - d.pFlush) * versus(d.plain));
    }
    return ev;
}

// The standing hand's expected net against the dealer's natural (still to be checked: it
// beats every open hand; naturals never get here), bust (PL-8, T-6, B-11) and totals.
double HandSolver::versusTotals(const Hand& h, const HandValue& v, const DealerDistribution& dist,
                                double win, double mult) const {
    double ev = loseUnits(mult) * dist.natural + win * dist.bust;
    for (const DealerTotal& t : dist.totals)
        ev += t.p * showdown(h, v, t.total, t.cards, win, mult);
    return ev;
}

// complete() for a five-card hand outside a hint's batch: the dealer's poker hands folded
// against this hand's poker value as they are evaluated (DealerGraph::evaluateAgainst).
// Not cached: the suit classes (nodeKey) already merge the hands that would share a
// composition, so one hardly recurs (measured: ~1.0 uses per composition on poker-like).
// A hand drawn by a hit (forEachHit) takes the dealer's poker hands from its parent's
// instead (DealerPokerChildren), and the rest of her distribution as any stand does.
double HandSolver::completeAgainst(const Hand& h, const HandValue& v, const Composition& unseen,
                                   double win, double mult, bool leaf) {
    if (!ensureGraph()) return 0;
    const PokerValue mine = evaluatePoker(h.cards.data(), rules_.fiveCard.cards);
    if (const DealerPokerChildren* kids = pokerChildrenFor(h, unseen)) {
        const PokerLadder* ladder = nullptr;
        const DealerDistribution* plain = dealerFor(unseen, false, &ladder, leaf);
        if (!plain) return 0;
        // versusTotals wins every dealer five-card hand below the target (only the
        // player's qualifies there); PL-9, PL-11: those above lose instead, equal ones push.
        const DealerPokerChildren::Versus vs = kids->versus(h.cards.back(), mine);
        return versusTotals(h, v, *plain, win, mult) + (loseUnits(mult) - win) * vs.above -
               win * vs.equal;
    }
    auto dist = graph_->evaluateAgainst(unseen, mine);
    if (!dist) {
        error_ = dist.error();
        return 0;
    }
    return versusTotals(h, v, *dist, win, mult) + win * dist->pokerBelow +
           loseUnits(mult) * dist->pokerAbove; // PL-9, PL-11
}

// The parent's poker hands for a five-card hand a hit is following, set up at its parent's
// first such child (a parent has ≈ 3 on average: the node memo serves the rest); null where
// the hand is not one or the parent does not serve (the child is then evaluated by itself,
// which reports any error).
const DealerPokerChildren* HandSolver::pokerChildrenFor(const Hand& h, const Composition& unseen) {
    const HitContext& at = hitContext_;
    if (at.child != &unseen || jokerBlind_ || h.cards.size() == 0 || !(h.cards.back() == at.card))
        return nullptr;
    if (pokerChildrenSerial_ == at.serial) return pokerChildren_.get();
    if (!pokerChildren_ || pokerChildrenGraph_ != graph_.get()) {
        pokerChildren_ = std::make_unique<DealerPokerChildren>(*graph_);
        pokerChildrenGraph_ = graph_.get();
    }
    if (!pokerChildren_->serves(*at.parent)) return nullptr;
    // The parent's finals from the removal chain (its stand was valued before its hits, so
    // a level usually holds it; otherwise derived now, as a stand would be), else a pass.
    const bool chained = memoise_ && dealerChain_ && useRemovalChain(*at.parent);
    if (chained && !chain_->held(*at.parent)) chain_->evaluate(*at.parent, pokerScratch_, true);
    if (chained && chain_->held(*at.parent))
        pokerChildren_->setParent(*at.parent, *chain_);
    else if (!pokerChildren_->setParent(*at.parent))
        return nullptr;
    pokerChildrenSerial_ = at.serial;
    return pokerChildren_.get();
}

// Whether the dealer's distribution for `unseen` comes from the removal chain
// (dealer_removal_chain.h): when enabled (useDealerChain), wherever the closed form is exact.
bool HandSolver::useRemovalChain(const Composition& unseen) {
    if (!chain_)
        chain_ = std::make_unique<DealerRemovalChain>(
            *graph_, [this](int total, int cards) { return dealerCardsRead(total, cards); });
    return chain_->serves(unseen);
}

bool HandSolver::ensureGraph() {
    if (graph_) return true;
    auto g = DealerGraph::build(rules_, dealer_, cap_, cancelled_);
    if (!g) {
        error_ = g.error();
        return false;
    }
    graph_ = std::make_shared<const DealerGraph>(std::move(g).value());
    return true;
}

// The dealer's final-hand distribution for this view and `unseen`, memoised by the unseen
// composition. Not memoised with the poker detail: that needs the suited composition, which
// a five-card hand's cards make nearly unique, so such entries would only fill memory.
// Null after an error. `leaf`: as complete()'s.
const DealerDistribution* HandSolver::dealerFor(const Composition& unseenAll, bool pq,
                                                const PokerLadder** ladder, bool leaf) {
    // dealerIgnoresJokers: the distribution reads the non-Joker cards only.
    Composition stripped;
    if (jokerBlind_) stripped = unseenAll.withoutJokers();
    const Composition& unseen = jokerBlind_ ? stripped : unseenAll;
    if (collecting_ || !batched_.empty()) {
        CompKey key;
        if (putComposition(key, unseen, pq && unseen.suited(), &flushSuits_)) {
            key.b[0] = pq ? 1 : 0;
            if (collecting_) {
                if (wanted_.size() < kMaxBatched && wantedKeys_.insert(key).second)
                    wanted_.push_back({key, unseen, pq});
                return &empty_;
            }
            if (const auto it = batched_.find(key); it != batched_.end()) {
                *ladder = it->second->ladder.get();
                return &it->second->dist;
            }
        } else if (collecting_)
            return &empty_;
    }
    // The removal chain costs less than the cache would (hashing, allocation, misses):
    // its distribution is written into one reused value, read before the next call.
    if (memoise_ && !pq && dealerChain_) {
        if (!ensureGraph()) return nullptr;
        if (useRemovalChain(unseen)) {
            chain_->evaluate(unseen, chainOut_, !leaf);
            return &chainOut_;
        }
    }
    CompKey key;
    const bool keyed = memoise_ && reusesDealers_ && !pq && putComposition(key, unseen, false);
    if (keyed) {
        key.b[0] = pq ? 1 : 0;
        if (const auto it = dealers_.find(key); it != dealers_.end()) return it->second.get();
    }
    if (memoise_ && !ensureGraph()) return nullptr;
    auto dist =
        memoise_ ? graph_->evaluate(unseen, pq) : dealerDistribution(rules_, dealer_, unseen, pq);
    if (!dist) {
        error_ = dist.error();
        return nullptr;
    }
    auto owned = std::make_unique<DealerDistribution>(std::move(dist).value());
    const DealerDistribution* raw = owned.get();
    if (keyed) {
        if (dealers_.size() >= kMaxDealerEntries) dealers_.clear(); // memory bound
        dealers_.emplace(key, std::move(owned));
    } else
        scratch_ = std::move(owned);
    return raw;
}

// After the dealer's hand (F-13, PL-8..PL-10, T-7, B-9, B-11); the dealer neither bust nor
// a natural; five-card hands of both sides are handled in complete().
inline double HandSolver::showdown(const Hand& h, const HandValue& v, int dealerTotal,
                                   int dealerCards, double win, double mult) const {
    const int target = rules_.values.target;
    if (rules_.predetermined.dealerTargetWins && dealerTotal == target) return loseUnits(mult);
    const FiveCardRule& five = rules_.fiveCard;
    const bool pq = five.enabled && h.sums.cards == five.cards;
    const bool dq = five.enabled && dealerCards == five.cards;
    if (five.enabled && dealerTotal < target && (pq || dq)) return pq ? win : loseUnits(mult);
    if (rules_.split.splitNaturalBeatsTotal && h.fromSplit && h.sums.cards == 2 &&
        v.total == target && dealerTotal == target && dealerCards > 2)
        return win;
    const int mine = target - v.total, theirs = target - dealerTotal;
    if (mine != theirs) return mine < theirs ? win : loseUnits(mult);
    switch (rules_.comparison.tie) {
    case Winner::Player:
        return win;
    case Winner::Dealer:
        return loseUnits(mult);
    case Winner::Push:
        return 0;
    }
    return 0;
}

} // namespace f27::exactdetail
