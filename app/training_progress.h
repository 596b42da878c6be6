// The trainee's progress for QML, kept across restarts: the dealer school's scores per
// procedure category, drill kind and the error-spotting watch, and the exams taken
// (engine/school/training_record.h). Every answer is kept as it is given in the history
// (history.h; the record is the fold of them all); without a history it lasts the session.
#pragma once

#include "history.h"

#include "school/exam.h"
#include "school/training_record.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

// One row of the scores table.
struct ScoreRow {
    Q_GADGET
    QML_VALUE_TYPE(scoreRow)
    Q_PROPERTY(QString group MEMBER group)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(int attempts MEMBER attempts)
    Q_PROPERTY(int correct MEMBER correct)
    Q_PROPERTY(QString accuracy MEMBER accuracy)
    Q_PROPERTY(QString medianTime MEMBER medianTime)
    Q_PROPERTY(int streak MEMBER streak)
    Q_PROPERTY(int bestStreak MEMBER bestStreak)

public:
    QString group; // "Run the table" or "Drills"
    QString label;
    int attempts = 0;
    int correct = 0;
    QString accuracy;   // "87 %", "—" without attempts
    QString medianTime; // "2.4 s", "—"
    int streak = 0;
    int bestStreak = 0;
    friend bool operator==(const ScoreRow&, const ScoreRow&) = default;
};

// One exam taken.
struct ExamRow {
    Q_GADGET
    QML_VALUE_TYPE(examRow)
    Q_PROPERTY(QString date MEMBER date)
    Q_PROPERTY(QString rulesName MEMBER rulesName)
    Q_PROPERTY(QString result MEMBER result)
    Q_PROPERTY(bool passed MEMBER passed)

public:
    QString date;
    QString rulesName;
    QString result; // "3 errors in 25 rounds, 41 s per round — passed"
    bool passed = false;
    friend bool operator==(const ExamRow&, const ExamRow&) = default;
};

class TrainingProgress : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QList<ScoreRow> scores READ scores NOTIFY changed)
    Q_PROPERTY(QList<ExamRow> exams READ exams NOTIFY changed)
    Q_PROPERTY(QString watchSummary READ watchSummary NOTIFY changed)
    // What went wrong reading or writing the history, or what was done about it.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // The history the answers are kept in (QML: the History singleton).
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY changed)
    Q_PROPERTY(QString path READ path WRITE setPath NOTIFY changed)

public:
    explicit TrainingProgress(QObject* parent = nullptr);
    ~TrainingProgress() override;

    // The JSON file the progress was kept in before the history (imported once at start).
    static QString legacyPath();

    QList<ScoreRow> scores() const;
    QList<ExamRow> exams() const;
    QString watchSummary() const;
    QString problem() const { return problem_; }
    QString path() const;
    // A history file of its own (tests); opens it and loads the record.
    void setPath(const QString& path);
    History* history() const { return history_; }
    void setHistory(History* history);

    // The answers as they are given (the dealer school's controllers' signals).
    Q_INVOKABLE void recordStep(const QString& category, bool correct, int millis);
    Q_INVOKABLE void recordDrill(const QString& kind, bool correct, int millis);
    // "catch", "miss", "false-alarm" or "pass".
    Q_INVOKABLE void recordSpot(const QString& result);
    void recordExam(const f27::ExamRecord& exam);
    const f27::TrainingRecord& record() const { return record_; }
    // Reads the record again from the history (another process may have written it).
    Q_INVOKABLE void reload();

signals:
    void changed();

private:
    void keep(const f27::SchoolAnswer& answer);
    f27::HistoryStore* store() const { return history_ ? history_->store() : nullptr; }

    QPointer<History> history_;
    std::unique_ptr<History> own_; // setPath's
    f27::TrainingRecord record_;
    QString problem_;
};
