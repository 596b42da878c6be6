#include "table_controller.h"

#include "money_setting.h"
#include "preset_names.h"
#include "table_defaults.h"

#include "round/describe.h"
#include "round/round_log.h"
#include "round/session_archive.h"
#include "rules/payouts.h"
#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>

using namespace f27;

TableController::TableController(QObject* parent)
    : QObject(parent), startingBankroll_(TableDefaults::kStartingBankroll),
      bankroll_(startingBankroll_) {
    pace_.setSingleShot(true);
    connect(&pace_, &QTimer::timeout, this, &TableController::showNext);
    // The prompt between rounds depends on the bet and the bankroll as well as the phase.
    for (auto changed : {&TableController::phaseChanged, &TableController::wagerChanged,
                         &TableController::bankrollChanged})
        connect(this, changed, this, &TableController::promptChanged);
    connect(&hints_, &StrategyHints::judged, this, &TableController::judged);
    connect(&computerSeats_, &ComputerSeats::strategyChanged, this,
            &TableController::botStrategyChanged);
    connect(&presenter_, &RoundPresenter::dealerChanged, this, &TableController::dealerChanged);
    connect(&presenter_, &RoundPresenter::announcementChanged, this,
            &TableController::announcementChanged);
    connect(&presenter_, &RoundPresenter::cue, this, &TableController::cue);
    auto preset = loadPreset("poker-like");
    if (preset) rules_ = *preset;
    presenter_.setRules(rules_);
    computerSeats_.playRules(rules_);
    if (QCoreApplication* app = QCoreApplication::instance()) {
        app->installEventFilter(this);
        connect(app, &QCoreApplication::aboutToQuit, this,
                [this] { recorder_.leaveTable(table_.get()); });
    }
    newTable();
    presenter_.emptySeats(seatCount_, humanSeat());
}

// Closing the table ends the history's session: the round in play is settled by the rules and
// the shoe in play is finished.
TableController::~TableController() {
    recorder_.leaveTable(table_.get());
}

void TableController::setHistory(History* history) {
    if (history == recorder_.history()) return;
    recorder_.setHistory(history);
    emit historyChanged();
}

// Judgements arrive in the order of the decisions (one analysis at a time).
void TableController::judged(const StrategyHints::Judgement& j) {
    const bool continues = j.round == lastJudgedRound_;
    lastJudgedRound_ = j.round;
    stats_.recordDecision(j.chosenEv, j.bestEv, j.wager, continues);
    recorder_.judged(j);
    if (j.mistake() && !hints_.warning().isEmpty())
        messages()->append([j] { return StrategyHints::describeMistake(j); }, {}, "hint");
}

// The hand history keeps every finished round's log (engine/round/round_log.h), once.
void TableController::archiveFinishedRound() {
    if (round_ && round_->isOver() && !roundArchived_) {
        handLog_.push_back(roundToJsonLine(*round_));
        roundArchived_ = true;
    }
}

bool TableController::exportSession(const QString& pathOrFileUrl) {
    const QString path =
        pathOrFileUrl.startsWith("file:") ? QUrl(pathOrFileUrl).toLocalFile() : pathOrFileUrl;
    archiveFinishedRound();
    SessionArchive archive;
    archive.hands = handLog_;
    ledger_.addTo(archive);
    archive.statsCsv = stats_.csv().toUtf8();
    const Status s = writeSessionArchive(path, archive);
    exportError_ = s ? QString() : QString::fromStdString(s.error());
    return s.ok();
}

QStringList TableController::presets() const {
    QStringList out;
    for (const std::string& id : presetIds())
        out << QString::fromStdString(id);
    return out;
}

QStringList TableController::presetNames() const {
    QStringList out;
    for (const std::string& id : presetIds()) {
        auto r = loadPreset(id);
        out << (r ? ruleSetDisplayName(id, r->name) : QString::fromStdString(id));
    }
    return out;
}

QString TableController::rulesId() const {
    return QString::fromStdString(rules_.id);
}
QStringList TableController::betSides() const {
    QStringList out;
    if (rules_.wagerMode == WagerMode::Standard) return out; // a seat backs its own hand
    for (BetSide side : betSidesOf(rules_.wagerMode))
        out << QString::fromLatin1(betSideName(side));
    return out;
}

