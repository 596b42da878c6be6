// `rules`: list the presets, print a rule set as JSON, or check rule files.
#include "cli_io.h"
#include "commands.h"

#include "rules/rule_set_json.h"

namespace f27::cli {

int runRules(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Rule sets: the shipped presets and rule files."));
    p.addOption({"list", tr("List the shipped presets.")});
    p.addOption({"show", tr("Print a preset or rule file as canonical JSON."), "PRESET|FILE"});
    p.addOption({"check", tr("Check a rule file (may be given several times)."), "FILE"});
    p.addPositionalArgument("files", tr("More rule files to check."), "[FILE...]");
    if (!parseOrExplain(p, "rules", args)) return p.isSet("help") ? 0 : 2;
    if (p.isSet("list")) {
        for (const std::string& id : presetIds()) {
            auto r = loadPreset(id);
            out(QStringLiteral("%1\t%2").arg(QString::fromStdString(id),
                                             r ? QString::fromStdString(r->name) : QString()));
        }
        return 0;
    }
    if (p.isSet("show")) {
        auto r = loadRules(p.value("show").toStdString());
        if (!r) {
            err(QString::fromStdString(r.error()));
            return 2;
        }
        out(QString::fromUtf8(ruleSetToJson(*r)).trimmed());
        return 0;
    }
    const QStringList files = p.values("check") + p.positionalArguments();
    if (files.isEmpty()) {
        err(tr("rules: nothing to do; give --list, --show or --check FILE."));
        return 2;
    }
    int status = 0;
    for (const QString& f : files) {
        auto r = loadRuleSetFile(f);
        if (r) {
            out(tr("%1: OK (%2, \"%3\")")
                    .arg(f, QString::fromStdString(r->id), QString::fromStdString(r->name)));
        } else {
            err(QString::fromStdString(r.error()));
            status = 1;
        }
    }
    return status;
}

} // namespace f27::cli
