#include "school_spotter.h"

#include "school_text.h"

#include <algorithm>

using namespace f27;

namespace {
// How many animation steps a dealer's step stays on show, by tempo.
int tempoFactor(const QString& tempo) {
    if (tempo == "slow") return 8;
    if (tempo == "fast") return 3;
    return 5;
}
// The floor of the animation speed: with the table's animation off, steps still stay readable.
constexpr int kMinAnimationMs = 200;
} // namespace

SchoolSpotter::SchoolSpotter(QObject* parent) : QObject(parent) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] { respond(false); });
    connect(&view_, &SchoolTableView::cue, this, &SchoolSpotter::cue);
}

SchoolSpotter::~SchoolSpotter() = default;

QString SchoolSpotter::shownText() const {
    return shown_ ? SchoolText::step(shown_->step) : QString();
}

QString SchoolSpotter::shownStep() const {
    return shown_ ? SchoolText::stepCode(shown_->step) : QString();
}

int SchoolSpotter::shownSeat() const {
    return shown_ ? shown_->step.seat : -1;
}

int SchoolSpotter::shownHand() const {
    if (!shown_) return -1;
    const StepKind k = shown_->step.kind;
    const bool handStep =
        k == StepKind::Deal || k == StepKind::Declare || k == StepKind::SettleHand;
    return handStep && shown_->step.seat >= 0 ? shown_->step.hand : -1;
}

int SchoolSpotter::stepMs() const {
    return std::max(animationMs_, kMinAnimationMs) * tempoFactor(tempo_);
}

void SchoolSpotter::setAnimationMs(int ms) {
    ms = std::max(0, ms);
    if (ms == animationMs_) return;
    animationMs_ = ms;
    emit tempoChanged();
}

void SchoolSpotter::setTempo(const QString& tempo) {
    const QString t = tempo == "slow" || tempo == "fast" ? tempo : QStringLiteral("normal");
    if (t == tempo_) return;
    tempo_ = t;
    emit tempoChanged();
}

void SchoolSpotter::setErrorPercent(int percent) {
    percent = std::clamp(percent, 0, 100);
    if (percent == errorPercent_) return;
    errorPercent_ = percent;
    emit errorRateChanged();
}

SchoolVerdict SchoolSpotter::result() const {
    return last_ ? SchoolVerdict::of(last_->shown, last_->result, last_->verdict) : SchoolVerdict{};
}

int SchoolSpotter::roundCatches() const {
    return spotting_ ? spotting_->tally().catches : 0;
}

int SchoolSpotter::roundErrorsShown() const {
    return spotting_ ? spotting_->tally().errorsShown() : 0;
}

int SchoolSpotter::roundFalseAlarms() const {
    return spotting_ ? spotting_->tally().falseAlarms : 0;
}

void SchoolSpotter::reset(const RuleSet& rules, int seatCount) {
    timer_.stop();
    spotting_.reset();
    shown_.reset();
    last_.reset();
    view_.setRules(rules);
    view_.clear(seatCount);
    setState(Idle);
    emit shownChanged();
    emit resultChanged();
    emit tallyChanged();
}

void SchoolSpotter::begin(DealerProcedure procedure, std::uint64_t seed, const RuleSet& rules,
                          int seatCount) {
    timer_.stop();
    view_.setRules(rules);
    view_.startRound(seatCount);
    spotting_.emplace(std::move(procedure), errorPercent_ / 100.0, seed);
    view_.showUpTo(spotting_->procedure().round(), spotting_->procedure().eventsDone());
    last_.reset();
    emit resultChanged();
    emit tallyChanged();
    setState(Watching);
    showNext();
}

void SchoolSpotter::setActive(bool active) {
    if (active == active_) return;
    active_ = active;
    if (!active_ && state_ == Watching) {
        timer_.stop();
        setState(Paused);
    }
}

void SchoolSpotter::showNext() {
    if (!spotting_ || spotting_->isOver()) return;
    shown_ = spotting_->show();
    ++shownSerial_;
    shownFor_.start();
    emit shownChanged();
    if (state_ == Watching && active_) timer_.start(stepMs());
}

void SchoolSpotter::respond(bool stopped) {
    if (!spotting_ || !shown_ || (state_ != Watching && state_ != Paused)) return;
    timer_.stop();
    const int ms = shownFor_.isValid() ? static_cast<int>(shownFor_.elapsed()) : 0;
    const ShownStep shown = *shown_;
    // The judge's word on the step shown: an error is reported with the rule it breaks.
    const StepVerdict verdict = spotting_->procedure().judge(shown.step, ms);
    const SpotResult r = spotting_->respond(stopped, ms);
    shown_.reset();
    switch (r) {
    case SpotResult::Catch:
        ++session_.catches;
        break;
    case SpotResult::Miss:
        ++session_.misses;
        break;
    case SpotResult::FalseAlarm:
        ++session_.falseAlarms;
        break;
    case SpotResult::Pass:
        ++session_.passes;
        break;
    }
    view_.showUpTo(spotting_->procedure().round(), spotting_->procedure().eventsDone());
    static const char* const kNames[] = {"catch", "miss", "false-alarm", "pass"};
    emit answered(QString::fromLatin1(kNames[static_cast<int>(r)]));
    if (r != SpotResult::Pass) {
        last_ = LastResult{shown, r, verdict};
        const SchoolVerdict v = result();
        const QString kind =
            r == SpotResult::Catch ? QStringLiteral("catch") : QStringLiteral("error");
        view_.note(
            [v] {
                if (v.kind == "catch")
                    return SchoolText::tr("✓ Stopped: %1. Right: %2.").arg(v.doneStep, v.rightStep);
                if (v.kind == "miss")
                    return SchoolText::tr("✗ Missed: %1. Right: %2.").arg(v.doneStep, v.rightStep);
                return SchoolText::tr("✗ False alarm: %1 was right.").arg(v.doneStep);
            },
            v.rule, kind);
        emit resultChanged();
        emit cue(r == SpotResult::Catch ? "win" : "loss");
    }
    emit shownChanged();
    emit tallyChanged();
    if (spotting_->isOver()) {
        const SpotTally t = spotting_->tally();
        view_.note(
            [t] {
                return SchoolText::tr("Round over: %1 of %2 errors caught, %3 false alarms.")
                    .arg(t.catches)
                    .arg(t.errorsShown())
                    .arg(t.falseAlarms);
            },
            {}, "round");
        setState(Over);
        emit roundOver();
        return;
    }
    if (r != SpotResult::Pass) {
        setState(Judged); // the explanation stays until the trainee watches on (resume())
        return;
    }
    showNext();
}

bool SchoolSpotter::stop() {
    if (!shown_ || (state_ != Watching && state_ != Paused)) return false;
    respond(true);
    return true;
}

bool SchoolSpotter::letPass() {
    if (!shown_ || (state_ != Watching && state_ != Paused)) return false;
    respond(false);
    return true;
}

void SchoolSpotter::togglePause() {
    if (state_ == Watching) {
        timer_.stop();
        setState(Paused);
    } else {
        resume();
    }
}

void SchoolSpotter::resume() {
    if (state_ != Paused && state_ != Judged) return;
    setState(Watching);
    if (!shown_) {
        showNext();
        return;
    }
    // The step on show gets its whole time again.
    shownFor_.start();
    ++shownSerial_;
    emit shownChanged();
    if (active_) timer_.start(stepMs());
}

void SchoolSpotter::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

void SchoolSpotter::retranslate() {
    view_.retranslate();
    emit shownChanged();
    emit resultChanged();
}
