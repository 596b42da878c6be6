// One table of a chart's grid (strategy/chart_grid.h) as a Qt table model: what the chart page's
// TableView shows. The heads are the model's header data; each cell has its text, its mark (a
// name the theme colours) and, for hit-to numbers, where the number lies in the chart's range.
#pragma once

#include "strategy/chart_grid.h"

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

class ChartGridModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a chart page's table")
    Q_PROPERTY(QString title READ title CONSTANT)
    Q_PROPERTY(QString legend READ legend CONSTANT)
    Q_PROPERTY(QString corner READ corner CONSTANT)
    // Its cells hold words (doubles, exceptions) rather than a letter or a number.
    Q_PROPERTY(bool wide READ wide CONSTANT)

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        MarkRole,      // "hit", "stand", "double", "split", "surrender", "hitto", "options",
                       // "text", "none"
        LevelRole,     // hit-to numbers: 0 (the chart's lowest) to 1 (its highest); else 0
        ExceptionRole, // some hands of the cell are played otherwise
        RowHeadRole,
        ColumnHeadRole,
    };
    Q_ENUM(Role)

    ChartGridModel(f27::GridTable table, int low, int high, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString title() const { return table_.title; }
    QString legend() const { return table_.legend; }
    QString corner() const { return table_.corner; }
    bool wide() const;
    const f27::GridTable& table() const { return table_; }

    static QString markName(f27::GridMark mark);

private:
    f27::GridTable table_;
    int low_ = 0, high_ = 0;
};
