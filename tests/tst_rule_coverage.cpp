// Every rule ID of RULES.md is cited by at least one test:
// the IDs are read from the authoritative RULES.md and searched, as whole words, in the
// test sources other than this file. IDs of games still being built are listed in
// kPending; the list may only shrink (an ID that is pending yet cited fails the test, so
// the list is kept honest).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {
// Nothing is pending: Part 3 (Seven Twenty-Seven) is cited by tst_seven27_rules.
const QStringList kPending{};

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

class RuleCoverage : public QObject {
    Q_OBJECT
private slots:
    void everyRuleIdIsCitedByATest() {
        const QString rules = readAll(QStringLiteral(F27_SHARED_RULES));
        QVERIFY2(!rules.isEmpty(), "RULES.md not found at " F27_SHARED_RULES);
        QStringList ids;
        auto it = QRegularExpression(R"(\*\*([A-Z]+-[0-9]+)\*\*)").globalMatch(rules);
        while (it.hasNext())
            ids << it.next().captured(1);
        ids.removeDuplicates();
        QVERIFY2(ids.size() > 50, "too few rule IDs found: is RULES.md the right file?");

        QString sources;
        QDirIterator files(QStringLiteral(F27_SOURCE_DIR "/tests"), {"*.cpp", "*.h", "*.qml"},
                           QDir::Files, QDirIterator::Subdirectories);
        int count = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            if (!path.endsWith("/tst_rule_coverage.cpp")) sources += readAll(path) + "\n";
            ++count;
        }
        QVERIFY2(count > 30, "too few test files found under tests/");

        QStringList missing, stalePending;
        for (const QString& id : ids) {
            const bool cited = sources.contains(QRegularExpression(
                "(?<![A-Za-z0-9-])" + QRegularExpression::escape(id) + "(?![0-9])"));
            if (!cited && !kPending.contains(id)) missing << id;
            if (cited && kPending.contains(id)) stalePending << id;
        }
        QVERIFY2(missing.isEmpty(), qPrintable("rule IDs no test cites: " + missing.join(' ')));
        QVERIFY2(stalePending.isEmpty(),
                 qPrintable("now cited, remove from kPending: " + stalePending.join(' ')));
    }
};

QTEST_APPLESS_MAIN(RuleCoverage)
#include "tst_rule_coverage.moc"
