// The training record, its JSON form and its file (training_record.h).

#include "school/training_record.h"

#include "core/bounded_read.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <climits>
#include <cmath>

namespace f27 {

namespace {

constexpr const char* kFormat = "finnish27-training-record";
constexpr int kMaxText = 1000; // the longest string a record keeps

QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}

} // namespace

void CategoryRecord::add(bool right, int ms) {
    ++attempts;
    if (right) {
        ++correct;
        bestStreak = std::max(bestStreak, ++streak);
    } else {
        streak = 0;
    }
    millis.push_back(std::max(0, ms));
    if (static_cast<int>(millis.size()) > kTimeSamples)
        millis.erase(millis.begin(), millis.end() - kTimeSamples);
}

double CategoryRecord::accuracy() const {
    return attempts > 0 ? static_cast<double>(correct) / attempts : 0;
}

int CategoryRecord::medianMillis() const {
    if (millis.empty()) return -1;
    std::vector<int> v = millis;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void WatchRecord::add(SpotResult r) {
    switch (r) {
    case SpotResult::Catch:
        ++catches;
        break;
    case SpotResult::Miss:
        ++misses;
        break;
    case SpotResult::FalseAlarm:
        ++falseAlarms;
        break;
    case SpotResult::Pass:
        ++passes;
        break;
    }
}

void TrainingRecord::addExam(ExamRecord e) {
    exams.push_back(std::move(e));
    if (static_cast<int>(exams.size()) > kMaxExamRecords)
        exams.erase(exams.begin(), exams.end() - kMaxExamRecords);
}

// ---------------------------------------------------------------------------------------
// JSON

namespace {

QJsonObject categoryJson(const CategoryRecord& c) {
    QJsonArray ms;
    for (int m : c.millis)
        ms.append(m);
    return QJsonObject{{"attempts", c.attempts},
                       {"correct", c.correct},
                       {"streak", c.streak},
                       {"bestStreak", c.bestStreak},
                       {"millis", ms}};
}

QJsonObject examJson(const ExamRecord& e) {
    return QJsonObject{{"date", QString::fromStdString(e.date)},
                       {"rules", QString::fromStdString(e.rulesId)},
                       {"rulesName", QString::fromStdString(e.rulesName)},
                       {"rounds", e.rounds},
                       {"dealt", e.dealt},
                       {"errors", e.errors},
                       {"millis", e.millis},
                       {"maxErrors", e.maxErrors},
                       {"maxSecondsPerRound", e.maxSecondsPerRound},
                       {"passed", e.passed},
                       {"reason", QString::fromStdString(e.reason)}};
}

std::string typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "true or false";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "a string";
    case QJsonValue::Array:
        return "a list";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        break;
    }
    return "nothing";
}

// Reads the fields of one object, each by its path; the first problem is kept.
class Reader {
public:
    Reader(const QJsonObject& o, std::string path) : o_(o), path_(std::move(path)) {}

    // Fails on a field not in `known`.
    bool only(std::initializer_list<const char*> known) {
        for (auto it = o_.begin(); it != o_.end(); ++it) {
            const std::string key = it.key().toStdString();
            if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
                return problem(at(key), "unknown field");
        }
        return true;
    }
    bool whole(const char* key, int& out, int min = 0, int max = INT_MAX) {
        const QJsonValue v = o_.value(key);
        if (v.isUndefined()) return problem(at(key), "missing");
        return wholeValue(v, at(key), out, min, max);
    }
    bool text(const char* key, std::string& out) {
        const QJsonValue v = o_.value(key);
        if (!v.isString()) return problem(at(key), "expected a string, got " + typeName(v));
        if (v.toString().size() > kMaxText)
            return problem(at(key), "longer than " + std::to_string(kMaxText) + " characters");
        out = v.toString().toStdString();
        return true;
    }
    bool boolean(const char* key, bool& out) {
        const QJsonValue v = o_.value(key);
        if (!v.isBool()) return problem(at(key), "expected true or false, got " + typeName(v));
        out = v.toBool();
        return true;
    }
    // An object (or list) field; missing ones are left to the caller (`present` false).
    bool object(const char* key, QJsonObject& out, bool& present) {
        const QJsonValue v = o_.value(key);
        present = !v.isUndefined();
        if (!present) return true;
        if (!v.isObject()) return problem(at(key), "expected an object, got " + typeName(v));
        out = v.toObject();
        return true;
    }
    bool list(const char* key, QJsonArray& out, int most) {
        const QJsonValue v = o_.value(key);
        if (!v.isArray()) return problem(at(key), "expected a list, got " + typeName(v));
        out = v.toArray();
        if (out.size() > most)
            return problem(at(key), "more than " + std::to_string(most) + " entries");
        return true;
    }
    bool wholeValue(const QJsonValue& v, const std::string& path, int& out, int min, int max) {
        const std::string range = "a whole number from " + std::to_string(min) +
                                  (max == INT_MAX ? "" : " to " + std::to_string(max));
        if (!v.isDouble()) return problem(path, "expected " + range + ", got " + typeName(v));
        const double d = v.toDouble();
        if (d != std::floor(d) || d < min || d > max)
            return problem(path, "expected " + range + ", got " + QString::number(d).toStdString());
        out = static_cast<int>(d);
        return true;
    }
    bool problem(const std::string& path, const std::string& what) {
        if (error_.empty()) error_ = path + ": " + what;
        return false;
    }
    std::string at(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }
    const std::string& error() const { return error_; }
    void adopt(const Reader& inner) {
        if (error_.empty()) error_ = inner.error_;
    }

private:
    QJsonObject o_;
    std::string path_;
    std::string error_;
};

