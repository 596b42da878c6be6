// Writing the history: finished rounds with their decisions and shoes, late analyses, the
// dealer school's answers and exams, and the record imported from the school's JSON file.
#include "store/history_store.h"
#include "store/history_store_detail.h"
#include "store/recall.h"
#include "store/round_facts.h"

#include "cards/fair_shuffle.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <map>

namespace f27 {

using namespace history_detail;

namespace {

QString optionsText(const DecisionAnalysis& a) {
    QJsonObject o;
    for (const auto& [action, ev] : a.options)
        o[actionName(action)] = ev;
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// A database transaction that rolls back unless committed.
class Transaction {
public:
    explicit Transaction(const QString& connection)
        : db_(QSqlDatabase::database(connection, false)) {
        open_ = db_.transaction();
    }
    ~Transaction() {
        if (open_) db_.rollback();
    }
    bool ok() const { return open_; }
    Status commit(const char* what) {
        if (!db_.commit())
            return fail(std::string(what) + ": " + db_.lastError().text().toStdString());
        open_ = false;
        return {};
    }
    QSqlDatabase& db() { return db_; }

private:
    QSqlDatabase db_;
    bool open_ = false;
};

} // namespace

Result<qint64> HistoryStore::recordRound(const FinishedRound& r) {
    const RoundFacts facts = roundFacts(r.rules, r.setup, r.events, r.seat);
    if (!facts.finished) return fail("recording a round: the round is not finished");
    Transaction t(connection_);
    if (!t.ok()) return fail("recording a round: " + t.db().lastError().text().toStdString());
    QSqlQuery q(t.db());
    auto hash = keepRuleSet(q, r.rules);
    if (!hash) return fail(hash.error());
    for (const FinishedShoe& f : r.shoesEnded)
        if (auto s = finishShoe(q, f, r.rules, *hash, r.sessionId); !s) return fail(s.error());
    QVariant shoeId;
    int offset = 0;
    if (!r.shoe.commitment.empty()) {
        q.prepare("INSERT INTO shoes(commitment, rules_hash, session_id, secret_key, revealed,"
                  " cards, finished_at) VALUES(?,?,?,?,?,?,?) ON CONFLICT(commitment) DO UPDATE"
                  " SET cards = excluded.cards, revealed = max(revealed, excluded.revealed),"
                  " finished_at = coalesce(finished_at, excluded.finished_at)");
        q.addBindValue(QString::fromStdString(r.shoe.commitment));
        q.addBindValue(QString::fromStdString(*hash));
        q.addBindValue(r.sessionId);
        q.addBindValue(QString::fromStdString(r.shoe.keyHex));
        q.addBindValue(r.shoe.revealed ? 1 : 0);
        q.addBindValue(cardsText(r.shoe.dealt));
        q.addBindValue(r.shoe.revealed ? QVariant(timeText(QDateTime::currentDateTimeUtc()))
                                       : QVariant(QMetaType(QMetaType::QString)));
        if (auto s = run(q, "recording the shoe"); !s) return fail(s.error());
        q.prepare("SELECT id FROM shoes WHERE commitment = ?");
        q.addBindValue(QString::fromStdString(r.shoe.commitment));
        if (auto s = run(q, "recording the shoe"); !s || !q.next())
            return fail("recording the shoe: it is not there after saving it");
        shoeId = q.value(0);
        offset = static_cast<int>(r.shoe.dealt.size()) - facts.cardsFromLastShoe;
        if (offset < 0) return fail("recording a round: the shoe holds fewer cards than it dealt");
    }
    std::map<int, const DecisionAnalysis*> analysed;
    for (const DecisionAnalysis& a : r.analysis)
        analysed[a.eventIndex] = &a;
    int mistakes = 0, valued = 0;
    double evLost = 0;
    for (const DecisionFact& d : facts.decisions) {
        const auto it = analysed.find(d.eventIndex);
        if (it == analysed.end()) continue;
        ++valued;
        if (it->second->cost > 1e-9) {
            ++mistakes;
            evLost += it->second->cost;
        }
    }
    q.prepare("INSERT INTO rounds(session_id, played_at, game, rules_hash, seat, wager, net,"
              " bankroll_after, shoe_id, shoe_offset, interrupted, digest, decisions, mistakes,"
              " ev_lost, analysed) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    q.addBindValue(r.sessionId);
    q.addBindValue(timeText(r.playedAt.isValid() ? r.playedAt : QDateTime::currentDateTimeUtc()));
    q.addBindValue(QString::fromStdString(historyGame(r.rules)));
    q.addBindValue(QString::fromStdString(*hash));
    q.addBindValue(r.seat);
    q.addBindValue(moneyText(facts.wager));
    q.addBindValue(moneyText(facts.net));
    q.addBindValue(r.bankrollAfter ? QVariant(moneyText(*r.bankrollAfter))
                                   : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(shoeId);
    q.addBindValue(offset);
    q.addBindValue(r.interrupted ? 1 : 0);
    q.addBindValue(roundDigest(r.shoe.commitment, offset, r.rules, r.setup, r.events));
    q.addBindValue(static_cast<int>(facts.decisions.size()));
    q.addBindValue(mistakes);
    q.addBindValue(evLost);
    q.addBindValue(valued);
    if (auto s = run(q, "recording a round"); !s) return fail(s.error());
    const qint64 roundId = q.lastInsertId().toLongLong();
    q.prepare("INSERT INTO round_logs(round_id, log) VALUES(?,?)");
    q.addBindValue(roundId);
    q.addBindValue(QString::fromUtf8(roundLogText(r.rules, r.setup, r.events)));
    if (auto s = run(q, "recording a round's log"); !s) return fail(s.error());
    for (const DecisionFact& d : facts.decisions) {
        q.prepare("INSERT INTO decisions(round_id, event_index, hand, action, state, cell,"
                  " options, best, cost) VALUES(?,?,?,?,?,?,?,?,?)");
        q.addBindValue(roundId);
        q.addBindValue(d.eventIndex);
        q.addBindValue(d.hand);
        q.addBindValue(QString::fromLatin1(actionName(d.action)));
        q.addBindValue(QString::fromStdString(d.state));
        q.addBindValue(QString::fromStdString(d.cell));
        const auto it = analysed.find(d.eventIndex);
        const QVariant null{QMetaType(QMetaType::QString)};
        q.addBindValue(it != analysed.end() ? QVariant(optionsText(*it->second)) : null);
        q.addBindValue(it != analysed.end()
                           ? QVariant(QString::fromLatin1(actionName(it->second->best)))
                           : null);
        q.addBindValue(it != analysed.end() ? QVariant(it->second->cost)
                                            : QVariant(QMetaType(QMetaType::Double)));
        if (auto s = run(q, "recording a decision"); !s) return fail(s.error());
    }
    q.prepare("DELETE FROM pending WHERE session_id = ?");
    q.addBindValue(r.sessionId);
    if (auto s = run(q, "clearing the round in play"); !s) return fail(s.error());
    if (auto s = t.commit("recording a round"); !s) return fail(s.error());
    return roundId;
}

bool HistoryStore::hasRound(const FinishedRound& r) {
    const RoundFacts facts = roundFacts(r.rules, r.setup, r.events, r.seat);
    const int offset = static_cast<int>(r.shoe.dealt.size()) - facts.cardsFromLastShoe;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("SELECT 1 FROM rounds WHERE digest = ?");
    q.addBindValue(roundDigest(r.shoe.commitment, r.shoe.commitment.empty() ? 0 : offset, r.rules,
                               r.setup, r.events));
    return q.exec() && q.next();
}

Status HistoryStore::addAnalysis(qint64 roundId, const DecisionAnalysis& a) {
    Transaction t(connection_);
    if (!t.ok()) return fail("recording an analysis: " + t.db().lastError().text().toStdString());
    QSqlQuery q(t.db());
    q.prepare("UPDATE decisions SET options = ?, best = ?, cost = ?"
              " WHERE round_id = ? AND event_index = ?");
    q.addBindValue(optionsText(a));
    q.addBindValue(QString::fromLatin1(actionName(a.best)));
    q.addBindValue(a.cost);
    q.addBindValue(roundId);
    q.addBindValue(a.eventIndex);
    if (auto s = run(q, "recording an analysis"); !s) return s;
    if (q.numRowsAffected() != 1)
        return fail("recording an analysis: round " + std::to_string(roundId) +
                    " has no decision at event " + std::to_string(a.eventIndex + 1));
    q.prepare("UPDATE rounds SET"
              " analysed = (SELECT count(*) FROM decisions d WHERE d.round_id = rounds.id"
              "             AND d.cost IS NOT NULL),"
              " mistakes = (SELECT count(*) FROM decisions d WHERE d.round_id = rounds.id"
              "             AND d.cost > 1e-9),"
              " ev_lost = coalesce((SELECT sum(d.cost) FROM decisions d"
              "                     WHERE d.round_id = rounds.id AND d.cost > 1e-9), 0)"
              " WHERE id = ?");
    q.addBindValue(roundId);
    if (auto s = run(q, "recording an analysis"); !s) return s;
    return t.commit("recording an analysis");
}

namespace {

const char* sourceName(SchoolAnswer::Source s) {
    switch (s) {
    case SchoolAnswer::Source::Step:
        return "step";
    case SchoolAnswer::Source::Drill:
        return "drill";
    case SchoolAnswer::Source::Spot:
        return "spot";
    }
    return "step";
}

} // namespace

Status HistoryStore::recordAnswer(const SchoolAnswer& a) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("INSERT INTO answers(at, source, kind, item, answer, right_answer, correct, millis)"
              " VALUES(?,?,?,?,?,?,?,?)");
    q.addBindValue(timeText(a.at.isValid() ? a.at : QDateTime::currentDateTimeUtc()));
    q.addBindValue(QString::fromLatin1(sourceName(a.source)));
    q.addBindValue(QString::fromStdString(a.kind));
    q.addBindValue(QString::fromStdString(a.item));
    q.addBindValue(QString::fromStdString(a.answer));
    q.addBindValue(QString::fromStdString(a.rightAnswer));
    q.addBindValue(a.correct ? 1 : 0);
    q.addBindValue(std::max(0, a.millis));
    return run(q, "recording an answer");
}

Status HistoryStore::recordPractice(const RuleSet& rules, const PracticeAnswer& a) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    auto hash = keepRuleSet(q, rules);
    if (!hash) return fail(hash.error());
    QJsonObject options;
    for (const auto& [action, ev] : a.options)
        options[actionName(action)] = ev;
    q.prepare("INSERT INTO practice_answers(at, rules_hash, mode, cell, situation, answer, best,"
              " correct, cost, mistake_cost, millis, options) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)");
    q.addBindValue(timeText(a.at.isValid() ? a.at : QDateTime::currentDateTimeUtc()));
    q.addBindValue(QString::fromStdString(*hash));
    q.addBindValue(QString::fromStdString(a.mode));
    q.addBindValue(QString::fromStdString(a.cell));
    q.addBindValue(QString::fromStdString(a.situation));
    q.addBindValue(QString::fromLatin1(actionName(a.answer)));
    q.addBindValue(QString::fromLatin1(actionName(a.best)));
    q.addBindValue(a.right ? 1 : 0);
    q.addBindValue(std::max(0.0, a.cost));
    q.addBindValue(std::max(0.0, a.mistakeCost));
    q.addBindValue(std::max(0, a.millis));
    q.addBindValue(QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact)));
    return run(q, "recording a practice answer");
}

