// The banking-game table for QML: drives the engine's Table and Round (the rules, the bets, the
// human seat's decisions, the pace of the deal) and hands the rest to its parts (below).
#pragma once

#include "card_face.h"
#include "computer_seats.h"
#include "history.h"
#include "history_recorder.h"
#include "house_edge.h"
#include "message_log_model.h"
#include "round_presenter.h"
#include "seat_list_model.h"
#include "session_stats.h"
#include "shoe_ledger.h"
#include "strategy_hints.h"

#include "round/table.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <memory>
#include <optional>

// A facade: the shoe ledger (the provably fair shoes, shoe_ledger.h), the computer seats (their
// wagers and decisions, computer_seats.h) and the round presenter (the events folded into the
// dealer's cards, the seats, the log and the announcement, round_presenter.h) do the rest. It
// decides no rule: legal actions, forced plays, outcomes and payouts all come from the engine.
class TableController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList presets READ presets CONSTANT)
    Q_PROPERTY(QStringList presetNames READ presetNames NOTIFY rulesChanged) // in the language
    Q_PROPERTY(QString rulesId READ rulesId NOTIFY rulesChanged)
    // Where the rules came from, as loadRules() takes it: a preset id or a rule file's path (the
    // rule editor opens it, the settings remember it; a custom file's id names no file).
    Q_PROPERTY(QString rulesSource READ rulesSource NOTIFY rulesChanged)
    // The rule set's name; a preset's id with other rules is named "… (changed)".
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY rulesChanged)
    // "finnish27" or "blackjack": the general rules (RULES.md part) the rule set belongs to.
    Q_PROPERTY(QString rulesFamily READ rulesFamily NOTIFY rulesChanged)
    Q_PROPERTY(bool rulesModified READ rulesModified NOTIFY rulesChanged)
    // The bets a betting mode offers the player ("player", "dealer", "stalemate" in the
    // baccarat-like mode, "player" alone in the slot mode; none in the standard mode), each
    // with its pay table entry ({side, label, pays: "8:1"}), the one chosen for the next round,
    // and the exact house edge of each (betEdges: optimalText the player hand's bet,
    // dealerBetText and stalemateBetText the others).
    Q_PROPERTY(QStringList betSides READ betSides NOTIFY rulesChanged)
    Q_PROPERTY(QVariantList payTable READ payTable NOTIFY rulesChanged)
    Q_PROPERTY(QString betSide READ betSide WRITE setBetSide NOTIFY betSideChanged)
    Q_PROPERTY(HouseEdge* betEdges READ betEdges CONSTANT)
    Q_PROPERTY(bool finnishIndices READ finnishIndices NOTIFY rulesChanged)
    Q_PROPERTY(int target READ target NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesError READ rulesError NOTIFY rulesChanged)
    // How the computer seats play these rules (translated sentence).
    Q_PROPERTY(QString botStrategy READ botStrategy NOTIFY botStrategyChanged)
    // What each computer seat wagers per round (a setting; TableDefaults::kBotWager).
    Q_PROPERTY(double botWager READ botWager WRITE setBotWager NOTIFY botWagerChanged)
    // The human seat's bankroll when the session starts (a setting;
    // TableDefaults::kStartingBankroll): it sets the bankroll until the first round is dealt.
    Q_PROPERTY(double startingBankroll READ startingBankroll WRITE setStartingBankroll NOTIFY
                   startingBankrollChanged)
    Q_PROPERTY(int seatCount READ seatCount WRITE setSeatCount NOTIFY seatCountChanged)
    Q_PROPERTY(int humanSeat READ humanSeat NOTIFY seatCountChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QStringList legalActions READ legalActions NOTIFY phaseChanged)
    // The same actions as the engine labels them (round/describe.h actionLabel), in order.
    Q_PROPERTY(QStringList legalActionLabels READ legalActionLabels NOTIFY phaseChanged)
    // What the player is asked to do now; between rounds it says why Deal cannot start one
    // (a bet over the bankroll, no money left).
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
    Q_PROPERTY(double bankroll READ bankroll NOTIFY bankrollChanged)
    // Between rounds with less than the minimum bet (TableDefaults::kMinimumBet) left: no round
    // can be dealt until the player takes a new bankroll (takeNewBankroll).
    Q_PROPERTY(bool outOfMoney READ outOfMoney NOTIFY promptChanged)
    Q_PROPERTY(QString bankrollText READ bankrollText NOTIFY bankrollChanged)
    Q_PROPERTY(double wager READ wager WRITE setWager NOTIFY wagerChanged)
    Q_PROPERTY(QString announcement READ announcement NOTIFY announcementChanged)
    Q_PROPERTY(QString announcementRule READ announcementRule NOTIFY announcementChanged)
    Q_PROPERTY(QString commitment READ commitment NOTIFY shoeChanged)
    Q_PROPERTY(int shoeRemaining READ shoeRemaining NOTIFY shoeChanged)
    Q_PROPERTY(int shoeSize READ shoeSize NOTIFY shoeChanged)
    Q_PROPERTY(int cutCard READ cutCard NOTIFY shoeChanged)
    Q_PROPERTY(int discards READ discards NOTIFY shoeChanged)
    Q_PROPERTY(QList<CardFace> dealerCards READ dealerCards NOTIFY dealerChanged)
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY dealerChanged)
    Q_PROPERTY(SeatListModel* seats READ seats CONSTANT)
    Q_PROPERTY(MessageLogModel* messages READ messages CONSTANT)
    Q_PROPERTY(SessionStats* stats READ stats CONSTANT)
    Q_PROPERTY(StrategyHints* hints READ hints CONSTANT)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY animationMsChanged)
    Q_PROPERTY(QList<FinishedShoe> finishedShoes READ finishedShoes NOTIFY shoeChanged)
    Q_PROPERTY(int cardsFromThisShoe READ cardsFromThisShoe NOTIFY shoeChanged)
    // Where every round is kept (history.h); none: nothing is kept (tests).
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)

