// `simulate`: the Monte Carlo simulator (engine/sim/simulator.h, docs/analysis.md
// "Simulator"). Also the simulator's benchmark: it reports rounds per second.
#include "cli_io.h"
#include "commands.h"

#include "cards/composition.h"
#include "core/bounded_read.h"
#include "rules/rule_set_json.h"
#include "sim/simulator.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart.h"
#include "strategy/strategy_derive.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <thread>

namespace f27::cli {

namespace {

std::atomic<bool> interrupted{false};
extern "C" void onInterrupt(int) {
    interrupted = true; // Ctrl-C: stop at the next batch and report the rounds played
}

QJsonObject countsJson(const SimStats& s, const RuleSet& rules) {
    QJsonObject results;
    for (int i = 0; i < 4; ++i)
        results[handResultName(static_cast<HandResult>(i))] =
            static_cast<double>(s.results[static_cast<size_t>(i)]);
    QJsonObject reasons;
    for (int i = 0; i < kSimReasons; ++i)
        reasons[simReasonName(static_cast<SimReason>(i))] =
            static_cast<double>(s.reasons[static_cast<size_t>(i)]);
    QJsonObject bonuses;
    for (size_t i = 0; i < rules.bonuses.size() && i < s.bonuses.size(); ++i)
        bonuses[QString::fromStdString(rules.bonuses[i].id)] = static_cast<double>(s.bonuses[i]);
    QJsonObject o;
    o["results"] = results;
    o["reasons"] = reasons;
    o["bonuses"] = bonuses;
    return o;
}

double perHand(std::int64_t n, const SimStats& s) {
    return s.hands > 0 ? 100.0 * static_cast<double>(n) / static_cast<double>(s.hands) : 0;
}

// The simulation's options from the command line; false (and the message) when one is wrong.
bool readSimOptions(const QCommandLineParser& p, const RuleSet& rules, SimOptions& o) {
    const auto rounds = intOption(p, "simulate", "rounds", 1, 1000000000000000ll);
    if (!rounds) return false;
    o.rounds = *rounds;
    const auto threads = intOption(p, "simulate", "threads", 1, 256);
    if (!threads) return false;
    o.threads = static_cast<int>(*threads);
    const auto seed = seedOption(p, "simulate", "seed");
    if (!seed) return false;
    o.seed = *seed;
    const auto seats = intOption(p, "simulate", "seats", 1, 7);
    if (!seats) return false;
    o.seats = static_cast<int>(*seats);
    const QString path = p.value("path");
    if (path == "fast")
        o.path = SimPath::Fast;
    else if (path == "exact")
        o.path = SimPath::Exact;
    else if (path != "auto") {
        err(tr("simulate: --path must be auto, fast or exact."));
        return false;
    }
    const QString bet = p.value("bet");
    if (bet == "dealer")
        o.bet = BetSide::Dealer;
    else if (bet == "stalemate")
        o.bet = BetSide::Stalemate;
    else if (bet != "player") {
        err(tr("simulate: --bet must be player, dealer or stalemate."));
        return false;
    }
    if (bet != "player" && rules.wagerMode != WagerMode::BaccaratLike) {
        err(tr("simulate: --bet %1 exists in the baccarat-like mode only.").arg(bet));
        return false;
    }
    return true;
}

// What the simulated seats play (--strategy, --chart): the exit code on failure, else 0.
struct StrategyChosen {
    double seconds = 0;     // deriving or reading the chart
    bool splitOnce = false; // the chart was derived without resplits (shippedOrDerivedChart)
};
int chooseStrategy(const QCommandLineParser& p, const RuleSet& rules, SimOptions& o,
                   StrategyChosen& chosen) {
    const QString strategy = p.value("strategy");
    if (rules.wagerMode != WagerMode::Standard && (strategy == "chart" || strategy == "mimic")) {
        // Nobody decides in the baccarat-like and slot modes: no strategy to play or derive.
        o.strategy = std::make_shared<const SimStrategy>(SimStrategy::nobodyDecides(rules));
    } else if (strategy == "mimic") {
        o.strategy = std::make_shared<const SimStrategy>(SimStrategy::dealerMimic(rules));
    } else if (strategy == "chart" || strategy == "optimal") {
        const auto t0 = std::chrono::steady_clock::now();
        Result<StrategyChart> chart = fail("no chart");
        if (p.isSet("chart") && strategy == "chart") {
            auto text = readFileBounded(p.value("chart"), kMaxChartFileBytes, "a chart");
            if (!text) {
                err(tr("simulate: --chart: %1").arg(QString::fromStdString(text.error())));
                return 2;
            }
            chart = chartFromJson(*text);
            if (!chart) {
                err(tr("simulate: --chart: %1").arg(QString::fromStdString(chart.error())));
                return 2;
            }
            // A chart answers the hands of the game it was derived for, and no other.
            if (chart->rulesId != rules.id) {
                err(tr("simulate: --chart: %1 is a chart for \"%2\" (%3), not for the rules "
                       "simulated, \"%4\" (%5).")
                        .arg(p.value("chart"), QString::fromStdString(chart->rulesId),
                             QString::fromStdString(chart->rulesName),
                             QString::fromStdString(rules.id), QString::fromStdString(rules.name)));
                return 2;
            }
        } else {
            ChartOptions co;
            co.threads = o.threads;
            auto toPlay =
                strategy == "optimal" ? optimalTable(rules, co) : shippedOrDerivedChart(rules, co);
            if (!toPlay) {
                err(tr("simulate: deriving the chart failed: %1")
                        .arg(QString::fromStdString(toPlay.error())));
                return 1;
            }
            chosen.splitOnce = toPlay->splitOnce;
            chart = std::move(toPlay->chart);
            if (chosen.splitOnce)
                err(tr("simulate: with resplits the chart is the one derived for these rules "
                       "splitting once (optimal play is derived hand by hand); it resplits "
                       "wherever it splits the pair and the rules allow another hand."));
        }
        chosen.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        auto compiled = SimStrategy::fromChart(rules, *chart, strategy.toStdString());
        if (compiled) {
            o.strategy = std::make_shared<const SimStrategy>(std::move(compiled).value());
        } else { // a chart the table cannot hold: play ChartPolicy on the exact path
            const StrategyChart c = *chart;
            o.policy = [c] { return std::make_unique<ChartPolicy>(c); };
            o.policyName = strategy.toStdString();
        }
    } else {
        err(tr("simulate: --strategy must be chart, optimal or mimic."));
        return 2;
    }
    return 0;
}

void printSimJson(const SimReport& rep, const RuleSet& rules, const QString& bet,
                  const StrategyChosen& chosen) {
    const SimStats& s = rep.stats;
    const double u = static_cast<double>(rep.unitsPerWager) * static_cast<double>(s.seatRounds);
    const double ev = rep.ev(), se = rep.standardError();
    QJsonObject j;
    j["rules"] = QString::fromStdString(rules.id);
    j["strategy"] = QString::fromStdString(rep.strategy);
    if (chosen.splitOnce) j["chart_derived_splitting_once"] = true;
    if (rules.wagerMode != WagerMode::Standard) j["bet"] = bet;
    j["path"] = QString::fromStdString(rep.path);
    if (!rep.pathReason.empty()) j["path_reason"] = QString::fromStdString(rep.pathReason);
    j["rounds"] = static_cast<double>(s.rounds);
    j["seats"] = rep.seats;
    j["hands"] = static_cast<double>(s.hands);
    j["threads"] = rep.threads;
    j["seed"] = QString::number(rep.seed);
    j["ev_per_round"] = ev;
    j["ev_percent"] = 100 * ev;
    j["stderr_percent"] = 100 * se;
    j["house_edge_percent"] = -100 * ev;
    j["seconds"] = rep.seconds;
    j["strategy_seconds"] = chosen.seconds;
    j["rounds_per_second"] = rep.roundsPerSecond();
    j["cancelled"] = rep.cancelled;
    j["counts"] = countsJson(s, rules);
    QJsonObject freq; // percent of settled hands
    for (int i = 0; i < 4; ++i)
        freq[handResultName(static_cast<HandResult>(i))] =
            perHand(s.results[static_cast<size_t>(i)], s);
    for (int i = 0; i < kSimReasons; ++i)
        freq[simReasonName(static_cast<SimReason>(i))] =
            perHand(s.reasons[static_cast<size_t>(i)], s);
    j["frequencies_percent_of_hands"] = freq;
    QJsonObject bonus;
    for (size_t i = 0; i < rules.bonuses.size(); ++i)
        bonus[QString::fromStdString(rules.bonuses[i].id)] = perHand(s.bonuses[i], s);
    j["bonus_percent_of_hands"] = bonus;
    j["bonus_ev_percent"] = 100 * static_cast<double>(s.bonusNet) / u;
    QJsonObject ins;
    ins["offered"] = static_cast<double>(s.insuranceOffered);
    ins["taken"] = static_cast<double>(s.insuranceTaken);
    ins["won"] = static_cast<double>(s.insuranceWon);
    ins["net_per_round_percent"] = 100 * static_cast<double>(s.insuranceNet) / u;
    j["insurance"] = ins;
    j["doubles"] = static_cast<double>(s.doubles);
    j["splits"] = static_cast<double>(s.splits);
    j["dealer_naturals"] = static_cast<double>(s.dealerNaturals);
    j["dealer_busts"] = static_cast<double>(s.dealerBusts);
    j["cards_dealt"] = static_cast<double>(s.cardsDealt);
    j["reshuffles"] = static_cast<double>(s.reshuffles);
    out(QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Compact)));
}

