#include "seven27/seven27_showdown.h"

#include <algorithm>
#include <climits>
#include <utility>

namespace f27 {

namespace {
// Ordering key of one total for one target: smaller is better. First the distance, then the
// S-7 tie-break at equal distance (0 wins over 1). Over is bust excludes totals above.
std::pair<int, int> keyOf(int total, int target, Seven27Nearest n) {
    const int distance = total > target ? total - target : target - total;
    const bool over = total > target;
    const bool inside = total >= kSevenHalfPoints && total <= kTwentySevenHalfPoints;
    int tie = 0;
    switch (n) {
    case Seven27Nearest::NearestWins:
    case Seven27Nearest::OverIsBust:
        tie = 0;
        break;
    case Seven27Nearest::UnderBeatsOver:
        tie = over ? 1 : 0;
        break;
    case Seven27Nearest::OverBeatsUnder:
        tie = over ? 0 : 1;
        break;
    case Seven27Nearest::InsideBeatsOutside:
        tie = inside ? 0 : 1;
        break;
    case Seven27Nearest::OutsideBeatsInside:
        tie = inside ? 1 : 0;
        break;
    }
    if (distance == 0) tie = 0; // an exact total is never beaten
    return {distance, tie};
}

constexpr std::pair<int, int> kNoKey{INT_MAX, INT_MAX};

std::pair<int, int> bestKey(const SevenSums& s, int target, Seven27Nearest n, int* total) {
    auto best = kNoKey;
    int bestTotal = -1;
    for (int t : s.totals()) {
        if (n == Seven27Nearest::OverIsBust && t > target) continue;
        const auto k = keyOf(t, target, n);
        if (k < best) {
            best = k;
            bestTotal = t;
        }
    }
    if (total) *total = bestTotal;
    return best;
}

Seven27HalfWinners winnersFor(std::span<const Seven27Contender> cs, int target, Seven27Nearest n) {
    Seven27HalfWinners w;
    auto best = kNoKey;
    for (const auto& c : cs) {
        int total = -1;
        const auto k = bestKey(c.sums, target, n, &total);
        if (k == kNoKey) continue;
        if (k < best) {
            best = k;
            w.seats.clear();
            w.total = total;
        }
        if (k == best) w.seats.push_back(c.seat);
    }
    return w;
}

void share(std::vector<Seven27Share>& out, Chips half, const std::vector<int>& seats, int side) {
    const auto k = static_cast<Chips>(seats.size());
    for (Chips i = 0; i < k; ++i) {
        const Chips amount = half / k + (i < half % k ? 1 : 0);
        if (amount > 0) out.push_back({seats[static_cast<size_t>(i)], amount, side});
    }
}
} // namespace

int seven27ShownTotal(const SevenSums& s, int target, Seven27Nearest nearest) {
    int total = -1;
    bestKey(s, target, nearest, &total);
    return total;
}

Seven27ShowdownResult decideSeven27Showdown(std::span<const Seven27Contender> contenders,
                                            Seven27Nearest nearest) {
    Seven27ShowdownResult r;
    r.seven = winnersFor(contenders, kSevenHalfPoints, nearest);
    r.twentySeven = winnersFor(contenders, kTwentySevenHalfPoints, nearest);
    if (r.seven.seats.empty()) r.wholePotTo27 = true; // S-7 over is bust
    if (r.twentySeven.seats.empty()) {
        if (!r.seven.seats.empty()) {
            // Symmetric safeguard (cannot happen in play: a hand over 27 has folded): the
            // 7 side's winners are counted for the 27 side too.
            r.twentySeven = r.seven;
        } else {
            for (const auto& c : contenders)
                r.twentySeven.seats.push_back(c.seat);
        }
    }
    return r;
}

std::vector<Seven27Share> splitSeven27Pot(Chips pot, const Seven27ShowdownResult& result) {
    std::vector<Seven27Share> out;
    if (result.wholePotTo27) {
        share(out, pot, result.twentySeven.seats, 27);
        return out;
    }
    const Chips sevenHalf = pot / 2;
    share(out, sevenHalf, result.seven.seats, 7);
    share(out, pot - sevenHalf, result.twentySeven.seats, 27);
    return out;
}

} // namespace f27
