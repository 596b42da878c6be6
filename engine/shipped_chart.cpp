#include "shipped_chart.h"

#include "composition.h"
#include "rule_set_json.h"

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

Result<StrategyChart> shippedOrDerivedChart(const RuleSet& rules, const ChartOptions& options) {
    if (auto shipped = shippedChartFor(rules)) return std::move(shipped->chart);
    return deriveStrategyChart(rules, Composition::fromShoe(rules.shoe), options);
}

} // namespace f27
