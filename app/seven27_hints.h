// Hints for the human at the Seven Twenty-Seven table: the estimated chance
// of winning the 7 half and the 27 half and a suggested action, from the engine's equity
// estimator (engine/seven27/seven27_equity.h). The estimate is a Monte Carlo run of some tens of
// milliseconds, so it runs off the GUI thread; a newer request supersedes an older one.
#pragma once

#include "seven27/seven27_equity.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class Seven27Hints : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by Seven27Controller")
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    Q_PROPERTY(State state READ state NOTIFY changed)
    Q_PROPERTY(double seven READ seven NOTIFY changed)
    Q_PROPERTY(double twentySeven READ twentySeven NOTIFY changed)
    Q_PROPERTY(double potShare READ potShare NOTIFY changed)
    Q_PROPERTY(QString move READ move NOTIFY changed) // "pass", "bet", ..., "draw", "stay"
    Q_PROPERTY(qint64 amount READ amount NOTIFY changed)
    Q_PROPERTY(QString actionText READ actionText NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
public:
    enum State { Idle, Computing, Ready };
    Q_ENUM(State)

    explicit Seven27Hints(QObject* parent = nullptr);
    ~Seven27Hints() override;

    bool enabled() const { return enabled_; }
    void setEnabled(bool on);
    State state() const { return state_; }
    double seven() const { return result_.equity.seven; }
    double twentySeven() const { return result_.equity.twentySeven; }
    double potShare() const { return result_.equity.potShare; }
    QString move() const;
    qint64 amount() const { return result_.action.amount; }
    QString actionText() const;
    QString reason() const;

    // A hint for the seat to act in `view` (the human); ignored when disabled.
    void request(const f27::Seven27View& view);
    // No decision of the human on show: the hint is cleared.
    void clear();
    // Tests and screenshots: blocks until the running estimate (if any) is shown.
    void waitForIdle();

signals:
    void enabledChanged();
    void changed();

private:
    void finished();

    bool enabled_ = false;
    State state_ = Idle;
    f27::Seven27Suggestion result_;
    std::optional<f27::Seven27View> pending_; // asked for while an estimate was running
    QFutureWatcher<f27::Seven27Suggestion> watcher_;
    int serial_ = 0, runningSerial_ = 0;
};
