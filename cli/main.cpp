// finnish27-cli: the command-line front end over the engine — scripted and interactive play,
// shuffle verification, rule-file checks and log replay.
#include "chart_picture.h"
#include "cli_io.h"
#include "commands.h"
#include "core/heap_policy.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <optional>
#include <string_view>

using namespace f27::cli;

namespace f27::cli {
namespace {
void usage() {
    QString text =
        tr("Usage: finnish27-cli <command> [options]\n"
           "\n"
           "Commands:\n"
           "  play     Play rounds at a text table (interactive, or scripted from standard input)\n"
           "  verify   Recompute a shoe's order from its revealed key (provably fair, P-2, P-3)\n"
           "  rules    List the presets, show or check rule sets, explain a rule of the reference\n"
           "  replay   Replay a hand history and check every round against its log\n"
           "  analyze  Exact house edge under optimal play on the full shoe\n"
           "  bench    Run the exact-analysis benchmarks once\n"
           "  chart    Basic-strategy chart of a rule set (text, HTML, JSON; PNG, SVG, PDF)\n"
           "  hint     EV of every legal action where a round log stops\n"
           "  simulate Monte Carlo simulation: EV ± standard error, frequencies, rounds/s\n"
           "  seven27  Bot-only Seven Twenty-Seven games: chips per hand ± standard error\n"
           "  deal     Dealer school: run a table of computer players, checked step by step\n"
           "  history  Your rounds kept: list, show, what-if, progress, export, import\n"
           "\n"
           "Run 'finnish27-cli <command> --help' for a command's options.");
    // The drill and practice commands' lines, messages of their own, go last in the list of
    // commands (before the blank line that ends it), so the translated list keeps its
    // translation.
    const QString drill =
        tr("  drill    Dealer school: payout, total, forced-play, dealer and showdown drills");
    const QString practice =
        tr("  practice Strategy school: the decisions you get wrong, against the exact analysis");
    const QString theme = tr("  theme    Card themes: check a theme zip before installing it");
    const qsizetype end = text.lastIndexOf("\n\n");
    if (end >= 0)
        text.insert(end, "\n" + drill + "\n" + practice + "\n" + theme);
    else
        text += "\n" + drill + "\n" + practice + "\n" + theme;
    out(text);
}

int unknownCommand(const QString& command) {
    err(tr("Unknown command \"%1\".").arg(command));
    usage();
    return 2;
}
} // namespace
} // namespace f27::cli

namespace {
// Whether the command draws a picture (chart --format png|svg|pdf, or no --format and an
// --output file of those suffixes): that needs Qt Gui's fonts, hence a QGuiApplication, on the
// offscreen platform (no display is needed to draw to a file).
bool drawsPicture(int argc, char** argv) {
    // A card theme's SVG is loaded with Qt SVG, whose text needs fonts.
    if (argc >= 2 && std::string_view(argv[1]) == "theme") return true;
    if (argc < 2 || std::string_view(argv[1]) != "chart") return false;
    std::optional<QString> format, output;
    for (int i = 2; i < argc; ++i) {
        const std::string_view a = argv[i];
        for (auto [name, value] :
             {std::pair{"--format", &format}, std::pair{"--output", &output}}) {
            const std::string_view n = name;
            if (a == n && i + 1 < argc)
                *value = QString::fromLocal8Bit(argv[i + 1]);
            else if (a.size() > n.size() && a.starts_with(n) && a[n.size()] == '=')
                *value = QString::fromLocal8Bit(a.substr(n.size() + 1).data());
        }
    }
    if (format) return f27::pictureFormatNamed(*format).has_value();
    return output && f27::pictureFormatNamed(QFileInfo(*output).suffix()).has_value();
}
} // namespace

int main(int argc, char** argv) {
    f27::returnLargeBlocksToTheSystem(); // engine/core/heap_policy.h
    std::unique_ptr<QCoreApplication> application;
    if (drawsPicture(argc, argv)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication& app = *application;
    QCoreApplication::setApplicationName("finnish27-cli");
    QCoreApplication::setApplicationVersion(FINNISH27_VERSION);
    // Messages in the user's language where a translation ships (English otherwise).
    QTranslator translator;
    if (translator.load(QLocale(), "finnish27", "_", ":/i18n")) app.installTranslator(&translator);
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
        usage();
        return args.isEmpty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        out(QStringLiteral("finnish27-cli %1").arg(FINNISH27_VERSION));
        return 0;
    }
    const QString command = args.takeFirst();
    if (command == "play") return runPlay(args);
    if (command == "verify") return runVerify(args);
    if (command == "rules") return runRules(args);
    if (command == "replay") return runReplay(args);
    if (command == "analyze") return runAnalyze(args);
    if (command == "bench") return runBench(args);
    if (command == "chart") return runChart(args);
    if (command == "hint") return runHint(args);
    if (command == "simulate") return runSimulate(args);
    if (command == "seven27") return runSeven27(args);
    if (command == "history") return runHistory(args);
    if (command == "deal") return runDeal(args);
    if (command == "drill") return runDrill(args);
    if (command == "practice") return runPractice(args);
    if (command == "theme") return runTheme(args);
    return unknownCommand(command);
}
