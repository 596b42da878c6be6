// The rule editor's house edge: the exact analysis and the chart's edge of the rules as edited,
// off the GUI thread. How it runs: docs/analysis.md, "The rule editor's house edge".
#pragma once

#include "exact/exact_ev.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

class HouseEdge : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("HouseEdge is provided by RuleEditorModel.houseEdge.")
    // Compute only while true (the editor page binds it to its visibility).
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(State state READ state NOTIFY changed)
    Q_PROPERTY(bool computing READ computing NOTIFY changed)
    // Fraction of the initial deals analysed (0..1), while computing.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // The house edge in percent (positive: the house wins), when optimalReady.
    Q_PROPERTY(double optimalPercent READ optimalPercent NOTIFY changed)
    // The optimal edge is known (Ready, or Computing the basic-strategy edge after it).
    Q_PROPERTY(bool optimalReady READ optimalReady NOTIFY changed)
    // "0.78 %", "computing… 12 %", "—".
    Q_PROPERTY(QString optimalText READ optimalText NOTIFY changed)
    Q_PROPERTY(QString basicText READ basicText NOTIFY changed)
    // Why there is no value (translated), when Unavailable.
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    // The rules are in a betting mode (baccarat-like or slot): optimalText is the bet on the
    // player hand's edge, basicText the other bets'.
    Q_PROPERTY(bool betting READ betting NOTIFY changed)
    // The baccarat-like mode's other bets, each on its own ("1.06 %"; "" until known).
    Q_PROPERTY(QString dealerBetText READ dealerBetText NOTIFY changed)
    Q_PROPERTY(QString stalemateBetText READ stalemateBetText NOTIFY changed)
    // Seconds the running computation has taken so far.
    Q_PROPERTY(int elapsedSeconds READ elapsedSeconds NOTIFY progressChanged)

public:
    enum State { Idle, Waiting, Computing, Ready, Unavailable };
    Q_ENUM(State)

    explicit HouseEdge(QObject* parent = nullptr);
    ~HouseEdge() override;

    bool active() const { return active_; }
    void setActive(bool on);
    State state() const { return state_; }
    bool computing() const { return state_ == Computing || state_ == Waiting; }
    double progress() const { return progress_; }
    double optimalPercent() const { return percent_; }
    bool optimalReady() const { return state_ == Ready || (state_ == Computing && optimalKnown_); }
    // The basic-strategy edge in percent, when known.
    std::optional<double> basicPercent() const { return basicPercent_; }
    QString optimalText() const;
    QString basicText() const;
    QString reason() const;
    int elapsedSeconds() const;
    bool betting() const { return rules_ && rules_->wagerMode != f27::WagerMode::Standard; }
    // The other bets' edges in percent (baccarat-like mode), when known.
    std::optional<double> dealerBetPercent() const { return dealerBet_; }
    std::optional<double> stalemateBetPercent() const { return stalemateBet_; }
    QString dealerBetText() const;
    QString stalemateBetText() const;

    // The rules to analyse (nullopt: the rules being edited are not valid).
    void setRules(const std::optional<f27::RuleSet>& rules);
    // Milliseconds to wait after a change before starting (typing pauses); tests use 0.
    void setDelayMs(int ms) { delay_.setInterval(ms); }
    // Threads of each analysis (the round's value is the same for any number: exact_ev.h).
    void setThreads(int n) { threads_ = n; }
    // Blocks until the current rules are analysed or refused (tests).
    void waitForResult();

signals:
    void activeChanged();
    void changed();
    void progressChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Running {
        int generation = 0;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<double>> progress;
        qint64 startedMs = 0;
        // The optimal EV, published by the worker before it derives the chart (NaN: not yet).
        std::shared_ptr<std::atomic<double>> optimal;
    };
    // What a run computes: the optimal EV per round, and the basic-strategy edge in percent
    // when it had to be derived (or why it could not be).
    struct Edges {
        double optimalEv = 0;
        std::optional<double> basicPercent;
        std::string basicError;
        std::optional<double> dealerBet, stalemateBet; // betting modes: percent
    };
    void schedule();
    void start();
    void finished();
    void pollProgress();
    void setState(State s);

    bool active_ = false;
    int threads_ = 1;
    std::optional<f27::RuleSet> rules_;
    int generation_ = 0;          // the rules on show
    int analysedGeneration_ = -1; // the rules whose result (or refusal) is on show
    State state_ = Idle;
    double progress_ = 0;
    double percent_ = 0;
    bool optimalKnown_ = false;                      // Computing: the optimal part is done
    std::optional<double> basicPercent_;             // of the shipped or the derived chart
    bool basicShipped_ = false;                      // basicPercent_ is the shipped chart's
    std::string basicError_;                         // why the chart could not be derived
    std::optional<double> dealerBet_, stalemateBet_; // betting modes
    std::string error_;
    std::optional<Running> running_;
    QFutureWatcher<f27::Result<Edges>> watcher_;
    QTimer delay_, poll_;
};
