#include "drill_controller.h"

#include "preset_names.h"

#include "rules/rule_set_json.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUrl>

using namespace f27;

namespace {
QList<CardFace> faces(const std::vector<Card>& cards) {
    QList<CardFace> out;
    for (size_t i = 0; i < cards.size(); ++i)
        out << CardFace::of(cards[i], true, static_cast<int>(i % 2) + 1);
    return out;
}
} // namespace

DrillController::DrillController(QObject* parent) : QObject(parent) {
    clock_.setInterval(1000);
    connect(&clock_, &QTimer::timeout, this, [this] {
        if (secondsLeft_ > 0) --secondsLeft_;
        emit clockChanged();
        if (secondsLeft_ == 0) finish();
    });
    setRulesSource("poker-like");
}

QString DrillController::kindName(DrillKind k) {
    switch (k) {
    case DrillKind::Payout:
        return tr("Payouts");
    case DrillKind::Total:
        return tr("Hand totals");
    case DrillKind::Forced:
        return tr("Forced plays");
    case DrillKind::Dealer:
        return tr("Dealer's play");
    case DrillKind::Showdown:
        return tr("Showdowns");
    }
    return {};
}

void DrillController::setRulesSource(const QString& presetOrPath) {
    QString path = presetOrPath;
    if (path.startsWith("file://")) path = QUrl(path).toLocalFile();
    auto loaded = loadRules(path.toStdString());
    if (!loaded) {
        rulesError_ = QString::fromStdString(loaded.error());
        emit rulesChanged();
        return;
    }
    stop();
    rules_ = *loaded;
    rulesSource_ = QFileInfo::exists(path) ? QFileInfo(path).absoluteFilePath() : path;
    rulesError_.clear();
    emit rulesChanged();
}

QString DrillController::rulesName() const {
    return ruleSetDisplayName(rules_.id, rules_.name);
}
bool DrillController::finnishIndices() const {
    return rules_.indexStyle == IndexStyle::Finnish;
}

QStringList DrillController::availableKinds() const {
    QStringList out;
    for (DrillKind k : availableDrillKinds(rules_))
        out << QString::fromLatin1(drillKindName(k));
    return out;
}

QStringList DrillController::availableKindLabels() const {
    QStringList out;
    for (DrillKind k : availableDrillKinds(rules_))
        out << kindName(k);
    return out;
}

void DrillController::setKinds(const QStringList& kinds) {
    if (kinds == kinds_) return;
    kinds_ = kinds;
    emit kindsChanged();
}

void DrillController::setTimed(bool on) {
    if (on == timed_) return;
    timed_ = on;
    emit timedChanged();
}

void DrillController::setTimedSeconds(int s) {
    s = std::clamp(s, 10, 3600);
    if (s == timedSeconds_) return;
    timedSeconds_ = s;
    emit timedChanged();
}

bool DrillController::start() {
    std::vector<DrillKind> kinds;
    for (const QString& k : kinds_)
        if (auto d = parseDrillKind(k.toStdString())) kinds.push_back(*d);
    const qulonglong seed =
        seed_.value_or(static_cast<qulonglong>(QDateTime::currentMSecsSinceEpoch()));
    auto s = DrillSession::start(rules_, kinds, seed);
    if (!s) {
        rulesError_ = QString::fromStdString(s.error());
        emit rulesChanged();
        return false;
    }
    session_.emplace(std::move(s).value());
    finished_ = false;
    last_.reset();
    streak_ = 0;
    current_ = session_->current();
    itemClock_.start();
    secondsLeft_ = timed_ ? timedSeconds_ : 0;
    if (timed_) clock_.start();
    emit runningChanged();
    emit clockChanged();
    emit itemChanged();
    emit answeredChanged();
    emit statsChanged();
    return true;
}

bool DrillController::answer(const QString& given) {
    if (!running() || last_ || !current_) return false;
    const int ms = static_cast<int>(itemClock_.elapsed());
    last_ = session_->answer(given.trimmed().toStdString(), ms);
    streak_ = last_->correct ? streak_ + 1 : 0;
    emit answerRecorded(QString::fromLatin1(drillKindName(last_->item.kind)), last_->correct, ms);
    emit answeredChanged();
    emit statsChanged();
    return true;
}

void DrillController::next() {
    if (!running() || !last_) return;
    last_.reset();
    current_ = session_->current();
    itemClock_.start();
    emit answeredChanged();
    emit itemChanged();
}

void DrillController::stop() {
    clock_.stop();
    if (!session_) return;
    finish();
}

void DrillController::finish() {
    clock_.stop();
    if (finished_) return;
    finished_ = true;
    emit runningChanged();
    emit statsChanged();
}

const DrillItem* DrillController::item() const {
    return current_ ? &*current_ : nullptr;
}

QString DrillController::kind() const {
    return item() ? QString::fromLatin1(drillKindName(item()->kind)) : QString();
}
QString DrillController::kindLabel() const {
    return item() ? kindName(item()->kind) : QString();
}
int DrillController::level() const {
    return item() ? item()->level : 0;
}
QString DrillController::question() const {
    return item() ? item()->question : QString();
}
QList<CardFace> DrillController::playerCards() const {
    return item() ? faces(item()->cards) : QList<CardFace>{};
}
QList<CardFace> DrillController::dealerCards() const {
    return item() ? faces(item()->dealerCards) : QList<CardFace>{};
}

QString DrillController::answerKeys() const {
    if (!item()) return {};
    switch (item()->kind) {
    case DrillKind::Forced:
        return tr("H must hit · S must stand · D must double · P must split · U must surrender · "
                  "C player's choice");
    case DrillKind::Dealer:
        return tr("H hit · S stand");
    case DrillKind::Showdown:
        return tr("P player wins · D dealer wins · T push");
    case DrillKind::Payout:
        return {};
    case DrillKind::Total:
        return {};
    }
    return {};
}

bool DrillController::typedAnswer() const {
    return item() && (item()->kind == DrillKind::Payout || item()->kind == DrillKind::Total);
}

QString DrillController::lastGiven() const {
    return last_ ? QString::fromStdString(last_->given) : QString();
}
QString DrillController::rightAnswer() const {
    return last_ ? QString::fromStdString(last_->item.answer) : QString();
}
QString DrillController::rule() const {
    return last_ ? QString::fromStdString(last_->item.rule) : QString();
}
QString DrillController::explanation() const {
    return last_ ? last_->item.explanation : QString();
}
int DrillController::answeredCount() const {
    return session_ ? static_cast<int>(session_->answers().size()) : 0;
}
int DrillController::correctCount() const {
    return session_ ? session_->correctCount() : 0;
}

QString DrillController::summary() const {
    if (!session_ || session_->answers().empty()) return {};
    const int n = answeredCount();
    QString s = tr("%1 of %2 right (%3 %), median %4 s per answer")
                    .arg(correctCount())
                    .arg(n)
                    .arg(qRound(100.0 * session_->accuracy()))
                    .arg(session_->medianMillis() / 1000.0, 0, 'f', 1);
    if (timed_) s += tr(", %1 answers per minute").arg(session_->answersPerMinute(), 0, 'f', 1);
    return s;
}
