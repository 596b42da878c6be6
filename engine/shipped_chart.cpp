#include "shipped_chart.h"

#include "chart_memo.h"
#include "composition.h"
#include "rule_set_json.h"
#include "strategy_derive.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace f27 {

Result<ShippedChart> shippedChartFor(const RuleSet& rules) {
    // Identity of rules is their canonical JSON: any option changed means another game.
    auto preset = loadPreset(rules.id);
    if (!preset || ruleSetToJson(*preset) != ruleSetToJson(rules))
        return fail("no basic-strategy chart is shipped for these rules");
    QFile file(QStringLiteral(":/charts/%1.json").arg(QString::fromStdString(rules.id)));
    if (!file.open(QIODevice::ReadOnly))
        return fail("no basic-strategy chart is shipped for the preset " + rules.id);
    const QByteArray json = file.readAll();
    auto chart = chartFromJson(json);
    if (!chart) return fail("the shipped chart for " + rules.id + " is damaged: " + chart.error());
    ShippedChart shipped{std::move(*chart), std::nullopt};
    const QJsonValue edge =
        QJsonDocument::fromJson(json).object().value("basic_strategy_house_edge_percent");
    if (edge.isDouble()) shipped.houseEdgePercent = edge.toDouble();
    return shipped;
}

Result<ChartToPlay> shippedOrDerivedChart(const RuleSet& rules, const ChartOptions& options) {
    if (auto shipped = shippedChartFor(rules)) return ChartToPlay{std::move(shipped->chart)};
    if (rules.split.allowed && rules.split.maxHands > 2) {
        RuleSet once = rules;
        once.split.maxHands = 2;
        auto chart = shippedOrDerivedChart(once, options);
        if (!chart) return chart;
        return ChartToPlay{std::move(chart).value().chart, true};
    }
    auto chart = deriveChartOnce(rules, options);
    if (!chart) return fail(chart.error());
    return ChartToPlay{std::move(chart).value()};
}

Result<ChartToPlay> optimalTable(const RuleSet& rules, ChartOptions options) {
    options.minExceptionCost = 0;
    options.byDealerTotal = false;
    RuleSet once = rules;
    const bool splitOnce = rules.split.allowed && rules.split.maxHands > 2;
    if (splitOnce) once.split.maxHands = 2;
    auto chart = deriveStrategyChart(once, Composition::fromShoe(once.shoe), options);
    if (!chart) return fail(chart.error());
    return ChartToPlay{std::move(chart).value(), splitOnce};
}

} // namespace f27
