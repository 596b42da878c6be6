// finnish27: the table application.
//   finnish27 [--rules PRESET|FILE] [--seats N]
//   finnish27 --screenshot FILE.png [--rules ...] [--size WxH] [--phase deal|decision|settled]
#include "screenshot.h"
#include "table_controller.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

namespace {
// Milliseconds since this process started (Linux: /proc/self/stat field 22, in clock ticks).
double msSinceProcessStart() {
    QFile stat("/proc/self/stat");
    QFile uptime("/proc/uptime");
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 overall
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK))) * 1000.0;
}
double residentMiB() {
    QFile f("/proc/self/status");
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}
} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName("finnish27");
    QGuiApplication::setApplicationName("finnish27");
    QGuiApplication::setApplicationDisplayName(QObject::tr("Finnish 27"));
    QGuiApplication::setApplicationVersion(FINNISH27_VERSION);
    QQuickStyle::setStyle("Basic");

    QCommandLineParser p;
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
    p.addOption({"panel", QObject::tr("For --screenshot: open fairness, settings, stats or rules."),
                 "NAME"});
    p.addOption({"phase", QObject::tr("Round phase for --screenshot: deal, decision or settled."),
                 "PHASE", "decision"});
    p.process(app);
    // Screenshots are reproducible: they never read or write the user's settings.
    if (p.isSet("screenshot")) QStandardPaths::setTestModeEnabled(true);

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
    if (p.isSet("seats")) table->setSeatCount(p.value("seats").toInt());

    if (p.isSet("startup-benchmark")) {
        // docs/performance.md: cold start to the first rendered frame, and memory after it.
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [] {
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
    if (p.isSet("screenshot")) {
        ScreenshotRequest req;
        req.file = p.value("screenshot");
        const QStringList wh = p.value("size").split('x');
        if (wh.size() == 2) req.size = QSize(wh[0].toInt(), wh[1].toInt());
        if (req.size.width() < 320 || req.size.height() < 240) {
            std::fprintf(stderr, "finnish27: --size must be at least 320x240\n");
            return 2;
        }
        req.panel = p.value("panel");
        const QString phase = p.value("phase");
        if (phase == "deal")
            req.phase = ScreenshotPhase::Deal;
        else if (phase == "decision")
            req.phase = ScreenshotPhase::Decision;
        else if (phase == "settled")
            req.phase = ScreenshotPhase::Settled;
        else {
            std::fprintf(stderr, "finnish27: --phase must be deal, decision or settled\n");
            return 2;
        }
        takeScreenshot(window, table, req);
    }
    return app.exec();
}
