#include "school_scores.h"

#include "school_text.h"

#include <algorithm>

using namespace f27;

namespace {
int median(std::vector<int> v) {
    if (v.empty()) return -1;
    const size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    if (v.size() % 2 == 1) return v[mid];
    const int upper = v[mid];
    const int lower = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid));
    return (lower + upper) / 2;
}

QString percent(int steps, int errors) {
    if (steps == 0) return QStringLiteral("—");
    return SchoolText::tr("%1 %").arg(qRound(100.0 * (steps - errors) / steps));
}

QString timeText(int ms) {
    return ms < 0 ? QStringLiteral("—") : SchoolText::seconds(ms);
}
} // namespace

int SchoolScoreModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kStepCategoryCount;
}

QVariant SchoolScoreModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= kStepCategoryCount) return {};
    const auto c = static_cast<StepCategory>(index.row());
    switch (role) {
    case CategoryRole:
        return QString::fromLatin1(stepCategoryName(c));
    case LabelRole:
        return SchoolText::category(c);
    case StepsRole:
        return steps(c);
    case ErrorsRole:
        return errors(c);
    case AccuracyRole:
        return percent(steps(c), errors(c));
    case MedianTimeRole:
        return timeText(medianMillis(c));
    }
    return {};
}

QHash<int, QByteArray> SchoolScoreModel::roleNames() const {
    return {{CategoryRole, "category"}, {LabelRole, "label"},       {StepsRole, "steps"},
            {ErrorsRole, "errors"},     {AccuracyRole, "accuracy"}, {MedianTimeRole, "medianTime"}};
}

int SchoolScoreModel::steps(StepCategory c) const {
    return static_cast<int>(tallies_[static_cast<size_t>(c)].millis.size());
}

int SchoolScoreModel::errors(StepCategory c) const {
    return tallies_[static_cast<size_t>(c)].errors;
}

int SchoolScoreModel::medianMillis(StepCategory c) const {
    return median(tallies_[static_cast<size_t>(c)].millis);
}

int SchoolScoreModel::steps() const {
    int n = 0;
    for (const Tally& t : tallies_)
        n += static_cast<int>(t.millis.size());
    return n;
}

int SchoolScoreModel::errors() const {
    int n = 0;
    for (const Tally& t : tallies_)
        n += t.errors;
    return n;
}

QString SchoolScoreModel::accuracy() const {
    return percent(steps(), errors());
}

QString SchoolScoreModel::medianTime() const {
    std::vector<int> all;
    for (const Tally& t : tallies_)
        all.insert(all.end(), t.millis.begin(), t.millis.end());
    return timeText(median(std::move(all)));
}

void SchoolScoreModel::record(const StepVerdict& v) {
    const auto row = static_cast<int>(v.category);
    Tally& t = tallies_[static_cast<size_t>(row)];
    t.millis.push_back(v.millis);
    if (!v.correct) ++t.errors;
    emit dataChanged(index(row), index(row));
    emit changed();
}

void SchoolScoreModel::recordRound() {
    ++rounds_;
    emit changed();
}

void SchoolScoreModel::retranslate() {
    emit dataChanged(index(0), index(kStepCategoryCount - 1));
    emit changed();
}
