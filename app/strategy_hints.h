// Strategy hints for the human seat: the exact EV of every legal action of
// the decision in play (engine/exact/exact_ev.h), computed off the GUI thread, and the check of
// each decision against the best action (the mistake warning and the session's decision accuracy).
//
// Invariants:
// - At most one analysis runs at a time (QtConcurrent on the global pool). Requests made while
//   one runs wait; a waiting request that is neither the one on show nor one already decided
//   is dropped when it is superseded.
// - A result is shown only if it belongs to the latest request (the decision in play); a stale
//   result is discarded for display, but still used to judge the decision it belongs to when
//   the player has already made it (a decision is judged once, when its values are known).
// - The values are those of exactActionValues for the round as it stood when requested and the
//   cards the player has not seen (the dealer's hole card included).
// - Texts are built when read, so that a language switch re-translates them (changed() is
//   emitted on QEvent::LanguageChange).
#pragma once

#include "exact/exact_ev.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <map>
#include <optional>

// The value of one legal action of the decision on show: its name ("hit", …), its EV per unit
// of the wager it applies to, and that EV as shown ("+0.123", "−0.500").
struct ActionHint {
    Q_GADGET
    QML_VALUE_TYPE(actionHint)
    Q_PROPERTY(QString action MEMBER action CONSTANT)
    Q_PROPERTY(double ev MEMBER ev CONSTANT)
    Q_PROPERTY(QString evText MEMBER evText CONSTANT)
public:
    QString action;
    double ev = 0;
    QString evText;
    friend bool operator==(const ActionHint&, const ActionHint&) = default;
};

class StrategyHints : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StrategyHints is provided by TableController.hints.")
    // Show the values while deciding (the hints toggle).
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY settingsChanged)
    // With hints off: point out a mistake after the decision, with its EV cost.
    Q_PROPERTY(
        bool mistakeWarnings READ mistakeWarnings WRITE setMistakeWarnings NOTIFY settingsChanged)
    Q_PROPERTY(State state READ state NOTIFY changed)
    Q_PROPERTY(bool computing READ computing NOTIFY changed)
    // Why there are no values for this decision (translated; "" unless state is Unavailable).
    Q_PROPERTY(QString unavailableReason READ unavailableReason NOTIFY changed)
    // The value of every legal action, in the order of Round::legalActions(); empty unless
    // Ready.
    Q_PROPERTY(QList<ActionHint> values READ values NOTIFY changed)
    // The action with the highest EV ("" unless Ready).
    Q_PROPERTY(QString best READ best NOTIFY changed)
    // One line for the table: "computing…", the best action, or why there is no hint.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // The last mistake pointed out ("" when none, or after the next deal).
    Q_PROPERTY(QString warning READ warning NOTIFY warningChanged)

public:
    enum State { Idle, Computing, Ready, Unavailable };
    Q_ENUM(State)

    // A decision judged against the best action: EVs per unit of `wager`.
    struct Judgement {
        f27::Action chosen;
        f27::Action best;
        double chosenEv = 0, bestEv = 0, wager = 0;
        int round = 0;       // the caller's serial number of the round (request())
        int eventIndex = -1; // the caller's index of the decision in its round (request())
        std::vector<f27::ActionValue> values; // every legal action's EV per unit
        bool mistake() const;
        double cost() const { return mistake() ? (bestEv - chosenEv) * wager : 0; }
    };

    explicit StrategyHints(QObject* parent = nullptr);
    ~StrategyHints() override;

    bool enabled() const { return enabled_; }
    void setEnabled(bool on);
    bool mistakeWarnings() const { return mistakeWarnings_; }
    void setMistakeWarnings(bool on);
    State state() const { return state_; }
    bool computing() const { return state_ == Computing; }
    QString unavailableReason() const;
    QList<ActionHint> values() const;
    QString best() const;
    QString summary() const;
    QString warning() const;
    // A judged mistake in words, with its EV cost (translated when called).
    static QString describeMistake(const Judgement& j);

    // The decision in play changed: analyse `round` (in its Decision or Insurance phase) with
    // `unseen` the cards the player has not seen; `wager` is what the EVs are per unit of;
    // `roundSerial` and `eventIndex` are handed back in the judgement.
    void request(const f27::Round& round, const f27::Composition& unseen, double wager,
                 int roundSerial = 0, int eventIndex = -1);
    // The player chose `a` for the decision last requested: it is judged now or when its
    // values arrive (judged()); the values on show are cleared.
    void decided(f27::Action a);
    // No decision in play any more (a new round, other rules): clears what is shown.
    void clear();
    void clearWarning();
    // The values of the decision on show (in the order of Round::legalActions()).
    const std::vector<f27::ActionValue>& actionValues() const { return values_; }
    // Blocks until no analysis runs or waits (tests, shutdown).
    void waitForIdle();

signals:
    void settingsChanged();
    void changed();
    void warningChanged();
    // A decision was judged (hints on or off): for the session statistics.
    void judged(const StrategyHints::Judgement& j);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using Values = f27::Result<std::vector<f27::ActionValue>>;
    struct Job {
        int generation = 0;
        f27::Round round;
        f27::Composition unseen;
        double wager = 0;
        int roundSerial = 0;
        int eventIndex = -1;
    };
    struct Decided {
        f27::Action action;
        double wager = 0;
        int roundSerial = 0;
        int eventIndex = -1;
    };
    void startNext();
    void finished();
    void judge(const std::vector<f27::ActionValue>& values, const Decided& d);
    void show(State s);

    bool enabled_ = false;
    bool mistakeWarnings_ = true;
    State state_ = Idle;
    int generation_ = 0;         // the latest request (the decision on show)
    std::deque<Job> waiting_;    // requests not started yet
    std::optional<int> running_; // the generation being analysed
    double runningWager_ = 0;
    std::map<int, Decided> decidedEarly_; // decided before their values were known
    double shownWager_ = 0;
    int shownRound_ = 0;
    int shownEvent_ = -1;
    std::vector<f27::ActionValue> values_; // of generation_, when Ready
    std::string error_;                    // of generation_, when Unavailable
    std::optional<Judgement> warning_;
    QFutureWatcher<Values> watcher_;
};
