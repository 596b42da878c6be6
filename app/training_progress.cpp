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

TrainingProgress::TrainingProgress(QObject* parent) : QObject(parent) {}

TrainingProgress::~TrainingProgress() = default;

QString TrainingProgress::legacyPath() {
    return defaultPath();
}

QString TrainingProgress::path() const {
    return history_ ? history_->path() : QString();
}

void TrainingProgress::setPath(const QString& path) {
    if (own_ && own_->path() == path) return;
    auto h = std::make_unique<History>(nullptr);
    h->open(path);
    setHistory(h.get());
    own_ = std::move(h);
    if (!own_->notice().isEmpty()) problem_ = own_->notice(); // a file set aside, or none open
    emit changed();
}

void TrainingProgress::setHistory(History* history) {
    if (history == history_) return;
    if (history_) disconnect(history_, nullptr, this, nullptr);
    history_ = history;
    if (history_) {
        connect(history_, &History::openedChanged, this, &TrainingProgress::reload);
        connect(history_, &History::reset, this, &TrainingProgress::reload);
    }
    reload();
}

void TrainingProgress::reload() {
    problem_.clear();
    if (!store()) {
        emit changed();
        return;
    }
    auto loaded = store()->trainingRecord();
    if (loaded) {
        record_ = std::move(loaded).value();
    } else {
        record_ = TrainingRecord{};
        problem_ = tr("Your saved progress could not be read: %1")
                       .arg(QString::fromStdString(loaded.error()));
    }
    emit changed();
}

void TrainingProgress::keep(const SchoolAnswer& answer) {
    if (store()) {
        if (auto s = store()->recordAnswer(answer); !s)
            problem_ =
                tr("Your progress could not be saved: %1").arg(QString::fromStdString(s.error()));
        else
            history_->touch();
    }
    emit changed();
}

void TrainingProgress::recordStep(const QString& category, bool correct, int millis) {
    auto c = parseStepCategory(category.toStdString());
    if (!c) return;
    record_.step(*c).add(correct, millis);
    keep({SchoolAnswer::Source::Step, category.toStdString(), {}, {}, {}, correct, millis, {}});
}

void TrainingProgress::recordDrill(const QString& kind, bool correct, int millis) {
    auto k = parseDrillKind(kind.toStdString());
    if (!k) return;
    record_.drill(*k).add(correct, millis);
    keep({SchoolAnswer::Source::Drill, kind.toStdString(), {}, {}, {}, correct, millis, {}});
}

void TrainingProgress::recordSpot(const QString& result) {
    static const QStringList names{"catch", "miss", "false-alarm", "pass"};
    const int i = static_cast<int>(names.indexOf(result));
    if (i < 0) return;
    record_.addSpot(static_cast<SpotResult>(i));
    const bool right = result == QLatin1String("catch") || result == QLatin1String("pass");
    keep({SchoolAnswer::Source::Spot, result.toStdString(), {}, {}, {}, right, 0, {}});
}

void TrainingProgress::recordExam(const ExamRecord& exam) {
    record_.addExam(exam);
    if (store()) {
        if (auto s = store()->recordExam(exam); !s)
            problem_ =
                tr("Your progress could not be saved: %1").arg(QString::fromStdString(s.error()));
        else
            history_->touch();
    }
    emit changed();
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
