// The exact analysis (engine/exact/exact_ev.h) in the player's language: its refusals, which the
// engine gives as plain English strings, mapped to translated sentences that say why hints or
// a house edge are not available, and the number formats the hints use.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

class AnalysisText {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
public:
    // Why the analysis refused, translated. Known refusals get a sentence that says what the
    // player can do about it; an unknown one is shown as the engine worded it.
    static QString whyUnavailable(const std::string& engineError);
    // An expected value per unit wager, signed, three decimals: "+0.123", "−0.500".
    static QString ev(double unitsOfWager);
    // An amount of money lost in expectation, two decimals: "1.25".
    static QString cost(double money);
};
