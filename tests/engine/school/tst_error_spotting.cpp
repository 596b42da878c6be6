// Game protection: the error generator makes every kind of dealer error, each one a real error
// (the judge rejects it), and the watch is scored on catches, misses and false alarms.

#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "round/table.h"
#include "school/error_spotting.h"
#include "school/training_players.h"

#include <QTest>

#include <set>

using namespace f27;

namespace {
ShuffleKey fixedKey(int n) {
    std::string hex(64, 'a');
    hex[0] = "0123456789abcdef"[n % 16];
    return ShuffleKey::fromHex(hex).value();
}
} // namespace

class ErrorSpottingTest : public QObject {
    Q_OBJECT
private slots:
    // At every step of many rounds of each preset, each kind of error that can be made is
    // rejected by the judge; every kind is made somewhere.
    void errorsAreRealAndEveryKindAppears() {
        std::set<DealerError> made;
        Prng prng(7);
        int checked = 0;
        for (const char* id : {"poker-like", "21-24-27", "blackjack"}) {
            const RuleSet rules = test::preset(id);
            Table table(rules, fixedKey(static_cast<int>(made.size())));
            TrainingPlayers seats(11);
            for (int round = 0; round < 150; ++round) {
                auto p = DealerProcedure::start(table, seats.wagers(rules, 4), seats);
                QVERIFY(p);
                DealerProcedure& d = p.value();
                while (!d.isOver()) {
                    const ProcedureStep right = d.expected();
                    for (int k = 0; k < kDealerErrorCount; ++k) {
                        const auto kind = static_cast<DealerError>(k);
                        const auto wrong = makeDealerError(kind, d, prng);
                        if (!wrong) continue;
                        made.insert(kind);
                        ++checked;
                        QVERIFY(*wrong != right);
                        const StepVerdict v = d.judge(*wrong);
                        QVERIFY2(!v.correct, stepText(*wrong).c_str());
                        QVERIFY(!v.rule.empty());
                    }
                    QVERIFY(d.perform(right).correct);
                }
            }
        }
        QVERIFY(checked > 1000);
        for (int k = 0; k < kDealerErrorCount; ++k)
            QVERIFY2(made.count(static_cast<DealerError>(k)),
                     dealerErrorName(static_cast<DealerError>(k)));
    }

    // Scoring: stopping on every faulty step and on no other catches them all with no false
    // alarm; stopping on nothing misses them all; the rounds end as the engine ends them.
    void watchIsScored() {
        const RuleSet rules = test::preset("poker-like");
        for (const bool perfect : {true, false}) {
            Table table(rules, fixedKey(9));
            TrainingPlayers seats(5);
            int faulty = 0;
            SpotTally total;
            for (int round = 0; round < 20; ++round) {
                auto p = DealerProcedure::start(table, seats.wagers(rules, 3), seats);
                QVERIFY(p);
                DealerProcedure& d = p.value();
                ErrorSpotting watch(std::move(d), 0.3, 100 + round);
                while (!watch.isOver()) {
                    const ShownStep shown = watch.show();
                    QCOMPARE(watch.show().step, shown.step); // the same until answered
                    faulty += shown.faulty ? 1 : 0;
                    const SpotResult r = watch.respond(perfect && shown.faulty);
                    QCOMPARE(r, shown.faulty ? (perfect ? SpotResult::Catch : SpotResult::Miss)
                                             : SpotResult::Pass);
                }
                QCOMPARE(watch.procedure().errors(), 0);
                total.catches += watch.tally().catches;
                total.misses += watch.tally().misses;
                total.falseAlarms += watch.tally().falseAlarms;
            }
            QVERIFY(faulty > 10);
            QCOMPARE(total.errorsShown(), faulty);
            QCOMPARE(total.catches, perfect ? faulty : 0);
            QCOMPARE(total.falseAlarms, 0);
        }
        // A stop on a right step is a false alarm.
        Table table(rules, fixedKey(4));
        TrainingPlayers seats(1);
        auto p = DealerProcedure::start(table, seats.wagers(rules, 1), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        ErrorSpotting never(std::move(d), 0.0, 1);
        QVERIFY(!never.show().faulty);
        QCOMPARE(never.respond(true), SpotResult::FalseAlarm);
        QCOMPARE(never.tally().falseAlarms, 1);
    }
};

QTEST_GUILESS_MAIN(ErrorSpottingTest)
#include "tst_error_spotting.moc"
