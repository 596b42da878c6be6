// Reading the history: the round list (paged, filtered), one round whole, the rule sets played,
// and progress over time.
#include "store/history_store.h"
#include "store/history_store_detail.h"
#include "store/round_facts.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <map>

namespace f27 {

using namespace history_detail;

namespace {

// The WHERE clause of a filter over `rounds` (alias r) and its bound values.
struct Where {
    QString sql;
    QVariantList values;
};

Where whereOf(const RoundFilter& f) {
    QStringList parts;
    Where w;
    if (!f.game.empty()) {
        parts << "r.game = ?";
        w.values << QString::fromStdString(f.game);
    }
    if (!f.rulesHash.empty()) {
        parts << "r.rules_hash = ?";
        w.values << QString::fromStdString(f.rulesHash);
    }
    if (f.from.isValid()) {
        parts << "r.played_at >= ?";
        w.values << timeText(f.from);
    }
    if (f.to.isValid()) {
        parts << "r.played_at < ?";
        w.values << timeText(f.to);
    }
    if (f.mistakesOnly) parts << "r.mistakes > 0";
    if (!parts.isEmpty()) w.sql = " WHERE " + parts.join(" AND ");
    return w;
}

void bind(QSqlQuery& q, const QVariantList& values) {
    for (const QVariant& v : values)
        q.addBindValue(v);
}

const char* kSummaryColumns =
    "r.id, r.played_at, r.game, rs.id, rs.name, r.rules_hash, r.wager, r.net, r.bankroll_after,"
    " r.decisions, r.mistakes, r.ev_lost, r.interrupted";

RoundSummary summaryFrom(const QSqlQuery& q) {
    RoundSummary s;
    s.id = q.value(0).toLongLong();
    s.playedAt = timeFrom(q.value(1));
    s.game = q.value(2).toString().toStdString();
    s.rulesId = q.value(3).toString().toStdString();
    s.rulesName = q.value(4).toString().toStdString();
    s.rulesHash = q.value(5).toString().toStdString();
    s.wager = moneyFrom(q.value(6), "wager").ok() ? *moneyFrom(q.value(6), "wager") : Money{};
    s.net = moneyFrom(q.value(7), "net").ok() ? *moneyFrom(q.value(7), "net") : Money{};
    if (!q.value(8).isNull())
        if (auto b = moneyFrom(q.value(8), "bankroll")) s.bankrollAfter = *b;
    s.decisions = q.value(9).toInt();
    s.mistakes = q.value(10).toInt();
    s.evLost = q.value(11).toDouble();
    s.interrupted = q.value(12).toInt() != 0;
    return s;
}

std::optional<DecisionAnalysis> analysisFrom(int eventIndex, const QVariant& options,
                                             const QVariant& best, const QVariant& cost) {
    if (options.isNull() || best.isNull()) return std::nullopt;
    DecisionAnalysis a;
    a.eventIndex = eventIndex;
    const QJsonObject o = QJsonDocument::fromJson(options.toByteArray()).object();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (auto action = parseAction(it.key().toStdString()))
            a.options.emplace_back(*action, it.value().toDouble());
    auto b = parseAction(best.toString().toStdString());
    if (!b) return std::nullopt;
    a.best = *b;
    a.cost = cost.toDouble();
    return a;
}

} // namespace

int HistoryStore::countRounds(const RoundFilter& filter) {
    const Where w = whereOf(filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare("SELECT count(*) FROM rounds r" + w.sql);
    bind(q, w.values);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

namespace {

// One page of summaries, newest first: the rows of `w` from `offset`, at most `limit`.
std::vector<RoundSummary> summaryPage(const QString& connection, const Where& w, int offset,
                                      int limit) {
    std::vector<RoundSummary> out;
    QSqlQuery q(QSqlDatabase::database(connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM rounds r JOIN rule_sets rs ON rs.hash = r.rules_hash"
                             "%2 ORDER BY r.id DESC LIMIT ? OFFSET ?")
                  .arg(QLatin1String(kSummaryColumns), w.sql));
    bind(q, w.values);
    q.addBindValue(std::clamp(limit, 0, kMaxHistoryPage));
    q.addBindValue(std::max(0, offset));
    if (!q.exec()) return out;
    while (q.next())
        out.push_back(summaryFrom(q));
    return out;
}

} // namespace

std::vector<RoundSummary> HistoryStore::listRounds(const RoundFilter& filter, int offset,
                                                   int limit) {
    return summaryPage(connection_, whereOf(filter), offset, limit);
}

std::vector<RoundSummary> HistoryStore::listRoundsBefore(const RoundFilter& filter, qint64 beforeId,
                                                         int limit) {
    Where w = whereOf(filter);
    if (beforeId > 0) {
        w.sql += w.sql.isEmpty() ? " WHERE r.id < ?" : " AND r.id < ?";
        w.values << beforeId;
    }
    return summaryPage(connection_, w, 0, limit);
}

Result<StoredRound> HistoryStore::round(qint64 id) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1, rs.json, l.log, r.seat, r.shoe_offset, s.commitment,"
                             " s.revealed, s.secret_key, s.cards FROM rounds r"
                             " JOIN rule_sets rs ON rs.hash = r.rules_hash"
                             " JOIN round_logs l ON l.round_id = r.id"
                             " LEFT JOIN shoes s ON s.id = r.shoe_id WHERE r.id = ?")
                  .arg(QLatin1String(kSummaryColumns)));
    q.addBindValue(id);
    if (auto s = run(q, "reading a round"); !s) return fail(s.error());
    if (!q.next())
        return fail(
            QCoreApplication::translate("f27::HistoryStore", "there is no round %1 in the history")
                .arg(id)
                .toStdString());
    StoredRound out;
    out.summary = summaryFrom(q);
    auto record = roundFromLog(q.value(13).toByteArray(), q.value(14).toByteArray());
    if (!record) return fail("round " + std::to_string(id) + ": " + record.error());
    out.rules = record->rules;
    out.setup = record->setup;
    out.events = record->events;
    out.seat = q.value(15).toInt();
    out.shoeOffset = q.value(16).toInt();
    out.shoeCommitment = q.value(17).toString().toStdString();
    out.shoeRevealed = q.value(18).toInt() != 0;
    // P-3: the key of a shoe in play is never handed out.
    if (out.shoeRevealed) out.shoeKey = q.value(19).toString().toStdString();
    if (auto cards = cardsFrom(q.value(20))) {
        out.shoeCardsBefore = std::move(cards).value();
        out.shoeCardsBefore.resize(
            std::min(out.shoeCardsBefore.size(), static_cast<size_t>(out.shoeOffset)));
    }
    const RoundFacts facts = roundFacts(out.rules, out.setup, out.events, out.seat);
    out.reshuffledMidRound = facts.reshuffledMidRound;
    q.prepare("SELECT event_index, hand, action, state, cell, options, best, cost FROM decisions"
              " WHERE round_id = ? ORDER BY event_index");
    q.addBindValue(id);
    if (auto s = run(q, "reading a round's decisions"); !s) return fail(s.error());
    while (q.next()) {
        StoredDecision d;
        d.eventIndex = q.value(0).toInt();
        d.hand = q.value(1).toInt();
        d.action = parseAction(q.value(2).toString().toStdString()).ok()
                       ? *parseAction(q.value(2).toString().toStdString())
                       : Action::Stand;
        d.state = q.value(3).toString().toStdString();
        d.cell = q.value(4).toString().toStdString();
        d.analysis = analysisFrom(d.eventIndex, q.value(5), q.value(6), q.value(7));
        out.decisions.push_back(std::move(d));
    }
    return out;
}

