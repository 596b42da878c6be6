// Opening the history: the damaged-file check, the journal and the migrations; sessions and the
// round in play.
#include "store/history_store.h"
#include "store/history_schema.h"
#include "store/history_store_detail.h"

#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>
#include <cerrno>
#include <csignal>

namespace f27 {

using namespace history_detail;

namespace {

std::atomic<int> connectionSerial{0};

// What a file there is: a history to open, one to set aside (and why), or one from a later
// program to leave alone.
struct Examined {
    enum Kind { Usable, Damaged, NotOurs, Newer } kind = Usable;
    std::string why;
    int version = 0;
};

Examined examine(const QString& path) {
    Examined out;
    if (!QFileInfo::exists(path)) return out;
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly) && f.size() > 0 &&
            f.read(16) != QByteArray("SQLite format 3\0", 16))
            return {Examined::NotOurs,
                    QCoreApplication::translate("f27::HistoryStore", "it is not an SQLite database")
                        .toStdString(),
                    0};
    }
    const QString name = QStringLiteral("f27history-check-%1").arg(++connectionSerial);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        db.setConnectOptions("QSQLITE_BUSY_TIMEOUT=5000");
        if (!db.open()) {
            out = {Examined::Damaged, db.lastError().text().toStdString()};
        } else {
            QSqlQuery q(db);
            if (!q.exec("PRAGMA quick_check") || !q.next()) {
                out = {Examined::Damaged, q.lastError().text().toStdString()};
            } else if (q.value(0).toString() != "ok") {
                out = {Examined::Damaged, q.value(0).toString().toStdString()};
            } else {
                q.exec("PRAGMA application_id");
                const int app = q.next() ? q.value(0).toInt() : 0;
                q.exec("PRAGMA user_version");
                out.version = q.next() ? q.value(0).toInt() : 0;
                q.exec("SELECT count(*) FROM sqlite_schema");
                const int tables = q.next() ? q.value(0).toInt() : 0;
                if (tables > 0 && app != kHistoryApplicationId)
                    out = {Examined::NotOurs,
                           QCoreApplication::translate("f27::HistoryStore",
                                                       "it is another program's database")
                               .toStdString()};
                else if (out.version > kHistorySchemaVersion)
                    out.kind = Examined::Newer;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

// Renames the file (and its -wal and -shm) to "<path>.damaged-<stamp>[-n]"; the new name.
Result<QString> setAside(const QString& path) {
    const QString stamp = QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss");
    QString aside = path + ".damaged-" + stamp;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = path + ".damaged-" + stamp + "-" + QString::number(n);
    if (!QFile::rename(path, aside))
        return fail(QCoreApplication::translate("f27::HistoryStore",
                                                "%1: the damaged history could not be moved aside "
                                                "to %2, so nothing was written to it")
                        .arg(path, aside)
                        .toStdString());
    for (const char* suffix : {"-wal", "-shm"})
        if (QFileInfo::exists(path + suffix)) QFile::rename(path + suffix, aside + suffix);
    return aside;
}

bool processGone(qint64 pid) {
    return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

} // namespace

HistoryStore::HistoryStore(QString path, QString connection)
    : path_(std::move(path)), connection_(std::move(connection)),
      pid_(QCoreApplication::applicationPid()) {}

HistoryStore::~HistoryStore() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QString HistoryStore::defaultPath() {
    // The application's AppDataLocation (organisation and application "finnish27"), spelled
    // out so that the command line, whose application name differs, shares the same file.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           "/finnish27/finnish27/history.sqlite";
}

Result<std::unique_ptr<HistoryStore>> HistoryStore::open(const QString& path) {
    const std::string where = path.toStdString() + ": ";
    // A device, a pipe or a folder is not a history, and is never opened or moved aside.
    if (const QFileInfo info(path); info.exists() && !info.isFile())
        return fail(where +
                    QCoreApplication::translate("f27::HistoryStore",
                                                "not a regular file, so it cannot hold a history")
                        .toStdString());
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(where +
                    QCoreApplication::translate("f27::HistoryStore", "its folder cannot be created")
                        .toStdString());
    QString notice;
    const Examined found = examine(path);
    if (found.kind == Examined::Newer)
        return fail(where + QCoreApplication::translate(
                                "f27::HistoryStore", "this history was written by a newer "
                                                     "finnish27 (schema %1; this one knows up to "
                                                     "%2), so it is left as it is")
                                .arg(found.version)
                                .arg(kHistorySchemaVersion)
                                .toStdString());
    // A file that is no database, or another program's, is set aside only where the history
    // lives by default (the program's own file, damaged); a file the user named is refused and
    // left as it is: it may be something else of theirs, named by mistake.
    const bool ownFile =
        QFileInfo(path).absoluteFilePath() == QFileInfo(defaultPath()).absoluteFilePath();
    if (found.kind == Examined::NotOurs && !ownFile)
        return fail(where + QCoreApplication::translate("f27::HistoryStore",
                                                        "not a finnish27 history (%1); nothing was "
                                                        "changed")
                                .arg(QString::fromStdString(found.why))
                                .toStdString());
    if (found.kind == Examined::Damaged || found.kind == Examined::NotOurs) {
        auto aside = setAside(path);
        if (!aside) return fail(aside.error());
        notice = QCoreApplication::translate("f27::HistoryStore",
                                             "The history %1 was damaged (%2). It was moved "
                                             "aside to %3 and a new history started.")
                     .arg(path, QString::fromStdString(found.why), *aside);
    }
    const QString name = QStringLiteral("f27history-%1").arg(++connectionSerial);
    std::unique_ptr<HistoryStore> store(new HistoryStore(path, name));
    store->notice_ = notice;
    QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
    db.setDatabaseName(path);
    db.setConnectOptions("QSQLITE_BUSY_TIMEOUT=5000");
    if (!db.open()) return fail(where + db.lastError().text().toStdString());
    QSqlQuery q(db);
    // WAL: readers do not block the writer; synchronous FULL: a committed round survives a
    // power loss, not only a killed process.
    for (const char* pragma :
         {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"})
        if (auto s = run(q, pragma, pragma); !s) return fail(where + s.error());
    if (auto s = store->migrate(); !s) return fail(where + s.error());
    return store;
}

int HistoryStore::schemaVersion() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec("PRAGMA user_version") && q.next() ? q.value(0).toInt() : -1;
}

Status HistoryStore::migrate() {
    const int v = schemaVersion();
    if (v < 0) return fail("the schema version cannot be read");
    return migrateHistory(connection_, v, kHistorySchemaVersion);
}

Result<qint64> HistoryStore::beginSession(const std::string& frontEnd) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("INSERT INTO sessions(started_at, front_end, pid) VALUES(?,?,?)");
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    q.addBindValue(QString::fromStdString(frontEnd));
    q.addBindValue(pid_);
    if (auto s = run(q, "starting a session"); !s) return fail(s.error());
    return q.lastInsertId().toLongLong();
}

Status HistoryStore::endSession(qint64 sessionId, const std::vector<ShoeState>& shoes) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) return fail("ending a session: " + db.lastError().text().toStdString());
    QSqlQuery q(db);
    for (const ShoeState& s : shoes) {
        if (s.commitment.empty()) continue;
        q.prepare("UPDATE shoes SET revealed = 1, cards = ?,"
                  " finished_at = coalesce(finished_at, ?) WHERE commitment = ?");
        q.addBindValue(cardsText(s.dealt));
        q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
        q.addBindValue(QString::fromStdString(s.commitment));
        if (auto st = run(q, "finishing a shoe"); !st) {
            db.rollback();
            return st;
        }
    }
    q.prepare("UPDATE sessions SET ended_at = ? WHERE id = ?");
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    q.addBindValue(sessionId);
    if (auto st = run(q, "ending a session"); !st) {
        db.rollback();
        return st;
    }
    q.prepare("DELETE FROM pending WHERE session_id = ?");
    q.addBindValue(sessionId);
    if (auto st = run(q, "ending a session"); !st) {
        db.rollback();
        return st;
    }
    if (!db.commit()) return fail("ending a session: " + db.lastError().text().toStdString());
    return {};
}

