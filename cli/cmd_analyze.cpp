// `analyze`: the exact house edge of a rule set under optimal composition-dependent play on the
// full shoe (docs/analysis.md). `bench`: the speed benchmarks, one run each
// (docs/performance.md, "Exact analysis").
#include "cli_io.h"
#include "commands.h"

#include "cards/composition.h"
#include "core/bounded_read.h"
#include "core/prng.h"
#include "core/thread_cpu_time.h"
#include "exact/exact_ev.h"
#include "round/round.h"
#include "rules/rule_set_json.h"
#include "sim/sim_strategy.h"
#include "sim/simulator.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart_ev.h"
#include "strategy/strategy_derive.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <functional>
#include <memory>
#include <thread>

namespace f27::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

int defaultThreads() {
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

// Peak resident memory of this process (VmHWM of /proc/self/status), in MiB; -1 if unknown.
double peakRssMiB() {
    auto status = readFileBounded("/proc/self/status", 64 * 1024, "a process status");
    if (!status) return -1;
    for (const QByteArray& line : status->split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

struct Analysis {
    double ev = 0;
    double seconds = 0;
    int threads = 1;
};

// Why an analysis stopped, in words: the engine's "cancelled" is the time limit's doing.
QString stopReason(const std::string& error, double maxSeconds) {
    if (error != "cancelled") return QString::fromStdString(error);
    return tr("stopped at --max-seconds %1 before the analysis finished").arg(maxSeconds);
}

// Progress (on stderr, every 10 % of the initial deals) unless `quiet`.
// In the baccarat-like and slot modes: of the bet `bet` (exact_ev.h, ExactOptions::bet).
Result<Analysis> analyse(const RuleSet& rules, int threads, double maxSeconds, bool progress,
                         BetSide bet = BetSide::Player, bool pruneHits = true) {
    ExactOptions options;
    options.threads = threads;
    options.pruneHits = pruneHits;
    options.bet = bet;
    const auto t0 = Clock::now();
    // Polled often from every worker (between deals and inside each): the time limit, and a
    // line every 10 s while no tenth of the deals completes, so that a long first deal is
    // not silence.
    auto heartbeat = std::make_shared<std::atomic<int>>(0);
    if (maxSeconds > 0 || progress)
        options.cancelled = [t0, maxSeconds, progress, heartbeat] {
            const double s = secondsSince(t0);
            const int beat = static_cast<int>(s / 10);
            if (progress && beat > heartbeat->load() && heartbeat->exchange(beat) < beat)
                err(tr("analyze: still working (%1 s)").arg(s, 0, 'f', 0));
            return maxSeconds > 0 && s > maxSeconds;
        };
    int last = 0;
    if (progress)
        options.progress = [&last, t0, heartbeat,
                            what = rules.wagerMode == WagerMode::Standard
                                       ? tr("optimal play")
                                       : tr("the bet")](double f) {
            const int step = static_cast<int>(f * 10);
            if (step <= last || step >= 10) return;
            last = step;
            *heartbeat = static_cast<int>(secondsSince(t0) / 10);
            err(tr("analyze: %1: %2 % of the initial deals (%3 s)")
                    .arg(what)
                    .arg(step * 10)
                    .arg(secondsSince(t0), 0, 'f', 1));
        };
    auto ev = exactRoundEv(rules, Composition::fromShoe(rules.shoe), options);
    if (!ev) return fail(stopReason(ev.error(), maxSeconds).toStdString());
    return Analysis{*ev, secondsSince(t0), threads};
}

// A random decision of a single-seat round dealt from a randomly depleted shoe: up to the cut
// card's worth of cards removed at random, then the round dealt from what is left with random
// legal choices, stopping at a random decision (or the last one reached).
struct Decision {
    Round round;
    Composition unseen;
};

std::optional<Decision> randomDecision(const RuleSet& rules, Prng& rng) {
    std::vector<Card> shoe = canonicalShoe(rules.shoe);
    for (size_t i = shoe.size(); i > 1; --i) // Fisher-Yates
        std::swap(shoe[i - 1], shoe[rng.below(static_cast<std::uint32_t>(i))]);
    const int cut =
        rules.shoe.cutCard > 0 ? rules.shoe.cutCard : static_cast<int>(shoe.size()) * 3 / 4;
    size_t at = rng.below(static_cast<std::uint32_t>(std::max(1, cut - 20)));
    RoundSetup setup;
    setup.seats.resize(1);
    auto started = Round::start(rules, setup);
    if (!started) return std::nullopt;
    Round r = *started;
    std::optional<Decision> last;
    const int stopAfter = static_cast<int>(rng.below(3));
    int decisions = 0;
    while (!r.isOver() && at < shoe.size()) {
        if (r.needsCard()) {
            if (!r.deal(shoe[at++])) return std::nullopt;
            continue;
        }
        const std::vector<Action> legal = r.legalActions();
        if (legal.empty()) return std::nullopt;
        // Unseen: the undealt cards and the dealer's face-down ones.
        Composition unseen = Composition::of(std::span<const Card>(shoe).subspan(at));
        const DealerHand& d = r.dealer();
        for (size_t i = 0; i < d.cards.size(); ++i)
            if (!d.faceUp[i]) unseen.add(d.cards[i]);
        last = Decision{r, unseen};
        if (decisions++ >= stopAfter) return last;
        if (!r.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]))
            return std::nullopt;
    }
    return last;
}

// The basic-strategy chart's exact EV (strategy_chart_ev.h): the chart derived on the full shoe,
// then optimal EV − the chart's regret. Progress on stderr; `maxSeconds` (0: none) counts from
// `t0`, the start of the whole analysis.
struct ChartAnalysis {
    double ev = 0;
    double seconds = 0;
    int exceptions = 0;
};

Result<ChartAnalysis> analyseChart(const RuleSet& rules, double optimalEv, int threads,
                                   double maxSeconds, Clock::time_point t0, bool progress) {
    const auto start = Clock::now();
    ChartOptions options;
    options.threads = threads;
    if (maxSeconds > 0)
        options.cancelled = [t0, maxSeconds] { return secondsSince(t0) > maxSeconds; };
    int last = -1;
    if (progress)
        options.progress = [&last](double f) {
            const int step = static_cast<int>(f * 10);
            if (step == last) return;
            last = step;
            err(tr("analyze: basic-strategy chart: %1 % of the dealer views").arg(step * 10));
        };
    const Composition shoe = Composition::fromShoe(rules.shoe);
    auto chart = deriveStrategyChart(rules, shoe, options);
    if (!chart)
        return fail("basic-strategy chart: " + stopReason(chart.error(), maxSeconds).toStdString());
    last = -1;
    auto ev = chartRoundEv(rules, *chart, shoe, options, optimalEv);
    if (!ev) return fail("basic-strategy EV: " + stopReason(ev.error(), maxSeconds).toStdString());
    ChartAnalysis out{*ev, secondsSince(start), 0};
    for (const ChartColumn& c : chart->columns)
        out.exceptions += static_cast<int>(c.exceptions.size());
    return out;
}

struct HintStats {
    int count = 0;
    double p50 = 0, p99 = 0, max = 0;
    std::string error;
};

HintStats benchHints(const RuleSet& rules, int n, std::uint64_t seed, double maxSeconds,
                     bool cpuTime = false) {
    Prng rng(seed);
    std::vector<double> ms;
    HintStats s;
    const auto t0 = Clock::now();
    while (static_cast<int>(ms.size()) < n) {
        if (maxSeconds > 0 && secondsSince(t0) > maxSeconds) {
            s.error = "time limit reached";
            break;
        }
        auto d = randomDecision(rules, rng);
        if (!d) continue;
        const auto t = Clock::now();
        const double cpu0 = cpuTime ? threadCpuMs() : 0;
        auto v = exactActionValues(d->round, d->unseen);
        const double elapsed = cpuTime ? threadCpuMs() - cpu0 : secondsSince(t) * 1000;
        if (!v) {
            if (v.error().find("run out") != std::string::npos) continue;
            s.error = v.error();
            break;
        }
        ms.push_back(elapsed);
    }
    s.count = static_cast<int>(ms.size());
    if (ms.empty()) return s;
    std::sort(ms.begin(), ms.end());
    auto pct = [&](double q) {
        return ms[std::min(ms.size() - 1, static_cast<size_t>(std::ceil(q * ms.size())) - 1)];
    };
    s.p50 = pct(0.50);
    s.p99 = pct(0.99);
    s.max = ms.back();
    return s;
}

} // namespace

