// The player's and the trainee's history in one SQLite file (Qt SQL, QSQLITE): sessions, shoes,
// every finished round with its event log, the decisions in it, the round in play, and every
// answer given in the dealer school. The schema, its migrations and the guarantees:
// docs/history.md.
//
// Invariants:
// - a finished round is written in one transaction (round, decisions, shoe, pending cleared):
//   after a crash it is there whole or not at all;
// - the key of a shoe still in play is kept (so the shoe can be verified after a crash) but
//   no query returns it before the shoe is finished (keyRevealed);
// - a file that fails PRAGMA quick_check is renamed aside, never deleted or written to, and
//   notice() names where it went; a file that is no SQLite database, or another program's, is
//   set aside so only at defaultPath() (elsewhere it is refused and left untouched).
#pragma once

#include "cards/card.h"
#include "cards/fair_shuffle.h"
#include "core/rational.h"
#include "core/result.h"
#include "practice/practice_record.h"
#include "round/events.h"
#include "round/round.h"
#include "rules/rule_set.h"
#include "school/training_record.h"

#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace f27 {

inline constexpr int kHistorySchemaVersion = 4;
inline constexpr int kMaxHistoryPage = 1000; // rows one listRounds() call returns at most

// The game a rule set belongs to, as the history groups rounds: the preset's id when the rules
// are a preset's (same id and canonical text), "custom" otherwise.
std::string historyGame(const RuleSet& rules);
// SHA-256 of the rule set's canonical JSON (ruleSetToJson), 64 hex digits.
std::string ruleSetHash(const RuleSet& rules);

// The shoe the cards came from, as the table holds it after a round.
struct ShoeState {
    std::string commitment;  // "" for a prearranged shoe (tests): no shoe is recorded then
    std::string keyHex;      // kept secret until revealed
    std::vector<Card> dealt; // every card dealt from it so far, in order
    bool revealed = false;   // P-3: the shoe is finished, its key may be shown
};

// The analysis of one decision (the hint engine's), when it was computed.
struct DecisionAnalysis {
    int eventIndex = -1;                            // the Decision event in the round's log
    std::vector<std::pair<Action, double>> options; // EV per unit wager of each legal action
    Action best = Action::Stand;
    double cost = 0; // (best − chosen) × wager, in money
};

struct FinishedRound {
    qint64 sessionId = 0;
    RuleSet rules;
    RoundSetup setup;
    std::vector<Event> events;
    int seat = 0;                         // the recorded player's box in the round
    std::optional<Money> bankrollAfter;   // unknown for rounds imported from an archive
    ShoeState shoe;                       // the shoe in play after the round
    std::vector<FinishedShoe> shoesEnded; // shoes finished during the round (keys revealed)
    std::vector<DecisionAnalysis> analysis;
    bool interrupted = false; // settled by the rules after the program stopped mid-round
    QDateTime playedAt;       // invalid: now
};

// The round in play, saved after every step so that it can be settled after a crash.
struct PendingRound {
    qint64 sessionId = 0;
    RuleSet rules;
    RoundSetup setup;
    std::vector<Event> events;
    int seat = 0;
    Money bankrollBefore;
    ShoeState shoe; // the shoe in play (its key kept secret)
    // Shoes finished since the last recorded round, in the order they were dealt from (a
    // reshuffle before the round): kept before the shoe in play so that the history holds its
    // shoes in deal order.
    std::vector<FinishedShoe> shoesEnded;
    QDateTime savedAt; // when it was saved last (read back by orphanedPending)
};

// One answer given in the strategy school (practice_session.h).
struct PracticeAnswer {
    std::string mode;      // practiceModeName
    std::string cell;      // the chart cell
    std::string situation; // the cards, as decisionSituation writes them
    Action answer = Action::Stand;
    Action best = Action::Stand;
    bool right = false;
    double cost = 0;        // EV given away, units of the wager
    double mistakeCost = 0; // what a mistake there costs (best less second best)
    int millis = 0;
    std::vector<std::pair<Action, double>> options; // every option's exact EV
    QDateTime at;                                   // invalid: now
};

