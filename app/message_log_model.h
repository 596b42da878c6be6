// The table's running commentary: every event of the rounds in words, newest last, with the
// rule ID that decided it (so the player can look the rule up).
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class MessageLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by TableController")
public:
    enum Role { TextRole = Qt::UserRole + 1, RuleRole, KindRole };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // kind: "deal", "decision", "forced", "dealer", "outcome", "money", "shoe", "round"
    void append(const QString& text, const QString& rule, const QString& kind);
    void clear();

private:
    struct Entry {
        QString text, rule, kind;
    };
    static constexpr int kMaxEntries = 500;
    QList<Entry> entries_;
};
