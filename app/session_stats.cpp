#include "session_stats.h"

#include "round/describe.h"
#include "round/round.h"

#include <QDir>
#include <QSaveFile>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace f27;

namespace {

constexpr double kMistakeTolerance = 1e-9;

// An exact decimal ("7.5", "-0.25", "3"), else the fraction ("1/3"): data, not display.
QString exactDecimal(Money m) {
    return f27::exactDecimal(m, 0, QStringLiteral("."));
}

QString exactSigned(Money m) {
    return (m > Money{} ? "+" : "") + exactDecimal(m);
}

// RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled.
QString csvField(const QString& s) {
    if (!s.contains(',') && !s.contains('"') && !s.contains('\n') && !s.contains('\r')) return s;
    QString quoted = s;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

QString bonusName(const RuleSet& rules, const Event& e) {
    if (e.ref >= 0 && e.ref < static_cast<int>(rules.bonuses.size()) &&
        rules.bonuses[e.ref].id == e.detail && !rules.bonuses[e.ref].name.empty())
        return QString::fromStdString(rules.bonuses[e.ref].name);
    for (const BonusRule& b : rules.bonuses)
        if (b.id == e.detail && !b.name.empty()) return QString::fromStdString(b.name);
    return QString::fromStdString(e.detail);
}

} // namespace

SessionStats::SessionStats(QObject* parent) : QObject(parent) {}

void SessionStats::countDecision(Action a, RoundRecord& r) {
    switch (a) {
    case Action::Double:
        ++doubles_;
        break;
    case Action::Split:
        ++splits_;
        break;
    case Action::Surrender:
        ++surrenders_;
        break;
    case Action::TakeInsurance:
        r.insured = true;
        ++insuranceTaken_;
        break;
    case Action::Hit:
    case Action::Stand:
    case Action::DeclineInsurance:
        break;
    }
}

void SessionStats::countResult(HandResult result) {
    switch (result) {
    case HandResult::Win:
        ++handsWon_;
        break;
    case HandResult::Lose:
        ++handsLost_;
        break;
    case HandResult::Push:
        ++handsPushed_;
        break;
    case HandResult::Surrender:
        ++handsSurrendered_;
        break;
    }
}

bool SessionStats::recordRound(const Round& round, int seat, Money bankrollAfter) {
    return recordRound(round.rules(), round.events(), seat, bankrollAfter);
}

bool SessionStats::recordRound(const RuleSet& rules, const std::vector<Event>& events, int seat,
                               Money bankrollAfter) {
    const auto end = std::find_if(events.begin(), events.end(), [seat](const Event& e) {
        return e.type == EventType::RoundEnd && e.seat == seat;
    });
    if (end == events.end()) return false;

    RoundRecord r;
    r.number = rounds() + 1;
    r.rulesId = rules.id;
    r.net = end->amount;
    r.bankroll = bankrollAfter;
    for (const Event& e : events) {
        if (e.seat != seat) continue;
        switch (e.type) {
        case EventType::RoundStart:
            r.wager = e.amount;
            break;
        case EventType::Decision:
            countDecision(e.action, r);
            break;
        case EventType::Outcome:
            // The engine's reason code says when the seat's own hand was a natural (PL-4, B-4);
            // in the baccarat-like modes the box is nobody's own hand.
            if (rules.wagerMode == WagerMode::Standard &&
                (e.detail == "natural" || e.detail == "both-natural"))
                ++naturals_;
            break;
        case EventType::Bonus: {
            r.bonuses.push_back({e.detail, e.amount});
            auto t = std::find_if(bonusTallies_.begin(), bonusTallies_.end(),
                                  [&e](const BonusTally& b) { return b.id == e.detail; });
            if (t == bonusTallies_.end()) {
                bonusTallies_.push_back({e.detail, bonusName(rules, e), 0, Money{}});
                t = std::prev(bonusTallies_.end());
            }
            ++t->count;
            t->total += e.amount;
            break;
        }
        case EventType::InsuranceSettled:
            r.insuranceNet += e.amount;
            r.insuranceWon = e.result == HandResult::Win;
            insuranceNet_ += e.amount;
            if (r.insuranceWon) ++insuranceWon_;
            break;
        case EventType::Settlement:
            r.hands.push_back({e.result, e.amount});
            countResult(e.result);
            break;
        default:
            break;
        }
    }
    if (history_.empty()) start_ = bankrollAfter - r.net;
    net_ += r.net;
    if (r.net > biggestWin_) biggestWin_ = r.net;
    if (r.net < biggestLoss_) biggestLoss_ = r.net;
    history_.push_back(std::move(r));
    emit changed();
    return true;
}

void SessionStats::recordDecision(double chosenEv, double bestEv, double wager,
                                  bool continuesRound) {
    if (!std::isfinite(chosenEv) || !std::isfinite(bestEv) || !std::isfinite(wager)) return;
    ++decisions_;
    double cost = 0;
    if (chosenEv < bestEv - kMistakeTolerance) {
        ++mistakes_;
        cost = (bestEv - chosenEv) * wager;
        evLost_ += cost;
    }
    expectedNet_ += continuesRound ? -cost : chosenEv * wager;
    emit changed();
}

void SessionStats::recordNewBankroll(Money added) {
    ++newBankrolls_;
    bankrollAdded_ += added;
    emit changed();
}

QString SessionStats::bankrollAddedText() const {
    return describeSigned(bankrollAdded_);
}

void SessionStats::reset() {
    history_.clear();
    bonusTallies_.clear();
    start_ = net_ = insuranceNet_ = biggestWin_ = biggestLoss_ = bankrollAdded_ = Money{};
    newBankrolls_ = 0;
    handsWon_ = handsLost_ = handsPushed_ = handsSurrendered_ = 0;
    insuranceTaken_ = insuranceWon_ = 0;
    doubles_ = splits_ = surrenders_ = naturals_ = 0;
    decisions_ = mistakes_ = 0;
    evLost_ = expectedNet_ = 0;
    error_.clear();
    emit changed();
}

QString SessionStats::netText() const {
    return describeSigned(net_);
}

QList<BonusSummary> SessionStats::bonuses() const {
    QList<BonusSummary> out;
    for (const BonusTally& b : bonusTallies_)
        out.append({QString::fromStdString(b.id), b.name, b.count, b.total.toDouble(),
                    describeSigned(b.total)});
    return out;
}

int SessionStats::bonusesPaid() const {
    int n = 0;
    for (const BonusTally& b : bonusTallies_)
        n += b.count;
    return n;
}

QString SessionStats::bonusTotalText() const {
    Money total;
    for (const BonusTally& b : bonusTallies_)
        total += b.total;
    return describeSigned(total);
}

QString SessionStats::insuranceNetText() const {
    return describeSigned(insuranceNet_);
}

QString SessionStats::biggestWinText() const {
    return biggestWin_.isZero() ? QString() : describeSigned(biggestWin_);
}

QString SessionStats::biggestLossText() const {
    return biggestLoss_.isZero() ? QString() : describeSigned(biggestLoss_);
}

QList<double> SessionStats::bankrollHistory() const {
    QList<double> out;
    if (history_.empty()) return out;
    out << start_.toDouble();
    for (const RoundRecord& r : history_)
        out << r.bankroll.toDouble();
    return out;
}

double SessionStats::accuracy() const {
    if (decisions_ == 0) return std::numeric_limits<double>::quiet_NaN();
    return static_cast<double>(decisions_ - mistakes_) / decisions_;
}

QString SessionStats::csv() const {
    QString out = QStringLiteral("round,rules,wager,hands,bonuses,insurance,net,bankroll\r\n");
    for (const RoundRecord& r : history_) {
        QStringList hands, bonuses;
        for (const HandRecord& h : r.hands)
            hands << QStringLiteral("%1 %2").arg(handResultName(h.result), exactSigned(h.net));
        for (const BonusRecord& b : r.bonuses)
            bonuses << QStringLiteral("%1 %2").arg(QString::fromStdString(b.id),
                                                   exactSigned(b.amount));
        const QString insurance = r.insured
                                      ? QStringLiteral("%1 %2").arg(r.insuranceWon ? "win" : "lose",
                                                                    exactSigned(r.insuranceNet))
                                      : QString();
        const QStringList row{QString::number(r.number), QString::fromStdString(r.rulesId),
                              exactDecimal(r.wager),     hands.join("; "),
                              bonuses.join("; "),        insurance,
                              exactDecimal(r.net),       exactDecimal(r.bankroll)};
        QStringList fields;
        for (const QString& f : row)
            fields << csvField(f);
        out += fields.join(',') + "\r\n";
    }
    return out;
}

bool SessionStats::exportCsv(const QString& pathOrFileUrl) {
    QString path = pathOrFileUrl.trimmed();
    if (path.startsWith(QLatin1String("file:"))) path = QUrl(path).toLocalFile();
    if (path.isEmpty()) {
        setError(tr("Choose a file to export the statistics to."));
        return false;
    }
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(tr("Could not write %1: %2").arg(shown, file.errorString()));
        return false;
    }
    // A short write (a full disk) is caught here: QSaveFile::commit() in Qt 6.4 does not see
    // an error of its final flush. On every failure QSaveFile discards its temporary file, so
    // an existing file keeps its contents.
    const QByteArray data = csv().toUtf8();
    if (file.write(data) != data.size() || !file.flush()) {
        setError(tr("Could not write all of %1 (is the disk full?)").arg(shown));
        return false;
    }
    if (!file.commit()) {
        setError(tr("Could not write %1: %2").arg(shown, file.errorString()));
        return false;
    }
    setError({});
    return true;
}

void SessionStats::setError(const QString& e) {
    if (e == error_) return;
    error_ = e;
    emit changed();
}
