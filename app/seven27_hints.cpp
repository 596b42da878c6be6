#include "seven27_hints.h"

#include "seven27_text.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace f27;

Seven27Hints::Seven27Hints(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<Seven27Suggestion>::finished, this, &Seven27Hints::finished);
}

Seven27Hints::~Seven27Hints() {
    watcher_.waitForFinished();
}

void Seven27Hints::setEnabled(bool on) {
    if (on == enabled_) return;
    enabled_ = on;
    if (!on) clear();
    emit enabledChanged();
}

QString Seven27Hints::move() const {
    return state_ == Ready ? QString::fromLatin1(seven27MoveName(result_.action.move)) : QString();
}

QString Seven27Hints::actionText() const {
    return state_ == Ready ? Seven27Text::action(result_.action) : QString();
}

QString Seven27Hints::reason() const {
    // The engine's sentence, marked for translation with context "f27".
    return state_ == Ready && result_.reason && *result_.reason
               ? QCoreApplication::translate("f27", result_.reason)
               : QString();
}

void Seven27Hints::request(const Seven27View& view) {
    if (!enabled_ || view.toAct != view.seat) return clear();
    ++serial_;
    if (watcher_.isRunning()) { // the newest request runs when the current one ends
        pending_ = view;
        state_ = Computing;
        emit changed();
        return;
    }
    runningSerial_ = serial_;
    state_ = Computing;
    emit changed();
    watcher_.setFuture(QtConcurrent::run([view] { return suggestedSeven27Action(view); }));
}

void Seven27Hints::clear() {
    ++serial_;
    pending_.reset();
    if (state_ == Idle) return;
    state_ = Idle;
    emit changed();
}

void Seven27Hints::finished() {
    if (pending_) {
        const Seven27View next = *pending_;
        pending_.reset();
        runningSerial_ = serial_;
        watcher_.setFuture(QtConcurrent::run([next] { return suggestedSeven27Action(next); }));
        return;
    }
    if (runningSerial_ != serial_) return; // superseded (cleared) meanwhile
    result_ = watcher_.result();
    state_ = result_.legal ? Ready : Idle;
    emit changed();
}

void Seven27Hints::waitForIdle() {
    QElapsedTimer waited;
    waited.start();
    while (state_ == Computing && waited.elapsed() < 30000) {
        watcher_.waitForFinished();
        QCoreApplication::sendPostedEvents(&watcher_);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
}
