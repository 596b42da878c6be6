// The serialised Seven Twenty-Seven hand (one JSON object per hand, JSON Lines for a history) and
// its exact replay. The format: docs/seven27.md, "The event log".
#pragma once

#include "seven27/seven27_hand.h"

#include <QByteArray>
#include <QJsonObject>

namespace f27 {

inline constexpr int kSeven27LogVersion = 1;

struct Seven27HandRecord {
    Seven27HandSetup setup;
    std::vector<Seven27Event> events;
};

QJsonObject seven27RulesToJson(const Seven27Rules& r);
// Missing fields keep their defaults; the result is validated; errors name the field.
Result<Seven27Rules> seven27RulesFromJson(const QJsonObject& o);
QJsonObject seven27EventToJson(const Seven27Event& e);
Result<Seven27Event> seven27EventFromJson(const QJsonObject& o);
QJsonObject seven27HandToJson(const Seven27HandSetup& setup,
                              const std::vector<Seven27Event>& events);
QJsonObject seven27HandToJson(const Seven27Hand& hand);
QByteArray seven27HandToJsonLine(const Seven27Hand& hand); // compact, no trailing newline
Result<Seven27HandRecord> seven27HandFromJson(const QByteArray& json);
// Blank lines are skipped; errors name the line.
Result<std::vector<Seven27HandRecord>> seven27HandsFromJsonLines(const QByteArray& text);

// Feeds the inputs of `events` to a fresh hand and checks that the whole log comes out
// identical; the error names the first event that differs.
Result<Seven27Hand> replaySeven27Hand(const Seven27HandSetup& setup,
                                      const std::vector<Seven27Event>& events);

} // namespace f27
