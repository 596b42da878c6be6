// The words of the Seven Twenty-Seven table: actions, totals, variants and the hand's events
// as translated sentences (context "Seven27Text"). Pure functions of engine values; no rule
// is decided here.
#pragma once

#include "seven27/seven27_events.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class Seven27Text {
    Q_DECLARE_TR_FUNCTIONS(Seven27Text)

public:
    // A total in half points (S-1) as points: 13 -> "6½", 14 -> "7"; -1 -> "—".
    static QString points(int halfPoints);
    // "Pass", "Bet 3", "Fold", "Call", "Raise 2", "Take a card", "Stand pat".
    static QString action(const f27::Seven27Action& a);
    static QString dealName(f27::Seven27Deal d);
    static QString nearestName(f27::Seven27Nearest n);
    // What the S-7 variant decides at equal distance (the showdown's "why").
    static QString nearestRule(f27::Seven27Nearest n);
    // A bot personality id ("tight", "loose", "aggressive", "balanced", "naive") in words.
    static QString styleName(const QString& id);

    // One event of the hand as a sentence for the table log ("" for events not shown). `name`
    // gives a seat's display name; `viewer` is the human's seat (its own hole cards are named).
    static QString event(const f27::Seven27Event& e, const std::function<QString(int)>& name,
                         int viewer);
};
