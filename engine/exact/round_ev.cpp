// The exact EV of a whole round (exactRoundEv): every initial deal, each analysed by a
// HandSolver, spread over threads and summed in a fixed order.

#include "exact/after_deal_detail.h"
#include "exact/deal_enumeration_detail.h"
#include "exact/rank_classes_detail.h"

#include <atomic>
#include <thread>

namespace f27 {

using namespace exactdetail;

namespace {

// Every player two-card hand under one face-up combination; the sum in a fixed order.
void runTask(const RuleSet& rules, const DealAlphabet& alpha, const ExactOptions& options,
             DealProgress& progress, DealTask& task) {
    HandSolver solver(rules, viewAfterCheck(rules, task.faceUp), 1.0, options.memoise);
    solver.setPruneHits(options.pruneHits);
    solver.setCardsMustLast(options.cardsMustLast);
    solver.useDealerChain();
    if (rules.wagerMode != WagerMode::Standard) solver.setBet(options.bet);
    solver.setCap(task.left);
    solver.setCancel(options.cancelled);
    double total = 0;
    eachPlayerPair(alpha, task, [&](Card a, Card b, const Composition& afterA, double p) {
        if (!task.error.empty()) return;
        if (options.cancelled && options.cancelled()) {
            task.error = "cancelled";
            return;
        }
        Composition unseen = afterA;
        alpha.remove(unseen, b);
        auto v = afterDeal(rules, {a, b}, task.faceUp, unseen, solver);
        if (!v) {
            task.error = v.error();
            return;
        }
        total += p * *v;
        progress.dealDone();
    });
    task.value = total;
}

// Every combination of the dealer's face-up cards in the initial deal (upCards of them), each
// a task with its probability; see the comment inside for the folded pairs.
std::vector<DealTask> faceUpTasks(const RuleSet& rules, const DealAlphabet& alpha,
                                  const Composition& shoe, size_t upCards, bool memoise) {
    // The visible initial cards (the dealer's face-up ones, then the player's two) are
    // enumerated in a fixed order: their joint law does not depend on the order of the deal
    // nor on where the hole card lies among them (a product of falling counts).
    // With both dealer cards face up, a face-up pair and its reverse have the same value when
    // nothing reads their order: the dealer's play, forced plays (T-4) and the natural (PL-4,
    // T-3) read the pair's sums or the pair as a set; insurance reads the first card, so the
    // pair is folded only when both cards are equally insurable. By rank only (with suits the
    // canonical suit order is order-dependent). The pair is then taken once, in kAllRanks order,
    // with weight 2 when the ranks differ — the value does not change, the sum is regrouped.
    auto insurable = [&](Rank r) {
        const auto& ins = rules.insurance.upCards;
        return rules.insurance.offered && std::find(ins.begin(), ins.end(), r) != ins.end();
    };
    const bool foldUpPairs = memoise && upCards == 2 && !alpha.suits;
    std::vector<DealTask> tasks;
    std::vector<Card> up;
    auto enumerateUp = [&](auto&& self, const Composition& comp, double p, int used) -> void {
        if (up.size() == 2 && foldUpPairs && insurable(up[0].rank) == insurable(up[1].rank)) {
            const int a = static_cast<int>(up[0].rank), b = static_cast<int>(up[1].rank);
            if (b < a) return; // taken as (b, a)
            if (b != a) p *= 2;
        }
        if (up.size() == upCards) {
            DealTask t;
            t.faceUp = up;
            t.p = p;
            t.left = comp;
            t.suitsUsed = used;
            tasks.push_back(std::move(t));
            return;
        }
        alpha.each(comp, used, [&](Card c, int n, double w, int nextUsed) {
            Composition next = comp;
            alpha.remove(next, c);
            up.push_back(c);
            self(self, next, p * w * n / comp.size(), nextUsed);
            up.pop_back();
        });
    };
    enumerateUp(enumerateUp, shoe, 1.0, 0);
    return tasks;
}

} // namespace

Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoe) {
    return exactRoundEv(rules, shoe, ExactOptions{});
}

Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoeAsGiven,
                            const ExactOptions& options) {
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    DealAlphabet alpha;
    alpha.suits = rules.fiveCard.enabled;
    if (alpha.suits && !shoeAsGiven.suited())
        return fail("the poker comparison needs the suits of the shoe");
    const Composition shoe =
        options.memoise ? merged(analysisRankClasses(rules), shoeAsGiven) : shoeAsGiven;
    alpha.canonical = options.memoise && alpha.suits && shoe.suitSymmetric();
    for (Rank a : kAllRanks)
        for (Rank b : kAllRanks)
            alpha.ordered[static_cast<size_t>(a)][static_cast<size_t>(b)] =
                splitOrderMatters(rules, a, b);
    const size_t upCards = rules.dealerInitial == DealerInitial::BothUp ? 2 : 1;
    if (shoe.size() < static_cast<int>(upCards) + 2)
        return fail("the shoe runs out during the initial deal");

    std::vector<DealTask> tasks = faceUpTasks(rules, alpha, shoe, upCards, options.memoise);

    // Each task is independent (its own caches); results are summed in task order, so the
    // value does not depend on the number of threads nor on their timing.
    size_t deals = 0;
    if (options.progress)
        for (const DealTask& t : tasks)
            eachPlayerPair(alpha, t, [&](Card, Card, const Composition&, double) { ++deals; });
    DealProgress progress(options.progress, deals);
    const int threads = std::max(1, std::min<int>(options.threads, static_cast<int>(tasks.size())));
    std::atomic<size_t> next{0};
    auto worker = [&]() {
        for (size_t i = next++; i < tasks.size(); i = next++)
            runTask(rules, alpha, options, progress, tasks[i]);
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    double total = 0;
    for (const DealTask& t : tasks) {
        if (!t.error.empty()) return fail(t.error);
        total += t.p * t.value;
    }
    progress.finished();
    return total;
}

} // namespace f27
