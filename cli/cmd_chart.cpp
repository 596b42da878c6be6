// `chart`: the basic-strategy chart of a rule set, derived from the exact analysis on the full
// shoe (docs/analysis.md, "Basic-strategy chart"), as text, HTML or JSON, or drawn as a
// picture (PNG, SVG, PDF: app/picture).
// Progress goes to stderr; --max-seconds cancels a derivation that runs too long.
#include "chart_picture.h"
#include "cli_io.h"
#include "commands.h"

#include "cards/composition.h"
#include "rules/rule_set_json.h"
#include "strategy/chart_grid.h"
#include "strategy/strategy_chart_ev.h"
#include "strategy/strategy_chart_render.h"
#include "strategy/strategy_derive.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace f27::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

ChartOptions chartCliOptions(int threads, double maxSeconds, bool progress, const char* what) {
    ChartOptions options;
    options.threads = threads;
    const auto t0 = Clock::now();
    if (maxSeconds > 0)
        options.cancelled = [t0, maxSeconds] { return secondsSince(t0) > maxSeconds; };
    if (progress) {
        auto last = std::make_shared<int>(-1);
        options.progress = [last, what](double f) {
            const int step = static_cast<int>(std::floor(f * 10));
            if (step == *last) return;
            *last = step;
            err(tr("%1: %2 % of the dealer views done").arg(what).arg(step * 10));
        };
    }
    return options;
}

// The chart's settings from the command line; false (and the message) when one is wrong.
struct ChartSettings {
    QString format, columns;
    int threads = 1;
    double maxSeconds = 0, minCost = 0;
};
bool readChartSettings(const QCommandLineParser& p, ChartSettings& s) {
    s.format = p.value("format");
    // Without --format, a picture's or a page's format is the output file's suffix.
    const QString suffix = QFileInfo(p.value("output")).suffix().toLower();
    const bool known = pictureFormatNamed(suffix) || suffix == "html" || suffix == "json";
    if (!p.isSet("format") && p.isSet("output") && known) s.format = suffix;
    if (s.format != "text" && s.format != "html" && s.format != "json" &&
        !pictureFormatNamed(s.format)) {
        err(tr("chart: --format must be text, html, json, png, svg or pdf (got \"%1\").")
                .arg(s.format));
        return false;
    }
    s.format = s.format.toLower();
    if (pictureFormatNamed(s.format) && !p.isSet("output")) {
        err(tr("chart: --format %1 writes a file: give it with --output.").arg(s.format));
        return false;
    }
    if (p.isSet("output") && p.value("output").isEmpty()) {
        err(tr("chart: --output names no file."));
        return false;
    }
    if (p.isSet("format") && known && suffix != s.format) {
        err(tr("chart: --format %1, but --output ends in .%2.").arg(s.format, suffix));
        return false;
    }
    const auto threads = intOption(p, "chart", "threads", 1, 64);
    if (!threads) return false;
    s.threads = static_cast<int>(*threads);
    const auto maxSeconds = numberOption(p, "chart", "max-seconds", 0, 1e9);
    if (!maxSeconds) return false;
    s.maxSeconds = *maxSeconds;
    const auto minCost = numberOption(p, "chart", "min-exception-cost", 0, 1e9);
    if (!minCost) return false;
    s.minCost = *minCost;
    s.columns = p.value("dealer-columns");
    if (s.columns != "total" && s.columns != "cards") {
        err(tr("chart: --dealer-columns must be total or cards (got \"%1\").").arg(s.columns));
        return false;
    }
    return true;
}

// --edge: the chart's exact house edge and the optimal one, as EVs per round; the error else.
struct ChartEdges {
    double optimal = 0, basic = 0;
};
Result<ChartEdges> chartEdges(const RuleSet& rules, const StrategyChart& chart,
                              const Composition& shoe, int threads, bool quiet,
                              const std::function<bool()>& cancelled) {
    ExactOptions exact;
    exact.threads = threads;
    exact.cancelled = cancelled;
    auto o = exactRoundEv(rules, shoe, exact);
    ChartOptions evOptions = chartCliOptions(threads, 0, !quiet, "chart: the chart's exact EV");
    evOptions.cancelled = cancelled;
    auto b = o ? chartRoundEv(rules, chart, shoe, evOptions, *o) : Result<double>(fail(o.error()));
    if (!b) return fail(b.error());
    return ChartEdges{*o, *b};
}

QString edgeLine(const std::optional<ChartEdges>& edges) {
    if (!edges) return {};
    return tr("House edge: %1 % with this chart, %2 % with optimal play (exact, full shoe).")
        .arg(-100 * edges->basic, 0, 'f', 4)
        .arg(-100 * edges->optimal, 0, 'f', 4);
}