void printSimText(const SimReport& rep, const RuleSet& rules) {
    const SimStats& s = rep.stats;
    const double u = static_cast<double>(rep.unitsPerWager) * static_cast<double>(s.seatRounds);
    const double ev = rep.ev(), se = rep.standardError();
    out(tr("Rules:        %1 (%2 seat(s), strategy %3)")
            .arg(QString::fromStdString(rules.name))
            .arg(rep.seats)
            .arg(QString::fromStdString(rep.strategy)));
    out(tr("Path:         %1%2")
            .arg(QString::fromStdString(rep.path))
            .arg(rep.pathReason.empty() ? QString()
                                        : " (" + QString::fromStdString(rep.pathReason) + ")"));
    out(tr("Rounds:       %1 on %2 thread(s), seed %3%4")
            .arg(s.rounds)
            .arg(rep.threads)
            .arg(rep.seed)
            .arg(rep.cancelled ? tr(" — interrupted") : QString()));
    out(tr("EV per round: %1 % ± %2 % (one standard error), house edge %3 %")
            .arg(100 * ev, 0, 'f', 4)
            .arg(100 * se, 0, 'f', 4)
            .arg(-100 * ev, 0, 'f', 4));
    out(tr("Speed:        %1 rounds/s (%2 s)")
            .arg(rep.roundsPerSecond(), 0, 'f', 0)
            .arg(rep.seconds, 0, 'f', 2));
    QStringList res;
    for (int i = 0; i < 4; ++i)
        res << QStringLiteral("%1 %2 %")
                   .arg(handResultName(static_cast<HandResult>(i)))
                   .arg(perHand(s.results[static_cast<size_t>(i)], s), 0, 'f', 3);
    out(tr("Hands:        %1 (%2)").arg(s.hands).arg(res.join(", ")));
    QStringList why;
    for (int i = 0; i < kSimReasons; ++i)
        if (s.reasons[static_cast<size_t>(i)] > 0)
            why << QStringLiteral("%1 %2 %")
                       .arg(simReasonName(static_cast<SimReason>(i)))
                       .arg(perHand(s.reasons[static_cast<size_t>(i)], s), 0, 'f', 3);
    out(tr("Outcomes:     %1").arg(why.join(", ")));
    for (size_t i = 0; i < rules.bonuses.size(); ++i)
        out(tr("Bonus:        %1: %2 % of hands")
                .arg(QString::fromStdString(rules.bonuses[i].name))
                .arg(perHand(s.bonuses[i], s), 0, 'f', 4));
    if (s.insuranceOffered > 0)
        out(tr("Insurance:    offered %1, taken %2, won %3, net %4 % per round")
                .arg(s.insuranceOffered)
                .arg(s.insuranceTaken)
                .arg(s.insuranceWon)
                .arg(100 * static_cast<double>(s.insuranceNet) / u, 0, 'f', 4));
    out(tr("Doubles %1, splits %2, dealer naturals %3, dealer busts %4, reshuffles %5")
            .arg(s.doubles)
            .arg(s.splits)
            .arg(s.dealerNaturals)
            .arg(s.dealerBusts)
            .arg(s.reshuffles));
}

} // namespace