// The baccarat-like and slot modes (RULES.md, the options list): nobody decides, both hands
// follow fixed strategies, and the seats bet on the player hand, the dealer hand or a
// stalemate (the slot mode: the player hand only). Each bet's exact house edge.
int analyseBets(const RuleSet& rules, int threads, double maxSeconds, bool progress, bool json) {
    struct Bet {
        BetSide side;
        const char* key;
        QString label;
    };
    // The CLI's own wording ("Bet on the player hand"), translated in its sentences' case.
    const auto label = [](BetSide side) {
        return side == BetSide::Dealer      ? tr("the dealer hand")
               : side == BetSide::Stalemate ? tr("a stalemate")
                                            : tr("the player hand");
    };
    std::vector<Bet> bets;
    for (BetSide side : betSidesOf(rules.wagerMode))
        bets.push_back({side, betSideName(side), label(side)});
    const auto t0 = Clock::now();
    QJsonObject byBet;
    double playerEv = 0;
    if (!json) {
        out(tr("Rules:       %1").arg(QString::fromStdString(rules.name)));
        out(tr("No player decisions: both hands follow fixed strategies (%1 mode); exact, full "
               "shoe.")
                .arg(rules.wagerMode == WagerMode::Slot ? tr("slot") : tr("baccarat-like")));
    }
    for (const Bet& b : bets) {
        auto a = analyse(rules, threads, maxSeconds, progress, b.side);
        if (!a) {
            err(tr("analyze: the bet on %1: %2").arg(b.label, QString::fromStdString(a.error())));
            return 1;
        }
        if (b.side == BetSide::Player) playerEv = a->ev;
        byBet[b.key] = QJsonObject{{"ev_per_unit", a->ev}, {"house_edge_percent", -100 * a->ev}};
        if (!json)
            out(tr("Bet on %1: house edge %2 % (EV %3 per unit staked)")
                    .arg(b.label)
                    .arg(-100 * a->ev, 0, 'f', 6)
                    .arg(a->ev, 0, 'f', 10));
    }
    if (!json) {
        out(tr("Time:        %1 s on %2 thread(s)").arg(secondsSince(t0), 0, 'f', 3).arg(threads));
        return 0;
    }
    QJsonObject o;
    o["rules"] = QString::fromStdString(rules.id);
    o["wager_mode"] = rules.wagerMode == WagerMode::Slot ? QStringLiteral("slot")
                                                         : QStringLiteral("baccarat-like");
    o["bets"] = byBet;
    // Nobody decides: the bet on the player hand has one value, whatever "strategy" means.
    o["ev_per_round"] = playerEv;
    o["house_edge_percent"] = -100 * playerEv;
    o["basic_strategy_house_edge_percent"] = -100 * playerEv;
    o["seconds"] = secondsSince(t0);
    o["threads"] = threads;
    o["method"] = QStringLiteral("exact, no player decisions (fixed strategies), full shoe; "
                                 "house_edge_percent: the bet on the player hand");
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    return 0;
}

