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
    for (const Choice& c : kChoices)
        if ((answer == c.key || answer == actionName(c.action)) && offered(legal, c.action))
            return c.action;
    return std::nullopt;
}

} // namespace f27::cli
