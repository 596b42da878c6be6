// A basic-strategy chart as a player reads it: text (a terminal) and HTML (a self-contained page).
// The layout: docs/analysis.md, "The chart".
#pragma once

#include "strategy/strategy_chart.h"

#include <QString>
#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace f27 {

// How a column names the dealer, in the user's language: "10", "A+6" (face-up ranks) or "12",
// "soft 17" (the total).
QString dealerLabel(const ChartColumn& c);

// The pieces of a chart's text, in the user's language, shared by every rendering:
// ranks joined by `sep` ("A+6"); "hard" or "soft"; cells as runs ("hard 9-11 (2 cards)", "-"
// for none); an exception ("2+6+8: hit (the totals would cost … per round)"); and the notes on
// how the chart reads a hand (merged ranks, Jokers).
QString chartRanksLabel(const std::vector<Rank>& ranks, const QString& sep);
QString chartKindLabel(bool soft);
QString chartCellsLabel(std::vector<ChartCell> cells);
QString chartExceptionLabel(const ChartException& e);
QStringList chartReadingNotes(const StrategyChart& chart);
// The hit-to entries any column has, as (soft, cards), sorted: the hit-to table's columns.
std::vector<std::pair<bool, int>> chartHitToKeys(const StrategyChart& chart);
// Whether any column doubles, surrenders, splits or is offered insurance (else a section of
// them would be a row of dashes per column: 21-24-27 has 40 such rows).
bool chartHasOptions(const StrategyChart& chart);

// `evLine`: an optional line under the title (e.g. the chart's exact house edge).
std::string chartToText(const StrategyChart& chart, const std::string& evLine = {});
std::string chartToHtml(const StrategyChart& chart, const std::string& evLine = {});

} // namespace f27
