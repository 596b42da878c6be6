// finnish27: the table application.
//   finnish27 [--rules PRESET|FILE] [--seats N]
//   finnish27 --screenshot FILE.png [--rules ...] [--size WxH]
//             [--phase deal|decision|settled|broke]
//   finnish27 [--screenshot FILE.png] --game seven27 [--phase deal|betting|showdown]
//   finnish27 [--screenshot FILE.png] --game school [--mode procedure|spot] [--phase ...]
#include "core/bounded_read.h"
#include "core/heap_policy.h"
#include "history.h"
#include "language.h"
#include "screenshot.h"
#include "soak_benchmark.h"
#include "table_controller.h"
#include "training_progress.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>

#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <optional>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

namespace {
// Milliseconds since this process started (Linux: /proc/self/stat field 22, in clock ticks).
double msSinceProcessStart() {
    auto stat = f27::readFileBounded("/proc/self/stat", 64 * 1024, "a process status");
    auto uptime = f27::readFileBounded("/proc/uptime", 4096, "the uptime");
    if (!stat || !uptime) return -1;
    const QByteArray& s = *stat;
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 overall
    const double up = uptime->split(' ').value(0).toDouble();
    return (up - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK))) * 1000.0;
}
// The value of --language CODE or --language=CODE, read before the parser exists.
std::optional<QString> languageArgument(const QStringList& args) {
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == "--language" && i + 1 < args.size()) return args[i + 1];
        if (args[i].startsWith("--language=")) return args[i].section('=', 1);
    }
    return std::nullopt;
}

// --size for --screenshot: each side bounded.
constexpr int kMinShotWidth = 320, kMinShotHeight = 240, kMaxShotSide = 8192;

// The command line's options (the help lists them in this order).
void describeOptions(QCommandLineParser& p) {
    p.setApplicationDescription(QObject::tr("Finnish 27 and Blackjack at a felt table."));
    p.addHelpOption();
    p.addVersionOption();
    p.addOption({"rules", QObject::tr("A preset id or a rule file."), "PRESET|FILE"});
    p.addOption({"seats", QObject::tr("Seats at the table, 1 to 7."), "N"});
    p.addOption({"screenshot", QObject::tr("Render a seeded round to FILE.png and exit."), "FILE"});
    p.addOption({"size", QObject::tr("Window size for --screenshot."), "WxH", "1280x800"});
    p.addOption(
        {"startup-benchmark",
         QObject::tr("Print the time to the first frame and the resident memory, then exit.")});
    p.addOption({"soak-benchmark",
                 QObject::tr("Play ROUNDS rounds with hints on and the rule editor open, print "
                             "the resident memory every 100 rounds, then exit."),
                 "ROUNDS"});
    p.addOption({"panel",
                 QObject::tr("For --screenshot: open fairness, settings, stats, rules, "
                             "history or progress (these two with a generated "
                             "history), the strategy school's chart, drill or yours "
                             "(after a seeded drill), help, or one rule's text (rule:ID)."),
                 "NAME"});
    p.addOption({"hints", QObject::tr("For --screenshot: strategy hints on.")});
    p.addOption({"card-theme",
                 QObject::tr("For --screenshot: the card theme (default, contrast, classic or an "
                             "installed theme's id)."),
                 "ID"});
    p.addOption(
        {"simulate", QObject::tr("For --screenshot with --panel rules: run the rule editor's "
                                 "simulation (1 million rounds) first.")});
    p.addOption({"language", QObject::tr("The language of the table: en or fi."), "CODE"});
    p.addOption({"phase",
                 QObject::tr("Round phase for --screenshot: deal, decision, settled or broke (out "
                             "of money)."),
                 "PHASE", "decision"});
    p.addOption({"game",
                 QObject::tr("The game on show: banking, seven27 (Seven Twenty-Seven; its "
                             "--screenshot phases: deal, betting or showdown) or school (the "
                             "dealer school)."),
                 "GAME"});
    p.addOption(
        {"mode",
         QObject::tr("For --screenshot with --game school: procedure (run the table; "
                     "phases start, deal, forced, payout or over) or spot (spot the error; phases "
                     "watch, catch or over)."),
         "MODE", "procedure"});
    p.addOption({"high-contrast", QObject::tr("For --screenshot: the high-contrast colours.")});
    p.addOption({"accessibility-check",
                 QObject::tr("For --screenshot: list the buttons, fields and cards on the screen "
                             "that have no accessible name and the steps where Tab goes against "
                             "reading order, and exit with 3 if there is any.")});
    p.addOption({"layout-check",
                 QObject::tr("For --screenshot: list the parts of the screen that cover each "
                             "other (seats, banners, name plates), and exit with 4 if any do.")});
}

// docs/performance.md: cold start to the first rendered frame, and memory after it.
void reportStartup(QQuickWindow* window) {
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [] {
        static bool done = false;
        if (done) return;
        done = true;
        std::printf("first_frame_ms %.0f\n", msSinceProcessStart());
        QTimer::singleShot(1500, [] {
            std::printf("rss_mib_after_1500ms %.1f\n", residentMiB());
            QGuiApplication::exit(0);
        });
    });
}