Status HistoryStore::savePending(const PendingRound& r) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return fail("saving the round in play: " + db.lastError().text().toStdString());
    QSqlQuery q(db);
    auto hash = keepRuleSet(q, r.rules);
    if (!hash) {
        db.rollback();
        return fail(hash.error());
    }
    for (const FinishedShoe& f : r.shoesEnded)
        if (auto s = finishShoe(q, f, r.rules, *hash, r.sessionId); !s) {
            db.rollback();
            return s;
        }
    // The shoe the round deals from is kept (its key secret) so that it can be settled.
    if (!r.shoe.commitment.empty()) {
        q.prepare("INSERT INTO shoes(commitment, rules_hash, session_id, secret_key, cards)"
                  " VALUES(?,?,?,?,?) ON CONFLICT(commitment) DO UPDATE SET cards = excluded.cards"
                  " WHERE revealed = 0");
        q.addBindValue(QString::fromStdString(r.shoe.commitment));
        q.addBindValue(QString::fromStdString(*hash));
        q.addBindValue(r.sessionId);
        q.addBindValue(QString::fromStdString(r.shoe.keyHex));
        q.addBindValue(cardsText(r.shoe.dealt));
        if (auto s = run(q, "saving the shoe in play"); !s) {
            db.rollback();
            return s;
        }
    }
    q.prepare("INSERT OR REPLACE INTO pending(session_id, rules_hash, seat, log, bankroll_before,"
              " shoe_commitment, shoe_offset, updated_at) VALUES(?,?,?,?,?,?,?,?)");
    q.addBindValue(r.sessionId);
    q.addBindValue(QString::fromStdString(*hash));
    q.addBindValue(r.seat);
    q.addBindValue(QString::fromUtf8(roundLogText(r.rules, r.setup, r.events)));
    q.addBindValue(moneyText(r.bankrollBefore));
    q.addBindValue(QString::fromStdString(r.shoe.commitment));
    q.addBindValue(static_cast<int>(r.shoe.dealt.size()));
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    if (auto s = run(q, "saving the round in play"); !s) {
        db.rollback();
        return s;
    }
    if (!db.commit())
        return fail("saving the round in play: " + db.lastError().text().toStdString());
    return {};
}

