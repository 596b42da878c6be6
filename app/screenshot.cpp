#include "screenshot.h"

#include "accessibility_audit.h"
#include "layout_audit.h"

#include "strategy_chart_view.h"
#include "strategy_drill.h"

#include "history.h"
#include "round_recall.h"
#include "rule_editor.h"
#include "seven27_controller.h"
#include "soak_benchmark.h"
#include "table_controller.h"

#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "seven27/seven27_player.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cmath>
#include <cstdio>

// Gives the scene graph a few frames to lay out and load images, then grabs and quits.
void grabWhenRendered(QQuickWindow* window, const ScreenshotRequest& req) {
    QTimer::singleShot(600, window, [window, req] {
        const QString& file = req.file;
        const bool check = req.accessibilityCheck, layout = req.layoutCheck;
        const QImage image = window->grabWindow();
        if (image.isNull() || !image.save(file)) {
            std::fprintf(stderr, "finnish27: could not write the screenshot %s\n",
                         qPrintable(file));
            QGuiApplication::exit(1);
            return;
        }
        const QStringList unnamed =
            check ? unnamedInteractiveItems(window->contentItem()) : QStringList();
        for (const QString& item : unnamed)
            std::fprintf(stderr, "finnish27: no accessible name: %s\n", qPrintable(item));
        const QStringList backwards =
            check ? focusOrderFaults(window->contentItem()) : QStringList();
        for (const QString& step : backwards)
            std::fprintf(stderr, "finnish27: Tab goes back: %s\n", qPrintable(step));
        if (!backwards.isEmpty())
            for (const QString& item : focusChain(window->contentItem()))
                std::fprintf(stderr, "finnish27: Tab order: %s\n", qPrintable(item));
        const QStringList covered =
            layout ? overlappingBlocks(window->contentItem()) : QStringList();
        for (const QString& pair : covered)
            std::fprintf(stderr, "finnish27: overlap: %s\n", qPrintable(pair));
        QGuiApplication::exit(!unnamed.isEmpty() || !backwards.isEmpty() ? 3
                              : !covered.isEmpty()                       ? 4
                                                                         : 0);
    });
}