bool readCategory(Reader& parent, const QJsonObject& o, const std::string& path,
                  CategoryRecord& c) {
    Reader r(o, path);
    QJsonArray ms;
    const bool ok = r.only({"attempts", "correct", "streak", "bestStreak", "millis"}) &&
                    r.whole("attempts", c.attempts) && r.whole("correct", c.correct) &&
                    r.whole("streak", c.streak) && r.whole("bestStreak", c.bestStreak) &&
                    r.list("millis", ms, kTimeSamples);
    if (ok) {
        for (int i = 0; i < ms.size(); ++i) {
            int m = 0;
            if (!r.wholeValue(ms[i], r.at("millis[" + std::to_string(i) + "]"), m, 0, INT_MAX))
                break;
            c.millis.push_back(m);
        }
        if (c.correct > c.attempts)
            r.problem(r.at("correct"), "more right answers than attempts");
        else if (c.bestStreak > c.correct || c.streak > c.bestStreak)
            r.problem(r.at("streak"), "a streak longer than the right answers or the best streak");
    }
    parent.adopt(r);
    return r.error().empty();
}

// A group of categories by name ("steps", "drills"); a category left out is empty.
template <size_t N, class NameOf>
bool readGroup(Reader& top, const char* key, std::array<CategoryRecord, N>& out, NameOf nameOf) {
    QJsonObject o;
    bool present = false;
    if (!top.object(key, o, present)) return false;
    if (!present) return top.problem(key, "missing");
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string name = it.key().toStdString();
        size_t i = 0;
        while (i < N && name != nameOf(i))
            ++i;
        const std::string path = std::string(key) + "." + name;
        if (i == N) {
            std::string known;
            for (size_t j = 0; j < N; ++j)
                known += (j ? ", " : "") + std::string(nameOf(j));
            return top.problem(path, "no such category (" + known + ")");
        }
        if (!it.value().isObject())
            return top.problem(path, "expected an object, got " + typeName(it.value()));
        if (!readCategory(top, it.value().toObject(), path, out[i])) return false;
    }
    return true;
}

bool readExam(Reader& top, const QJsonValue& v, const std::string& path, ExamRecord& e) {
    if (!v.isObject()) return top.problem(path, "expected an object, got " + typeName(v));
    Reader r(v.toObject(), path);
    const bool ok = r.only({"date", "rules", "rulesName", "rounds", "dealt", "errors", "millis",
                            "maxErrors", "maxSecondsPerRound", "passed", "reason"}) &&
                    r.text("date", e.date) && r.text("rules", e.rulesId) &&
                    r.text("rulesName", e.rulesName) && r.whole("rounds", e.rounds, 1) &&
                    r.whole("dealt", e.dealt, 0, e.rounds) && r.whole("errors", e.errors) &&
                    r.whole("millis", e.millis) && r.whole("maxErrors", e.maxErrors) &&
                    r.whole("maxSecondsPerRound", e.maxSecondsPerRound, 1) &&
                    r.boolean("passed", e.passed) && r.text("reason", e.reason);
    top.adopt(r);
    return ok;
}

