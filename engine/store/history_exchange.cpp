#include "store/history_exchange.h"
#include "store/history_store_detail.h"
#include "store/round_facts.h"

#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <map>
#include <set>

namespace f27 {

using namespace history_detail;

namespace {

QString csvField(const QString& s) {
    if (!s.contains(',') && !s.contains('"') && !s.contains('\n') && !s.contains('\r')) return s;
    QString quoted = s;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

// Exact decimal when there is one ("7.5"), the fraction otherwise.
QString moneyCsv(Money m) {
    return QString::fromStdString(m.toString());
}

} // namespace

Result<SessionArchive> historyArchive(HistoryStore& store, const RoundFilter& filter,
                                      ExportSummary* summary) {
    // The sessions of the chosen rounds.
    std::set<qint64> sessions;
    const int selected = store.countRounds(filter);
    {
        RoundFilter f = filter;
        QSqlQuery q(QSqlDatabase::database(store.connection(), false));
        q.setForwardOnly(true);
        for (int offset = 0; offset < selected; offset += kMaxHistoryPage)
            for (const RoundSummary& r : store.listRounds(f, offset, kMaxHistoryPage)) {
                q.prepare("SELECT session_id FROM rounds WHERE id = ?");
                q.addBindValue(r.id);
                if (q.exec() && q.next()) sessions.insert(q.value(0).toLongLong());
            }
    }
    SessionArchive archive;
    QSqlQuery q(QSqlDatabase::database(store.connection(), false));
    q.setForwardOnly(true);
    for (qint64 session : sessions) {
        // Shoes in the order they were dealt from (their rows are written in that order).
        q.prepare("SELECT s.commitment, s.revealed, s.secret_key, s.cards, rs.json FROM shoes s"
                  " JOIN rule_sets rs ON rs.hash = s.rules_hash WHERE s.session_id = ?"
                  " ORDER BY s.id");
        q.addBindValue(session);
        if (auto s = run(q, "exporting the shoes"); !s) return fail(s.error());
        while (q.next()) {
            ArchivedShoe shoe;
            shoe.commitment = q.value(0).toString().toStdString();
            if (q.value(1).toInt() != 0) shoe.key = q.value(2).toString().toStdString();
            auto rules = ruleSetFromJson(q.value(4).toByteArray());
            auto cards = cardsFrom(q.value(3));
            if (!rules || !cards)
                return fail("exporting shoe " + shoe.commitment + ": " +
                            (!rules ? rules.error() : cards.error()));
            shoe.spec = rules->shoe;
            shoe.dealt = std::move(cards).value();
            archive.shoes.push_back(std::move(shoe));
        }
        q.prepare("SELECT r.id, rs.json, l.log, r.seat FROM rounds r"
                  " JOIN rule_sets rs ON rs.hash = r.rules_hash"
                  " JOIN round_logs l ON l.round_id = r.id WHERE r.session_id = ?"
                  " ORDER BY r.id");
        q.addBindValue(session);
        if (auto s = run(q, "exporting the rounds"); !s) return fail(s.error());
        while (q.next()) {
            auto record = roundFromLog(q.value(1).toByteArray(), q.value(2).toByteArray());
            if (!record)
                return fail("exporting round " + q.value(0).toString().toStdString() + ": " +
                            record.error());
            archive.hands.push_back(
                QJsonDocument(roundToJson(record->rules, record->setup, record->events))
                    .toJson(QJsonDocument::Compact));
            archive.playerSeats.push_back(q.value(3).toInt());
        }
    }
    // Only the last shoe may be in play: an earlier session's shoe still secret (its process
    // is running, or it stopped and was not recovered yet) cannot be exported before it.
    for (size_t i = 0; i + 1 < archive.shoes.size(); ++i)
        if (!archive.shoes[i].key)
            return fail(QCoreApplication::translate(
                            "f27::HistoryStore", "a shoe of an earlier session (commitment %1) is "
                                                 "still in play; export again once it is finished")
                            .arg(QString::fromStdString(archive.shoes[i].commitment))
                            .toStdString());
    if (auto check = checkSessionArchive(archive); !check)
        return fail(QCoreApplication::translate("f27::HistoryStore",
                                                "the exported history does not verify: %1")
                        .arg(QString::fromStdString(check.error()))
                        .toStdString());
    if (summary)
        *summary = {static_cast<int>(archive.hands.size()), static_cast<int>(archive.shoes.size()),
                    selected};
    return archive;
}

Result<ExportSummary> exportHistoryArchive(HistoryStore& store, const RoundFilter& filter,
                                           const QString& path) {
    ExportSummary summary;
    auto archive = historyArchive(store, filter, &summary);
    if (!archive) return fail(archive.error());
    if (auto s = writeSessionArchive(path, *archive); !s) return fail(s.error());
    return summary;
}

QByteArray historyCsv(HistoryStore& store, const RoundFilter& filter) {
    QStringList lines;
    lines << "id,time,game,rules,rules_name,wager,net,bankroll_after,decisions,mistakes,ev_lost,"
             "interrupted";
    const int total = store.countRounds(filter);
    std::vector<RoundSummary> all;
    for (int offset = 0; offset < total; offset += kMaxHistoryPage) {
        auto page = store.listRounds(filter, offset, kMaxHistoryPage);
        all.insert(all.end(), page.begin(), page.end());
    }
    // Oldest first, as a spreadsheet reads a session.
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        const RoundSummary& r = *it;
        lines << QStringList{QString::number(r.id),
                             timeText(r.playedAt),
                             csvField(QString::fromStdString(r.game)),
                             csvField(QString::fromStdString(r.rulesId)),
                             csvField(QString::fromStdString(r.rulesName)),
                             moneyCsv(r.wager),
                             moneyCsv(r.net),
                             r.bankrollAfter ? moneyCsv(*r.bankrollAfter) : QString(),
                             QString::number(r.decisions),
                             QString::number(r.mistakes),
                             QString::number(r.evLost, 'g', 12),
                             r.interrupted ? "1" : "0"}
                     .join(',');
    }
    return (lines.join("\r\n") + "\r\n").toUtf8();
}

Status exportHistoryCsv(HistoryStore& store, const RoundFilter& filter, const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(path.toStdString() + ": " + file.errorString().toStdString());
    const QByteArray csv = historyCsv(store, filter);
    if (file.write(csv) != csv.size() || !file.commit())
        return fail(path.toStdString() + ": " + file.errorString().toStdString());
    return {};
}

Result<ImportSummary> importHistoryArchive(HistoryStore& store, const QString& path) {
    auto archive = readSessionArchive(path);
    if (!archive) return fail(archive.error());
    auto check = checkSessionArchive(*archive);
    if (!check) return fail(path.toStdString() + ": " + check.error());
    ImportSummary summary;
    summary.check = *check;
    auto session = store.beginSession("import");
    if (!session) return fail(session.error());
    std::vector<bool> shoeKept(archive->shoes.size(), false);
    for (size_t i = 0; i < archive->hands.size(); ++i) {
        auto record = roundFromJson(archive->hands[i]);
        if (!record) return fail(record.error()); // checked above; cannot happen
        FinishedRound f;
        f.sessionId = *session;
        f.rules = record->rules;
        f.setup = record->setup;
        f.events = record->events;
        f.seat = i < archive->playerSeats.size() ? archive->playerSeats[i]
                                                 : static_cast<int>(f.setup.seats.size()) / 2;
        const ArchiveCheck::Place place = check->places[i];
        if (place.shoe >= 0) {
            // The shoes finished before this round's, and this round's as it stood after it.
            for (int s = 0; s < place.shoe; ++s)
                if (!shoeKept[s] && archive->shoes[s].key) {
                    const ArchivedShoe& old = archive->shoes[s];
                    f.shoesEnded.push_back(
                        {old.commitment, *old.key, static_cast<int>(old.dealt.size())});
                    shoeKept[s] = true;
                }
            const ArchivedShoe& shoe = archive->shoes[place.shoe];
            const RoundFacts facts = roundFacts(f.rules, f.setup, f.events, f.seat);
            const size_t upTo =
                std::min(shoe.dealt.size(), static_cast<size_t>(place.offset) +
                                                static_cast<size_t>(facts.cardsFromLastShoe));
            f.shoe = {shoe.commitment, shoe.key.value_or(""),
                      std::vector<Card>(shoe.dealt.begin(),
                                        shoe.dealt.begin() + static_cast<std::ptrdiff_t>(upTo)),
                      shoe.key.has_value()};
        }
        if (store.hasRound(f)) {
            ++summary.duplicates;
            continue;
        }
        auto id = store.recordRound(f);
        if (!id) return fail("importing round " + std::to_string(i + 1) + ": " + id.error());
        ++summary.rounds;
    }
    for (bool kept : shoeKept)
        summary.shoes += kept ? 1 : 0;
    (void)store.endSession(*session, {});
    return summary;
}

} // namespace f27
