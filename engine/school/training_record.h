// A trainee's progress that outlives the process: per category (the six procedure step
// categories, the five drill kinds) the attempts, right answers, streaks and recent times; the
// spot-the-error watch's catches, misses and false alarms; and the exams taken. A TrainingStore
// loads and saves it; JsonTrainingStore keeps it in one small versioned JSON file, written
// atomically, and never overwrites a file it cannot read: that one is moved aside first.
#pragma once

#include "core/result.h"
#include "school/dealer_procedure.h"
#include "school/drills.h"
#include "school/error_spotting.h"
#include "school/procedure_step.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <string>
#include <vector>

namespace f27 {

inline constexpr int kTrainingRecordVersion = 1;
inline constexpr int kTimeSamples = 200;                   // recent times kept per category
inline constexpr int kMaxExamRecords = 1000;               // the oldest exams go first
inline constexpr qint64 kMaxTrainingRecordBytes = 1 << 20; // a record file larger is refused

// One category's tally.
struct CategoryRecord {
    int attempts = 0;
    int correct = 0;
    int streak = 0; // right answers in a row, up to now
    int bestStreak = 0;
    std::vector<int> millis; // the last kTimeSamples answers' times, oldest first

    void add(bool right, int ms);
    double accuracy() const;  // 0..1; 0 without attempts
    int medianMillis() const; // -1 without times
    friend bool operator==(const CategoryRecord&, const CategoryRecord&) = default;
};

// Spot the error (error_spotting.h): what the trainee did about the steps shown.
struct WatchRecord {
    int catches = 0, misses = 0, falseAlarms = 0, passes = 0;
    void add(SpotResult r);
    friend bool operator==(const WatchRecord&, const WatchRecord&) = default;
};

// One exam taken (exam.h), as it is kept.
struct ExamRecord {
    std::string date; // ISO 8601, e.g. "2024-05-01T14:03:00"
    std::string rulesId, rulesName;
    int rounds = 0; // the exam's length
    int dealt = 0;  // rounds completed
    int errors = 0;
    int millis = 0;    // total time of the rounds dealt
    int maxErrors = 0; // the pass mark
    int maxSecondsPerRound = 0;
    bool passed = false;
    std::string reason; // why it failed (empty when passed)
    friend bool operator==(const ExamRecord&, const ExamRecord&) = default;
};

struct TrainingRecord {
    std::array<CategoryRecord, kStepCategoryCount> steps{};
    std::array<CategoryRecord, kDrillKindCount> drills{};
    WatchRecord watch;
    std::vector<ExamRecord> exams; // oldest first, at most kMaxExamRecords

    CategoryRecord& step(StepCategory c) { return steps[static_cast<size_t>(c)]; }
    CategoryRecord& drill(DrillKind k) { return drills[static_cast<size_t>(k)]; }
    const CategoryRecord& step(StepCategory c) const { return steps[static_cast<size_t>(c)]; }
    const CategoryRecord& drill(DrillKind k) const { return drills[static_cast<size_t>(k)]; }
    void addStep(const StepVerdict& v) { step(v.category).add(v.correct, v.millis); }
    void addDrill(const DrillAnswer& a) { drill(a.item.kind).add(a.correct, a.millis); }
    void addSpot(SpotResult r) { watch.add(r); }
    void addExam(ExamRecord e);
    friend bool operator==(const TrainingRecord&, const TrainingRecord&) = default;
};

// The record as its versioned JSON text, and back. Reading refuses text over
// kMaxTrainingRecordBytes, another version, a field of the wrong type or out of range and
// unknown fields; the error names the field ("drills.payout.attempts: expected a whole number
// from 0, got a string").
QByteArray trainingRecordToJson(const TrainingRecord& record);
Result<TrainingRecord> trainingRecordFromJson(const QByteArray& json);

// Where a record is kept (a JSON file now; an SQLite history later).
class TrainingStore {
public:
    virtual ~TrainingStore() = default;
    // The saved record; an empty one when nothing was saved yet. The error says what is wrong.
    virtual Result<TrainingRecord> load() = 0;
    // Replaces the saved record with `record`, all or nothing.
    virtual Status save(const TrainingRecord& record) = 0;
    // What the last load() or save() had to say beyond success or failure (a file set aside);
    // empty when nothing.
    virtual QString notice() const { return {}; }
};

class JsonTrainingStore final : public TrainingStore {
public:
    explicit JsonTrainingStore(QString path) : path_(std::move(path)) {}
    const QString& path() const { return path_; }

    // Errors start with the file's path. A missing file is an empty record.
    Result<TrainingRecord> load() override;
    // Writes through QSaveFile (a temporary file renamed over the old one: a reader or a crash
    // sees the old record or the new one, never a mix). A file there that cannot be read as a
    // record is first renamed to "<path>.unreadable-<yyyyMMdd-HHmmss>" (numbered if taken), and
    // notice() says so; if it cannot be moved, nothing is written.
    Status save(const TrainingRecord& record) override;
    QString notice() const override { return notice_; }

private:
    // Translates under this class's name, the context lupdate files its tr() calls in.
    static QString tr(const char* text);
    QString path_;
    QString notice_;
};

} // namespace f27