// The chart shipped for exactly these rules, with the exact edge recorded when it was derived
// (tst_shipped_chart keeps both current); none where no chart or no edge is shipped.
std::optional<ChartAnalysis> shippedChartAnalysis(const RuleSet& rules) {
    auto shipped = shippedChartFor(rules);
    if (!shipped || !shipped->houseEdgePercent) return std::nullopt;
    ChartAnalysis c{-*shipped->houseEdgePercent / 100, 0, 0};
    for (const ChartColumn& col : shipped->chart.columns)
        c.exceptions += static_cast<int>(col.exceptions.size());
    return c;
}

void printAnalyzeJson(const RuleSet& rules, const Analysis& a,
                      const std::optional<Result<ChartAnalysis>>& chart, bool shippedChart) {
    QJsonObject o;
    o["rules"] = QString::fromStdString(rules.id);
    o["ev_per_round"] = a.ev;
    o["house_edge_percent"] = -100 * a.ev;
    o["seconds"] = a.seconds;
    o["threads"] = a.threads;
    o["method"] = QStringLiteral("exact, optimal composition-dependent play, full shoe");
    if (chart && chart->ok()) {
        o["basic_strategy_house_edge_percent"] = -100 * (*chart)->ev;
        o["basic_strategy_ev_per_round"] = (*chart)->ev;
        o["basic_strategy_seconds"] = (*chart)->seconds;
        o["basic_strategy_exceptions"] = (*chart)->exceptions;
        o["basic_strategy_chart"] =
            shippedChart ? QStringLiteral("shipped") : QStringLiteral("derived");
    } else if (chart) {
        o["basic_strategy_error"] = QString::fromStdString(chart->error());
    }
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
}

