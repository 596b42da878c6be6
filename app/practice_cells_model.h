// "Your chart": the player's record per chart cell for the rules at the table — practice answers
// and analysed decisions at the table (HistoryStore::practiceRecord) — as a grid of hands (rows:
// hard and soft totals by number of cards, pairs, insurance) by the dealer's visible total
// (columns), each cell its accuracy, EV lost and Leitner box. Read again when the history
// changes.
#pragma once

#include "practice/practice_record.h"
#include "rules/rule_set.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class History;

class PracticeCellsModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY rulesChanged)
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)
    Q_PROPERTY(int cellCount READ cellCount NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    enum Role {
        CellRole = Qt::UserRole + 1, // the chart cell's key ("hard 14/2 v 9"); "" where none
        CaptionRole,                 // in words
        AnsweredRole,
        RightRole,
        AccuracyRole, // 0..1; -1 where never answered
        EvLostRole,   // units of the wager, summed
        BoxRole,      // Leitner box 0..3; -1 where never answered
        TextRole,     // "3/4"
        DetailRole,   // accuracy, EV lost and box in words
    };
    Q_ENUM(Role)

    explicit PracticeCellsModel(QObject* parent = nullptr);

    QString rules() const { return rulesSource_; }
    void setRules(const QString& source);
    History* history() const { return history_; }
    void setHistory(History* history);
    int cellCount() const { return static_cast<int>(cells_.size()); }
    QString summary() const;
    QString error() const { return error_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Reads the record again.
    Q_INVOKABLE void reload();
    // The grid from a record (tests, and reload()). With `rules` where the dealer shows one
    // card, a column whose total only one rank shows is headed by that rank ("A", not "14").
    void setRecord(const f27::PracticeRecord& record,
                   const std::optional<f27::RuleSet>& rules = std::nullopt);

signals:
    void rulesChanged();
    void historyChanged();
    void changed();

private:
    QString rulesSource_;
    QPointer<History> history_;
    QString error_;
    QStringList rowHeads_, columnHeads_;
    std::vector<std::vector<std::string>> grid_; // rows × columns: the cell key, "" where none
    std::map<std::string, f27::CellRecord> cells_;
};