namespace {

void goBroke(TableController* table) {
    table->setAnimationMs(0);
    table->setStartingBankroll(10);
    for (int rounds = 0; rounds < 200 && !table->outOfMoney(); ++rounds) {
        table->setWager(std::floor(table->bankroll()));
        playDealerMimicRound(table);
    }
}

void advance(TableController* table, ScreenshotPhase phase) {
    if (phase == ScreenshotPhase::Broke) return goBroke(table);
    if (table->betEdges()->betting()) table->betEdges()->waitForResult(); // each bet's edge
    table->setAnimationMs(1000000); // the events are shown by hand below
    table->deal();
    if (phase == ScreenshotPhase::Deal) {
        // Show the initial deal only: stop after the last card of the first deal sequence.
        const f27::Round* r = table->round();
        int initialCards = 0, shownCards = 0;
        for (const f27::Event& e : r->events())
            if (e.type == f27::EventType::Deal && !e.rule.empty()) ++initialCards;
        while (shownCards < initialCards && table->stepAnimation())
            if (r->events()[table->shownEvents() - 1].type == f27::EventType::Deal) ++shownCards;
        return;
    }
    table->skipAnimation();
    // The decision and settled shots show a round in which the player decides: deal on
    // (still reproducibly) past rounds that end without a decision, such as naturals.
    for (int rounds = 1; rounds < 50 && table->phase() == TableController::Settled; ++rounds) {
        table->deal();
        table->skipAnimation();
    }
    if (phase == ScreenshotPhase::Decision) return;
    f27::DealerMimicPolicy policy;
    while (table->round() && !table->round()->isOver()) {
        if (!table->act(QString::fromLatin1(f27::actionName(policy.choose(*table->round())))))
            break;
        table->skipAnimation();
    }
}
// --panel history / progress: a history of its own (main.cpp opens a temporary one). Rounds are
// played at the table — every fourth decision a deliberate stand or hit against the chart, so
// that mistakes show — and kept again as rounds of the past two weeks (without their shoe), so
// that the progress has periods to plot; then today's rounds are played from a second shoe,
// which is left at the end so that its key is revealed and what-ifs may deal from it.
void playRounds(TableController* table, int rounds) {
    f27::DealerMimicPolicy policy;
    int decisions = 0;
    for (int round = 0; round < rounds; ++round) {
        if (!table->deal()) break;
        while (table->round() && !table->round()->isOver()) {
            table->hints()->waitForIdle();
            f27::Action a = policy.choose(*table->round());
            if (++decisions % 4 == 0)
                for (f27::Action other : table->round()->legalActions())
                    if (other != a && (other == f27::Action::Stand || other == f27::Action::Hit)) {
                        a = other;
                        break;
                    }
            if (!table->act(QString::fromLatin1(f27::actionName(a)))) break;
        }
        table->hints()->waitForIdle();
    }
}

void seedHistory(TableController* table) {
    f27::HistoryStore* store = History::instance()->store();
    if (!store) return;
    table->setAnimationMs(0);
    table->setSeatCount(3);
    // A fresh fixed key every 14 rounds, before the cut card: a reshuffle would draw a random one.
    for (char key : {'a', 'b', 'c'}) {
        table->useKey(*f27::ShuffleKey::fromHex(std::string(64, key)));
        playRounds(table, 14);
    }
    const auto played = store->listRounds({}, 0, f27::kMaxHistoryPage);
    std::vector<f27::StoredRound> rounds;
    for (const f27::RoundSummary& r : played)
        if (auto stored = store->round(r.id)) rounds.push_back(std::move(stored).value());
    (void)store->deleteAll();
    auto session = store->beginSession("app");
    if (!session) return;
    const QDateTime today = QDateTime(QDate::currentDate(), QTime(12, 0));
    for (size_t i = 0; i < rounds.size(); ++i) { // 3 a day, oldest first
        const f27::StoredRound& stored = rounds[i];
        f27::FinishedRound f;
        f.sessionId = *session;
        f.rules = stored.rules;
        f.setup = stored.setup;
        f.events = stored.events;
        f.seat = stored.seat;
        for (const f27::StoredDecision& d : stored.decisions)
            if (d.analysis) f.analysis.push_back(*d.analysis);
        f.playedAt = today.addDays(static_cast<qint64>(i / 3) - 14)
                         .addSecs(static_cast<qint64>(i % 3) * 600)
                         .toUTC();
        if (auto id = store->recordRound(f); !id)
            std::fprintf(stderr, "finnish27: %s\n", id.error().c_str());
    }
    (void)store->endSession(*session, {});
    table->useKey(*f27::ShuffleKey::fromHex(std::string(64, 'd')));
    playRounds(table, 12);
    // A new shoe: the one played is finished and its key revealed.
    table->useKey(*f27::ShuffleKey::fromHex(std::string(64, 'e')));
    // The dealer school's answers: every third wrong, the times varied.
    const char* steps[] = {"deal", "forced", "dealer", "payout"};
    const char* drills[] = {"payout", "total", "showdown"};
    for (int i = 0; i < 60; ++i) {
        f27::SchoolAnswer a;
        a.source = i % 2 ? f27::SchoolAnswer::Source::Drill : f27::SchoolAnswer::Source::Step;
        a.kind = i % 2 ? drills[i % 3] : steps[i % 4];
        a.correct = i % 3 != 0;
        a.millis = 1200 + (i * 437) % 3000;
        (void)store->recordAnswer(a);
    }
    History::instance()->touch();
}

// The history page with a round open at its first costly decision, its values and a what-if.
void showHistoryRound(QQuickWindow* window) {
    QCoreApplication::processEvents();
    auto* page = window->findChild<QObject*>("historyPage");
    auto* recall = window->findChild<RoundRecall*>("roundRecall");
    f27::HistoryStore* store = History::instance()->store();
    if (!page || !recall || !store) return;
    const auto rows = store->listRounds({}, 0, 200);
    for (size_t row = 0; row < rows.size(); ++row) {
        if (rows[row].mistakes == 0 ||
            rows[row].playedAt.daysTo(QDateTime::currentDateTimeUtc()) > 0)
            continue;
        QMetaObject::invokeMethod(page, "openRow", Q_ARG(QVariant, static_cast<int>(row)));
        const int decision = recall->nextDecision(-1);
        for (int d = decision; d >= 0; d = recall->nextDecision(d))
            if (recall->mistakeSteps().contains(d)) {
                recall->setStep(d);
                break;
            }
        recall->waitForValues();
        for (const QString& option : recall->options())
            if (option != recall->chosen()) {
                recall->whatIf(option);
                break;
            }
        return;
    }
}
// Runs the event loop until `done` or `ms` pass.
template <typename Done> void waitFor(Done done, int ms) {
    QElapsedTimer waited;
    waited.start();
    while (!done() && waited.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

// --panel chart / drill / yours: the strategy school on the table's rules. The chart with a
// cell focused and valued; the drill after a wrong answer (the costliest option chosen) and a
// few more answers, so that the review lists mistakes; "your chart" after a seeded drill of
// forty answers, one in three wrong.
void showStrategySchool(QQuickWindow* window, const QString& panel) {
    auto* view = window->findChild<StrategyChartView*>();
    auto* drill = window->findChild<StrategyDrill*>();
    if (!view || !drill) return;
    waitFor([&] { return !view->busy(); }, 60000);
    if (panel == "chart") {
        const bool classic = view->classic();
        QVariant focused;
        QMetaObject::invokeMethod(window, "focusChartCell", Q_RETURN_ARG(QVariant, focused),
                                  Q_ARG(QVariant, 0), Q_ARG(QVariant, classic ? 11 : 7),
                                  Q_ARG(QVariant, classic ? 8 : 1));
        waitFor([&] { return !view->detailBusy() && !view->detail().isEmpty(); }, 60000);
        return;
    }
    drill->setSeed(20261128);
    drill->start();
    const int answers = panel == "yours" ? 40 : 6;
    for (int i = 0; i < answers; ++i) {
        waitFor([&] { return drill->state() == QLatin1String("asking"); }, 60000);
        const f27::PracticeQuestion* q = drill->question();
        if (!q) break;
        // The worst option on every third question and on the last one shown, else the best.
        const bool wrong = i % 3 == 0 || i == answers - 1;
        f27::Action chosen = q->best;
        if (wrong)
            for (const f27::ActionValue& v : q->values)
                if (v.ev < q->ev(chosen).value_or(0)) chosen = v.action;
        drill->answer(QString::fromLatin1(f27::actionName(chosen)));
        if (i + 1 < answers) drill->next();
    }
    if (panel == "yours")
        QMetaObject::invokeMethod(window, "openPanel", Q_ARG(QVariant, QStringLiteral("yours")));
}

// --card-theme: the theme the cards are drawn with.
void chooseCardTheme(QQuickWindow* window, const ScreenshotRequest& req) {
    if (!req.cardTheme.isEmpty())
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("cardTheme")),
                                  Q_ARG(QVariant, req.cardTheme));
}

} // namespace

