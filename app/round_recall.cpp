#include "round_recall.h"

#include "analysis_text.h"
#include "preset_names.h"

#include "round/describe.h"

#include <QCoreApplication>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace f27;

namespace {
constexpr double kTie = 1e-9;     // as the hints: equal values are not mistakes
constexpr int kWhatIfEvents = 12; // events of the alternative told in words at most
} // namespace

RoundRecall::RoundRecall(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<Values>::finished, this, &RoundRecall::valuesReady);
}

RoundRecall::~RoundRecall() {
    if (cancel_) *cancel_ = true;
    watcher_.waitForFinished(); // the job holds copies only
}

void RoundRecall::setHistory(History* h) {
    if (h == history_) return;
    history_ = h;
    emit historyChanged();
    load();
}

void RoundRecall::setRoundId(int id) {
    if (id == roundId_) return;
    roundId_ = id;
    load();
}

void RoundRecall::load() {
    stored_.reset();
    error_.clear();
    log_.clear();
    logRules_.clear();
    mistakeSteps_.clear();
    step_ = 0;
    if (history_ && history_->store() && roundId_ > 0) {
        auto r = history_->store()->round(roundId_);
        if (r)
            stored_ = std::move(r).value();
        else
            error_ = QString::fromStdString(r.error());
    }
    if (stored_) {
        for (const Event& e : stored_->events) {
            log_ << describeEvent(e, stored_->rules, Viewer::Player);
            logRules_ << QString::fromStdString(e.rule);
        }
        for (const StoredDecision& d : stored_->decisions)
            if (d.analysis && d.analysis->cost > kTie) mistakeSteps_ << d.eventIndex;
        presenter_.setRules(stored_->rules);
    }
    emit roundChanged();
    showStep();
}

void RoundRecall::setStep(int s) {
    s = std::clamp(s, 0, stepCount());
    if (s == step_) return;
    step_ = s;
    showStep();
}

bool RoundRecall::isPlayerDecision(int index) const {
    if (!stored_ || index < 0 || index >= stepCount()) return false;
    const Event& e = stored_->events[static_cast<size_t>(index)];
    return e.type == EventType::Decision && e.seat == stored_->seat;
}

int RoundRecall::nextDecision(int from) const {
    for (int i = std::max(0, from + 1); i < stepCount(); ++i)
        if (isPlayerDecision(i)) return i;
    return -1;
}

int RoundRecall::previousDecision(int from) const {
    for (int i = std::min(from - 1, stepCount() - 1); i >= 0; --i)
        if (isPlayerDecision(i)) return i;
    return -1;
}

// The felt after step_ events: the presenter is shown them again from the start, each with the
// round as it stood after it.
void RoundRecall::showStep() {
    options_.clear();
    chosen_.clear();
    whatIfText_.clear();
    if (stored_) {
        presenter_.startRound(stored_->setup, stored_->seat);
        for (int i = 0; i < step_; ++i) {
            auto at = recallAt(*stored_, i + 1);
            if (!at) break;
            presenter_.show(stored_->events[static_cast<size_t>(i)], *at, stored_->seat);
        }
        if (isPlayerDecision(step_)) {
            if (auto at = recallAt(*stored_, step_)) {
                presenter_.showTurn(*at);
                for (Action a : at->legalActions())
                    options_ << QString::fromLatin1(actionName(a));
            }
            chosen_ =
                QString::fromLatin1(actionName(stored_->events[static_cast<size_t>(step_)].action));
        }
    } else {
        presenter_.emptySeats(0, 0);
    }
    emit stepChanged();
    emit whatIfChanged();
    requestValues();
}

void RoundRecall::requestValues() {
    if (cancel_) *cancel_ = true;
    values_.clear();
    valuesError_.clear();
    valuesFor_ = atDecision() ? step_ : -1;
    computing_ = false;
    if (valuesFor_ >= 0) {
        computing_ = true;
        cancel_ = std::make_shared<std::atomic<bool>>(false);
        watcher_.setFuture(
            QtConcurrent::run([round = *stored_, index = valuesFor_, cancel = cancel_]() -> Values {
                return recallValues(round, index, cancel.get());
            }));
    }
    emit valuesChanged();
}

