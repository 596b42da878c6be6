#include "analysis_text.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

QString AnalysisText::whyUnavailable(const std::string& engineError) {
    const QString e = QString::fromStdString(engineError);
    // The engine's wording (engine/exact/) is matched by its start, so that a detail
    // appended to it later does not lose the translation.
    if (e.startsWith("the baccarat-like and slot modes have no player decisions")) // noChartReason
        return tr("Nobody decides in the baccarat-like and slot modes (both hands follow fixed "
                  "strategies), so there is no chart.");
    // Resplits (engine/exact/resplits.cpp, checkSupported).
    if (e.startsWith("the exact analysis covers resplitting up to ")) {
        static const QRegularExpression most("up to (\\d+) hands");
        return tr("The exact analysis covers resplitting up to %1 hands.")
            .arg(most.match(e).captured(1));
    }
    if (e.startsWith("the exact analysis covers resplits where every pair")) {
        static const QRegularExpression ranks("\\((\\S+) and (\\S+) may not\\)");
        const auto m = ranks.match(e);
        return tr("The exact analysis covers resplits only where every pair of the pair's kind "
                  "may be split again (%1 and %2 may not).")
            .arg(m.captured(1), m.captured(2));
    }
    if (e.startsWith("too many kinds of pair cards"))
        return tr("The pair cards are of too many kinds for the exact analysis of resplits.");
    if (e.startsWith("the seat's bankroll may limit a later double or split")) {
        static const QRegularExpression amount("at least (\\S+)$");
        const QString most = amount.match(e).captured(1);
        return tr("Your bankroll could limit a later double or split, which the analysis does "
                  "not model; it needs a bankroll of at least %1.")
            .arg(most);
    }
    if (e.startsWith("the poker comparison needs the suits"))
        return tr("The five-card poker comparison needs the suits of the unseen cards.");
    if (e.startsWith("the cards may run out during the round")) // engine/exact/round_draw_bound.cpp
        return tr("The cards could run out during a round (the table would then shuffle a new "
                  "shoe), which the analysis does not model.");
    if (e.contains("runs out") || e.contains("run out")) // "the shoe runs out …", "… run out …"
        return tr("Too few cards are left in the shoe for the analysis.");
    if (e == "cancelled") return tr("The analysis was cancelled.");
    if (e.startsWith("optimal play reaches more than")) // engine/strategy/strategy_derive.cpp
        return tr("These rules reach too many decisions for a basic-strategy chart.");
    if (e.startsWith("no decision is due")) return tr("No decision is due.");
    return tr("The analysis is not available: %1").arg(e);
}

QString AnalysisText::ev(double v) {
    if (std::abs(v) < 0.0005) v = 0; // no "−0.000"
    const QString digits = QLocale().toString(std::abs(v), 'f', 3);
    return (v > 0 ? QStringLiteral("+") : v < 0 ? QStringLiteral("\u2212") : QString()) + digits;
}

QString AnalysisText::cost(double money) {
    return QLocale().toString(money, 'f', 2);
}
