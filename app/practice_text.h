// A chart cell of the strategy school ("hard 14/2 v 9", strategy/chart_cell.h) in the user's
// words, and split into the hand and the dealer's part for "your chart"'s rows and columns.
#pragma once

#include <QString>

struct PracticeCellParts {
    QString hand;   // "hard 14/2", "pair 8", "insurance"
    QString dealer; // "9"
    // Sort keys: kind (hard, soft, pair, insurance), total, cards; the dealer's total.
    int kind = 0, total = 0, cards = 0, dealerTotal = 0;
};

// Nullopt-free: a cell that does not parse keeps its text as the hand and "" as the dealer.
PracticeCellParts practiceCellParts(const QString& cell);

// "Hard 14, 2 cards, against 9"; "Pair of 8s against 6"; "Insurance against 11".
QString practiceCellCaption(const QString& cell);
// The row head of "your chart": "hard 14 (2)", "pair 8", "insurance".
QString practiceHandCaption(const PracticeCellParts& parts);
