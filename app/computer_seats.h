// The computer seats: what they wager (a setting) and how they decide, by the engine's policies
// (docs/analysis.md, "Charts derived in a process").
#pragma once

#include "round/policy.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class ComputerSeats : public QObject {
    Q_OBJECT

public:
    explicit ComputerSeats(QObject* parent = nullptr);
    ~ComputerSeats() override;

    // The rules at the table changed: the seats choose how to play them (strategyChanged).
    void playRules(const f27::RuleSet& rules);
    // A computer seat's decision in `round`, whose seat to act is one of them.
    f27::Action choose(const f27::Round& round) { return policy_->choose(round); }
    // How they play these rules, in a translated sentence.
    QString strategy() const;
    bool playChart() const { return playChart_; }

    // Each computer seat's wager per round (positive).
    f27::Money wager() const { return wager_; }
    // False (and nothing changes) for a wager that is not positive.
    bool setWager(f27::Money wager);

signals:
    void strategyChanged();

private:
    void chartDerived();

    f27::WagerMode wagerMode_ = f27::WagerMode::Standard;
    f27::Money wager_;
    std::unique_ptr<f27::Policy> policy_;
    bool playChart_ = false;
    QFutureWatcher<f27::Result<f27::StrategyChart>> chartWatcher_;
    std::shared_ptr<std::atomic<bool>> chartCancel_;
    bool chartPending_ = false;
    QString chartError_; // why the derivation failed, when it did
};
