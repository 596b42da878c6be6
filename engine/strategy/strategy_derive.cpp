#include "strategy/strategy_derive.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <span>
#include <tuple>

namespace f27 {

namespace {

// Fixed blocks of T that never move: what take() returns stays valid while the arena lives.
template <class T> class Arena {
public:
    T* take(size_t n) {
        if (blocks_.empty() || used_ + n > kBlock) {
            blocks_.push_back(std::make_unique<T[]>(std::max(kBlock, n)));
            used_ = 0;
        }
        T* out = blocks_.back().get() + used_;
        used_ += n;
        return out;
    }

private:
    static constexpr size_t kBlock = size_t{1} << 16;
    std::vector<std::unique_ptr<T[]>> blocks_;
    size_t used_ = 0;
};

// The order in which a decision lists its options (WalkDecision::values, as
// Round::legalActions): a record keeps which of them are offered as bits, and their values.
constexpr std::array<Action, 5> kOptionOrder{Action::Hit, Action::Stand, Action::Double,
                                             Action::Split, Action::Surrender};

// A decision that optimal play reaches, with its chance and the values of its options (as
// WalkDecision; its cards and values kept in the view's arenas: ~80 bytes a decision instead
// of ~180 with two vectors of its own).
struct Record {
    const Card* cardData = nullptr;
    const double* evs = nullptr; // the offered options' values, in kOptionOrder
    std::uint8_t nCards = 0;
    std::uint8_t offeredBits = 0; // bit i: kOptionOrder[i] is offered
    bool fromSplit = false;
    Action best = Action::Stand;
    HandValue hand;
    double weight = 0; // the probability of reaching the decision, per round

