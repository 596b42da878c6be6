#include "history_progress.h"

#include "drill_controller.h"

#include "round/describe.h"

#include <QLocale>
#include <QTimer>

#include <algorithm>
#include <cmath>

using namespace f27;

namespace {
QString percent(double part, double whole) {
    return whole > 0 ? QStringLiteral("%1 %").arg(QLocale().toString(100.0 * part / whole, 'f', 1))
                     : QStringLiteral("—");
}
double per100(double evLost, int decisions) {
    return decisions > 0 ? 100.0 * evLost / decisions : 0.0;
}
} // namespace

HistoryProgress::HistoryProgress(QObject* parent) : QObject(parent) {}

void HistoryProgress::setHistory(History* h) {
    if (h == history_) return;
    if (history_) disconnect(history_, nullptr, this, nullptr);
    history_ = h;
    if (history_) connect(history_, &History::changed, this, &HistoryProgress::scheduleReload);
    emit historyChanged();
    reload();
}

void HistoryProgress::setRulesHash(const QString& h) {
    if (h == rulesHash_) return;
    rulesHash_ = h;
    emit filterChanged();
    reload();
}

void HistoryProgress::setWeeks(bool on) {
    if (on == weeks_) return;
    weeks_ = on;
    emit filterChanged();
    reload();
}

void HistoryProgress::scheduleReload() {
    if (reloadPending_) return;
    reloadPending_ = true;
    QTimer::singleShot(0, this, [this] {
        if (reloadPending_) reload();
    });
}

void HistoryProgress::reload() {
    reloadPending_ = false;
    ruleSets_.clear();
    periods_.clear();
    mistakes_.clear();
    school_.clear();
    lifetime_.clear();
    netLow_ = -1;
    netHigh_ = 1;
    netTicks_ = 3;
    timeLow_ = 0;
    timeHigh_ = 1;
    HistoryStore* store = history_ ? history_->store() : nullptr;
    if (!store) {
        emit changed();
        return;
    }
    for (const auto& [hash, id, name] : store->ruleSets())
        ruleSets_.append(QVariantMap{{"hash", QString::fromStdString(hash)},
                                     {"id", QString::fromStdString(id)},
                                     {"name", QString::fromStdString(name)}});
    RoundFilter f;
    f.rulesHash = rulesHash_.toStdString();
    const ProgressReport r = store->progress(f, weeks_ ? Period::Week : Period::Day);

    const ProgressPeriod& l = r.lifetime;
    lifetime_ = {{"rounds", l.rounds},
                 {"net", l.net.toDouble()},
                 {"netText", History::money(l.net, true)},
                 {"wageredText", History::money(l.wagered)},
                 {"decisions", l.decisions},
                 {"analysed", l.analysed},
                 {"accuracyText", percent(l.analysed - l.mistakes, l.analysed)},
                 {"evLostText", History::money(l.evLost)},
                 {"evLostPer100Text", History::money(per100(l.evLost, l.analysed))}};

    bool first = true;
    for (const ProgressPeriod& p : r.periods) {
        const double net = p.net.toDouble();
        const double time =
            static_cast<double>(QDateTime(p.start, QTime(12, 0)).toMSecsSinceEpoch());
        const QString label =
            weeks_ ? tr("week of %1").arg(QLocale().toString(p.start, QLocale::ShortFormat))
                   : QLocale().toString(p.start, QLocale::ShortFormat);
        periods_.append(QVariantMap{
            {"label", label},
            {"time", time},
            {"rounds", p.rounds},
            {"net", net},
            {"netText", History::money(p.net, true)},
            {"accuracy", p.analysed > 0 ? 100.0 * (p.analysed - p.mistakes) / p.analysed : -1.0},
            {"evLostPer100", per100(p.evLost, p.analysed)}});
        netLow_ = first ? std::min(net, 0.0) : std::min(netLow_, net);
        netHigh_ = first ? std::max(net, 0.0) : std::max(netHigh_, net);
        timeLow_ = first ? time : std::min(timeLow_, time);
        timeHigh_ = first ? time : std::max(timeHigh_, time);
        first = false;
    }
    if (!first) { // round numbers around the values, and a span of at least one period
        const double range = std::max(1.0, netHigh_ - netLow_);
        double step = std::pow(10.0, std::floor(std::log10(range)));
        for (double m : {1.0, 2.0, 5.0, 10.0})
            if (range / (step * m) <= 6) {
                step *= m;
                break;
            }
        netLow_ = std::floor(netLow_ / step - 0.5) * step; // half a step of air at least
        netHigh_ = std::ceil(netHigh_ / step + 0.5) * step;
        if (netHigh_ - netLow_ < step) netHigh_ = netLow_ + step;
        netTicks_ = static_cast<int>(std::lround((netHigh_ - netLow_) / step)) + 1;
        const double day = 24.0 * 3600 * 1000 * (weeks_ ? 7 : 1);
        timeLow_ -= day / 2;
        timeHigh_ += day / 2;
    }

    for (const MistakeCell& m : r.costliest)
        mistakes_.append(QVariantMap{{"cell", QString::fromStdString(m.cell)},
                                     {"chosen", actionLabel(m.chosen)},
                                     {"best", actionLabel(m.best)},
                                     {"count", m.count},
                                     {"costText", History::money(m.cost)}});

    for (const SchoolCategory& c : r.school) {
        QString group, label;
        switch (c.source) {
        case SchoolAnswer::Source::Step:
            group = tr("Run the table");
            if (auto k = parseStepCategory(c.kind)) label = stepCategoryLabel(*k);
            break;
        case SchoolAnswer::Source::Drill:
            group = tr("Drills");
            if (auto k = parseDrillKind(c.kind)) label = DrillController::kindName(*k);
            break;
        case SchoolAnswer::Source::Spot:
            group = tr("Spot the error");
            label = c.kind == "catch"         ? tr("Errors caught")
                    : c.kind == "miss"        ? tr("Errors missed")
                    : c.kind == "false-alarm" ? tr("False alarms")
                    : c.kind == "pass"        ? tr("Correct rounds let pass")
                                              : QString();
            break;
        }
        if (label.isEmpty()) label = QString::fromStdString(c.kind);
        school_.append(QVariantMap{
            {"group", group},
            {"label", label},
            {"attempts", c.attempts},
            {"accuracyText", percent(c.correct, c.attempts)},
            {"medianText", c.medianMillis >= 0
                               ? tr("%1 s").arg(QLocale().toString(c.medianMillis / 1000.0, 'f', 1))
                               : QStringLiteral("—")}});
    }
    emit changed();
}
