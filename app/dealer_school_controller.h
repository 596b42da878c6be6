// The dealer school for QML: the trainee runs a table of computer players and the engine judges
// every step (engine/school). Two modes:
//   - Run the table (Procedure): the trainee performs each dealer step — cards, insurance, the
//     natural check, each hand's play, the dealer's play, the payouts — and the last step's
//     verdict is shown at once as a floor supervisor would (what was wrong, what is right, the
//     rule); the round then continues correctly (DealerProcedure carried out the right step).
//   - Spot the error (Spot): the computer deals and the trainee stops it on an error
//     (SchoolSpotter over f27::ErrorSpotting).
// It decides no rule: every judgement comes from f27::DealerProcedure. Each mode has its own
// provably fair table (a fresh OS key, or useKey() for tests and screenshots) and its own view.
#pragma once

#include "preset_names.h"
#include "school_clock.h"
#include "school_scores.h"
#include "school_spotter.h"
#include "school_table_view.h"
#include "school_verdict.h"
#include "training_progress.h"

#include "round/table.h"
#include "school/dealer_procedure.h"
#include "school/exam.h"
#include "school/training_players.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class DealerSchoolController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The rule set: a preset or a rule file (as TableController::loadRules takes it).
    Q_PROPERTY(QStringList presets READ presets CONSTANT)
    Q_PROPERTY(QStringList presetNames READ presetNames NOTIFY namesChanged)
    Q_PROPERTY(QString rulesId READ rulesId NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesSource READ rulesSource NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY namesChanged)
    Q_PROPERTY(QString rulesError READ rulesError NOTIFY rulesChanged)
    Q_PROPERTY(bool finnishIndices READ finnishIndices NOTIFY rulesChanged)
    Q_PROPERTY(int target READ target NOTIFY rulesChanged)
    // Computer players at the table, 1 to 7.
    Q_PROPERTY(int seatCount READ seatCount WRITE setSeatCount NOTIFY seatCountChanged)
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    // The page is on show: rounds start and the spotting mode's time runs only then.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    // The table of the mode in play.
    Q_PROPERTY(SchoolTableView* view READ view NOTIFY modeChanged)
    Q_PROPERTY(SchoolScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(SchoolSpotter* spot READ spot CONSTANT)
    // The shoe of the mode in play (P-1: its commitment).
    Q_PROPERTY(QString commitment READ commitment NOTIFY shoeChanged)
    Q_PROPERTY(int shoeRemaining READ shoeRemaining NOTIFY shoeChanged)
    Q_PROPERTY(int shoeSize READ shoeSize NOTIFY shoeChanged)
    Q_PROPERTY(int cutCard READ cutCard NOTIFY shoeChanged)
    Q_PROPERTY(int discards READ discards NOTIFY shoeChanged)

    // Run the table: this round.
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY roundChanged)
    Q_PROPERTY(bool roundOver READ roundOver NOTIFY roundChanged)
    Q_PROPERTY(int roundSteps READ roundSteps NOTIFY roundChanged)
    Q_PROPERTY(int roundErrors READ roundErrors NOTIFY roundChanged)
    Q_PROPERTY(int roundHints READ roundHints NOTIFY roundChanged)
    // Whole seconds since the round's first step could be taken; stops when the round is over.
    Q_PROPERTY(int roundSeconds READ roundSeconds NOTIFY clockChanged)
    Q_PROPERTY(QString roundClock READ roundClock NOTIFY clockChanged)
    // The last step's verdict (kind "" before the round's first step).
    Q_PROPERTY(SchoolVerdict verdict READ verdict NOTIFY verdictChanged)
    // Why the last input was refused (an unreadable step or amount); "" when it was taken.
    Q_PROPERTY(QString inputError READ inputError NOTIFY inputErrorChanged)
    // The right next step, once asked for (showHint()); "" otherwise.
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged)
    // The step field's syntax.
    Q_PROPERTY(QString stepSyntax READ stepSyntax CONSTANT)
    // Where every judged step, watched step and exam is recorded (kept across restarts).
    Q_PROPERTY(TrainingProgress* progress READ progress WRITE setProgress NOTIFY progressChanged)
    // The exam (school/exam.h): N rounds of "Run the table" under a pass mark.
    Q_PROPERTY(bool examActive READ examActive NOTIFY examChanged)
    Q_PROPERTY(bool examFinished READ examFinished NOTIFY examChanged)
    Q_PROPERTY(bool examPassed READ examPassed NOTIFY examChanged)
    // "Exam: round 3 of 25 · 1 error · 42 s a round", or the result when finished.
    Q_PROPERTY(QString examStatus READ examStatus NOTIFY examChanged)

