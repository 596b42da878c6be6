#include "exact/round_draw_bound.h"

#include "rules/hand_rules.h"

#include <algorithm>
#include <array>
#include <climits>
#include <string>
#include <vector>

namespace f27 {
namespace {

constexpr int kMostCardsRead = 64; // card counts read past this behave as this one (cap 0)

int leastValue(Rank r, const ValueScheme& v) {
    return r == Rank::Joker ? 0 : v.points[static_cast<int>(r)];
}

// The largest card count any rule reads, plus one: hands of more cards all behave alike.
int cardCountsRead(const RuleSet& rules) {
    int most = 2;
    auto note = [&](const Range& r) {
        if (r.min != INT_MIN) most = std::max(most, std::min(r.min, kMostCardsRead));
        if (r.max != INT_MAX) most = std::max(most, std::min(r.max, kMostCardsRead));
    };
    for (const ForcedPlay& f : rules.forced)
        note(f.when.cards);
    for (const StrategyRow& row : rules.dealer.rows)
        note(row.cards);
    for (const StrategyRow& row : rules.baccarat.playerStrategy.rows)
        note(row.cards);
    most = std::max(most, std::min(rules.cardLimit.cards, kMostCardsRead));
    return most + 1;
}

// Every hand of `cards` cards whose least-value sum is `hard` (with or without an Ace, and a
// Joker where it is wild: the value then differs).
template <typename Draws>
bool anyHandDraws(const RuleSet& rules, int hard, int cards, Draws draws) {
    const bool wild = rules.values.joker == JokerMode::WildToTarget;
    for (int aces = 0; aces <= 1; ++aces)
        for (int jokers = 0; jokers <= (wild ? 1 : 0); ++jokers) {
            if (aces && hard < rules.values.aceLow()) continue;
            const HandSums s{hard, aces, jokers, cards};
            if (draws(s)) return true;
        }
    return false;
}

// F-11: a player's hand may draw unless every view of the dealer forces a stand (or a
// surrender) or, in the baccarat-like modes, the fixed strategy stands where nothing is forced.
bool playerMayDraw(const RuleSet& rules, const HandSums& s) {
    const HandValue v = valueOf(s, rules.values);
    if (v.bust) return false;
    if (atCardLimit(rules.cardLimit, s.cards)) return false;
    const int target = rules.values.target;
    for (int total = 0; total <= target + 1; ++total)
        for (int soft = 0; soft <= 1; ++soft)
            for (int stand = 0; stand <= 1; ++stand) {
                DealerVisible d;
                d.value = HandValue{total, soft == 1, total > target};
                d.willStand = stand == 1;
                if (d.value.bust && !d.willStand) continue;
                const int i = forcedPlayIndex(rules, s, d);
                if (i >= 0) {
                    const Op op = rules.forced[static_cast<size_t>(i)].op;
                    if (op != Op::Stand && op != Op::Surrender) return true;
                    continue;
                }
                if (rules.wagerMode == WagerMode::Standard) return true;
                const FixedStrategy& ps = rules.baccarat.playerStrategy;
                const int row = strategyRow(ps, s, rules.values);
                if (strategyHits(ps, row, v.total)) return true;
            }
    return false;
}

// A hand's limit and cap from whether a hand of n cards summing to s may draw.
template <typename Draws> void limitsOf(const RuleSet& rules, Draws draws, int& limit, int& cap) {
    const int counts = cardCountsRead(rules);
    limit = -1;
    cap = 0;
    for (int n = 2; n <= counts; ++n) {
        int most = -1;
        for (int s = rules.values.target; s >= 0 && most < 0; --s)
            if (anyHandDraws(rules, s, n, draws)) most = s;
        if (most < 0) {
            cap = n; // no hand of n cards draws: every hand stops by then
            return;
        }
        limit = std::max(limit, most);
    }
}

// The number of the smallest cards of `pool` whose least values sum to at most `budget`.
int smallestWithin(const Composition& pool, const ValueScheme& values, int budget) {
    if (budget < 0) return 0;
    std::array<std::pair<int, int>, kRankSlots> byValue{}; // (least value, count)
    int kinds = 0;
    for (Rank r : kAllRanks)
        if (const int n = pool.count(r); n > 0)
            byValue[static_cast<size_t>(kinds++)] = {leastValue(r, values), n};
    std::sort(byValue.begin(), byValue.begin() + kinds);
    int taken = 0;
    for (int i = 0; i < kinds; ++i) {
        const auto [value, n] = byValue[static_cast<size_t>(i)];
        const int fit = value == 0 ? n : std::min(n, budget / value);
        taken += fit;
        budget -= fit * value;
        if (fit < n) break;
    }
    return taken;
}

int handsPerSeat(const RuleSet& rules) {
    if (rules.wagerMode != WagerMode::Standard || !rules.split.allowed) return 1;
    return std::max(1, rules.split.maxHands);
}

} // namespace

DrawLimits drawLimitsOf(const RuleSet& rules) {
    DrawLimits d;
    limitsOf(
        rules, [&](const HandSums& s) { return playerMayDraw(rules, s); }, d.playerLimit,
        d.playerCap);
    limitsOf(
        rules, [&](const HandSums& s) { return dealerHits(rules, s); }, d.dealerLimit, d.dealerCap);
    return d;
}

namespace {

// A hand's room for cards that are not its last: their least values sum to at most `budget`,
// and there are at most `count` of them.
struct Bin {
    int budget = 0;
    int count = 0;
};

constexpr long kPackingSteps = 200000; // the exact packing's search, per question

// Whether `items` (least values, descending) can all be placed in the bins. Unknown (the
// search's steps ran out) counts as fitting: the bound stays an upper bound.
bool fits(const std::vector<int>& items, size_t i, std::vector<Bin>& bins, int zeros, long& steps) {
    if (--steps < 0) return true;
    if (i == items.size()) { // the Jokers (0) need only a place
        int room = 0;
        for (const Bin& b : bins)
            room += b.count;
        return room >= zeros;
    }
    for (size_t j = 0; j < bins.size(); ++j) {
        Bin& b = bins[j];
        if (b.count == 0 || b.budget < items[i]) continue;
        bool tried = false; // a bin like an earlier one gives the same placements
        for (size_t k = 0; k < j && !tried; ++k)
            tried = bins[k].budget == b.budget && bins[k].count == b.count;
        if (tried) continue;
        b.budget -= items[i];
        --b.count;
        const bool ok = fits(items, i + 1, bins, zeros, steps);
        b.budget += items[i];
        ++b.count;
        if (ok) return true;
    }
    return false;
}

// The `m` smallest cards of the pool by least value, descending, and how many are Jokers (0).
std::vector<int> smallest(const Composition& pool, const ValueScheme& values, int m, int& zeros) {
    std::vector<int> all;
    for (Rank r : kAllRanks)
        for (int k = 0; k < pool.count(r); ++k)
            all.push_back(leastValue(r, values));
    std::sort(all.begin(), all.end());
    all.resize(static_cast<size_t>(std::min<int>(m, static_cast<int>(all.size()))));
    zeros = static_cast<int>(std::count(all.begin(), all.end(), 0));
    all.erase(std::remove(all.begin(), all.end(), 0), all.end());
    std::reverse(all.begin(), all.end());
    return all;
}

// Every hand ends with at most its unconditional and last cards (`base`) plus cards that are
// not its last, which must fit its bin. The most cards that fit the bins together are the
// smallest ones (swapping a placed card for a smaller one keeps every bin within its budget),
// so the bound is base + the most m such that the m smallest cards fit: bounded cheaply by the
// sums (each bin alone, all bins as one), then, while the bound exceeds `enough`, decided
// exactly by a search.
int boundOf(const RuleSet& rules, const DrawLimits& limits, std::span<const DrawSlot> slots,
            const Composition& pool, int enough) {
    const ValueScheme& values = rules.values;
    int base = 0;
    int alone = 0; // the cards each bin alone can hold, summed
    int budget = 0;
    std::vector<Bin> bins;
    for (const DrawSlot& h : slots) {
        const int limit = h.dealer ? limits.dealerLimit : limits.playerLimit;
        const int cap = h.dealer ? limits.dealerCap : limits.playerCap;
        const bool draws = h.sum <= limit && (cap == 0 || h.cards < cap);
        // Cards that come whatever the hand holds: a known card, the first two; and a last one.
        const int firstTwo = std::max(0, 2 - h.cards);
        base += h.known + (draws ? std::max(firstTwo, 1) : firstTwo);
        if (!draws) continue;
        // A hand that ends with n cards, more than it holds and more than two: the n − 1 before
        // its last sum to at most the limit; its new ones among them (n − 1 − cards, its second
        // card included) fill the bin.
        Bin b{limit - h.sum, cap > 0 ? std::max(0, cap - h.cards - 1) : 1 << 20};
        alone += std::min(b.count, smallestWithin(pool, values, b.budget));
        budget += b.budget;
        bins.push_back(b);
    }
    int m = std::min(alone, smallestWithin(pool, values, budget));
    while (m > 0 && base + m > enough) {
        int zeros = 0;
        const std::vector<int> items = smallest(pool, values, m, zeros);
        long steps = kPackingSteps;
        std::vector<Bin> room = bins;
        if (fits(items, 0, room, zeros, steps)) break;
        --m;
    }
    return base + m;
}

} // namespace

int drawBound(const RuleSet& rules, const DrawLimits& limits, std::span<const DrawSlot> slots,
              const Composition& pool, int enough) {
    // The dealer's second card, unseen (a hole card, or one she draws later), is one card of
    // the pool whatever the hands do: the bound is the most over which card it is.
    const auto dealer = std::find_if(slots.begin(), slots.end(),
                                     [](const DrawSlot& h) { return h.dealer && h.cards == 1; });
    // First the bound with that card any card of the pool (a hand of one card drawing its
    // second): where it suffices, as on any shoe of real size, nothing is enumerated.
    const int any = boundOf(rules, limits, slots, pool, enough);
    if (dealer == slots.end() || pool.empty() || any <= enough) return any;
    std::vector<DrawSlot> with(slots.begin(), slots.end());
    DrawSlot& second = with[static_cast<size_t>(dealer - slots.begin())];
    int most = 0;
    for (Rank r : kAllRanks) {
        if (pool.count(r) == 0) continue;
        Composition rest = pool;
        rest.removeRank(r);
        second = *dealer;
        second.sum += leastValue(r, rules.values);
        second.cards = 2;
        most = std::max(most, 1 + boundOf(rules, limits, with, rest, enough - 1));
    }
    return std::min(most, any);
}

namespace {

Status cardsLast(int bound, int available) {
    if (bound <= available) return {};
    return fail("the cards may run out during the round: playing it may take up to " +
                std::to_string(bound) + " more cards and " + std::to_string(available) +
                " are left (a table shuffles a new shoe then, which the analysis does not model)");
}

} // namespace

Status cardsLast(const RuleSet& rules, const DrawLimits& limits, std::span<const DrawSlot> slots,
                 const Composition& pool) {
    return cardsLast(drawBound(rules, limits, slots, pool, pool.size()), pool.size());
}

Status cardsLast(const Round& round, const Composition& unseen, const DrawLimits& limits) {
    const RuleSet& rules = round.rules();
    const int perSeat = handsPerSeat(rules);
    std::vector<DrawSlot> slots;
    for (const SeatState& seat : round.seats()) {
        bool splits = false; // the seat may still make another hand
        for (const PlayerHand& h : seat.hands)
            splits = splits || (!h.complete && (h.cards.size() == 1 ||
                                                (h.cards.size() == 2 && !h.doubled &&
                                                 pairSplits(rules, h.cards[0], h.cards[1]))));
        const int open = splits ? perSeat - static_cast<int>(seat.hands.size()) : 0;
        // Every hand of a seat that splits begins with a card of the pair's value.
        const int pairValue = seat.hands.empty() || seat.hands[0].cards.empty()
                                  ? 0
                                  : leastValue(seat.hands[0].cards[0].rank, rules.values);
        for (const PlayerHand& h : seat.hands) {
            if (h.complete) continue;
            // A pair that may still split keeps only its first card.
            if (open > 0 && h.cards.size() == 2 && pairSplits(rules, h.cards[0], h.cards[1]))
                slots.push_back(DrawSlot{leastValue(h.cards[0].rank, rules.values), 1, false});
            else
                slots.push_back(DrawSlot{h.sums.hard, static_cast<int>(h.cards.size()), false});
        }
        // Hands a resplit may still make: each begins with a pair card drawn from the pool.
        for (int i = 0; i < open; ++i)
            slots.push_back(DrawSlot{pairValue, 1, false, 1});
    }
    // The dealer's cards not seen are in `unseen`: they count as cards she is still to draw.
    const DealerHand& dealer = round.dealer();
    HandSums up;
    for (size_t i = 0; i < dealer.cards.size(); ++i)
        if (dealer.faceUp[i]) up.add(dealer.cards[i], rules.values);
    slots.push_back(DrawSlot{up.hard, up.cards, true});
    return cardsLast(rules, limits, slots, unseen);
}

bool pairSplits(const RuleSet& rules, Card a, Card b) {
    return rules.split.allowed && isSplitPair(rules, a.rank, b.rank);
}

} // namespace f27
