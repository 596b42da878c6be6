// The serialised round: its rule set (embedded in full, so a custom rule file is not needed
// to replay it), its setup and its event log. One JSON object per round; a session's hand
// history is a file of such objects, one per line (JSON Lines).
#pragma once

#include "round/round.h"

#include <QByteArray>
#include <QJsonObject>

namespace f27 {

inline constexpr int kRoundLogVersion = 1;
// One round's line is a few kilobytes (its rule set and events); a longer line is not a round.
inline constexpr qint64 kMaxRoundLineBytes = 1 << 20;
// A round log read whole (one pretty-printed round, or a short JSON Lines log).
inline constexpr qint64 kMaxRoundLogFileBytes = 16ll << 20;
// The lines of a hand history read line by line (`replay`); a longer history is refused.
inline constexpr qint64 kMaxHandHistoryLines = 1000000;

struct RoundRecord {
    RuleSet rules;
    RoundSetup setup;
    std::vector<Event> events;
};

QJsonObject eventToJson(const Event& e);
Result<Event> eventFromJson(const QJsonObject& o);
QJsonObject roundToJson(const RuleSet& rules, const RoundSetup& setup,
                        const std::vector<Event>& events);
QJsonObject roundToJson(const Round& round);
// One compact line (no trailing newline).
QByteArray roundToJsonLine(const Round& round);
// Reads one round; errors name the event and field that is wrong.
Result<RoundRecord> roundFromJson(const QByteArray& json);
// Reads a JSON Lines hand history (blank lines skipped); errors name the line.
Result<std::vector<RoundRecord>> roundsFromJsonLines(const QByteArray& text);

} // namespace f27