public:
    enum Phase { Betting, Dealing, Insurance, Decision, Settled };
    Q_ENUM(Phase)

    explicit TableController(QObject* parent = nullptr);
    ~TableController() override;

    QStringList presets() const;
    QStringList presetNames() const; // the presets' display names, in the order of presets()
    QString rulesId() const;
    QString rulesSource() const { return rulesSource_; }
    QString rulesName() const;
    QString rulesFamily() const { return QString::fromStdString(rules_.family); }
    bool rulesModified() const { return rulesModified_; }
    QStringList betSides() const;
    QVariantList payTable() const;
    QString betSide() const { return betSide_; }
    void setBetSide(const QString& side);
    HouseEdge* betEdges() { return &betEdges_; }
    bool finnishIndices() const;
    int target() const;
    QString rulesError() const { return rulesError_; }
    QString botStrategy() const { return computerSeats_.strategy(); }
    double botWager() const { return computerSeats_.wager().toDouble(); }
    void setBotWager(double w);
    double startingBankroll() const { return startingBankroll_.toDouble(); }
    void setStartingBankroll(double b);
    int seatCount() const { return seatCount_; }
    void setSeatCount(int n);
    int humanSeat() const { return seatCount_ / 2; }
    Phase phase() const { return phase_; }
    QStringList legalActions() const;
    QStringList legalActionLabels() const;
    QString prompt() const;
    bool outOfMoney() const;
    double bankroll() const { return bankroll_.toDouble(); }
    QString bankrollText() const;
    double wager() const { return wager_; }
    void setWager(double w);
    QString announcement() const { return presenter_.announcement(); }
    QString announcementRule() const { return presenter_.announcementRule(); }
    QString commitment() const { return ledger_.commitment(); }
    int shoeRemaining() const;
    int shoeSize() const;
    int cutCard() const;
    int discards() const;
    QList<CardFace> dealerCards() const { return presenter_.dealerCards(); }
    QString dealerTotal() const { return presenter_.dealerTotal(); }
    SeatListModel* seats() { return presenter_.seats(); }
    MessageLogModel* messages() { return presenter_.messages(); }
    // The human seat's session statistics; every finished round is recorded (across games).
    SessionStats* stats() { return &stats_; }
    // Hints and mistake checks for the human seat's decisions (analysed off the GUI thread);
    // every judged decision is recorded in stats().
    StrategyHints* hints() { return &hints_; }
    int animationMs() const { return animationMs_; }
    void setAnimationMs(int ms);
    History* history() const { return recorder_.history(); }
    void setHistory(History* history);
    const HistoryRecorder& recorder() const { return recorder_; }

    // Switches the game: a preset id or a rule file path. Refused (with rulesError) mid-round.
    Q_INVOKABLE bool loadRules(const QString& presetOrPath);
    // Writes the session's hand history (every round's log, every shoe with its commitment,
    // revealed key and dealt cards, the statistics) as a zip (engine/round/session_archive.h) to a
    // local path or file:// URL; `finnish27-cli replay FILE.zip` checks it. False: see
    // exportError() (nothing already saved is touched).
    Q_INVOKABLE bool exportSession(const QString& pathOrFileUrl);
    Q_INVOKABLE QString exportError() const { return exportError_; }
    int archivedRounds() const { return static_cast<int>(handLog_.size()); }
    // Starts a round with the current wager (Betting or Settled only).
    Q_INVOKABLE bool deal();
    // Out of money (outOfMoney): the bankroll becomes the starting bankroll again, and the
    // statistics count it as a new bankroll (SessionStats::newBankrolls). False otherwise.
    Q_INVOKABLE bool takeNewBankroll();
    // The human seat's decision: "hit", "stand", "double", "split", "surrender", "insure",
    // "decline-insurance". Only the legal ones are accepted.
    Q_INVOKABLE bool act(const QString& action);
    Q_INVOKABLE void requestReshuffle();
    // Shows every queued event at once.
    Q_INVOKABLE void skipAnimation();
    // Shows the next queued event now; false when nothing is queued (screenshots, tests).
    bool stepAnimation();

    // P-3: the shoes whose keys are revealed, oldest first.
    QList<FinishedShoe> finishedShoes() const { return ledger_.finishedShoes(); }
    int cardsFromThisShoe() const { return static_cast<int>(ledger_.dealt().size()); }
    // P-3: recomputes finished shoe `index` from its revealed key and checks the commitment
    // and every card dealt from it.
    Q_INVOKABLE ShoeCheck verifyShoe(int index) const { return ledger_.verify(index); }

    // Reproducible shoes (screenshots, tests): the next shoe is shuffled with this key.
    void useKey(const f27::ShuffleKey& key);
    // Tests: the next cards come from this prearranged order (no key; running out is an error).
    void useStackedShoe(std::vector<f27::Card> order);
    // The cards the human player has not seen: the shoe's composition less every card dealt
    // from it so far, the dealer's face-down cards counted as unseen.
    f27::Composition unseenByPlayer() const;
    // The current round (for tests and screenshots); null before the first round.
    const f27::Round* round() const { return round_ ? &*round_ : nullptr; }
    // Events shown so far in the current round.
    int shownEvents() const { return presenter_.shown(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void rulesChanged();
    void botStrategyChanged();
    void betSideChanged();
    void botWagerChanged();
    void startingBankrollChanged();
    void seatCountChanged();
    void phaseChanged();
    void bankrollChanged();
    void wagerChanged();
    void promptChanged();
    void announcementChanged();
    void shoeChanged();
    void dealerChanged();
    void animationMsChanged();
    void historyChanged();
    // A sound cue for the presentation layer: "deal", "chips", "win", "loss", "shuffle".
    void cue(const QString& name);
    void roundFinished(double net);

private:
    void newTable();
    void leaveShoe();
    void runUntilHuman();
    void queueNewEvents();
    void showNext();
    void settleHumanSeat(const f27::Event& roundEnd);
    void updatePhase();
    void setPhase(Phase p);
    void betEdgesFollowRules();
    void announce(const QString& text, const QString& rule) { presenter_.announce(text, rule); }
    void announce(RoundPresenter::TextSource text, const QString& rule) {
        presenter_.announce(std::move(text), rule);
    }
    void retranslate();
    void requestHint();
    void judged(const StrategyHints::Judgement& j);
    void archiveFinishedRound();

    f27::RuleSet rules_;
    QString rulesSource_ = QStringLiteral("poker-like");
    QString rulesError_;
    ShoeLedger ledger_;
    std::unique_ptr<f27::Table> table_;
    std::optional<f27::ShuffleKey> nextKey_;
    std::optional<f27::Round> round_;
    ComputerSeats computerSeats_;
    std::vector<QByteArray> handLog_; // every finished round's log, in order
    bool roundArchived_ = false;      // round_ is in handLog_
    QString exportError_;
    std::deque<f27::Event> queue_;
    size_t queued_ = 0; // events of round_ already queued
    QTimer pace_;

    int seatCount_ = 3;
    Phase phase_ = Betting;
    f27::Money startingBankroll_;
    f27::Money bankroll_;
    double wager_ = 10;
    bool rulesModified_ = false;
    QString betSide_ = QStringLiteral("player");
    HouseEdge betEdges_{this};
    RoundPresenter presenter_;
    SessionStats stats_{this};
    StrategyHints hints_{this};
    size_t hintedAt_ = 0;     // events of round_ when the hint on show was requested
    int roundSerial_ = 0;     // rounds dealt (the hints' judgements name their round)
    int lastJudgedRound_ = 0; // the round of the last judged decision
    int animationMs_ = 350;
    HistoryRecorder recorder_;
};
