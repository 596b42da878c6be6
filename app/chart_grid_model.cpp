#include "chart_grid_model.h"

ChartGridModel::ChartGridModel(f27::GridTable table, int low, int high, QObject* parent)
    : QAbstractTableModel(parent), table_(std::move(table)), low_(low), high_(high) {}

bool ChartGridModel::wide() const {
    for (const auto& row : table_.rows)
        for (const f27::GridCell& c : row)
            if (c.mark == f27::GridMark::Options || c.mark == f27::GridMark::Text) return true;
    return false;
}

int ChartGridModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.rows.size());
}

int ChartGridModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.columnHeads.size());
}

QVariant ChartGridModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const f27::GridCell& cell =
        table_.rows[static_cast<size_t>(index.row())][static_cast<size_t>(index.column())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return cell.text;
    case MarkRole:
        return markName(cell.mark);
    case LevelRole:
        return cell.mark == f27::GridMark::HitTo && high_ > low_
                   ? double(cell.value - low_) / double(high_ - low_)
                   : 0.0;
    case ExceptionRole:
        return cell.exception;
    case RowHeadRole:
        return table_.rowHeads.value(index.row());
    case ColumnHeadRole:
        return table_.columnHeads.value(index.column());
    }
    return {};
}

QVariant ChartGridModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    return orientation == Qt::Horizontal ? table_.columnHeads.value(section)
                                         : table_.rowHeads.value(section);
}

QHash<int, QByteArray> ChartGridModel::roleNames() const {
    return {{Qt::DisplayRole, "display"},  {TextRole, "text"},           {MarkRole, "mark"},
            {LevelRole, "level"},          {ExceptionRole, "exception"}, {RowHeadRole, "rowHead"},
            {ColumnHeadRole, "columnHead"}};
}

QString ChartGridModel::markName(f27::GridMark mark) {
    switch (mark) {
    case f27::GridMark::Hit:
        return QStringLiteral("hit");
    case f27::GridMark::Stand:
        return QStringLiteral("stand");
    case f27::GridMark::Double:
        return QStringLiteral("double");
    case f27::GridMark::Split:
        return QStringLiteral("split");
    case f27::GridMark::Surrender:
        return QStringLiteral("surrender");
    case f27::GridMark::HitTo:
        return QStringLiteral("hitto");
    case f27::GridMark::Options:
        return QStringLiteral("options");
    case f27::GridMark::Text:
        return QStringLiteral("text");
    case f27::GridMark::None:
        break;
    }
    return QStringLiteral("none");
}
