#include "seat_list_model.h"

int SeatListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(seats_.size());
}

QVariant SeatListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= seats_.size()) return {};
    const SeatView& s = seats_[index.row()];
    switch (role) {
    case SeatNumberRole:
        return index.row() + 1;
    case HumanRole:
        return s.human;
    case BotRole:
        return s.bot;
    case WagerRole:
        return s.wager;
    case SideRole:
        return s.side;
    case HandsRole: {
        QList<SeatHand> hands = s.hands;
        for (int i = 0; i < hands.size(); ++i)
            hands[i].active = i == s.activeHand;
        return QVariant::fromValue(hands);
    }
    case ActiveHandRole:
        return s.activeHand;
    case RoundNetRole:
        return s.roundNet;
    }
    return {};
}

QHash<int, QByteArray> SeatListModel::roleNames() const {
    return {{SeatNumberRole, "seatNumber"}, {HumanRole, "human"},      {BotRole, "bot"},
            {WagerRole, "wager"},           {SideRole, "side"},        {HandsRole, "hands"},
            {ActiveHandRole, "activeHand"}, {RoundNetRole, "roundNet"}};
}

void SeatListModel::reset(QList<SeatView> seats) {
    beginResetModel();
    seats_ = std::move(seats);
    endResetModel();
}

void SeatListModel::changed(int i) {
    if (i < 0 || i >= seats_.size()) return;
    emit dataChanged(index(i), index(i));
}
