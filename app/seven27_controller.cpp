#include "seven27_controller.h"

#include "seven27_text.h"

#include "seven27/seven27_bot.h"

#include <QCoreApplication>
#include <QEvent>
#include <QRandomGenerator>

using namespace f27;

namespace {
// The opponents' names (proper names: not translated).
const char* const kBotNames[] = {"Aino",  "Eero",  "Helmi", "Ilmari", "Kaisa",
                                 "Lauri", "Noora", "Otto",  "Saara"};
constexpr Seven27Deal kDeals[] = {Seven27Deal::UpThenDown, Seven27Deal::TwoDownOneUp};
const QStringList kStyles{"tight", "loose", "aggressive", "balanced", "naive"};

std::unique_ptr<Seven27Player> makeBot(const QString& style, std::uint64_t seed) {
    if (style == "naive") return std::make_unique<Seven27NaiveBot>();
    auto parsed = parseSeven27Style(style.toStdString());
    return std::make_unique<Seven27Bot>(parsed ? *parsed : Seven27Style::Balanced, seed);
}
} // namespace

Seven27Controller::Seven27Controller(QObject* parent) : QObject(parent), shoe_(seven27PackSpec()) {
    botTimer_.setSingleShot(true);
    connect(&botTimer_, &QTimer::timeout, this, [this] {
        if (botStep()) run();
    });
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    connect(&hints_, &Seven27Hints::enabledChanged, this, [this] {
        if (hints_.enabled() && phase_ == HumanTurn) hints_.request(hand_->view(0));
    });
}

Seven27Controller::~Seven27Controller() = default;

bool Seven27Controller::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        messages_.retranslate();
        if (hand_ && hand_->isOver()) buildShowdown();
        refresh();
        emit gameChanged(); // the rules summary
        emit settingsChanged();
    }
    return QObject::eventFilter(watched, event);
}

// --- settings -------------------------------------------------------------------------------

void Seven27Controller::setPlayers(int n) {
    if (n == settings_.players) return;
    settings_.players = n;
    emit settingsChanged();
}
void Seven27Controller::setAnte(int v) {
    if (v == settings_.ante) return;
    settings_.ante = v;
    emit settingsChanged();
}
void Seven27Controller::setMinBet(int v) {
    if (v == settings_.minBet) return;
    settings_.minBet = v;
    emit settingsChanged();
}
void Seven27Controller::setMaxBet(int v) {
    if (v == settings_.maxBet) return;
    settings_.maxBet = v;
    emit settingsChanged();
}
void Seven27Controller::setRaiseCap(int v) {
    if (v == settings_.raiseCap) return;
    settings_.raiseCap = v;
    emit settingsChanged();
}
void Seven27Controller::setStartingChips(int v) {
    if (v == settings_.startingChips) return;
    settings_.startingChips = v;
    emit settingsChanged();
}
QString Seven27Controller::deal() const {
    return QString::fromLatin1(seven27DealName(settings_.deal));
}
void Seven27Controller::setDeal(const QString& id) {
    auto d = parseSeven27Deal(id.toStdString());
    if (!d || *d == settings_.deal) return;
    settings_.deal = *d;
    emit settingsChanged();
}
QString Seven27Controller::nearest() const {
    return QString::fromLatin1(seven27NearestName(settings_.nearest));
}
void Seven27Controller::setNearest(const QString& id) {
    auto n = parseSeven27Nearest(id.toStdString());
    if (!n || *n == settings_.nearest) return;
    settings_.nearest = *n;
    emit settingsChanged();
}
void Seven27Controller::setBots(const QStringList& styles) {
    if (styles == bots_) return;
    bots_ = styles;
    emit settingsChanged();
}

// The engine checks the settings (seven27RulesProblem); its problem is worded here by field.
QString Seven27Controller::settingsError() const {
    if (const auto problem = seven27RulesProblem(settings_)) {
        switch (problem->field) {
        case Seven27RulesField::Players:
            return tr("Players: %1 to %2 (you and %3 to %4 computer opponents).")
                .arg(kSeven27MinPlayers)
                .arg(kSeven27MaxPlayers)
                .arg(kSeven27MinPlayers - 1)
                .arg(kSeven27MaxPlayers - 1);
        case Seven27RulesField::Ante:
            return tr("Ante: at least 1 chip.");
        case Seven27RulesField::MinBet:
            return tr("Least bet: at least 1 chip.");
        case Seven27RulesField::MaxBet:
            return tr("Most bet: at least the least bet (%1).").arg(settings_.minBet);
        case Seven27RulesField::RaiseCap:
            return tr("Raise cap: 0 or more raises.");
        case Seven27RulesField::StartingChips:
            return tr("Starting chips: at least the ante (%1).").arg(settings_.ante);
        case Seven27RulesField::Deal:
        case Seven27RulesField::Nearest:
            break; // not settable to a bad value here; the engine's words
        }
        return QString::fromStdString(problem->message);
    }
    if (bots_.isEmpty()) return tr("Opponents: choose at least one personality.");
    for (const QString& s : bots_)
        if (!kStyles.contains(s)) return tr("Opponents: unknown personality \"%1\".").arg(s);
    return {};
}