// --screenshot --game school: the mode and its phase (default: a wrong step just caught).
bool startSchoolScreenshot(const QCommandLineParser& p, QQuickWindow* window,
                           ScreenshotRequest& req) {
    const QString mode = p.value("mode"), phase = p.value("phase");
    const bool defaultPhase = !p.isSet("phase");
    req.rules = p.value("rules");
    req.seats = p.isSet("seats") ? p.value("seats").toInt() : 0; // checked in main()
    if (mode == "procedure") {
        req.schoolMode = SchoolShotMode::Procedure;
        if (phase == "start")
            req.schoolPhase = SchoolShotPhase::Start;
        else if (phase == "deal")
            req.schoolPhase = SchoolShotPhase::Deal;
        else if (phase == "forced" || defaultPhase)
            req.schoolPhase = SchoolShotPhase::Forced;
        else if (phase == "payout")
            req.schoolPhase = SchoolShotPhase::Payout;
        else if (phase == "over")
            req.schoolPhase = SchoolShotPhase::Over;
        else {
            std::fprintf(stderr, "finnish27: --phase must be start, deal, forced, payout or over "
                                 "with --mode procedure\n");
            return false;
        }
    } else if (mode == "spot") {
        req.schoolMode = SchoolShotMode::Spot;
        if (phase == "watch")
            req.schoolPhase = SchoolShotPhase::Watch;
        else if (phase == "catch" || defaultPhase)
            req.schoolPhase = SchoolShotPhase::Catch;
        else if (phase == "over")
            req.schoolPhase = SchoolShotPhase::Over;
        else {
            std::fprintf(stderr,
                         "finnish27: --phase must be watch, catch or over with --mode spot\n");
            return false;
        }
    } else if (mode == "drills") {
        req.schoolMode = SchoolShotMode::Drills;
        if (phase == "question")
            req.schoolPhase = SchoolShotPhase::Question;
        else if (phase == "feedback" || defaultPhase)
            req.schoolPhase = SchoolShotPhase::Feedback;
        else {
            std::fprintf(stderr,
                         "finnish27: --phase must be question or feedback with --mode drills\n");
            return false;
        }
    } else if (mode == "progress") {
        req.schoolMode = SchoolShotMode::Progress;
    } else {
        std::fprintf(stderr, "finnish27: --mode must be procedure, spot, drills or progress\n");
        return false;
    }
    return takeSchoolScreenshot(window, req);
}

// --screenshot: reads the request from the options and starts it (the application exits when
// the file is written). False, with the reason on stderr, for options that make no request.
bool startScreenshot(const QCommandLineParser& p, QQuickWindow* window, TableController* table) {
    ScreenshotRequest req;
    req.file = p.value("screenshot");
    // Each side bounded: the window's image is width x height x 4 bytes (8192 x 8192: 256 MiB).
    static const QRegularExpression kSize(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const QRegularExpressionMatch wh = kSize.match(p.value("size"));
    req.size = wh.hasMatch() ? QSize(wh.captured(1).toInt(), wh.captured(2).toInt()) : QSize();
    if (req.size.width() < kMinShotWidth || req.size.height() < kMinShotHeight ||
        req.size.width() > kMaxShotSide || req.size.height() > kMaxShotSide) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QObject::tr("finnish27: --size must be WIDTHxHEIGHT from %1x%2 to "
                                            "%3x%3 (got \"%4\")")
                                    .arg(kMinShotWidth)
                                    .arg(kMinShotHeight)
                                    .arg(kMaxShotSide)
                                    .arg(p.value("size"))));
        return false;
    }
    req.panel = p.value("panel");
    req.hints = p.isSet("hints");
    req.cardTheme = p.value("card-theme");
    req.simulate = p.isSet("simulate");
    req.accessibilityCheck = p.isSet("accessibility-check");
    req.layoutCheck = p.isSet("layout-check");
    // Set either way: the screenshot settings (test mode) persist between runs.
    QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("highContrast")),
                              Q_ARG(QVariant, p.isSet("high-contrast")));
    const QString phase = p.value("phase");
    if (p.value("game") == "seven27") {
        if (phase == "deal")
            req.seven27Phase = Seven27ShotPhase::Deal;
        else if (phase == "betting" || !p.isSet("phase"))
            req.seven27Phase = Seven27ShotPhase::Betting;
        else if (phase == "showdown")
            req.seven27Phase = Seven27ShotPhase::Showdown;
        else {
            std::fprintf(stderr, "finnish27: --phase must be deal, betting or showdown with --game "
                                 "seven27\n");
            return false;
        }
        return takeSeven27Screenshot(window, req);
    }
    if (p.value("game") == "school") return startSchoolScreenshot(p, window, req);
    if (phase == "deal")
        req.phase = ScreenshotPhase::Deal;
    else if (phase == "decision")
        req.phase = ScreenshotPhase::Decision;
    else if (phase == "settled")
        req.phase = ScreenshotPhase::Settled;
    else if (phase == "broke")
        req.phase = ScreenshotPhase::Broke;
    else {
        std::fprintf(stderr, "finnish27: --phase must be deal, decision, settled or broke\n");
        return false;
    }
    return takeScreenshot(window, table, req);
}

} // namespace

