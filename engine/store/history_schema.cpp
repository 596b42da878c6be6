#include "store/history_schema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <array>
#include <string>
#include <vector>

namespace f27 {

namespace {

// Each migration's statements. Money is exact text ("15/2"); times are UTC ISO 8601; a round's
// log is its round JSON (round_log.h) without the rule set, which rule_sets keeps once.
const std::vector<std::vector<const char*>>& migrations() {
    static const std::vector<std::vector<const char*>> steps = {
        // 1: sessions, shoes, rounds with their logs, decisions, the round in play.
        {
            "CREATE TABLE rule_sets(hash TEXT PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL,"
            " game TEXT NOT NULL, json TEXT NOT NULL)",
            "CREATE TABLE sessions(id INTEGER PRIMARY KEY, started_at TEXT NOT NULL,"
            " front_end TEXT NOT NULL, pid INTEGER NOT NULL, ended_at TEXT)",
            "CREATE TABLE shoes(id INTEGER PRIMARY KEY, commitment TEXT NOT NULL UNIQUE,"
            " rules_hash TEXT NOT NULL REFERENCES rule_sets(hash),"
            " session_id INTEGER REFERENCES sessions(id), secret_key TEXT NOT NULL,"
            " revealed INTEGER NOT NULL DEFAULT 0, cards TEXT NOT NULL DEFAULT '',"
            " finished_at TEXT)",
            "CREATE TABLE rounds(id INTEGER PRIMARY KEY,"
            " session_id INTEGER NOT NULL REFERENCES sessions(id), played_at TEXT NOT NULL,"
            " game TEXT NOT NULL, rules_hash TEXT NOT NULL REFERENCES rule_sets(hash),"
            " seat INTEGER NOT NULL,"
            " wager TEXT NOT NULL, net TEXT NOT NULL, bankroll_after TEXT,"
            " shoe_id INTEGER REFERENCES shoes(id), shoe_offset INTEGER NOT NULL DEFAULT 0,"
            " interrupted INTEGER NOT NULL DEFAULT 0, digest TEXT NOT NULL)",
            // Not unique: the same shoe played again from its key (play --key) deals the same
            // rounds; an import recognises a round it holds already by its digest.
            "CREATE INDEX rounds_by_digest ON rounds(digest)",
            // The logs apart from the rounds: a scan of the rounds (counts, filters, progress)
            // reads narrow rows, not every event of every round.
            "CREATE TABLE round_logs(round_id INTEGER PRIMARY KEY"
            " REFERENCES rounds(id) ON DELETE CASCADE, log TEXT NOT NULL)",
            "CREATE TABLE decisions(id INTEGER PRIMARY KEY,"
            " round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,"
            " event_index INTEGER NOT NULL, hand INTEGER NOT NULL, action TEXT NOT NULL,"
            " state TEXT NOT NULL, cell TEXT NOT NULL, options TEXT, best TEXT, cost REAL,"
            " UNIQUE(round_id, event_index))",
            "CREATE TABLE pending(session_id INTEGER PRIMARY KEY REFERENCES sessions(id),"
            " rules_hash TEXT NOT NULL REFERENCES rule_sets(hash), seat INTEGER NOT NULL,"
            " log TEXT NOT NULL, bankroll_before TEXT NOT NULL,"
            " shoe_commitment TEXT NOT NULL, shoe_offset INTEGER NOT NULL,"
            " updated_at TEXT NOT NULL)",
        },
        // 2: the dealer school's answers and exams, and the record imported from its JSON file.
        {
            "CREATE TABLE answers(id INTEGER PRIMARY KEY, at TEXT NOT NULL, source TEXT NOT NULL,"
            " kind TEXT NOT NULL, item TEXT NOT NULL, answer TEXT NOT NULL,"
            " right_answer TEXT NOT NULL, correct INTEGER NOT NULL, millis INTEGER NOT NULL)",
            "CREATE TABLE exams(id INTEGER PRIMARY KEY, at TEXT NOT NULL, record TEXT NOT NULL)",
            "CREATE TABLE training_baseline(id INTEGER PRIMARY KEY CHECK(id = 1),"
            " record TEXT NOT NULL, imported_from TEXT NOT NULL, imported_at TEXT NOT NULL)",
        },
        // 3: each round's decision tally kept with it (decisions, analysed, mistakes, EV lost), and
        // the indexes the round list pages by.
        {
            "ALTER TABLE rounds ADD COLUMN decisions INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE rounds ADD COLUMN mistakes INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE rounds ADD COLUMN ev_lost REAL NOT NULL DEFAULT 0",
            "ALTER TABLE rounds ADD COLUMN analysed INTEGER NOT NULL DEFAULT 0",
            "UPDATE rounds SET"
            " decisions = (SELECT count(*) FROM decisions d WHERE d.round_id = rounds.id),"
            " analysed = (SELECT count(*) FROM decisions d"
            "             WHERE d.round_id = rounds.id AND d.cost IS NOT NULL),"
            " mistakes = (SELECT count(*) FROM decisions d"
            "             WHERE d.round_id = rounds.id AND d.cost > 1e-9),"
            " ev_lost = coalesce((SELECT sum(d.cost) FROM decisions d"
            "                     WHERE d.round_id = rounds.id AND d.cost > 1e-9), 0)",
            "CREATE INDEX rounds_by_game ON rounds(game, id)",
            "CREATE INDEX rounds_by_rules ON rounds(rules_hash, id)",
            "CREATE INDEX rounds_by_time ON rounds(played_at)",
            "CREATE INDEX rounds_with_mistakes ON rounds(id) WHERE mistakes > 0",
            "CREATE INDEX rounds_by_session ON rounds(session_id)",
            // The mistakes alone, with what the costliest-mistakes view groups and sums.
            "CREATE INDEX decisions_mistakes ON decisions(cell, action, best, cost, round_id)"
            " WHERE cost > 1e-9",
            "CREATE INDEX answers_by_kind ON answers(source, kind, at)",
        },
        // 4: the strategy school's answers, each with the exact value of every option.
        {
            "CREATE TABLE practice_answers(id INTEGER PRIMARY KEY, at TEXT NOT NULL,"
            " rules_hash TEXT NOT NULL REFERENCES rule_sets(hash), mode TEXT NOT NULL,"
            " cell TEXT NOT NULL, situation TEXT NOT NULL, answer TEXT NOT NULL,"
            " best TEXT NOT NULL, correct INTEGER NOT NULL, cost REAL NOT NULL,"
            " mistake_cost REAL NOT NULL, millis INTEGER NOT NULL, options TEXT NOT NULL)",
            "CREATE INDEX practice_by_rules ON practice_answers(rules_hash, id)",
        },
    };
    return steps;
}

} // namespace

Status migrateHistory(const QString& connection, int from, int to) {
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    const int last = static_cast<int>(migrations().size());
    if (from < 0 || to > last || from > to)
        return fail("no migration from schema " + std::to_string(from) + " to " +
                    std::to_string(to));
    for (int v = from + 1; v <= to; ++v) {
        if (!db.transaction())
            return fail("cannot start the migration to schema " + std::to_string(v) + ": " +
                        db.lastError().text().toStdString());
        QSqlQuery q(db);
        std::vector<std::string> statements;
        for (const char* s : migrations()[v - 1])
            statements.emplace_back(s);
        if (v == 1)
            statements.push_back("PRAGMA application_id = " +
                                 std::to_string(kHistoryApplicationId));
        statements.push_back("PRAGMA user_version = " + std::to_string(v));
        for (const std::string& s : statements) {
            if (!q.exec(QString::fromStdString(s))) {
                const std::string why = q.lastError().text().toStdString();
                db.rollback();
                return fail("the migration to schema " + std::to_string(v) + " failed: " + why);
            }
        }
        if (!db.commit())
            return fail("the migration to schema " + std::to_string(v) +
                        " could not be committed: " + db.lastError().text().toStdString());
    }
    return {};
}

} // namespace f27
