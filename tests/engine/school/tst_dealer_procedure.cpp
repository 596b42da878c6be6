// The dealer trainer's judge: a trainee who performs every expected step runs the round the
// engine runs, with no error; each kind of mistake is caught with the rule that decides it, and
// the round then ends in the engine's own final state.

#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "round/table.h"
#include "school/dealer_procedure.h"
#include "school/training_players.h"

#include <QTest>

using namespace f27;

namespace {

// The seats' decisions in order (h s d p u y n), then "stand" / "decline" if the script ends.
class ScriptedSeats final : public Policy {
public:
    explicit ScriptedSeats(const std::string& keys) : actions_(test::actions(keys)) {}
    Action choose(const Round& round) override {
        if (next_ < actions_.size()) return actions_[next_++];
        return round.phase() == Phase::Insurance ? Action::DeclineInsurance : Action::Stand;
    }

private:
    std::vector<Action> actions_;
    size_t next_ = 0;
};

ShuffleKey fixedKey(int n) {
    std::string hex(64, '0');
    hex[63] = "0123456789abcdef"[n % 16];
    return ShuffleKey::fromHex(hex).value();
}

// Later shoes' keys: 1, 2, 3, ... after `first` (the same for two tables that must agree).
std::function<ShuffleKey()> countingKeys(int first) {
    return [n = first]() mutable { return fixedKey(++n); };
}

// Performs the expected step until the round is over; returns the errors made.
int runCorrectly(DealerProcedure& p) {
    for (int guard = 0; !p.isOver() && guard < 1000; ++guard)
        p.perform(p.expected());
    return p.errors();
}

ProcedureStep step(const char* text) {
    auto s = parseStep(text);
    if (!s) qFatal("bad step in test: %s", text);
    return *s;
}

// Performs these steps (canonical texts) in order; returns the verdicts of the wrong ones.
std::vector<StepVerdict> perform(DealerProcedure& p, const std::vector<const char*>& steps) {
    std::vector<StepVerdict> wrong;
    for (const char* s : steps) {
        if (p.isOver()) qFatal("the round ended before step %s", s);
        const StepVerdict v = p.perform(step(s));
        if (!v.correct) wrong.push_back(v);
    }
    return wrong;
}

} // namespace

class DealerProcedureTest : public QObject {
    Q_OBJECT
private slots:
    void stepTextsRoundTrip_data() {
        QTest::addColumn<QString>("text");
        for (const char* t : {"card 2 up", "card 2/2 up", "card dealer down", "insure", "peek",
                              "must hit 1", "must stand 1/2", "must double 3", "choice 3", "reveal",
                              "dealer hit", "dealer stand", "pay 1 15", "take 2 35/2", "push 3",
                              "surrender 1 15/2", "insurance pay 1 5", "insurance take 2 1/2"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void stepTextsRoundTrip() {
        QFETCH(QString, text);
        auto s = parseStep(text.toStdString());
        QVERIFY2(s, s ? "" : s.error().c_str());
        QCOMPARE(QString::fromStdString(stepText(*s)), text);
    }

    void badStepsAreNamed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("seat 8") << "card 8 up"
                                << "\"8\" is no seat";
        QTest::newRow("no face") << "card 1"
                                 << "card <seat>";
        QTest::newRow("negative") << "pay 1 -5"
                                  << "amount";
        QTest::newRow("words") << "shuffle"
                               << "is no dealer step";
        QTest::newRow("push pays") << "push 1 5"
                                   << "a push pays nothing";
        QTest::newRow("must insure") << "must y 1"
                                     << "must hit|stand";
        QTest::newRow("empty") << "   "
                               << "an empty step";
        QTest::newRow("huge") << "pay 1 99999999999999999999"
                              << "amount";
    }
    void badStepsAreNamed() {
        QFETCH(QString, text);
        QFETCH(QString, named);
        auto s = parseStep(text.toStdString());
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error()).contains(named), s.error().c_str());
    }

