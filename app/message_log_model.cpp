#include "message_log_model.h"

int MessageLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QVariant MessageLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size()) return {};
    const Entry& e = entries_[index.row()];
    switch (role) {
    case TextRole:
        return e.text;
    case RuleRole:
        return e.rule;
    case KindRole:
        return e.kind;
    }
    return {};
}

QHash<int, QByteArray> MessageLogModel::roleNames() const {
    return {{TextRole, "text"}, {RuleRole, "rule"}, {KindRole, "kind"}};
}

void MessageLogModel::append(const QString& text, const QString& rule, const QString& kind) {
    append(TextSource([text] { return text; }), rule, kind);
}

void MessageLogModel::retranslate() {
    for (Entry& e : entries_)
        if (e.source) e.text = e.source();
    if (!entries_.isEmpty()) emit dataChanged(index(0), index(rowCount() - 1), {TextRole});
}

void MessageLogModel::append(TextSource text, const QString& rule, const QString& kind) {
    if (entries_.size() >= kMaxEntries) {
        beginRemoveRows({}, 0, 0);
        entries_.removeFirst();
        endRemoveRows();
    }
    beginInsertRows({}, static_cast<int>(entries_.size()), static_cast<int>(entries_.size()));
    entries_.append({text ? text() : QString(), rule, kind, text});
    endInsertRows();
}

void MessageLogModel::clear() {
    beginResetModel();
    entries_.clear();
    endResetModel();
}

QString MessageLogModel::kindOf(f27::EventType t) {
    using f27::EventType;
    switch (t) {
    case EventType::Deal:
    case EventType::Reveal:
        return "deal";
    case EventType::Decision:
        return "decision";
    case EventType::ForcedPlay:
    case EventType::FixedPlay:
        return "forced";
    case EventType::DealerCheck:
    case EventType::DealerPlay:
        return "dealer";
    case EventType::Outcome:
        return "outcome";
    case EventType::Bonus:
    case EventType::Settlement:
    case EventType::InsuranceSettled:
    case EventType::InsuranceOffered:
        return "money";
    case EventType::Reshuffle:
        return "shoe";
    case EventType::RoundStart:
    case EventType::RoundEnd:
        return "round";
    }
    return "round";
}
