// The dealer school's session score: every judged step of the procedure mode counted by its
// category (procedure_step.h StepCategory), with the accuracy and the median time per step.
// A list model with a row per category, and the session's totals as properties.
#pragma once

#include "school/dealer_procedure.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <vector>

class SchoolScoreModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by DealerSchoolController")
    Q_PROPERTY(int rounds READ rounds NOTIFY changed)
    Q_PROPERTY(int steps READ steps NOTIFY changed)
    Q_PROPERTY(int errors READ errors NOTIFY changed)
    // "96 %" or "—" before the first step.
    Q_PROPERTY(QString accuracy READ accuracy NOTIFY changed)
    // The median time per step: "2.4 s" or "—".
    Q_PROPERTY(QString medianTime READ medianTime NOTIFY changed)

public:
    enum Role {
        CategoryRole = Qt::UserRole + 1, // "deal", "insurance", ... (stepCategoryName)
        LabelRole,                       // in words
        StepsRole,
        ErrorsRole,
        AccuracyRole,  // "96 %" or "—"
        MedianTimeRole // "2.4 s" or "—"
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int rounds() const { return rounds_; }
    int steps() const;
    int errors() const;
    QString accuracy() const;
    QString medianTime() const;
    int steps(f27::StepCategory c) const;
    int errors(f27::StepCategory c) const;
    // The median time of the category's steps in milliseconds; -1 with none.
    int medianMillis(f27::StepCategory c) const;

    void record(const f27::StepVerdict& v);
    void recordRound();
    // Makes the labels again (a language switch).
    void retranslate();

signals:
    void changed();

private:
    struct Tally {
        std::vector<int> millis;
        int errors = 0;
    };
    std::array<Tally, f27::kStepCategoryCount> tallies_{};
    int rounds_ = 0;
};