Result<PracticeRecord> HistoryStore::practiceRecord(const RuleSet& rules) {
    // Practice answers and the analysed decisions of rounds played at the table, one stream in
    // time order (a tie: practice first, then by id). A table decision's cost is money; the
    // record counts units of the wager, so it is divided by the round's wager. Its mistake
    // cost is left unknown (-1): the record keeps the last one a drill saw.
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare("SELECT cell, correct, cost, mistake_cost, wager FROM ("
              " SELECT at, 0 AS source, id, cell, correct, cost, mistake_cost, NULL AS wager"
              "  FROM practice_answers WHERE rules_hash = ?"
              " UNION ALL"
              " SELECT r.played_at, 1, d.id, d.cell, d.cost <= 1e-9, d.cost, -1, r.wager"
              "  FROM decisions d JOIN rounds r ON r.id = d.round_id"
              "  WHERE r.rules_hash = ? AND d.cost IS NOT NULL)"
              " ORDER BY at, source, id");
    const QString hash = QString::fromStdString(ruleSetHash(rules));
    q.addBindValue(hash);
    q.addBindValue(hash);
    if (auto s = run(q, "reading the practice answers"); !s) return fail(s.error());
    PracticeRecord record;
    while (q.next()) {
        double cost = q.value(2).toDouble();
        if (!q.value(4).isNull()) {
            auto wager = moneyFrom(q.value(4), "a round's wager");
            if (!wager) return fail(wager.error());
            if (wager->toDouble() <= 0) continue; // refused on write; never divided by
            cost /= wager->toDouble();
        }
        record.add(q.value(0).toString().toStdString(), q.value(1).toInt() != 0, cost,
                   q.value(3).toDouble());
    }
    return record;
}

