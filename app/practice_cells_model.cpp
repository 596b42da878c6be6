#include "practice_cells_model.h"

#include "history.h"
#include "practice_text.h"
#include "rules/hand_value.h"
#include "rules/rule_set_json.h"
#include "store/history_store.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>
#include <tuple>

using namespace f27;

PracticeCellsModel::PracticeCellsModel(QObject* parent) : QAbstractTableModel(parent) {}

void PracticeCellsModel::setRules(const QString& source) {
    if (source == rulesSource_) return;
    rulesSource_ = source;
    emit rulesChanged();
    reload();
}

void PracticeCellsModel::setHistory(History* history) {
    if (history == history_) return;
    if (history_) disconnect(history_, nullptr, this, nullptr);
    history_ = history;
    if (history_) connect(history_, &History::changed, this, &PracticeCellsModel::reload);
    emit historyChanged();
    reload();
}

void PracticeCellsModel::reload() {
    error_.clear();
    PracticeRecord record;
    std::optional<RuleSet> rules;
    if (history_ && history_->store() && !rulesSource_.isEmpty()) {
        auto loaded = loadRules(rulesSource_.toStdString());
        if (!loaded) {
            error_ = QString::fromStdString(loaded.error());
        } else if (auto r = history_->store()->practiceRecord(*loaded)) {
            record = std::move(r).value();
            rules = *loaded;
        } else {
            error_ = QString::fromStdString(r.error());
        }
    }
    setRecord(record, rules);
}

namespace {

// The rank a dealer's visible total names where the dealer shows one card and only one rank
// has that value ("A" for 14 in Poker-like, 11 in Blackjack); the total itself otherwise.
QString dealerHead(const QString& total, const std::optional<RuleSet>& rules) {
    if (!rules || rules->dealerInitial == DealerInitial::BothUp) return total;
    std::vector<Rank> ranks{Rank::Joker};
    ranks.insert(ranks.end(), kDeckRanks.begin(), kDeckRanks.end());
    QString head;
    int matches = 0;
    for (Rank r : ranks) {
        if ((r == Rank::Joker && rules->shoe.jokersPerDeck == 0) || rules->shoe.removes(r))
            continue;
        const Card c{r, r == Rank::Joker ? Suit::None : Suit::Spades};
        if (QString::number(valueOf(std::span<const Card>(&c, 1), rules->values).total) != total)
            continue;
        head = r == Rank::Joker ? QCoreApplication::translate("f27", "Joker")
                                : QString::fromStdString(rankCode(r));
        ++matches;
    }
    return matches == 1 ? head : total;
}

} // namespace

void PracticeCellsModel::setRecord(const PracticeRecord& record,
                                   const std::optional<RuleSet>& rules) {
    beginResetModel();
    cells_ = record.cells();
    // Rows: the hands, sorted by kind, total and cards; columns: the dealer's totals.
    using RowKey = std::tuple<int, int, int, QString>;
    std::map<RowKey, QString> rows;                 // key → row head
    std::map<std::pair<int, QString>, int> columns; // (total, head)
    std::map<std::string, std::pair<RowKey, std::pair<int, QString>>> where;
    for (const auto& [cell, rec] : cells_) {
        const PracticeCellParts p = practiceCellParts(QString::fromStdString(cell));
        const RowKey row{p.kind, p.total, p.cards, p.hand};
        rows[row] = practiceHandCaption(p);
        const std::pair<int, QString> col{p.dealerTotal, p.dealer};
        columns[col] = 0;
        where[cell] = {row, col};
    }
    rowHeads_.clear();
    columnHeads_.clear();
    std::map<RowKey, int> rowIndex;
    for (const auto& [key, head] : rows) {
        rowIndex[key] = static_cast<int>(rowHeads_.size());
        rowHeads_ << head;
    }
    for (auto& [key, index] : columns) {
        index = static_cast<int>(columnHeads_.size());
        columnHeads_ << dealerHead(key.second, rules);
    }
    grid_.assign(rows.size(), std::vector<std::string>(columns.size()));
    for (const auto& [cell, at] : where)
        grid_[static_cast<size_t>(rowIndex[at.first])][static_cast<size_t>(columns[at.second])] =
            cell;
    endResetModel();
    emit changed();
}

QString PracticeCellsModel::summary() const {
    int answered = 0, right = 0, mastered = 0, missed = 0;
    double lost = 0;
    for (const auto& [cell, r] : cells_) {
        answered += r.answered;
        right += r.right;
        lost += r.evLost;
        mastered += r.box == kTopBox;
        missed += r.box == 0;
    }
    if (answered == 0)
        return tr("No decisions yet under these rules: drill, or play at the table "
                  "with hints on, and your chart fills in.");
    return tr("%1 cells: %2 mastered, %3 missed. %4 of %5 right; %6 of a bet lost in all.")
        .arg(cells_.size())
        .arg(mastered)
        .arg(missed)
        .arg(right)
        .arg(answered)
        .arg(QLocale().toString(lost, 'f', 2));
}

int PracticeCellsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rowHeads_.size());
}

int PracticeCellsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(columnHeads_.size());
}

QVariant PracticeCellsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const std::string& cell =
        grid_[static_cast<size_t>(index.row())][static_cast<size_t>(index.column())];
    const auto it = cells_.find(cell);
    const CellRecord* r = cell.empty() || it == cells_.end() ? nullptr : &it->second;
    switch (role) {
    case CellRole:
        return QString::fromStdString(cell);
    case CaptionRole:
        return cell.empty() ? QString() : practiceCellCaption(QString::fromStdString(cell));
    case AnsweredRole:
        return r ? r->answered : 0;
    case RightRole:
        return r ? r->right : 0;
    case AccuracyRole:
        return r && r->answered > 0 ? double(r->right) / r->answered : -1.0;
    case EvLostRole:
        return r ? r->evLost : 0.0;
    case BoxRole:
        return r ? r->box : -1;
    case Qt::DisplayRole:
    case TextRole:
        return r ? QStringLiteral("%1/%2").arg(r->right).arg(r->answered) : QString();
    case DetailRole:
        if (!r) return QString();
        return tr("%1: %2 of %3 right, %4 of a bet lost; box %5 of %6.")
            .arg(practiceCellCaption(QString::fromStdString(cell)))
            .arg(r->right)
            .arg(r->answered)
            .arg(QLocale().toString(r->evLost, 'f', 3))
            .arg(r->box)
            .arg(kTopBox);
    }
    return {};
}

QVariant PracticeCellsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    return orientation == Qt::Horizontal ? columnHeads_.value(section) : rowHeads_.value(section);
}

QHash<int, QByteArray> PracticeCellsModel::roleNames() const {
    return {{Qt::DisplayRole, "display"}, {CellRole, "cell"},   {CaptionRole, "caption"},
            {AnsweredRole, "answered"},   {RightRole, "right"}, {AccuracyRole, "accuracy"},
            {EvLostRole, "evLost"},       {BoxRole, "box"},     {TextRole, "text"},
            {DetailRole, "detail"}};
}
