#include "strategy/chart_memo.h"

#include "cards/composition.h"
#include "strategy/strategy_derive.h"

#include <deque>
#include <mutex>

namespace f27 {

namespace {

struct Entry {
    RuleSet game; // the rules without id, name and description
    MemoChart memo;
};

std::mutex& memoMutex() {
    static std::mutex m;
    return m;
}
std::deque<Entry>& entries() { // most recent first
    static std::deque<Entry> e;
    return e;
}

RuleSet gameOf(RuleSet rules) {
    rules.id.clear();
    rules.name.clear();
    rules.description.clear();
    return rules;
}

// The chart as derived for `rules` (its id and name).
MemoChart renamed(MemoChart m, const RuleSet& rules) {
    if (m.chart) {
        m.chart.value().rulesId = rules.id;
        m.chart.value().rulesName = rules.name;
    }
    return m;
}

} // namespace

std::optional<MemoChart> recallChart(const RuleSet& rules) {
    const RuleSet game = gameOf(rules);
    std::lock_guard lock(memoMutex());
    for (const Entry& e : entries())
        if (e.game == game) return renamed(e.memo, rules);
    return std::nullopt;
}

Result<StrategyChart> deriveChartOnce(const RuleSet& rules, const ChartOptions& options) {
    if (auto known = recallChart(rules)) return known->chart;
    Result<StrategyChart> chart =
        deriveStrategyChart(rules, Composition::fromShoe(rules.shoe), options);
    if (!chart && (chart.error() == "cancelled" || (options.cancelled && options.cancelled())))
        return chart; // not a result of the rules: the next asker derives again
    std::lock_guard lock(memoMutex());
    std::deque<Entry>& all = entries();
    const RuleSet game = gameOf(rules);
    std::erase_if(all, [&](const Entry& e) { return e.game == game; }); // a race's twin
    all.push_front({game, {chart, std::nullopt}});
    while (all.size() > static_cast<size_t>(kChartMemoEntries))
        all.pop_back();
    return chart;
}

void rememberChartEv(const RuleSet& rules, double evPerRound) {
    const RuleSet game = gameOf(rules);
    std::lock_guard lock(memoMutex());
    for (Entry& e : entries())
        if (e.game == game && e.memo.chart) e.memo.evPerRound = evPerRound;
}

void forgetCharts() {
    std::lock_guard lock(memoMutex());
    entries().clear();
}

} // namespace f27
