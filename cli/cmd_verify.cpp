// `verify`: recompute a shoe's order from its revealed key (P-2) and check it against the
// commitment shown before play and the cards that were dealt (P-3).
#include "cli_io.h"
#include "commands.h"

#include "cards/fair_shuffle.h"
#include "rules/rule_set_json.h"

#include <QRegularExpression>

namespace f27::cli {

namespace {
// The same text as tools/verify_shuffle.py prints (Python's json.dumps defaults), so the two
// independent programs can be compared byte for byte.
QString orderJson(const std::string& commitment, const std::vector<Card>& cards) {
    QString s = QStringLiteral("{\"algorithm\": \"%1\", \"commitment\": \"%2\", \"cards\": [")
                    .arg(kShuffleAlgorithm, QString::fromStdString(commitment));
    for (size_t i = 0; i < cards.size(); ++i)
        s += (i ? ", \"" : "\"") + QString::fromStdString(toCode(cards[i])) + "\"";
    return s + "]}";
}
} // namespace

int runVerify(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Recompute the order of a shoe from its revealed key (RULES.md Part 4)."));
    p.addOption({"key", tr("The revealed 256-bit key, 64 hex digits."), "HEX"});
    p.addOption({"rules", tr("A preset id or a rule file: it fixes the shoe's composition."),
                 "PRESET|FILE", "poker-like"});
    p.addOption(
        {"commitment", tr("The commitment shown before play; checked against the key."), "HEX"});
    p.addOption({"dealt",
                 tr("Cards dealt from the shoe, comma-separated (e.g. AS,10H,JOKER); "
                    "checked against the start of the order."),
                 "CARDS"});
    p.addOption({"json", tr("Print {\"algorithm\", \"commitment\", \"cards\"} as JSON.")});
    if (!parseOrExplain(p, "verify", args)) return p.isSet("help") ? 0 : 2;
    if (!p.isSet("key")) {
        err(tr("verify: --key is required."));
        return 2;
    }
    auto key = ShuffleKey::fromHex(p.value("key").toStdString());
    if (!key) {
        err(tr("verify: --key: %1").arg(QString::fromStdString(key.error())));
        return 2;
    }
    // A commitment is a SHA-256 digest: 64 hex digits (P-1). Anything else is a typing error,
    // not a mismatch.
    static const QRegularExpression kHex64(QStringLiteral("^[0-9a-fA-F]{64}$"));
    if (p.isSet("commitment") && !kHex64.match(p.value("commitment")).hasMatch()) {
        err(tr("verify: --commitment must be 64 hex digits (a SHA-256 digest), not \"%1\" (%2 "
               "characters).")
                .arg(p.value("commitment"))
                .arg(p.value("commitment").size()));
        return 2;
    }
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(tr("verify: --rules: %1").arg(QString::fromStdString(rules.error())));
        return 2;
    }
    const std::vector<Card> order = shoeOrder(rules->shoe, *key);
    const std::string commitment = key->commitment();
    int status = 0;
    if (p.isSet("commitment") && !keyMatchesCommitment(*key, p.value("commitment").toStdString())) {
        err(tr("verify: the key does NOT match the commitment: SHA-256 of the key is %1.")
                .arg(QString::fromStdString(commitment)));
        status = 1;
    }
    if (p.isSet("dealt")) {
        const QStringList dealt = p.value("dealt").split(',', Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < dealt.size(); ++i) {
            auto c = parseCard(dealt[i].trimmed().toStdString());
            if (!c) {
                err(tr("verify: --dealt: card %1: %2")
                        .arg(i + 1)
                        .arg(QString::fromStdString(c.error())));
                return 2;
            }
            if (i >= static_cast<qsizetype>(order.size()) || order[i] != *c) {
                err(tr("verify: dealt card %1 is %2, but the key puts %3 there.")
                        .arg(i + 1)
                        .arg(dealt[i].trimmed(), i < static_cast<qsizetype>(order.size())
                                                     ? QString::fromStdString(toCode(order[i]))
                                                     : tr("no card")));
                status = 1;
                break;
            }
        }
    }
    if (p.isSet("json")) {
        out(orderJson(commitment, order));
        return status;
    }
    out(tr("Algorithm:  %1").arg(kShuffleAlgorithm));
    out(tr("Commitment: %1").arg(QString::fromStdString(commitment)));
    if (p.isSet("commitment") && status == 0) out(tr("The key matches the commitment."));
    if (p.isSet("dealt") && status == 0) out(tr("The dealt cards match the shoe's order."));
    QStringList codes;
    for (Card c : order)
        codes << QString::fromStdString(toCode(c));
    out(tr("Order (%1 cards): %2").arg(order.size()).arg(codes.join(' ')));
    return status;
}

} // namespace f27::cli
