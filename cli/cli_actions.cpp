#include "cli_actions.h"
#include "cli_io.h"

#include <QtGlobal>

#include <algorithm>

namespace f27::cli {

namespace {

struct Choice {
    Action action;
    const char* key;
    const char* label;
};
constexpr Choice kChoices[] = {
    {Action::Hit, "h", QT_TRANSLATE_NOOP("f27::cli", "[h]it")},
    {Action::Stand, "s", QT_TRANSLATE_NOOP("f27::cli", "[s]tand")},
    {Action::Double, "d", QT_TRANSLATE_NOOP("f27::cli", "[d]ouble")},
    {Action::Split, "p", QT_TRANSLATE_NOOP("f27::cli", "s[p]lit")},
    {Action::Surrender, "u", QT_TRANSLATE_NOOP("f27::cli", "s[u]rrender")},
    {Action::TakeInsurance, "y", QT_TRANSLATE_NOOP("f27::cli", "[y]es, insure")},
    {Action::DeclineInsurance, "n", QT_TRANSLATE_NOOP("f27::cli", "[n]o insurance")},
};

bool offered(const std::vector<Action>& legal, Action a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

} // namespace

QStringList actionChoices(const std::vector<Action>& legal) {
    QStringList options;
    for (const Choice& c : kChoices)
        if (offered(legal, c.action)) options << tr(c.label);
    return options;
}

std::optional<Action> actionFromAnswer(const QString& answer, const std::vector<Action>& legal) {
    const QString a = answer.simplified().toLower();
    for (const Choice& c : kChoices) {
        if (!offered(legal, c.action)) continue;
        // The key, the log's name, or the words the prompt shows ("yes", "no insurance").
        const QString label = tr(c.label).remove('[').remove(']').toLower();
        if (a == c.key || a == actionName(c.action) || a == label ||
            a == label.section(',', 0, 0).trimmed() || a == label.section(' ', 0, 0))
            return c.action;
    }
    return std::nullopt;
}

} // namespace f27::cli
