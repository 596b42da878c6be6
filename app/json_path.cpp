#include "json_path.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace jsonpath {

std::optional<Path> parse(const QString& text) {
    Path path;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text[i] == '[') {
            const qsizetype close = text.indexOf(']', i);
            if (close < 0 || path.empty()) return std::nullopt;
            bool ok = false;
            const int index = text.mid(i + 1, close - i - 1).toInt(&ok);
            if (!ok || index < 0) return std::nullopt;
            path.push_back({{}, index});
            i = close + 1;
            continue;
        }
        if (text[i] == '.') {
            if (path.empty()) return std::nullopt;
            ++i;
        }
        qsizetype end = i;
        while (end < n && text[end] != '.' && text[end] != '[' && text[end] != ']')
            ++end;
        if (end == i) return std::nullopt;
        path.push_back({text.mid(i, end - i), -1});
        i = end;
    }
    if (path.empty()) return std::nullopt;
    return path;
}

QString pattern(const QString& path) {
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    return QString(path).replace(index, QStringLiteral("[]"));
}

QJsonValue lookup(const QJsonValue& root, const Path& path) {
    QJsonValue v = root;
    for (const Step& s : path) {
        if (s.isIndex()) {
            if (!v.isArray() || s.index >= v.toArray().size()) return QJsonValue::Undefined;
            v = v.toArray().at(s.index);
        } else {
            if (!v.isObject()) return QJsonValue::Undefined;
            v = v.toObject().value(s.key);
        }
        if (v.isUndefined()) return v;
    }
    return v;
}

namespace {

// set() below `node`, at path[i..]; `where` is the path of `node`.
bool setIn(QJsonValue& node, const Path& path, std::size_t i, const QString& where,
           const std::optional<QJsonValue>& value, const Schema& schema) {
    const Step& s = path[i];
    const bool last = i + 1 == path.size();
    if (s.isIndex()) {
        if (!node.isArray()) return false;
        QJsonArray a = node.toArray();
        if (s.index >= a.size()) return false;
        if (last) {
            if (value)
                a[s.index] = *value;
            else
                a.removeAt(s.index);
        } else {
            QJsonValue child = a.at(s.index);
            if (!setIn(child, path, i + 1, where + '[' + QString::number(s.index) + ']', value,
                       schema))
                return false;
            a[s.index] = child;
        }
        node = a;
        return true;
    }
    if (!node.isObject() && !node.isUndefined()) return false;
    QJsonObject o = node.isObject() ? node.toObject() : schema.newObject(pattern(where));
    const QString childPath = where.isEmpty() ? s.key : where + '.' + s.key;
    if (last) {
        if (value)
            o.insert(s.key, *value);
        else
            o.remove(s.key);
    } else {
        QJsonValue child = o.value(s.key);
        if (!setIn(child, path, i + 1, childPath, value, schema)) return false;
        if (child.isObject() && child.toObject().isEmpty() && schema.dropWhenEmpty(s.key))
            o.remove(s.key);
        else
            o.insert(s.key, child);
    }
    node = o;
    return true;
}

} // namespace

bool set(QJsonValue& root, const Path& path, const std::optional<QJsonValue>& value,
         const Schema& schema) {
    if (path.empty()) return false;
    return setIn(root, path, 0, QString(), value, schema);
}

} // namespace jsonpath
