// A basic-strategy chart as a player reads it: text (a terminal) and HTML (a self-contained page).
// The layout: docs/analysis.md, "The chart".
#pragma once

#include "strategy/strategy_chart.h"

#include <QString>

#include <string>

namespace f27 {

// How a column names the dealer, in the user's language: "10", "A+6" (face-up ranks) or "12",
// "soft 17" (the total).
QString dealerLabel(const ChartColumn& c);

// `evLine`: an optional line under the title (e.g. the chart's exact house edge).
std::string chartToText(const StrategyChart& chart, const std::string& evLine = {});
std::string chartToHtml(const StrategyChart& chart, const std::string& evLine = {});

} // namespace f27
