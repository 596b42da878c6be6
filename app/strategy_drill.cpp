#include "strategy_drill.h"

#include "history.h"
#include "practice_text.h"
#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "store/history_store.h"
#include "strategy/shipped_chart.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <set>

using namespace f27;

namespace {

QString number(double v) {
    return QLocale().toString(v, 'f', 3);
}

const PlayerHand& handAsked(const Round& r) {
    const SeatState& seat = r.seats()[0];
    const int hand = r.phase() == Phase::Decision ? std::max(0, r.handToAct()) : 0;
    return seat.hands[static_cast<size_t>(hand)];
}

} // namespace

StrategyDrill::StrategyDrill(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<Prepared>::finished, this, &StrategyDrill::prepared);
    speedTimer_.setInterval(1000);
    connect(&speedTimer_, &QTimer::timeout, this, &StrategyDrill::tick);
}

StrategyDrill::~StrategyDrill() {
    watcher_.waitForFinished();
}

void StrategyDrill::setRules(const QString& source) {
    if (source == rulesSource_) return;
    rulesSource_ = source;
    emit rulesChanged();
    session_.reset();
    question_.reset();
    verdict_.reset();
    ready_.reset();
    auto rules = loadRules(source.toStdString());
    rules_.reset();
    error_.clear();
    if (rules)
        rules_ = *rules;
    else
        error_ = tr("These rules cannot be read: %1").arg(QString::fromStdString(rules.error()));
    speedTimer_.stop();
    setState(QStringLiteral("idle"));
    emit questionChanged();
}

void StrategyDrill::setHistory(History* history) {
    if (history == history_) return;
    history_ = history;
    emit historyChanged();
}

QString StrategyDrill::mode() const {
    return QString::fromLatin1(practiceModeName(mode_));
}

void StrategyDrill::setMode(const QString& mode) {
    auto m = parsePracticeMode(mode.toStdString());
    if (!m || *m == mode_) return;
    mode_ = *m;
    emit modeChanged();
    if (state_ != QLatin1String("idle")) start();
}

QStringList StrategyDrill::modes() const {
    QStringList out;
    for (int i = 0; i < kPracticeModeCount; ++i)
        out << QString::fromLatin1(practiceModeName(static_cast<PracticeMode>(i)));
    return out;
}

QStringList StrategyDrill::modeLabels() const {
    return {tr("All decisions"),   tr("Soft hands"), tr("Pairs"),
            tr("3 cards or more"), tr("Insurance"),  tr("Exceptions to the chart")};
}

QString StrategyDrill::cellsCaption() const {
    if (cells_.isEmpty()) return {};
    QStringList captions;
    for (const QString& c : cells_)
        captions << practiceCellCaption(c);
    return tr("Only: %1").arg(captions.join(QStringLiteral("; ")));
}

void StrategyDrill::setState(const QString& s) {
    state_ = s;
    emit stateChanged();
}

void StrategyDrill::start() {
    if (!rules_) {
        setState(QStringLiteral("idle"));
        return;
    }
    session_.reset();
    question_.reset();
    verdict_.reset();
    ready_.reset();
    error_.clear();
    answered_ = rightCount_ = speedAnswered_ = 0;
    evLost_ = 0;
    mistakes_.clear();
    secondsLeft_ = kSpeedSeconds;
    speedTimer_.stop();
    speedClock_.invalidate();
    emit tallyChanged();
    emit speedChanged();
    emit questionChanged();
    // The session is made in the worker: a custom rule set's chart is derived there first.
    PracticeRecord record;
    if (history_ && history_->store())
        if (auto r = history_->store()->practiceRecord(*rules_)) record = std::move(r).value();
    const RuleSet rules = *rules_;
    const PracticeMode mode = mode_;
    std::set<std::string> cells;
    for (const QString& c : cells_)
        cells.insert(c.toStdString());
    const std::uint64_t seed =
        fixedSeed_ != 0 ? fixedSeed_ : QRandomGenerator::global()->generate64();
    auto slot = std::make_shared<std::shared_ptr<PracticeSession>>();
    wantNext_ = true;
    setState(QStringLiteral("waiting"));
    watcher_.setFuture(QtConcurrent::run([rules, mode, cells, seed, record, slot]() -> Prepared {
        auto chart = shippedOrDerivedChart(rules, ChartOptions{});
        if (!chart) return fail(chart.error());
        auto session = PracticeSession::create(rules, chart->chart, mode, seed, record);
        if (!session) return fail(session.error());
        *slot = std::make_shared<PracticeSession>(std::move(session).value());
        (*slot)->restrictTo(cells);
        return (*slot)->next();
    }));
    // The session is kept once the worker made it (prepared() runs after the lambda ends).
    pendingSlot_ = slot;
}

