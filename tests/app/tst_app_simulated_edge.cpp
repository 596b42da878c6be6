// The rule editor's simulated house edge (in the app): run on request off the
// GUI thread with progress, reproducible (seed 1), within a few standard errors of the exact
// chart edge, stopped by the rules changing (and the stale result dropped) or by Stop (the
// rounds played kept and marked), and the one figure for resplits, which the exact analysis
// refuses: played by the chart for one split, said so.
#include "rule_editor.h"

#include "strategy/chart_memo.h"

#include <QSignalSpy>
#include <QtTest>

#include <cmath>

// Blackjack, 100 million rounds, started and under way (a few seconds from the end).
void startLongRun(RuleEditor& ed) {
    QVERIFY(ed.loadPreset("blackjack"));
    ed.simulatedEdge()->setRounds(100'000'000);
    ed.simulatedEdge()->start();
    QTRY_VERIFY_WITH_TIMEOUT(ed.simulatedEdge()->progress() > 0.001, 20000);
}

class AppSimulatedEdge : public QObject {
    Q_OBJECT
private slots:
    void init() { f27::forgetCharts(); }

    void blackjackByTheChart() {
        RuleEditor ed;
        SimulatedEdge& sim = *ed.simulatedEdge();
        QVERIFY(ed.loadPreset("blackjack"));
        QVERIFY(!sim.ready());
        QCOMPARE(sim.text(), QString("\u2014"));
        QVERIFY(sim.canStart());
        sim.setRounds(400'000);
        QSignalSpy changed(&sim, &SimulatedEdge::changed);
        sim.start();
        QVERIFY(sim.running());
        QVERIFY(!sim.canStart());
        sim.start(); // at most one runs
        sim.waitForResult();
        QVERIFY(!sim.running());
        QVERIFY(sim.ready());
        QVERIFY(changed.count() >= 2);
        QCOMPARE(sim.progress(), 1.0);
        const double p = *sim.percent(), se = *sim.standardErrorPercent();
        // The chart's exact edge is 0.777135 % on a full shoe; the preset's cut card moves the
        // simulated one by ≈ +0.04 % (docs/analysis.md): well inside 5 standard errors here.
        QVERIFY2(se > 0.05 && se < 0.5 && std::abs(p - 0.777) < 5 * se,
                 qPrintable(QString("%1 ± %2").arg(p).arg(se)));
        QVERIFY2(sim.text().contains(QLocale().toString(p, 'f', 2)) &&
                     sim.text().contains("\u00b1"),
                 qPrintable(sim.text()));
        QVERIFY2(sim.detail().contains(QLocale().toString(400'000)) &&
                     sim.detail().contains("basic-strategy chart"),
                 qPrintable(sim.detail()));

        // Seed 1: the same rules give the same figure.
        sim.start();
        sim.waitForResult();
        QCOMPARE(*sim.percent(), p);

        // A rename keeps it; another game clears it.
        QVERIFY(ed.setValue("name", "My Blackjack"));
        QVERIFY(sim.ready());
        QVERIFY(ed.setValue("shoe.decks", 2));
        QVERIFY(!sim.ready());
        QCOMPARE(sim.text(), QString("\u2014"));
        // Invalid rules cannot be simulated.
        QVERIFY(ed.setValue("shoe.decks", 0));
        QVERIFY(!sim.canStart());
        sim.start();
        QVERIFY(!sim.running());
    }

    void changingTheRulesStopsAndDropsTheRun() {
        RuleEditor ed;
        SimulatedEdge& sim = *ed.simulatedEdge();
        startLongRun(ed);
        QVERIFY(ed.setValue("shoe.decks", 4));
        sim.waitForResult();
        QVERIFY(!sim.running());
        QVERIFY(!sim.ready()); // that result was for the six-deck game
        QVERIFY(sim.detail().isEmpty());
    }

    void stopKeepsTheRoundsPlayed() {
        RuleEditor ed;
        SimulatedEdge& sim = *ed.simulatedEdge();
        startLongRun(ed);
        sim.stop();
        sim.waitForResult();
        QVERIFY(!sim.running());
        QVERIFY(sim.ready());
        QVERIFY2(sim.detail().contains("(stopped)"), qPrintable(sim.detail()));
        QVERIFY(!sim.detail().contains(QLocale().toString(100'000'000)));
    }

    // Changed Finnish rules have no shipped chart: it is derived first (about 2 s for one deck
    // of 21-24-27), and the detail says which step runs.
    void derivesTheChartFirst() {
        RuleEditor ed;
        QVERIFY(ed.loadPreset("21-24-27"));
        QVERIFY(ed.setValue("shoe.decks", 1));
        QVERIFY(ed.setValue("shoe.cutCard", 40));
        QVERIFY(ed.valid());
        SimulatedEdge& sim = *ed.simulatedEdge();
        sim.setRounds(200'000);
        sim.start();
        QTRY_VERIFY_WITH_TIMEOUT(sim.detail().contains("Deriving the basic-strategy chart"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(sim.detail().startsWith("Simulating") || !sim.running(), 60000);
        sim.waitForResult();
        QVERIFY2(sim.ready() && sim.detail().contains("by the basic-strategy chart"),
                 qPrintable(sim.detail()));
    }

    // Resplits: the exact analysis refuses them (the house edge says why); the simulation plays
    // the chart derived for one split, which resplits.
    void resplitsByTheOneSplitChart() {
        RuleEditor ed;
        QVERIFY(ed.loadPreset("blackjack"));
        QVERIFY(ed.setValue("split.maxHands", 4));
        QVERIFY(ed.valid());
        SimulatedEdge& sim = *ed.simulatedEdge();
        sim.setRounds(200'000);
        sim.start();
        sim.waitForResult();
        QVERIFY2(sim.ready(), qPrintable(sim.detail()));
        QVERIFY2(sim.detail().contains("chart for one split"), qPrintable(sim.detail()));
        QVERIFY(std::abs(*sim.percent() - 0.77) < 5 * *sim.standardErrorPercent());
    }

    // The betting modes: nobody decides; the bet on the player hand is simulated.
    void bettingModeSimulatesThePlayerBet() {
        RuleEditor ed;
        QVERIFY(ed.loadPreset("poker-like"));
        QVERIFY(ed.setValue("wagerMode", "baccarat-like"));
        QVERIFY(ed.setValue("insurance.offered", false)); // nobody decides: no insurance
        QVERIFY(ed.valid());
        SimulatedEdge& sim = *ed.simulatedEdge();
        sim.setRounds(100'000);
        sim.start();
        sim.waitForResult();
        QVERIFY2(sim.ready(), qPrintable(sim.detail()));
        QVERIFY2(sim.detail().contains("bet on the player hand"), qPrintable(sim.detail()));
    }
};

QTEST_GUILESS_MAIN(AppSimulatedEdge)
#include "tst_app_simulated_edge.moc"