// One answer given in the dealer school.
struct SchoolAnswer {
    enum class Source : std::uint8_t { Step, Drill, Spot };
    Source source = Source::Step;
    std::string kind; // the step category, drill kind ("payout", ...) or spot result
    std::string item; // what was asked (a step's text, a drill's question)
    std::string answer, rightAnswer;
    bool correct = false;
    int millis = 0;
    QDateTime at; // invalid: now
};

struct RoundFilter {
    std::string game;      // "" any
    std::string rulesHash; // "" any
    QDateTime from, to;    // invalid: unbounded; from inclusive, to exclusive
    bool mistakesOnly = false;
    friend bool operator==(const RoundFilter&, const RoundFilter&) = default;
};

// One line of the round list.
struct RoundSummary {
    qint64 id = 0;
    QDateTime playedAt; // UTC
    std::string game, rulesId, rulesName, rulesHash;
    Money wager, net;
    std::optional<Money> bankrollAfter;
    int decisions = 0, mistakes = 0; // mistakes among the analysed decisions
    double evLost = 0;
    bool interrupted = false;
};

// One decision of a stored round.
struct StoredDecision {
    int eventIndex = -1;
    int hand = 0;
    Action action = Action::Stand;
    std::string state; // "10♠ 4♥ (14) vs 9♦"
    std::string cell;  // the chart cell: "hard 14/2 v 9"
    std::optional<DecisionAnalysis> analysis;
};

struct StoredRound {
    RoundSummary summary;
    RuleSet rules;
    RoundSetup setup;
    std::vector<Event> events;
    int seat = 0;
    std::vector<StoredDecision> decisions;
    std::string shoeCommitment;        // "" when the round came from no keyed shoe
    int shoeOffset = 0;                // cards dealt from the shoe before this round
    std::vector<Card> shoeCardsBefore; // those cards (all dealt, so seen, before the round)
    bool shoeRevealed = false;
    std::optional<std::string> shoeKey; // only once revealed
    bool reshuffledMidRound = false;
};

// Aggregates over rounds and decisions (progress over time).
struct ProgressPeriod {
    QDate start; // the day, or the Monday of the week
    int rounds = 0;
    Money net, wagered;
    int decisions = 0, analysed = 0, mistakes = 0;
    double evLost = 0;
};
struct MistakeCell {
    std::string cell;
    Action chosen = Action::Stand, best = Action::Stand;
    int count = 0;
    double cost = 0;
};
struct SchoolCategory {
    SchoolAnswer::Source source = SchoolAnswer::Source::Step;
    std::string kind;
    int attempts = 0, correct = 0;
    int medianMillis = -1;
};
// The strategy school's answers (practice_answers) in a report's rule set and dates.
struct PracticeTotals {
    int answered = 0, right = 0;
    double evLost = 0; // units of the wager, summed over the answers
    friend bool operator==(const PracticeTotals&, const PracticeTotals&) = default;
};
struct ProgressReport {
    ProgressPeriod lifetime;
    std::vector<ProgressPeriod> periods; // oldest first, only periods with rounds
    std::vector<MistakeCell> costliest;  // costliest first, at most 10
    std::vector<SchoolCategory> school;
    PracticeTotals practice;
};
enum class Period : std::uint8_t { Day, Week };

class HistoryStore {
public:
    ~HistoryStore();
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    // Opens or creates the history at `path` (its folder is created): quick_check, WAL,
    // migrations to kHistorySchemaVersion. A damaged file, or one of a later schema, is not
    // touched beyond being renamed aside ("<path>.damaged-<yyyyMMdd-HHmmss>", its -wal and -shm
    // with it) when it is damaged; a later schema is refused with a message (never migrated
    // down). Errors start with the path.
    static Result<std::unique_ptr<HistoryStore>> open(const QString& path);
    // The application's data location (QStandardPaths::AppDataLocation of finnish27, shared by
    // the command line)/history.sqlite.
    static QString defaultPath();

