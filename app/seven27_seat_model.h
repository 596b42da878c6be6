// The seats of the Seven Twenty-Seven table as QML sees them: a projection of the hand's
// state that hides what the human may not see (other seats' hole cards until they show them
// at the showdown, S-6). It decides no rule; Seven27Controller fills it from the engine.
#pragma once

#include "card_face.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

// One seat as QML shows it (the model's roles, and get()'s typed row).
struct Seven27SeatRow {
    Q_GADGET
    QML_VALUE_TYPE(seven27SeatRow)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString style MEMBER style)
    Q_PROPERTY(bool human MEMBER human)
    Q_PROPERTY(bool out MEMBER out)
    Q_PROPERTY(bool dealtIn MEMBER dealtIn)
    Q_PROPERTY(bool folded MEMBER folded)
    Q_PROPERTY(bool allIn MEMBER allIn)
    Q_PROPERTY(bool dealer MEMBER dealer)
    Q_PROPERTY(bool toAct MEMBER toAct)
    Q_PROPERTY(qint64 chips MEMBER chips)
    Q_PROPERTY(qint64 stake MEMBER stake)
    Q_PROPERTY(QList<CardFace> cards MEMBER cards)
    Q_PROPERTY(int holeCount MEMBER holeCount)
    Q_PROPERTY(QString lastAction MEMBER lastAction)
    Q_PROPERTY(QString totals MEMBER totals)
    Q_PROPERTY(QString won MEMBER won)
    Q_PROPERTY(QString net MEMBER net)

public:
    QString name;  // "You", or the bot's name
    QString style; // the bot's personality, translated ("" for the human)
    bool human = false;
    bool out = false;     // left the game: cannot pay the ante (S-2, S-8)
    bool dealtIn = false; // paid the ante this hand
    bool folded = false;
    bool allIn = false;
    bool dealer = false;
    bool toAct = false;
    qint64 chips = 0; // behind
    qint64 stake = 0; // put in this hand, ante included
    // Cards in dealing order, each with `hole`. A hidden hole card has code "".
    QList<CardFace> cards;
    int holeCount = 0;
    QString lastAction; // "Raises 2", "Takes a card", ...
    QString totals;     // at the showdown: "7: 6½ · 27: 26"
    QString won;        // "7", "27", "7 + 27" or "" (after the hand)
    QString net;        // "+5", "−3" (after the hand)

    friend bool operator==(const Seven27SeatRow&, const Seven27SeatRow&) = default;
};

class Seven27SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by Seven27Controller")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        StyleRole,
        HumanRole,
        OutRole,
        DealtInRole,
        FoldedRole,
        AllInRole,
        DealerRole,
        ToActRole,
        ChipsRole,
        StakeRole,
        CardsRole,
        HoleCountRole,
        LastActionRole,
        TotalsRole,
        WonRole,
        NetRole
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }
    const Seven27SeatRow& row(int i) const { return rows_[i]; }
    // Replaces the rows: a reset when the count changes, else one dataChanged per changed row.
    void update(QList<Seven27SeatRow> rows);
    // For tests and QML: row `i` (a default row when there is none).
    Q_INVOKABLE Seven27SeatRow get(int i) const;

signals:
    void countChanged();

private:
    QList<Seven27SeatRow> rows_;
};
