// "Spot the error" (game protection) for QML: the computer deals a round step by step at the
// table's pace (f27::ErrorSpotting); now and then a step is a realistic dealer error, and the
// trainee stops the game on it. Each step stays on show for stepMs() (the watch tempo times
// the table's animation speed), then it is let pass and the right step is carried out. A catch,
// a miss or a false alarm pauses the game with the supervisor's explanation.
#pragma once

#include "school_table_view.h"
#include "school_verdict.h"

#include "school/error_spotting.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class SchoolSpotter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by DealerSchoolController")
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    // The step on show: in words, as its canonical text, and where it happens (seat -1: the
    // dealer or the whole table; hand -1: the seat as a whole).
    Q_PROPERTY(QString shownText READ shownText NOTIFY shownChanged)
    Q_PROPERTY(QString shownStep READ shownStep NOTIFY shownChanged)
    Q_PROPERTY(int shownSeat READ shownSeat NOTIFY shownChanged)
    Q_PROPERTY(int shownHand READ shownHand NOTIFY shownChanged)
    // Counts the steps shown (a new value: a new step; the view restarts its countdown).
    Q_PROPERTY(int shownSerial READ shownSerial NOTIFY shownChanged)
    // How long a step stays on show, in milliseconds.
    Q_PROPERTY(int stepMs READ stepMs NOTIFY tempoChanged)
    // The table's animation speed (settings.animationMs), the base of the tempo.
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY tempoChanged)
    // "slow", "normal" or "fast".
    Q_PROPERTY(QString tempo READ tempo WRITE setTempo NOTIFY tempoChanged)
    // The chance, in percent, that a step that can carry an error is shown with one.
    Q_PROPERTY(int errorPercent READ errorPercent WRITE setErrorPercent NOTIFY errorRateChanged)
    Q_PROPERTY(SchoolVerdict result READ result NOTIFY resultChanged)
    // The session's tally, and this round's.
    Q_PROPERTY(int catches READ catches NOTIFY tallyChanged)
    Q_PROPERTY(int misses READ misses NOTIFY tallyChanged)
    Q_PROPERTY(int falseAlarms READ falseAlarms NOTIFY tallyChanged)
    Q_PROPERTY(int passes READ passes NOTIFY tallyChanged)
    Q_PROPERTY(int roundCatches READ roundCatches NOTIFY tallyChanged)
    Q_PROPERTY(int roundErrorsShown READ roundErrorsShown NOTIFY tallyChanged)
    Q_PROPERTY(int roundFalseAlarms READ roundFalseAlarms NOTIFY tallyChanged)
    Q_PROPERTY(SchoolTableView* view READ view CONSTANT)

public:
    enum State {
        Idle,     // no round
        Watching, // a step on show, its time running
        Paused,   // a step on show, the time stopped (pause, or the page hidden)
        Judged,   // a catch, a miss or a false alarm explained; resume() watches on
        Over      // the round is over
    };
    Q_ENUM(State)

    explicit SchoolSpotter(QObject* parent = nullptr);
    ~SchoolSpotter() override;

    State state() const { return state_; }
    QString shownText() const;
    QString shownStep() const;
    int shownSeat() const;
    int shownHand() const;
    int shownSerial() const { return shownSerial_; }
    int stepMs() const;
    int animationMs() const { return animationMs_; }
    void setAnimationMs(int ms);
    QString tempo() const { return tempo_; }
    void setTempo(const QString& tempo);
    int errorPercent() const { return errorPercent_; }
    void setErrorPercent(int percent);
    SchoolVerdict result() const;
    int catches() const { return session_.catches; }
    int misses() const { return session_.misses; }
    int falseAlarms() const { return session_.falseAlarms; }
    int passes() const { return session_.passes; }
    int roundCatches() const;
    int roundErrorsShown() const;
    int roundFalseAlarms() const;
    SchoolTableView* view() { return &view_; }

    // The trainee stops the game on the step on show (Watching or Paused). False otherwise.
    Q_INVOKABLE bool stop();
    // Lets the step on show pass now, as its time running out does (tests, screenshots).
    Q_INVOKABLE bool letPass();
    // Pause / watch on (Watching <-> Paused; after a result: watch on).
    Q_INVOKABLE void togglePause();
    // After a result (Judged) or a pause: the next step is shown and its time runs.
    Q_INVOKABLE void resume();

    // A new round to watch (rules and seats for the view's words and seats).
    void begin(f27::DealerProcedure procedure, std::uint64_t seed, const f27::RuleSet& rules,
               int seatCount);
    // No round (the rules or the seats changed).
    void reset(const f27::RuleSet& rules, int seatCount);
    bool hasRound() const { return spotting_.has_value(); }
    // The page is shown (the time runs) or hidden (a step on show is paused).
    void setActive(bool active);
    // The step on show, with whether it is an error (tests, screenshots; QML never sees it).
    const f27::ShownStep* shown() const { return shown_ ? &*shown_ : nullptr; }
    // The round being watched (tests); null without one.
    const f27::ErrorSpotting* spotting() const { return spotting_ ? &*spotting_ : nullptr; }
    // Words again in the current language.
    void retranslate();

signals:
    void stateChanged();
    void shownChanged();
    void tempoChanged();
    void errorRateChanged();
    void resultChanged();
    void tallyChanged();
    // A sound cue: "deal", "chips", "shuffle" (the table), "win" (a catch), "loss".
    void cue(const QString& name);
    void roundOver();
    // Each answer, for the trainee's record: "catch", "miss", "false-alarm" or "pass".
    void answered(const QString& result);

private:
    void showNext();
    void respond(bool stopped);
    void setState(State s);

    std::optional<f27::ErrorSpotting> spotting_;
    std::optional<f27::ShownStep> shown_;
    // The last result: the step shown, what the trainee did, the judge's verdict on the step.
    struct LastResult {
        f27::ShownStep shown;
        f27::SpotResult result;
        f27::StepVerdict verdict;
    };
    std::optional<LastResult> last_;
    f27::SpotTally session_;
    State state_ = Idle;
    bool active_ = false;
    int shownSerial_ = 0;
    int animationMs_ = 350;
    QString tempo_ = QStringLiteral("normal");
    int errorPercent_ = 20;
    QTimer timer_;
    QElapsedTimer shownFor_;
    SchoolTableView view_;
};
