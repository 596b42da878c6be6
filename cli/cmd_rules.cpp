// `rules`: list the presets, print a rule set as JSON, check rule files, or explain rules
// from the rules reference (RULES.md, shipped in English and Finnish).
#include "cli_io.h"
#include "commands.h"

#include "rules/rule_book.h"
#include "rules/rule_set_json.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace f27::cli {

namespace {
// The book's Markdown as plain text: no emphasis markers, continuation lines indented.
QString plain(const std::string& markdown, const QString& indent) {
    QString text = QString::fromStdString(markdown);
    text.remove(QStringLiteral("**")).remove(QLatin1Char('`')).remove(QLatin1Char('*'));
    return text.replace(QLatin1Char('\n'), QLatin1Char('\n') + indent);
}

void printEntry(const RuleBookEntry& e) {
    if (e.id.empty()) {
        out(plain(e.text, QString()));
    } else {
        const QString id = QString::fromStdString(e.id);
        const QString indent(id.size() + 2, QLatin1Char(' '));
        out(id + QStringLiteral("  ") + plain(e.text, indent));
    }
    for (const std::string& d : e.decisions)
        out(QStringLiteral("    \u21b3 ") + plain(d, QStringLiteral("      "))); // a decision
}

// `--explain ID|GAME`: one rule, or every rule of a game (a preset, Seven Twenty-Seven's
// "seven-twenty-seven", or a rule file), under their headings.
int explain(const QString& what, const QString& language) {
    const RuleBook& book = shippedRuleBook(language.toStdString());
    // A rule's ID in any case ("pl-5"); one that is no rule of the book is refused as such.
    static const QRegularExpression looksLikeId(QStringLiteral("^[A-Za-z]{1,3}-[0-9]{1,3}$"));
    if (looksLikeId.match(what).hasMatch()) {
        if (const RuleBookEntry* e = book.find(what.toUpper().toStdString())) {
            printEntry(*e);
            return 0;
        }
        // The book's IDs by family of rules, in its order: "F-1…F-18, PL-1…PL-12, …".
        QStringList ranges;
        QString prefix, first, last;
        auto close = [&] {
            if (!first.isEmpty()) ranges << (first == last ? first : first + u'…' + last);
        };
        for (const std::string& id : book.ids()) {
            const QString i = QString::fromStdString(id);
            const QString p = i.section(u'-', 0, 0);
            if (p != prefix) {
                close();
                prefix = p;
                first = i;
            }
            last = i;
        }
        close();
        err(tr("rules: the rules reference has no rule %1 (its rules: %2).")
                .arg(what, ranges.join(QStringLiteral(", "))));
        return 2;
    }
    std::string game = what.toStdString(), family = "finnish27";
    if (what != QLatin1String("seven-twenty-seven")) {
        auto rules = loadRules(what.toStdString());
        if (!rules) {
            err(tr("rules: %1 (give a rule's ID such as PL-5, or seven-twenty-seven).")
                    .arg(QString::fromStdString(rules.error())));
            return 2;
        }
        game = rules->id;
        family = rules->family;
    }
    static const QRegularExpression gameId(QStringLiteral(" ?\\(`[^`]*`\\)"));
    int section = -1;
    for (int i : book.entriesFor(game, family)) {
        const RuleBookEntry& e = book.entries[std::size_t(i)];
        if (e.section != section) {
            section = e.section;
            const RuleBookSection& s = book.sections[std::size_t(section)];
            QString heading = QString::fromStdString(s.title.empty() ? s.part : s.title);
            out(QString());
            out(QStringLiteral("== ") + heading.remove(gameId).remove(QLatin1Char('`')));
        }
        printEntry(e);
    }
    return 0;
}
} // namespace

int runRules(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Rule sets: the shipped presets and rule files."));
    p.addOption({"list", tr("List the shipped presets.")});
    p.addOption({"show", tr("Print a preset or rule file as canonical JSON."), "PRESET|FILE"});
    p.addOption({"check", tr("Check a rule file (may be given several times)."), "FILE"});
    p.addOption({"explain",
                 tr("Print a rule from the rules reference (an ID such as PL-5), or every rule "
                    "of a game (a preset, seven-twenty-seven, or a rule file); may be given "
                    "several times."),
                 "ID|GAME"});
    p.addOption(
        {"language", tr("The language of --explain: en or fi (default: the locale's)."), "CODE"});
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
    if (p.isSet("explain")) {
        QString language = p.value("language");
        if (!p.isSet("language"))
            language = QLocale().language() == QLocale::Finnish ? QStringLiteral("fi")
                                                                : QStringLiteral("en");
        language = language.toLower();
        if (language != QLatin1String("en") && language != QLatin1String("fi")) {
            err(tr("rules: --language takes en or fi, not \"%1\".").arg(language));
            return 2;
        }
        // Each in the order given, a blank line between; any that is no rule or game fails
        // the command, the others still printed.
        int status = 0;
        const QStringList asked = p.values("explain");
        for (qsizetype i = 0; i < asked.size(); ++i) {
            if (i > 0) out(QString());
            status = std::max(status, explain(asked[i], language));
        }
        return status;
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
        err(tr("rules: nothing to do; give --list, --show, --explain or --check FILE."));
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
