#include "screenshot.h"

#include "rule_editor.h"
#include "seven27_controller.h"
#include "table_controller.h"

#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "seven27/seven27_player.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

// Gives the scene graph a few frames to lay out and load images, then grabs and quits.
void grabWhenRendered(QQuickWindow* window, const QString& file) {
    QTimer::singleShot(600, window, [window, file] {
        const QImage image = window->grabWindow();
        if (image.isNull() || !image.save(file)) {
            std::fprintf(stderr, "finnish27: could not write the screenshot %s\n",
                         qPrintable(file));
            QGuiApplication::exit(1);
            return;
        }
        QGuiApplication::exit(0);
    });
}

namespace {

void advance(TableController* table, ScreenshotPhase phase) {
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
} // namespace

bool takeScreenshot(QQuickWindow* window, TableController* table, const ScreenshotRequest& req) {
    window->resize(req.size);
    window->show();
    table->useKey(*f27::ShuffleKey::fromHex(kScreenshotKey));
    // Set either way: the screenshot settings (test mode) persist between runs.
    QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("hints")),
                              Q_ARG(QVariant, req.hints));
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
    grabWhenRendered(window, req.file);
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
    grabWhenRendered(window, req.file);
    return true;
}
