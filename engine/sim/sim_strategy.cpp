#include "sim/sim_strategy.h"

#include "core/prng.h"
#include "rules/hand_rules.h"

#include <algorithm>

namespace f27 {

SimStrategy::SimStrategy(const RuleSet& rules, std::string name) : name_(std::move(name)) {
    const ValueScheme& v = rules.values;
    totals_ = v.target + 1;                                           // non-bust hands only
    dealerKeys_ = 2 * (std::max(v.target, 2 * v.maxPoint()) + 1) + 2; // the visible cards
    resize(dealerKeys_);
    // The built-in tables key the dealer by the face-up cards' total and softness.
    keyOne_.assign(kRankSlots, 0);
    keyTwo_.assign(kRankSlots * kRankSlots, 0);
    auto key = [&](std::initializer_list<int> ranks) {
        HandSums sums;
        for (int r : ranks)
            sums.add(Card{static_cast<Rank>(r), Suit::Spades}, v);
        const HandValue hv = valueOf(sums, v);
        return std::min(hv.total * 2 + (hv.soft ? 1 : 0), dealerKeys_ - 1);
    };
    for (int a = 0; a < kRankSlots; ++a) {
        keyOne_[static_cast<size_t>(a)] = key({a});
        for (int b = 0; b < kRankSlots; ++b)
            keyTwo_[static_cast<size_t>(a * kRankSlots + b)] = key({a, b});
    }
    Prng rng(0x5eed'cafe'f00dULL); // fixed: the exception hash weights
    for (auto& w : weight_)
        w = rng.next();
}

void SimStrategy::resize(int dealerKeys) {
    dealerKeys_ = dealerKeys;
    prefs_.assign(static_cast<size_t>(dealerKeys_) * 2 * totals_ * kCardKeys,
                  pack({Action::Stand}));
    split_.assign(static_cast<size_t>(dealerKeys_) * kRankSlots, false);
    insure_.assign(static_cast<size_t>(dealerKeys_), false);
    exceptionCards_.assign(static_cast<size_t>(dealerKeys_), 0);
    exceptions_.clear();
    exceptionHands_.clear();
}

int SimStrategy::dealerKey(const std::vector<Card>& faceUp) const {
    if (faceUp.size() == 1) return dealerKey(static_cast<int>(faceUp[0].rank));
    if (faceUp.size() == 2)
        return dealerKey(static_cast<int>(faceUp[0].rank), static_cast<int>(faceUp[1].rank));
    return kNoColumn;
}

std::uint64_t SimStrategy::exceptionKey(int dk, bool fromSplit, std::uint64_t hash) {
    return hash ^ (static_cast<std::uint64_t>(dk) * 0x9e3779b97f4a7c15ULL) ^
           (fromSplit ? 0xc2b2ae3d27d4eb4fULL : 0);
}

const std::vector<Action>* SimStrategy::exception(int dk, bool fromSplit,
                                                  std::uint64_t hash) const {
    const auto it = exceptions_.find(exceptionKey(dk, fromSplit, hash));
    return it == exceptions_.end() ? nullptr : &it->second;
}

Result<SimStrategy> SimStrategy::fromChart(const RuleSet& rules, const StrategyChart& chart,
                                           std::string name) {
    SimStrategy s(rules, std::move(name));
    s.resize(static_cast<int>(chart.columns.size()) + 1); // key 0: no column (stand)
    // Rank classes share a weight, so the hash is of the hand's classes (classesOf).
    Prng rng(0x5eed'cafe'f00dULL);
    std::array<std::uint64_t, kRankSlots> byClass{};
    for (auto& w : byClass)
        w = rng.next();
    for (int r = 0; r < kRankSlots; ++r)
        s.weight_[static_cast<size_t>(r)] =
            byClass[static_cast<size_t>(chart.rankClass[static_cast<size_t>(r)])];
    s.jokersIgnored_ = chart.jokersIgnored;
    s.jokersPastTwo_ = chart.jokersIgnoredPastTwo && !chart.jokersIgnored;
    if (chart.jokersIgnored) s.weight_[static_cast<size_t>(Rank::Joker)] = 0;
    auto columnKey = [&](std::vector<Rank> ranks) {
        const ChartColumn* c = chart.columnFor(std::move(ranks));
        return c ? static_cast<int>(c - chart.columns.data()) + 1 : kNoColumn;
    };
    for (int a = 0; a < kRankSlots; ++a) {
        s.keyOne_[static_cast<size_t>(a)] = columnKey({chart.rankClass[static_cast<size_t>(a)]});
        for (int b = 0; b < kRankSlots; ++b)
            s.keyTwo_[static_cast<size_t>(a * kRankSlots + b)] = columnKey(
                {chart.rankClass[static_cast<size_t>(a)], chart.rankClass[static_cast<size_t>(b)]});
    }
    for (size_t ci = 0; ci < chart.columns.size(); ++ci) {
        const ChartColumn& col = chart.columns[ci];
        const int dk = static_cast<int>(ci) + 1;
        s.insure_[static_cast<size_t>(dk)] = col.takeInsurance;
        for (Rank r : col.splits)
            for (int k = 0; k < kRankSlots; ++k)
                if (chart.rankClass[static_cast<size_t>(k)] == r)
                    s.split_[static_cast<size_t>(dk * kRankSlots + k)] = true;
        for (const auto* cells : {&col.surrenders, &col.doubles})
            for (const ChartCell& c : *cells)
                if (c.cards >= kCardKeys - 1) return fail("a chart cell of 31 or more cards");
        for (const ChartHitTo& h : col.hitTo)
            if (h.cards >= kCardKeys - 1) return fail("a chart hit-to entry of 31 or more cards");
        auto in = [](const std::vector<ChartCell>& cells, int n, bool soft, int total) {
            for (const ChartCell& c : cells)
                if (c.cards == n && c.soft == soft && c.total == total) return true;
            return false;
        };
        for (int soft = 0; soft < 2; ++soft)
            for (int total = 0; total < s.totals_; ++total)
                for (int n = 0; n < kCardKeys; ++n) {
                    const int cn = chart.jokersIgnored ? std::max(2, n) : n; // cardCount()
                    const ChartHitTo* h = StrategyChart::hitToFor(col, cn, soft == 1);
                    const Action last = h && total < h->hitTo ? Action::Hit : Action::Stand;
                    const bool sur = in(col.surrenders, cn, soft == 1, total);
                    const bool dbl = in(col.doubles, cn, soft == 1, total);
                    std::uint16_t p;
                    if (sur && dbl)
                        p = pack({Action::Surrender, Action::Double, last});
                    else if (sur)
                        p = pack({Action::Surrender, last});
                    else if (dbl)
                        p = pack({Action::Double, last});
                    else
                        p = pack({last});
                    s.prefs_[s.index(dk, soft == 1, total, n)] = p;
                }
        for (const ChartException& e : col.exceptions) {
            std::uint64_t hash = 0;
            for (Rank r : e.ranks)
                hash += s.weight_[static_cast<size_t>(r)];
            s.exceptions_[exceptionKey(dk, e.fromSplit, hash)].push_back(e.action);
            s.exceptionHands_.push_back({dk, e.fromSplit, hash});
            if (e.ranks.size() < 64)
                s.exceptionCards_[static_cast<size_t>(dk)] |= 1ULL << e.ranks.size();
        }
    }
    return s;
}

std::uint16_t SimStrategy::pack(std::initializer_list<Action> actions) {
    std::uint16_t p = 0xFFFF;
    int i = 0;
    for (Action a : actions) {
        if (i == kMaxPrefs) break;
        p = static_cast<std::uint16_t>((p & ~(0xF << (4 * i))) | (static_cast<int>(a) << (4 * i)));
        ++i;
    }
    return p;
}

void SimStrategy::setPrefs(int dk, bool soft, int total, int cards,
                           std::initializer_list<Action> actions) {
    if (dk < 0 || dk >= dealerKeys_ || total < 0 || total >= totals_) return;
    prefs_[index(dk, soft, total, cardKey(cards))] = pack(actions);
}

void SimStrategy::setAllPrefs(bool soft, int total, int cards,
                              std::initializer_list<Action> actions) {
    for (int dk = 0; dk < dealerKeys_; ++dk)
        setPrefs(dk, soft, total, cards, actions);
}

void SimStrategy::setSplit(int dk, Rank firstCard, bool yes) {
    if (dk < 0 || dk >= dealerKeys_) return;
    split_[static_cast<size_t>(dk * kRankSlots + static_cast<int>(firstCard))] = yes;
}

SimStrategy SimStrategy::nobodyDecides(const RuleSet& rules) {
    return SimStrategy(rules, "none (nobody decides)");
}

SimStrategy SimStrategy::dealerMimic(const RuleSet& rules) {
    SimStrategy s(rules, "mimic");
    // DealerMimicPolicy: the first dealer row matching kind and card count decides (F-12).
    for (int soft = 0; soft < 2; ++soft)
        for (int total = 0; total < s.totals_; ++total)
            for (int cards = 0; cards < kCardKeys; ++cards) {
                const HandValue v{total, soft == 1, false};
                const int row = strategyRow(rules.dealer, v, cards);
                const bool hit = strategyHits(rules.dealer, row, total);
                s.setAllPrefs(soft == 1, total, cards, {hit ? Action::Hit : Action::Stand});
            }
    return s;
}

SimStrategy SimStrategy::randomTable(const RuleSet& rules, std::uint64_t seed) {
    SimStrategy s(rules, "random-table");
    Prng rng(seed);
    for (size_t i = 0; i < s.prefs_.size(); ++i) {
        Action order[5] = {Action::Hit, Action::Stand, Action::Double, Action::Split,
                           Action::Surrender};
        for (int k = 4; k > 0; --k) // Fisher-Yates with the unbiased bounded draw
            std::swap(order[k], order[rng.below(static_cast<std::uint32_t>(k + 1))]);
        // Truncate after the first of hit/stand (always legal), at most kMaxPrefs entries.
        std::uint16_t p = 0xFFFF;
        int n = 0;
        for (Action a : order) {
            if (a == Action::Split) continue; // splitting is the split table's decision
            p = static_cast<std::uint16_t>((p & ~(0xF << (4 * n))) |
                                           (static_cast<int>(a) << (4 * n)));
            ++n;
            if (a == Action::Hit || a == Action::Stand || n == kMaxPrefs) break;
        }
        s.prefs_[i] = p;
    }
    for (size_t i = 0; i < s.split_.size(); ++i)
        s.split_[i] = rng.below(2) == 1;
    for (size_t i = 0; i < s.insure_.size(); ++i)
        s.insure_[i] = rng.below(2) == 1;
    return s;
}

Action SimStrategyPolicy::choose(const Round& round) {
    const auto legal = round.legalActions();
    auto isLegal = [&](Action a) {
        return std::find(legal.begin(), legal.end(), a) != legal.end();
    };
    const int dk = s_->dealerKey(dealerFaceUp(round));
    if (round.phase() == Phase::Insurance)
        return s_->insure(dk) && isLegal(Action::TakeInsurance) ? Action::TakeInsurance
                                                                : Action::DeclineInsurance;
    const PlayerHand& h = round.seats()[round.seatToAct()].hands[round.handToAct()];
    const HandValue v = round.handValue(round.seatToAct(), round.handToAct());
    int counted = 0;
    std::uint64_t hash = 0;
    for (Card c : h.cards) {
        counted += s_->counts(static_cast<int>(c.rank)) ? 1 : 0;
        hash += s_->rankWeight(static_cast<int>(c.rank));
    }
    if (s_->readsPastTwo()) s_->readPastTwo(static_cast<int>(h.cards.size()), counted, hash);
    if (s_->hasExceptions()) {
        if (const auto* list = s_->exception(dk, h.fromSplit, hash))
            for (Action a : *list)
                if (isLegal(a)) return a;
    }
    if (isLegal(Action::Split) && s_->split(dk, h.cards[0].rank)) return Action::Split;
    std::uint16_t p = s_->prefs(dk, v.soft, v.total, counted);
    for (int i = 0; i < SimStrategy::kMaxPrefs; ++i, p >>= 4) {
        const int a = p & 0xF;
        if (a == 0xF) break;
        if (isLegal(static_cast<Action>(a))) return static_cast<Action>(a);
    }
    return Action::Stand;
}

} // namespace f27