QVariantList TableController::payTable() const {
    QVariantList out;
    if (rules_.wagerMode == WagerMode::Standard) return out;
    for (BetSide side : betSidesOf(rules_.wagerMode)) {
        out << QVariantMap{{"side", QString::fromLatin1(betSideName(side))},
                           {"label", side == BetSide::Player   ? tr("Player hand")
                                     : side == BetSide::Dealer ? tr("Dealer hand")
                                                               : tr("Stalemate")},
                           {"pays", describePayout(betPays(rules_.baccarat, side))}};
    }
    return out;
}

void TableController::setBetSide(const QString& side) {
    if (side == betSide_ || !parseBetSide(side.toStdString())) return;
    betSide_ = side;
    emit betSideChanged();
}

// The exact edge of each bet is worked out (off the GUI thread) for the betting modes only.
void TableController::betEdgesFollowRules() {
    betEdges_.setActive(true);
    if (rules_.wagerMode == WagerMode::Standard)
        betEdges_.setRules(std::nullopt);
    else
        betEdges_.setRules(rules_);
}

QString TableController::rulesName() const {
    const QString name = ruleSetDisplayName(rules_.id, rules_.name);
    //: A preset's rules loaded with changes (from the rule editor or a file under its id).
    return rulesModified_ ? tr("%1 (changed)").arg(name) : name;
}
bool TableController::finnishIndices() const {
    return rules_.indexStyle == IndexStyle::Finnish;
}
int TableController::target() const {
    return rules_.values.target;
}
QString TableController::bankrollText() const {
    return describeMoney(bankroll_);
}
namespace {
// Deal events after the last reshuffle among `events`: the cards they take from this shoe.
template <typename Events> int dealsFromThisShoe(const Events& events) {
    int n = 0;
    for (const Event& e : events) {
        if (e.type == EventType::Reshuffle) n = 0;
        if (e.type == EventType::Deal) ++n;
    }
    return n;
}
} // namespace

// The shoe and the discard tray as the table shows them: a card leaves the shoe when its deal
// is shown (not when the engine dealt it, ahead of the animation), and the round's cards reach
// the tray when the next round is dealt.
int TableController::shoeRemaining() const {
    if (!table_) return 0;
    return table_->shoe().remaining() + dealsFromThisShoe(queue_);
}
int TableController::shoeSize() const {
    return table_ ? table_->shoe().size() : 0;
}
int TableController::cutCard() const {
    return rules_.shoe.cutCard;
}
int TableController::discards() const {
    if (!table_) return 0;
    const int onTheTable = round_ ? dealsFromThisShoe(round_->events()) : 0;
    return std::max(0, table_->shoe().dealt() - onTheTable);
}

void TableController::setBotWager(double w) {
    const Money wager = moneyFromSetting(w);
    if (wager == computerSeats_.wager() || !computerSeats_.setWager(wager)) return;
    emit botWagerChanged();
}

void TableController::setStartingBankroll(double b) {
    const Money bankroll = moneyFromSetting(b);
    if (bankroll <= Money{} || bankroll == startingBankroll_) return;
    startingBankroll_ = bankroll;
    emit startingBankrollChanged();
    if (roundSerial_ == 0 && bankroll_ != bankroll) { // no round dealt yet: the session starts
        bankroll_ = bankroll;
        emit bankrollChanged();
    }
}

void TableController::setSeatCount(int n) {
    n = std::clamp(n, 1, kMaxSeats);
    if (n == seatCount_ || (phase_ != Betting && phase_ != Settled)) return;
    seatCount_ = n;
    presenter_.emptySeats(seatCount_, humanSeat());
    emit seatCountChanged();
}

void TableController::setWager(double w) {
    if (w < 0 || w == wager_) return;
    wager_ = w;
    emit wagerChanged();
}

void TableController::setAnimationMs(int ms) {
    ms = std::max(0, ms);
    if (ms == animationMs_) return;
    animationMs_ = ms;
    emit animationMsChanged();
}

void TableController::useKey(const ShuffleKey& key) {
    leaveShoe();
    nextKey_ = key;
    newTable();
}

