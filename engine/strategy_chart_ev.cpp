#include "strategy_chart_ev.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace f27 {

namespace {

class RegretWalk {
public:
    RegretWalk(const StrategyChart& chart, const WalkAlphabet& alpha, const ChartOptions& options,
               DecisionValueCache& cache)
        : chart_(chart), alpha_(alpha), options_(options), cache_(cache) {}

    // The chart's regret from a state of hand `hand` of seat 0 on (0 once the hand has no
    // decision left).
    Result<double> from(const Round& r, const Composition& unseen, int hand) {
        const bool deciding =
            r.phase() == Phase::Decision && r.seatToAct() == 0 && r.handToAct() == hand;
        const bool drawing =
            r.needsCard() && r.cardTarget().seat == 0 && r.cardTarget().hand == hand;
        if (!deciding && !drawing) return 0.0;
        if (options_.cancelled && options_.cancelled()) return fail("cancelled");
        const std::string key = handStateKey(r, unseen, hand, alpha_);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        auto v = deciding ? decision(r, unseen, hand, key) : chance(r, unseen, hand);
        if (v) memo_.emplace(key, *v);
        return v;
    }

private:
    Result<double> chance(const Round& r, const Composition& unseen, int hand) {
        auto chances = nextCardChances(r, unseen, alpha_);
        if (!chances) return fail(chances.error());
        double sum = 0;
        for (const CardChance& c : *chances) {
            Round child = r;
            if (Status s = child.deal(c.card); !s) return fail(s.error());
            Composition u = unseen;
            u.removeCard(c.card);
            auto v = from(child, u, hand);
            if (!v) return v;
            sum += c.p * *v;
        }
        return sum;
    }

    Result<double> decision(const Round& r, const Composition& unseen, int hand,
                            const std::string& key) {
        auto values = cache_.values(r, unseen, key);
        if (!values) return fail(values.error());
        const Action a = chart_.chooseAction(r);
        double best = -1e300, chosen = 0;
        for (const ActionValue& v : *values) {
            best = std::max(best, v.ev);
            if (v.action == a) chosen = v.ev;
        }
        double below = 0;
        if (a == Action::Hit || a == Action::Split) {
            Round next = r;
            if (Status s = next.apply(a); !s) return fail(s.error());
            auto first = from(next, unseen, hand);
            if (!first) return first;
            below = *first;
            if (a == Action::Split) {
                auto start = secondSplitHandStart(next, unseen);
                if (!start) return fail(start.error());
                auto second = from(*start, unseen, hand + 1);
                if (!second) return second;
                below += *second;
            }
        }
        return best - chosen + below;
    }

    const StrategyChart& chart_;
    const WalkAlphabet& alpha_;
    const ChartOptions& options_;
    DecisionValueCache& cache_;
    std::unordered_map<std::string, double> memo_;
};

double insuranceUnits(const RuleSet& rules, double pNatural) {
    const InsuranceRule& ins = rules.insurance;
    return ins.price.toDouble() * (ins.payout.toDouble() * pNatural - (1 - pNatural));
}

} // namespace

Result<double> chartRegret(const RuleSet& rules, const StrategyChart& chart,
                           const Composition& shoe, const ChartOptions& options,
                           DecisionValueCache* cache) {
    const WalkAlphabet alpha = WalkAlphabet::of(rules);
    DecisionValueCache local;
    DecisionValueCache& values = cache ? *cache : local;
    values.shareDealerGraphs(shoe);
    std::vector<std::vector<InitialDeal>> views;
    std::map<std::string, size_t> index;
    Status dealt = forEachInitialDeal(rules, shoe, alpha, [&](InitialDeal& d) -> Status {
        auto [it, fresh] = index.try_emplace(d.view, views.size());
        if (fresh) views.emplace_back();
        views[it->second].push_back(std::move(d));
        return {};
    });
    if (!dealt) return fail(dealt.error());
    std::vector<double> regret(views.size(), 0.0);
    Status walked = runChartTasks(static_cast<int>(views.size()), options, [&](int i) -> Status {
        RegretWalk walk(chart, alpha, options, values);
        double sum = 0;
        for (InitialDeal& d : views[static_cast<size_t>(i)]) {
            Round r = d.round;
            double here = 0;
            if (r.phase() == Phase::Insurance) {
                const Action a = chart.chooseAction(r);
                const double ins = insuranceUnits(rules, d.pNatural);
                here += std::max(0.0, ins) - (a == Action::TakeInsurance ? ins : 0.0);
                if (Status s = r.apply(a); !s) return s;
            }
            const double pDecide = d.checkedAtOnce ? 1 - d.pNatural : 1;
            if (pDecide > 0) {
                auto v = walk.from(r, d.unseen, 0);
                if (!v) return fail(v.error());
                here += pDecide * *v;
            }
            sum += d.p * here;
        }
        regret[static_cast<size_t>(i)] = sum;
        return {};
    });
    if (!walked) return fail(walked.error());
    double total = 0;
    for (double v : regret)
        total += v;
    return total;
}

Result<double> chartRoundEv(const RuleSet& rules, const StrategyChart& chart,
                            const Composition& shoe, const ChartOptions& options,
                            DecisionValueCache* cache, std::optional<double> optimalEv) {
    if (!optimalEv) {
        ExactOptions exact;
        exact.threads = options.threads;
        exact.cancelled = options.cancelled;
        auto ev = exactRoundEv(rules, shoe, exact);
        if (!ev) return fail(ev.error());
        optimalEv = *ev;
    }
    auto regret = chartRegret(rules, chart, shoe, options, cache);
    if (!regret) return fail(regret.error());
    return *optimalEv - *regret;
}

} // namespace f27