    // A trainee who performs every expected step makes no error, at every preset, and the
    // round's log is the one the engine plays by itself from the same shoe and the same
    // players.
    void correctRunIsTheEnginesRound_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("seats");
        for (const char* id : {"poker-like", "21-24-27", "blackjack"})
            for (int seats : {1, 3, 7})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(id).arg(seats)))
                    << QString::fromLatin1(id) << seats;
        QTest::newRow("baccarat-like 5") << "baccarat-like" << 5;
    }
    void correctRunIsTheEnginesRound() {
        QFETCH(QString, preset);
        QFETCH(int, seats);
        const RuleSet rules = preset == "baccarat-like"
                                  ? test::bettingCopy(test::preset("poker-like"))
                                  : test::preset(preset.toStdString());
        Table school(rules, fixedKey(seats)), engine(rules, fixedKey(seats));
        school.setKeySource(countingKeys(seats));
        engine.setKeySource(countingKeys(seats));
        TrainingPlayers schoolSeats(seats), engineSeats(seats);
        for (int round = 0; round < 60; ++round) {
            auto p = DealerProcedure::start(school, schoolSeats.wagers(rules, seats), schoolSeats);
            QVERIFY2(p, p ? "" : p.error().c_str());
            DealerProcedure& d = p.value();
            QCOMPARE(runCorrectly(d), 0);
            QVERIFY(d.isOver());
            auto r = engine.startRound(engineSeats.wagers(rules, seats));
            QVERIFY(r);
            Round& er = r.value();
            while (!er.isOver()) {
                QVERIFY(engine.dealPending(er));
                if (!er.isOver() && !er.needsCard()) QVERIFY(er.apply(engineSeats.choose(er)));
            }
            QVERIFY2(d.round().events() == er.events(), qPrintable(test::transcript(d.round())));
        }
    }

    // Poker-like: a wrong deal order (PL-2), insurance on a ten (PL-3), a missed forced hit
    // (PL-5), a dealer who stands below hard 23 (PL-7), a wrong payout (PL-10) — each caught
    // with its rule, and the round still ends as the engine ends it.
    void pokerLikeMistakesAreCaught() {
        const RuleSet rules = test::preset("poker-like");
        // Seat: 5S 4D (hard 9) then 8S (17); dealer: 9H down, 10C up, then 5C (24).
        Table table = Table::stacked(rules, test::cards("5S 9H 4D 10C 8S 5C"));
        ScriptedSeats seats("s");
        auto p = DealerProcedure::start(table, test::seats(1, Money{10}), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        const auto wrong =
            perform(d, {"card dealer down", // the seat's card comes first
                        "card dealer down", "card 1 up", "card dealer up",
                        "insure",   // a ten up: no insurance
                        "choice 1", // hard 9 must hit
                        "card 1 up", "choice 1", "reveal",
                        "dealer stand",                                 // hard 19 hits
                        "card dealer up", "dealer stand", "take 1 5"}); // the wager is 10
        QCOMPARE(int(wrong.size()), 5);
        QCOMPARE(QString::fromStdString(wrong[0].rule), QStringLiteral("PL-2"));
        QCOMPARE(stepText(wrong[0].expected), std::string("card 1 up"));
        QCOMPARE(QString::fromStdString(wrong[1].rule), QStringLiteral("PL-3"));
        QCOMPARE(QString::fromStdString(wrong[2].rule), QStringLiteral("PL-5"));
        QCOMPARE(stepText(wrong[2].expected), std::string("must hit 1"));
        QCOMPARE(QString::fromStdString(wrong[3].rule), QStringLiteral("PL-7"));
        QCOMPARE(QString::fromStdString(wrong[4].rule), QStringLiteral("PL-10"));
        QCOMPARE(stepText(wrong[4].expected), std::string("take 1 10"));
        QCOMPARE(wrong[4].category, StepCategory::Payout);
        QVERIFY(!wrong[4].ruleText.empty());
        QVERIFY(d.isOver());
        QCOMPARE(d.errors(), 5);
        auto engine = test::playScript(rules, test::seats(1, Money{10}), "5S 9H 4D 10C 8S 5C", "s");
        QVERIFY(engine);
        QVERIFY(d.round().events() == engine->events());
    }

    // Payouts of every kind, each wrong amount caught with the rule that sets it.
    void payoutMistakesAreCaught_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("deal");
        QTest::addColumn<QString>("decisions");
        QTest::addColumn<int>("wager");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QString>("wrongStep");
        QTest::addColumn<QString>("rightStep");
        QTest::addColumn<QString>("rule");
        // B-4: blackjack pays 3:2 (15 -> 22.5).
        QTest::newRow("blackjack 3:2")
            << "blackjack"
            << "AS 10H KD 7C"
            << "" << 15
            << QStringList{"card 1 up", "card dealer up", "card 1 up", "card dealer down", "peek"}
            << "pay 1 15"
            << "pay 1 45/2"
            << "B-5";
        // PL-3: insurance 10:1 on half the wager (wager 10, stake 5 -> 50).
        QTest::newRow("insurance 10:1")
            << "poker-like"
            << "5S KH 6D AC"
            << "y" << 10 << QStringList{"card 1 up",      "card dealer down", "card 1 up",
                                        "card dealer up", "insure",           "peek",
                                        "reveal"}
            << "insurance pay 1 5"
            << "insurance pay 1 50"
            << "PL-3";
        // B-8: surrender gives back half (wager 35 -> 17.5 taken).
        QTest::newRow("surrender half")
            << "blackjack"
            << "10S 9H 6D 8C"
            << "u" << 35 << QStringList{"card 1 up",        "card dealer up", "card 1 up",
                                        "card dealer down", "peek",           "choice 1"}
            << "surrender 1 35"
            << "surrender 1 35/2"
            << "B-8";
        // PL-4 + PL-12: a Finnish 27 wins 1:1 and its bonus 1:1 more (wager 10 -> 20).
        QTest::newRow("bonus") << "poker-like"
                               << "AS 9H KD 10C"
                               << "" << 10
                               << QStringList{"card 1 up", "card dealer down", "card 1 up",
                                              "card dealer up", "peek"}
                               << "pay 1 10"
                               << "pay 1 20"
                               << "PL-12";
    }
    void payoutMistakesAreCaught() {
        QFETCH(QString, preset);
        QFETCH(QString, deal);
        QFETCH(QString, decisions);
        QFETCH(int, wager);
        QFETCH(QStringList, steps);
        QFETCH(QString, wrongStep);
        QFETCH(QString, rightStep);
        QFETCH(QString, rule);
        const RuleSet rules = test::preset(preset.toStdString());
        Table table = Table::stacked(rules, test::cards(deal.toStdString()));
        ScriptedSeats seats(decisions.toStdString());
        auto p = DealerProcedure::start(table, test::seats(1, Money{wager}), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        for (const QString& s : steps) {
            const StepVerdict v = d.perform(step(qPrintable(s)));
            QVERIFY2(v.correct,
                     qPrintable(s + " expected " + QString::fromStdString(stepText(v.expected))));
        }
        const StepVerdict v = d.perform(step(qPrintable(wrongStep)));
        QVERIFY(!v.correct);
        QCOMPARE(QString::fromStdString(stepText(v.expected)), rightStep);
        QVERIFY2(QString::fromStdString(v.rule).contains(rule), v.rule.c_str());
        QCOMPARE(v.category, wrongStep.startsWith("insurance") ? StepCategory::Insurance
                                                               : StepCategory::Payout);
        QCOMPARE(runCorrectly(d), 1);
    }

    // B-10: once no hand needs the dealer's total (a bust; split naturals), a dealer who draws
    // is stopped with B-10.
    void drawingWithNothingToCompareIsCaught_data() {
        QTest::addColumn<QString>("deal");
        QTest::addColumn<QString>("decisions");
        QTest::addColumn<QStringList>("steps");
        QTest::newRow("bust") << "10S 9H 6D 7C KH"
                              << "h"
                              << QStringList{"card 1 up",        "card dealer up", "card 1 up",
                                             "card dealer down", "peek",           "choice 1",
                                             "card 1 up",        "take 1 10"};
        QTest::newRow("split naturals")
            << "AS 10H AC 6D KD QC"
            << "p" << QStringList{"card 1 up",   "card dealer up", "card 1 up", "card dealer down",
                                  "peek",        "choice 1",       "card 1 up", "must stand 1",
                                  "card 1/2 up", "must stand 1/2", "reveal"};
    }
    void drawingWithNothingToCompareIsCaught() {
        QFETCH(QString, deal);
        QFETCH(QString, decisions);
        QFETCH(QStringList, steps);
        const RuleSet rules = test::preset("blackjack");
        Table table = Table::stacked(rules, test::cards(deal.toStdString()));
        ScriptedSeats seats(decisions.toStdString());
        auto p = DealerProcedure::start(table, test::seats(1, Money{10}), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        for (const QString& s : steps) {
            const StepVerdict v = d.perform(step(qPrintable(s)));
            QVERIFY2(v.correct,
                     qPrintable(s + " expected " + QString::fromStdString(stepText(v.expected))));
        }
        const StepVerdict v = d.perform(step("dealer hit"));
        QVERIFY(!v.correct);
        QCOMPARE(QString::fromStdString(v.rule), QStringLiteral("B-10"));
        QCOMPARE(runCorrectly(d), 1);
        QCOMPARE(test::eventsOf(d.round(), EventType::DealerPlay).size(), size_t{0});
    }

    // In the Finnish 27 family the same mistake breaks F-14: the predetermined outcome (here a
    // bust) ends the round.
    void drawingAfterABustBreaksF14() {
        const RuleSet rules = test::preset("poker-like");
        Table table = Table::stacked(rules, test::cards("10S 9H 10D 10C KS"));
        ScriptedSeats seats("h");
        auto p = DealerProcedure::start(table, test::seats(1, Money{10}), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        QVERIFY(perform(d, {"card 1 up", "card dealer down", "card 1 up", "card dealer up", "peek",
                            "choice 1", "card 1 up", "take 1 10"})
                    .empty());
        const StepVerdict v = d.perform(step("dealer hit"));
        QVERIFY(!v.correct);
        QCOMPARE(QString::fromStdString(v.rule), QStringLiteral("F-14"));
        QCOMPARE(stepText(v.expected), std::string("reveal"));
        QVERIFY(d.isOver());
    }

    // Insurance where the rules have none (21-24-27, T-7) is caught with that rule.
    void insuranceWithoutInsuranceIsCaught() {
        const RuleSet rules = test::preset("21-24-27");
        Table table(rules, fixedKey(0));
        ScriptedSeats seats("");
        auto p = DealerProcedure::start(table, test::seats(2, Money{10}), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        for (int i = 0; i < 6; ++i)
            QVERIFY(d.perform(d.expected()).correct); // the deal (T-2: all up)
        const StepVerdict v = d.perform(step("insure"));
        QVERIFY(!v.correct);
        QCOMPARE(QString::fromStdString(v.rule), QStringLiteral("T-7"));
    }

    // Every step of a long random session is timed as the caller says and sorted by category.
    void verdictsKeepTimesAndCategories() {
        const RuleSet rules = test::preset("blackjack");
        Table table(rules, fixedKey(3));
        TrainingPlayers seats(3);
        auto p = DealerProcedure::start(table, seats.wagers(rules, 3), seats);
        QVERIFY(p);
        DealerProcedure& d = p.value();
        int n = 0;
        while (!d.isOver())
            d.perform(d.expected(), ++n * 10);
        QCOMPARE(int(d.verdicts().size()), n);
        QCOMPARE(d.verdicts().back().millis, n * 10);
        for (const StepVerdict& v : d.verdicts())
            QCOMPARE(v.category, categoryOf(v.expected.kind));
    }
};

QTEST_GUILESS_MAIN(DealerProcedureTest)
#include "tst_dealer_procedure.moc"
