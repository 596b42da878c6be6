// The rule editor's house edge: computed off the GUI thread only while the
// editor is active, the value of exactRoundEv on the full shoe (Blackjack: 0.776749 %, pinned
// in tst_analysis_cache), kept across a rename, cancelled when the rules change, and refused
// with a translated reason for rules the analysis does not cover.
#include "rule_editor.h"

#include "cards/composition.h"
#include "round_script.h"
#include "rules/rule_set_json.h"
#include "strategy/chart_memo.h"
#include "strategy/strategy_chart_ev.h"
#include "strategy/strategy_derive.h"

#include <QSignalSpy>
#include <QtTest>

class AppHouseEdge : public QObject {
    Q_OBJECT
private slots:
    void init() { f27::forgetCharts(); } // each test derives what it needs (chart_memo.h)
    void blackjackEdgeUnderOptimalPlay() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        QVERIFY(ed.loadPreset("blackjack"));
        QCOMPARE(edge.state(), HouseEdge::Idle); // nothing runs while nobody looks
        QCoreApplication::processEvents();
        QCOMPARE(edge.state(), HouseEdge::Idle);

        edge.setActive(true);
        QVERIFY(edge.computing());
        QSignalSpy progress(&edge, &HouseEdge::progressChanged);
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QVERIFY2(std::abs(edge.optimalPercent() - 0.776749) < 5e-7,
                 qPrintable(QString::number(edge.optimalPercent(), 'f', 9)));
        QCOMPARE(edge.optimalText(), QString("0.78 %"));
        QVERIFY(edge.reason().isEmpty());
        QVERIFY(!edge.basicText().isEmpty());

        // A rename does not change the game: the value stays, nothing is recomputed.
        QVERIFY(ed.setValue("name", "My Blackjack"));
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QCOMPARE(edge.optimalText(), QString("0.78 %"));

