// The dealer school's drills and progress in the application: the drill controller asks the
// engine's items and judges answers with them, and the trainee's progress survives a restart
// (a new TrainingProgress on the same file) and a corrupt file.

#include "drill_controller.h"
#include "training_progress.h"

#include "rules/rule_set_json.h"
#include "school/drills.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace f27;

class SchoolDrillsTest : public QObject {
    Q_OBJECT
private slots:
    // The items are the engine's session for the same seed; a right and a wrong answer are
    // judged so, recorded, and the feedback names the rule.
    void drillsAreTheEnginesItems() {
        DrillController drills;
        drills.setRulesSource("blackjack");
        QVERIFY(drills.rulesError().isEmpty());
        QVERIFY(drills.availableKinds().contains("payout"));
        drills.setKinds({"payout", "showdown"});
        drills.setSeed(42);
        QSignalSpy recorded(&drills, &DrillController::answerRecorded);
        QVERIFY(drills.start());
        QVERIFY(drills.running());
        auto engine = DrillSession::start(loadRules("blackjack").value(),
                                          {DrillKind::Payout, DrillKind::Showdown}, 42);
        QVERIFY(engine);
        DrillSession& session = engine.value();
        for (int i = 0; i < 6; ++i) {
            const DrillItem item = session.current();
            QCOMPARE(drills.question(), item.question);
            QCOMPARE(drills.kind(), QString::fromLatin1(drillKindName(item.kind)));
            QCOMPARE(drills.playerCards().size(), qsizetype(item.cards.size()));
            const bool right = i % 2 == 0;
            const std::string given = right ? item.answer : "nonsense";
            session.answer(given, 0);
            QVERIFY(drills.answer(QString::fromStdString(given)));
            QVERIFY(!drills.answer("again")); // answered: the next card first
            QCOMPARE(drills.lastCorrect(), right);
            QCOMPARE(drills.rightAnswer(), QString::fromStdString(item.answer));
            QCOMPARE(drills.rule(), QString::fromStdString(item.rule));
            QVERIFY(!drills.explanation().isEmpty());
            drills.next();
        }
        QCOMPARE(recorded.count(), 6);
        QCOMPARE(recorded.at(1).at(1).toBool(), false);
        QCOMPARE(drills.answeredCount(), 6);
        QCOMPARE(drills.correctCount(), 3);
        QVERIFY(drills.summary().contains("3 of 6"));
        drills.stop();
        QVERIFY(!drills.running());
    }

    // A rule file that does not load is named, and the rules in play stay.
    void badRulesAreNamed() {
        DrillController drills;
        drills.setRulesSource("/no/such/rules.json");
        QVERIFY(!drills.rulesError().isEmpty());
        QCOMPARE(drills.rulesName(), QStringLiteral("Poker-like Finnish 27"));
    }

    // Progress outlives the process: what one TrainingProgress records, another on the same
    // file reads.
    void progressSurvivesARestart() {
        QTemporaryDir dir;
        const QString path = dir.filePath("sub/training.json");
        {
            TrainingProgress p;
            p.setPath(path);
            p.recordDrill("payout", true, 1200);
            p.recordDrill("payout", false, 3000);
            p.recordStep("forced", true, 800);
            p.recordSpot("catch");
            p.recordSpot("false-alarm");
            QVERIFY2(p.problem().isEmpty(), qPrintable(p.problem()));
        }
        TrainingProgress again;
        again.setPath(path);
        QVERIFY(again.problem().isEmpty());
        const TrainingRecord& r = again.record();
        QCOMPARE(r.drill(DrillKind::Payout).attempts, 2);
        QCOMPARE(r.drill(DrillKind::Payout).correct, 1);
        QCOMPARE(r.steps[static_cast<size_t>(StepCategory::Forced)].correct, 1);
        QCOMPARE(r.watch.catches, 1);
        QCOMPARE(r.watch.falseAlarms, 1);
        bool found = false;
        for (const ScoreRow& row : again.scores())
            if (row.group == "Drills" &&
                row.label == DrillController::kindName(DrillKind::Payout)) {
                found = true;
                QCOMPARE(row.accuracy, QStringLiteral("50 %"));
                QCOMPARE(row.medianTime, QStringLiteral("2.1 s"));
            }
        QVERIFY(found);
        QVERIFY(again.watchSummary().contains("1 of 1"));
    }

    // A corrupt file: a clear problem, an empty record, and the file kept aside at the next
    // save rather than overwritten.
    void corruptFileIsKept() {
        QTemporaryDir dir;
        const QString path = dir.filePath("training.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"version\": 1, \"drills\": [oops");
        f.close();
        TrainingProgress p;
        p.setPath(path);
        QVERIFY(!p.problem().isEmpty());
        QCOMPARE(p.record().drill(DrillKind::Total).attempts, 0);
        p.recordDrill("total", true, 500);
        const QStringList kept =
            QDir(dir.path()).entryList({"training.json.unreadable-*"}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QFile old(QDir(dir.path()).filePath(kept.first()));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("{\"version\": 1, \"drills\": [oops"));
        TrainingProgress again;
        again.setPath(path);
        QCOMPARE(again.record().drill(DrillKind::Total).attempts, 1);
    }
};

QTEST_MAIN(SchoolDrillsTest)
#include "tst_app_school_drills.moc"
