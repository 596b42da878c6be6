#include "strategy/shipped_chart.h"

#include "cards/composition.h"
#include "core/bounded_read.h"
#include "rules/rule_set_json.h"
#include "strategy/chart_memo.h"
#include "strategy/strategy_derive.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace f27 {

Result<ShippedChart> shippedChartFor(const RuleSet& rules) {
    // Identity of rules is their canonical JSON: any option changed means another game.
    auto preset = loadPreset(rules.id);
    if (!preset || ruleSetToJson(*preset) != ruleSetToJson(rules))
        return fail("no basic-strategy chart is shipped for these rules");
    auto read =
        readFileBounded(QStringLiteral(":/charts/%1.json").arg(QString::fromStdString(rules.id)),
                        kMaxChartFileBytes, "a chart");
    if (!read) return fail("no basic-strategy chart is shipped for the preset " + rules.id);
    const QByteArray json = std::move(read).value();
    auto chart = chartFromJson(json);
    if (!chart) return fail("the shipped chart for " + rules.id + " is damaged: " + chart.error());
    ShippedChart shipped{std::move(*chart), std::nullopt};
    const QJsonValue edge =
        QJsonDocument::fromJson(json).object().value("basic_strategy_house_edge_percent");
    if (edge.isDouble()) shipped.houseEdgePercent = edge.toDouble();
    return shipped;
}

namespace {

// Rules with resplits get the chart of the same rules splitting once (ChartToPlay::splitOnce;
// deriveStrategyChart derives it so too).
bool resplits(const RuleSet& rules) {
    return rules.split.allowed && rules.split.maxHands > 2;
}
RuleSet splittingOnce(RuleSet rules) {
    rules.split.maxHands = 2;
    return rules;
}

} // namespace

Result<ChartToPlay> shippedOrDerivedChart(const RuleSet& rules, const ChartOptions& options) {
    if (resplits(rules)) {
        // The shipped chart of a preset that only resplits; else derived (deriveStrategyChart
        // derives resplit rules splitting once) and remembered under these rules, where the
        // rule editor's house edge and the table's computer seats look for it too.
        if (auto shipped = shippedChartFor(splittingOnce(rules)))
            return ChartToPlay{std::move(shipped->chart), true};
        auto chart = deriveChartOnce(rules, options);
        if (!chart) return fail(chart.error());
        return ChartToPlay{std::move(chart).value(), true};
    }
    if (auto shipped = shippedChartFor(rules)) return ChartToPlay{std::move(shipped->chart)};
    auto chart = deriveChartOnce(rules, options);
    if (!chart) return fail(chart.error());
    return ChartToPlay{std::move(chart).value()};
}

Result<ChartToPlay> optimalTable(const RuleSet& rules, ChartOptions options) {
    options.minExceptionCost = 0;
    options.byDealerTotal = false;
    const RuleSet played = resplits(rules) ? splittingOnce(rules) : rules;
    auto chart = deriveStrategyChart(played, Composition::fromShoe(played.shoe), options);
    if (!chart) return fail(chart.error());
    return ChartToPlay{std::move(chart).value(), resplits(rules)};
}

} // namespace f27
