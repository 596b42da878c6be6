#include "history_model.h"

#include "preset_names.h"

#include "store/history_exchange.h"

#include "rules/rule_set_json.h"

#include <QLocale>
#include <QTimer>

#include <array>
#include <set>

using namespace f27;

HistoryModel::HistoryModel(QObject* parent) : QAbstractListModel(parent) {}

void HistoryModel::setHistory(History* history) {
    if (history == history_) return;
    if (history_) disconnect(history_, nullptr, this, nullptr);
    history_ = history;
    if (history_) connect(history_, &History::changed, this, &HistoryModel::scheduleReload);
    emit historyChanged();
    reload();
}

void HistoryModel::setGame(const QString& g) {
    if (g == game_) return;
    game_ = g;
    emit filterChanged();
    reload();
}

void HistoryModel::setRulesHash(const QString& h) {
    if (h == rulesHash_) return;
    rulesHash_ = h;
    emit filterChanged();
    reload();
}

void HistoryModel::setDays(int d) {
    if (d == days_) return;
    days_ = std::max(0, d);
    emit filterChanged();
    reload();
}

void HistoryModel::setMistakesOnly(bool on) {
    if (on == mistakesOnly_) return;
    mistakesOnly_ = on;
    emit filterChanged();
    reload();
}

RoundFilter HistoryModel::filter() const {
    RoundFilter f;
    f.game = game_.toStdString();
    f.rulesHash = rulesHash_.toStdString();
    f.mistakesOnly = mistakesOnly_;
    if (days_ > 0) // from the start of the local day, days_ − 1 days ago
        f.from = QDateTime(QDate::currentDate().addDays(1 - days_), QTime(0, 0)).toUTC();
    return f;
}

// Writes come in bursts (a round, its late judgements): the panel reads once after them.
void HistoryModel::scheduleReload() {
    if (reloadPending_) return;
    reloadPending_ = true;
    QTimer::singleShot(0, this, [this] {
        if (reloadPending_) reload();
    });
}

void HistoryModel::reload() {
    reloadPending_ = false;
    beginResetModel();
    rows_.clear();
    total_ = 0;
    ruleSets_.clear();
    games_.clear();
    if (HistoryStore* s = store()) {
        const RoundFilter f = filter();
        total_ = s->countRounds(f);
        rows_ = s->listRounds(f, 0, std::min(kPage, total_));
        std::set<std::string> seen;
        for (const auto& [hash, id, name] : s->ruleSets()) {
            ruleSets_.append(QVariantMap{{"hash", QString::fromStdString(hash)},
                                         {"id", QString::fromStdString(id)},
                                         {"name", ruleSetDisplayName(id, name)}});
            // The game a rule set belongs to: its preset, else "custom".
            auto preset = loadPreset(id);
            const bool isPreset = preset && ruleSetHash(*preset) == hash;
            const std::string game = isPreset ? id : "custom";
            if (seen.insert(game).second)
                games_.append(QVariantMap{{"id", QString::fromStdString(game)},
                                          {"name", isPreset ? ruleSetDisplayName(id, preset->name)
                                                            : tr("Custom rules")}});
        }
    }
    endResetModel();
    emit loaded();
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

bool HistoryModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && store() && static_cast<int>(rows_.size()) < total_;
}

void HistoryModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent) || rows_.empty()) return;
    const int from = static_cast<int>(rows_.size());
    // Keyset paging: the rounds older than the last one loaded.
    std::vector<RoundSummary> more = store()->listRoundsBefore(filter(), rows_.back().id, kPage);
    if (more.empty()) { // the history shrank meanwhile
        total_ = from;
        emit loaded();
        return;
    }
    beginInsertRows({}, from, from + static_cast<int>(more.size()) - 1);
    rows_.insert(rows_.end(), std::make_move_iterator(more.begin()),
                 std::make_move_iterator(more.end()));
    endInsertRows();
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= static_cast<int>(rows_.size())) return {};
    const RoundSummary& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case IdRole:
        return r.id;
    case DateRole:
        return QLocale().toString(r.playedAt.toLocalTime(), QLocale::NarrowFormat);
    case GameRole:
        return QString::fromStdString(r.game);
    case RulesNameRole:
        return ruleSetDisplayName(r.rulesId, r.rulesName);
    case WagerRole:
        return History::money(r.wager);
    case ResultRole:
        return History::money(r.net, true);
    case NetRole:
        return r.net.toDouble();
    case MistakesRole:
        return r.mistakes;
    case DecisionsRole:
        return r.decisions;
    case EvLostRole:
        return r.evLost;
    case InterruptedRole:
        return r.interrupted;
    default:
        return {};
    }
}

int HistoryModel::roundIdAt(int row) const {
    return row >= 0 && row < static_cast<int>(rows_.size())
               ? static_cast<int>(rows_[static_cast<size_t>(row)].id)
               : 0;
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
    return {{IdRole, "roundId"},
            {DateRole, "date"},
            {GameRole, "game"},
            {RulesNameRole, "rulesName"},
            {WagerRole, "wager"},
            {ResultRole, "result"},
            {NetRole, "net"},
            {MistakesRole, "mistakes"},
            {DecisionsRole, "decisions"},
            {EvLostRole, "evLost"},
            {InterruptedRole, "interrupted"}};
}

QString HistoryModel::exportArchive(const QString& pathOrFileUrl) {
    if (!store()) return tr("No history is open.");
    auto r = exportHistoryArchive(*store(), filter(), History::localPath(pathOrFileUrl));
    if (!r) return tr("Not saved: %1").arg(QString::fromStdString(r.error()));
    return tr("Saved %n round(s)", nullptr, r->rounds) + QStringLiteral(" · ") +
           tr("%n shoe(s).", nullptr, r->shoes);
}

QString HistoryModel::exportCsv(const QString& pathOrFileUrl) {
    if (!store()) return tr("No history is open.");
    const Status s = exportHistoryCsv(*store(), filter(), History::localPath(pathOrFileUrl));
    if (!s) return tr("Not saved: %1").arg(QString::fromStdString(s.error()));
    return tr("Saved %n round(s) as CSV.", nullptr, store()->countRounds(filter()));
}
