// The shipped presets' names in the language of the table. Their rule files name them in
// English ("name" is data a rule file carries); a preset shown under its own name is shown
// translated, and any other rule set — a file, an edited preset renamed — keeps its name.
#pragma once

#include <QString>

#include <string>

// `name` translated when it is the shipped name of the preset `id`, else `name` as it is.
QString ruleSetDisplayName(const std::string& id, const std::string& name);