QVariantList Seven27Controller::dealOptions() const {
    QVariantList out;
    for (Seven27Deal d : kDeals)
        out.append(QVariantMap{{"id", QString::fromLatin1(seven27DealName(d))},
                               {"name", Seven27Text::dealName(d)}});
    return out;
}
QVariantList Seven27Controller::nearestOptions() const {
    QVariantList out;
    for (int i = 0; i < kSeven27NearestCount; ++i) {
        const auto n = static_cast<Seven27Nearest>(i);
        out.append(QVariantMap{{"id", QString::fromLatin1(seven27NearestName(n))},
                               {"name", Seven27Text::nearestName(n)},
                               {"rule", Seven27Text::nearestRule(n)}});
    }
    return out;
}
QVariantList Seven27Controller::styleOptions() const {
    QVariantList out;
    for (const QString& s : kStyles)
        out.append(QVariantMap{{"id", s}, {"name", Seven27Text::styleName(s)}});
    return out;
}

QString Seven27Controller::rulesSummary() const {
    const Seven27Rules& r = game_ ? gameRules_ : settings_;
    return tr("Ante %1 · bets %2–%3 · %4 raises · %5 · %6")
        .arg(r.ante)
        .arg(r.minBet)
        .arg(r.maxBet)
        .arg(r.raiseCap)
        .arg(Seven27Text::dealName(r.deal), Seven27Text::nearestName(r.nearest));
}
QString Seven27Controller::nearestRule() const {
    return Seven27Text::nearestRule(game_ ? gameRules_.nearest : settings_.nearest);
}

void Seven27Controller::setBotDelayMs(int ms) {
    if (ms == botDelayMs_) return;
    botDelayMs_ = ms;
    emit botDelayMsChanged();
}

// --- state ---------------------------------------------------------------------------------

Seven27Options Seven27Controller::options() const {
    if (phase_ != HumanTurn || !hand_) return {};
    return hand_->options();
}
int Seven27Controller::toAct() const {
    return hand_ ? hand_->seatToAct() : -1;
}
int Seven27Controller::dealer() const {
    if (hand_) return hand_->setup().dealer;
    return game_ ? game_->dealer() : -1;
}
qint64 Seven27Controller::pot() const {
    return hand_ && !hand_->isOver() ? hand_->pot() : 0;
}
int Seven27Controller::raises() const {
    return hand_ ? hand_->view(0).raises : 0;
}
bool Seven27Controller::raiseCapReached() const {
    return hand_ && hand_->stage() == Seven27Stage::Betting && raises() >= gameRules_.raiseCap;
}
qint64 Seven27Controller::humanChips() const {
    if (hand_ && !hand_->isOver()) return hand_->seats()[0].stack;
    return game_ ? game_->stacks()[0] : settings_.startingChips;
}
Seven27View Seven27Controller::humanView() const {
    return hand_ ? hand_->view(0) : Seven27View{};
}

QString Seven27Controller::stageText() const {
    if (!hand_) return {};
    switch (hand_->stage()) {
    case Seven27Stage::InitialDeal:
        return tr("Dealing");
    case Seven27Stage::ExtraCard:
        return tr("Extra card (S-3)");
    case Seven27Stage::Betting:
        return tr("Betting round %1 (S-4)").arg(hand_->view(0).bettingRound);
    case Seven27Stage::Drawing:
        return tr("Draw round (S-5)");
    case Seven27Stage::Done:
        return tr("Hand over");
    }
    return {};
}

QString Seven27Controller::prompt() const {
    switch (phase_) {
    case Setup:
        return tr("Choose the table settings and start a game.");
    case Playing:
        return toAct() > 0 ? tr("%1 is thinking…").arg(seatName(toAct())) : tr("Dealing…");
    case HumanTurn: {
        const Seven27Options o = options();
        if (o.draw || o.stay) return tr("Take a card or stand pat?");
        if (o.call && !o.raise)
            return tr("%1 to call. Fold or call: no more raises this round.").arg(o.toCall);
        if (o.call)
            return tr("%1 to call. Fold, call or raise (%2–%3).")
                .arg(o.toCall)
                .arg(o.minRaise)
                .arg(o.maxRaise);
        return tr("Pass or bet (%1–%2).").arg(o.minBet).arg(o.maxBet);
    }
    case HandOver:
        return tr("Hand over. Deal the next hand when you are ready.");
    case GameOver:
        return game_ && !game_->inGame(0) ? tr("You are out of chips. Game over.")
                                          : tr("Game over: nobody is left to play against.");
    }
    return {};
}

