// How a player answers a decision at the command line: one key per action ("h", "s", "d", "p",
// "u", "y", "n") or the action's name in the log ("hit", "insure", ...).
#pragma once

#include "round/events.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace f27::cli {

// The legal actions as offered at the prompt: "[h]it", "[s]tand", ... in a fixed order.
QStringList actionChoices(const std::vector<Action>& legal);
// The legal action an answer names, in any case: its key, its log name, or the words the prompt
// shows ("stand", "yes", "no insurance"); nullopt for anything else.
std::optional<Action> actionFromAnswer(const QString& answer, const std::vector<Action>& legal);

} // namespace f27::cli
