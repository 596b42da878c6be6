#include "seven27_seat_model.h"

int Seven27SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant Seven27SeatModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) return {};
    const Seven27SeatRow& r = rows_[index.row()];
    switch (role) {
    case SeatRole:
        return index.row();
    case NameRole:
        return r.name;
    case StyleRole:
        return r.style;
    case HumanRole:
        return r.human;
    case OutRole:
        return r.out;
    case DealtInRole:
        return r.dealtIn;
    case FoldedRole:
        return r.folded;
    case AllInRole:
        return r.allIn;
    case DealerRole:
        return r.dealer;
    case ToActRole:
        return r.toAct;
    case ChipsRole:
        return r.chips;
    case StakeRole:
        return r.stake;
    case CardsRole:
        return QVariant::fromValue(r.cards);
    case HoleCountRole:
        return r.holeCount;
    case LastActionRole:
        return r.lastAction;
    case TotalsRole:
        return r.totals;
    case WonRole:
        return r.won;
    case NetRole:
        return r.net;
    default:
        return {};
    }
}

QHash<int, QByteArray> Seven27SeatModel::roleNames() const {
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {StyleRole, "style"},
            {HumanRole, "human"},
            {OutRole, "out"},
            {DealtInRole, "dealtIn"},
            {FoldedRole, "folded"},
            {AllInRole, "allIn"},
            {DealerRole, "dealer"},
            {ToActRole, "toAct"},
            {ChipsRole, "chips"},
            {StakeRole, "stake"},
            {CardsRole, "cards"},
            {HoleCountRole, "holeCount"},
            {LastActionRole, "lastAction"},
            {TotalsRole, "totals"},
            {WonRole, "won"},
            {NetRole, "net"}};
}

void Seven27SeatModel::update(QList<Seven27SeatRow> rows) {
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (rows_[i] == rows[i]) continue;
        rows_[i] = std::move(rows[i]);
        emit dataChanged(index(i), index(i));
    }
}

Seven27SeatRow Seven27SeatModel::get(int i) const {
    return i >= 0 && i < count() ? rows_[i] : Seven27SeatRow{};
}