    std::span<const Card> cards() const { return {cardData, nCards}; }
    // The value of the option, or null when it is not offered.
    const double* ev(Action a) const {
        int at = 0;
        for (size_t i = 0; i < kOptionOrder.size(); ++i) {
            const bool offered = (offeredBits >> i) & 1;
            if (kOptionOrder[i] == a) return offered ? evs + at : nullptr;
            at += offered ? 1 : 0;
        }
        return nullptr;
    }
    std::vector<Action> offered() const {
        std::vector<Action> out;
        for (size_t i = 0; i < kOptionOrder.size(); ++i)
            if ((offeredBits >> i) & 1) out.push_back(kOptionOrder[i]);
        return out;
    }
};

struct ViewWork {
    std::vector<Rank> dealer; // face-up rank classes
    HandValue dealerValue;    // of the face-up cards
    int dealerShows = 0;      // their points, each Ace at its least (the walks' order)
    std::vector<InitialDeal> deals;
    std::deque<Record> records; // never moved: the columns point into it
    Arena<Card> cardArena;
    Arena<double> evArena;
    bool insuranceOffered = false;
    double insureWeight = 0, declineWeight = 0;
    // Per initial hand (rank classes): Σ P(deal) × the insurance stake's expected net.
    std::map<std::vector<Rank>, double> insuranceGain;
};

// Memory bound (docs/performance.md: peak ≤ 1 GiB): the records of every view are kept until
// the chart is assembled (~80 bytes each with their cards and values, and a pointer per
// column; next to the solvers' memos); the presets need 0.05 M (Blackjack) to 1.2 M
// (21-24-27), 21-24-27 with doubles (the Jokers are then states of their own) 6.6 M. A rule set
// whose optimal play reaches more decisions fails with this message instead of exhausting the
// memory.
constexpr size_t kMaxRecords = 8'000'000;

// Every decision optimal play reaches from this view's deals, each state once with the summed
// chance of reaching it (DecisionWalk), after the insurance decision that pays.
Status walkView(const RuleSet& rules, const StrategyChart& chart, ViewWork& work,
                const ChartOptions& options, std::atomic<size_t>& records) {
    ExactOptions exact;
    exact.cancelled = options.cancelled;
    exact.cardsMustLast = options.cardsMustLast;
    DecisionWalk walk(walkFoldsJokers(rules, chart.jokersIgnored, chart.jokersIgnoredPastTwo),
                      exact);
    Status started = addStarts(work.deals, walk, [&](const InitialDeal& d, const Round& r) {
        const double gain = insuranceUnits(rules, d);
        const bool take = gain > 0;
        work.insuranceOffered = true;
        (take ? work.insureWeight : work.declineWeight) += d.p;
        work.insuranceGain[chart.classesOf(r.seats()[0].hands[0].cards)] += d.p * gain;
        return take ? Action::TakeInsurance : Action::DeclineInsurance;
    });
    if (!started) return started;
    work.deals.clear();
    bool tooMany = false, orderBroken = false;
    Status walked = walk.run([&](const WalkDecision& d) {
        if (tooMany || orderBroken || ++records > kMaxRecords) {
            tooMany = true;
            return Action::Stand; // the result is discarded
        }
        Record rec;
        int last = -1;
        for (const ActionValue& v : d.values) {
            const auto at = std::find(kOptionOrder.begin(), kOptionOrder.end(), v.action);
            const int i = static_cast<int>(at - kOptionOrder.begin());
            if (at == kOptionOrder.end() || i <= last) {
                orderBroken = true; // not the order the walk lists options in
                return Action::Stand;
            }
            last = i;
            rec.offeredBits = static_cast<std::uint8_t>(rec.offeredBits | (1u << i));
        }
        if (d.cards.size() > 255) {
            tooMany = true; // not a hand any rule set of the family deals
            return Action::Stand;
        }
        Card* cards = work.cardArena.take(d.cards.size());
        std::copy(d.cards.begin(), d.cards.end(), cards);
        double* evs = work.evArena.take(d.values.size());
        for (size_t i = 0; i < d.values.size(); ++i)
            evs[i] = d.values[i].ev;
        rec.cardData = cards;
        rec.evs = evs;
        rec.nCards = static_cast<std::uint8_t>(d.cards.size());
        rec.fromSplit = d.fromSplit;
        rec.hand = d.value;
        rec.weight = d.weight;
        double bestValue = -1e300;
        for (const ActionValue& v : d.values)
            if (v.ev > bestValue) {
                bestValue = v.ev;
                rec.best = v.action;
            }
        work.records.push_back(rec);
        return rec.best;
    });
    if (orderBroken) return fail("internal: a decision's options out of their order");
    if (tooMany)
        return fail("optimal play reaches more than 8,000,000 decisions of the player's hand; "
                    "the chart derivation does not handle rule sets this large");
    return walked;
}

struct CellKey {
    int cards;
    bool soft;
    int total;
    auto operator<=>(const CellKey&) const = default;
};

CellKey cellOf(const StrategyChart& chart, const Record& r) {
    return {chart.cardCount(r.cards()), r.hand.soft, r.hand.total};
}

// The action chosen by majority of probability among `recs` that may take it: cells (or pairs)
// where the records whose best action it is weigh more than half of those where it is legal.
template <class Key, class KeyOf>
std::vector<Key> majorityCells(const std::vector<const Record*>& recs, std::vector<bool>& handled,
                               Action action, KeyOf keyOf) {
    std::map<Key, std::pair<double, double>> w; // (best is `action`, all)
    for (size_t i = 0; i < recs.size(); ++i) {
        if (handled[i] || !recs[i]->ev(action)) continue;
        auto& [yes, all] = w[keyOf(*recs[i])];
        all += recs[i]->weight;
        if (recs[i]->best == action) yes += recs[i]->weight;
    }
    std::vector<Key> out;
    for (const auto& [k, v] : w)
        if (v.first > v.second / 2) out.push_back(k);
    for (size_t i = 0; i < recs.size(); ++i)
        if (!handled[i] && recs[i]->ev(action) &&
            std::find(out.begin(), out.end(), keyOf(*recs[i])) != out.end())
            handled[i] = true;
    return out;
}

// Per (cards, soft/hard): the hit-to total T (hit below, stand at or above) that agrees with
// the hit-or-stand preference of the most probability; the lowest such T. Every record where
// both are legal counts, also those the chart splits, surrenders or doubles: the totals are
// what the player falls back on when those are not offered.
std::vector<ChartHitTo> hitToRules(const StrategyChart& chart,
                                   const std::vector<const Record*>& recs) {
    // (cards, soft) -> total -> (weight preferring hit, weight preferring stand)
    using Group = std::map<int, std::pair<double, double>>;
    std::map<std::pair<int, bool>, Group> all;
    for (const Record* r : recs) {
        const double* hit = r->ev(Action::Hit);
        const double* stand = r->ev(Action::Stand);
        if (!hit || !stand) continue;
        const CellKey c = cellOf(chart, *r);
        auto& [h, s] = all[{c.cards, c.soft}][c.total];
        (*hit > *stand ? h : s) += r->weight;
    }
    std::vector<ChartHitTo> out;
    for (const auto& [key, g] : all) {
        // Agreement with T = the lowest total: everything stands.
        double agree = 0;
        for (const auto& [t, v] : g)
            agree += v.second;
        int bestT = g.begin()->first;
        double bestAgree = agree;
        for (const auto& [t, v] : g) { // T just above t: t now hits
            agree += v.first - v.second;
            if (agree > bestAgree + 1e-15) {
                bestAgree = agree;
                bestT = t + 1;
            }
        }
        out.push_back({key.first, key.second, bestT});
    }
    return out;
}

// The exceptions: hands (ranks, from a split) whose best action, summed over the records of the
// hand, beats the column's rules by at least minCost per round.
std::vector<ChartException> exceptionsOf(const StrategyChart& ruleOnly,
                                         const std::vector<const Record*>& recs, double minCost) {
    struct Sum {
        int n = 0;
        double chart = 0;
        std::map<Action, std::pair<int, double>> byAction;
    };
    std::map<std::pair<std::vector<Rank>, bool>, Sum> groups;
    for (const Record* r : recs) {
        Sum& s = groups[{ruleOnly.handClasses(r->cards()), r->fromSplit}];
        ++s.n;
        const Action a = ruleOnly.chooseFor(&ruleOnly.columns[0], r->cards(), r->fromSplit, r->hand,
                                            r->offered());
        s.chart += r->weight * *r->ev(a);
        for (const Action offered : r->offered()) {
            auto& [n, total] = s.byAction[offered];
            ++n;
            total += r->weight * *r->ev(offered);
        }
    }
    std::vector<ChartException> out;
    for (const auto& [key, s] : groups) {
        Action best = Action::Stand;
        double bestTotal = -1e300;
        for (const auto& [a, v] : s.byAction)
            if (v.first == s.n && v.second > bestTotal) {
                bestTotal = v.second;
                best = a;
            }
        const double cost = bestTotal - s.chart;
        if (cost > 1e-13 && cost >= minCost) out.push_back({key.first, key.second, best, cost});
    }
    return out;
}

ChartColumn buildColumn(const StrategyChart& base, std::vector<Rank> dealer,
                        const std::vector<const Record*>& recs, bool insuranceOffered,
                        double insure, double decline,
                        const std::map<std::vector<Rank>, double>& insuranceGain, double minCost) {
    ChartColumn col;
    col.dealer = std::move(dealer);
    col.insuranceOffered = insuranceOffered;
    col.takeInsurance = insuranceOffered && insure > decline;
    std::vector<bool> handled(recs.size(), false);
    col.splits = majorityCells<Rank>(recs, handled, Action::Split, [&](const Record& r) {
        return base.rankClass[static_cast<size_t>(r.cards()[0].rank)];
    });
    auto cell = [&](const Record& r) { return cellOf(base, r); };
    for (const CellKey& k : majorityCells<CellKey>(recs, handled, Action::Surrender, cell))
        col.surrenders.push_back({k.cards, k.soft, k.total});
    for (const CellKey& k : majorityCells<CellKey>(recs, handled, Action::Double, cell))
        col.doubles.push_back({k.cards, k.soft, k.total});
    col.hitTo = hitToRules(base, recs);
    StrategyChart ruleOnly = base;
    ruleOnly.columns = {col};
    col.exceptions = exceptionsOf(ruleOnly, recs, minCost);
    // Insurance exceptions: initial hands for which the other insurance decision pays.
    for (const auto& [ranks, gain] : insuranceGain) {
        const double cost = std::max(gain, 0.0) - (col.takeInsurance ? gain : 0.0);
        if (cost > 1e-13 && cost >= minCost)
            col.exceptions.push_back(
                {ranks, false, gain > 0 ? Action::TakeInsurance : Action::DeclineInsurance, cost});
    }
    return col;
}

} // namespace

// One page on purpose: the resplit reduction, then the walk's views in the order the chart
// needs them; the views and their index share one lifetime, which a split would spread apart.
Result<StrategyChart> deriveStrategyChart(const RuleSet& rules, const Composition& shoe,
                                          const ChartOptions& options) {
    if (const std::string why = noChartReason(rules); !why.empty()) return fail(why);
    if (rules.split.allowed && rules.split.maxHands > 2) {
        // Optimal play is walked hand by hand, and a resplit's hands cannot be (a hand's value
        // depends on the pair cards the others took): the chart is that of the same rules
        // splitting once, and it resplits wherever it splits (chartRoundEv values it so).
        RuleSet once = rules;
        once.split.maxHands = 2;
        auto derived = deriveStrategyChart(once, shoe, options);
        if (!derived) return derived;
        StrategyChart chart = std::move(derived).value();
        chart.rulesId = rules.id;
        return chart;
    }
    const WalkAlphabet alpha = WalkAlphabet::of(rules);
    StrategyChart chart;
    chart.rulesId = rules.id;
    chart.rulesName = rules.name;
    chart.rankClass = alpha.classes;
    chart.jokersIgnored = jokersChangeNothing(rules) && shoe.count(Rank::Joker) > 0;
    chart.jokersIgnoredPastTwo =
        !chart.jokersIgnored && jokersChangeNothingPastTwo(rules) && shoe.count(Rank::Joker) > 0;

    std::deque<ViewWork> views; // never moved (records and arenas)
    std::map<std::string, size_t> index;
    Status dealt = forEachInitialDeal(rules, shoe, alpha, [&](InitialDeal& d) -> Status {
        auto [it, fresh] = index.try_emplace(d.view, views.size());
        if (fresh) {
            views.emplace_back();
            const std::vector<Card> up = dealerFaceUp(d.round);
            views.back().dealer = chart.classesOf(up);
            views.back().dealerValue = valueOf(up, rules.values);
            for (Card c : up)
                views.back().dealerShows += rules.values.points[static_cast<int>(c.rank)];
        }
        views[it->second].deals.push_back(std::move(d));
        return {};
    });
    if (!dealt) return fail(dealt.error());
    std::atomic<size_t> records{0};
    // Longest first, so that no thread is left with a long view at the end: a dealer who
    // shows less has more to draw, and her view's walk values more dealer hands (poker-like:
    // 0.38 s for a Joker up, 0.16 s for a King on one thread).
    std::vector<size_t> order(views.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return views[a].dealerShows < views[b].dealerShows;
    });
    Status walked = runChartTasks(static_cast<int>(views.size()), options, [&](int i) {
        return walkView(rules, chart, views[order[static_cast<size_t>(i)]], options, records);
    });
    if (!walked) return fail(walked.error());

