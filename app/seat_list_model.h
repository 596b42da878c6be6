// The seats at the table as QML sees them: each seat's hands with the cards shown so far.
// It is a projection of the event log (RoundPresenter folds events into it one at a time),
// never a second copy of the rules. A seat's hands cross into QML as a `list<seatHand>`.
#pragma once

#include "card_face.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

// One hand of a seat, as QML shows it.
struct SeatHand {
    Q_GADGET
    QML_VALUE_TYPE(seatHand)
    Q_PROPERTY(QList<CardFace> cards MEMBER cards)
    Q_PROPERTY(QString total MEMBER total)
    Q_PROPERTY(QString result MEMBER result)
    Q_PROPERTY(QString net MEMBER net)
    Q_PROPERTY(QString wager MEMBER wager)
    Q_PROPERTY(bool active MEMBER active)

public:
    QList<CardFace> cards;
    QString total;  // "soft 25"
    QString result; // "win", "lose", "push", "surrender" or ""
    QString net;    // "+1", "-1/2" (after settlement)
    QString wager;
    bool active = false; // the hand to act (set by the model from its seat's activeHand)
};

struct SeatView {
    bool human = false;
    bool bot = false;
    QString wager;
    QString side; // baccarat-like bet side
    QList<SeatHand> hands;
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
        HandsRole, // QList<SeatHand>
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
