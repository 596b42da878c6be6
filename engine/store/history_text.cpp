#include "store/history_store.h"
#include "store/history_store_detail.h"

#include "cards/fair_shuffle.h"
#include "rules/rule_set_json.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>

namespace f27::history_detail {

QString timeText(const QDateTime& t) {
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFrom(const QVariant& v) {
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

Result<Money> moneyFrom(const QVariant& v, const char* what) {
    auto m = Rational::parse(v.toString().toStdString());
    if (!m) return fail(std::string(what) + ": " + m.error());
    return *m;
}

QString cardsText(const std::vector<Card>& cards) {
    QString out;
    out.reserve(static_cast<qsizetype>(cards.size()) * 3);
    for (Card c : cards) {
        if (!out.isEmpty()) out += ' ';
        out += QString::fromStdString(toCode(c));
    }
    return out;
}

Result<std::vector<Card>> cardsFrom(const QVariant& v) {
    std::vector<Card> out;
    for (const QString& code : v.toString().split(' ', Qt::SkipEmptyParts)) {
        auto c = parseCard(code.toStdString());
        if (!c) return fail("a shoe's cards: " + c.error());
        out.push_back(*c);
    }
    return out;
}

QByteArray roundLogText(const RuleSet& rules, const RoundSetup& setup,
                        const std::vector<Event>& events) {
    QJsonObject o = roundToJson(rules, setup, events);
    o.remove("rules");
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<RoundRecord> roundFromLog(const QByteArray& rulesJson, const QByteArray& log) {
    QJsonParseError pe;
    QJsonObject o = QJsonDocument::fromJson(log, &pe).object();
    if (pe.error != QJsonParseError::NoError)
        return fail("a round's log is not JSON: " + pe.errorString().toStdString());
    o["rules"] = QJsonDocument::fromJson(rulesJson).object();
    return roundFromJson(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString roundDigest(const std::string& commitment, int shoeOffset, const RuleSet& rules,
                    const RoundSetup& setup, const std::vector<Event>& events) {
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArray::fromStdString(commitment + ":" + std::to_string(shoeOffset) + ":"));
    h.addData(QJsonDocument(roundToJson(rules, setup, events)).toJson(QJsonDocument::Compact));
    return QString::fromLatin1(h.result().toHex());
}

Status run(QSqlQuery& q, const char* what) {
    if (!q.exec()) return fail(std::string(what) + ": " + q.lastError().text().toStdString());
    return {};
}

Status run(QSqlQuery& q, const QString& sql, const char* what) {
    if (!q.exec(sql)) return fail(std::string(what) + ": " + q.lastError().text().toStdString());
    return {};
}

Result<std::string> keepRuleSet(QSqlQuery& q, const RuleSet& rules) {
    const std::string hash = ruleSetHash(rules);
    q.prepare("INSERT OR IGNORE INTO rule_sets(hash, id, name, game, json) VALUES(?,?,?,?,?)");
    q.addBindValue(QString::fromStdString(hash));
    q.addBindValue(QString::fromStdString(rules.id));
    q.addBindValue(QString::fromStdString(rules.name));
    q.addBindValue(QString::fromStdString(historyGame(rules)));
    q.addBindValue(QString::fromUtf8(ruleSetToJson(rules)));
    if (auto s = run(q, "saving the rule set"); !s) return fail(s.error());
    return hash;
}

// Marks a shoe finished with its key; inserts it when no round recorded it yet.
Status finishShoe(QSqlQuery& q, const FinishedShoe& f, const RuleSet& rules,
                  const std::string& rulesHash, qint64 sessionId) {
    std::vector<Card> dealt;
    if (auto key = ShuffleKey::fromHex(f.key)) {
        dealt = shoeOrder(rules.shoe, *key);
        dealt.resize(std::min<size_t>(dealt.size(), static_cast<size_t>(f.cardsDealt)));
    }
    q.prepare("INSERT INTO shoes(commitment, rules_hash, session_id, secret_key, revealed, cards,"
              " finished_at) VALUES(?,?,?,?,1,?,?) ON CONFLICT(commitment) DO UPDATE SET"
              " revealed = 1, secret_key = excluded.secret_key, cards = excluded.cards,"
              " finished_at = coalesce(finished_at, excluded.finished_at)");
    q.addBindValue(QString::fromStdString(f.commitment));
    q.addBindValue(QString::fromStdString(rulesHash));
    q.addBindValue(sessionId);
    q.addBindValue(QString::fromStdString(f.key));
    q.addBindValue(cardsText(dealt));
    q.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    return run(q, "finishing a shoe");
}

} // namespace f27::history_detail

namespace f27 {

std::string ruleSetHash(const RuleSet& rules) {
    return QCryptographicHash::hash(ruleSetToJson(rules), QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

std::string historyGame(const RuleSet& rules) {
    for (const std::string& id : presetIds()) {
        if (id != rules.id) continue;
        auto preset = loadPreset(id);
        if (preset && ruleSetToJson(*preset) == ruleSetToJson(rules)) return id;
    }
    return "custom";
}

} // namespace f27