public:
    // Drills and Progress are the page's own panes (DrillController, TrainingProgress): the
    // table and its clocks rest while they are on show.
    enum Mode { Procedure, Spot, Drills, Progress };
    Q_ENUM(Mode)

    explicit DealerSchoolController(QObject* parent = nullptr);
    ~DealerSchoolController() override;

    QStringList presets() const;
    QStringList presetNames() const;
    QString rulesId() const { return QString::fromStdString(rules_.id); }
    QString rulesSource() const { return rulesSource_; }
    QString rulesName() const { return ruleSetDisplayName(rules_.id, rules_.name); }
    QString rulesError() const { return rulesError_; }
    bool finnishIndices() const;
    int target() const;
    int seatCount() const { return seatCount_; }
    void setSeatCount(int n);
    Mode mode() const { return mode_; }
    void setMode(Mode m);
    bool active() const { return active_; }
    void setActive(bool active);
    SchoolTableView* view();
    SchoolScoreModel* scores() { return &scores_; }
    SchoolSpotter* spot() { return &spot_; }
    QString commitment() const;
    int shoeRemaining() const;
    int shoeSize() const;
    int cutCard() const { return rules_.shoe.cutCard; }
    int discards() const;

    int roundNumber() const { return roundNumber_; }
    bool roundOver() const;
    int roundSteps() const;
    int roundErrors() const;
    int roundHints() const { return roundHints_; }
    int roundSeconds() const;
    QString roundClock() const;
    SchoolVerdict verdict() const;
    QString inputError() const { return inputError_; }
    QString hint() const { return hint_; }
    QString stepSyntax() const;

    // Switches the rule set: a preset id or a rule file path (or file:// URL). Both modes start
    // again with fresh tables. False, with rulesError, when the rules cannot be played.
    Q_INVOKABLE bool loadRules(const QString& presetOrPath);
    // Tests and screenshots: both tables' shoes are shuffled with this key (64 hex digits) and
    // the rounds start again. False for a malformed key.
    Q_INVOKABLE bool useKey(const QString& hex);
    // Tests and screenshots: the computer players' wagers and choices and the spotting mode's
    // errors follow this seed (default: from the OS); the rounds start again.
    Q_INVOKABLE void useSeed(int seed);

    // Run the table: the dealer's steps. Seats and hands are 0-based (seat -1: the dealer).
    // Each is judged by the engine (verdict) and the round goes on correctly. False when the
    // step was not taken: no round in play, or an unreadable input (see inputError).
    Q_INVOKABLE bool dealTo(int seat, int hand, bool faceUp);
    Q_INVOKABLE bool offerInsurance();
    Q_INVOKABLE bool checkNatural();
    // `play`: "hit", "stand", "double", "split", "surrender" (a forced play) or "choice" (the
    // player chooses).
    Q_INVOKABLE bool declare(int seat, int hand, const QString& play);
    Q_INVOKABLE bool revealHole();
    Q_INVOKABLE bool dealerHit();
    Q_INVOKABLE bool dealerStand();
    // `result`: "pay", "take", "push" or "surrender"; the amount as "17.5", "17,5" or "35/2"
    // (none for a push).
    Q_INVOKABLE bool settleHand(int seat, int hand, const QString& result,
                                const QString& amountText);
    // `result`: "pay" or "take".
    Q_INVOKABLE bool settleInsurance(int seat, const QString& result, const QString& amountText);
    // A step's canonical text, as the command line's `deal` reads it ("pay 1 17.5").
    Q_INVOKABLE bool performText(const QString& text);
    // The chips: `amountText` plus `chip`, exactly ("" counts as 0); `amountText` unchanged
    // when it cannot be read.
    Q_INVOKABLE QString addAmount(const QString& amountText, const QString& chip) const;
    // Shows the right next step (counted in the round's hints).
    Q_INVOKABLE void showHint();
    // The next round of the mode in play (Run the table: once the round is over).
    Q_INVOKABLE bool nextRound();
    // Starts an exam at these rules and seats (the pass mark: at most maxErrors errors in all,
    // at most maxSecondsPerRound seconds a round on average); false with inputError when the
    // settings are out of range. Hints are refused while it runs.
    Q_INVOKABLE bool startExam(int rounds, int maxErrors, int maxSecondsPerRound);
    Q_INVOKABLE void abandonExam();
    // Saves the finished exam's report: .pdf prints it, anything else is the HTML page.
    Q_INVOKABLE bool saveExamReport(const QString& pathOrUrl);
    TrainingProgress* progress() const { return progress_; }
    void setProgress(TrainingProgress* p);
    bool examActive() const { return exam_.has_value() && !examDone_; }
    bool examFinished() const { return exam_.has_value() && examDone_; }
    bool examPassed() const { return exam_ && examDone_ && exam_->passed(); }
    QString examStatus() const;

    // The procedure mode's round (tests); null without one.
    const f27::DealerProcedure* procedure() const { return procedure_ ? &*procedure_ : nullptr; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void rulesChanged();
    void namesChanged(); // the rule sets' names: with the rules and the language
    void progressChanged();
    void examChanged();
    void seatCountChanged();
    void modeChanged();
    void activeChanged();
    void shoeChanged();
    void roundChanged();
    void clockChanged();
    void verdictChanged();
    void inputErrorChanged();
    void hintChanged();
    // A sound cue for the presentation layer: "deal", "chips", "shuffle", "win", "loss".
    void cue(const QString& name);

private:
    bool perform(const f27::ProcedureStep& step);
    bool refuse(const QString& why);
    bool seatAtTable(int seat);
    std::optional<f27::Money> amount(const QString& text);
    void newTables();
    void restart();
    void ensureRound();
    bool startProcedureRound();
    bool startSpotRound();
    void finishProcedureRound();
    void setInputError(const QString& e);
    void setHint(const QString& h);
    // The round's clocks run while the page is on show in this mode and the round is live.
    void updateClocks();
    f27::Table* modeTable() const;
    f27::RoundSetup wagers(f27::TrainingPlayers& players);

    f27::RuleSet rules_;
    QString rulesSource_ = QStringLiteral("poker-like");
    QString rulesError_;
    int seatCount_ = 3;
    Mode mode_ = Procedure;
    QPointer<TrainingProgress> progress_;
    std::optional<f27::ExamTally> exam_;
    bool examDone_ = false;
    void finishExamRound();
    bool active_ = false;
    std::optional<f27::ShuffleKey> key_;
    std::uint64_t seed_ = 0;
    int spotRounds_ = 0;

    // Run the table.
    std::unique_ptr<f27::Table> table_;
    std::unique_ptr<f27::TrainingPlayers> players_;
    std::optional<f27::DealerProcedure> procedure_;
    std::optional<f27::StepVerdict> lastVerdict_;
    SchoolTableView view_;
    SchoolScoreModel scores_;
    int roundNumber_ = 0;
    int roundHints_ = 0;
    SchoolClock roundClock_, stepClock_; // running while the trainee can act
    int finalSeconds_ = -1;              // the round's time once it is over
    QTimer tick_;
    QString inputError_, hint_;

    // Spot the error.
    std::unique_ptr<f27::Table> spotTable_;
    std::unique_ptr<f27::TrainingPlayers> spotPlayers_;
    SchoolSpotter spot_;
};
