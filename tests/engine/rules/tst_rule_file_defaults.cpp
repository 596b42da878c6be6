// The rule file's defaults (ruleFileDefaults): what the rule editor shows for a field a file
// leaves out is what the reader takes for it. A file of only the required fields reads the
// same as that file with every default written out, and as that file with any one default
// written out; required fields have no default.
#include "rules/rule_set_json.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace f27;

namespace {

// A rule file with only the fields it must have, and one entry in each list of entries
// (with only the fields an entry must have).
QJsonObject requiredOnly() {
    QJsonObject points;
    const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    for (int i = 0; i < 13; ++i)
        points.insert(ranks[i], i == 0 ? 1 : i < 10 ? i + 1 : 10);
    return QJsonObject{
        {"schemaVersion", 1},
        {"id", "minimal"},
        {"name", "Minimal"},
        {"family", "finnish27"},
        {"shoe", QJsonObject{{"decks", 1}, {"jokersPerDeck", 0}, {"cutCard", 40}}},
        {"indexStyle", "standard"},
        {"values",
         QJsonObject{{"target", 27}, {"points", points}, {"aceHigh", 11}, {"joker", "zero"}}},
        {"dealerInitial", "up-then-hole"},
        {"natural", QJsonObject{{"kind", "none"}}},
        {"forced", QJsonArray{QJsonObject{{"when", QJsonObject{}}, {"op", "stand"}}}},
        {"dealer", QJsonObject{{"rows", QJsonArray{QJsonObject{{"hitBelow", 23}}}}}},
        {"predetermined", QJsonObject{{"playerTargetWins", false}, {"dealerTargetWins", false}}},
        {"comparison", QJsonObject{{"tie", "push"}}},
        {"bonuses",
         QJsonArray{QJsonObject{{"id", "b"}, {"name", "B"}, {"pay", "odds"}, {"amount", 1}}}},
    };
}

// Writes `value` at a path pattern ("bonuses[].cards": into every entry of the list), making
// the objects on the way; a list on the way that is missing or empty takes nothing.
QJsonValue setAt(const QJsonValue& node, const QStringList& steps, int i, const QJsonValue& value) {
    if (i == steps.size()) return value;
    QString key = steps[i];
    const bool each = key.endsWith("[]");
    if (each) key.chop(2);
    QJsonObject o = node.toObject();
    if (!each) {
        o.insert(key, setAt(o.value(key), steps, i + 1, value));
        return o;
    }
    QJsonArray list = o.value(key).toArray();
    for (qsizetype k = 0; k < list.size(); ++k)
        list[k] = setAt(list[k], steps, i + 1, value);
    if (o.contains(key) || i + 1 == steps.size()) o.insert(key, list);
    return o;
}

QJsonObject withDefault(const QJsonObject& root, const QString& pattern, const QJsonValue& v) {
    return setAt(root, pattern.split('.'), 0, v).toObject();
}

// The reader alone (readRuleSetFields): the defaults are the reader's; whether the rules are
// playable is not the question here.
RuleSet read(const QJsonObject& root) {
    auto r = readRuleSetFields(root);
    if (!r) qFatal("does not read: %s", r.error().c_str());
    return *r;
}

} // namespace

class TestRuleFileDefaults : public QObject {
    Q_OBJECT
private slots:
    void everyDefaultWrittenOutReadsTheSame() {
        const QJsonObject minimal = requiredOnly();
        const RuleSet expected = read(minimal);
        QJsonObject all = minimal;
        const auto& defaults = ruleFileDefaults();
        // Lists first, so that the defaults of their entries land in the entries.
        QStringList keys = defaults.keys();
        std::sort(keys.begin(), keys.end(), [](const QString& a, const QString& b) {
            return a.count('[') != b.count('[') ? a.count('[') < b.count('[') : a < b;
        });
        for (const QString& key : keys)
            if (!minimal.contains(key)) all = withDefault(all, key, defaults.value(key));
        QVERIFY(read(all) == expected);
    }

