// `bench --signature`: one number that is a function of the engine's behaviour only, hashed from
// fixed-seed results of every layer (docs/performance.md, "Bench signature").
#include "cli_io.h"
#include "commands.h"

#include "cards/composition.h"
#include "cards/fair_shuffle.h"
#include "exact/exact_ev.h"
#include "rules/rule_set_json.h"
#include "seven27/seven27_bot_match.h"
#include "sim/sim_strategy.h"
#include "sim/simulator.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart.h"
#include "strategy/strategy_chart_ev.h"
#include "strategy/strategy_derive.h"

#include <QCommandLineParser>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace f27::cli {

namespace {

// FNV-1a, 64 bits, over the canonical text of each value (doubles in hexadecimal, exact).
class Signature {
public:
    void add(std::string_view text) {
        for (unsigned char c : text) {
            hash_ ^= c;
            hash_ *= 0x100000001b3ULL;
        }
        hash_ ^= 0xff; // a separator, so that "1","23" and "12","3" differ
        hash_ *= 0x100000001b3ULL;
    }
    void add(std::int64_t v) { add(std::to_string(v)); }
    void add(double v) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%a", v);
        add(std::string_view(buf));
    }
    std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

void addStats(Signature& s, const SimStats& st) {
    for (std::int64_t v :
         {st.rounds, st.seatRounds, st.hands, st.net, st.bonusNet, st.naturalWinNet,
          st.insuranceOffered, st.insuranceTaken, st.insuranceWon, st.insuranceNet, st.doubles,
          st.splits, st.dealerNaturals, st.dealerBusts, st.cardsDealt, st.reshuffles})
        s.add(v);
    s.add(static_cast<std::int64_t>(st.netSquares >> 64));
    s.add(static_cast<std::int64_t>(static_cast<std::uint64_t>(st.netSquares)));
    for (std::int64_t v : st.results)
        s.add(v);
    for (std::int64_t v : st.reasons)
        s.add(v);
    for (std::int64_t v : st.bonuses)
        s.add(v);
}

// One part of the signature: its own hash, or the error that stopped it.
struct Part {
    const char* name;
    Signature sig;
    std::string error;
};

// The presets' shoes shuffled under a fixed key (P-2): the first and last cards' order.
void shufflePart(Part& part, const std::vector<RuleSet>& presets) {
    ShuffleKey key;
    for (std::size_t i = 0; i < key.bytes.size(); ++i)
        key.bytes[i] = static_cast<std::uint8_t>(i * 7 + 1);
    for (const RuleSet& rules : presets)
        for (const Card& c : shoeOrder(rules.shoe, key))
            part.sig.add(static_cast<std::int64_t>(c.index()));
}

// Each preset dealt from one deck: the exact edge under optimal play on one thread (the sum
// is taken in a fixed order, so it is bit-identical for any thread count anyway).
void exactPart(Part& part, const std::vector<RuleSet>& presets) {
    for (RuleSet rules : presets) {
        rules.shoe.decks = 1;
        rules.shoe.cutCard = 0;
        ExactOptions options;
        options.threads = 1;
        auto ev = exactRoundEv(rules, Composition::fromShoe(rules.shoe), options);
        if (!ev) {
            part.error = rules.id + ": " + ev.error();
            return;
        }
        part.sig.add(*ev);
    }
}

// Blackjack from one deck: the derived basic-strategy chart (its JSON) and its exact edge.
void chartPart(Part& part, const std::vector<RuleSet>& presets) {
    for (RuleSet rules : presets) {
        if (rules.family != "blackjack") continue;
        rules.shoe.decks = 1;
        rules.shoe.cutCard = 0;
        ChartOptions options;
        options.threads = 1;
        const Composition shoe = Composition::fromShoe(rules.shoe);
        auto chart = deriveStrategyChart(rules, shoe, options);
        if (!chart) {
            part.error = rules.id + ": " + chart.error();
            return;
        }
        part.sig.add(chartToJson(*chart).toStdString());
        auto ev = chartRoundEv(rules, *chart, shoe, options);
        if (!ev) {
            part.error = rules.id + ": " + ev.error();
            return;
        }
        part.sig.add(*ev);
    }
}

// Each preset simulated by its shipped chart at three seats: on the fast core and on the
// Round-driven exact path (fixed seeds, one thread).
void simulatePart(Part& part, const std::vector<RuleSet>& presets) {
    for (const RuleSet& rules : presets) {
        auto chart = shippedOrDerivedChart(rules, ChartOptions{});
        if (!chart) {
            part.error = rules.id + ": " + chart.error();
            return;
        }
        auto compiled = SimStrategy::fromChart(rules, chart->chart);
        if (!compiled) {
            part.error = rules.id + ": " + compiled.error();
            return;
        }
        SimOptions o;
        o.seats = 3;
        o.seed = 27;
        o.threads = 1;
        o.strategy = std::make_shared<const SimStrategy>(std::move(compiled).value());
        for (auto [path, rounds] : {std::pair{SimPath::Fast, std::int64_t{200'000}},
                                    std::pair{SimPath::Exact, std::int64_t{3'000}}}) {
            o.path = path;
            o.rounds = rounds;
            auto r = simulate(rules, o);
            if (!r) {
                part.error = rules.id + ": " + r.error();
                return;
            }
            addStats(part.sig, r->stats);
        }
    }
}

// Seven Twenty-Seven: a match of five computer opponents of every personality.
void seven27Part(Part& part) {
    Seven27MatchConfig config;
    config.bots = {"tight", "loose", "aggressive", "balanced", "naive"};
    config.rules.players = static_cast<int>(config.bots.size());
    config.hands = 300;
    config.seed = 27;
    auto match = runSeven27Match(config);
    if (!match) {
        part.error = match.error();
        return;
    }
    for (const Seven27SeatStats& s : match->seats)
        for (std::int64_t v :
             {std::int64_t{s.net}, std::int64_t{s.handsWon7}, std::int64_t{s.handsWon27},
              std::int64_t{s.foldWins}, std::int64_t{s.folds}, std::int64_t{s.showdowns},
              std::int64_t{s.decisions}})
            part.sig.add(v);
}

} // namespace

int runBenchSignature() {
    std::vector<RuleSet> presets;
    for (const char* id : {"blackjack", "21-24-27", "poker-like"}) {
        auto rules = loadRules(id);
        if (!rules) {
            err(tr("bench: %1: %2").arg(id, QString::fromStdString(rules.error())));
            return 2;
        }
        presets.push_back(std::move(rules).value());
    }
    Part parts[] = {{"shuffle", {}, {}},
                    {"exact", {}, {}},
                    {"chart", {}, {}},
                    {"simulate", {}, {}},
                    {"seven27", {}, {}}};
    shufflePart(parts[0], presets);
    exactPart(parts[1], presets);
    chartPart(parts[2], presets);
    simulatePart(parts[3], presets);
    seven27Part(parts[4]);
    Signature total;
    int status = 0;
    for (const Part& p : parts) {
        if (!p.error.empty()) {
            err(tr("bench: %1: %2").arg(p.name, QString::fromStdString(p.error)));
            status = 1;
            continue;
        }
        total.add(static_cast<std::int64_t>(p.sig.value()));
        out(QStringLiteral("%1 %2").arg(p.name, -10).arg(p.sig.value()));
    }
    if (status == 0) out(tr("Signature: %1").arg(total.value()));
    return status;
}

} // namespace f27::cli