int main(int argc, char* argv[]) {
    f27::returnLargeBlocksToTheSystem(); // engine/core/heap_policy.h
    QApplication app(argc, argv);        // Qt Charts' QML types need a QApplication
    QGuiApplication::setOrganizationName("finnish27");
    QGuiApplication::setApplicationName("finnish27");
    QGuiApplication::setApplicationDisplayName(QObject::tr("Finnish 27"));
    QGuiApplication::setApplicationVersion(FINNISH27_VERSION);
    // The desktop entry (packaging/): its name is the Wayland app id, so the session shows the
    // window with the menu's icon and name; the icon from the theme where the package put it,
    // else the one built in.
    QGuiApplication::setDesktopFileName("org.finnish27.Finnish27");
    QGuiApplication::setWindowIcon(
        QIcon::fromTheme("org.finnish27.Finnish27", QIcon(":/icons/org.finnish27.Finnish27.svg")));
    QQuickStyle::setStyle("Basic");
    // The help and the command-line errors in the language of --language, else the one chosen
    // in the settings (screenshots: English), installed before the options are described.
    const QString language =
        languageArgument(app.arguments())
            .value_or(app.arguments().contains("--screenshot")
                          ? QStringLiteral("en")
                          : QSettings().value("table/language", "en").toString());
    Language::install(language);

    QCommandLineParser p;
    describeOptions(p);
    p.process(app);
    // Screenshots are reproducible: they never read or write the user's settings.
    // They start from the default settings every time: what one screenshot run stores (its
    // seats, hints) must not leak into the next.
    if (p.isSet("screenshot")) {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    // The history: every round and every answer (history.h). Screenshots start from an empty
    // one of their own, removed when they exit.
    QTemporaryDir shotHistory;
    const bool opened =
        p.isSet("screenshot")
            ? History::instance()->open(shotHistory.filePath(QStringLiteral("history.sqlite")))
            : History::instance()->open(f27::HistoryStore::defaultPath(),
                                        TrainingProgress::legacyPath());
    if (!opened) std::fprintf(stderr, "finnish27: %s\n", qPrintable(History::instance()->notice()));

    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Finnish27/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* table = window ? window->findChild<TableController*>("table") : nullptr;
    if (!table) {
        std::fprintf(stderr, "finnish27: the table did not load\n");
        return 1;
    }
    if (p.isSet("rules")) {
        if (!table->loadRules(p.value("rules"))) {
            std::fprintf(stderr, "finnish27: %s\n", qPrintable(table->rulesError()));
            return 2;
        }
    } else if (const QString last = QSettings().value("table/rules").toString(); !last.isEmpty()) {
        table->loadRules(last); // the last game played; a missing file is reported on the table
    }
    if (p.isSet("seats")) {
        bool ok = false;
        const int seats = p.value("seats").toInt(&ok);
        if (!ok || seats < 1 || seats > f27::kMaxSeats) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QObject::tr("finnish27: --seats must be a whole number from 1 "
                                                "to %1 (got \"%2\")")
                                        .arg(f27::kMaxSeats)
                                        .arg(p.value("seats"))));
            return 2;
        }
        table->setSeatCount(seats);
    }
    if (p.isSet("language")) { // as if chosen in the settings (which remember it)
        if (!Language::install(p.value("language"))) {
            std::fprintf(stderr, "finnish27: no language \"%s\"\n",
                         qPrintable(p.value("language")));
            return 2;
        }
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("language")),
                                  Q_ARG(QVariant, p.value("language")));
    }

    if (p.isSet("game")) {
        const QString game = p.value("game");
        if (game != "banking" && game != "seven27" && game != "school") {
            std::fprintf(stderr, "finnish27: --game must be banking, seven27 or school\n");
            return 2;
        }
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                                  Q_ARG(QVariant, game));
    }

    if (p.isSet("startup-benchmark")) reportStartup(window);
    if (p.isSet("soak-benchmark")) {
        bool ok = false;
        const int rounds = p.value("soak-benchmark").toInt(&ok);
        if (!ok || rounds < 1 || rounds > 1000000) {
            std::fprintf(stderr, "finnish27: --soak-benchmark takes 1 to 1000000 rounds\n");
            return 2;
        }
        startSoakBenchmark(window, table, rounds);
    }
    if (p.isSet("screenshot") && !startScreenshot(p, window, table)) return 2;
    const int status = app.exec(); // the table ends its session on aboutToQuit
    History::instance()->close();
    return status;
}
