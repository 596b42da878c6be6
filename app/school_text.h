// The words of the dealer school: a dealer's step as a translated sentence, amounts in the
// decimal form dealers say and type ("17.5"), the step categories and dealer errors by name
// (context "SchoolText"). Pure functions of engine values; no rule is decided here.
#pragma once

#include "school/error_spotting.h"
#include "school/procedure_step.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class SchoolText {
    Q_DECLARE_TR_FUNCTIONS(SchoolText)

public:
    // An amount as a dealer says it: a decimal where it is exact in at most four places
    // ("17.5", "8.75", "35"), else the engine's fraction ("10/3").
    static QString money(f27::Money m);
    // An amount typed by the trainee: "17.5", "17,5", "35/2", " 15 ". Nothing (and a
    // translated reason in `error`) for an empty, negative or unreadable text.
    static std::optional<f27::Money> parseAmount(const QString& text, QString* error);
    // "seat 2", "seat 2, hand 2", "the dealer" (seat -1); 0-based seat and hand.
    static QString place(int seat, int hand);
    // A step as an instruction: "Card to seat 2, face up", "Pay seat 1 17.5", "Dealer hits".
    static QString step(const f27::ProcedureStep& s);
    // The canonical text of a step with amounts as money() writes them ("pay 1 17.5"): what
    // the step field reads back.
    static QString stepCode(const f27::ProcedureStep& s);
    // "Dealing", "Insurance", "Naturals", "Forced plays", "Dealer's play", "Payouts".
    static QString category(f27::StepCategory c);
    // "Wrong payout", "Forced play missed", ...
    static QString dealerError(f27::DealerError e);
    // Milliseconds as seconds with one decimal: "2.4 s".
    static QString seconds(int ms);
    // A duration in whole seconds as a clock: "0:07", "12:45".
    static QString clock(int seconds);
    // The step field's syntax, as the command line's `deal` reads it.
    static QString syntax();
};
