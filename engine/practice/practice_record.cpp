#include "practice/practice_record.h"

#include <algorithm>

namespace f27 {

void PracticeRecord::add(const std::string& cell, bool right, double evLost, double mistakeCost) {
    CellRecord& c = cells_[cell];
    ++c.answered;
    if (right) {
        ++c.right;
        ++c.streak;
        c.box = std::min(kTopBox, c.box + 1);
    } else {
        c.streak = 0;
        c.box = 0;
    }
    c.evLost += std::max(0.0, evLost);
    if (mistakeCost >= 0) c.mistakeCost = mistakeCost;
}

const CellRecord* PracticeRecord::find(const std::string& cell) const {
    const auto it = cells_.find(cell);
    return it == cells_.end() ? nullptr : &it->second;
}

double PracticeRecord::weight(const std::string& cell) const {
    const CellRecord* c = find(cell);
    const int box = c ? c->box : 1;
    const double cost = c && c->mistakeCost >= 0 ? c->mistakeCost : kUnknownMistakeCost;
    return kBoxWeight[static_cast<size_t>(box)] * (1 + 4 * std::min(cost, 0.5));
}

} // namespace f27
