#include "screenshot.h"

#include "table_controller.h"

#include "fair_shuffle.h"
#include "policy.h"

#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace {
// The screenshot shoe: a fixed key, so every run shows the same round.
constexpr const char* kScreenshotKey =
    "f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f";

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

void takeScreenshot(QQuickWindow* window, TableController* table, const ScreenshotRequest& req) {
    window->resize(req.size);
    window->show();
    table->useKey(*f27::ShuffleKey::fromHex(kScreenshotKey));
    advance(table, req.phase);
    if (!req.panel.isEmpty()) {
        QVariant opened;
        QMetaObject::invokeMethod(window, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                  Q_ARG(QVariant, req.panel));
        if (!opened.toBool()) {
            std::fprintf(stderr, "finnish27: no panel \"%s\"\n", qPrintable(req.panel));
            QGuiApplication::exit(2);
            return;
        }
    }
    // Give the scene graph a few frames to lay out and load images before grabbing.
    QTimer::singleShot(600, window, [window, req] {
        const QImage image = window->grabWindow();
        if (image.isNull() || !image.save(req.file)) {
            std::fprintf(stderr, "finnish27: could not write the screenshot %s\n",
                         qPrintable(req.file));
            QGuiApplication::exit(1);
            return;
        }
        QGuiApplication::exit(0);
    });
}
