// The strategy school's drill in the app: decisions dealt by real play, asked by the practice
// session (practice/practice_session.h: weighted toward the player's missed and costly cells,
// Leitner boxes), each answered with a key and marked at once against the exact EV of every
// option. Every answer is recorded in the history; the next question is prepared off the GUI
// thread while the verdict shows. A speed run counts answers per minute for a minute.
#pragma once

#include "card_face.h"
#include "practice/practice_session.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class History;

class StrategyDrill : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // A preset id or a rule file (TableController::rulesSource).
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY rulesChanged)
    // Where the answers are kept and the record is read from (none: nothing is kept).
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)
    // "all", "soft", "pairs", "multi", "insurance", "exceptions".
    Q_PROPERTY(QString mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(QStringList modes READ modes CONSTANT)
    Q_PROPERTY(QStringList modeLabels READ modeLabels CONSTANT)
    // The cells asked (empty: every cell of the mode), as set by restrictTo.
    Q_PROPERTY(QStringList cells READ cells NOTIFY cellsChanged)
    Q_PROPERTY(QString cellsCaption READ cellsCaption NOTIFY cellsChanged)
    // "idle" (not started), "waiting" (a question is being prepared), "asking", "answered",
    // "finished" (a speed run's minute is over).
    Q_PROPERTY(QString state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    Q_PROPERTY(QList<CardFace> playerCards READ playerCards NOTIFY questionChanged)
    Q_PROPERTY(QList<CardFace> dealerCards READ dealerCards NOTIFY questionChanged)
    Q_PROPERTY(QString playerTotal READ playerTotal NOTIFY questionChanged)
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY questionChanged)
    Q_PROPERTY(QString cell READ cell NOTIFY questionChanged)
    Q_PROPERTY(QString cellCaption READ cellCaption NOTIFY questionChanged)
    Q_PROPERTY(QString context READ context NOTIFY questionChanged)
    // The legal actions ("hit", "stand", ... as the table names them) and their labels.
    Q_PROPERTY(QStringList actions READ actions NOTIFY questionChanged)
    Q_PROPERTY(QStringList actionLabels READ actionLabels NOTIFY questionChanged)
    // After an answer: right or not, in words, and every option [{action, label, ev, cost,
    // best, chosen, chart}], best first.
    Q_PROPERTY(bool right READ right NOTIFY stateChanged)
    Q_PROPERTY(QString verdict READ verdict NOTIFY stateChanged)
    Q_PROPERTY(QVariantList options READ options NOTIFY stateChanged)
    // Where the chart plays otherwise than the exact best for the cards seen: says so.
    Q_PROPERTY(QString chartNote READ chartNote NOTIFY stateChanged)
    // This session's tally.
    Q_PROPERTY(int answered READ answered NOTIFY tallyChanged)
    Q_PROPERTY(int rightCount READ rightCount NOTIFY tallyChanged)
    Q_PROPERTY(QString evLostText READ evLostText NOTIFY tallyChanged)
    // The session's mistakes, costliest first: [{cell, caption, situation, answer, best, cost,
    // costText, options: [{label, ev}]}].
    Q_PROPERTY(QVariantList mistakes READ mistakes NOTIFY tallyChanged)
    // Speed: a run of kSpeedSeconds; answers per minute and accuracy so far.
    Q_PROPERTY(bool speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY speedChanged)
    Q_PROPERTY(double perMinute READ perMinute NOTIFY tallyChanged)

public:
    static constexpr int kSpeedSeconds = 60;

    explicit StrategyDrill(QObject* parent = nullptr);
    ~StrategyDrill() override;

    QString rules() const { return rulesSource_; }
    void setRules(const QString& source);
    History* history() const { return history_; }
    void setHistory(History* history);
    QString mode() const;
    void setMode(const QString& mode);
    QStringList modes() const;
    QStringList modeLabels() const;
    QStringList cells() const { return cells_; }
    QString cellsCaption() const;
    QString state() const { return state_; }
    QString error() const { return error_; }
    QList<CardFace> playerCards() const;
    QList<CardFace> dealerCards() const;
    QString playerTotal() const;
    QString dealerTotal() const;
    QString cell() const;
    QString cellCaption() const;
    QString context() const;
    QStringList actions() const;
    QStringList actionLabels() const;
    bool right() const { return verdict_ && verdict_->right; }
    QString verdict() const;
    QVariantList options() const;
    QString chartNote() const;
    int answered() const { return answered_; }
    int rightCount() const { return rightCount_; }
    QString evLostText() const;
    QVariantList mistakes() const { return mistakes_; }
    bool speed() const { return speed_; }
    void setSpeed(bool on);
    int secondsLeft() const { return secondsLeft_; }
    double perMinute() const;
    // The question asked, if any (tests and screenshots; the page shows values only after the
    // answer).
    const f27::PracticeQuestion* question() const { return question_ ? &*question_ : nullptr; }
    // The drill's seed for the sessions started from now on (0: a random one each time): tests
    // and screenshots deal the same decisions every run.
    void setSeed(std::uint64_t seed) { fixedSeed_ = seed; }
    Q_INVOKABLE void useSeed(int seed) { setSeed(static_cast<std::uint64_t>(seed)); }

    // Starts (or restarts) a session: the record from the history, a fresh seed, the first
    // question. A speed run starts its clock at the first question.
    Q_INVOKABLE void start();
    // Answers the question (an action name of `actions`); ignored when not asking.
    Q_INVOKABLE void answer(const QString& action);
    // After a verdict: the next question (prepared already, or as soon as it is).
    Q_INVOKABLE void next();
    // Asks only these cells (empty: all of the mode) and starts again.
    Q_INVOKABLE void restrictTo(const QStringList& cells);
    // A drill of this session's mistakes' cells.
    Q_INVOKABLE void drillMistakes();

signals:
    void rulesChanged();
    void historyChanged();
    void modeChanged();
    void cellsChanged();
    void stateChanged();
    void questionChanged();
    void tallyChanged();
    void speedChanged();

private:
    using Prepared = f27::Result<f27::PracticeQuestion>;
    void prepare();  // the next question, off the GUI thread
    void prepared(); // ... is ready
    void show(f27::PracticeQuestion q);
    void setState(const QString& s);
    void record(const f27::PracticeVerdict& v, f27::Action chosen);
    void tick();

    QString rulesSource_;
    QPointer<History> history_;
    std::optional<f27::RuleSet> rules_;
    f27::PracticeMode mode_ = f27::PracticeMode::All;
    QStringList cells_;
    std::shared_ptr<f27::PracticeSession> session_;
    // Where the worker that starts a session leaves it.
    std::shared_ptr<std::shared_ptr<f27::PracticeSession>> pendingSlot_;
    QFutureWatcher<Prepared> watcher_;
    std::optional<Prepared> ready_; // prepared while the verdict shows
    bool wantNext_ = false;         // next() was asked before the question was ready
    std::optional<f27::PracticeQuestion> question_;
    std::optional<f27::PracticeVerdict> verdict_;
    f27::Action chosen_ = f27::Action::Stand;
    QString state_ = QStringLiteral("idle");
    QString error_;
    int answered_ = 0, rightCount_ = 0;
    double evLost_ = 0;
    QVariantList mistakes_;
    QElapsedTimer asked_;
    bool speed_ = false;
    int secondsLeft_ = kSpeedSeconds;
    int speedAnswered_ = 0;
    QElapsedTimer speedClock_;
    QTimer speedTimer_;
    std::uint64_t fixedSeed_ = 0;
};
