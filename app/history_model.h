// The history's rounds for the history panel: a list model read a page at a time (newest first,
// kPage rows per fetchMore, never the whole history), under a filter (the game, the rule set,
// the period, only rounds with mistakes) that is also the selection the settings export.
#pragma once

#include "history.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

class HistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)
    // "" every game; a preset's id; "custom".
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY filterChanged)
    // "" every rule set; a rule set's hash (ruleSets).
    Q_PROPERTY(QString rulesHash READ rulesHash WRITE setRulesHash NOTIFY filterChanged)
    // 0: all time; 1: today; 7, 30: the last 7 or 30 days.
    Q_PROPERTY(int days READ days WRITE setDays NOTIFY filterChanged)
    Q_PROPERTY(bool mistakesOnly READ mistakesOnly WRITE setMistakesOnly NOTIFY filterChanged)
    // The rounds the filter chooses (all of them, not only the rows loaded).
    Q_PROPERTY(int total READ total NOTIFY loaded)
    // The rule sets played: [{hash, id, name}], most recent first.
    Q_PROPERTY(QVariantList ruleSets READ ruleSets NOTIFY loaded)
    // The games played: [{id, name}].
    Q_PROPERTY(QVariantList games READ games NOTIFY loaded)

public:
    static constexpr int kPage = 200;
    enum Role {
        IdRole = Qt::UserRole + 1,
        DateRole,
        GameRole,
        RulesNameRole,
        WagerRole,
        ResultRole,
        NetRole,
        MistakesRole,
        DecisionsRole,
        EvLostRole,
        InterruptedRole
    };

    explicit HistoryModel(QObject* parent = nullptr);

    History* history() const { return history_; }
    void setHistory(History* history);
    QString game() const { return game_; }
    void setGame(const QString& g);
    QString rulesHash() const { return rulesHash_; }
    void setRulesHash(const QString& h);
    int days() const { return days_; }
    void setDays(int d);
    bool mistakesOnly() const { return mistakesOnly_; }
    void setMistakesOnly(bool on);
    int total() const { return total_; }
    QVariantList ruleSets() const { return ruleSets_; }
    QVariantList games() const { return games_; }

    // The filter as the store takes it (the period counted back from now, in local days).
    f27::RoundFilter filter() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    // The id of the round at `row` (0 when none).
    Q_INVOKABLE int roundIdAt(int row) const;
    // Reads the history again (the first page).
    Q_INVOKABLE void reload();
    // The selection as a session archive (zip) or CSV, to a path or file:// URL; the outcome
    // in words.
    Q_INVOKABLE QString exportArchive(const QString& pathOrFileUrl);
    Q_INVOKABLE QString exportCsv(const QString& pathOrFileUrl);

signals:
    void historyChanged();
    void filterChanged();
    void loaded();

private:
    f27::HistoryStore* store() const { return history_ ? history_->store() : nullptr; }
    void scheduleReload();

    QPointer<History> history_;
    QString game_, rulesHash_;
    int days_ = 0;
    bool mistakesOnly_ = false;
    int total_ = 0;
    bool reloadPending_ = false;
    std::vector<f27::RoundSummary> rows_;
    QVariantList ruleSets_, games_;
};
