// Rule files: a RuleSet as JSON (read, validated, written), the shipped presets and the semantic
// checks. The format: docs/rule-files.md.
#pragma once

#include "core/result.h"
#include "rules/rule_set.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace f27 {

// Parses and validates a rule file's text. Errors name the field path
// (`forced[2].when.total.min: expected a whole number, got a string`), unknown fields
// (`unknown field "shoe.decs" (allowed: ...)`) and, for JSON syntax errors, the line and
// column. Several problems are reported one per line.
Result<RuleSet> ruleSetFromJson(const QByteArray& json);

// Reads the fields of a parsed rule file without the semantic checks (ruleSetProblems), for
// an editor that marks each problem at its field. Errors name the field as ruleSetFromJson's.
Result<RuleSet> readRuleSetFields(const QJsonObject& root);

// The canonical text of a rule set: indented, fields in the order of rule_set.h.
QByteArray ruleSetToJson(const RuleSet& rules);

// The defaults of a rule file: every field a file may leave out, by path pattern
// ("surrender.refund"; "[]" stands for every element of a list: "bonuses[].cards"), with the
// value the reader then takes, as the writer writes it. A field that an optional object
// requires has the value it takes when the whole object is left out ("doubleDown.allowed":
// false); a list left out is empty; a rule ID left out is "" (fillRuleIds then cites the
// family's general rule). Objects are not listed (their fields are), nor open range bounds
// (they have no value). A field whose need depends on others ("natural.payout", required
// once there are naturals) is listed with the value it takes where it may be left out.
const QHash<QString, QJsonValue>& ruleFileDefaults();

// Reads a rule file; every error line starts with the file's path.
Result<RuleSet> loadRuleSetFile(const QString& path);

// The shipped presets: "poker-like", "21-24-27", "blackjack" (in that order), then any
// other preset found in the resources, alphabetically.
std::vector<std::string> presetIds();
Result<RuleSet> loadPreset(std::string_view id);
// A preset id if it names one, otherwise the path of a rule file.
Result<RuleSet> loadRules(std::string_view presetIdOrPath);

// One semantic problem of a rule set: the field path and what is wrong with it.
struct RuleProblem {
    std::string path;    // e.g. "shoe.cutCard", "bonuses[1].id"
    std::string message; // e.g. "must be between 1 and 323 (got 400)"
};
// Every semantic problem (empty: the rule set is playable). For editors that mark fields.
std::vector<RuleProblem> ruleSetProblems(const RuleSet& rules);
// The same problems as one Status, one "path: message" per line.
Status validateRuleSet(const RuleSet& rules);

// Fills every empty rule-ID field with the family's general rule ("finnish27": F-11 for a
// forced play, F-12 for the dealer, ...; "blackjack": the closest B-* rule). Nested entries
// (forced plays, strategy rows, bonuses) fall back to their parent's rule.
void fillRuleIds(RuleSet& rules);

// Whether `id` is a rule ID of RULES.md that a RuleSet may cite (F-*, PL-*, T-*, B-*).
bool isKnownRuleId(std::string_view id);

} // namespace f27
