// Strategy hints through the table's adapter, with stacked Blackjack shoes:
// the values shown are exactActionValues for the same state and the cards the player has not
// seen; the best action is flagged; a deliberate mistake is recorded with its exact EV cost;
// a decision made before its values arrive is still judged; the session's accuracy counts;
// hints say why they are unavailable at a table with bot seats.
#include "analysis_text.h"
#include "table_controller.h"

#include "exact/exact_ev.h"
#include "round_script.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QtTest>

using namespace f27;

namespace {
// The reference: the full shoe less the cards the player saw (the hole card stays unseen).
Composition unseenGiven(const RuleSet& rules, const std::string& seen) {
    Composition c = Composition::fromShoe(rules.shoe);
    for (Card card : test::cards(seen))
        c.removeCard(card);
    return c;
}

const ActionValue& bestOf(const std::vector<ActionValue>& values) {
    const ActionValue* best = &values.front();
    for (const ActionValue& v : values)
        if (v.ev > best->ev) best = &v;
    return *best;
}

double evOf(const std::vector<ActionValue>& values, Action a) {
    for (const ActionValue& v : values)
        if (v.action == a) return v.ev;
    return std::nan("");
}
} // namespace

class AppHints : public QObject {
    Q_OBJECT
private slots:
    void hintsEqualTheExactAnalysisAndMistakesAreCounted() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(10);
        StrategyHints& hints = *t.hints();
        hints.setEnabled(false);
        hints.setMistakeWarnings(true);
        // Round 1: 16 against a 10 (hole 7). Round 2: 11 against a 6, double draws a 10, the
        // dealer's 16 draws a 10 and busts.
        t.useStackedShoe(test::cards("10S 10H 6S 7D  6C 6H 5S 10D 10C 10H"));
        const RuleSet rules = test::preset("blackjack");

        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Decision);
        hints.waitForIdle();
        QCOMPARE(hints.state(), StrategyHints::Ready);
        QCOMPARE(t.unseenByPlayer(), unseenGiven(rules, "10S 10H 6S"));
        auto expected = exactActionValues(*t.round(), unseenGiven(rules, "10S 10H 6S"));
        QVERIFY2(expected, expected ? "" : expected.error().c_str());
        QCOMPARE(static_cast<int>(hints.actionValues().size()), static_cast<int>(expected->size()));
        const QList<ActionHint> shown = hints.values();
        QCOMPARE(shown.size(), static_cast<int>(expected->size()));
        QMap<QString, double> evs;
        for (qsizetype i = 0; i < shown.size(); ++i) {
            const ActionValue& v = (*expected)[std::size_t(i)];
            QCOMPARE(shown[i].action, QString::fromLatin1(actionName(v.action)));
            QCOMPARE(shown[i].ev, v.ev); // the same computation, bit for bit
            QCOMPARE(shown[i].evText, AnalysisText::ev(v.ev));
            evs[shown[i].action] = shown[i].ev;
        }
        // Surrender (-0.5) is best with 16 against a 10 in this shoe; standing is worse.
        QCOMPARE(hints.best(), QString::fromLatin1(actionName(bestOf(*expected).action)));
        QCOMPARE(hints.best(), QString("surrender"));
        QCOMPARE(evs["surrender"], -0.5);
        { // as the action bar reads them
            QQmlEngine engine;
            engine.rootContext()->setContextProperty("hints", &hints);
            QQmlExpression find(engine.rootContext(), nullptr,
                                "hints.values.find(h => h.action === \"surrender\").evText");
            QCOMPARE(find.evaluate().toString(), AnalysisText::ev(-0.5));
        }
        QVERIFY(hints.summary().contains("Surrender"));

        const double standEv = evOf(*expected, Action::Stand);
        const double bestEv = bestOf(*expected).ev;
        QVERIFY(bestEv - standEv > 0.01);
        QVERIFY(t.act("stand")); // the deliberate mistake
        QCOMPARE(t.stats()->decisions(), 1);
        QCOMPARE(t.stats()->mistakes(), 1);
        QCOMPARE(t.stats()->evLost(), (bestEv - standEv) * 10);
        QCOMPARE(t.stats()->expectedNet(), standEv * 10);
        QVERIFY2(hints.warning().contains(AnalysisText::cost((bestEv - standEv) * 10)),
                 qPrintable(hints.warning()));
        QCOMPARE(hints.state(), StrategyHints::Idle); // the decision is no longer in play
        QCOMPARE(t.phase(), TableController::Settled);

        // Round 2: the decision is made before its values arrive; it is judged when they do.
        QVERIFY(t.deal());
        QVERIFY(hints.warning().isEmpty()); // a new round clears the old warning
        QCOMPARE(t.phase(), TableController::Decision);
        QCOMPARE(hints.state(), StrategyHints::Computing); // no event processed yet
        const Round before = *t.round();
        QVERIFY(t.act("double"));
        hints.waitForIdle();
        auto second = exactActionValues(before, unseenGiven(rules, "10S 10H 6S 7D 6C 6H 5S"));
        QVERIFY(second);
        QCOMPARE(bestOf(*second).action, Action::Double);
        QCOMPARE(t.stats()->decisions(), 2);
        QCOMPARE(t.stats()->mistakes(), 1);
        QCOMPARE(t.stats()->accuracy(), 0.5);
        QCOMPARE(t.stats()->evLost(), (bestEv - standEv) * 10);
        QCOMPARE(t.stats()->expectedNet(), standEv * 10 + evOf(*second, Action::Double) * 10);
        QVERIFY(hints.warning().isEmpty());
        QCOMPARE(hints.state(), StrategyHints::Idle);
    }

    // Two decisions in one round: the first one's value counts the rest of the round played
    // best, so the expected result is its EV less the later mistake's cost (not a sum of EVs).
    void theExpectedResultCountsARoundOnce() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(10);
        // 8 against a 10 (hole 7): hit draws a 4 (12), then a stand against the 10.
        t.useStackedShoe(test::cards("3S 10H 5C 7D 4C"));
        const RuleSet rules = test::preset("blackjack");
        QVERIFY(t.deal());
        const Round first = *t.round();
        QVERIFY(t.act("hit"));
        QCOMPARE(t.phase(), TableController::Decision);
        const Round second = *t.round();
        QVERIFY(t.act("stand"));
        t.hints()->waitForIdle();
        QCOMPARE(t.phase(), TableController::Settled);
        auto a = exactActionValues(first, unseenGiven(rules, "3S 10H 5C"));
        auto b = exactActionValues(second, unseenGiven(rules, "3S 10H 5C 4C"));
        QVERIFY(a && b);
        QCOMPARE(bestOf(*a).action, Action::Hit);
        QCOMPARE(bestOf(*b).action, Action::Hit); // standing on 12 against a 10 is a mistake
        const double cost = (bestOf(*b).ev - evOf(*b, Action::Stand)) * 10;
        QCOMPARE(t.stats()->decisions(), 2);
        QCOMPARE(t.stats()->mistakes(), 1);
        QCOMPARE(t.stats()->evLost(), cost);
        QCOMPARE(t.stats()->expectedNet(), evOf(*a, Action::Hit) * 10 - cost);
    }

    void withHintsOnNoWarningIsGivenButTheDecisionCounts() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(2);
        t.hints()->setEnabled(true);
        t.useStackedShoe(test::cards("10S 10H 6S 7D"));
        QVERIFY(t.deal());
        t.hints()->waitForIdle();
        QVERIFY(t.act("stand"));
        QCOMPARE(t.stats()->mistakes(), 1);
        QVERIFY(t.hints()->warning().isEmpty());
    }

    // With computer seats at the table the human's decisions are analysed too: the other
    // seats' cards are seen cards (tst_exact_multiseat proves the method exact).
    void hintsAtATableWithComputerSeats() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(3);
        t.hints()->setEnabled(true);
        int judged = 0;
        for (int round = 0; round < 10 && judged == 0; ++round) {
            QVERIFY(t.deal());
            // Insurance comes up whenever the random shoe shows the dealer an Ace.
            while (t.phase() == TableController::Decision ||
                   t.phase() == TableController::Insurance) {
                t.hints()->waitForIdle();
                QCOMPARE(t.hints()->state(), StrategyHints::Ready);
                QVERIFY(t.hints()->unavailableReason().isEmpty());
                QVERIFY(!t.hints()->values().isEmpty());
                QVERIFY(
                    t.act(t.phase() == TableController::Insurance ? "decline-insurance" : "stand"));
                ++judged;
            }
        }
        QVERIFY(judged > 0);
        QCOMPARE(t.stats()->decisions(), judged);
    }

    void unknownEngineRefusalsAreShownAsWorded() {
        QVERIFY(AnalysisText::whyUnavailable("something new").contains("something new"));
        QVERIFY(AnalysisText::whyUnavailable("the exact analysis covers the standard wager mode "
                                             "only")
                    .contains("wager mode"));
        QVERIFY(AnalysisText::whyUnavailable(
                    "the cards may run out during the round: playing it may take up to 9 more "
                    "cards and 8 are left (a table shuffles a new shoe then, which the analysis "
                    "does not model)")
                    .startsWith("The cards could run out during a round"));
        QVERIFY(AnalysisText::whyUnavailable(
                    "the unseen cards run out before the dealer's hand is complete")
                    .startsWith("Too few cards"));
        QCOMPARE(AnalysisText::ev(-0.5), QString::fromUtf8("\u22120.500"));
        QCOMPARE(AnalysisText::ev(0.1234), QString("+0.123"));
        QCOMPARE(AnalysisText::ev(-0.0001), QString("0.000"));
    }
};

QTEST_MAIN(AppHints)
#include "tst_app_hints.moc"