int runAnalyze(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Exact house edge of a rule set under optimal "
           "composition-dependent play on the full shoe (docs/analysis.md)."));
    p.addOption({"rules", tr("A preset id or a rule file."), "PRESET|FILE", "blackjack"});
    p.addOption({"threads", tr("Threads for the initial deals (default: all cores)."), "N",
                 QString::number(defaultThreads())});
    p.addOption({"max-seconds", tr("Give up after this many seconds (0: never)."), "S", "0"});
    p.addOption({"json", tr("Print the result as JSON.")});
    p.addOption({"no-basic-strategy", tr("Skip the basic-strategy chart's house edge.")});
    p.addOption(
        {"derive", tr("Derive the basic-strategy chart even for a preset (whose shipped chart "
                      "records its exact edge) and compute its edge.")});
    p.addOption({"quiet", tr("No progress on standard error.")});
    p.addOption({"no-hit-pruning",
                 tr("Value every hit, even one that cannot be best (the same house edge; to "
                    "measure what skipping them saves).")});
    if (!parseOrExplain(p, "analyze", args)) return p.isSet("help") ? 0 : 2;
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(tr("analyze: --rules: %1").arg(QString::fromStdString(rules.error())));
        return 2;
    }
    const auto threadCount = intOption(p, "analyze", "threads", 1, 64);
    if (!threadCount) return 2;
    const int threads = static_cast<int>(*threadCount);
    const auto seconds = numberOption(p, "analyze", "max-seconds", 0, 1e9);
    if (!seconds) return 2;
    const double maxSeconds = *seconds;
    if (rules->wagerMode != WagerMode::Standard)
        return analyseBets(*rules, threads, maxSeconds, !p.isSet("quiet"), p.isSet("json"));
    const auto t0 = Clock::now();
    auto a = analyse(*rules, threads, maxSeconds, !p.isSet("quiet"), BetSide::Player,
                     !p.isSet("no-hit-pruning"));
    if (!a) {
        err(tr("analyze: %1").arg(QString::fromStdString(a.error())));
        return 1;
    }
    // The house edge is the player's expected loss per unit wagered at the start of a round.
    const double edge = -100 * a->ev;
    // In text, the optimal result is printed at once: the chart may take much longer.
    if (!p.isSet("json")) {
        out(tr("Rules:       %1").arg(QString::fromStdString(rules->name)));
        out(tr("EV/round:    %1 units of the wager").arg(a->ev, 0, 'f', 10));
        out(tr("House edge:  %1 % (optimal composition-dependent play, full shoe, exact)")
                .arg(edge, 0, 'f', 6));
        out(tr("Time:        %1 s on %2 thread(s)").arg(a->seconds, 0, 'f', 3).arg(a->threads));
    }
    std::optional<Result<ChartAnalysis>> chart;
    bool shippedChart = false;
    if (!p.isSet("no-basic-strategy") && !p.isSet("derive"))
        if (auto shipped = shippedChartAnalysis(*rules)) {
            chart = *shipped;
            shippedChart = true;
        }
    if (!p.isSet("no-basic-strategy") && !chart)
        chart = analyseChart(*rules, a->ev, threads, maxSeconds, t0, !p.isSet("quiet"));
    const int status = chart && !chart->ok() ? 1 : 0;
    if (chart && !chart->ok()) err(tr("analyze: %1").arg(QString::fromStdString(chart->error())));
    if (p.isSet("json")) {
        printAnalyzeJson(*rules, *a, chart, shippedChart);
        return status;
    }
    if (chart && chart->ok() && shippedChart)
        out(tr("Basic strategy: %1 % house edge with the chart shipped for these rules (%2 "
               "exceptional hands; exact, recorded when it was derived; --derive derives it "
               "again)")
                .arg(-100 * (*chart)->ev, 0, 'f', 6)
                .arg((*chart)->exceptions));
    else if (chart && chart->ok())
        out(tr("Basic strategy: %1 % house edge with the derived chart (%2 exceptional hands; "
               "exact, %3 s)")
                .arg(-100 * (*chart)->ev, 0, 'f', 6)
                .arg((*chart)->exceptions)
                .arg((*chart)->seconds, 0, 'f', 3));
    return status;
}