// "line 3, column 7" of a byte offset.
std::string placeOf(const QByteArray& text, int offset) {
    int line = 1, column = 1;
    for (int i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

} // namespace

QByteArray trainingRecordToJson(const TrainingRecord& record) {
    QJsonObject steps, drills;
    for (int c = 0; c < kStepCategoryCount; ++c)
        steps[stepCategoryName(static_cast<StepCategory>(c))] =
            categoryJson(record.steps[static_cast<size_t>(c)]);
    for (int k = 0; k < kDrillKindCount; ++k)
        drills[drillKindName(static_cast<DrillKind>(k))] =
            categoryJson(record.drills[static_cast<size_t>(k)]);
    const WatchRecord& w = record.watch;
    QJsonArray exams;
    for (const ExamRecord& e : record.exams)
        exams.append(examJson(e));
    const QJsonObject doc{{"format", kFormat},
                          {"version", kTrainingRecordVersion},
                          {"steps", steps},
                          {"drills", drills},
                          {"watch", QJsonObject{{"catches", w.catches},
                                                {"misses", w.misses},
                                                {"falseAlarms", w.falseAlarms},
                                                {"passes", w.passes}}},
                          {"exams", exams}};
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

Result<TrainingRecord> trainingRecordFromJson(const QByteArray& json) {
    if (json.size() > kMaxTrainingRecordBytes)
        return fail("the record takes " + std::to_string(json.size()) +
                    " bytes, more than a training record may (" +
                    std::to_string(kMaxTrainingRecordBytes) + ")");
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(placeOf(json, pe.offset) + ": " + pe.errorString().toStdString());
    if (!doc.isObject()) return fail("expected a JSON object, not a list or a value");
    const QJsonObject root = doc.object();
    Reader top(root, "");
    TrainingRecord rec;
    std::string format;
    int version = 0;
    if (!top.text("format", format)) return fail(top.error());
    if (format != kFormat)
        return fail("format: \"" + format + "\" is not a training record (\"" + kFormat + "\")");
    if (!top.whole("version", version, 1)) return fail(top.error());
    if (version != kTrainingRecordVersion)
        return fail("version: the record is version " + std::to_string(version) +
                    "; this program reads version " + std::to_string(kTrainingRecordVersion));
    if (!top.only({"format", "version", "steps", "drills", "watch", "exams"}))
        return fail(top.error());
    const bool groups =
        readGroup(top, "steps", rec.steps,
                  [](size_t i) { return stepCategoryName(static_cast<StepCategory>(i)); }) &&
        readGroup(top, "drills", rec.drills,
                  [](size_t i) { return drillKindName(static_cast<DrillKind>(i)); });
    if (!groups) return fail(top.error());
    QJsonObject watch;
    bool present = false;
    if (!top.object("watch", watch, present)) return fail(top.error());
    if (!present) return fail("watch: missing");
    Reader w(watch, "watch");
    if (!(w.only({"catches", "misses", "falseAlarms", "passes"}) &&
          w.whole("catches", rec.watch.catches) && w.whole("misses", rec.watch.misses) &&
          w.whole("falseAlarms", rec.watch.falseAlarms) && w.whole("passes", rec.watch.passes)))
        return fail(w.error());
    QJsonArray exams;
    if (!top.list("exams", exams, kMaxExamRecords)) return fail(top.error());
    for (int i = 0; i < exams.size(); ++i) {
        ExamRecord e;
        if (!readExam(top, exams[i], "exams[" + std::to_string(i) + "]", e))
            return fail(top.error());
        rec.exams.push_back(std::move(e));
    }
    return rec;
}

// ---------------------------------------------------------------------------------------
// The file

namespace {

// The record in the file; none when there is no file. Reads at most one byte past the limit.
Result<std::optional<TrainingRecord>> readRecordFile(const QString& path) {
    const std::string where = path.toStdString() + ": ";
    const QFileInfo info(path);
    if (!info.exists()) return std::optional<TrainingRecord>();
    if (!info.isFile()) return fail(where + "not a file");
    if (info.size() > kMaxTrainingRecordBytes)
        return fail(where + std::to_string(info.size()) +
                    " bytes, more than a training record may take (" +
                    std::to_string(kMaxTrainingRecordBytes) + "); the file was not read");
    auto read = readFileBounded(path, kMaxTrainingRecordBytes, "a training record");
    if (!read) return fail(read.error() + "; the file was not read");
    const QByteArray text = std::move(read).value();
    auto rec = trainingRecordFromJson(text);
    if (!rec) return fail(where + rec.error());
    return std::optional<TrainingRecord>(std::move(rec).value());
}

} // namespace

QString JsonTrainingStore::tr(const char* text) {
    return QCoreApplication::translate("JsonTrainingStore", text);
}

Result<TrainingRecord> JsonTrainingStore::load() {
    notice_.clear();
    auto rec = readRecordFile(path_);
    if (!rec) return fail(rec.error());
    return rec->value_or(TrainingRecord{});
}

Status JsonTrainingStore::save(const TrainingRecord& record) {
    notice_.clear();
    const QByteArray json = trainingRecordToJson(record);
    if (json.size() > kMaxTrainingRecordBytes)
        return fail(path_.toStdString() + ": the record would take " + std::to_string(json.size()) +
                    " bytes, more than a record may (" + std::to_string(kMaxTrainingRecordBytes) +
                    ")");
    const QFileInfo info(path_);
    if (info.exists() && !info.isFile())
        return fail(path_.toStdString() + ": not a file, so nothing was saved");
    // Nothing saved is lost: a file there that is no readable record is moved aside first.
    if (auto there = readRecordFile(path_); !there) {
        const QString stamp = QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss");
        QString aside = path_ + ".unreadable-" + stamp;
        for (int n = 2; QFileInfo::exists(aside) && n < 1000; ++n)
            aside = path_ + ".unreadable-" + stamp + "-" + QString::number(n);
        if (!QFile::rename(path_, aside))
            return fail(there.error() + "; it could not be moved aside to " + aside.toStdString() +
                        ", so nothing was saved");
        notice_ = tr("The training record could not be read (%1). It was kept as %2, and a new "
                     "record was saved.")
                      .arg(QString::fromStdString(there.error()), aside);
    }
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSaveFile f(path_);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() || !f.commit())
        return fail(path_.toStdString() + ": " + f.errorString().toStdString());
    return {};
}

} // namespace f27
