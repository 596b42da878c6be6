#include "practice/practice_session.h"

#include <QCoreApplication>

#include <algorithm>

namespace f27 {

namespace {

// Decisions of the mode's kind dealt without one being asked, or exact analyses without an
// exception found, before next() gives up: far more than a rule set that has them needs.
constexpr int kMaxCandidates = 20000;
constexpr int kMaxExceptionTries = 2000;

double uniform(Prng& p) {
    return static_cast<double>(p.next() >> 11) * 0x1.0p-53;
}

} // namespace

StrategyChart totalsOnly(StrategyChart chart) {
    for (ChartColumn& c : chart.columns)
        c.exceptions.clear();
    return chart;
}

Result<PracticeQuestion> question(PracticeSpot spot, const StrategyChart& chart,
                                  const StrategyChart& totals) {
    auto values = exactActionValues(spot.round, spot.unseen);
    if (!values) return fail(values.error());
    if (values->empty()) return fail("the decision has no options");
    PracticeQuestion q{std::move(spot), std::move(values).value()};
    const auto best =
        std::max_element(q.values.begin(), q.values.end(),
                         [](const ActionValue& a, const ActionValue& b) { return a.ev < b.ev; });
    q.best = best->action;
    double second = best->ev;
    bool other = false;
    for (const ActionValue& v : q.values)
        if (v.action != q.best && (!other || v.ev > second)) {
            second = v.ev;
            other = true;
        }
    q.mistakeCost = other ? std::max(0.0, best->ev - second) : 0.0;
    q.chartAction = chart.chooseAction(q.spot.round);
    q.totalsAction = totals.chooseAction(q.spot.round);
    return q;
}

PracticeSession::PracticeSession(SpotSource source, StrategyChart chart, PracticeMode mode,
                                 std::uint64_t seed, PracticeRecord record)
    : source_(std::move(source)), chart_(std::move(chart)),
      totals_(totalsOnly(chart_)), filter_{mode, {}}, draw_(seed ^ 0x5eed'd7a4'0000'0001ull),
      record_(std::move(record)) {}

Result<PracticeSession> PracticeSession::create(RuleSet rules, StrategyChart chart,
                                                PracticeMode mode, std::uint64_t seed,
                                                PracticeRecord record) {
    if (const std::string why = modeRefusal(mode, rules); !why.empty()) return fail(why);
    auto source = SpotSource::create(std::move(rules), chart, seed);
    if (!source) return fail(source.error());
    return PracticeSession(std::move(source).value(), std::move(chart), mode, seed,
                           std::move(record));
}

Result<PracticeQuestion> PracticeSession::next() {
    int tried = 0, analysed = 0;
    std::string unvalued; // why the last decision the analysis could not value was skipped
    while (tried < kMaxCandidates && analysed < kMaxExceptionTries) {
        auto spot = source_.next(filter_);
        if (!spot) return fail(spot.error());
        ++tried;
        // Asked with the chance its cell's weight gives: play's frequency, tilted toward the
        // missed and the costly cells.
        if (uniform(draw_) * kMaxWeight >= record_.weight(spot->cell)) continue;
        auto q = question(std::move(spot).value(), chart_, totals_);
        ++analysed;
        // A decision the analysis cannot value (on a short shoe, one whose cards may run out
        // before the round ends) is not asked; the drill goes on to the next.
        if (!q) {
            unvalued = q.error();
            continue;
        }
        // An exception: what the chart's totals say is worth less than the best option.
        if (filter_.mode == PracticeMode::Exceptions &&
            q->ev(q->totalsAction).value_or(*q->ev(q->best)) >= *q->ev(q->best) - kEvTolerance)
            continue;
        return q;
    }
    if (!unvalued.empty()) return fail(unvalued);
    return fail(QCoreApplication::translate("f27::practice",
                                            "no decision of the kind \"%1\" to ask turned up in "
                                            "%2 dealt")
                    .arg(QString::fromLatin1(practiceModeName(filter_.mode)))
                    .arg(tried)
                    .toStdString());
}

PracticeVerdict PracticeSession::answer(const PracticeQuestion& q, Action chosen) {
    PracticeVerdict v;
    v.best = q.best;
    const double best = *q.ev(q.best);
    const std::optional<double> mine = q.ev(chosen);
    v.cost = mine ? std::max(0.0, best - *mine) : best;
    v.right = mine && v.cost <= kEvTolerance;
    if (v.right) v.cost = 0;
    record_.add(q.spot.cell, v.right, v.cost, q.mistakeCost);
    return v;
}

} // namespace f27