// The simulator's benchmark (≥ 30 M rounds/s per core for Blackjack, ≥ 15 M for
// poker-like, with the chart strategy; ≥ 1.8× on two cores): the same rounds on one thread and
// on two, one seat, the chart shipped for the preset (derived when there is none). Each
// `repeat` times: the fastest rate (a shared machine's noise only slows a run, as for the
// analyses) and the median.
struct SimBench {
    double perSecondOne = 0, perSecondTwo = 0;             // the fastest run's
    double medianPerSecondOne = 0, medianPerSecondTwo = 0; // the median run's
    int runs = 0;
    std::string error;
};

SimBench benchSimulator(const RuleSet& rules, std::int64_t rounds, std::uint64_t seed, int repeat) {
    SimBench b;
    SimOptions o;
    o.rounds = rounds;
    o.seed = seed;
    o.path = SimPath::Fast;
    if (rules.wagerMode == WagerMode::Standard) {
        auto chart = shippedOrDerivedChart(rules, ChartOptions{});
        if (!chart) {
            b.error = chart.error();
            return b;
        }
        auto compiled = SimStrategy::fromChart(rules, chart->chart);
        if (!compiled) {
            b.error = compiled.error();
            return b;
        }
        o.strategy = std::make_shared<const SimStrategy>(std::move(compiled).value());
    } else {
        o.strategy = std::make_shared<const SimStrategy>(SimStrategy::nobodyDecides(rules));
    }
    b.runs = repeat;
    for (int threads : {1, 2}) {
        if (threads > defaultThreads()) break;
        o.threads = threads;
        std::vector<double> rates;
        for (int k = 0; k < repeat; ++k) {
            auto r = simulate(rules, o);
            if (!r) {
                b.error = r.error();
                return b;
            }
            rates.push_back(static_cast<double>(r->stats.rounds) / r->seconds);
        }
        std::sort(rates.begin(), rates.end(), std::greater<>());
        (threads == 1 ? b.perSecondOne : b.perSecondTwo) = rates.front();
        (threads == 1 ? b.medianPerSecondOne : b.medianPerSecondTwo) = rates[rates.size() / 2];
    }
    return b;
}

// The benchmark's settings (runBench's options).
struct BenchSettings {
    bool cpuTime = false, hintsOnly = false;
    int hints = 0, repeat = 1;
    std::uint64_t seed = 0;
    double maxSeconds = 0;
    std::int64_t simRounds = 0;
};

