// The dealer school's drills and progress in the application: the drill controller asks the
// engine's items and judges answers with them, and the trainee's progress survives a restart
// (a new TrainingProgress on the same history) and a file that is no history.

#include "dealer_school_controller.h"
#include "drill_controller.h"
#include "school_text.h"
#include "training_progress.h"

#include "rules/rule_set_json.h"
#include "school/drills.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

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

    // An exam of "Run the table": two rounds under a pass mark, passed with no error and
    // failed with two; each is recorded, and the report is saved as HTML and as PDF.
    void examIsTakenRecordedAndReported() {
        QTemporaryDir dir;
        TrainingProgress progress;
        progress.setPath(dir.filePath("training.json"));
        DealerSchoolController school;
        QVERIFY(school.loadRules("21-24-27"));
        school.setSeatCount(5);
        QVERIFY(school.useKey(QString(63, '0') + "7"));
        school.setProgress(&progress);
        school.setActive(true);
        QVERIFY(!school.startExam(0, 1, 60)); // no rounds: refused, named
        QVERIFY(school.inputError().contains("rounds"));
        for (const bool perfect : {true, false}) {
            QVERIFY(school.startExam(2, 1, 3600));
            QVERIFY(school.examActive());
            QVERIFY(school.examStatus().contains("round 1 of 2"));
            int wrong = perfect ? 0 : 2;
            for (int guard = 0; guard < 2000 && school.examActive(); ++guard) {
                const DealerProcedure* p = school.procedure();
                QVERIFY(p);
                if (p->isOver()) {
                    QVERIFY(school.nextRound());
                    continue;
                }
                ProcedureStep step = p->expected();
                if (wrong > 0 && step.kind == StepKind::Deal) { // a card to the dealer's place
                    step.seat = step.seat < 0 ? 0 : -1;
                    step.hand = 0;
                    --wrong;
                }
                QVERIFY(school.performText(SchoolText::stepCode(step)));
            }
            QVERIFY(school.examFinished());
            QCOMPARE(school.examPassed(), perfect);
            school.showHint(); // no effect on the finished exam's record
            QCOMPARE(progress.record().exams.size(), size_t{perfect ? 1u : 2u});
            QCOMPARE(progress.record().exams.back().passed, perfect);
            QCOMPARE(progress.record().exams.back().errors, perfect ? 0 : 2);
            QCOMPARE(QString::fromStdString(progress.record().exams.back().rulesId),
                     QStringLiteral("21-24-27"));
        }
        const QString html = dir.filePath("exam.html"), pdf = dir.filePath("exam.pdf");
        QVERIFY2(school.saveExamReport(QUrl::fromLocalFile(html).toString()),
                 qPrintable(school.inputError()));
        QVERIFY(school.saveExamReport(pdf));
        QFile h(html);
        QVERIFY(h.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(h.readAll());
        QVERIFY(text.contains("21-24-27") && text.contains("<html"));
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        QVERIFY(!school.saveExamReport(dir.filePath("no/such/dir/exam.html")));
        // Hints are refused while an exam runs.
        QVERIFY(school.startExam(1, 0, 60));
        school.showHint();
        QVERIFY(school.hint().contains("exam"));
        // Other rules abandon the exam in progress.
        QVERIFY(school.loadRules("blackjack"));
        QVERIFY(!school.examActive() && !school.examFinished());
        // Every judged step went into the record.
        QVERIFY(progress.record().step(StepCategory::Deal).attempts > 20);
        QCOMPARE(progress.record().step(StepCategory::Deal).attempts -
                     progress.record().step(StepCategory::Deal).correct,
                 2);
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

    // A file that is no history: a clear problem, an empty record kept for the session only,
    // and the file left as it was.
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
        QCOMPARE(p.record().drill(DrillKind::Total).attempts, 1);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"training.json"});
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("{\"version\": 1, \"drills\": [oops"));
    }
};

QTEST_MAIN(SchoolDrillsTest)
#include "tst_app_school_drills.moc"