// The chart as text, HTML or JSON, with its house edges when they were computed.
QByteArray renderChart(const StrategyChart& chart, const QString& format, double deriveSeconds,
                       const std::optional<ChartEdges>& edges) {
    const std::string evLine = edgeLine(edges).toStdString();
    QByteArray text;
    if (format == "json") {
        QJsonObject o = QJsonDocument::fromJson(chartToJson(chart)).object();
        o["seconds"] = deriveSeconds;
        if (edges) {
            o["basic_strategy_house_edge_percent"] = -100 * edges->basic;
            o["house_edge_percent"] = -100 * edges->optimal;
        }
        text = QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (format == "html") {
        text = QByteArray::fromStdString(chartToHtml(chart, evLine));
    } else {
        text = QByteArray::fromStdString(chartToText(chart, evLine));
    }
    return text;
}

} // namespace

int runChart(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("The basic-strategy chart of a rule set, derived from the exact analysis on the full "
           "shoe (docs/analysis.md)."));
    p.addOption({"rules", tr("A preset id or a rule file (default: blackjack)."), "PRESET|FILE",
                 "blackjack"});
    p.addOption({"format",
                 tr("text, html or json; or a picture: png, svg or pdf (A4, a page per table), "
                    "written to --output. Default: the --output file's suffix, else text."),
                 "FORMAT", "text"});
    p.addOption({"output", tr("Write the chart to this file instead of standard output."), "FILE"});
    p.addOption({"threads", tr("Threads (default: all cores)."), "N",
                 QString::number(std::max(1u, std::thread::hardware_concurrency()))});
    p.addOption({"max-seconds", tr("Give up after this many seconds (0: never)."), "S", "0"});
    p.addOption({"min-exception-cost",
                 tr("Keep an exceptional hand when the totals would cost at least this much per "
                    "round (units of the wager; 0: every one; default: 0.000001)."),
                 "X", "0.000001"});
    p.addOption({"dealer-columns",
                 tr("Where both dealer cards show: one column per dealer total (total, the "
                    "default) or per pair of face-up cards (cards: closer to optimal play, "
                    "longer)."),
                 "total|cards", "total"});
    p.addOption({"edge", tr("Also compute the chart's exact house edge (and the optimal one).")});
    p.addOption({"quiet", tr("No progress on standard error.")});
    if (!parseOrExplain(p, "chart", args)) return p.isSet("help") ? 0 : 2;
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(tr("chart: --rules: %1").arg(QString::fromStdString(rules.error())));
        return 2;
    }
    ChartSettings s;
    if (!readChartSettings(p, s)) return 2;
    const auto t0 = Clock::now();
    ChartOptions options =
        chartCliOptions(s.threads, s.maxSeconds, !p.isSet("quiet"), "chart: deriving");
    options.minExceptionCost = s.minCost;
    options.byDealerTotal = s.columns == "total";
    const Composition shoe = Composition::fromShoe(rules->shoe);
    if (rules->split.allowed && rules->split.maxHands > 2)
        err(tr("chart: with resplits the chart is derived for these rules splitting once "
               "(optimal play is derived hand by hand); it resplits wherever it splits the pair "
               "and the rules allow another hand, and --edge values it so."));
    auto chart = deriveStrategyChart(*rules, shoe, options);
    if (!chart) {
        err(tr("chart: %1 after %2 s")
                .arg(QString::fromStdString(chart.error()))
                .arg(secondsSince(t0), 0, 'f', 1));
        return 1;
    }
    const double deriveSeconds = secondsSince(t0);
    std::optional<ChartEdges> edges;
    if (p.isSet("edge")) {
        auto e = chartEdges(*rules, *chart, shoe, s.threads, p.isSet("quiet"), options.cancelled);
        if (!e) {
            err(tr("chart: house edge: %1").arg(QString::fromStdString(e.error())));
            return 1;
        }
        edges = *e;
    }
    if (const auto picture = pictureFormatNamed(s.format)) {
        const ChartGrid grid = chartGrid(*chart, *rules, edgeLine(edges));
        if (auto written = writeChartPicture(grid, *picture, p.value("output")); !written) {
            err(tr("chart: %1").arg(QString::fromStdString(written.error())));
            return 2;
        }
        return 0;
    }
    const QByteArray text = renderChart(*chart, s.format, deriveSeconds, edges);
    if (p.isSet("output")) {
        QFile f(p.value("output"));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size()) {
            err(tr("chart: cannot write %1: %2").arg(p.value("output"), f.errorString()));
            return 2;
        }
        return 0;
    }
    out(QString::fromUtf8(text).chopped(text.endsWith('\n') ? 1 : 0));
    return 0;
}

} // namespace f27::cli
