#include "strategy_hints.h"

#include "analysis_text.h"

#include "round/describe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace f27;

namespace {
// A choice more than this below the best (in units of the wager) is a mistake; the values are
// exact to rounding (~1e-15), so ties between equally good actions are not mistakes. The same
// tolerance as SessionStats::recordDecision.
constexpr double kMistakeTolerance = 1e-9;

const ActionValue* bestOf(const std::vector<ActionValue>& values) {
    // The first of equal values wins: the order of Round::legalActions().
    const ActionValue* best = nullptr;
    for (const ActionValue& v : values)
        if (!best || v.ev > best->ev + kMistakeTolerance) best = &v;
    return best;
}
} // namespace

bool StrategyHints::Judgement::mistake() const {
    return chosenEv < bestEv - kMistakeTolerance;
}

StrategyHints::StrategyHints(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<Values>::finished, this, &StrategyHints::finished);
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

StrategyHints::~StrategyHints() {
    waiting_.clear();
    watcher_.waitForFinished(); // the job holds copies only; nothing of ours is touched
}

bool StrategyHints::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        emit changed();
        emit warningChanged();
    }
    return QObject::eventFilter(watched, event);
}

void StrategyHints::setEnabled(bool on) {
    if (on == enabled_) return;
    enabled_ = on;
    if (on) clearWarning(); // the hints say it all
    emit settingsChanged();
}

void StrategyHints::setMistakeWarnings(bool on) {
    if (on == mistakeWarnings_) return;
    mistakeWarnings_ = on;
    if (!on) clearWarning();
    emit settingsChanged();
}

void StrategyHints::request(const Round& round, const Composition& unseen, double wager,
                            int roundSerial, int eventIndex) {
    ++generation_;
    // Superseded requests nobody waits for are dropped (one analysis at a time).
    std::erase_if(waiting_, [this](const Job& j) { return !decidedEarly_.contains(j.generation); });
    waiting_.push_back(Job{generation_, round, unseen, wager, roundSerial, eventIndex});
    shownWager_ = wager;
    shownRound_ = roundSerial;
    shownEvent_ = eventIndex;
    values_.clear();
    error_.clear();
    show(Computing);
    startNext();
}

void StrategyHints::decided(Action a) {
    const Decided d{a, shownWager_, shownRound_, shownEvent_};
    if (state_ == Ready)
        judge(values_, d);
    else if (state_ == Computing)
        decidedEarly_[generation_] = d;
    // Unavailable or Idle: nothing to judge against.
    clear();
}

void StrategyHints::clear() {
    ++generation_;
    std::erase_if(waiting_, [this](const Job& j) { return !decidedEarly_.contains(j.generation); });
    values_.clear();
    error_.clear();
    show(Idle);
}

void StrategyHints::clearWarning() {
    if (!warning_) return;
    warning_.reset();
    emit warningChanged();
}

void StrategyHints::waitForIdle() {
    while (running_ || !waiting_.empty()) {
        watcher_.waitForFinished();
        QCoreApplication::sendPostedEvents(&watcher_);
        QCoreApplication::processEvents();
    }
}

void StrategyHints::startNext() {
    if (running_ || waiting_.empty()) return;
    Job job = std::move(waiting_.front());
    waiting_.pop_front();
    running_ = job.generation;
    runningWager_ = job.wager;
    watcher_.setFuture(QtConcurrent::run(
        [round = std::move(job.round), unseen = std::move(job.unseen)]() -> Values {
            return exactActionValues(round, unseen);
        }));
}

void StrategyHints::finished() {
    if (!running_) return;
    const int generation = *running_;
    running_.reset();
    const Values result = watcher_.result();
    if (generation == generation_) { // still the decision in play
        if (result) {
            values_ = *result;
            show(Ready);
        } else {
            error_ = result.error();
            show(Unavailable);
        }
    }
    if (auto d = decidedEarly_.find(generation); d != decidedEarly_.end()) {
        if (result) judge(*result, d->second);
        decidedEarly_.erase(d);
    }
    startNext();
}

void StrategyHints::judge(const std::vector<ActionValue>& values, const Decided& d) {
    const ActionValue* best = bestOf(values);
    auto chosen = std::find_if(values.begin(), values.end(),
                               [&d](const ActionValue& v) { return v.action == d.action; });
    if (!best || chosen == values.end()) return;
    const Judgement j{d.action, best->action,  chosen->ev,   best->ev,
                      d.wager,  d.roundSerial, d.eventIndex, values};
    emit judged(j);
    if (j.mistake() && mistakeWarnings_ && !enabled_) {
        warning_ = j;
        emit warningChanged();
    }
}

void StrategyHints::show(State s) {
    state_ = s;
    emit changed();
}

QString StrategyHints::unavailableReason() const {
    return state_ == Unavailable ? AnalysisText::whyUnavailable(error_) : QString();
}

QList<ActionHint> StrategyHints::values() const {
    QList<ActionHint> out;
    for (const ActionValue& v : values_)
        out.append({QString::fromLatin1(actionName(v.action)), v.ev, AnalysisText::ev(v.ev)});
    return out;
}

QString StrategyHints::best() const {
    const ActionValue* b = bestOf(values_);
    return b ? QString::fromLatin1(actionName(b->action)) : QString();
}

QString StrategyHints::summary() const {
    switch (state_) {
    case Idle:
        return {};
    case Computing:
        return tr("Hint: computing the exact values…");
    case Unavailable:
        return tr("No hint: %1").arg(unavailableReason());
    case Ready:
        if (const ActionValue* b = bestOf(values_))
            return tr("Hint: %1 is best (EV %2 per unit bet).")
                .arg(actionLabel(b->action), AnalysisText::ev(b->ev));
        return {};
    }
    return {};
}

QString StrategyHints::warning() const {
    return warning_ ? describeMistake(*warning_) : QString();
}

QString StrategyHints::describeMistake(const Judgement& j) {
    return tr("Mistake: %1 (EV %2) instead of %3 (EV %4) cost %5 in expectation.")
        .arg(actionLabel(j.chosen), AnalysisText::ev(j.chosenEv), actionLabel(j.best),
             AnalysisText::ev(j.bestEv), AnalysisText::cost(j.cost()));
}
