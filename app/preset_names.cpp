#include "preset_names.h"

#include <QCoreApplication>

namespace {
struct PresetName {
    const char* id;
    const char* name; // as the preset's rule file (assets/rules/<id>.json) gives it
};
constexpr PresetName kPresetNames[] = {
    {"poker-like", QT_TRANSLATE_NOOP("PresetName", "Poker-like Finnish 27")},
    {"21-24-27", QT_TRANSLATE_NOOP("PresetName", "21-24-27")},
    {"blackjack", QT_TRANSLATE_NOOP("PresetName", "Blackjack")},
};
} // namespace

QString ruleSetDisplayName(const std::string& id, const std::string& name) {
    for (const PresetName& p : kPresetNames)
        if (id == p.id && name == p.name) return QCoreApplication::translate("PresetName", p.name);
    return QString::fromStdString(name);
}