int runSimulate(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Monte Carlo simulation of a rule set: EV per round ± standard error, outcome, bonus "
           "and insurance frequencies (docs/analysis.md, \"Simulator\")."));
    p.addOption({"rules", tr("A preset id or a rule file."), "PRESET|FILE"});
    p.addOption({"rounds", tr("Rounds to play (default 1000000)."), "N", "1000000"});
    p.addOption({"threads", tr("Worker threads (default: all cores)."), "T",
                 QString::number(std::max(1u, std::thread::hardware_concurrency()))});
    p.addOption({"seed", tr("Seed of the internal PRNG (default 1)."), "S", "1"});
    p.addOption(
        {"seats", tr("Seats at the table, 1..7, all playing the strategy (default 1)."), "K", "1"});
    p.addOption({"strategy",
                 tr("chart (the basic-strategy chart shipped for these rules, else derived now; "
                    "the default), optimal (the full shoe's composition-dependent strategy as a "
                    "table: every hand whose best action differs from its total's, derived now) "
                    "or mimic (the dealer's own rule, F-12)."),
                 "NAME", "chart"});
    p.addOption({"chart",
                 tr("Use this chart file (JSON, finnish27-cli chart) for --strategy chart."),
                 "FILE"});
    p.addOption({"bet",
                 tr("The baccarat-like mode: what every seat bets on — player (the default), "
                    "dealer or stalemate."),
                 "SIDE", "player"});
    p.addOption({"path", tr("auto (default), fast or exact (the Round state machine, slow)."),
                 "PATH", "auto"});
    p.addOption({"no-progress", tr("Do not print progress on standard error.")});
    p.addOption({"json", tr("Print the result as JSON.")});
    if (!parseOrExplain(p, "simulate", args)) return p.isSet("help") ? 0 : 2;
    if (!p.isSet("rules")) {
        err(tr("simulate: --rules PRESET|FILE is required."));
        return 2;
    }
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(tr("simulate: --rules: %1").arg(QString::fromStdString(rules.error())));
        return 2;
    }
    SimOptions o;
    if (!readSimOptions(p, *rules, o)) return 2;
    StrategyChosen chosen;
    if (const int code = chooseStrategy(p, *rules, o, chosen); code != 0) return code;
    if (!p.isSet("no-progress"))
        o.progress = [lastPrint = std::chrono::steady_clock::now(),
                      start = std::chrono::steady_clock::now()](std::int64_t done,
                                                                std::int64_t total) mutable {
            const auto now = std::chrono::steady_clock::now();
            if (now - lastPrint < std::chrono::seconds(2) || done >= total) return;
            lastPrint = now;
            const double s = std::chrono::duration<double>(now - start).count();
            err(tr("simulate: %1 % (%2 of %3 rounds, %4 s)")
                    .arg(100.0 * static_cast<double>(done) / static_cast<double>(total), 0, 'f', 1)
                    .arg(done)
                    .arg(total)
                    .arg(s, 0, 'f', 1));
        };
    o.cancelFlag = &interrupted;
    std::signal(SIGINT, onInterrupt);
    auto rep = simulate(*rules, o);
    std::signal(SIGINT, SIG_DFL);
    if (!rep) {
        err(tr("simulate: %1").arg(QString::fromStdString(rep.error())));
        return 1;
    }
    if (p.isSet("json"))
        printSimJson(*rep, *rules, p.value("bet"), chosen);
    else
        printSimText(*rep, *rules);
    return rep->cancelled ? 1 : 0;
}

} // namespace f27::cli
