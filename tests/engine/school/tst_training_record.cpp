// The training record: it survives the process (a round trip through its file), bad files are
// refused with a message naming what is wrong, in bounded time, and are never overwritten — they
// are moved aside before a fresh record is written; and a process killed while saving leaves
// the old record or the new one, whole. The kill loop runs this test binary itself as the
// saving child ("--save-loop PATH").
#include "core/prng.h"
#include "school/training_record.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace f27;

namespace {

// A record whose every field depends on `n`; `exams` of them make the file large.
TrainingRecord makeRecord(int n, int exams = 3) {
    TrainingRecord r;
    for (int c = 0; c < kStepCategoryCount; ++c)
        for (int i = 0; i < 3 + c; ++i)
            r.steps[static_cast<size_t>(c)].add((i + n) % 3 != 0, 1000 + 10 * i + n);
    for (int k = 0; k < kDrillKindCount; ++k)
        for (int i = 0; i < 2 + k + n % 5; ++i)
            r.drills[static_cast<size_t>(k)].add(i % 2 == 0, 500 + i);
    r.drills[0].attempts += n; // a marker of the record's number
    r.drills[0].correct += n;
    r.drills[0].bestStreak = r.drills[0].correct;
    r.watch = {n, 2, 3, 40};
    for (int i = 0; i < exams; ++i) {
        ExamRecord e;
        e.date = "2024-05-0" + std::to_string(1 + i % 9) + "T10:00:00";
        e.rulesId = "poker-like";
        e.rulesName = "Poker-like Finnish 27 — \"quoted\" <b>";
        e.rounds = 25;
        e.dealt = 25;
        e.errors = i % 3;
        e.millis = 600000 + i;
        e.maxErrors = 1;
        e.maxSecondsPerRound = 60;
        e.passed = e.errors <= 1;
        e.reason = e.passed ? "" : "2 errors, at most 1 allowed";
        r.addExam(e);
    }
    return r;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
}
QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The child of the kill loop: saves records first, first + 1, ... until it is killed.
int saveLoop(const QString& path, int first) {
    JsonTrainingStore store(path);
    for (int n = first;; ++n) {
        if (!store.save(makeRecord(n, 900))) return 3;
        std::fputs("saved\n", stdout); // the parent kills only once saving is under way
        std::fflush(stdout);
    }
}

} // namespace