void TableController::useStackedShoe(std::vector<Card> order) {
    leaveShoe();
    table_ = std::make_unique<Table>(Table::stacked(rules_, std::move(order)));
    archiveFinishedRound();
    round_.reset();
    queue_.clear();
    hints_.clear();
    ledger_.startShoe(QString(), rulesName(), rules_.shoe);
    emit shoeChanged();
}

Composition TableController::unseenByPlayer() const {
    // The hole card was seen by nobody but the dealer: it is taken out of the seen cards (when
    // it came from this shoe at all).
    std::vector<Card> seen = ledger_.dealt();
    if (round_) {
        const DealerHand& d = round_->dealer();
        for (size_t i = 0; i < d.cards.size(); ++i) {
            if (d.faceUp[i]) continue;
            if (auto at = std::find(seen.rbegin(), seen.rend(), d.cards[i]); at != seen.rend())
                seen.erase(std::next(at).base());
        }
    }
    Composition unseen = Composition::fromShoe(rules_.shoe);
    for (Card c : seen)
        if (unseen.count(c) > 0) unseen.removeCard(c); // a stacked test shoe may hold extras
    return unseen;
}

void TableController::requestHint() {
    if (!round_ || round_->seatToAct() != humanSeat()) return;
    if (hintedAt_ == round_->events().size()) return; // this decision is being analysed
    hintedAt_ = round_->events().size();
    const SeatState& seat = round_->seats()[static_cast<size_t>(humanSeat())];
    const Money wager = round_->phase() == f27::Phase::Decision
                            ? seat.hands[static_cast<size_t>(round_->handToAct())].wager
                            : seat.setup.wager;
    hints_.request(*round_, unseenByPlayer(), wager.toDouble(), roundSerial_,
                   static_cast<int>(hintedAt_)); // the Decision event the choice will be
}

// Leaving a keyed shoe finishes it for the player: its key is revealed (P-3). Called before the
// rules change.
void TableController::leaveShoe() {
    recorder_.leaveTable(table_.get());
    if (table_ && table_->shoe().hasKey())
        ledger_.leaveShoe(QString::fromStdString(table_->shoe().key().hex()));
}

void TableController::newTable() {
    table_ =
        nextKey_ ? std::make_unique<Table>(rules_, *nextKey_) : std::make_unique<Table>(rules_);
    nextKey_.reset();
    archiveFinishedRound();
    round_.reset();
    queue_.clear();
    ledger_.startShoe(QString::fromStdString(table_->shoe().commitment()), rulesName(),
                      rules_.shoe);
    emit shoeChanged();
}

bool TableController::loadRules(const QString& presetOrPath) {
    if (phase_ != Betting && phase_ != Settled) {
        rulesError_ = tr("Finish the round before changing the game.");
        announce(rulesError_, {});
        emit rulesChanged();
        return false;
    }
    QString path = presetOrPath;
    if (path.startsWith("file://")) path = QUrl(path).toLocalFile();
    auto loaded = f27::loadRules(path.toStdString());
    if (!loaded) {
        rulesError_ = QString::fromStdString(loaded.error());
        announce([this] { return tr("These rules cannot be played: %1").arg(rulesError_); }, {});
        emit rulesChanged();
        return false;
    }
    leaveShoe();
    rules_ = *loaded;
    // A file that keeps a preset's id but not its rules is not that preset: say so by name.
    const auto preset = loadPreset(rules_.id);
    rulesModified_ = preset && !(*preset == rules_);
    betEdgesFollowRules();
    rulesSource_ = QFileInfo::exists(path) ? QFileInfo(path).absoluteFilePath() : path;
    presenter_.setRules(rules_);
    computerSeats_.playRules(rules_);
    rulesError_.clear();
    hints_.clear();
    hints_.clearWarning();
    newTable();
    presenter_.emptySeats(seatCount_, humanSeat());
    setPhase(Betting);
    announce([this] { return tr("Now playing %1.").arg(rulesName()); }, {});
    emit rulesChanged();
    return true;
}