void StrategyDrill::prepare() {
    if (!session_) return;
    auto session = session_;
    pendingSlot_.reset();
    watcher_.setFuture(QtConcurrent::run([session]() -> Prepared { return session->next(); }));
}

void StrategyDrill::prepared() {
    Prepared result = watcher_.result();
    if (pendingSlot_) {
        session_ = *pendingSlot_;
        pendingSlot_.reset();
    }
    if (!result) {
        error_ = QString::fromStdString(result.error());
        speedTimer_.stop();
        setState(QStringLiteral("idle"));
        return;
    }
    if (wantNext_) {
        wantNext_ = false;
        show(std::move(result).value());
    } else {
        ready_ = std::move(result);
    }
}

void StrategyDrill::show(PracticeQuestion q) {
    question_ = std::move(q);
    verdict_.reset();
    asked_.start();
    if (speed_ && !speedClock_.isValid()) {
        speedClock_.start();
        speedTimer_.start();
    }
    emit questionChanged();
    setState(QStringLiteral("asking"));
}

void StrategyDrill::answer(const QString& action) {
    if (state_ != QLatin1String("asking") || !question_ || !session_) return;
    auto a = parseAction(action.toStdString());
    if (!a || !question_->ev(*a)) return;
    chosen_ = *a;
    verdict_ = session_->answer(*question_, *a);
    record(*verdict_, *a);
    setState(QStringLiteral("answered"));
    if (speed_ && secondsLeft_ <= 0) {
        setState(QStringLiteral("finished"));
        return;
    }
    wantNext_ = false;
    prepare(); // while the verdict shows
}

void StrategyDrill::next() {
    if (state_ != QLatin1String("answered")) return;
    if (ready_) {
        Prepared r = std::move(*ready_);
        ready_.reset();
        if (!r) {
            error_ = QString::fromStdString(r.error());
            setState(QStringLiteral("idle"));
            return;
        }
        show(std::move(r).value());
        return;
    }
    wantNext_ = true;
    setState(QStringLiteral("waiting"));
}

void StrategyDrill::restrictTo(const QStringList& cells) {
    cells_ = cells;
    emit cellsChanged();
    start();
}

void StrategyDrill::drillMistakes() {
    QStringList cells;
    for (const QVariant& m : mistakes_) {
        const QString c = m.toMap().value(QStringLiteral("cell")).toString();
        if (!cells.contains(c)) cells << c;
    }
    if (!cells.isEmpty()) restrictTo(cells);
}

void StrategyDrill::record(const PracticeVerdict& v, Action chosen) {
    ++answered_;
    if (v.right) ++rightCount_;
    if (speedClock_.isValid() && secondsLeft_ > 0) ++speedAnswered_;
    evLost_ += v.cost;
    const PracticeQuestion& q = *question_;
    if (!v.right) {
        QVariantList options;
        for (const ActionValue& o : q.values)
            options << QVariantMap{{QStringLiteral("label"), actionLabel(o.action)},
                                   {QStringLiteral("ev"), number(o.ev)}};
        const QString cell = QString::fromStdString(q.spot.cell);
        mistakes_ << QVariantMap{
            {QStringLiteral("cell"), cell},
            {QStringLiteral("caption"), practiceCellCaption(cell)},
            {QStringLiteral("situation"), QString::fromStdString(q.spot.situation)},
            {QStringLiteral("answer"), actionLabel(chosen)},
            {QStringLiteral("best"), actionLabel(v.best)},
            {QStringLiteral("cost"), v.cost},
            {QStringLiteral("costText"), number(v.cost)},
            {QStringLiteral("options"), options}};
        std::stable_sort(mistakes_.begin(), mistakes_.end(),
                         [](const QVariant& a, const QVariant& b) {
                             return a.toMap().value(QStringLiteral("cost")).toDouble() >
                                    b.toMap().value(QStringLiteral("cost")).toDouble();
                         });
    }
    emit tallyChanged();
    History* h = history_;
    if (!h || !h->store()) return;
    PracticeAnswer a;
    a.mode = practiceModeName(mode_);
    a.cell = q.spot.cell;
    a.situation = q.spot.situation;
    a.answer = chosen;
    a.best = v.best;
    a.right = v.right;
    a.cost = v.cost;
    a.mistakeCost = q.mistakeCost;
    a.millis = static_cast<int>(std::min<qint64>(asked_.elapsed(), 24 * 3600 * 1000));
    for (const ActionValue& o : q.values)
        a.options.push_back({o.action, o.ev});
    if (auto s = h->store()->recordPractice(*rules_, a); !s)
        error_ = tr("This answer could not be saved: %1").arg(QString::fromStdString(s.error()));
    else
        h->touch();
}

void StrategyDrill::setSpeed(bool on) {
    if (on == speed_) return;
    speed_ = on;
    emit speedChanged();
    if (state_ != QLatin1String("idle")) start();
}

