// `finnish27-cli theme check FILE.zip`: a shipped theme passes and is described; a damaged zip,
// a missing file and bad usage are refused with a message and their exit codes.
#include "cli_process.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = f27::test::ProcessRun;

Run cli(const QStringList& args) {
    return f27::test::runProcess(F27_CLI, args, {});
}

} // namespace

class CliTheme : public QObject {
    Q_OBJECT

private slots:
    void shippedThemePasses() {
        const Run r =
            cli({"theme", "check", F27_SOURCE_DIR "/assets/cards/contrast-standard-4c.zip"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("contrast-standard-4c.zip is a valid card theme."),
                 qPrintable(r.out));
        QVERIFY(r.out.contains("Name: High contrast"));
        QVERIFY(r.out.contains("Indices: standard (A, J, Q, K)"));
        QVERIFY(r.out.contains("Colours: four"));
    }

    void damagedThemeIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.zip");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("PK\3\4 not a zip");
        f.close();
        const Run r = cli({"theme", "check", path});
        QCOMPARE(r.code, 1);
        // The last line: Qt Gui may warn first (no XDG_RUNTIME_DIR).
        QCOMPARE(r.err.trimmed().split('\n').last(),
                 QStringLiteral("theme: refused: broken.zip: not a zip archive, or a damaged one"));
        const Run missing = cli({"theme", "check", dir.filePath("none.zip")});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains("none.zip: no such file"));
    }

    void badUsage() {
        const Run r = cli({"theme", "install", "x.zip"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("theme: use 'theme check FILE.zip'."));
    }
};

QTEST_GUILESS_MAIN(CliTheme)
#include "tst_cli_theme.moc"
