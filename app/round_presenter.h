// The round as the player sees it: the round's events folded, one at a time, into the dealer's
// cards, the seats' hands, the running log and the announcement.
#pragma once

#include "card_face.h"
#include "message_log_model.h"
#include "seat_list_model.h"

#include "round/round.h"

#include <QObject>
#include <QString>

#include <memory>

// A projection of the engine's log and state: every card, total, wager and result shown comes
// from an event or from the round; no rule is restated here.
class RoundPresenter : public QObject {
    Q_OBJECT

public:
    using TextSource = MessageLogModel::TextSource;
    explicit RoundPresenter(QObject* parent = nullptr);

    SeatListModel* seats() { return &seats_; }
    const SeatListModel& seats() const { return seats_; }
    MessageLogModel* messages() { return &messages_; }
    const QList<CardFace>& dealerCards() const { return dealerCards_; }
    const QString& dealerTotal() const { return dealerTotal_; }
    const QString& announcement() const { return announcement_; }
    const QString& announcementRule() const { return announcementRule_; }
    // Events of the current round shown so far.
    int shown() const { return shown_; }

    // The rules whose words, totals and values the texts use from now on.
    void setRules(const f27::RuleSet& rules);
    // Empty seats, no round: the human at `humanSeat`, computer seats elsewhere.
    void emptySeats(int seatCount, int humanSeat);
    // A round starts with these wagers (as the round's setup has them); nothing is dealt yet.
    void startRound(const f27::RoundSetup& setup, int humanSeat);
    // Shows the next event of `round` (in the order of its log); `humanSeat` is the player's.
    void show(const f27::Event& e, const f27::Round& round, int humanSeat);
    // Marks the hand to act in `round` (a decision) or its seat (insurance).
    void showTurn(const f27::Round& round);
    // No hand is marked to act (a decision was taken).
    void clearTurn();

    // The announcement: a fixed text (an engine error), or one made again on a language switch.
    void announce(const QString& text, const QString& rule);
    void announce(TextSource text, const QString& rule);
    // Makes every text again in the current language: the announcement, the log, the totals.
    void retranslate();

signals:
    void dealerChanged();
    void announcementChanged();
    // A sound cue: "deal", "chips", "shuffle".
    void cue(const QString& name);

private:
    void announceEvent(const f27::Event& e);
    void showDeal(const f27::Event& e);
    void showDecision(const f27::Event& e, const f27::Round& round);
    void showReveal(const f27::Event& e);
    void showSettlement(const f27::Event& e);
    void setDealerCards(QList<CardFace> cards);
    QString handTotal(const QList<CardFace>& cards) const;

    std::shared_ptr<const f27::RuleSet> rules_; // shared with the texts made again later
    QList<CardFace> dealerCards_;
    QString dealerTotal_;
    SeatListModel seats_;
    MessageLogModel messages_;
    QString announcement_, announcementRule_;
    TextSource announcementSource_;
    int shown_ = 0;
    // Each seat's whole stake as shown so far: its wager, plus each double and split shown
    // (their events carry the stake added). The seat's chip shows it.
    std::vector<f27::Money> stakes_;
};
