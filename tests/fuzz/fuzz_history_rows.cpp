// The history (engine/store) reading rows it did not write: a history file passes quick_check
// but its contents were edited or damaged inside valid pages. An input names cells of a small
// real history and the text to put there ("table.column\0text\0..."); the store then lists,
// reads, recalls, tries what-if, folds progress and the training record, exports, and settles
// the round left in play. Properties:
//  - nothing crashes or hangs, whatever the cells hold: every reader returns rows or an error;
//  - a shoe not marked revealed never hands out its key (P-3), whatever else the row holds;
//  - a round that is read whole replays to its own log or is refused by recall.
// The edits are rolled back after each input, so every input starts from the same history.
#include "fuzz_check.h"

#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "round/table.h"
#include "rules/rule_set_json.h"
#include "store/history_exchange.h"
#include "store/history_store.h"
#include "store/recall.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <unistd.h>

using namespace f27;

namespace {

// Never destroyed: its database connection would outlive Qt's at exit.
HistoryStore* store = nullptr;

// The cells an input may edit: table, column, and the row (the first row of the table).
const char* const kCells[][2] = {
    {"rounds", "wager"},          {"rounds", "net"},
    {"rounds", "bankroll_after"}, {"rounds", "played_at"},
    {"rounds", "seat"},           {"rounds", "shoe_offset"},
    {"round_logs", "log"},        {"shoes", "cards"},
    {"shoes", "secret_key"},      {"shoes", "commitment"},
    {"decisions", "options"},     {"decisions", "best"},
    {"decisions", "action"},      {"decisions", "cost"},
    {"decisions", "event_index"}, {"rule_sets", "json"},
    {"exams", "record"},          {"training_baseline", "record"},
    {"answers", "kind"},          {"answers", "source"},
    {"pending", "log"},           {"pending", "bankroll_before"},
    {"pending", "shoe_offset"},   {"pending", "seat"},
};

void buildHistory() {
    const QString dir = QDir::tempPath() + QString("/f27-fuzz-history-%1").arg(getpid());
    QDir(dir).removeRecursively();
    auto opened = HistoryStore::open(dir + "/history.sqlite");
    FUZZ_CHECK(opened.ok(), "%s", opened.ok() ? "" : opened.error().c_str());
    store = std::move(opened).value().release();
    QSqlQuery q(QSqlDatabase::database(store->connection(), false));
    q.exec("PRAGMA synchronous = OFF");
    const RuleSet rules = *loadPreset("poker-like");
    Table table(rules, *ShuffleKey::fromHex(std::string(63, '0') + "5"));
    DealerMimicPolicy policy;
    const qint64 session = *store->beginSession("fuzz");
    for (int i = 0; i < 4; ++i) {
        Round r = *table.startRound(RoundSetup{{SeatSetup{}, SeatSetup{}}, Money{1}});
        while (!r.isOver()) {
            FUZZ_CHECK(table.dealPending(r).ok());
            if (!r.isOver() && !r.needsCard()) FUZZ_CHECK(r.apply(policy.choose(r)).ok());
        }
        FinishedRound f;
        f.sessionId = session;
        f.rules = rules;
        f.setup = r.setup();
        f.events = r.events();
        f.bankrollAfter = Money{100};
        const Shoe& shoe = table.shoe();
        f.shoe = {shoe.commitment(), shoe.key().hex(),
                  std::vector<Card>(shoe.order().begin(), shoe.order().begin() + shoe.dealt()),
                  i < 2};
        for (size_t e = 0; e < r.events().size(); ++e)
            if (r.events()[e].type == EventType::Decision)
                f.analysis.push_back({static_cast<int>(e),
                                      {{Action::Hit, -0.2}, {Action::Stand, -0.4}},
                                      Action::Hit,
                                      0.2});
        FUZZ_CHECK(store->recordRound(f).ok());
    }
    // A round left in play by a session whose process is gone.
    const qint64 gone = *store->beginSession("fuzz");
    Round r = *table.startRound(RoundSetup{{SeatSetup{}}, Money{1}});
    FUZZ_CHECK(table.dealPending(r).ok());
    const Shoe& shoe = table.shoe();
    PendingRound pending;
    pending.sessionId = gone;
    pending.rules = rules;
    pending.setup = r.setup();
    pending.events = r.events();
    pending.bankrollBefore = Money{50};
    pending.shoe = {shoe.commitment(), shoe.key().hex(),
                    std::vector<Card>(shoe.order().begin(), shoe.order().begin() + shoe.dealt()),
                    false};
    FUZZ_CHECK(store->savePending(pending).ok());
    q.exec(QString("UPDATE sessions SET pid = 0 WHERE id = %1").arg(gone));
    FUZZ_CHECK(
        store->recordAnswer({SchoolAnswer::Source::Drill, "payout", "q", "1", "1", true, 1000, {}})
            .ok());
    ExamRecord exam;
    exam.date = "2026-11-27T10:00:00";
    exam.rounds = 3;
    exam.maxSecondsPerRound = 60;
    FUZZ_CHECK(store->recordExam(exam).ok());
}

void readEverything() {
    (void)store->countRounds({});
    (void)store->listRoundsBefore({}, 0, 10);
    (void)store->ruleSets();
    (void)store->progress({}, Period::Week);
    (void)store->trainingRecord();
    (void)historyCsv(*store, {});
    (void)historyArchive(*store, {});
    for (const RoundSummary& s : store->listRounds({}, 0, 10)) {
        auto r = store->round(s.id);
        if (!r) continue;
        QSqlQuery q(QSqlDatabase::database(store->connection(), false));
        q.prepare(
            "SELECT s.revealed FROM rounds r JOIN shoes s ON s.id = r.shoe_id WHERE r.id = ?");
        q.addBindValue(s.id);
        if (q.exec() && q.next() && q.value(0).toInt() == 0)
            FUZZ_CHECK(!r->shoeKey.has_value(), "the key of a shoe in play was handed out");
        const int steps = static_cast<int>(r->events.size());
        for (int step : {0, steps / 2, steps})
            (void)recallAt(*r, step);
        if (!r->decisions.empty()) {
            const StoredDecision& d = r->decisions.front();
            if (auto at = recallAt(*r, d.eventIndex))
                for (Action a : at->legalActions())
                    (void)whatIf(*r, d.eventIndex, a);
        }
    }
    for (const PendingRound& p : store->orphanedPending())
        (void)settleInterrupted(p);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    buildHistory();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QList<QByteArray> parts =
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size))
            .split('\0');
    QSqlDatabase db = QSqlDatabase::database(store->connection(), false);
    FUZZ_CHECK(db.transaction());
    QSqlQuery q(db);
    for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
        const QByteArray& cell = parts[i];
        for (const auto& [table, column] : kCells) {
            if (cell != QByteArray(table) + "." + column) continue;
            q.prepare(QString("UPDATE %1 SET %2 = ? WHERE rowid = (SELECT min(rowid) FROM %1)")
                          .arg(table, column));
            // Text, or a number when the text is one (SQLite keeps what it is given).
            bool isNumber = false;
            const qlonglong n = parts[i + 1].toLongLong(&isNumber);
            q.addBindValue(isNumber ? QVariant(n) : QVariant(QString::fromUtf8(parts[i + 1])));
            (void)q.exec();
        }
    }
    readEverything();
    FUZZ_CHECK(db.rollback());
    return 0;
}