QStringList Seven27Controller::legalActions() const {
    const Seven27Options o = options();
    QStringList out;
    if (o.pass) out << "pass";
    if (o.bet) out << "bet";
    if (o.call) out << "call";
    if (o.raise) out << "raise";
    if (o.fold) out << "fold";
    if (o.draw) out << "draw";
    if (o.stay) out << "stay";
    return out;
}

QString Seven27Controller::seatName(int seat) const {
    if (seat == 0) return tr("You");
    return QString::fromLatin1(kBotNames[(seat - 1) % std::size(kBotNames)]);
}

void Seven27Controller::setPhase(Phase p) {
    phase_ = p;
}

void Seven27Controller::setError(const QString& e) {
    lastError_ = e;
    emit lastErrorChanged();
}

// --- the game --------------------------------------------------------------------------------

bool Seven27Controller::newGame() {
    if (const QString err = settingsError(); !err.isEmpty()) {
        setError(err);
        return false;
    }
    botTimer_.stop();
    auto g = Seven27Game::create(settings_, 0);
    if (!g) {
        setError(QString::fromStdString(g.error()));
        return false;
    }
    game_ = std::move(*g);
    gameRules_ = settings_;
    hand_.reset();
    handNumber_ = 0;
    gameStyles_.clear();
    players_.clear();
    const std::uint64_t seed = botSeed_ ? *botSeed_ : QRandomGenerator::system()->generate64();
    for (int s = 0; s < gameRules_.players; ++s) {
        if (s == 0) {
            gameStyles_ << QString();
            players_.push_back(nullptr); // the human
            continue;
        }
        const QString style = bots_[(s - 1) % bots_.size()];
        gameStyles_ << style;
        players_.push_back(makeBot(style, seed + 0x9e3779b97f4a7c15ULL * static_cast<unsigned>(s)));
    }
    messages_.clear();
    messages_.append(
        MessageLogModel::TextSource([n = gameRules_.players - 1, chips = gameRules_.startingChips] {
            return tr("A new game: you and %1 opponents, %2 chips each.").arg(n).arg(chips);
        }),
        "S-2", "round");
    setError({});
    emit gameChanged();
    return startHand();
}

bool Seven27Controller::nextHand() {
    if (phase_ != HandOver) {
        setError(tr("The hand is not over yet."));
        return false;
    }
    return startHand();
}

void Seven27Controller::endGame() {
    botTimer_.stop();
    hints_.clear();
    game_.reset();
    hand_.reset();
    phase_ = Setup;
    showdownLines_.clear();
    showdownTitle_.clear();
    emit gameChanged();
    refresh();
}

bool Seven27Controller::startHand() {
    auto h = game_->startHand();
    if (!h) {
        setError(QString::fromStdString(h.error()));
        return false;
    }
    // P-1..P-3: a freshly shuffled pack for every hand, committed to before the deal.
    if (nextStack_) {
        shoe_.stack(std::move(*nextStack_));
        nextStack_.reset();
    } else if (nextKey_) {
        shoe_.shuffle(*nextKey_);
        nextKey_.reset();
    } else {
        shoe_.shuffleFresh();
    }
    commitment_ = QString::fromStdString(shoe_.commitment());
    revealedKey_.clear();
    hand_ = std::move(*h);
    logged_ = 0;
    ++handNumber_;
    showdownLines_.clear();
    showdownTitle_.clear();
    if (!commitment_.isEmpty())
        messages_.append(
            MessageLogModel::TextSource([n = handNumber_, c = commitment_.left(16)] {
                return tr("Hand %1: the pack is shuffled; its commitment is %2…").arg(n).arg(c);
            }),
            "P-1", "shoe");
    setError({});
    phase_ = Playing;
    run();
    return true;
}

bool Seven27Controller::dealCards() {
    while (hand_->needsCard()) {
        const auto card = shoe_.draw();
        if (!card) {
            setError(tr("The pack ran out of cards."));
            return false;
        }
        if (auto st = hand_->deal(*card); !st) {
            setError(QString::fromStdString(st.error()));
            return false;
        }
    }
    return true;
}

void Seven27Controller::run() {
    if (!hand_) return;
    while (!hand_->isOver()) {
        if (hand_->needsCard()) {
            if (!dealCards()) return refresh();
            continue;
        }
        const int seat = hand_->seatToAct();
        if (seat == 0) {
            logNewEvents();
            phase_ = HumanTurn;
            refresh();
            hints_.request(hand_->view(0));
            return;
        }
        if (botDelayMs_ > 0) {
            logNewEvents();
            phase_ = Playing;
            refresh();
            botTimer_.start(botDelayMs_);
            return;
        }
        if (!botStep()) return refresh();
    }
    finishHand();
}

