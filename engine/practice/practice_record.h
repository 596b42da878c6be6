// A player's record per chart cell, kept as Leitner boxes: what the strategy school draws more
// often (a missed cell, a cell whose mistake is costly) and what it lets rest (a mastered one).
//
// The boxes, 0 to kTopBox:
//  - a cell never answered is in box 1;
//  - a wrong answer puts the cell in box 0 ("missed");
//  - a right answer moves it up one box, to kTopBox at most ("mastered"): a missed cell is
//    mastered after kTopBox right answers in a row.
// A cell's weight is kBoxWeight[box] × (1 + 4 × min(cost, 0.5)), where cost is what a mistake
// there costs (the best option's EV less the second best's, in units of the wager, as last
// seen; 0.25 while unknown). The weight is the chance, relative to kMaxWeight, that a decision
// of that cell which play dealt is asked.
#pragma once

#include <array>
#include <map>
#include <string>

namespace f27 {

inline constexpr int kTopBox = 3;
inline constexpr std::array<double, kTopBox + 1> kBoxWeight{8, 4, 2, 1};
inline constexpr double kUnknownMistakeCost = 0.25;
inline constexpr double kMaxWeight = 8 * (1 + 4 * 0.5);

struct CellRecord {
    int box = 1;
    int streak = 0; // right answers in a row
    int answered = 0;
    int right = 0;
    double evLost = 0;       // in units of the wager, every answer's cost summed
    double mistakeCost = -1; // as last seen; negative: unknown
    friend bool operator==(const CellRecord&, const CellRecord&) = default;
};

class PracticeRecord {
public:
    // One answer at `cell`: right or not, what it cost (0 when right) and what a mistake there
    // costs.
    void add(const std::string& cell, bool right, double evLost, double mistakeCost);
    // Nullptr for a cell never answered.
    const CellRecord* find(const std::string& cell) const;
    // The drawing weight of a cell, in (0, kMaxWeight].
    double weight(const std::string& cell) const;
    const std::map<std::string, CellRecord>& cells() const { return cells_; }
    friend bool operator==(const PracticeRecord&, const PracticeRecord&) = default;

private:
    std::map<std::string, CellRecord> cells_;
};

} // namespace f27
