#include "seven27_seat_model.h"

namespace {
bool same(const Seven27SeatRow& a, const Seven27SeatRow& b) {
    return a.name == b.name && a.style == b.style && a.human == b.human && a.out == b.out &&
           a.dealtIn == b.dealtIn && a.folded == b.folded && a.allIn == b.allIn &&
           a.dealer == b.dealer && a.toAct == b.toAct && a.chips == b.chips && a.stake == b.stake &&
           a.cards == b.cards && a.holeCount == b.holeCount && a.lastAction == b.lastAction &&
           a.totals == b.totals && a.won == b.won && a.net == b.net;
}
} // namespace

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
        return r.cards;
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
        if (same(rows_[i], rows[i])) continue;
        rows_[i] = std::move(rows[i]);
        emit dataChanged(index(i), index(i));
    }
}

QVariantMap Seven27SeatModel::get(int i) const {
    QVariantMap m;
    if (i < 0 || i >= count()) return m;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        m.insert(QString::fromLatin1(it.value()), data(index(i), it.key()));
    return m;
}