void StrategyDrill::tick() {
    if (!speedClock_.isValid()) return;
    secondsLeft_ = std::max(0, kSpeedSeconds - static_cast<int>(speedClock_.elapsed() / 1000));
    emit speedChanged();
    emit tallyChanged();
    if (secondsLeft_ == 0) {
        speedTimer_.stop();
        if (state_ == QLatin1String("asking") || state_ == QLatin1String("waiting")) {
            wantNext_ = false;
            setState(QStringLiteral("finished"));
        }
    }
}

double StrategyDrill::perMinute() const {
    if (!speedClock_.isValid()) return 0;
    const double minutes =
        std::min<double>(kSpeedSeconds, std::max<qint64>(1, speedClock_.elapsed() / 1000)) / 60.0;
    return speedAnswered_ / minutes;
}

QList<CardFace> StrategyDrill::playerCards() const {
    QList<CardFace> out;
    if (!question_) return out;
    for (const Card& c : handAsked(question_->spot.round).cards)
        out << CardFace::of(c, true);
    return out;
}

QList<CardFace> StrategyDrill::dealerCards() const {
    QList<CardFace> out;
    if (!question_) return out;
    const DealerHand& d = question_->spot.round.dealer();
    for (size_t i = 0; i < d.cards.size(); ++i) {
        if (d.faceUp[i])
            out << CardFace::of(d.cards[i], true);
        else
            out << CardFace{QString(), false, 1, false}; // the hole card: its back only
    }
    return out;
}

QString StrategyDrill::playerTotal() const {
    if (!question_) return {};
    const Round& r = question_->spot.round;
    const HandValue v =
        r.phase() == Phase::Decision ? r.handValue(0, r.handToAct()) : r.handValue(0, 0);
    return describeValue(v.total, v.soft, v.bust);
}

QString StrategyDrill::dealerTotal() const {
    if (!question_) return {};
    return faceUpTotal(dealerCards(), question_->spot.round.rules().values);
}

QString StrategyDrill::cell() const {
    return question_ ? QString::fromStdString(question_->spot.cell) : QString();
}

QString StrategyDrill::cellCaption() const {
    return question_ ? practiceCellCaption(cell()) : QString();
}

QString StrategyDrill::context() const {
    if (!question_) return {};
    const Round& r = question_->spot.round;
    if (r.phase() == Phase::Insurance) return tr("Insurance is offered.");
    const size_t hands = r.seats()[0].hands.size();
    if (hands > 1) return tr("Hand %1 of %2, after a split.").arg(r.handToAct() + 1).arg(hands);
    return {};
}

QStringList StrategyDrill::actions() const {
    QStringList out;
    if (!question_) return out;
    for (const ActionValue& v : question_->values)
        out << QString::fromLatin1(actionName(v.action));
    return out;
}

QStringList StrategyDrill::actionLabels() const {
    QStringList out;
    if (!question_) return out;
    for (const ActionValue& v : question_->values)
        out << actionLabel(v.action);
    return out;
}

QString StrategyDrill::verdict() const {
    if (!verdict_) return {};
    if (verdict_->right) return tr("Right: %1 is the best play.").arg(actionLabel(verdict_->best));
    return tr("%1 gives away %2 of the bet; the best play is %3.")
        .arg(actionLabel(chosen_), number(verdict_->cost), actionLabel(verdict_->best));
}

QString StrategyDrill::chartNote() const {
    if (!question_ || !verdict_) return {};
    const PracticeQuestion& q = *question_;
    if (*q.ev(q.best) - q.ev(q.chartAction).value_or(-1e300) <= kEvTolerance) return {};
    return tr("The chart plays %1 here; with the cards seen so far (yours, the dealer's and those "
              "dealt since the shuffle), %2 is better.")
        .arg(actionLabel(q.chartAction), actionLabel(q.best));
}

QVariantList StrategyDrill::options() const {
    QVariantList out;
    if (!question_ || !verdict_) return out;
    std::vector<ActionValue> values = question_->values;
    std::stable_sort(values.begin(), values.end(),
                     [](const ActionValue& a, const ActionValue& b) { return a.ev > b.ev; });
    const double best = values.front().ev;
    for (const ActionValue& v : values)
        out << QVariantMap{{QStringLiteral("action"), QString::fromLatin1(actionName(v.action))},
                           {QStringLiteral("label"), actionLabel(v.action)},
                           {QStringLiteral("ev"), number(v.ev)},
                           {QStringLiteral("cost"), number(best - v.ev)},
                           {QStringLiteral("best"), best - v.ev <= kEvTolerance},
                           {QStringLiteral("chosen"), v.action == chosen_},
                           {QStringLiteral("chart"), v.action == question_->chartAction}};
    return out;
}

QString StrategyDrill::evLostText() const {
    return number(evLost_);
}