bool TableController::outOfMoney() const {
    return (phase_ == Betting || phase_ == Settled) &&
           bankroll_ < Money(TableDefaults::kMinimumBet);
}

bool TableController::takeNewBankroll() {
    if (!outOfMoney()) return false;
    stats_.recordNewBankroll(startingBankroll_ - bankroll_);
    bankroll_ = startingBankroll_;
    if (moneyFromSetting(wager_) > bankroll_) setWager(0);
    emit bankrollChanged();
    announce([this] { return tr("A new bankroll of %1: play on.").arg(bankrollText()); }, {});
    return true;
}

bool TableController::deal() {
    if (phase_ != Betting && phase_ != Settled) return false;
    const Money wager = moneyFromSetting(wager_);
    if (wager <= Money{} || wager > bankroll_) {
        announce(
            [this] { return tr("Place a bet of at most your bankroll (%1).").arg(bankrollText()); },
            {});
        return false;
    }
    RoundSetup setup;
    for (int i = 0; i < seatCount_; ++i) {
        SeatSetup seat;
        const bool human = i == humanSeat();
        seat.wager = human ? wager : computerSeats_.wager();
        // The player's chosen bet where the mode offers one (F-… baccarat-like, slot).
        if (human && betSides().contains(betSide_))
            seat.side = *parseBetSide(betSide_.toStdString());
        if (human) seat.bankroll = bankroll_;
        setup.seats.push_back(seat);
    }
    auto started = table_->startRound(setup);
    if (!started) {
        announce(QString::fromStdString(started.error()), {});
        return false;
    }
    presenter_.startRound(setup, humanSeat());
    announce(QString(), QString());
    hints_.clear();
    hints_.clearWarning();
    hintedAt_ = 0;
    ++roundSerial_;
    archiveFinishedRound();
    recorder_.roundStarted(roundSerial_, bankroll_);
    round_.emplace(std::move(started).value());
    roundArchived_ = false;
    queue_.clear();
    queued_ = 0;
    emit cue("chips");
    runUntilHuman();
    emit shoeChanged(); // the last round's cards go to the tray
    return true;
}

bool TableController::act(const QString& name) {
    if (!round_ || (phase_ != Decision && phase_ != Insurance)) return false;
    auto action = parseAction(name.toStdString());
    if (!action || !round_->isLegal(*action)) return false;
    hints_.decided(*action);
    if (auto s = round_->apply(*action); !s) return false;
    presenter_.clearTurn();
    runUntilHuman();
    return true;
}

void TableController::requestReshuffle() {
    if (!table_) return;
    table_->requestReshuffle();
    announce(
        [] {
            return tr("The shoe will be reshuffled with a fresh key before the next round; the "
                      "current key will then be revealed.");
        },
        QString::fromStdString(rules_.reshuffleRule));
}

// Lets the engine run (dealing from the shoe, computer seats deciding) until the human seat
// must decide or the round is over; the new events are then shown one at a time.
void TableController::runUntilHuman() {
    while (round_ && !round_->isOver()) {
        if (auto s = table_->dealPending(*round_); !s) {
            announce(QString::fromStdString(s.error()), {});
            break;
        }
        if (round_->isOver() || round_->seatToAct() == humanSeat()) break;
        if (!round_->apply(computerSeats_.choose(*round_))) break;
    }
    if (round_) recorder_.stepApplied(*table_, *round_, humanSeat());
    queueNewEvents();
    setPhase(Dealing);
    if (animationMs_ == 0) {
        while (!queue_.empty())
            showNext();
    } else if (!pace_.isActive()) {
        pace_.start(animationMs_ / 3);
    }
}

void TableController::queueNewEvents() {
    if (!round_) return;
    const auto& ev = round_->events();
    for (; queued_ < ev.size(); ++queued_)
        queue_.push_back(ev[queued_]);
}

bool TableController::stepAnimation() {
    if (queue_.empty()) return false;
    pace_.stop();
    showNext();
    return true;
}

void TableController::skipAnimation() {
    pace_.stop();
    while (!queue_.empty())
        showNext();
}

