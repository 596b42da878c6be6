// The dealer school's table as the dealer sees it: every card (the face-down ones marked), each
// seat's wager, insurance and hands, the results, and a log in the dealer's words. It is a
// projection of the round's event log up to the step the trainee has reached
// (DealerProcedure::eventsDone()): never the round's state ahead of the trainee, and never a
// second copy of the rules.
#pragma once

#include "card_face.h"
#include "message_log_model.h"
#include "seat_list_model.h"

#include "round/round.h"

#include <QAbstractListModel>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <memory>

// One seat at the school's table.
struct SchoolSeat {
    f27::Money wager;      // as placed (RoundStart)
    QString side;          // the baccarat-like bet side ("player", ...), "" in standard mode
    f27::Money insurance;  // the insurance stake; zero when not insured
    QString insuranceNet;  // once settled: "+10", "-5"
    QList<SeatHand> hands; // SeatHand::wager, total, result and net as texts
    QList<f27::Money> handWagers;
    QString net; // the round's net, once the round is over
};

class SchoolSeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by DealerSchoolController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Counts the changes to the seats (bindings that read handCount() or insured() follow it).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
public:
    enum Role {
        SeatNumberRole = Qt::UserRole + 1,
        WagerRole,        // "35", "17.5"
        SideRole,         // "player", "dealer", "stalemate" or ""
        InsuranceRole,    // the stake, "" when not insured
        InsuranceNetRole, // "+10", "-5" or ""
        HandsRole,        // QList<SeatHand>
        NetRole           // the round's net, "" until the round is over
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The number of hands of seat `seat` (1 before its first card).
    Q_INVOKABLE int handCount(int seat) const;
    // Whether seat `seat` holds an insurance stake.
    Q_INVOKABLE bool insured(int seat) const;
    int revision() const { return revision_; }

    void reset(QList<SchoolSeat> seats);
    SchoolSeat& seat(int i) { return seats_[i]; }
    const SchoolSeat& seat(int i) const { return seats_[i]; }
    int count() const { return static_cast<int>(seats_.size()); }
    void changed(int i);

signals:
    void countChanged();
    void revisionChanged();

private:
    QList<SchoolSeat> seats_;
    int revision_ = 0;
};

class SchoolTableView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by DealerSchoolController")
    Q_PROPERTY(SchoolSeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(MessageLogModel* messages READ messages CONSTANT)
    Q_PROPERTY(QList<CardFace> dealerCards READ dealerCards NOTIFY dealerChanged)
    // The total of the dealer's face-up cards ("hard 18"), "" with none.
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY dealerChanged)

public:
    explicit SchoolTableView(QObject* parent = nullptr);

    SchoolSeatModel* seats() { return &seats_; }
    const SchoolSeatModel& seatList() const { return seats_; }
    MessageLogModel* messages() { return &messages_; }
    const QList<CardFace>& dealerCards() const { return dealerCards_; }
    const QString& dealerTotal() const { return dealerTotal_; }
    // Events of the round shown so far.
    int shown() const { return shown_; }

    // The rules whose words and totals the texts use from now on.
    void setRules(const f27::RuleSet& rules);
    // An empty table of `seatCount` seats (no round yet, or between rule sets).
    void clear(int seatCount);
    // A new round at the table: the seats are emptied; its events come with showUpTo().
    void startRound(int seatCount);
    // Shows the events of `round` up to (not including) `upTo`, from where it stopped.
    void showUpTo(const f27::Round& round, int upTo);
    // A line of the school's own in the log (a verdict, a round's summary): `kind` as
    // MessageLogModel's, plus "error" and "catch".
    void note(MessageLogModel::TextSource text, const QString& rule, const QString& kind);
    // Every text again in the current language.
    void retranslate();

signals:
    void dealerChanged();
    // A sound cue for the presentation layer: "deal", "chips", "shuffle".
    void cue(const QString& name);

private:
    void show(const f27::Event& e);
    void showDeal(const f27::Event& e);
    void showDecision(const f27::Event& e);
    void setDealerCards(QList<CardFace> cards);
    QString handTotal(const QList<CardFace>& cards) const;
    bool hasHand(int seat, int hand) const;

    std::shared_ptr<const f27::RuleSet> rules_;
    SchoolSeatModel seats_;
    MessageLogModel messages_;
    QList<CardFace> dealerCards_;
    QString dealerTotal_;
    int shown_ = 0;
};
