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
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

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
    p.addOption({"phase", QObject::tr("Round phase for --screenshot: deal, decision or settled."),
                 "PHASE", "decision"});
    p.process(app);

    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Finnish27/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* table = window ? window->findChild<TableController*>("table") : nullptr;
    if (!table) {
        std::fprintf(stderr, "finnish27: the table did not load\n");
        return 1;
    }
    if (p.isSet("rules") && !table->loadRules(p.value("rules"))) {
        std::fprintf(stderr, "finnish27: %s\n", qPrintable(table->rulesError()));
        return 2;
    }
    if (p.isSet("seats")) table->setSeatCount(p.value("seats").toInt());

    if (p.isSet("screenshot")) {
        ScreenshotRequest req;
        req.file = p.value("screenshot");
        const QStringList wh = p.value("size").split('x');
        if (wh.size() == 2) req.size = QSize(wh[0].toInt(), wh[1].toInt());
        if (req.size.width() < 320 || req.size.height() < 240) {
            std::fprintf(stderr, "finnish27: --size must be at least 320x240\n");
            return 2;
        }
        const QString phase = p.value("phase");
        if (phase == "deal") req.phase = ScreenshotPhase::Deal;
        else if (phase == "decision") req.phase = ScreenshotPhase::Decision;
        else if (phase == "settled") req.phase = ScreenshotPhase::Settled;
        else {
            std::fprintf(stderr, "finnish27: --phase must be deal, decision or settled\n");
            return 2;
        }
        takeScreenshot(window, table, req);
    }
    return app.exec();
}
