// The Seven Twenty-Seven table for QML (RULES.md Part 3): drives the engine's
// Seven27Game / Seven27Hand state machine with the human at seat 0 and computer opponents in
// the other seats, deals every hand from a freshly shuffled provably fair pack (P-1..P-3),
// and projects the hand into view models. It decides no rule: the legal moves and amounts,
// busts, fold-outs, the showdown and the split all come from the engine.
//
// Bots act one decision at a time after botDelayMs (0 in tests: everything up to the human's
// next decision happens at once).
#pragma once

#include "message_log_model.h"
#include "seven27_hints.h"
#include "seven27_seat_model.h"

#include "cards/shoe.h"
#include "seven27/seven27_game.h"
#include "seven27/seven27_player.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class Seven27Controller : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Settings chosen before a game (validated live into settingsError).
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY settingsChanged)
    Q_PROPERTY(int ante READ ante WRITE setAnte NOTIFY settingsChanged)
    Q_PROPERTY(int minBet READ minBet WRITE setMinBet NOTIFY settingsChanged)
    Q_PROPERTY(int maxBet READ maxBet WRITE setMaxBet NOTIFY settingsChanged)
    Q_PROPERTY(int raiseCap READ raiseCap WRITE setRaiseCap NOTIFY settingsChanged)
    Q_PROPERTY(int startingChips READ startingChips WRITE setStartingChips NOTIFY settingsChanged)
    Q_PROPERTY(QString deal READ deal WRITE setDeal NOTIFY settingsChanged)
    Q_PROPERTY(QString nearest READ nearest WRITE setNearest NOTIFY settingsChanged)
    // Personalities of seats 1, 2, ... (cycled when there are more seats than entries).
    Q_PROPERTY(QStringList bots READ bots WRITE setBots NOTIFY settingsChanged)
    Q_PROPERTY(QString settingsError READ settingsError NOTIFY settingsChanged)
    Q_PROPERTY(QVariantList dealOptions READ dealOptions CONSTANT)
    Q_PROPERTY(QVariantList nearestOptions READ nearestOptions CONSTANT)
    Q_PROPERTY(QVariantList styleOptions READ styleOptions CONSTANT)
    Q_PROPERTY(QString rulesSummary READ rulesSummary NOTIFY gameChanged)
    Q_PROPERTY(QString nearestRule READ nearestRule NOTIFY gameChanged)

    Q_PROPERTY(Phase phase READ phase NOTIFY stateChanged)
    Q_PROPERTY(int humanSeat READ humanSeat CONSTANT)
    Q_PROPERTY(int toAct READ toAct NOTIFY stateChanged)
    Q_PROPERTY(int dealer READ dealer NOTIFY stateChanged)
    Q_PROPERTY(int handNumber READ handNumber NOTIFY stateChanged)
    Q_PROPERTY(qint64 pot READ pot NOTIFY stateChanged)
    Q_PROPERTY(QString stageText READ stageText NOTIFY stateChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY stateChanged)
    Q_PROPERTY(QStringList legalActions READ legalActions NOTIFY stateChanged)
    Q_PROPERTY(qint64 toCall READ toCall NOTIFY stateChanged)
    Q_PROPERTY(qint64 betMin READ betMin NOTIFY stateChanged)
    Q_PROPERTY(qint64 betMax READ betMax NOTIFY stateChanged)
    Q_PROPERTY(qint64 raiseMin READ raiseMin NOTIFY stateChanged)
    Q_PROPERTY(qint64 raiseMax READ raiseMax NOTIFY stateChanged)
    Q_PROPERTY(int raises READ raises NOTIFY stateChanged)
    Q_PROPERTY(bool raiseCapReached READ raiseCapReached NOTIFY stateChanged)
    Q_PROPERTY(qint64 humanChips READ humanChips NOTIFY stateChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QStringList showdownLines READ showdownLines NOTIFY stateChanged)
    Q_PROPERTY(QString showdownTitle READ showdownTitle NOTIFY stateChanged)
    Q_PROPERTY(QString commitment READ commitment NOTIFY stateChanged)
    Q_PROPERTY(QString revealedKey READ revealedKey NOTIFY stateChanged)
    Q_PROPERTY(Seven27SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(MessageLogModel* messages READ messages CONSTANT)
    Q_PROPERTY(Seven27Hints* hints READ hints CONSTANT)
    Q_PROPERTY(int botDelayMs READ botDelayMs WRITE setBotDelayMs NOTIFY botDelayMsChanged)

public:
    enum Phase {
        Setup,     // no game yet: choose the settings
        Playing,   // the hand runs (cards, bots deciding)
        HumanTurn, // the human's decision
        HandOver,  // the hand is settled; nextHand() deals the next one
        GameOver   // the human is out of chips, or nobody is left to play
    };
    Q_ENUM(Phase)

    explicit Seven27Controller(QObject* parent = nullptr);
    ~Seven27Controller() override;

    int players() const { return settings_.players; }
    void setPlayers(int n);
    int ante() const { return static_cast<int>(settings_.ante); }
    void setAnte(int v);
    int minBet() const { return static_cast<int>(settings_.minBet); }
    void setMinBet(int v);
    int maxBet() const { return static_cast<int>(settings_.maxBet); }
    void setMaxBet(int v);
    int raiseCap() const { return settings_.raiseCap; }
    void setRaiseCap(int v);
    int startingChips() const { return static_cast<int>(settings_.startingChips); }
    void setStartingChips(int v);
    QString deal() const;
    void setDeal(const QString& id);
    QString nearest() const;
    void setNearest(const QString& id);
    QStringList bots() const { return bots_; }
    void setBots(const QStringList& styles);
    QString settingsError() const;
    QVariantList dealOptions() const;
    QVariantList nearestOptions() const;
    QVariantList styleOptions() const;
    QString rulesSummary() const;
    QString nearestRule() const;

    Phase phase() const { return phase_; }
    int humanSeat() const { return 0; }
    int toAct() const;
    int dealer() const;
    int handNumber() const { return handNumber_; }
    qint64 pot() const;
    QString stageText() const;
    QString prompt() const;
    QStringList legalActions() const;
    qint64 toCall() const { return options().toCall; }
    qint64 betMin() const { return options().minBet; }
    qint64 betMax() const { return options().maxBet; }
    qint64 raiseMin() const { return options().minRaise; }
    qint64 raiseMax() const { return options().maxRaise; }
    int raises() const;
    bool raiseCapReached() const;
    qint64 humanChips() const;
    QString lastError() const { return lastError_; }
    QStringList showdownLines() const { return showdownLines_; }
    QString showdownTitle() const { return showdownTitle_; }
    QString commitment() const { return commitment_; }
    QString revealedKey() const { return revealedKey_; }
    Seven27SeatModel* seats() { return &seats_; }
    MessageLogModel* messages() { return &messages_; }
    Seven27Hints* hints() { return &hints_; }
    int botDelayMs() const { return botDelayMs_; }
    void setBotDelayMs(int ms);

    // Starts a game with the current settings (refused with lastError when they are invalid).
    Q_INVOKABLE bool newGame();
    // Deals the next hand (HandOver only).
    Q_INVOKABLE bool nextHand();
    // Back to the settings (the game in play is abandoned).
    Q_INVOKABLE void endGame();
    // The human's decision: "pass", "bet", "fold", "call", "raise", "draw", "stay"; `amount`
    // for bet (chips bet) and raise (chips added above the call). Refused with lastError when
    // it is not the human's turn or the engine does not allow it.
    Q_INVOKABLE bool act(const QString& move, int amount = 0);
    // Lets every pending bot decision happen now (tests, screenshots).
    Q_INVOKABLE void finishBots();

    // Reproducible hands (tests, screenshots): the next hand's pack is shuffled with this key.
    void useKey(const f27::ShuffleKey& key);
    // Tests: the next hand's cards come in exactly this order (no key).
    void useStackedPack(std::vector<f27::Card> order);
    // Tests: the bots' seeds derive from this (default: from the OS random source).
    void setBotSeed(std::uint64_t seed) { botSeed_ = seed; }
    // The hand in play or just finished (tests); null before the first hand.
    const f27::Seven27Hand* hand() const { return hand_ ? &*hand_ : nullptr; }
    const f27::Seven27Game* game() const { return game_ ? &*game_ : nullptr; }
    // The human's view of the hand (tests).
    f27::Seven27View humanView() const;

protected:
    // A language switch: the log, the seats and the showdown are made again in the new language.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void settingsChanged();
    void gameChanged();
    void stateChanged();
    void lastErrorChanged();
    void botDelayMsChanged();
    void handFinished();

private:
    f27::Seven27Options options() const;
    QString seatName(int seat) const;
    bool startHand();
    void run();     // cards and bot decisions until the human's turn or the end of the hand
    bool botStep(); // one bot decision; false when the hand is not at a bot's decision
    bool dealCards();
    void finishHand();
    void logNewEvents();
    void refresh();
    void setPhase(Phase p);
    void setError(const QString& e);
    void buildShowdown();

    f27::Seven27Rules settings_;
    QStringList bots_{"tight", "loose", "aggressive", "balanced"};
    std::optional<f27::Seven27Game> game_;
    f27::Seven27Rules gameRules_;
    QStringList gameStyles_; // per seat, for the game in play ("" for the human)
    std::optional<f27::Seven27Hand> hand_;
    std::vector<std::unique_ptr<f27::Seven27Player>> players_;
    f27::Shoe shoe_;
    std::optional<f27::ShuffleKey> nextKey_;
    std::optional<std::vector<f27::Card>> nextStack_;
    std::optional<std::uint64_t> botSeed_;
    QString commitment_, revealedKey_;
    size_t logged_ = 0; // events of hand_ already in the message log
    int handNumber_ = 0;
    Phase phase_ = Setup;
    QString lastError_;
    QStringList showdownLines_;
    QString showdownTitle_;
    QTimer botTimer_;
    int botDelayMs_ = 700;
    Seven27SeatModel seats_;
    MessageLogModel messages_;
    Seven27Hints hints_{this};
};