void RoundRecall::valuesReady() {
    const QFuture<Values> f = watcher_.future();
    if (!f.isValid() || f.resultCount() == 0 || !computing_) return;
    // A result of an earlier request finishes first: the latest is still running then.
    if (watcher_.isRunning()) return;
    const Values r = f.result();
    computing_ = false;
    if (r)
        values_ = *r;
    else
        valuesError_ = AnalysisText::whyUnavailable(r.error());
    emit valuesChanged();
}

void RoundRecall::waitForValues() {
    while (computing_) {
        watcher_.waitForFinished();
        QCoreApplication::sendPostedEvents(&watcher_);
        QCoreApplication::processEvents();
    }
}

QStringList RoundRecall::optionLabels() const {
    QStringList out;
    for (const QString& o : options_)
        if (auto a = parseAction(o.toStdString())) out << actionLabel(*a);
    return out;
}

QVariantList RoundRecall::values() const {
    QVariantList out;
    const ActionValue* best = nullptr;
    for (const ActionValue& v : values_)
        if (!best || v.ev > best->ev + kTie) best = &v;
    for (const ActionValue& v : values_) {
        const QString name = QString::fromLatin1(actionName(v.action));
        out.append(QVariantMap{{"action", name},
                               {"label", actionLabel(v.action)},
                               {"evText", AnalysisText::ev(v.ev)},
                               {"best", best == &v},
                               {"chosen", name == chosen_}});
    }
    return out;
}

QString RoundRecall::title() const {
    if (!stored_) return {};
    const RoundSummary& s = stored_->summary;
    return tr("%1 · %2 · bet %3 · result %4")
        .arg(QLocale().toString(s.playedAt.toLocalTime(), QLocale::ShortFormat),
             ruleSetDisplayName(s.rulesId, s.rulesName), History::money(s.wager),
             History::money(s.net, true));
}

QString RoundRecall::rulesName() const {
    return stored_ ? ruleSetDisplayName(stored_->rules.id, stored_->rules.name) : QString();
}
int RoundRecall::target() const {
    return stored_ ? stored_->rules.values.target : 27;
}
bool RoundRecall::finnishIndices() const {
    return stored_ && stored_->rules.indexStyle == IndexStyle::Finnish;
}

void RoundRecall::whatIf(const QString& action) {
    auto a = parseAction(action.toStdString());
    if (!stored_ || !atDecision() || !a) return;
    auto w = f27::whatIf(*stored_, step_, *a);
    whatIfText_ =
        w ? describeWhatIf(*w) : tr("No what-if: %1").arg(QString::fromStdString(w.error()));
    emit whatIfChanged();
}

QString RoundRecall::describeWhatIf(const WhatIf& w) const {
    QStringList said;
    for (size_t i = 1; i < w.events.size() && said.size() < kWhatIfEvents; ++i) {
        const Event& e = w.events[i];
        if (e.type == EventType::Deal || e.type == EventType::Decision ||
            e.type == EventType::DealerPlay || e.type == EventType::Outcome ||
            e.type == EventType::Reveal)
            said << describeEvent(e, stored_->rules, Viewer::Player);
    }
    QStringList cards;
    for (Card c : w.cardsDrawn)
        cards << describeCard(c);
    QString text = tr("Had you chosen %1 instead of %2:")
                       .arg(actionLabel(w.alternative), actionLabel(w.chosen));
    if (!cards.isEmpty())
        text += QLatin1Char(' ') + tr("the cards drawn: %1.").arg(cards.join(' '));
    if (!said.isEmpty()) text += QLatin1Char('\n') + said.join(QLatin1Char('\n'));
    text += QLatin1Char('\n') +
            tr("Your result: %1 instead of %2.")
                .arg(History::money(w.alternativeNet, true), History::money(w.actualNet, true));
    return text;
}
