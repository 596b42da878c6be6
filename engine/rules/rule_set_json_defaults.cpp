// The rule file's defaults (ruleFileDefaults, rule_set_json.h), derived rather than listed:
// which fields may be left out is what the reader asks for and does not require; what a
// left-out field becomes is what the reader makes of a file without it, written by the
// writer. Each default value is thus stated once, as a default member value in rule_set.h
// (or, for a rule ID, by the reader's "absent means empty").
#include "rules/rule_set_json.h"
#include "rules/rule_set_json_detail.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <set>

namespace f27 {

namespace {

using rulejson::FieldNeed;
using rulejson::Fields;

QJsonObject everyField(const RuleSet& rules) {
    return QJsonDocument::fromJson(
               QByteArray::fromStdString(rulejson::writeRuleSet(rules, Fields::All)))
        .object();
}

// "forced[0].when.kind" → "forced[].when.kind".
QString pattern(const std::string& path) {
    QString out;
    bool inIndex = false;
    for (const char c : path) {
        if (c == ']') inIndex = false;
        if (!inIndex) out += QLatin1Char(c);
        if (c == '[') inIndex = true;
    }
    return out;
}

// The value at a field path such as "bonuses[0].cards" (Undefined where there is none).
QJsonValue lookup(QJsonValue v, const std::string& path) {
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') ++i;
        if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            v = v.toArray().at(std::stoi(path.substr(i + 1, close - i - 1)));
            i = close + 1;
            continue;
        }
        const std::size_t end = std::min(path.find_first_of(".[", i), path.size());
        v = v.toObject().value(QString::fromStdString(path.substr(i, end - i)));
        i = end;
    }
    return v;
}

// Removes every optional field that holds a single value (lists and objects stay, so that
// the elements of a list are read with their own fields left out).
QJsonValue withoutOptionalValues(const QJsonValue& v, const std::string& path,
                                 const std::set<std::string>& optional) {
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = withoutOptionalValues(a[i], path + "[" + std::to_string(i) + "]", optional);
        return a;
    }
    if (!v.isObject()) return v;
    QJsonObject o = v.toObject();
    for (const QString& key : o.keys()) {
        const std::string child = (path.empty() ? "" : path + ".") + key.toStdString();
        const QJsonValue value = o.value(key);
        if (!value.isArray() && !value.isObject() && optional.count(child))
            o.remove(key);
        else
            o.insert(key, withoutOptionalValues(value, child, optional));
    }
    return o;
}

// Whether a file may leave the field out, or an object that holds it within its list element
// ("doubleDown.allowed" is required in a "doubleDown" that a file may leave out).
bool hasDefault(const std::string& path, const std::set<std::string>& optional) {
    std::string p = path;
    while (!p.empty() && p.back() != ']') {
        if (optional.count(p)) return true;
        const std::size_t cut = p.find_last_of(".[");
        if (cut == std::string::npos || p[cut] == '[') break;
        p.resize(cut);
    }
    return false;
}

struct Taken {
    QJsonObject fields;           // every field, as the reader takes the rules
    std::vector<FieldNeed> asked; // the fields the reader asks for, and which it requires
    std::set<std::string> optional;
};

// `rules` written with every field, its optional single values left out, read back and
// written again: every left-out field as the reader takes it.
Taken taken(const RuleSet& rules) {
    Taken t;
    const QJsonObject all = everyField(rules);
    (void)rulejson::readRuleSet(all, &t.asked);
    for (const FieldNeed& f : t.asked)
        if (!f.required) t.optional.insert(f.path);
    const auto read = rulejson::readRuleSet(withoutOptionalValues(all, "", t.optional).toObject());
    if (read) t.fields = everyField(*read);
    return t;
}

// A default RuleSet whose lists hold one default element each, for the elements' fields.
RuleSet withAnElementPerList() {
    RuleSet r;
    r.forced.emplace_back();
    r.dealer.rows.emplace_back();
    r.bonuses.emplace_back();
    r.baccarat.playerStrategy.rows.emplace_back();
    return r;
}

} // namespace

const QHash<QString, QJsonValue>& ruleFileDefaults() {
    static const QHash<QString, QJsonValue> table = [] {
        QHash<QString, QJsonValue> out;
        const Taken lists = taken(RuleSet{});                 // the lists empty, as left out
        const Taken elements = taken(withAnElementPerList()); // the fields of their elements
        for (const Taken* t : {&lists, &elements})
            for (const FieldNeed& f : t->asked) {
                if (!hasDefault(f.path, t->optional)) continue;
                const bool inElement = f.path.find('[') != std::string::npos;
                if (inElement != (t == &elements)) continue;
                const QJsonValue v = lookup(t->fields, f.path);
                if (!v.isUndefined() && !v.isObject()) out.insert(pattern(f.path), v);
            }
        return out;
    }();
    return table;
}

} // namespace f27
