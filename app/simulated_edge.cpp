#include "simulated_edge.h"

#include "sim/sim_strategy.h"
#include "strategy/shipped_chart.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace f27;

SimulatedEdge::SimulatedEdge(QObject* parent) : QObject(parent) {
    poll_.setInterval(100);
    connect(&poll_, &QTimer::timeout, this, [this] {
        if (!running_) return;
        progress_ = running_->progress->load();
        emit progressChanged();
        if (running_->deriving->load() != deriving_) {
            deriving_ = !deriving_;
            emit changed(); // the detail says which step runs
        }
    });
    connect(&watcher_, &QFutureWatcher<Result<Outcome>>::finished, this, &SimulatedEdge::finished);
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

SimulatedEdge::~SimulatedEdge() {
    if (running_) running_->cancel->store(true);
    watcher_.waitForFinished(); // the simulator stops within one batch of rounds
}

bool SimulatedEdge::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit changed();
    return QObject::eventFilter(watched, event);
}

void SimulatedEdge::setRounds(int n) {
    n = std::max(n, 1000);
    if (n == rounds_) return;
    rounds_ = n;
    emit roundsChanged();
}

void SimulatedEdge::setRules(const std::optional<RuleSet>& given) {
    // The name and id do not change the game: renaming keeps the result.
    auto game = [](std::optional<RuleSet> r) {
        if (r) r->id = r->name = r->description = {};
        return r;
    };
    if (game(given) == game(rules_)) {
        rules_ = given; // the shipped chart is found by the preset's id
        return;
    }
    rules_ = given;
    result_.reset();
    error_.clear();
    if (running_) {
        running_->cancel->store(true);
        dropResult_ = true;
    }
    emit changed();
}

void SimulatedEdge::start() {
    if (!canStart()) return;
    Running r{std::make_shared<std::atomic<bool>>(false),
              std::make_shared<std::atomic<double>>(0.0),
              std::make_shared<std::atomic<bool>>(false)};
    deriving_ = false;
    running_ = r;
    dropResult_ = false;
    result_.reset();
    error_.clear();
    progress_ = 0;
    emit progressChanged();
    emit changed();
    poll_.start();
    const std::int64_t rounds = rounds_;
    const int threads = threads_;
    watcher_.setFuture(QtConcurrent::run([rules = *rules_, rounds, threads,
                                          r]() -> Result<Outcome> {
        Outcome out;
        SimOptions o;
        o.rounds = rounds;
        o.threads = threads;
        o.seed = 1;
        o.cancelFlag = r.cancel.get();
        o.progress = [p = r.progress](std::int64_t done, std::int64_t total) {
            p->store(static_cast<double>(done) /
                     static_cast<double>(std::max<std::int64_t>(total, 1)));
        };
        if (rules.wagerMode != WagerMode::Standard) {
            // Nobody decides in the betting modes: the bet on the player hand is simulated.
            out.playerBet = true;
            o.strategy = std::make_shared<const SimStrategy>(SimStrategy::nobodyDecides(rules));
        } else {
            ChartOptions co;
            co.threads = threads;
            co.cancelled = [flag = r.cancel] { return flag->load(); };
            // Deriving (no chart ships and none is remembered): its progress on the bar first.
            co.progress = [p = r.progress, d = r.deriving](double f) {
                d->store(true);
                p->store(f);
            };
            auto chart = shippedOrDerivedChart(rules, co);
            r.deriving->store(false);
            r.progress->store(0);
            if (r.cancel->load()) return fail("stopped");
            Result<SimStrategy> compiled = fail("no chart");
            if (chart) {
                out.splitOnce = chart->splitOnce;
                compiled = SimStrategy::fromChart(rules, chart->chart);
            }
            if (compiled) {
                o.strategy = std::make_shared<const SimStrategy>(std::move(compiled).value());
            } else { // no chart to play: the dealer's own strategy, said so
                out.mimic = true;
                out.chartError = chart ? compiled.error() : chart.error();
                o.strategy = std::make_shared<const SimStrategy>(SimStrategy::dealerMimic(rules));
            }
        }
        auto report = simulate(rules, o);
        if (!report) return fail(report.error());
        out.report = std::move(report).value();
        return out;
    }));
}

void SimulatedEdge::stop() {
    if (running_) running_->cancel->store(true);
}

void SimulatedEdge::finished() {
    if (!running_) return;
    running_.reset();
    poll_.stop();
    const Result<Outcome> result = watcher_.result();
    if (dropResult_) { // the rules changed meanwhile: this result is not theirs
        dropResult_ = false;
        emit changed();
        return;
    }
    if (result && result->report.stats.rounds > 0)
        result_ = *result;
    else if (!result && result.error() != "stopped")
        error_ = result.error();
    progress_ = 1;
    emit progressChanged();
    emit changed();
}

void SimulatedEdge::waitForResult() {
    watcher_.waitForFinished();
    QCoreApplication::processEvents(); // delivers finished()
}

std::optional<double> SimulatedEdge::percent() const {
    if (!result_) return std::nullopt;
    return -100.0 * result_->report.ev();
}

std::optional<double> SimulatedEdge::standardErrorPercent() const {
    if (!result_) return std::nullopt;
    return 100.0 * result_->report.standardError();
}

QString SimulatedEdge::text() const {
    if (!result_) return QStringLiteral("\u2014");
    const QLocale loc;
    return tr("%1 % \u00b1 %2 %")
        .arg(loc.toString(*percent(), 'f', 2), loc.toString(*standardErrorPercent(), 'f', 2));
}

QString SimulatedEdge::detail() const {
    const QLocale loc;
    if (running_)
        return deriving_ ? tr("Deriving the basic-strategy chart for these rules first…")
                         : tr("Simulating %1 rounds…").arg(loc.toString(rounds_));
    if (!error_.empty()) return tr("Not simulated: %1").arg(QString::fromStdString(error_));
    if (!result_) return {};
    const SimReport& r = result_->report;
    const QString played = loc.toString(static_cast<qlonglong>(r.stats.rounds));
    QString what;
    if (result_->playerBet)
        what = tr("%1 rounds of the bet on the player hand").arg(played);
    else if (result_->mimic)
        what = tr("%1 rounds playing the dealer's strategy (no chart: %2)")
                   .arg(played, QString::fromStdString(result_->chartError));
    else if (result_->splitOnce)
        what = tr("%1 rounds by the chart for one split, resplitting where it splits").arg(played);
    else
        what = tr("%1 rounds by the basic-strategy chart").arg(played);
    what += tr(", %1 s").arg(loc.toString(r.seconds, 'f', r.seconds < 1 ? 2 : 1));
    if (r.cancelled) what += tr(" (stopped)");
    return what;
}