std::vector<std::array<std::string, 3>> HistoryStore::ruleSets() {
    std::vector<std::array<std::string, 3>> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec("SELECT rs.hash, rs.id, rs.name FROM rule_sets rs JOIN"
                " (SELECT rules_hash, max(id) AS last FROM rounds GROUP BY rules_hash) r"
                " ON r.rules_hash = rs.hash ORDER BY r.last DESC"))
        return out;
    while (q.next())
        out.push_back({q.value(0).toString().toStdString(), q.value(1).toString().toStdString(),
                       q.value(2).toString().toStdString()});
    return out;
}

ProgressReport HistoryStore::progress(const RoundFilter& filter, Period period) {
    ProgressReport report;
    const Where w = whereOf(filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    // Money is summed exactly here, not by SQLite (whose sums are floating point). The rounds
    // are grouped by day and by their exact wager and net texts first: a day has few distinct
    // amounts, so few are parsed, each multiplied by its count.
    q.prepare("SELECT date(r.played_at, 'localtime') AS day, r.wager, r.net, count(*),"
              " sum(r.decisions), sum(r.mistakes), sum(r.ev_lost), sum(r.analysed)"
              " FROM rounds r" +
              w.sql + " GROUP BY day, r.wager, r.net");
    bind(q, w.values);
    std::map<QDate, ProgressPeriod> periods;
    if (q.exec()) {
        while (q.next()) {
            const QDate day = QDate::fromString(q.value(0).toString(), Qt::ISODate);
            const QDate start = period == Period::Day ? day : day.addDays(1 - day.dayOfWeek());
            ProgressPeriod& p = periods[start];
            p.start = start;
            const int count = q.value(3).toInt();
            const auto wager = moneyFrom(q.value(1), "wager");
            const auto net = moneyFrom(q.value(2), "net");
            for (ProgressPeriod* t : {&p, &report.lifetime}) {
                t->rounds += count;
                // A sum past the money range stays at its last exact value (it cannot be
                // reached by 64-bit rounds of the validated rule sets in practice).
                if (wager)
                    if (auto sum =
                            exactly("wagered", [&] { return t->wagered + *wager * Money{count}; }))
                        t->wagered = *sum;
                if (net)
                    if (auto sum = exactly("net", [&] { return t->net + *net * Money{count}; }))
                        t->net = *sum;
                t->decisions += q.value(4).toInt();
                t->mistakes += q.value(5).toInt();
                t->evLost += q.value(6).toDouble();
                t->analysed += q.value(7).toInt();
            }
        }
    }
    for (auto& [start, p] : periods)
        report.periods.push_back(p);
    // The costliest recurring mistakes: by chart cell and the pair of actions.
    // (the rounds are joined only when the filter needs them: the partial index of mistakes
    // then answers alone)
    q.prepare("SELECT d.cell, d.action, d.best, count(*), sum(d.cost) FROM decisions d" +
              (w.sql.isEmpty() ? QString(" WHERE ")
                               : " JOIN rounds r ON r.id = d.round_id" + w.sql + " AND ") +
              "d.cost > 1e-9 GROUP BY d.cell, d.action, d.best ORDER BY sum(d.cost) DESC"
              " LIMIT 10");
    bind(q, w.values);
    if (q.exec()) {
        while (q.next()) {
            MistakeCell m;
            m.cell = q.value(0).toString().toStdString();
            if (auto a = parseAction(q.value(1).toString().toStdString())) m.chosen = *a;
            if (auto a = parseAction(q.value(2).toString().toStdString())) m.best = *a;
            m.count = q.value(3).toInt();
            m.cost = q.value(4).toDouble();
            report.costliest.push_back(m);
        }
    }
    // The dealer school per category (answers in the period of the filter's dates).
    QStringList parts;
    QVariantList values;
    if (filter.from.isValid()) {
        parts << "at >= ?";
        values << timeText(filter.from);
    }
    if (filter.to.isValid()) {
        parts << "at < ?";
        values << timeText(filter.to);
    }
    q.prepare("SELECT source, kind, correct, millis FROM answers" +
              (parts.isEmpty() ? QString() : " WHERE " + parts.join(" AND ")) +
              " ORDER BY source, kind, id");
    bind(q, values);
    std::map<std::pair<QString, std::string>, std::pair<SchoolCategory, std::vector<int>>> school;
    if (q.exec()) {
        while (q.next()) {
            const QString source = q.value(0).toString();
            auto& [c, times] = school[{source, q.value(1).toString().toStdString()}];
            c.source = source == "drill"  ? SchoolAnswer::Source::Drill
                       : source == "spot" ? SchoolAnswer::Source::Spot
                                          : SchoolAnswer::Source::Step;
            c.kind = q.value(1).toString().toStdString();
            ++c.attempts;
            if (q.value(2).toInt() != 0) ++c.correct;
            times.push_back(q.value(3).toInt());
        }
    }
    for (auto& [key, entry] : school) {
        auto& [c, times] = entry;
        if (!times.empty()) {
            std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
            c.medianMillis = times[times.size() / 2];
        }
        report.school.push_back(c);
    }
    // The strategy school: its answers under the filter's rule set (any, if none) and dates.
    if (!filter.rulesHash.empty()) {
        parts << "rules_hash = ?";
        values << QString::fromStdString(filter.rulesHash);
    }
    q.prepare("SELECT count(*), coalesce(sum(correct), 0), coalesce(sum(cost), 0)"
              " FROM practice_answers" +
              (parts.isEmpty() ? QString() : " WHERE " + parts.join(" AND ")));
    bind(q, values);
    if (q.exec() && q.next())
        report.practice = {q.value(0).toInt(), q.value(1).toInt(), q.value(2).toDouble()};
    return report;
}

} // namespace f27