// One preset's benchmarks: its full analysis (the fastest of s.repeat runs), its hints and its
// simulator, as a JSON row and lines of the tables. Returns 1 where a benchmark failed.
int benchPreset(const QString& id, const RuleSet& rules, const BenchSettings& s, QJsonObject& o,
                QStringList& table, QStringList& simTable) {
    int status = 0;
    // The documented targets (docs/performance.md): Blackjack on one core, the Finnish games
    // on both.
    const int threads = rules.family == "blackjack" ? 1 : std::min(2, defaultThreads());
    auto a = s.hintsOnly ? Result<Analysis>(fail("skipped (--hints-only)"))
                         : analyse(rules, threads, s.maxSeconds, false);
    std::vector<double> runs;
    if (a) runs.push_back(a->seconds);
    for (int k = 1; a && k < s.repeat; ++k) {
        const auto again = analyse(rules, threads, s.maxSeconds, false);
        if (!again) {
            a = again;
            break;
        }
        runs.push_back(again->seconds);
    }
    std::sort(runs.begin(), runs.end());
    const HintStats h = benchHints(rules, s.hints, s.seed, s.maxSeconds, s.cpuTime);
    o["rules"] = id;
    o["threads"] = threads;
    if (a) {
        o["analysis_seconds"] = runs.front(); // the fastest of the runs
        o["analysis_seconds_median"] = runs[runs.size() / 2];
        o["analysis_runs"] = static_cast<int>(runs.size());
        o["house_edge_percent"] = -100 * a->ev;
    } else {
        o["analysis_error"] = QString::fromStdString(a.error());
        status = 1;
    }
    o["hints"] = h.count;
    o["hint_p50_ms"] = h.p50;
    o["hint_p99_ms"] = h.p99;
    o["hint_max_ms"] = h.max;
    o["hint_clock"] = s.cpuTime ? "thread_cpu" : "wall";
    if (!h.error.empty()) o["hint_error"] = QString::fromStdString(h.error);
    if (s.simRounds > 0 && !s.hintsOnly) {
        const SimBench sb = benchSimulator(rules, s.simRounds, s.seed, s.repeat);
        o["sim_rounds"] = static_cast<double>(s.simRounds);
        if (!sb.error.empty()) {
            o["sim_error"] = QString::fromStdString(sb.error);
            status = 1;
        } else {
            o["sim_runs"] = sb.runs;
            o["sim_rounds_per_second_1_thread"] = sb.perSecondOne;
            o["sim_rounds_per_second_1_thread_median"] = sb.medianPerSecondOne;
            if (sb.perSecondTwo > 0) {
                o["sim_rounds_per_second_2_threads"] = sb.perSecondTwo;
                o["sim_rounds_per_second_2_threads_median"] = sb.medianPerSecondTwo;
                o["sim_two_thread_speedup"] = sb.perSecondTwo / sb.perSecondOne;
            }
        }
        simTable
            << (sb.error.empty()
                    ? tr("%1 simulator (chart): %2 M rounds/s on one thread, %3 M on two "
                         "(×%4)")
                          .arg(id, -12)
                          .arg(sb.perSecondOne / 1e6, 0, 'f', 2)
                          .arg(sb.perSecondTwo / 1e6, 0, 'f', 2)
                          .arg(sb.perSecondOne > 0 ? sb.perSecondTwo / sb.perSecondOne : 0.0, 0,
                               'f', 2)
                    : tr("%1 simulator: %2").arg(id, -12).arg(QString::fromStdString(sb.error)));
    }
    table << tr("%1 %2 %3 %4 %5 %6")
                     .arg(id, -12)
                     .arg(a ? QString::number(runs.front(), 'f', 3) + " s"
                            : QString("(%1)").arg(QString::fromStdString(a.error())),
                          12)
                     .arg(threads, 8)
                     .arg(a ? QString::number(-100 * a->ev, 'f', 4) : QString("-"), 12)
                     .arg(QString::number(h.p50, 'f', 2) + " ms", 10)
                     .arg(QString::number(h.p99, 'f', 2) + " ms", 10) +
                 (h.error.empty() ? QString()
                                  : QStringLiteral("  (hints: %1 of %2, %3)")
                                        .arg(h.count)
                                        .arg(s.hints)
                                        .arg(QString::fromStdString(h.error)));
    return status;
}