    // Views that differ only by suits are one column; with byDealerTotal, so are two face-up
    // cards of the same value (total, soft). The column's records are every view's, each with
    // its chance, so its majorities weigh the views by how often they come.
    struct ColumnKey {
        int total = -1;
        bool soft = false;
        std::vector<Rank> dealer;
        auto operator<=>(const ColumnKey&) const = default;
    };
    struct Column {
        std::set<std::vector<Rank>> views;
        std::vector<const Record*> recs;
        bool offered = false;
        double insure = 0, decline = 0;
        std::map<std::vector<Rank>, double> insuranceGain;
    };
    std::map<ColumnKey, Column> columns;
    for (const ViewWork& v : views) {
        if (v.records.empty() && !v.insuranceOffered) continue;
        const bool byTotal = options.byDealerTotal && v.dealer.size() == 2;
        Column& c = columns[byTotal ? ColumnKey{v.dealerValue.total, v.dealerValue.soft, {}}
                                    : ColumnKey{-1, false, v.dealer}];
        c.views.insert(v.dealer);
        for (const Record& r : v.records)
            c.recs.push_back(&r);
        c.offered = c.offered || v.insuranceOffered;
        c.insure += v.insureWeight;
        c.decline += v.declineWeight;
        for (const auto& [ranks, gain] : v.insuranceGain)
            c.insuranceGain[ranks] += gain;
    }
    // Each column is assembled on its own (in parallel: 21-24-27 has one per dealer total, and
    // assembling them took 0.4 s on one thread), into its place in the key order.
    std::vector<std::pair<const ColumnKey*, const Column*>> work;
    for (const auto& [key, c] : columns)
        work.emplace_back(&key, &c);
    std::vector<ChartColumn> built(work.size());
    ChartOptions assembly = options;
    assembly.progress = nullptr; // the progress is the walks'
    Status assembled = runChartTasks(static_cast<int>(work.size()), assembly, [&](int i) {
        const auto& [key, c] = work[static_cast<size_t>(i)];
        ChartColumn& col = built[static_cast<size_t>(i)];
        col = buildColumn(chart, key->dealer, c->recs, c->offered, c->insure, c->decline,
                          c->insuranceGain, options.minExceptionCost);
        if (key->total >= 0) {
            col.dealerTotal = key->total;
            col.dealerSoft = key->soft;
            col.views.assign(c->views.begin(), c->views.end());
        }
        return Status{};
    });
    if (!assembled) return fail(assembled.error());
    chart.columns = std::move(built);
    return chart;
}

} // namespace f27
