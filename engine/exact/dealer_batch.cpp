// The live hint's batch of dealer evaluations, values exactly those of the walk without it
// (docs/analysis.md, "Live hints: the dealer evaluations batched").

#include "exact/hand_solver_detail.h"

namespace f27::exactdetail {

void HandSolver::prefetchDealers(ExactOptions::Batch mode, const std::function<void()>& walk) {
    if (!memoise_ || !error_.empty() || mode == ExactOptions::Batch::Never) return;
    // The batch pays for its extra walk only where dealer evaluations are costly: large
    // dealer graphs (Blackjack's have at most ~400 drawing nodes and got slower). Not for
    // the poker detail since the suit classes: a five-card stand's composition then hardly
    // recurs, and folding its dealer against its own poker value (completeAgainst) beats
    // the batch's ladders (poker-like hint p99 93 → 29 ms).
    if (!ensureGraph()) {
        error_.clear(); // reported again by the caller's walk
        return;
    }
    if (mode == ExactOptions::Batch::Auto && graph_->nodes() < kBatchMinDrawingNodes) return;
    collecting_ = true;
    walk();
    collecting_ = false;
    nodes_.clear(); // every value of the collecting walk is meaningless
    shortNodes_.clear();
    policyNodes_.clear();
    strategyChoices_.clear();
    const bool failed = !error_.empty();
    error_.clear();
    if (!failed && ensureGraph()) {
        size_t pokerHands = 0;
        auto keep = [&](const CompKey& key, Result<DealerDistribution>& dist) {
            if (!dist) return; // reported again by the second walk
            pokerHands += dist->pokerRungMass.size();
            if (pokerHands > kMaxBatchedPokerHands) return; // memory bound
            auto b = std::make_unique<BatchedDealer>();
            b->dist = std::move(dist).value();
            if (!b->dist.pokerRungMass.empty()) {
                b->ladder = std::make_unique<PokerLadder>(*graph_, b->dist);
                b->dist.pokerRungMass = {}; // complete() reads the ladder
            }
            batched_.emplace(key, std::move(b));
        };
        for (int pq = 0; pq < 2; ++pq) {
            std::vector<const Composition*> comps;
            std::vector<const CompKey*> keys;
            for (const Wanted& w : wanted_) {
                if (w.pq != (pq == 1)) continue;
                if (graph_->prefersForward(w.unseen) && (!w.pq || w.unseen.suited())) {
                    comps.push_back(&w.unseen);
                    keys.push_back(&w.key);
                } else { // the closed form, as dealerFor would take it
                    auto dist = graph_->evaluate(w.unseen, w.pq, DealerGraph::Form::Cheapest, true);
                    keep(w.key, dist);
                }
            }
            auto dists = graph_->evaluateForwardMany(comps, pq == 1, true);
            for (size_t i = 0; i < dists.size(); ++i)
                keep(*keys[i], dists[i]);
        }
    }
    error_.clear();
    wanted_.clear();
    wantedKeys_.clear();
}

} // namespace f27::exactdetail
