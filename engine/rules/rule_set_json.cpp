// Loading rule sets: text, files and the shipped presets (see rule_set_json.h).
#include "rules/rule_set_json.h"
#include "rules/rule_set_json_detail.h"

#include "core/bounded_read.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <array>

namespace f27 {

namespace {

// The shipped presets in the order they are offered (RULES.md parts 1 and 2).
constexpr std::array<std::string_view, 3> kPresetOrder{"poker-like", "21-24-27", "blackjack"};
// A rule file is a few kilobytes; anything much larger is not one.
constexpr qint64 kMaxFileBytes = 1 << 20;

std::string presetList() {
    std::string s;
    for (const auto& id : presetIds())
        s += (s.empty() ? "" : ", ") + id;
    return s;
}

// Prefixes every line of `message` with `where: `, as compilers do.
std::string prefixLines(const std::string& where, const std::string& message) {
    std::string out;
    std::size_t start = 0;
    while (start <= message.size()) {
        const std::size_t end = std::min(message.find('\n', start), message.size());
        out += (out.empty() ? "" : "\n") + where + ": " + message.substr(start, end - start);
        start = end + 1;
    }
    return out;
}

} // namespace

Result<RuleSet> ruleSetFromJson(const QByteArray& json) {
    auto root = rulejson::parseObject(json);
    if (!root) return fail(root.error());
    auto read = rulejson::readRuleSet(*root);
    if (!read) return read;
    RuleSet rules = std::move(read).value();
    fillRuleIds(rules);
    if (Status valid = validateRuleSet(rules); !valid) return fail(valid.error());
    return rules;
}

Result<RuleSet> readRuleSetFields(const QJsonObject& root) {
    return rulejson::readRuleSet(root);
}

QByteArray ruleSetToJson(const RuleSet& rules) {
    return QByteArray::fromStdString(rulejson::writeRuleSet(rules));
}

Result<RuleSet> loadRuleSetFile(const QString& path) {
    const std::string where = path.toStdString();
    auto text = readFileBounded(path, kMaxFileBytes, "a rule file");
    if (!text) return fail(text.error());
    auto rules = ruleSetFromJson(*text);
    if (!rules) return fail(prefixLines(where, rules.error()));
    return rules;
}

std::vector<std::string> presetIds() {
    std::vector<std::string> ids;
    const QStringList files = QDir(":/rules").entryList({"*.json"}, QDir::Files, QDir::Name);
    for (const QString& f : files)
        ids.push_back(f.chopped(5).toStdString());
    const auto rank = [](const std::string& id) {
        return std::find(kPresetOrder.begin(), kPresetOrder.end(), id) - kPresetOrder.begin();
    };
    std::stable_sort(ids.begin(), ids.end(),
                     [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    return ids;
}

Result<RuleSet> loadPreset(std::string_view id) {
    const auto ids = presetIds();
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        return fail("unknown preset \"" + std::string(id) + "\" (presets: " + presetList() + ")");
    const QString path = ":/rules/" + QString::fromUtf8(id.data(), qsizetype(id.size())) + ".json";
    auto rules = loadRuleSetFile(path);
    if (rules && rules->id != id)
        return fail(path.toStdString() + ": the preset's id is \"" + rules->id + "\", not \"" +
                    std::string(id) + "\"");
    return rules;
}

Result<RuleSet> loadRules(std::string_view presetIdOrPath) {
    const auto ids = presetIds();
    if (std::find(ids.begin(), ids.end(), presetIdOrPath) != ids.end())
        return loadPreset(presetIdOrPath);
    const QString path = QString::fromUtf8(presetIdOrPath.data(), qsizetype(presetIdOrPath.size()));
    if (presetIdOrPath.empty() || !QFileInfo::exists(path))
        return fail("\"" + std::string(presetIdOrPath) + "\" is neither a preset (" + presetList() +
                    ") nor an existing rule file");
    return loadRuleSetFile(path);
}

} // namespace f27
