// Rule files (engine/rules/rule_set_json.h) from any bytes. Properties:
//  - reading never crashes, whatever the text; the rule editor's path (the fields read without
//    the semantic checks, then every problem listed) neither;
//  - a JSON object is accepted exactly when its fields read and, with the general rules filled
//    in, have no problem (then it is that rule set); an accepted rule set validates;
//  - an accepted rule set round-trips: written and read again it is equal, and its canonical
//    text is a fixed point of writing.
#include "fuzz_check.h"

#include "rules/rule_set_json.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace f27;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const Result<RuleSet> rules = ruleSetFromJson(json);

    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (doc.isObject()) {
        // The same object as Qt writes it (no duplicate field, no byte-order mark left).
        const Result<RuleSet> plain = ruleSetFromJson(QJsonDocument(doc.object()).toJson());
        if (rules) FUZZ_CHECK(plain && *plain == *rules, "the object as Qt writes it differs");
        Result<RuleSet> fields = readRuleSetFields(doc.object());
        if (fields) {
            (void)ruleSetProblems(*fields); // the editor marks these as it reads
            RuleSet filled = *fields;
            fillRuleIds(filled);
            const bool playable = ruleSetProblems(filled).empty();
            FUZZ_CHECK(playable == validateRuleSet(filled).ok());
            FUZZ_CHECK(playable == plain.ok(), "%s",
                       plain ? "accepted, but its fields have problems" : plain.error().c_str());
            if (plain) FUZZ_CHECK(filled == *plain);
        } else {
            FUZZ_CHECK(!plain, "accepted, but its fields do not read: %s", fields.error().c_str());
        }
    }
    if (!rules) return 0;

    FUZZ_CHECK(validateRuleSet(*rules).ok());
    const QByteArray text = ruleSetToJson(*rules);
    const Result<RuleSet> again = ruleSetFromJson(text);
    FUZZ_CHECK(again.ok(), "the written rule set is refused: %s\n%s",
               again ? "" : again.error().c_str(), text.constData());
    FUZZ_CHECK(*again == *rules, "written and read again, the rule set differs:\n%s",
               text.constData());
    FUZZ_CHECK(ruleSetToJson(*again) == text, "the canonical text changes when written again");
    return 0;
}