    const QString& path() const { return path_; }
    // What open() did beyond opening: a damaged file moved aside, a training file imported.
    const QString& notice() const { return notice_; }
    int schemaVersion() const;

    // A new session of a front end ("app", "cli", "import") and its process; returns its id.
    Result<qint64> beginSession(const std::string& frontEnd);
    // The session ended normally: its shoes in play are finished and their keys revealed.
    Status endSession(qint64 sessionId, const std::vector<ShoeState>& shoes);

    // One transaction: the rule set, the round, its decisions, the shoe's cards and the shoes
    // finished in it, the pending round cleared. Returns the round's id.
    Result<qint64> recordRound(const FinishedRound& round);
    // The analysis of a decision that arrived after its round was recorded.
    Status addAnalysis(qint64 roundId, const DecisionAnalysis& analysis);
    // Whether the history holds this round (same log, same shoe, same place in it).
    bool hasRound(const FinishedRound& round);
    // The round in play, replacing the one saved before (one per session).
    Status savePending(const PendingRound& round);
    Status clearPending(qint64 sessionId);

    // Sessions whose process is gone but left a round in play (kill -9, power loss).
    std::vector<PendingRound> orphanedPending();
    // After a crash: every round left in play by a session whose process is gone is settled
    // by the rules (settleInterrupted, recall.h) and recorded, and that session's shoes are
    // finished (their keys revealed, P-3: the player has left that table).
    struct Recovery {
        int roundsSettled = 0;
        // The shoes those sessions left, now finished and revealed (the settled rounds' and
        // any other still secret), each with its key.
        std::vector<FinishedShoe> shoesFinished;
        std::vector<std::string> problems; // rounds that could not be settled (dropped)
    };
    Recovery recoverInterrupted();

    Status recordAnswer(const SchoolAnswer& answer);
    Status recordPractice(const RuleSet& rules, const PracticeAnswer& answer);
    // The strategy school's Leitner record for these rules: their practice answers and the
    // analysed decisions of rounds played by them at the table, in time order.
    Result<PracticeRecord> practiceRecord(const RuleSet& rules);
    Status recordExam(const ExamRecord& exam);
    // The dealer school's record: the imported baseline plus every answer and exam since.
    Result<TrainingRecord> trainingRecord();
    // Imports a JSON training record (the file dealer school kept before the history) once:
    // it becomes the baseline, and the file is renamed "<file>.imported". True when imported.
    Result<bool> importTrainingFile(const QString& jsonPath);

    int countRounds(const RoundFilter& filter);
    // Newest first; at most kMaxHistoryPage rows from `offset` (a jump: the time grows with
    // the offset).
    std::vector<RoundSummary> listRounds(const RoundFilter& filter, int offset, int limit);
    // Newest first, the rounds older than round `beforeId` (0: from the newest): the next page
    // of a list scrolled down, in a time that does not grow with the rows above it.
    std::vector<RoundSummary> listRoundsBefore(const RoundFilter& filter, qint64 beforeId,
                                               int limit);
    Result<StoredRound> round(qint64 id);
    // The rule sets rounds were played under (hash, id, name), most recent first.
    std::vector<std::array<std::string, 3>> ruleSets();
    ProgressReport progress(const RoundFilter& filter, Period period);

    // Deletes every round, decision, answer and exam, and every finished shoe. What a session
    // still running needs stays: its round in play and its shoes in play (their keys kept).
    Status deleteAll();

    // The database connection's name (queries of the exchange and recall code).
    const QString& connection() const { return connection_; }

private:
    HistoryStore(QString path, QString connection);
    Status migrate();

    QString path_;
    QString connection_;
    QString notice_;
    qint64 pid_ = 0;
};

} // namespace f27
