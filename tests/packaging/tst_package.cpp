// The Debian package as a user installs it: cpack makes the .deb from this build tree, and the
// test reads its control data (every QML module the QML imports, and the SQLite driver, among the
// dependencies; each dependency a real package), extracts it with dpkg-deb into a temporary root
// (as `apt install` would lay it out), checks the file list, validates the desktop entry and the
// AppStream metainfo as the software centres do, runs lintian, and starts both extracted programs.
#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run run(const QString& program, const QStringList& args, int timeoutMs = 300'000,
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(30'000)) {
        r.err = program + ": " + p.errorString();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = program + ": did not finish";
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The Debian package of each QML module the application imports (qml/*.qml).
const std::map<QString, QString>& qmlModulePackages() {
    static const std::map<QString, QString> m{
        {"QtQuick", "qml6-module-qtquick"},
        {"QtQuick.Controls", "qml6-module-qtquick-controls"},
        {"QtQuick.Layouts", "qml6-module-qtquick-layouts"},
        {"QtQuick.Dialogs", "qml6-module-qtquick-dialogs"},
        {"QtQuick.Shapes", "qml6-module-qtquick-shapes"},
        {"QtQuick.Window", "qml6-module-qtquick-window"},
        {"QtMultimedia", "qml6-module-qtmultimedia"},
        {"QtCharts", "qml6-module-qtcharts"},
        {"QtCore", "qml6-module-qtcore"},
        {"Qt.labs.settings", "qml6-module-qt-labs-settings"},
        {"Qt.labs.folderlistmodel", "qml6-module-qt-labs-folderlistmodel"},
    };
    return m;
}

} // namespace

class TstPackage : public QObject {
    Q_OBJECT

    QTemporaryDir work_;
    QString deb_, root_;
    QStringList depends_;

    QString tool(const char* name) {
        const QString path = QStandardPaths::findExecutable(name);
        if (path.isEmpty()) qFatal("%s is not installed (tools/install-deps.sh installs it)", name);
        return path;
    }

private slots:
    // cpack from this build tree into a directory of the test's own, then dpkg-deb -x.
    void initTestCase() {
        QVERIFY(work_.isValid());
        const Run made = run(F27_CPACK, {"--config", F27_BUILD_DIR "/CPackConfig.cmake", "-B",
                                         work_.filePath("out")});
        QVERIFY2(made.code == 0, qPrintable(made.out + made.err));
        const QStringList debs = QDir(work_.filePath("out")).entryList({"finnish27_*.deb"});
        QCOMPARE(debs.size(), 1);
        deb_ = work_.filePath("out/" + debs.first());
        root_ = work_.filePath("root");
        const Run x = run(tool("dpkg-deb"), {"-x", deb_, root_});
        QVERIFY2(x.code == 0, qPrintable(x.err));
        const Run field = run(tool("dpkg-deb"), {"-f", deb_, "Depends"});
        QVERIFY2(field.code == 0, qPrintable(field.err));
        for (const QString& d : field.out.trimmed().split(',', Qt::SkipEmptyParts))
            depends_ << d.trimmed().section(' ', 0, 0);
    }

    // Every QML import has its module among the dependencies, and so do the plugins no library
    // names (the SQLite driver, the SVG image plugin).
    void dependsOnWhatTheQmlImports() {
        std::set<QString> imports;
        QDirIterator it(F27_SOURCE_DIR "/qml", {"*.qml"}, QDir::Files,
                        QDirIterator::Subdirectories);
        const QRegularExpression importLine(R"(^import\s+([A-Za-z][\w.]*))",
                                            QRegularExpression::MultilineOption);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto m = importLine.globalMatch(QString::fromUtf8(f.readAll()));
            while (m.hasNext())
                imports.insert(m.next().captured(1));
        }
        QVERIFY(imports.count("QtQuick"));
        for (const QString& module : imports) {
            if (module == "Finnish27") continue; // the application's own, compiled in
            const auto p = qmlModulePackages().find(module);
            QVERIFY2(p != qmlModulePackages().end(),
                     qPrintable("no package known for the QML import " + module));
            QVERIFY2(depends_.contains(p->second),
                     qPrintable(p->second + " (import " + module + ") is not in Depends"));
        }
        for (const char* plugin : {"libqt6sql6-sqlite", "libqt6svg6", "libquazip1-qt6-1"})
            QVERIFY2(depends_.contains(plugin), plugin);
    }

    // Each dependency names a real package: one installed here, where the tests run.
    void dependenciesAreRealPackages() {
        for (const QString& d : depends_) {
            const Run q = run(tool("dpkg-query"), {"-W", "-f", "${Status}", d});
            QVERIFY2(q.out.contains("install ok installed"),
                     qPrintable(d + " is not an installed package: " + q.err));
        }
    }

    void installsTheDesktopApplication() {
        const QStringList expected{
            "usr/games/finnish27",
            "usr/games/finnish27-cli",
            "usr/share/applications/org.finnish27.Finnish27.desktop",
            "usr/share/metainfo/org.finnish27.Finnish27.metainfo.xml",
            "usr/share/icons/hicolor/scalable/apps/org.finnish27.Finnish27.svg",
            "usr/share/man/man6/finnish27.6.gz",
            "usr/share/man/man6/finnish27-cli.6.gz",
            "usr/share/doc/finnish27/copyright",
            "usr/share/doc/finnish27/changelog.gz",
            "usr/share/doc/finnish27/README.md",
            "usr/share/finnish27/rules/blackjack.json",
        };
        for (const QString& f : expected)
            QVERIFY2(QFileInfo(root_ + "/" + f).isFile(), qPrintable(f + " is not installed"));
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
            const QString png = QString("%1/usr/share/icons/hicolor/%2x%2/apps/"
                                        "org.finnish27.Finnish27.png")
                                    .arg(root_)
                                    .arg(size);
            const QImage icon(png);
            QVERIFY2(!icon.isNull(), qPrintable(png));
            QCOMPARE(icon.size(), QSize(size, size));
            // Drawn: its centre is opaque, its corner transparent.
            QCOMPARE(qAlpha(icon.pixel(size / 2, size / 2)), 255);
            QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
        }
        // The man pages hold every command of the CLI.
        const Run man = run(
            "/bin/sh", {"-c", "gzip -dc '" + root_ + "/usr/share/man/man6/finnish27-cli.6.gz'"});
        QCOMPARE(man.code, 0);
        for (const char* command : {"play", "verify", "analyze", "chart", "practice", "drill"})
            QVERIFY2(man.out.contains(QString(".SS ") + command), command);
    }

    void desktopEntryAndMetainfoValidate() {
        const Run desktop =
            run(tool("desktop-file-validate"),
                {root_ + "/usr/share/applications/org.finnish27.Finnish27.desktop"});
        QVERIFY2(desktop.code == 0 && desktop.out.trimmed().isEmpty(),
                 qPrintable(desktop.out + desktop.err));
        const Run meta = run(tool("appstreamcli"),
                             {"validate", "--no-net", "--no-color",
                              root_ + "/usr/share/metainfo/org.finnish27.Finnish27.metainfo.xml"});
        QVERIFY2(meta.code == 0, qPrintable(meta.out + meta.err));
        // No error and no warning (pedantic notes only).
        QVERIFY2(!QRegularExpression(R"(^[EW]: )", QRegularExpression::MultilineOption)
                      .match(meta.out)
                      .hasMatch(),
                 qPrintable(meta.out));
    }

    void lintianFindsNoErrorOrWarning() {
        const Run l = run(tool("lintian"), {"--tag-display-limit", "0", deb_}, 600'000);
        QVERIFY2(!QRegularExpression(R"(^[EW]: )", QRegularExpression::MultilineOption)
                      .match(l.out)
                      .hasMatch(),
                 qPrintable(l.out + l.err));
    }

    // The extracted programs start: the CLI verifies a shoe, the application draws its table.
    void extractedProgramsRun() {
        const QString key(64, 'a');
        const Run verify = run(root_ + "/usr/games/finnish27-cli",
                               {"verify", "--key", key, "--rules", "blackjack", "--json"});
        QVERIFY2(verify.code == 0, qPrintable(verify.err));
        QVERIFY(verify.out.contains("\"cards\""));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        const QString shot = work_.filePath("table.png");
        const Run app =
            run(root_ + "/usr/games/finnish27",
                {"--screenshot", shot, "--rules", "poker-like", "--size", "800x600"}, 300'000, env);
        QVERIFY2(app.code == 0, qPrintable(app.err));
        const QImage image(shot);
        QCOMPARE(image.size(), QSize(800, 600));
    }
};

QTEST_GUILESS_MAIN(TstPackage)
#include "tst_package.moc"
