#include "strategy/strategy_chart_ev.h"

#include <algorithm>
#include <map>

namespace f27 {

namespace {

// The regret of one dealer view's deals (each weighted by its probability).
Result<double> viewRegret(const RuleSet& rules, const StrategyChart& chart,
                          const std::vector<InitialDeal>& deals, const ChartOptions& options) {
    double sum = 0;
    ExactOptions exact;
    exact.cancelled = options.cancelled;
    exact.cardsMustLast = options.cardsMustLast;
    DecisionWalk walk(walkFoldsJokers(rules, chart.jokersIgnored, chart.jokersIgnoredPastTwo),
                      exact);
    walk.valueResplitsByPolicy(); // the chart's resplits, valued as it plays them
    const ChartColumn* col =
        deals.empty() ? nullptr : chart.columnFor(dealerFaceUp(deals[0].round));
    Status started = addStarts(deals, walk, [&](const InitialDeal& d, const Round& r) {
        const Action a = chart.chooseAction(r);
        const double ins = insuranceUnits(rules, d);
        sum += d.p * (std::max(0.0, ins) - (a == Action::TakeInsurance ? ins : 0.0));
        return a;
    });
    if (!started) return fail(started.error());
    std::vector<Action> offered;
    Status walked = walk.run([&](const WalkDecision& d) {
        offered.clear();
        double best = -1e300;
        for (const ActionValue& v : d.values) {
            offered.push_back(v.action);
            best = std::max(best, v.ev);
        }
        const Action a = chart.chooseFor(col, d.cards, d.fromSplit, d.value, offered);
        for (const ActionValue& v : d.values)
            if (v.action == a) sum += d.weight * (best - v.ev);
        return a;
    });
    if (!walked) return fail(walked.error());
    return sum + walk.resplitShortfall();
}

} // namespace

Result<double> chartRegret(const RuleSet& rules, const StrategyChart& chart,
                           const Composition& shoe, const ChartOptions& options) {
    const WalkAlphabet alpha = WalkAlphabet::of(rules);
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
        auto r = viewRegret(rules, chart, views[static_cast<size_t>(i)], options);
        if (!r) return fail(r.error());
        regret[static_cast<size_t>(i)] = *r;
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
                            std::optional<double> optimalEv) {
    if (const std::string why = noChartReason(rules); !why.empty()) return fail(why);
    if (!optimalEv) {
        ExactOptions exact;
        exact.threads = options.threads;
        exact.cancelled = options.cancelled;
        exact.cardsMustLast = options.cardsMustLast;
        auto ev = exactRoundEv(rules, shoe, exact);
        if (!ev) return fail(ev.error());
        optimalEv = *ev;
    }
    auto regret = chartRegret(rules, chart, shoe, options);
    if (!regret) return fail(regret.error());
    return *optimalEv - *regret;
}

} // namespace f27
