// A basic-strategy chart laid out as the coloured grids players know: the structure every
// picture of a chart reads (the app's chart page, PNG/SVG/PDF export), so that what is drawn is
// exactly the chart's data. The layouts: docs/strategy-school.md, "The chart as a picture".
#pragma once

#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace f27 {

// What a cell shows, for its colour.
enum class GridMark : std::uint8_t {
    None,      // nothing to do here ("-")
    Hit,       // H
    Stand,     // S
    Double,    // D
    Split,     // P
    Surrender, // R
    HitTo,     // a "hit to" number (GridCell::value)
    Options,   // a list of doubles/surrenders/splits, or insurance taken
    Text,      // plain text (an exception's hand, its cost)
};

// The hand a cell of the classic grid stands for: a two-card hand against one dealer column.
struct GridHand {
    std::vector<Card> cards; // the hand (classic grid: the commonest two-card hand of its cell)
    int column = -1;         // index into StrategyChart::columns
};

struct GridCell {
    QString text;
    GridMark mark = GridMark::None;
    int value = 0;          // HitTo: the number
    bool exception = false; // some hand of this cell is played otherwise (see the exceptions)
    std::optional<GridHand> hand;
};

struct GridTable {
    QString title;
    QString legend; // one line under the title
    QString corner; // the header over the row heads
    QStringList columnHeads;
    QStringList rowHeads;
    std::vector<std::vector<GridCell>> rows; // rows[r][c], rowHeads.size() × columnHeads.size()
    // The chart column (StrategyChart::columns) each row is about; -1 where a row is not
    // about one (the classic grid's rows are hands: its columns are the chart's).
    std::vector<int> rowColumn;
    // The hit-to table: the (soft, cards) entry each column shows.
    std::vector<std::pair<bool, int>> hitToKeys;
};

struct ChartGrid {
    QString title;
    QStringList notes; // the chart's edge, merged ranks, how Jokers are read
    std::vector<GridTable> tables;
    // The range of the hit-to numbers (for a colour scale); equal when there are none.
    int hitToLow = 0, hitToHigh = 0;
    // Blackjack's hard/soft/pairs layout rather than the hit-to layout.
    bool classic = false;
};

// The chart as grids, in the user's language. Blackjack charts whose columns are single up
// cards use the classic layout: hard totals, soft hands and pairs (rows) by the dealer's up
// card (columns), each cell the chart's action for a two-card hand. Every other chart uses
// the hit-to layout: the dealer's views (rows) by hard/soft and number of cards (columns),
// then the doubles, surrenders, splits and insurance per view, then the exceptions.
// `evLine`: an optional note (e.g. the chart's exact house edge).
ChartGrid chartGrid(const StrategyChart& chart, const RuleSet& rules, const QString& evLine = {});

// A hand of `cards` cards (no Joker) with this hard/soft total that the chart reads by its
// totals in column `col` (no exception of the column names it): what a hit-to cell stands for,
// to value its options. The highest cards first (the commonest such hand); nullopt when none.
std::optional<std::vector<Card>> handReadAs(const StrategyChart& chart, const RuleSet& rules,
                                            const ChartColumn& col, int cards, bool soft,
                                            int total);

// The one-letter code of an action in the classic grid: H, S, D, P, R (translated).
QString gridActionCode(Action a);

} // namespace f27