Status HistoryStore::clearPending(qint64 sessionId) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("DELETE FROM pending WHERE session_id = ?");
    q.addBindValue(sessionId);
    return run(q, "clearing the round in play");
}

std::vector<PendingRound> HistoryStore::orphanedPending() {
    std::vector<PendingRound> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec("SELECT p.session_id, s.pid, r.json, p.log, p.seat, p.bankroll_before,"
                " p.shoe_commitment, sh.secret_key, sh.cards, p.shoe_offset, p.updated_at"
                " FROM pending p JOIN sessions s ON s.id = p.session_id"
                " JOIN rule_sets r ON r.hash = p.rules_hash"
                " LEFT JOIN shoes sh ON sh.commitment = p.shoe_commitment"
                " WHERE s.ended_at IS NULL ORDER BY p.session_id"))
        return out;
    while (q.next()) {
        if (!processGone(q.value(1).toLongLong())) continue;
        auto record = roundFromLog(q.value(2).toByteArray(), q.value(3).toByteArray());
        auto bankroll = moneyFrom(q.value(5), "bankroll");
        auto cards = cardsFrom(q.value(8));
        if (!record || !bankroll || !cards) continue;
        PendingRound p;
        p.sessionId = q.value(0).toLongLong();
        p.rules = record->rules;
        p.setup = record->setup;
        p.events = record->events;
        p.seat = q.value(4).toInt();
        p.bankrollBefore = *bankroll;
        p.shoe.commitment = q.value(6).toString().toStdString();
        p.shoe.keyHex = q.value(7).toString().toStdString();
        p.shoe.dealt = std::move(cards).value();
        p.shoe.dealt.resize(std::min<size_t>(p.shoe.dealt.size(), q.value(9).toInt()));
        p.savedAt = timeFrom(q.value(10));
        out.push_back(std::move(p));
    }
    return out;
}

Status HistoryStore::deleteAll() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return fail("deleting the history: " + db.lastError().text().toStdString());
    QSqlQuery q(db);
    // Kept: what a session still running needs — its round in play, the shoes not finished (their
    // keys, for verification after a crash) and their rule sets.
    for (const char* sql :
         {"DELETE FROM decisions", "DELETE FROM round_logs", "DELETE FROM rounds",
          "DELETE FROM answers", "DELETE FROM practice_answers", "DELETE FROM exams",
          "DELETE FROM training_baseline", "DELETE FROM shoes WHERE revealed = 1",
          "DELETE FROM sessions WHERE ended_at IS NOT NULL AND id NOT IN"
          " (SELECT session_id FROM pending) AND id NOT IN"
          " (SELECT session_id FROM shoes WHERE session_id IS NOT NULL)",
          "DELETE FROM rule_sets WHERE hash NOT IN (SELECT rules_hash FROM shoes"
          " UNION SELECT rules_hash FROM pending)"}) {
        if (auto s = run(q, QString::fromLatin1(sql), "deleting the history"); !s) {
            db.rollback();
            return s;
        }
    }
    if (!db.commit()) return fail("deleting the history: " + db.lastError().text().toStdString());
    (void)run(q, "VACUUM", "compacting the history");
    return {};
}

} // namespace f27
