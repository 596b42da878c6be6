#include "training_progress.h"

#include "drill_controller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

using namespace f27;

namespace {

QString defaultPath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("training.json"));
}

ScoreRow rowOf(const QString& group, const QString& label, const CategoryRecord& r) {
    ScoreRow row;
    row.group = group;
    row.label = label;
    row.attempts = r.attempts;
    row.correct = r.correct;
    row.accuracy = r.attempts > 0 ? QStringLiteral("%1 %").arg(qRound(100.0 * r.accuracy()))
                                  : QStringLiteral("—");
    const int ms = r.medianMillis();
    row.medianTime =
        ms >= 0 ? TrainingProgress::tr("%1 s").arg(ms / 1000.0, 0, 'f', 1) : QStringLiteral("—");
    row.streak = r.streak;
    row.bestStreak = r.bestStreak;
    return row;
}

} // namespace

TrainingProgress::TrainingProgress(QObject* parent) : QObject(parent) {
    setPath(defaultPath());
}

QString TrainingProgress::path() const {
    return store_ ? store_->path() : QString();
}

void TrainingProgress::setPath(const QString& path) {
    if (store_ && store_->path() == path) return;
    store_ = std::make_unique<JsonTrainingStore>(path);
    reload();
}

void TrainingProgress::reload() {
    auto loaded = store_->load();
    if (loaded) {
        record_ = std::move(loaded).value();
        problem_ = store_->notice();
    } else {
        // Start afresh; the unreadable file is set aside (not overwritten) at the first save.
        record_ = TrainingRecord{};
        problem_ = tr("Your saved progress could not be read, so it starts afresh; the file "
                      "will be kept beside the new one. %1")
                       .arg(QString::fromStdString(loaded.error()));
    }
    emit changed();
}

void TrainingProgress::save() {
    QDir().mkpath(QFileInfo(store_->path()).absolutePath());
    if (auto s = store_->save(record_); !s) {
        problem_ =
            tr("Your progress could not be saved: %1").arg(QString::fromStdString(s.error()));
    } else if (!store_->notice().isEmpty()) {
        problem_ = store_->notice();
    }
    emit changed();
}

void TrainingProgress::recordStep(const QString& category, bool correct, int millis) {
    auto c = parseStepCategory(category.toStdString());
    if (!c) return;
    record_.step(*c).add(correct, millis);
    save();
}

void TrainingProgress::recordDrill(const QString& kind, bool correct, int millis) {
    auto k = parseDrillKind(kind.toStdString());
    if (!k) return;
    record_.drill(*k).add(correct, millis);
    save();
}

void TrainingProgress::recordSpot(const QString& result) {
    static const QStringList names{"catch", "miss", "false-alarm", "pass"};
    const int i = static_cast<int>(names.indexOf(result));
    if (i < 0) return;
    record_.addSpot(static_cast<SpotResult>(i));
    save();
}

void TrainingProgress::recordExam(const ExamRecord& exam) {
    record_.addExam(exam);
    save();
}

QList<ScoreRow> TrainingProgress::scores() const {
    QList<ScoreRow> rows;
    for (int c = 0; c < kStepCategoryCount; ++c)
        rows << rowOf(tr("Run the table"), stepCategoryLabel(static_cast<StepCategory>(c)),
                      record_.steps[static_cast<size_t>(c)]);
    for (int k = 0; k < kDrillKindCount; ++k)
        rows << rowOf(tr("Drills"), DrillController::kindName(static_cast<DrillKind>(k)),
                      record_.drills[static_cast<size_t>(k)]);
    return rows;
}

QList<ExamRow> TrainingProgress::exams() const {
    QList<ExamRow> rows;
    for (auto it = record_.exams.rbegin(); it != record_.exams.rend(); ++it) { // newest first
        ExamRow r;
        const QDateTime when = QDateTime::fromString(QString::fromStdString(it->date), Qt::ISODate);
        r.date = when.isValid() ? QLocale().toString(when, QLocale::ShortFormat)
                                : QString::fromStdString(it->date);
        r.rulesName = QString::fromStdString(it->rulesName);
        r.passed = it->passed;
        const double perRound = it->dealt > 0 ? it->millis / 1000.0 / it->dealt : 0.0;
        r.result =
            tr("%1 error(s) in %2 of %3 rounds, %4 s per round")
                .arg(it->errors)
                .arg(it->dealt)
                .arg(it->rounds)
                .arg(perRound, 0, 'f', 0) +
            " — " +
            (it->passed ? tr("passed") : tr("failed: %1").arg(QString::fromStdString(it->reason)));
        rows << r;
    }
    return rows;
}

QString TrainingProgress::watchSummary() const {
    const WatchRecord& w = record_.watch;
    const int shown = w.catches + w.misses;
    if (shown + w.falseAlarms + w.passes == 0) return tr("No game watched yet.");
    return tr("Errors caught: %1 of %2 · missed: %3 · false alarms: %4")
        .arg(w.catches)
        .arg(shown)
        .arg(w.misses)
        .arg(w.falseAlarms);
}
