#include "house_edge.h"

#include "analysis_text.h"
#include "strategy/chart_memo.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart_ev.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <limits>

using namespace f27;

HouseEdge::HouseEdge(QObject* parent) : QObject(parent) {
    delay_.setSingleShot(true);
    delay_.setInterval(400);
    connect(&delay_, &QTimer::timeout, this, &HouseEdge::start);
    poll_.setInterval(200);
    connect(&poll_, &QTimer::timeout, this, &HouseEdge::pollProgress);
    connect(&watcher_, &QFutureWatcher<Result<Edges>>::finished, this, &HouseEdge::finished);
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
    std::optional<double> shipped;
    if (given)
        if (auto chart = shippedChartFor(*given)) shipped = chart->houseEdgePercent;
    if (rules) rules->id = rules->name = {};
    if (rules == rules_) {
        if (shipped) { // a renamed copy of the rules has the same edge, shipped or not
            basicPercent_ = shipped;
            basicShipped_ = true;
            emit changed();
        }
        return;
    }
    basicPercent_ = shipped;
    basicShipped_ = shipped.has_value();
    basicError_.clear();
    dealerBet_.reset();
    stalemateBet_.reset();
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
              std::make_shared<std::atomic<double>>(0.0), QDateTime::currentMSecsSinceEpoch(),
              std::make_shared<std::atomic<double>>(std::numeric_limits<double>::quiet_NaN())};
    // Progress: the optimal analysis, then (when no chart ships) the chart's derivation and its
    // exact edge, in shares of the bar roughly as long as they take.
    const bool betting = this->betting();
    const bool derive = !basicShipped_ && !betting;
    // Betting modes: each bet an analysis of its own (baccarat-like: three), equal shares.
    const int bets = !betting ? 1 : rules_->wagerMode == WagerMode::BaccaratLike ? 3 : 1;
    const double share = derive ? 0.45 : 1.0 / bets;
    ExactOptions options;
    options.threads = threads_;
    options.cancelled = [flag = r.cancel] { return flag->load(); };
    options.progress = [p = r.progress, share](double f) { p->store(share * f); };
    running_ = r;
    progress_ = 0;
    optimalKnown_ = false;
    setState(Computing);
    poll_.start();
    watcher_.setFuture(QtConcurrent::run([rules = *rules_, options, derive, r]() -> Result<Edges> {
        const Composition shoe = Composition::fromShoe(rules.shoe);
        auto optimal = exactRoundEv(rules, shoe, options);
        if (!optimal) return fail(optimal.error());
        r.optimal->store(*optimal);
        Edges out{*optimal, std::nullopt, {}, std::nullopt, std::nullopt};
        if (rules.wagerMode == WagerMode::BaccaratLike) {
            int done = 1;
            for (BetSide side : {BetSide::Dealer, BetSide::Stalemate}) {
                ExactOptions o = options;
                o.bet = side;
                o.progress = [p = r.progress, done](double f) { p->store((done + f) / 3); };
                auto ev = exactRoundEv(rules, shoe, o);
                if (!ev) return fail(ev.error());
                (side == BetSide::Dealer ? out.dealerBet : out.stalemateBet) = -100.0 * *ev;
                ++done;
            }
        }
        if (!derive) return out;
        ChartOptions chartOptions;
        chartOptions.threads = options.threads;
        chartOptions.cancelled = options.cancelled;
        chartOptions.progress = [p = r.progress](double f) { p->store(0.45 + 0.35 * f); };
        // Derived once per game in this process (chart_memo.h): the table's computer seats
        // play this chart at once when these rules are played.
        if (auto known = recallChart(rules); known && known->evPerRound) {
            out.basicPercent = -100.0 * *known->evPerRound;
            return out;
        }
        auto chart = deriveChartOnce(rules, chartOptions);
        if (!chart) {
            out.basicError = chart.error();
            return out;
        }
        chartOptions.progress = [p = r.progress](double f) { p->store(0.8 + 0.2 * f); };
        auto ev = chartRoundEv(rules, *chart, shoe, chartOptions, *optimal);
        if (ev) {
            out.basicPercent = -100.0 * *ev;
            rememberChartEv(rules, *ev);
        } else {
            out.basicError = ev.error();
        }
        return out;
    }));
}

void HouseEdge::finished() {
    if (!running_) return;
    const Running done = *running_;
    running_.reset();
    poll_.stop();
    const Result<Edges> result = watcher_.result();
    optimalKnown_ = false;
    if (done.generation == generation_ && !done.cancel->load()) {
        analysedGeneration_ = generation_;
        if (result) {
            percent_ = -100.0 * result->optimalEv;
            error_.clear();
            if (!basicShipped_) {
                basicPercent_ = result->basicPercent;
                basicError_ = result->basicError;
            }
            dealerBet_ = result->dealerBet;
            stalemateBet_ = result->stalemateBet;
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
    const double optimal = running_->optimal->load();
    if (!optimalKnown_ && !std::isnan(optimal) && running_->generation == generation_) {
        optimalKnown_ = true; // shown while the chart is derived
        percent_ = -100.0 * optimal;
        emit changed();
    }
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
        if (!optimalReady()) return tr("computing… %1 %").arg(static_cast<int>(progress_ * 100));
        [[fallthrough]]; // the chart's edge is still computing
    case Ready:
        return tr("%1 %").arg(QString::number(percent_, 'f', 2));
    case Unavailable:
        return QStringLiteral("\u2014");
    }
    return {};
}

QString HouseEdge::dealerBetText() const {
    return dealerBet_ ? tr("%1 %").arg(QLocale().toString(*dealerBet_, 'f', 2)) : QString();
}

QString HouseEdge::stalemateBetText() const {
    return stalemateBet_ ? tr("%1 %").arg(QLocale().toString(*stalemateBet_, 'f', 2)) : QString();
}

QString HouseEdge::basicText() const {
    if (betting()) {
        if (rules_->wagerMode == WagerMode::Slot) return tr("none (the slot mode has one bet)");
        if (dealerBet_ && stalemateBet_)
            return tr("dealer hand %1 %, stalemate %2 %")
                .arg(QString::number(*dealerBet_, 'f', 2), QString::number(*stalemateBet_, 'f', 2));
        if (computing()) return tr("computing…");
        return QStringLiteral("\u2014");
    }
    if (basicPercent_) return tr("%1 %").arg(QString::number(*basicPercent_, 'f', 2));
    if (computing()) return tr("computing…");
    if (state_ == Unavailable || (state_ == Idle && !rules_)) return QStringLiteral("\u2014");
    if (state_ == Ready && !basicError_.empty())
        return tr("no chart: %1").arg(AnalysisText::whyUnavailable(basicError_));
    return tr("no chart for these rules");
}

QString HouseEdge::reason() const {
    return state_ == Unavailable ? AnalysisText::whyUnavailable(error_) : QString();
}