class TrainingRecordTest : public QObject {
    Q_OBJECT
private slots:
    void categoriesCount() {
        CategoryRecord c;
        QCOMPARE(c.medianMillis(), -1);
        QCOMPARE(c.accuracy(), 0.0);
        for (bool right : {true, true, false, true, true, true, false})
            c.add(right, 100);
        QCOMPARE(c.attempts, 7);
        QCOMPARE(c.correct, 5);
        QCOMPARE(c.streak, 0);
        QCOMPARE(c.bestStreak, 3);
        for (int i = 0; i < 300; ++i)
            c.add(true, i);
        QCOMPARE(c.millis.size(), size_t(kTimeSamples)); // the last 200 times
        QCOMPARE(c.millis.front(), 100);
        QCOMPARE(c.millis.back(), 299);
        QCOMPARE(c.medianMillis(), 199); // (199 + 200) / 2 in whole milliseconds
        QCOMPARE(c.streak, 300);

        TrainingRecord r;
        StepVerdict v;
        v.category = StepCategory::Payout;
        v.correct = false;
        v.millis = 4200;
        r.addStep(v);
        DrillAnswer a;
        a.item.kind = DrillKind::Showdown;
        a.correct = true;
        a.millis = 900;
        r.addDrill(a);
        r.addSpot(SpotResult::Catch);
        r.addSpot(SpotResult::FalseAlarm);
        QCOMPARE(r.step(StepCategory::Payout).attempts, 1);
        QCOMPARE(r.step(StepCategory::Payout).correct, 0);
        QCOMPARE(r.drill(DrillKind::Showdown).correct, 1);
        QCOMPARE(r.drill(DrillKind::Showdown).medianMillis(), 900);
        QCOMPARE(r.watch.catches, 1);
        QCOMPARE(r.watch.falseAlarms, 1);
        for (int i = 0; i < kMaxExamRecords + 5; ++i)
            r.addExam(ExamRecord{std::to_string(i), "x", "x", 1, 1, 0, 0, 0, 1, true, ""});
        QCOMPARE(r.exams.size(), size_t(kMaxExamRecords));
        QCOMPARE(r.exams.front().date, std::string("5")); // the oldest go first
    }
    void roundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath("sub/record.json"); // the folder is made
        std::unique_ptr<TrainingStore> store = std::make_unique<JsonTrainingStore>(path);
        auto empty = store->load(); // nothing saved yet: an empty record
        QVERIFY(empty);
        QVERIFY(*empty == TrainingRecord{});
        const TrainingRecord r = makeRecord(7, 20);
        QVERIFY(store->save(r));
        QVERIFY(store->notice().isEmpty());
        auto back = JsonTrainingStore(path).load();
        QVERIFY2(back, back ? "" : back.error().c_str());
        QVERIFY(*back == r);
        QCOMPARE(trainingRecordToJson(*back), readFile(path));
        const QStringList left = QDir(dir.filePath("sub")).entryList(QDir::Files);
        QCOMPARE(left, QStringList{"record.json"}); // no temporary file left behind
        // The format is versioned and names its kind.
        const QJsonObject o = QJsonDocument::fromJson(readFile(path)).object();
        QCOMPARE(o["format"].toString(), QString("finnish27-training-record"));
        QCOMPARE(o["version"].toInt(), kTrainingRecordVersion);
    }
    // Bad files: a clear message naming what is wrong; the file is left as it is by load(), and
    // save() moves it aside to a dated copy (byte for byte) before writing a fresh record.
    void badFilesAreRefusedAndKept_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray good = trainingRecordToJson(makeRecord(2));
        auto edit = [&](const char* from, const char* to) {
            QByteArray b = good;
            const int at = b.indexOf(from);
            if (at < 0) qFatal("no %s in the record", from);
            return b.replace(at, static_cast<int>(qstrlen(from)), to);
        };
        QTest::newRow("truncated") << good.left(good.size() / 2) << "line ";
        QTest::newRow("not JSON") << QByteArray("hello") << "line 1";
        QTest::newRow("a list") << QByteArray("[1, 2]") << "expected a JSON object";
        QTest::newRow("another format")
            << edit("finnish27-training-record", "something-else") << "format:";
        QTest::newRow("version 2")
            << edit("\"version\": 1", "\"version\": 2") << "version: the record is version 2";
        QTest::newRow("version as text")
            << edit("\"version\": 1", "\"version\": \"1\"") << "version: expected a whole number";
        QTest::newRow("attempts as text")
            << edit("\"attempts\": 5,", "\"attempts\": \"5\",")
            << "attempts: expected a whole number from 0, got a string";
        QTest::newRow("negative") << edit("\"catches\": 2", "\"catches\": -2")
                                  << "watch.catches: expected a whole number from 0, got -2";
        QTest::newRow("fraction") << edit("\"passes\": 40", "\"passes\": 4.5")
                                  << "watch.passes: expected a whole number from 0, got 4.5";
        QTest::newRow("unknown category")
            << edit("\"payout\":", "\"poker\":") << "drills.poker: no such category";
        QTest::newRow("unknown field")
            << edit("\"watch\":", "\"extra\": 1, \"watch\":") << "extra: unknown field";
        QTest::newRow("more right than tried")
            << edit("\"correct\": 4", "\"correct\": 999") << "more right answers than attempts";
        QTest::newRow("exam without date")
            << edit("\"date\":", "\"datum\":") << "exams[0].datum: unknown field";
        QTest::newRow("passed as number") << edit("\"passed\": true", "\"passed\": 1")
                                          << "exams[0].passed: expected true or false";
        QByteArray manyTimes = "[";
        for (int i = 0; i <= kTimeSamples; ++i)
            manyTimes += (i ? "," : "") + QByteArray::number(i);
        QTest::newRow("too many times")
            << edit("\"millis\": [", ("\"millis\": " + manyTimes + ",").constData())
            << "more than 200 entries";
        QTest::newRow("huge") << QByteArray(2 * kMaxTrainingRecordBytes, ' ')
                              << "more than a training record may take";
    }
    void badFilesAreRefusedAndKept() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("record.json");
        writeFile(path, bytes);
        JsonTrainingStore store(path);
        QElapsedTimer clock;
        clock.start();
        const auto loaded = store.load();
        QVERIFY(!loaded);
        QVERIFY2(clock.elapsed() < 2000, "bounded time");
        const QString error = QString::fromStdString(loaded.error());
        QVERIFY2(error.startsWith(path + ": ") && error.contains(message), qPrintable(error));
        QCOMPARE(readFile(path), bytes); // loading changes nothing
        // Saving keeps the unreadable file, moved aside, and says so.
        const TrainingRecord fresh = makeRecord(3);
        QVERIFY(store.save(fresh));
        const QStringList aside = QDir(dir.path()).entryList({"record.json.unreadable-*"});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readFile(dir.filePath(aside[0])), bytes);
        QVERIFY2(store.notice().contains(aside[0]) && store.notice().contains(message),
                 qPrintable(store.notice()));
        auto back = store.load();
        QVERIFY(back && *back == fresh);
        // A readable record is simply replaced.
        QVERIFY(store.save(makeRecord(4)));
        QVERIFY(store.notice().isEmpty());
        QCOMPARE(QDir(dir.path()).entryList({"record.json.unreadable-*"}).size(), 1);
    }
    void aFolderIsNoRecord() {
        QTemporaryDir dir;
        const QString path = dir.filePath("record.json");
        QVERIFY(QDir().mkpath(path));
        JsonTrainingStore store(path);
        QVERIFY(!store.load());
        const Status s = store.save(makeRecord(1));
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error()).contains("not a file"), s.error().c_str());
        QVERIFY(QFileInfo(path).isDir());
    }
    // A saving process killed at random moments: the file is always a whole record, the old
    // one or a newer one, never a mix.
    void killedWhileSaving() {
        QTemporaryDir dir;
        const QString path = dir.filePath("record.json");
        JsonTrainingStore store(path);
        QVERIFY(store.save(makeRecord(0, 900)));
        Prng prng(2024);
        int last = 0;
        for (int round = 0; round < 30; ++round) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(),
                        {"--save-loop", path, QString::number(last + 1)});
            QVERIFY(child.waitForStarted());
            QVERIFY2(child.waitForReadyRead(60000), "the saving child never saved");
            QThread::msleep(prng.below(60));
            child.kill(); // SIGKILL: no chance to finish a write
            QVERIFY(child.waitForFinished());
            QVERIFY2(child.exitStatus() == QProcess::CrashExit,
                     "the saving child ended before it was killed");
            const auto rec = store.load();
            QVERIFY2(rec, rec ? "" : rec.error().c_str());
            // Which record is it? Its marker; and it must be that record exactly.
            const int n = rec->watch.catches;
            QVERIFY(*rec == makeRecord(n, 900));
            QVERIFY2(n > last, "not the record of the last save"); // it saved at least once
            last = n;
        }
    }
};

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc == 4 && QByteArray(argv[1]) == "--save-loop")
        return saveLoop(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]));
    TrainingRecordTest test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_training_record.moc"