Status HistoryStore::recordExam(const ExamRecord& exam) {
    // The exam as the training record writes it: one exam in a record of its own.
    // It is read back as the record is read, and refused unless it reads: one unreadable exam
    // would make the whole record unreadable (trainingRecord).
    TrainingRecord one;
    one.addExam(exam);
    const QByteArray json = trainingRecordToJson(one);
    if (auto back = trainingRecordFromJson(json); !back)
        return fail("recording an exam: " + back.error());
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("INSERT INTO exams(at, record) VALUES(?,?)");
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    q.addBindValue(QString::fromUtf8(json));
    return run(q, "recording an exam");
}

Result<TrainingRecord> HistoryStore::trainingRecord() {
    TrainingRecord record;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (auto s = run(q, "SELECT record FROM training_baseline", "reading the training record"); !s)
        return fail(s.error());
    if (q.next()) {
        auto base = trainingRecordFromJson(q.value(0).toByteArray());
        if (!base) return fail("the imported training record: " + base.error());
        record = std::move(base).value();
    }
    if (auto s = run(q, "SELECT source, kind, correct, millis FROM answers ORDER BY id",
                     "reading the answers");
        !s)
        return fail(s.error());
    while (q.next()) {
        const QString source = q.value(0).toString();
        const std::string kind = q.value(1).toString().toStdString();
        const bool right = q.value(2).toInt() != 0;
        const int ms = q.value(3).toInt();
        if (source == "step") {
            if (auto c = parseStepCategory(kind)) record.step(*c).add(right, ms);
        } else if (source == "drill") {
            if (auto k = parseDrillKind(kind)) record.drill(*k).add(right, ms);
        } else if (source == "spot") {
            static const std::pair<const char*, SpotResult> kSpots[] = {
                {"catch", SpotResult::Catch},
                {"miss", SpotResult::Miss},
                {"false-alarm", SpotResult::FalseAlarm},
                {"pass", SpotResult::Pass}};
            for (const auto& [name, result] : kSpots)
                if (kind == name) record.addSpot(result);
        }
    }
    if (auto s = run(q, "SELECT record FROM exams ORDER BY id", "reading the exams"); !s)
        return fail(s.error());
    while (q.next()) {
        auto one = trainingRecordFromJson(q.value(0).toByteArray());
        if (!one) return fail("an exam in the history: " + one.error());
        for (const ExamRecord& e : one->exams)
            record.addExam(e);
    }
    return record;
}

