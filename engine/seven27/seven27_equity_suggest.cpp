// suggestedSeven27Action (seven27_equity.h): the balanced personality's decision rules
// (seven27_bot.h) without bluffs, with a sentence saying why.
#include "seven27/seven27_bot.h"
#include "seven27/seven27_equity.h"

#include <QCoreApplication>

namespace f27 {

Seven27Suggestion suggestedSeven27Action(const Seven27View& view,
                                         const Seven27EquityOptions& options) {
    Seven27Suggestion s;
    const auto plans = estimateSeven27Plans(view, options);
    s.equity = plans[static_cast<size_t>(bestSeven27Plan(plans))];
    s.stand = plans[static_cast<size_t>(Seven27Plan::Stand)];
    const auto& one = plans[static_cast<size_t>(Seven27Plan::DrawOne)];
    const auto& more = plans[static_cast<size_t>(Seven27Plan::DrawThenModel)];
    s.draw = one.potShare >= more.potShare ? one : more;
    if (view.toAct != view.seat || view.seat < 0 || !view.options.any()) return s;
    s.legal = true;
    const Seven27Personality p = seven27Personality(Seven27Style::Balanced);
    if (view.stage != Seven27Stage::Betting) {
        const bool take = view.options.draw && seven27ShouldDraw(plans, p);
        s.action = {take ? Seven27Move::Draw : Seven27Move::Stay, 0};
        s.reason = take ? QT_TRANSLATE_NOOP("f27", "Another card raises your expected share.")
                        : QT_TRANSLATE_NOOP("f27", "Another card would not raise your share.");
        if (!view.options.draw && !view.options.stay) s.legal = false;
        return s;
    }
    s.action = seven27BetDecision(view, s.equity, p, 1.0);
    switch (s.action.move) {
    case Seven27Move::Bet:
    case Seven27Move::Raise:
        s.reason = QT_TRANSLATE_NOOP("f27", "Your share of the pot is above a fair share.");
        break;
    case Seven27Move::Call:
        s.reason = QT_TRANSLATE_NOOP("f27", "The pot pays enough for your chances.");
        break;
    case Seven27Move::Fold:
        s.reason = QT_TRANSLATE_NOOP("f27", "The pot does not pay enough for your chances.");
        break;
    default:
        s.reason = QT_TRANSLATE_NOOP("f27", "No edge to bet on.");
        break;
    }
    return s;
}

} // namespace f27
