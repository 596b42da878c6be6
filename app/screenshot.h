// `finnish27 --screenshot FILE.png`: renders the table at one point of a seeded round and
// writes it (docs, tests). The round is reproducible: a fixed shoe key, no animation.
#pragma once

#include <QSize>
#include <QString>

class QQuickWindow;
class TableController;

enum class ScreenshotPhase { Deal, Decision, Settled };

struct ScreenshotRequest {
    QString file;
    QSize size{1280, 800};
    ScreenshotPhase phase = ScreenshotPhase::Decision;
    QString panel; // a panel opened over the table ("fairness", "settings", "stats", "rules")
};

// Drives `table` to the requested point, then grabs `window` into the file once a frame has
// been rendered and quits the application with 0 (written) or 1 (failed, message on stderr).
void takeScreenshot(QQuickWindow* window, TableController* table, const ScreenshotRequest& req);
