// The dealer's exam: the pass mark holds at its boundary (errors and average time), an exam not
// finished is not passed, a round's tally is the procedure's own verdicts, and the report names
// the rule set, the date, the settings and the result.
#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "round/table.h"
#include "school/dealer_procedure.h"
#include "school/exam.h"
#include "school/training_players.h"

#include <QtTest>

using namespace f27;

namespace {

ExamRound roundOf(int errors, int millis) {
    ExamRound r;
    r.steps = 20;
    r.errors = errors;
    r.millis = millis;
    r.categorySteps[static_cast<size_t>(StepCategory::Payout)] = 20;
    r.categoryErrors[static_cast<size_t>(StepCategory::Payout)] = errors;
    return r;
}

const QDateTime kDate(QDate(2024, 5, 17), QTime(14, 30));

} // namespace

class ExamTest : public QObject {
    Q_OBJECT
private slots:
    void settingsAreChecked() {
        QVERIFY(checkExamRules(ExamRules{}));
        QCOMPARE(ExamRules{}.rounds, 25);
        QCOMPARE(ExamRules{}.maxErrors, 1);
        QVERIFY(!checkExamRules(ExamRules{0, 1, 60}));
        QVERIFY(!checkExamRules(ExamRules{25, -1, 60}));
        const Status s = checkExamRules(ExamRules{25, 1, 0});
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error()).startsWith("maxSecondsPerRound"),
                 s.error().c_str());
    }
    // E errors pass, E + 1 fail.
    void errorsAtThePassMark_data() {
        QTest::addColumn<int>("maxErrors");
        QTest::addColumn<int>("errors");
        QTest::addColumn<bool>("passed");
        QTest::newRow("0 of 0") << 0 << 0 << true;
        QTest::newRow("1 of 0") << 0 << 1 << false;
        QTest::newRow("1 of 1") << 1 << 1 << true;
        QTest::newRow("2 of 1") << 1 << 2 << false;
        QTest::newRow("3 of 3") << 3 << 3 << true;
    }
    void errorsAtThePassMark() {
        QFETCH(int, maxErrors);
        QFETCH(int, errors);
        QFETCH(bool, passed);
        ExamTally t(ExamRules{4, maxErrors, 60}, test::preset("poker-like"), kDate);
        for (int i = 0; i < 4; ++i) // the errors in the last round
            t.addRound(roundOf(i == 3 ? errors : 0, 30000));
        QVERIFY(t.complete());
        QCOMPARE(t.errors(), errors);
        QCOMPARE(t.passed(), passed);
        QCOMPARE(t.failReason().isEmpty(), passed);
        if (!passed)
            QVERIFY2(t.failReason().contains(
                         QString("%1 error(s), at most %2 allowed").arg(errors).arg(maxErrors)),
                     qPrintable(t.failReason()));
    }
    // S seconds per round on average pass, a millisecond more fails.
    void timeAtThePassMark() {
        ExamTally ok(ExamRules{3, 1, 60}, test::preset("poker-like"), kDate);
        ExamTally slow(ExamRules{3, 1, 60}, test::preset("poker-like"), kDate);
        for (int ms : {30000, 90000, 60000}) { // 180 s in 3 rounds: 60 s on average
            ok.addRound(roundOf(0, ms));
            slow.addRound(roundOf(0, ms + (ms == 60000 ? 1 : 0)));
        }
        QCOMPARE(ok.averageSeconds(), 60.0);
        QVERIFY(ok.passed());
        QVERIFY(!slow.passed());
        QVERIFY2(slow.failReason().contains("s per round on average, at most 60 s allowed"),
                 qPrintable(slow.failReason()));
    }
    void anUnfinishedExamIsNotPassed() {
        ExamTally t(ExamRules{3, 1, 60}, test::preset("21-24-27"), kDate);
        t.addRound(roundOf(0, 1000));
        t.addRound(roundOf(0, 1000));
        QVERIFY(!t.complete());
        QVERIFY(!t.passed());
        QVERIFY2(t.failReason().contains("only 2 of 3 rounds"), qPrintable(t.failReason()));
        t.addRound(roundOf(0, 1000));
        QVERIFY(t.passed());
        t.addRound(roundOf(5, 1000)); // past the exam's length: not counted
        QCOMPARE(t.rounds().size(), size_t(3));
        QVERIFY(t.passed());
    }
    // A round's tally is what the procedure judged: every step, every error, every millisecond.
    void aRoundIsTheProceduresVerdicts() {
        const RuleSet rules = test::preset("poker-like");
        Table table(rules, ShuffleKey::fromHex(std::string(63, '0') + "7").value());
        table.setKeySource([] { return ShuffleKey::fromHex(std::string(64, '1')).value(); });
        TrainingPlayers players(3);
        ExamTally tally(ExamRules{2, 1, 60}, rules, kDate);
        int wrongSteps = 0;
        for (int round = 0; round < 2; ++round) {
            auto started = DealerProcedure::start(table, players.wagers(rules, 3), players);
            QVERIFY(started);
            DealerProcedure p = std::move(started).value();
            int steps = 0;
            while (!p.isOver()) {
                ProcedureStep s = p.expected();
                if (steps == 3 + round) { // one deliberate mistake per round: seat 7 is empty
                    s = ProcedureStep{};
                    s.kind = StepKind::SettleHand;
                    s.seat = 6;
                    s.result = HandResult::Win;
                    s.amount = Money(999);
                    ++wrongSteps;
                }
                p.perform(s, 250);
                ++steps;
            }
            const ExamRound r = examRoundOf(p.verdicts());
            QCOMPARE(r.steps, static_cast<int>(p.verdicts().size()));
            QCOMPARE(r.errors, p.errors());
            QCOMPARE(r.millis, 250 * r.steps);
            int sum = 0;
            for (int c : r.categoryErrors)
                sum += c;
            QCOMPARE(sum, r.errors);
            tally.addRound(p.verdicts());
        }
        QCOMPARE(tally.errors(), wrongSteps);
        QVERIFY(!tally.passed()); // two errors, one allowed
        const ExamRecord e = tally.record();
        QCOMPARE(e.errors, 2);
        QCOMPARE(e.dealt, 2);
        QCOMPARE(e.rulesId, std::string("poker-like"));
        QCOMPARE(e.date, std::string("2024-05-17T14:30:00"));
        QVERIFY(!e.passed && !e.reason.empty());
        // Kept in the training record.
        TrainingRecord rec;
        rec.addExam(e);
        auto back = trainingRecordFromJson(trainingRecordToJson(rec));
        QVERIFY(back && back->exams.size() == 1 && back->exams[0] == e);
    }
    void theReport() {
        RuleSet rules = test::preset("blackjack");
        rules.name = "Blackjack <house> & \"friends\"";
        ExamTally passed(ExamRules{2, 1, 60}, rules, kDate);
        passed.addRound(roundOf(1, 40000));
        passed.addRound(roundOf(0, 50000));
        const QString html = passed.reportHtml();
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("blackjack"));                                         // the id
        QVERIFY(html.contains("Blackjack &lt;house&gt; &amp; &quot;friends&quot;")); // escaped
        QVERIFY(!html.contains("<house>"));
        QVERIFY(html.contains("2024-05-17 14:30"));
        QVERIFY(html.contains("<strong>Passed</strong>"));
        QVERIFY(html.contains("Rounds: 2") && html.contains("at most 1 error(s)") &&
                html.contains("at most 60 s per round"));
        QCOMPARE(html.count("<tr><td>"), 2 + kStepCategoryCount); // each round, each category
        QVERIFY(html.contains("<tr><td>1</td><td>20</td><td>1</td><td>40.0</td></tr>"));
        QVERIFY(html.contains("<tr><td>Payouts</td><td>40</td><td>1</td></tr>"));
        QVERIFY(html.contains("45.0 s per round on average"));

        ExamTally failed(ExamRules{2, 0, 60}, rules, kDate);
        failed.addRound(roundOf(1, 40000));
        const QString bad = failed.reportHtml();
        QVERIFY(bad.contains("<strong>Failed</strong>"));
        QVERIFY(bad.contains("only 1 of 2 rounds were dealt") &&
                bad.contains("1 error(s), at most 0 allowed"));
    }
};

QTEST_GUILESS_MAIN(ExamTest)
#include "tst_exam.moc"
