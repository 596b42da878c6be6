#include "computer_seats.h"

#include "analysis_text.h"
#include "table_defaults.h"

#include "rules/rule_set_json.h"
#include "strategy/chart_memo.h"
#include "strategy/shipped_chart.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace f27;

ComputerSeats::ComputerSeats(QObject* parent)
    : QObject(parent), wager_(TableDefaults::kBotWager),
      policy_(std::make_unique<DealerMimicPolicy>()) {
    connect(&chartWatcher_, &QFutureWatcher<Result<StrategyChart>>::finished, this,
            &ComputerSeats::chartDerived);
}

ComputerSeats::~ComputerSeats() {
    if (chartCancel_) chartCancel_->store(true);
    chartWatcher_.waitForFinished(); // stops at the derivation's next poll of the flag
}

bool ComputerSeats::setWager(Money wager) {
    if (wager <= Money{}) return false;
    wager_ = wager;
    return true;
}

// The chart for exactly these rules: the shipped one for a preset; for other rules one derived
// off the GUI thread (seconds to tens of seconds on one thread), the dealer's own rule until then.
void ComputerSeats::playRules(const RuleSet& rules) {
    if (chartCancel_) chartCancel_->store(true); // the previous rules' derivation, if any
    chartCancel_.reset();
    chartPending_ = false;
    chartError_.clear();
    wagerMode_ = rules.wagerMode;
    if (auto shipped = shippedChartFor(rules)) {
        policy_ = std::make_unique<ChartPolicy>(std::move(shipped->chart));
        playChart_ = true;
    } else if (auto known = recallChart(rules); known && known->chart) {
        // Derived already in this process (the rule editor's house edge): played at once.
        policy_ = std::make_unique<ChartPolicy>(std::move(known->chart).value());
        playChart_ = true;
    } else {
        policy_ = std::make_unique<DealerMimicPolicy>();
        playChart_ = false;
        // The betting modes have no decisions: nothing to derive.
        if (rules.wagerMode == WagerMode::Standard && validateRuleSet(rules).ok()) {
            chartPending_ = true;
            auto cancel = std::make_shared<std::atomic<bool>>(false);
            chartCancel_ = cancel;
            chartWatcher_.setFuture(QtConcurrent::run([rules, cancel] {
                ChartOptions options;
                options.cancelled = [cancel] { return cancel->load(); };
                return deriveChartOnce(rules, options);
            }));
        }
    }
    emit strategyChanged();
}

// A derivation finished: its chart is taken if it is the current rules' (a superseded one was
// cancelled and its result is dropped).
void ComputerSeats::chartDerived() {
    // A superseded future's signal may still arrive: result() would then wait for the current.
    if (!chartPending_ || !chartCancel_ || chartCancel_->load() || !chartWatcher_.isFinished())
        return;
    const Result<StrategyChart> chart = chartWatcher_.result();
    chartPending_ = false;
    if (chart) {
        policy_ = std::make_unique<ChartPolicy>(*chart);
        playChart_ = true;
    } else {
        chartError_ = QString::fromStdString(chart.error());
    }
    emit strategyChanged();
}

QString ComputerSeats::strategy() const {
    if (wagerMode_ != WagerMode::Standard)
        return tr("Nobody decides in this wager mode: both hands follow fixed strategies.");
    if (playChart_) return tr("Computer seats play the basic-strategy chart for these rules.");
    if (chartPending_)
        return tr("Computer seats play the dealer's rule until the basic-strategy chart for these "
                  "rules is derived (seconds).");
    if (!chartError_.isEmpty())
        return tr("Computer seats play the dealer's rule: %1")
            .arg(AnalysisText::whyUnavailable(chartError_.toStdString()));
    return tr("Computer seats play the dealer's rule: there is no basic-strategy chart for "
              "these rules.");
}
