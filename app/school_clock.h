// A stopwatch that can be paused: the dealer school times a round and each step only while the
// trainee can act (the page on show, the mode in play).
#pragma once

#include <QElapsedTimer>

class SchoolClock {
public:
    // From zero, running.
    void start() {
        banked_ = 0;
        running_.start();
    }
    void pause() {
        if (!running_.isValid()) return;
        banked_ += running_.elapsed();
        running_.invalidate();
    }
    void resume() {
        if (!running_.isValid()) running_.start();
    }
    bool isRunning() const { return running_.isValid(); }
    qint64 elapsed() const { return banked_ + (running_.isValid() ? running_.elapsed() : 0); }

private:
    qint64 banked_ = 0;
    QElapsedTimer running_;
};
