// Field paths into a JSON document ("forced[2].when.total.max"), as the rule editor and the
// engine's validation messages name fields: parsing, reading and writing a field in place.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace jsonpath {

// One step of a field path: an object key or an array index.
struct Step {
    QString key;
    int index = -1;
    bool isIndex() const { return index >= 0; }
};
using Path = std::vector<Step>;

// "forced[2].when.total.max" → forced, [2], when, total, max. Keys are anything but '.', '['
// and ']' ("values.points.10" names the key "10"). Nothing for a malformed path.
std::optional<Path> parse(const QString& text);

// The path with every index written "[]" ("forced[].when"): a key for tables by field.
QString pattern(const QString& path);

// The value at `path` below `root`; Undefined where the path leads nowhere.
QJsonValue lookup(const QJsonValue& root, const Path& path);

// What a write needs to know of the document's schema.
struct Schema {
    // The object to create where a path passes through a missing object (by its pattern).
    std::function<QJsonObject(const QString& pattern)> newObject;
    // Whether an object left empty by a write is removed from its parent instead of kept.
    std::function<bool(const QString& key)> dropWhenEmpty;
};

// Sets (value) or removes (no value) the field at `path` below `root`, creating missing
// objects by `schema`. False: the path leads nowhere (an index past an array's end, a step
// into a value that is neither object nor array).
bool set(QJsonValue& root, const Path& path, const std::optional<QJsonValue>& value,
         const Schema& schema);

} // namespace jsonpath