        // Invalid rules have no edge.
        QVERIFY(ed.setValue("shoe.decks", 0));
        QVERIFY(!ed.valid());
        QCOMPARE(edge.state(), HouseEdge::Idle);
        QVERIFY(!edge.computing());
    }

    // The Finnish presets' edges finish too (on the editor's one thread, a few seconds each):
    // the values of exactRoundEv on the full six-deck shoe (docs/performance.md).
    void finnishPresetEdges() {
        for (const auto& [preset, percent, text] :
             {std::tuple{"21-24-27", 1.041389442, "1.04 %"},
              std::tuple{"poker-like", 1.397678768, "1.40 %"}}) {
            RuleEditor ed;
            HouseEdge& edge = *ed.houseEdge();
            edge.setDelayMs(0);
            QVERIFY(ed.loadPreset(preset));
            edge.setActive(true);
            edge.waitForResult();
            QCOMPARE(edge.state(), HouseEdge::Ready);
            QVERIFY2(std::abs(edge.optimalPercent() - percent) < 5e-9,
                     qPrintable(QString::number(edge.optimalPercent(), 'f', 12)));
            QCOMPARE(edge.optimalText(), QString(text));
        }
    }

    // The presets' basic-strategy edges are those recorded with their shipped charts.
    void presetsShowTheirChartsEdge() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        for (const char* id : {"blackjack", "poker-like", "21-24-27"}) {
            QVERIFY(ed.loadPreset(id));
            QVERIFY(edge.basicPercent().has_value());
            QVERIFY2(edge.basicText().endsWith(" %"), qPrintable(edge.basicText()));
        }
        QCOMPARE(edge.basicText(), QString("1.04 %")); // 21-24-27: 1.041883 %
    }

    // Changed rules have no shipped chart: after the optimal edge (shown as soon as it is
    // known), the chart is derived and its exact edge is the engine's for those rules (8 decks).
    void changedRulesGetTheirDerivedChartsEdge() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        QVERIFY(ed.loadPreset("blackjack"));
        QVERIFY(ed.setValue("shoe.decks", 8));
        QVERIFY(ed.valid());
        QVERIFY(!edge.basicPercent().has_value());
        edge.setActive(true);
        QVERIFY(edge.computing());
        QCOMPARE(edge.basicText(), QString("computing…"));
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QVERIFY(edge.optimalReady());
        QVERIFY(edge.basicPercent().has_value());

        auto rules = f27::ruleSetFromJson(ed.json().toUtf8());
        QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().c_str());
        const f27::Composition shoe = f27::Composition::fromShoe(rules->shoe);
        auto chart = f27::deriveStrategyChart(*rules, shoe);
        QVERIFY(chart.ok());
        auto ev = f27::chartRoundEv(*rules, *chart, shoe);
        QVERIFY(ev.ok());
        QVERIFY2(std::abs(*edge.basicPercent() + 100 * *ev) < 1e-9,
                 qPrintable(QString::number(*edge.basicPercent(), 'f', 12)));
        QVERIFY(*edge.basicPercent() >= edge.optimalPercent() - 1e-9);
        QCOMPARE(edge.basicText(), QString::number(*edge.basicPercent(), 'f', 2) + " %");
    }

    // The optimal edge shows while the chart is still being derived (poker-like, 8 decks: the
    // derivation takes several seconds on the editor's one thread).
    void theOptimalEdgeShowsBeforeTheChartsEdge() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        QVERIFY(ed.loadPreset("poker-like"));
        QVERIFY(ed.setValue("shoe.decks", 8));
        edge.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(edge.optimalReady(), 120000);
        QCOMPARE(edge.state(), HouseEdge::Computing);
        QVERIFY(edge.optimalText().endsWith(" %"));
        QVERIFY(!edge.optimalText().startsWith("computing"));
        QCOMPARE(edge.basicText(), QString("computing…"));
        edge.setActive(false); // closing the editor stops the derivation
        QTRY_VERIFY_WITH_TIMEOUT(!edge.computing(), 30000);
    }

    // A running analysis (the poker-like preset takes seconds) is cancelled by a change of
    // rules and the new rules are analysed instead.
    void aChangeOfRulesCancelsTheRunningAnalysis() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        edge.setActive(true);
        QVERIFY(ed.loadPreset("poker-like"));
        QTRY_COMPARE(edge.state(), HouseEdge::Computing);
        QTest::qWait(300);
        QCOMPARE(edge.state(), HouseEdge::Computing);
        QVERIFY(edge.optimalText().startsWith("computing"));
        QVERIFY(ed.loadPreset("blackjack"));
        QVERIFY(edge.computing()); // waiting for the poker-like run to stop
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QCOMPARE(edge.optimalText(), QString("0.78 %"));
    }

    void closingTheEditorStopsTheAnalysis() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        edge.setActive(true);
        // Poker-like: the analysis polls the cancel flag between initial deals, a few seconds
        // apart under load here (on 21-24-27 one deal can take tens of seconds).
        QVERIFY(ed.loadPreset("poker-like"));
        QTRY_COMPARE(edge.state(), HouseEdge::Computing);
        edge.setActive(false);
        QTRY_VERIFY_WITH_TIMEOUT(!edge.computing(), 25000);
        QCOMPARE(edge.state(), HouseEdge::Idle);
    }

    // The betting modes (nobody decides): the bet on the player hand's edge, then the other
    // bets' in place of the chart's — each exactRoundEv of its bet.
    void bettingModesShowEachBetsEdge() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        edge.setActive(true);
        const f27::RuleSet blackjack = f27::test::preset("blackjack");
        QVERIFY(
            ed.setJson(QString::fromUtf8(f27::ruleSetToJson(f27::test::bettingCopy(blackjack)))));
        QVERIFY2(ed.valid(), qPrintable(ed.problemAt("", true)));
        QVERIFY(edge.betting());
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        auto rules = f27::ruleSetFromJson(ed.json().toUtf8());
        QVERIFY(rules.ok());
        const f27::Composition shoe = f27::Composition::fromShoe(rules->shoe);
        f27::ExactOptions bet;
        for (auto [side, shown] :
             {std::pair{f27::BetSide::Player, std::optional<double>(edge.optimalPercent())},
              std::pair{f27::BetSide::Dealer, edge.dealerBetPercent()},
              std::pair{f27::BetSide::Stalemate, edge.stalemateBetPercent()}}) {
            bet.bet = side;
            auto ev = f27::exactRoundEv(*rules, shoe, bet);
            QVERIFY(ev.ok() && shown.has_value());
            QVERIFY2(std::abs(*shown + 100 * *ev) < 1e-9, qPrintable(QString::number(*shown)));
        }
        QVERIFY2(edge.basicText().startsWith("dealer hand "), qPrintable(edge.basicText()));
        QVERIFY(edge.reason().isEmpty());

        const f27::RuleSet slot = f27::test::bettingCopy(blackjack, f27::WagerMode::Slot);
        QVERIFY(ed.setJson(QString::fromUtf8(f27::ruleSetToJson(slot)))); // one bet
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QVERIFY(!edge.dealerBetPercent());
        QVERIFY2(edge.basicText().contains("one bet"), qPrintable(edge.basicText()));
    }

    // Resplits to four hands: both edges exact (the chart's as it resplits), as the engine
    // gives them.
    void resplitsAreAnalysed() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        edge.setActive(true);
        QVERIFY(ed.loadPreset("blackjack"));
        QVERIFY(ed.setValue("split.maxHands", 4));
        QVERIFY2(ed.valid(), qPrintable(ed.problemAt("", true)));
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Ready);
        QCOMPARE(edge.optimalText(), QString("0.74 %"));
        auto rules = f27::ruleSetFromJson(ed.json().toUtf8());
        QVERIFY(rules.ok());
        auto ev = f27::exactRoundEv(*rules, f27::Composition::fromShoe(rules->shoe));
        QVERIFY(ev.ok());
        QVERIFY2(std::abs(edge.optimalPercent() + 100 * *ev) < 1e-9,
                 qPrintable(QString::number(edge.optimalPercent())));
        QVERIFY(edge.basicPercent().has_value());
        QVERIFY2(*edge.basicPercent() >= edge.optimalPercent() - 1e-9 &&
                     *edge.basicPercent() < edge.optimalPercent() + 0.01,
                 qPrintable(QString::number(*edge.basicPercent())));
    }

    void rulesTheAnalysisDoesNotCoverSayWhy() {
        RuleEditor ed;
        HouseEdge& edge = *ed.houseEdge();
        edge.setDelayMs(0);
        edge.setActive(true);
        QVERIFY(ed.loadPreset("blackjack"));
        // One deck of Aces and Twos (8 cards): a round may run out of cards, which the analysis
        // does not model.
        QVERIFY(ed.setValue("shoe.decks", 1));
        QVERIFY(ed.setValue("shoe.removedRanks",
                            QStringList{"3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}));
        QVERIFY(ed.setValue("shoe.cutCard", 4));
        QVERIFY2(ed.valid(), qPrintable(ed.problemAt("", true)));
        edge.waitForResult();
        QCOMPARE(edge.state(), HouseEdge::Unavailable);
        QCOMPARE(edge.reason(), QString("Too few cards are left in the shoe for the analysis."));
        QCOMPARE(edge.optimalText(), QString::fromUtf8("\u2014"));
    }
};

QTEST_MAIN(AppHouseEdge)
#include "tst_app_house_edge.moc"
