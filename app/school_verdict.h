// A judged step of the dealer school as QML shows it (the supervisor's panel): what was done,
// what was right, the rule that decides it. The same value serves both modes: a step the
// trainee performed (Run the table) and a step the trainee watched (Spot the error).
#pragma once

#include "school/error_spotting.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

struct SchoolVerdict {
    Q_GADGET
    QML_VALUE_TYPE(schoolVerdict)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(bool correct MEMBER correct)
    Q_PROPERTY(QString done MEMBER done)
    Q_PROPERTY(QString doneStep MEMBER doneStep)
    Q_PROPERTY(QString right MEMBER right)
    Q_PROPERTY(QString rightStep MEMBER rightStep)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString ruleText MEMBER ruleText)
    Q_PROPERTY(QString category MEMBER category)
    Q_PROPERTY(QString error MEMBER error)
    Q_PROPERTY(int millis MEMBER millis)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int hand MEMBER hand)

public:
    // "" (nothing judged yet); Run the table: "right", "wrong"; Spot the error: "catch",
    // "miss", "false-alarm", "pass".
    QString kind;
    bool correct = true; // right, catch or pass: the trainee did well
    QString done;        // what was done, in words ("Card to seat 3, face up")
    QString doneStep;    // and as a step's canonical text ("card 3 up")
    QString right;       // the right step, in words
    QString rightStep;   // and its canonical text
    QString rule;        // the rule ID(s) that decide the right step ("PL-2")
    QString ruleText;    // the right step in words with its rule, as the engine says it
    QString category;    // the step's category in words ("Payouts")
    QString error;       // Spot the error: the kind of error shown ("Wrong amount paid or taken")
    int millis = 0;      // how long the step took (or the trainee watched it)
    int seat = -1;       // where the step was done: the seat (-1: the dealer, the table)
    int hand = 0;        // and the hand (0-based)

    // A step of the procedure mode, as DealerProcedure judged it.
    static SchoolVerdict of(const f27::StepVerdict& v);
    // A step watched in the spotting mode and what the trainee did about it; `judged` is the
    // judge's verdict on the step shown (DealerProcedure::judge: the rule an error breaks).
    static SchoolVerdict of(const f27::ShownStep& shown, f27::SpotResult result,
                            const f27::StepVerdict& judged);

    friend bool operator==(const SchoolVerdict&, const SchoolVerdict&) = default;
};