bool Seven27Controller::botStep() {
    if (!hand_ || hand_->isOver() || hand_->needsCard()) return false;
    const int seat = hand_->seatToAct();
    if (seat <= 0 || !players_[seat]) return false;
    const Seven27Action a = players_[seat]->decide(hand_->view(seat));
    if (auto st = hand_->apply(a); !st) {
        // A bot must never be illegal; if one is, it stays or passes, calls or folds.
        messages_.append(QString::fromStdString(st.error()), "S-4", "hint");
        const Seven27Options o = hand_->options();
        const Seven27Move fallback = o.stay   ? Seven27Move::Stay
                                     : o.pass ? Seven27Move::Pass
                                     : o.call ? Seven27Move::Call
                                              : Seven27Move::Fold;
        if (!hand_->apply({fallback, 0})) return false;
    }
    return true;
}

void Seven27Controller::finishBots() {
    if (!botTimer_.isActive()) return;
    botTimer_.stop();
    const int saved = botDelayMs_;
    botDelayMs_ = 0;
    if (botStep()) run();
    botDelayMs_ = saved;
}

bool Seven27Controller::act(const QString& move, int amount) {
    if (phase_ != HumanTurn || !hand_) {
        setError(tr("It is not your turn."));
        return false;
    }
    auto m = parseSeven27Move(move.toStdString());
    if (!m) {
        setError(tr("Unknown action \"%1\".").arg(move));
        return false;
    }
    const bool sized = *m == Seven27Move::Bet || *m == Seven27Move::Raise;
    const Seven27Action a{*m, sized ? amount : 0};
    if (auto st = hand_->check(a); !st) {
        const Seven27Options o = hand_->options();
        if (*m == Seven27Move::Bet && o.bet)
            setError(tr("A bet must be %1 to %2 chips.").arg(o.minBet).arg(o.maxBet));
        else if (*m == Seven27Move::Raise && o.raise)
            setError(tr("A raise must add %1 to %2 chips.").arg(o.minRaise).arg(o.maxRaise));
        else if (*m == Seven27Move::Raise && o.call)
            setError(tr("No more raises this round: the cap is %1.").arg(gameRules_.raiseCap));
        else
            setError(tr("You cannot %1 now.").arg(Seven27Text::action(a).toLower()));
        messages_.append(lastError_, "S-4", "hint");
        return false;
    }
    (void)hand_->apply(a);
    hints_.clear();
    setError({});
    phase_ = Playing;
    run();
    return true;
}

void Seven27Controller::finishHand() {
    botTimer_.stop();
    logNewEvents();
    (void)game_->finishHand(*hand_);
    if (shoe_.hasKey()) { // P-3: the hand is over, so the pack's key is revealed
        revealedKey_ = QString::fromStdString(shoe_.key().hex());
        messages_.append(MessageLogModel::TextSource([key = revealedKey_] {
                             return tr("The pack's key, for checking the commitment: %1").arg(key);
                         }),
                         "P-3", "shoe");
    }
    buildShowdown();
    hints_.clear();
    phase_ = !game_->inGame(0) || game_->isOver() ? GameOver : HandOver;
    refresh();
    emit handFinished();
}

void Seven27Controller::useKey(const ShuffleKey& key) {
    nextKey_ = key;
}
void Seven27Controller::useStackedPack(std::vector<Card> order) {
    nextStack_ = std::move(order);
}

void Seven27Controller::logNewEvents() {
    if (!hand_) return;
    const auto& events = hand_->events();
    auto name = [this](int s) { return seatName(s); };
    for (; logged_ < events.size(); ++logged_) {
        const Seven27Event& e = events[logged_];
        const QString text = Seven27Text::event(e, name, 0);
        if (text.isEmpty()) continue;
        QString kind = "round";
        if (e.type == Seven27EventType::Deal)
            kind = "deal";
        else if (e.type == Seven27EventType::Decision)
            kind = e.seat == 0 ? "decision" : "dealer";
        else if (e.type == Seven27EventType::PotAward || e.type == Seven27EventType::FoldWin ||
                 e.type == Seven27EventType::Ante)
            kind = "money";
        else if (e.type == Seven27EventType::Showdown || e.type == Seven27EventType::Bust)
            kind = "outcome";
        // Made again on a language switch (the seat names are fixed per seat).
        messages_.append(MessageLogModel::TextSource([this, e] {
                             return Seven27Text::event(
                                 e, [this](int s) { return seatName(s); }, 0);
                         }),
                         QString::fromStdString(e.rule), kind);
    }
}