// Shows the next queued event: the ledger follows the shoe, the presenter the views, and the
// human seat's result reaches the bankroll and the statistics.
void TableController::showNext() {
    if (queue_.empty()) {
        updatePhase();
        return;
    }
    const Event e = queue_.front();
    queue_.pop_front();
    const bool shoeUpdated = ledger_.follow(e);
    presenter_.show(e, *round_, humanSeat());
    if (shoeUpdated || e.type == EventType::Deal) emit shoeChanged();
    if (e.type == EventType::RoundEnd && e.seat == humanSeat()) settleHumanSeat(e);
    if (queue_.empty()) {
        updatePhase();
    } else if (animationMs_ > 0 && !pace_.isActive()) {
        const bool slow = e.type == EventType::Deal || e.type == EventType::Reveal;
        pace_.start(slow ? animationMs_ : animationMs_ / 4);
    }
}

void TableController::settleHumanSeat(const Event& roundEnd) {
    bankroll_ += roundEnd.amount;
    emit bankrollChanged();
    stats_.recordRound(*round_, roundEnd.seat, bankroll_);
    emit cue(roundEnd.amount > Money{} ? "win" : roundEnd.amount < Money{} ? "loss" : "chips");
    emit roundFinished(roundEnd.amount.toDouble());
}

void TableController::updatePhase() {
    if (!round_) {
        setPhase(Betting);
        return;
    }
    if (!queue_.empty()) {
        setPhase(Dealing);
        return;
    }
    switch (round_->phase()) {
    case f27::Phase::Over:
        setPhase(Settled);
        return;
    case f27::Phase::Insurance:
        setPhase(Insurance);
        break;
    case f27::Phase::Decision:
        setPhase(Decision);
        break;
    case f27::Phase::Dealing:
        setPhase(Dealing);
        return;
    }
    presenter_.showTurn(*round_);
    requestHint();
    emit phaseChanged(); // the legal actions changed even when the phase did not
}

void TableController::setPhase(Phase p) {
    if (p == phase_) return;
    phase_ = p;
    emit phaseChanged();
}

// Every text made here is made again in the new language: the announcement, the log, the
// hand totals; the prompt and the legal actions are re-read by QML on phaseChanged.
void TableController::retranslate() {
    presenter_.retranslate();
    emit phaseChanged();
    emit rulesChanged();
    emit botStrategyChanged();
}

bool TableController::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslate();
    return QObject::eventFilter(watched, event);
}

QStringList TableController::legalActions() const {
    QStringList out;
    if (!round_ || (phase_ != Decision && phase_ != Insurance)) return out;
    for (Action a : round_->legalActions())
        out << QString::fromLatin1(actionName(a));
    return out;
}

QStringList TableController::legalActionLabels() const {
    QStringList out;
    if (!round_ || (phase_ != Decision && phase_ != Insurance)) return out;
    for (Action a : round_->legalActions())
        out << actionLabel(a);
    return out;
}

QString TableController::prompt() const {
    switch (phase_) {
    case Betting:
    case Settled:
        if (outOfMoney())
            return tr("You are out of money (bankroll %1). Take a new bankroll of %2 to play on.")
                .arg(bankrollText(), describeMoney(startingBankroll_));
        if (moneyFromSetting(wager_) > bankroll_)
            return tr("Your bet of %1 is more than your bankroll (%2): clear it and bet again.")
                .arg(describeMoney(moneyFromSetting(wager_)), bankrollText());
        return tr("Place your bet and deal.");
    case Dealing:
        return tr("Dealing…");
    case Insurance: {
        // The up-cards the rule set offers insurance on (PL-3, B-5): name what is showing.
        QStringList up;
        const DealerHand& d = round_->dealer();
        for (std::size_t i = 0; i < d.cards.size(); ++i)
            if (d.faceUp[i]) up << describeCard(d.cards[i]);
        return tr("The dealer shows %1. Insurance costs %2.")
            .arg(up.join(QStringLiteral(" ")),
                 describeMoney(round_->seats()[humanSeat()].setup.wager * rules_.insurance.price));
    }
    case Decision: {
        const HandValue v = round_->handValue(round_->seatToAct(), round_->handToAct());
        return tr("Your hand: %1. Your move.").arg(describeValue(v.total, v.soft, v.bust));
    }
    }
    return {};
}
