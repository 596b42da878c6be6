// Field paths into JSON documents (app/json_path.h), the rule editor's way of naming, reading
// and writing a field: malformed paths are refused, a write creates missing objects by the
// schema and refuses a path that leads nowhere, and a removal empties what the schema drops.
#include "json_path.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

namespace {

QJsonValue json(const char* text) {
    return QJsonDocument::fromJson(text).object();
}

// Missing objects are made with a marker, and empty "range" objects are dropped.
const jsonpath::Schema kSchema{[](const QString& pattern) {
                                   return QJsonObject{{"madeFor", pattern}};
                               },
                               [](const QString& key) { return key == QLatin1String("range"); }};

} // namespace

class JsonPath : public QObject {
    Q_OBJECT
private slots:
    void parsesKeysAndIndices() {
        const auto p = jsonpath::parse("forced[2].when.total.max");
        QVERIFY(p);
        QCOMPARE(p->size(), std::size_t{5});
        QCOMPARE((*p)[0].key, QString("forced"));
        QCOMPARE((*p)[1].index, 2);
        QVERIFY((*p)[1].isIndex());
        QCOMPARE((*p)[4].key, QString("max"));
        // A key may be a number ("values.points.10" names the key "10").
        const auto points = jsonpath::parse("values.points.10");
        QVERIFY(points && (*points)[2].key == "10" && !(*points)[2].isIndex());
    }
    void refusesMalformedPaths() {
        for (const char* bad : {"", "[1]", ".a", "a..b", "a[x]", "a[-1]", "a[1", "a]"})
            QVERIFY2(!jsonpath::parse(bad), bad);
    }
    void patternsWriteEveryIndexAsBrackets() {
        QCOMPARE(jsonpath::pattern("forced[12].when.cards"), QString("forced[].when.cards"));
        QCOMPARE(jsonpath::pattern("bonuses[0].ranks[3]"), QString("bonuses[].ranks[]"));
    }
    void looksUpExistingFieldsOnly() {
        const QJsonValue doc = json(R"({"a": {"b": [1, {"c": true}]}})");
        QCOMPARE(jsonpath::lookup(doc, *jsonpath::parse("a.b[1].c")), QJsonValue(true));
        QVERIFY(jsonpath::lookup(doc, *jsonpath::parse("a.b[2]")).isUndefined());
        QVERIFY(jsonpath::lookup(doc, *jsonpath::parse("a.x.y")).isUndefined());
        QVERIFY(jsonpath::lookup(doc, *jsonpath::parse("a.b.c")).isUndefined());
    }
    void setsCreatingMissingObjectsBySchema() {
        QJsonValue doc = json(R"({"list": [{"v": 1}]})");
        QVERIFY(jsonpath::set(doc, *jsonpath::parse("list[0].when.total"), QJsonValue(5), kSchema));
        const QJsonObject when = doc["list"][0]["when"].toObject();
        QCOMPARE(when["total"], QJsonValue(5));
        QCOMPARE(when["madeFor"], QJsonValue("list[].when"));
        QCOMPARE(doc["list"][0]["v"], QJsonValue(1)); // the rest is kept
    }
    void refusesPathsThatLeadNowhere() {
        QJsonValue doc = json(R"({"list": [1], "n": 3})");
        const QJsonValue before = doc;
        QVERIFY(!jsonpath::set(doc, *jsonpath::parse("list[1]"), QJsonValue(2), kSchema));
        QVERIFY(!jsonpath::set(doc, *jsonpath::parse("n.x"), QJsonValue(2), kSchema));
        QVERIFY(!jsonpath::set(doc, *jsonpath::parse("list.x"), QJsonValue(2), kSchema));
        QCOMPARE(doc, before);
    }
    void removesAndDropsWhatTheSchemaDrops() {
        QJsonValue doc = json(R"({"range": {"min": 1}, "other": {"min": 1}, "l": [1, 2, 3]})");
        QVERIFY(jsonpath::set(doc, *jsonpath::parse("range.min"), std::nullopt, kSchema));
        QVERIFY(jsonpath::set(doc, *jsonpath::parse("other.min"), std::nullopt, kSchema));
        QVERIFY(jsonpath::set(doc, *jsonpath::parse("l[1]"), std::nullopt, kSchema));
        QVERIFY(!doc.toObject().contains("range"));        // empty and dropped
        QCOMPARE(doc["other"], QJsonValue(QJsonObject{})); // empty and kept
        QCOMPARE(doc["l"], QJsonValue(QJsonArray{1, 3}));
    }
};

QTEST_APPLESS_MAIN(JsonPath)
#include "tst_app_json_path.moc"
