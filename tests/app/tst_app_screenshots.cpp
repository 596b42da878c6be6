// End to end: the real application starts offscreen and renders seeded rounds of every
// preset at each phase; the screenshots must be written, not blank, and differ by phase.
#include "rule_editor.h"
#include "rules/rule_set_json.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {
void offscreen(QProcess& p) {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
}

QImage shoot(const QString& dir, const QString& preset, const QString& phase) {
    const QString file = dir + "/" + preset + "-" + phase + ".png";
    QProcess p;
    offscreen(p);
    p.start(F27_APP,
            {"--screenshot", file, "--rules", preset, "--phase", phase, "--size", "1024x700"});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning() << "finnish27 failed:" << p.readAllStandardError();
        return {};
    }
    return QImage(file);
}

// Distinct colours in a coarse sample: a blank or single-colour image has very few.
int distinctColours(const QImage& img) {
    QSet<QRgb> seen;
    for (int y = 0; y < img.height(); y += 7)
        for (int x = 0; x < img.width(); x += 7)
            seen.insert(img.pixel(x, y) & 0xF0F0F0);
    return static_cast<int>(seen.size());
}
} // namespace

class AppScreenshots : public QObject {
    Q_OBJECT
private slots:
    // Options that make no screenshot end the program with an error and a message, in bounded
    // time and memory: an unknown panel, a size out of bounds, a rule file that never ends.
    void badOptionsExitWithAMessage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("panel") << QStringList{"--panel", "bogus"} << "no panel \"bogus\"";
        QTest::newRow("seven27 panel")
            << QStringList{"--game", "seven27", "--panel", "bogus"} << "no panel \"bogus\"";
        QTest::newRow("school panel")
            << QStringList{"--game", "school", "--panel", "bogus"} << "no panel \"bogus\"";
        QTest::newRow("tall") << QStringList{"--size", "320x2000000"}
                              << "--size must be WIDTHxHEIGHT from 320x240 to 8192x8192 (got "
                                 "\"320x2000000\")";
        QTest::newRow("not a size") << QStringList{"--size", "wide"} << "--size must be";
        QTest::newRow("small") << QStringList{"--size", "100x100"} << "--size must be";
        QTest::newRow("seats") << QStringList{"--seats", "-3"}
                               << "--seats must be a whole number from 1 to 7 (got \"-3\")";
        QTest::newRow("endless rules") << QStringList{"--rules", "/dev/zero"}
                                       << "/dev/zero: is larger than 1 MiB, too large for a rule "
                                          "file";
    }
    void badOptionsExitWithAMessage() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess p;
        offscreen(p);
        p.start(F27_APP, QStringList{"--screenshot", dir.filePath("s.png")} + args);
        const bool finished = p.waitForFinished(60000);
        if (!finished) p.kill();
        QVERIFY2(finished, "the program did not exit");
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 2,
                 qPrintable(QString::number(p.exitCode()) + " " + err));
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath("s.png")));
    }

    void everyPresetEveryPhase_data() {
        QTest::addColumn<QString>("preset");
        QTest::newRow("poker-like") << "poker-like";
        QTest::newRow("21-24-27") << "21-24-27";
        QTest::newRow("blackjack") << "blackjack";
    }
    void everyPresetEveryPhase() {
        QFETCH(QString, preset);
        QTemporaryDir dir;
        QList<QImage> shots;
        for (const QString phase : {"deal", "decision", "settled"}) {
            const QImage img = shoot(dir.path(), preset, phase);
            QVERIFY2(!img.isNull(), qPrintable(preset + " " + phase + ": no screenshot"));
            QCOMPARE(img.size(), QSize(1024, 700));
            QVERIFY2(distinctColours(img) > 40, qPrintable(preset + " " + phase + " looks blank"));
            shots << img;
        }
        QVERIFY(shots[0] != shots[2]);
        QVERIFY(shots[1] != shots[2]);
    }
    // The history's pages with a generated history: the list with a round recalled at a
    // decision, and the progress plotted; the strategy school's chart, drill and your chart
    // (after a seeded drill); none prints a QML warning.
    void historyPanels() {
        QTemporaryDir dir;
        for (const QString panel : {"history", "progress", "chart", "drill", "yours"}) {
            const QString file = dir.filePath(panel + ".png");
            QProcess p;
            offscreen(p);
            p.start(F27_APP, {"--screenshot", file, "--panel", panel, "--size", "1024x700"});
            QVERIFY2(p.waitForFinished(120000) && p.exitCode() == 0, qPrintable(panel));
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(!err.contains("qrc:/") && !err.contains("QML"), qPrintable(err));
            const QImage img(file);
            QCOMPARE(img.size(), QSize(1024, 700));
            QVERIFY2(distinctColours(img) > 40, qPrintable(panel + " looks blank"));
        }
    }
    // The table drawn with each shipped card theme, and the settings showing the theme's
    // preview: the same seeded round, the cards differing between themes; no QML warning.
    void cardThemes() {
        QTemporaryDir dir;
        QList<QImage> shots;
        for (const QString theme : {"default", "contrast", "classic"})
            for (const QString panel : {"", "settings"}) {
                const QString file = dir.filePath(theme + panel + ".png");
                QProcess p;
                offscreen(p);
                QStringList args{"--screenshot", file, "--card-theme", theme, "--size", "1024x700"};
                if (!panel.isEmpty()) args << "--panel" << panel;
                p.start(F27_APP, args);
                QVERIFY2(p.waitForFinished(60000) && p.exitCode() == 0, qPrintable(theme));
                const QString err = QString::fromUtf8(p.readAllStandardError());
                QVERIFY2(!err.contains("QML") && !err.contains("card theme"), qPrintable(err));
                const QImage img(file);
                QCOMPARE(img.size(), QSize(1024, 700));
                QVERIFY2(distinctColours(img) > 40, qPrintable(theme + " looks blank"));
                if (panel.isEmpty()) shots << img;
            }
        QVERIFY(shots[0] != shots[1]);
        QVERIFY(shots[0] != shots[2]);
        QVERIFY(shots[1] != shots[2]);
    }
    // Nothing on the felt covers anything else (layout_audit.h): each seat's cards, badges,
    // betting spot and name apart from every other seat's, from the dealer's hand, the shoe,
    // the discard tray and the betting modes' bets; the banners never over the player's seat;
    // Seven Twenty-Seven's printed title clear of the name plates. At the minimum window
    // (900×600) and the default, every seat count, the most cards a round deals (21-24-27 and
    // Blackjack hit long hands), with the mistake banner (Blackjack's settled round has one).
    void layoutHolds_data() {
        QTest::addColumn<QStringList>("args");
        for (const char* preset : {"poker-like", "21-24-27", "blackjack"})
            for (const char* seats : {"1", "4", "7"})
                QTest::addRow("%s %s seats", preset, seats) << QStringList{
                    "--rules", preset, "--seats", seats, "--phase", "settled", "--size", "900x600"};
        QTest::newRow("blackjack 7 seats 1280x800") << QStringList{
            "--rules", "blackjack", "--seats", "7", "--phase", "settled", "--size", "1280x800"};
        QTest::newRow("21-24-27 6 seats Finnish")
            << QStringList{"--rules", "21-24-27",   "--seats", "6",      "--phase",
                           "settled", "--language", "fi",      "--size", "900x600"};
        QTest::newRow("baccarat-like bets 7 seats") << QStringList{
            "--rules", "BACCARAT", "--seats", "7", "--phase", "settled", "--size", "900x600"};
        for (const char* language : {"en", "fi"})
            for (const char* phase : {"betting", "showdown"})
                QTest::addRow("seven27 %s %s", language, phase)
                    << QStringList{"--game",     "seven27", "--phase", phase,
                                   "--language", language,  "--size",  "900x600"};
    }
    void layoutHolds() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        if (const qsizetype at = args.indexOf("BACCARAT"); at >= 0) { // the bets on the felt
            RuleEditor e;                                             // poker-like
            QVERIFY(e.setValue("wagerMode", "baccarat-like"));
            QVERIFY(e.setValue("insurance.offered", false));
            QVERIFY(e.valid());
            QFile f(dir.filePath("baccarat.json"));
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(f27::ruleSetToJson(*e.ruleSet())) > 0);
            f.close();
            args[at] = f.fileName();
        }
        QProcess p;
        offscreen(p);
        p.start(F27_APP,
                QStringList{"--screenshot", dir.filePath("shot.png"), "--layout-check"} + args);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }
    // The dealer school: each mode at its phases, at the minimum window size too.
    void dealerSchool_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("phases");
        QTest::newRow("procedure") << "procedure" << QStringList{"start", "deal", "forced", "over"};
        QTest::newRow("spot") << "spot" << QStringList{"watch", "catch", "over"};
        QTest::newRow("drills") << "drills" << QStringList{"question", "feedback"};
        QTest::newRow("progress") << "progress" << QStringList{"scores"};
    }
    void dealerSchool() {
        QFETCH(QString, mode);
        QFETCH(QStringList, phases);
        QTemporaryDir dir;
        QList<QImage> shots;
        for (const QString& phase : phases) {
            const QString file = dir.path() + "/school-" + mode + "-" + phase + ".png";
            QProcess p;
            offscreen(p);
            p.start(F27_APP, {"--screenshot", file, "--game", "school", "--mode", mode, "--phase",
                              phase, "--size", "900x600"});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            const QImage img(file);
            QCOMPARE(img.size(), QSize(900, 600));
            QVERIFY2(distinctColours(img) > 40, qPrintable(mode + " " + phase + " looks blank"));
            for (const QImage& before : shots)
                QVERIFY2(before != img, qPrintable(mode + " " + phase + " shows nothing new"));
            shots << img;
        }
    }
    void badArgumentsAreExplained() {
        QProcess p;
        offscreen(p);
        p.start(F27_APP, {"--screenshot", "/tmp/x.png", "--phase", "lunch"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--phase"));
        QProcess school;
        offscreen(school);
        school.start(F27_APP,
                     {"--screenshot", "/tmp/x.png", "--game", "school", "--mode", "drill"});
        QVERIFY(school.waitForFinished(30000));
        QCOMPARE(school.exitCode(), 2);
        QVERIFY(school.readAllStandardError().contains("--mode"));
    }
};

QTEST_GUILESS_MAIN(AppScreenshots)
#include "tst_app_screenshots.moc"
