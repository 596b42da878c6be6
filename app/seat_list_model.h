// The seats at the table as QML sees them: each seat's hands with the cards shown so far.
// It is a projection of the event log (TableController folds events into it one at a time),
// never a second copy of the rules.
#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

struct SeatView {
    struct Hand {
        QVariantList cards; // {code, faceUp}
        QString total;      // "soft 25"
        QString result;     // "win", "lose", "push", "surrender" or ""
        QString net;        // "+1", "-1/2" (after settlement)
        QString wager;
    };
    bool human = false;
    bool bot = false;
    QString wager;
    QString side; // baccarat-like bet side
    QList<Hand> hands;
    int activeHand = -1; // the hand to act, when this seat acts
    QString roundNet;
};

class SeatListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by TableController")
public:
    enum Role {
        SeatNumberRole = Qt::UserRole + 1,
        HumanRole,
        BotRole,
        WagerRole,
        SideRole,
        HandsRole,
        ActiveHandRole,
        RoundNetRole
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(QList<SeatView> seats);
    SeatView& seat(int i) { return seats_[i]; }
    const SeatView& seat(int i) const { return seats_[i]; }
    int count() const { return static_cast<int>(seats_.size()); }
    void changed(int i);

private:
    QList<SeatView> seats_;
};