    void eachDefaultWrittenOutReadsTheSame() {
        const QJsonObject minimal = requiredOnly();
        const RuleSet expected = read(minimal);
        const auto& defaults = ruleFileDefaults();
        for (auto it = defaults.begin(); it != defaults.end(); ++it) {
            if (minimal.contains(it.key())) { // a list the file has: left out, it is the default
                QJsonObject without = minimal;
                without.remove(it.key());
                QVERIFY2(read(without) == read(withDefault(without, it.key(), it.value())),
                         qPrintable(it.key()));
                continue;
            }
            const QJsonObject one = withDefault(minimal, it.key(), it.value());
            auto r = readRuleSetFields(one);
            // A field of an optional object that the object requires ("doubleDown.allowed")
            // cannot be written alone when the object's other required fields are missing.
            if (!r) {
                QVERIFY2(r.error().find("missing required field") != std::string::npos,
                         qPrintable(it.key() + ": " + QString::fromStdString(r.error())));
                continue;
            }
            QVERIFY2(*r == expected, qPrintable(it.key()));
        }
    }

    void theDefaultsTheEditorShows() {
        const auto& d = ruleFileDefaults();
        const auto is = [&](const char* path, const QJsonValue& v) {
            QVERIFY2(d.contains(path), path);
            QVERIFY2(d.value(path) == v, path);
        };
        const QJsonArray none;
        is("description", "");
        is("shoe.removedRanks", none);
        is("natural.pairs", none);
        is("natural.payout", 1);
        is("natural.bothHave", "push");
        is("natural.dealerChecksAtOnce", true);
        is("insurance.offered", false);
        is("insurance.upCards", none);
        is("insurance.price", "1/2");
        is("insurance.payout", 2);
        is("forced", none);
        is("forced[].when.kind", "any");
        is("forced[].when.dealer", "any");
        is("forced[].when.versusDealer", "any");
        is("cardLimit.cards", 0);
        is("doubleDown.allowed", false);
        is("doubleDown.kind", "any");
        is("doubleDown.firstTwoOnly", true);
        is("doubleDown.afterSplit", false);
        is("split.allowed", false);
        is("split.byValue", true);
        is("split.maxHands", 2);
        is("split.acesOneCardEach", true);
        is("split.splitNaturalBeatsTotal", true);
        is("surrender.allowed", false);
        is("surrender.firstTwoOnly", true);
        is("surrender.afterSplit", false);
        is("surrender.refund", "1/2");
        is("dealer.rows[].kind", "any");
        is("fiveCard.enabled", false);
        is("fiveCard.cards", 5);
        is("bonuses", none);
        is("bonuses[].ranks", none);
        is("bonuses[].cards", 0);
        is("bonuses[].total", -1);
        is("wagerMode", "standard");
        is("baccarat.playerPays", 1);
        is("baccarat.dealerPays", 1);
        is("baccarat.stalematePays", 8);
        is("baccarat.playerStrategy.rows", none);
        is("baccarat.playerStrategy.rows[].kind", "any");
        // A rule ID left out is empty: the family's general rule stands in.
        for (const char* rule : {"shoeRule", "values.rule", "forced[].rule", "bonusRule",
                                 "dealer.rows[].rule", "settlementRule"})
            is(rule, "");
        // Required fields have none; neither have open range bounds.
        for (const char* required :
             {"schemaVersion", "id", "name", "family", "shoe.decks", "values.target",
              "values.points.A", "natural.kind", "indexStyle", "dealerInitial", "forced[].op",
              "dealer.rows", "dealer.rows[].hitBelow", "bonuses[].id", "comparison.tie",
              "predetermined.playerTargetWins", "forced[].when.total.min", "doubleDown.total"})
            QVERIFY2(!d.contains(required), required);
        // Every key is a path pattern of fields, never of an object.
        for (const QString& key : d.keys())
            QVERIFY2(!d.value(key).isObject(), qPrintable(key));
    }
};

QTEST_GUILESS_MAIN(TestRuleFileDefaults)
#include "tst_rule_file_defaults.moc"