Result<bool> HistoryStore::importTrainingFile(const QString& jsonPath) {
    if (!QFileInfo::exists(jsonPath)) return false;
    JsonTrainingStore file(jsonPath);
    auto loaded = file.load();
    if (!loaded) return fail(loaded.error());
    Transaction t(connection_);
    if (!t.ok()) return fail("importing " + jsonPath.toStdString());
    QSqlQuery q(t.db());
    if (auto s = run(q, "SELECT count(*) FROM training_baseline", "importing"); !s || !q.next())
        return fail("importing " + jsonPath.toStdString());
    if (q.value(0).toInt() > 0) return false; // imported once already
    q.prepare("INSERT INTO training_baseline(id, record, imported_from, imported_at)"
              " VALUES(1,?,?,?)");
    q.addBindValue(QString::fromUtf8(trainingRecordToJson(*loaded)));
    q.addBindValue(jsonPath);
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    if (auto s = run(q, "importing the training record"); !s) return fail(s.error());
    if (auto s = t.commit("importing the training record"); !s) return fail(s.error());
    // Retired: kept beside, under a name nothing reads any more.
    QString retired = jsonPath + ".imported";
    for (int n = 2; QFileInfo::exists(retired); ++n)
        retired = jsonPath + ".imported-" + QString::number(n);
    QFile::rename(jsonPath, retired);
    notice_ = QCoreApplication::translate("f27::HistoryStore",
                                          "Your dealer-school progress was moved from %1 into "
                                          "the history (the file is kept as %2).")
                  .arg(jsonPath, retired);
    return true;
}