bool takeScreenshot(QQuickWindow* window, TableController* table, const ScreenshotRequest& req) {
    window->resize(req.size);
    window->show();
    chooseCardTheme(window, req);
    table->useKey(*f27::ShuffleKey::fromHex(kScreenshotKey));
    // Set either way: the screenshot settings (test mode) persist between runs.
    QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("hints")),
                              Q_ARG(QVariant, req.hints));
    const bool history = req.panel == "history" || req.panel == "progress";
    if (history)
        seedHistory(table);
    else
        advance(table, req.phase);
    table->hints()->waitForIdle(); // the hint of the decision on show, not "computing"
    if (!req.panel.isEmpty()) {
        QVariant opened;
        QMetaObject::invokeMethod(window, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                  Q_ARG(QVariant, req.panel));
        if (!opened.toBool()) {
            std::fprintf(stderr, "finnish27: no panel \"%s\"\n", qPrintable(req.panel));
            return false;
        }
    }
    if (req.panel == "history") showHistoryRound(window);
    if (req.panel == "chart" || req.panel == "drill" || req.panel == "yours")
        showStrategySchool(window, req.panel);
    // The rule editor's house edge: shown when it is known (the presets: seconds), else as it runs.
    if (req.panel == "rules") {
        if (auto* editor = window->findChild<RuleEditor*>()) {
            QElapsedTimer waited;
            waited.start();
            while (waited.elapsed() < 30000 && editor->houseEdge()->state() != HouseEdge::Ready &&
                   editor->houseEdge()->state() != HouseEdge::Unavailable)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            if (req.simulate) {
                editor->simulatedEdge()->setRounds(1'000'000);
                editor->simulatedEdge()->start();
                while (waited.elapsed() < 60000 && editor->simulatedEdge()->running())
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            }
        }
    }
    grabWhenRendered(window, req);
    return true;
}

