// The seats of the Seven Twenty-Seven table as QML sees them: a projection of the hand's
// state that hides what the human may not see (other seats' hole cards until they show them
// at the showdown, S-6). It decides no rule; Seven27Controller fills it from the engine.
#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

struct Seven27SeatRow {
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
    // Cards in dealing order: {code, faceUp, hole}. A hidden hole card has code "".
    QVariantList cards;
    int holeCount = 0;
    QString lastAction; // "Raises 2", "Takes a card", ...
    QString totals;     // at the showdown: "7: 6½ · 27: 26"
    QString won;        // "7", "27", "7 + 27" or "" (after the hand)
    QString net;        // "+5", "−3" (after the hand)
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
    // For tests and QML: the row as a map of its role names.
    Q_INVOKABLE QVariantMap get(int i) const;

signals:
    void countChanged();

private:
    QList<Seven27SeatRow> rows_;
};
