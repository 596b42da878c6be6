// The dealer school's drills for QML: flash cards generated from the rule set
// (engine/school/drills.h), answered from the keyboard with instant feedback and the rule ID,
// adaptive (weak kinds come back more often, levels rise with accuracy) and optionally timed.
// It decides nothing: items, answers and checks are the engine's.
#pragma once

#include "card_face.h"

#include "school/drills.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class DrillController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // A preset id or a rule file's path (as TableController::loadRules takes it).
    Q_PROPERTY(QString rulesSource READ rulesSource WRITE setRulesSource NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesError READ rulesError NOTIFY rulesChanged)
    Q_PROPERTY(bool finnishIndices READ finnishIndices NOTIFY rulesChanged)
    // The kinds these rules have ("payout", "total", "forced", "dealer", "showdown") and their
    // names in the chosen language.
    Q_PROPERTY(QStringList availableKinds READ availableKinds NOTIFY rulesChanged)
    Q_PROPERTY(QStringList availableKindLabels READ availableKindLabels NOTIFY rulesChanged)
    // The kinds to drill (ids); empty: every kind the rules have.
    Q_PROPERTY(QStringList kinds READ kinds WRITE setKinds NOTIFY kindsChanged)
    Q_PROPERTY(bool timed READ timed WRITE setTimed NOTIFY timedChanged)
    Q_PROPERTY(int timedSeconds READ timedSeconds WRITE setTimedSeconds NOTIFY timedChanged)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY clockChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // The item on show.
    Q_PROPERTY(QString kind READ kind NOTIFY itemChanged)
    Q_PROPERTY(QString kindLabel READ kindLabel NOTIFY itemChanged)
    Q_PROPERTY(int level READ level NOTIFY itemChanged)
    Q_PROPERTY(QString question READ question NOTIFY itemChanged)
    Q_PROPERTY(QList<CardFace> playerCards READ playerCards NOTIFY itemChanged)
    Q_PROPERTY(QList<CardFace> dealerCards READ dealerCards NOTIFY itemChanged)
    // How to answer, as a key line ("h hit · s stand · c choice"); a typed answer when empty.
    Q_PROPERTY(QString answerKeys READ answerKeys NOTIFY itemChanged)
    Q_PROPERTY(bool typedAnswer READ typedAnswer NOTIFY itemChanged)
    // The feedback to the last answer.
    Q_PROPERTY(bool answered READ answered NOTIFY answeredChanged)
    Q_PROPERTY(bool lastCorrect READ lastCorrect NOTIFY answeredChanged)
    Q_PROPERTY(QString lastGiven READ lastGiven NOTIFY answeredChanged)
    Q_PROPERTY(QString rightAnswer READ rightAnswer NOTIFY answeredChanged)
    Q_PROPERTY(QString rule READ rule NOTIFY answeredChanged)
    Q_PROPERTY(QString explanation READ explanation NOTIFY answeredChanged)
    // The session so far.
    Q_PROPERTY(int answeredCount READ answeredCount NOTIFY statsChanged)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY statsChanged)
    Q_PROPERTY(int streak READ streak NOTIFY statsChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY statsChanged)

public:
    explicit DrillController(QObject* parent = nullptr);

    QString rulesSource() const { return rulesSource_; }
    void setRulesSource(const QString& presetOrPath);
    QString rulesName() const;
    QString rulesError() const { return rulesError_; }
    bool finnishIndices() const;
    QStringList availableKinds() const;
    QStringList availableKindLabels() const;
    QStringList kinds() const { return kinds_; }
    void setKinds(const QStringList& kinds);
    bool timed() const { return timed_; }
    void setTimed(bool on);
    int timedSeconds() const { return timedSeconds_; }
    void setTimedSeconds(int s);
    int secondsLeft() const { return secondsLeft_; }
    bool running() const { return session_.has_value() && !finished_; }

    QString kind() const;
    QString kindLabel() const;
    int level() const;
    QString question() const;
    QList<CardFace> playerCards() const;
    QList<CardFace> dealerCards() const;
    QString answerKeys() const;
    bool typedAnswer() const;
    bool answered() const { return last_.has_value(); }
    bool lastCorrect() const { return last_ && last_->correct; }
    QString lastGiven() const;
    QString rightAnswer() const;
    QString rule() const;
    QString explanation() const;
    int answeredCount() const;
    int correctCount() const;
    int streak() const { return streak_; }
    QString summary() const;

    // Starts a session of the chosen kinds (seeded from the clock unless setSeed was called).
    Q_INVOKABLE bool start();
    // Judges an answer to the item on show; false when there is none or it was answered.
    Q_INVOKABLE bool answer(const QString& given);
    // The next item after the feedback.
    Q_INVOKABLE void next();
    Q_INVOKABLE void stop();
    // Tests and screenshots: the seed of the next start().
    Q_INVOKABLE void setSeed(qulonglong seed) { seed_ = seed; }
    // The drill kind's name in the chosen language.
    static QString kindName(f27::DrillKind k);

signals:
    void rulesChanged();
    void kindsChanged();
    void timedChanged();
    void clockChanged();
    void runningChanged();
    void itemChanged();
    void answeredChanged();
    void statsChanged();
    // Every answer, for the trainee's record (kind id, right or not, milliseconds).
    void answerRecorded(const QString& kind, bool correct, int millis);

private:
    const f27::DrillItem* item() const;
    void finish();

    f27::RuleSet rules_;
    QString rulesSource_;
    QString rulesError_;
    QStringList kinds_;
    bool timed_ = false;
    int timedSeconds_ = 60;
    int secondsLeft_ = 0;
    bool finished_ = false;
    std::optional<f27::DrillSession> session_;
    std::optional<f27::DrillItem> current_; // the session's pending item, copied for QML
    std::optional<f27::DrillAnswer> last_;
    int streak_ = 0;
    std::optional<qulonglong> seed_;
    QElapsedTimer itemClock_;
    QTimer clock_;
};
