// A basic-strategy chart as a player reads it: text (a terminal) and HTML (a self-contained
// page). JSON is the data format itself (chartToJson in strategy_chart.h).
//
// Layout: one row per dealer view. The hit-to table has a column per (hard/soft, cards in the
// hand): hit while the total is below the number, stand at or above it; a card count not shown
// uses the nearest smaller count shown. Then per view the doubles, surrenders, splits and the
// insurance decision, then the exceptional hands.
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