// --- Seven Twenty-Seven (--game seven27) ----------------------------------------------------

namespace {
// The human plays the naive baseline (draw below 20, pass or call) until the phase
// asked for; hands that end before it are followed by the next one (still reproducible).
bool reached(const Seven27Controller* game, Seven27ShotPhase phase) {
    const f27::Seven27Hand* hand = game->hand();
    if (!hand) return false;
    if (phase == Seven27ShotPhase::Deal) return game->phase() == Seven27Controller::HumanTurn;
    if (phase == Seven27ShotPhase::Betting)
        return game->phase() == Seven27Controller::HumanTurn &&
               hand->stage() == f27::Seven27Stage::Betting;
    if (game->phase() != Seven27Controller::HandOver) return false;
    for (const f27::Seven27Event& e : hand->events())
        if (e.type == f27::Seven27EventType::Showdown && e.seat == game->humanSeat()) return true;
    return false;
}

void advanceSeven27(Seven27Controller* game, Seven27ShotPhase phase) {
    f27::Seven27NaiveBot human;
    for (int steps = 0; steps < 2000 && !reached(game, phase); ++steps) {
        if (game->phase() == Seven27Controller::HandOver) {
            game->nextHand();
        } else if (game->phase() == Seven27Controller::HumanTurn) {
            const f27::Seven27Action a = human.decide(game->humanView());
            game->act(QString::fromLatin1(f27::seven27MoveName(a.move)),
                      static_cast<int>(a.amount));
        } else {
            break; // the game is over (or stuck): show what there is
        }
    }
}
} // namespace

bool takeSeven27Screenshot(QQuickWindow* window, const ScreenshotRequest& req) {
    window->resize(req.size);
    window->show();
    chooseCardTheme(window, req);
    QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                              Q_ARG(QVariant, QStringLiteral("seven27")));
    auto* game = window->findChild<Seven27Controller*>("seven27");
    if (!game) {
        std::fprintf(stderr, "finnish27: the Seven Twenty-Seven table did not load\n");
        return false;
    }
    game->setBotDelayMs(0);
    game->setBotSeed(727);
    game->setPlayers(6);
    game->hints()->setEnabled(req.hints);
    game->useKey(*f27::ShuffleKey::fromHex(kScreenshotKey));
    if (!req.panel.isEmpty() && req.panel != "settings") {
        std::fprintf(stderr, "finnish27: no panel \"%s\"\n", qPrintable(req.panel));
        return false;
    }
    if (req.panel != "settings") {
        game->newGame();
        advanceSeven27(game, req.seven27Phase);
        game->hints()->waitForIdle();
    } else {
        QObject* page = window->findChild<QObject*>("seven27Page");
        QVariant opened;
        if (page)
            QMetaObject::invokeMethod(page, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                      Q_ARG(QVariant, req.panel));
        if (!opened.toBool()) {
            std::fprintf(stderr, "finnish27: no panel \"%s\"\n", qPrintable(req.panel));
            return false;
        }
    }
    grabWhenRendered(window, req);
    return true;
}
