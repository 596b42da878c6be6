// The table's running commentary: every event of the rounds in words, newest last, with the
// rule ID that decided it (so the player can look the rule up).
#pragma once

#include "round/events.h"

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

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

    // Makes an entry's text; called again by retranslate() (a language switch).
    using TextSource = std::function<QString()>;
    // kind: "deal", "decision", "forced", "dealer", "outcome", "money", "shoe", "round", "hint"
    void append(const QString& text, const QString& rule, const QString& kind);
    void append(TextSource text, const QString& rule, const QString& kind);
    // Makes every entry's text again (entries with a fixed text stay as they are).
    void retranslate();
    void clear();
    // The kind of entry an event of the round makes.
    static QString kindOf(f27::EventType t);

private:
    struct Entry {
        QString text, rule, kind;
        TextSource source;
    };
    static constexpr int kMaxEntries = 500;
    QList<Entry> entries_;
};