int runBench(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Run the exact-analysis benchmarks once (docs/performance.md)."));
    p.addOption(
        {"presets", tr("Comma-separated presets."), "IDS", "blackjack,21-24-27,poker-like"});
    p.addOption({"hints", tr("Live hints timed per preset."), "N", "1000"});
    p.addOption({"seed", tr("Seed of the random decisions."), "S", "27"});
    p.addOption({"max-seconds", tr("Time limit per benchmark (0: none)."), "S", "600"});
    p.addOption({"repeat",
                 tr("Run each full analysis and each simulator benchmark this many times and "
                    "report the fastest (a shared machine's noise is one-sided) and the median."),
                 "N", "5"});
    p.addOption({"json", tr("Print the results as JSON.")});
    p.addOption({"signature",
                 tr("Print the bench signature instead: a number that changes exactly when the "
                    "engine's results do (fixed-seed shuffles, analyses and simulations).")});
    p.addOption({"cpu-time", tr("Time the hints in CPU time of the thread, not wall time.")});
    p.addOption(
        {"hints-only", tr("Skip the full analyses and the simulator; time the hints only.")});
    p.addOption({"sim-rounds",
                 tr("Rounds of the simulator's benchmark, on one thread and on two (0: skip)."),
                 "N", "10000000"});
    if (!parseOrExplain(p, "bench", args)) return p.isSet("help") ? 0 : 2;
    if (p.isSet("signature")) return runBenchSignature();
    BenchSettings s;
    s.cpuTime = p.isSet("cpu-time");
    s.hintsOnly = p.isSet("hints-only");
    const auto hints = intOption(p, "bench", "hints", 0, 1000000000);
    const auto seed = hints ? seedOption(p, "bench", "seed") : std::nullopt;
    const auto maxSeconds = seed ? numberOption(p, "bench", "max-seconds", 0, 1e9) : std::nullopt;
    const auto repeat = maxSeconds ? intOption(p, "bench", "repeat", 1, 100) : std::nullopt;
    const auto simRounds =
        repeat ? intOption(p, "bench", "sim-rounds", 0, 1000000000000000ll) : std::nullopt;
    if (!simRounds) return 2;
    s.hints = static_cast<int>(*hints);
    s.seed = *seed;
    s.maxSeconds = *maxSeconds;
    s.repeat = static_cast<int>(*repeat);
    s.simRounds = *simRounds;
    QJsonArray rows;
    QStringList simTable;
    QStringList table;
    table << tr("%1 %2 %3 %4 %5 %6")
                 .arg("preset", -12)
                 .arg("analysis", 12)
                 .arg("threads", 8)
                 .arg("edge %", 12)
                 .arg("hint p50", 10)
                 .arg("hint p99", 10);
    int status = 0;
    for (const QString& id : p.value("presets").split(',', Qt::SkipEmptyParts)) {
        auto rules = loadRules(id.toStdString());
        if (!rules) {
            err(tr("bench: %1: %2").arg(id, QString::fromStdString(rules.error())));
            return 2;
        }
        QJsonObject o;
        status = std::max(status, benchPreset(id, *rules, s, o, table, simTable));
        rows.append(o);
    }
    const double rss = peakRssMiB();
    if (p.isSet("json")) {
        QJsonObject o;
        o["benchmarks"] = rows;
        o["peak_rss_mib"] = rss;
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
        return status;
    }
    for (const QString& line : table)
        out(line);
    for (const QString& line : simTable)
        out(line);
    out(tr("Peak resident memory (VmHWM): %1 MiB").arg(rss, 0, 'f', 1));
    return status;
}

} // namespace f27::cli
