// The rule editor's simulated house edge: the simulator playing one seat by the chart, off the
// GUI thread, on request. How it runs: docs/analysis.md, "Simulator", "In the app".
#pragma once

#include "rules/rule_set.h"
#include "sim/simulator.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

class SimulatedEdge : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SimulatedEdge is provided by RuleEditorModel.simulatedEdge.")
    // The rounds to simulate (at least 1,000).
    Q_PROPERTY(int rounds READ rounds WRITE setRounds NOTIFY roundsChanged)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    // The rules are valid and nothing runs.
    Q_PROPERTY(bool canStart READ canStart NOTIFY changed)
    // Fraction of the rounds played (0..1), while running.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    // "0.78 % ± 0.03 %" when ready, else "—".
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // What was played and how: rounds, strategy, seconds; or why nothing could be (translated).
    Q_PROPERTY(QString detail READ detail NOTIFY changed)

public:
    explicit SimulatedEdge(QObject* parent = nullptr);
    ~SimulatedEdge() override;

    int rounds() const { return rounds_; }
    void setRounds(int n);
    bool running() const { return running_.has_value(); }
    bool canStart() const { return rules_.has_value() && !running(); }
    double progress() const { return progress_; }
    bool ready() const { return result_.has_value(); }
    QString text() const;
    QString detail() const;
    // The estimate in percent and its standard error, when ready.
    std::optional<double> percent() const;
    std::optional<double> standardErrorPercent() const;

    Q_INVOKABLE void start();
    Q_INVOKABLE void stop();

    // The rules to simulate (nullopt: the rules being edited are not valid).
    void setRules(const std::optional<f27::RuleSet>& rules);
    // Threads the simulation uses (the editor: one fewer than the cores, at least one).
    void setThreads(int n) { threads_ = n; }
    // Blocks until the running simulation has finished (tests).
    void waitForResult();

signals:
    void roundsChanged();
    void changed();
    void progressChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Outcome {
        f27::SimReport report;
        bool playerBet = false; // a betting mode: the bet on the player hand was played
        bool splitOnce = false; // the chart was derived splitting once (resplits)
        bool mimic = false;     // no chart: the dealer's strategy was played
        std::string chartError; // why there is no chart, when mimic
    };
    struct Running {
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<double>> progress;
        std::shared_ptr<std::atomic<bool>> deriving; // the chart is being derived first
    };
    void finished();

    int rounds_ = 10'000'000;
    int threads_ = 1;
    std::optional<f27::RuleSet> rules_;
    std::optional<Running> running_;
    std::optional<Outcome> result_;
    std::string error_;
    bool dropResult_ = false; // the rules changed while running
    bool deriving_ = false;   // as last polled: the chart is being derived
    double progress_ = 0;
    QFutureWatcher<f27::Result<Outcome>> watcher_;
    QTimer poll_;
};
