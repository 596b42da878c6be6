// What the history's source files share: the text forms of times, money, cards and round logs
// in the database, and running a statement with its error named.
#pragma once

#include "core/rational.h"
#include "core/result.h"
#include "round/round_log.h"

#include <QByteArray>
#include <QDateTime>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <string>
#include <vector>

namespace f27::history_detail {

QString timeText(const QDateTime& t); // UTC, ISO 8601 with milliseconds
QDateTime timeFrom(const QVariant& v);
inline QString moneyText(Money m) {
    return QString::fromStdString(m.toString());
}
Result<Money> moneyFrom(const QVariant& v, const char* what);
QString cardsText(const std::vector<Card>& cards); // card codes, space-separated
Result<std::vector<Card>> cardsFrom(const QVariant& v);

// The round JSON of round_log.h without its rule set, compact.
QByteArray roundLogText(const RuleSet& rules, const RoundSetup& setup,
                        const std::vector<Event>& events);
// Reads it back with the rule set's canonical JSON.
Result<RoundRecord> roundFromLog(const QByteArray& rulesJson, const QByteArray& log);
// A round's identity: its whole log and where its cards came from (SHA-256, hex).
QString roundDigest(const std::string& commitment, int shoeOffset, const RuleSet& rules,
                    const RoundSetup& setup, const std::vector<Event>& events);

// Runs a prepared query; the error names `what` and SQLite's message.
Status run(QSqlQuery& q, const char* what);
Status run(QSqlQuery& q, const QString& sql, const char* what);
// Inserts the rule set unless it is there; its hash.
Result<std::string> keepRuleSet(QSqlQuery& q, const RuleSet& rules);
// Marks a shoe finished with its key (and the cards it dealt); inserts it when no round holds it
// yet. Shoes are inserted in the order they were dealt from, which an export relies on.
Status finishShoe(QSqlQuery& q, const FinishedShoe& f, const RuleSet& rules,
                  const std::string& rulesHash, qint64 sessionId);

} // namespace f27::history_detail
