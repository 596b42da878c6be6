#include "house_edge.h"

#include "analysis_text.h"
#include "shipped_chart.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QtConcurrent/QtConcurrentRun>

using namespace f27;

HouseEdge::HouseEdge(QObject* parent) : QObject(parent) {
    delay_.setSingleShot(true);
    delay_.setInterval(400);
    connect(&delay_, &QTimer::timeout, this, &HouseEdge::start);
    poll_.setInterval(200);
    connect(&poll_, &QTimer::timeout, this, &HouseEdge::pollProgress);
    connect(&watcher_, &QFutureWatcher<Result<double>>::finished, this, &HouseEdge::finished);
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

HouseEdge::~HouseEdge() {
    if (running_) running_->cancel->store(true);
    watcher_.waitForFinished(); // stops at the analysis' next poll of the flag
}

bool HouseEdge::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit changed();
    return QObject::eventFilter(watched, event);
}

void HouseEdge::setActive(bool on) {
    if (on == active_) return;
    active_ = on;
    emit activeChanged();
    if (on)
        schedule();
    else if (running_) // closed: stop; the value is computed again when it is looked at
        running_->cancel->store(true);
}

void HouseEdge::setRules(const std::optional<RuleSet>& given) {
    // The name and id do not change the game: renaming keeps the value.
    std::optional<RuleSet> rules = given;
    // The basic-strategy edge is recorded with the chart shipped for exactly these rules.
    basicPercent_.reset();
    if (given)
        if (auto shipped = shippedChartFor(*given)) basicPercent_ = shipped->houseEdgePercent;
    if (rules) rules->id = rules->name = {};
    if (rules == rules_) return;
    rules_ = rules;
    ++generation_;
    if (running_) running_->cancel->store(true);
    schedule();
}

void HouseEdge::schedule() {
    if (!rules_) {
        error_.clear();
        analysedGeneration_ = generation_;
        setState(Idle);
        return;
    }
    if (analysedGeneration_ == generation_ && (state_ == Ready || state_ == Unavailable)) return;
    if (!active_) {
        setState(Idle);
        return;
    }
    progress_ = 0;
    emit progressChanged();
    setState(Waiting);
    delay_.start();
}

void HouseEdge::start() {
    if (running_ || !rules_ || !active_) return; // a cancelled run still stopping: finished()
    if (analysedGeneration_ == generation_) return;
    Running r{generation_, std::make_shared<std::atomic<bool>>(false),
              std::make_shared<std::atomic<double>>(0.0), QDateTime::currentMSecsSinceEpoch()};
    ExactOptions options;
    options.threads = 1; // the table stays responsive on a small machine
    options.cancelled = [flag = r.cancel] { return flag->load(); };
    options.progress = [p = r.progress](double f) { p->store(f); };
    running_ = r;
    progress_ = 0;
    setState(Computing);
    poll_.start();
    watcher_.setFuture(QtConcurrent::run([rules = *rules_, options]() {
        return exactRoundEv(rules, Composition::fromShoe(rules.shoe), options);
    }));
}

void HouseEdge::finished() {
    if (!running_) return;
    const Running done = *running_;
    running_.reset();
    poll_.stop();
    const Result<double> result = watcher_.result();
    if (done.generation == generation_ && !done.cancel->load()) {
        analysedGeneration_ = generation_;
        if (result) {
            percent_ = -100.0 * *result;
            error_.clear();
            setState(Ready);
        } else {
            error_ = result.error();
            setState(Unavailable);
        }
        return;
    }
    schedule(); // the rules changed meanwhile (or the page closed)
}

void HouseEdge::pollProgress() {
    if (!running_) return;
    progress_ = running_->progress->load();
    emit progressChanged();
}

void HouseEdge::waitForResult() {
    while (computing()) {
        if (delay_.isActive()) {
            delay_.stop();
            start();
        }
        watcher_.waitForFinished();
        QCoreApplication::sendPostedEvents(&watcher_);
        QCoreApplication::processEvents();
    }
}

void HouseEdge::setState(State s) {
    state_ = s;
    emit changed();
}

int HouseEdge::elapsedSeconds() const {
    if (!running_) return 0;
    return static_cast<int>((QDateTime::currentMSecsSinceEpoch() - running_->startedMs) / 1000);
}

QString HouseEdge::optimalText() const {
    switch (state_) {
    case Idle:
        return rules_ ? QStringLiteral("\u2014") : tr("\u2014 (the rules are not valid)");
    case Waiting:
    case Computing:
        return tr("computing… %1 %").arg(static_cast<int>(progress_ * 100));
    case Ready:
        return tr("%1 %").arg(QString::number(percent_, 'f', 2));
    case Unavailable:
        return QStringLiteral("\u2014");
    }
    return {};
}

QString HouseEdge::basicText() const {
    if (basicPercent_) return tr("%1 %").arg(QString::number(*basicPercent_, 'f', 2));
    return tr("no chart for these rules");
}

QString HouseEdge::reason() const {
    return state_ == Unavailable ? AnalysisText::whyUnavailable(error_) : QString();
}
