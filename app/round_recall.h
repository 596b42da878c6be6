// One round of the history on a felt, step by step (engine/store/recall.h): the table after any
// number of its events, its log with the rule of each event, and at a decision of the player
// the exact value of every option (computed off the GUI thread) and "what if" another option
// had been taken (only from a shoe whose key is revealed).
//
// Invariants:
// - The felt shows what the player saw: the dealer's hole card stays face down until revealed.
// - A value result belongs to the decision it was asked for; a stale one is dropped.
#pragma once

#include "history.h"
#include "round_presenter.h"

#include "store/recall.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

class RoundRecall : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)
    Q_PROPERTY(int roundId READ roundId WRITE setRoundId NOTIFY roundChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY roundChanged)
    Q_PROPERTY(QString error READ error NOTIFY roundChanged)
    Q_PROPERTY(QString title READ title NOTIFY roundChanged)
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY roundChanged)
    Q_PROPERTY(int target READ target NOTIFY roundChanged)
    Q_PROPERTY(bool finnishIndices READ finnishIndices NOTIFY roundChanged)
    Q_PROPERTY(int humanSeat READ humanSeat NOTIFY roundChanged)
    Q_PROPERTY(int seatCount READ seatCount NOTIFY roundChanged)
    // The log: each event in words, its rule ID ("" when none), and whether it is a decision of
    // the player that the analysis found costly.
    Q_PROPERTY(QStringList log READ log NOTIFY roundChanged)
    Q_PROPERTY(QStringList logRules READ logRules NOTIFY roundChanged)
    Q_PROPERTY(QList<int> mistakeSteps READ mistakeSteps NOTIFY roundChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY roundChanged)
    // Events shown on the felt (0 .. stepCount).
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    Q_PROPERTY(SeatListModel* seats READ seats CONSTANT)
    Q_PROPERTY(QList<CardFace> dealerCards READ dealerCards NOTIFY stepChanged)
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY stepChanged)
    // The next event is a decision of the player: its options and what was chosen.
    Q_PROPERTY(bool atDecision READ atDecision NOTIFY stepChanged)
    Q_PROPERTY(QString chosen READ chosen NOTIFY stepChanged)
    Q_PROPERTY(QStringList options READ options NOTIFY stepChanged)
    Q_PROPERTY(QStringList optionLabels READ optionLabels NOTIFY stepChanged)
    // The exact values at the decision: [{action, label, evText, best, chosen}].
    Q_PROPERTY(QVariantList values READ values NOTIFY valuesChanged)
    Q_PROPERTY(bool computing READ computing NOTIFY valuesChanged)
    Q_PROPERTY(QString valuesError READ valuesError NOTIFY valuesChanged)
    // The last what-if in words, or why there is none.
    Q_PROPERTY(QString whatIfText READ whatIfText NOTIFY whatIfChanged)

public:
    explicit RoundRecall(QObject* parent = nullptr);
    ~RoundRecall() override;

    History* history() const { return history_; }
    void setHistory(History* h);
    int roundId() const { return static_cast<int>(roundId_); }
    void setRoundId(int id);
    bool loaded() const { return stored_.has_value(); }
    QString error() const { return error_; }
    QString title() const;
    QString rulesName() const;
    int target() const;
    bool finnishIndices() const;
    int humanSeat() const { return stored_ ? stored_->seat : 0; }
    int seatCount() const { return stored_ ? static_cast<int>(stored_->setup.seats.size()) : 0; }
    QStringList log() const { return log_; }
    QStringList logRules() const { return logRules_; }
    QList<int> mistakeSteps() const { return mistakeSteps_; }
    int stepCount() const { return stored_ ? static_cast<int>(stored_->events.size()) : 0; }
    int step() const { return step_; }
    void setStep(int s);
    SeatListModel* seats() { return presenter_.seats(); }
    QList<CardFace> dealerCards() const { return presenter_.dealerCards(); }
    QString dealerTotal() const { return presenter_.dealerTotal(); }
    bool atDecision() const { return !options_.isEmpty(); }
    QString chosen() const { return chosen_; }
    QStringList options() const { return options_; }
    QStringList optionLabels() const;
    QVariantList values() const;
    bool computing() const { return computing_; }
    QString valuesError() const { return valuesError_; }
    QString whatIfText() const { return whatIfText_; }

    // The step of the next (or previous) decision of the player; -1 when none.
    Q_INVOKABLE int nextDecision(int from) const;
    Q_INVOKABLE int previousDecision(int from) const;
    // What if `action` (an action name) had been taken at the decision on show.
    Q_INVOKABLE void whatIf(const QString& action);
    // Blocks until the values are computed (tests, screenshots).
    void waitForValues();

signals:
    void historyChanged();
    void roundChanged();
    void stepChanged();
    void valuesChanged();
    void whatIfChanged();

private:
    using Values = f27::Result<std::vector<f27::ActionValue>>;
    void load();
    void showStep();
    void requestValues();
    void valuesReady();
    bool isPlayerDecision(int index) const;
    QString describeWhatIf(const f27::WhatIf& w) const;

    QPointer<History> history_;
    qint64 roundId_ = 0;
    std::optional<f27::StoredRound> stored_;
    QString error_;
    QStringList log_, logRules_;
    QList<int> mistakeSteps_;
    int step_ = 0;
    RoundPresenter presenter_;
    QString chosen_;
    QStringList options_;
    std::vector<f27::ActionValue> values_;
    bool computing_ = false;
    QString valuesError_;
    QString whatIfText_;
    int valuesFor_ = -1; // the event index the values are of
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFutureWatcher<Values> watcher_;
};