HistoryStore::Recovery HistoryStore::recoverInterrupted() {
    Recovery out;
    for (const PendingRound& p : orphanedPending()) {
        auto settled = settleInterrupted(p);
        Status saved = settled ? Status() : Status(fail(settled.error()));
        if (settled) {
            if (auto id = recordRound(*settled)) {
                ++out.roundsSettled;
                if (settled->shoe.revealed && !settled->shoe.commitment.empty())
                    out.shoesFinished.push_back({settled->shoe.commitment, settled->shoe.keyHex,
                                                 static_cast<int>(settled->shoe.dealt.size())});
            } else
                saved = fail(id.error());
        }
        if (!saved) {
            out.problems.push_back("session " + std::to_string(p.sessionId) + ": " + saved.error());
            (void)clearPending(p.sessionId);
        }
    }
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    std::vector<qint64> gone;
    if (q.exec("SELECT id, pid FROM sessions WHERE ended_at IS NULL"))
        while (q.next()) {
            const qint64 pid = q.value(1).toLongLong();
            if (pid != pid_ && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
                gone.push_back(q.value(0).toLongLong());
        }
    for (qint64 session : gone) {
        q.prepare("SELECT commitment, secret_key, cards FROM shoes WHERE session_id = ?"
                  " AND revealed = 0 ORDER BY id");
        q.addBindValue(session);
        std::vector<FinishedShoe> revealed;
        if (q.exec())
            while (q.next()) {
                const QString cards = q.value(2).toString().trimmed();
                revealed.push_back({q.value(0).toString().toStdString(),
                                    q.value(1).toString().toStdString(),
                                    cards.isEmpty() ? 0 : int(cards.count(' ')) + 1});
            }
        q.prepare("UPDATE shoes SET revealed = 1, finished_at = ? WHERE session_id = ?"
                  " AND revealed = 0");
        q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
        q.addBindValue(session);
        if (q.exec())
            out.shoesFinished.insert(out.shoesFinished.end(), revealed.begin(), revealed.end());
        q.prepare("UPDATE sessions SET ended_at = ? WHERE id = ?");
        q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
        q.addBindValue(session);
        (void)q.exec();
    }
    return out;
}

} // namespace f27
