// Hand totals of the banking games (F-3, F-4, B-2) under a rule set's ValueScheme.
#pragma once

#include "cards/card.h"
#include "rules/rule_set.h"

#include <span>

namespace f27 {

struct HandValue {
    int total = 0;
    bool soft = false; // F-4: holds an Ace counted high
    bool bust = false; // F-4: a hard total above the target
    friend bool operator==(const HandValue&, const HandValue&) = default;
};

// Running sums from which the value follows; kept incrementally by hands and by the analysis.
// hard: every Ace low, every Joker 0. F-3: one Ace is high when hard + (high - low) <= target.
struct HandSums {
    int hard = 0;
    int aces = 0;
    int jokers = 0;
    int cards = 0;
    void add(Card c, const ValueScheme& v) {
        hard += v.points[static_cast<int>(c.rank)];
        aces += c.isAce();
        jokers += c.isJoker();
        ++cards;
    }
};

inline HandValue valueOf(const HandSums& s, const ValueScheme& v) {
    HandValue out;
    const int highBoost = v.aceHigh - v.aceLow();
    if (s.aces > 0 && s.hard + highBoost <= v.target) {
        out.total = s.hard + highBoost;
        out.soft = true;
    } else {
        out.total = s.hard;
    }
    // Wild Joker: when the rest of the hand totals at most the target, the Joker takes the
    // value that makes the total exactly the target.
    if (v.joker == JokerMode::WildToTarget && s.jokers > 0 && out.total <= v.target)
        out.total = v.target;
    out.bust = out.total > v.target;
    return out;
}

HandValue valueOf(std::span<const Card> cards, const ValueScheme& v);

} // namespace f27
