// `finnish27 --screenshot FILE.png`: renders the table at one point of a seeded round and
// writes it (docs, tests). The round is reproducible: a fixed shoe key, no animation.
#pragma once

#include <QSize>
#include <QString>

class QQuickWindow;
class TableController;

// Broke: rounds bet the whole bankroll (from 10) until it is gone, and the table is out of money.
enum class ScreenshotPhase { Deal, Decision, Settled, Broke };
// Seven Twenty-Seven (--game seven27): the first offer after the deal, the human's first
// betting decision, and a hand's showdown.
enum class Seven27ShotPhase { Deal, Betting, Showdown };
// The dealer school (--game school): running the table (--mode procedure) at its start, with a
// wrong deal, a missed forced play or a wrong payout just caught, or over; spotting errors
// (--mode spot) with a step on show, with an error just caught, or over.
enum class SchoolShotMode { Procedure, Spot, Drills, Progress };
enum class SchoolShotPhase { Start, Deal, Forced, Payout, Over, Watch, Catch, Question, Feedback };

struct ScreenshotRequest {
    QString file;
    QSize size{1280, 800};
    ScreenshotPhase phase = ScreenshotPhase::Decision;
    QString panel;      // a panel opened over the table ("fairness", "settings", "stats", "rules")
    bool hints = false; // strategy hints on (the settings' toggle)
    QString cardTheme;  // the card theme chosen ("" the default)
    bool simulate = false; // with panel "rules": the editor's simulation run first (1 M rounds)
    Seven27ShotPhase seven27Phase = Seven27ShotPhase::Betting; // with --game seven27
    SchoolShotMode schoolMode = SchoolShotMode::Procedure;     // with --game school
    SchoolShotPhase schoolPhase = SchoolShotPhase::Forced;
    QString rules; // with --game school: the rule set ("" the school's default)
    int seats = 0; // with --game school: the seats (0: the school's default)
    // --accessibility-check: after the grab, the screen's interactive items and cards without
    // an accessible name are listed on stderr, and the exit status is 3 if there is any.
    bool accessibilityCheck = false;
    // --layout-check: after the grab, the blocks that cover each other (layout_audit.h) are
    // listed on stderr, and the exit status is 4 if there is any.
    bool layoutCheck = false;
};

// The screenshot shoes: a fixed key, so every run shows the same rounds.
inline constexpr const char* kScreenshotKey =
    "f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f";

// Grabs `window` into the request's file once a frame has been rendered and quits the
// application with 0 (written) or 1 (failed, message on stderr); with its checks, 3 when the
// accessibility walk (accessibility_audit.h) finds an unnamed item, else 4 when the layout walk
// (layout_audit.h) finds blocks covering each other.
void grabWhenRendered(QQuickWindow* window, const ScreenshotRequest& req);

// Drives `table` to the requested point, then grabs `window` into the file once a frame has
// been rendered and quits the application with 0 (written) or 1 (failed, message on stderr).
// Called before the event loop runs: a request it cannot start (no such panel) returns false,
// the message on stderr, and the caller exits.
bool takeScreenshot(QQuickWindow* window, TableController* table, const ScreenshotRequest& req);
// The same for the Seven Twenty-Seven table (a seeded game, bots without delay); the panel
// may be "settings" (the table settings dialog).
bool takeSeven27Screenshot(QQuickWindow* window, const ScreenshotRequest& req);
// The same for the dealer school (a fixed key and seed); the panel may be "keys".
bool takeSchoolScreenshot(QQuickWindow* window, const ScreenshotRequest& req);
