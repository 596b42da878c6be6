#include "round_presenter.h"

#include "round/describe.h"
#include "rules/hand_value.h"

using namespace f27;

RoundPresenter::RoundPresenter(QObject* parent)
    : QObject(parent), rules_(std::make_shared<const RuleSet>()) {}

void RoundPresenter::setRules(const RuleSet& rules) {
    rules_ = std::make_shared<const RuleSet>(rules);
}

void RoundPresenter::emptySeats(int seatCount, int humanSeat) {
    QList<SeatView> seats;
    for (int i = 0; i < seatCount; ++i) {
        SeatView s;
        s.human = i == humanSeat;
        s.bot = !s.human;
        seats.append(s);
    }
    seats_.reset(std::move(seats));
    setDealerCards({});
}

void RoundPresenter::startRound(const RoundSetup& setup, int humanSeat) {
    QList<SeatView> views;
    stakes_.clear();
    for (int i = 0; i < static_cast<int>(setup.seats.size()); ++i) {
        stakes_.push_back(setup.seats[static_cast<size_t>(i)].wager);
        SeatView v;
        v.human = i == humanSeat;
        v.bot = !v.human;
        v.wager = describeMoney(setup.seats[static_cast<size_t>(i)].wager);
        v.hands.append(SeatHand{});
        v.hands.back().wager = v.wager;
        views.append(v);
    }
    seats_.reset(std::move(views));
    setDealerCards({});
    shown_ = 0;
}

void RoundPresenter::show(const Event& e, const Round& round, int humanSeat) {
    messages_.append([e, rules = rules_] { return describeEvent(e, *rules, Viewer::Player); },
                     QString::fromStdString(e.rule), MessageLogModel::kindOf(e.type));
    const bool humanEvent = e.seat == humanSeat;
    switch (e.type) {
    case EventType::Reshuffle:
        announceEvent(e);
        emit cue("shuffle");
        break;
    case EventType::Deal:
        showDeal(e);
        break;
    case EventType::Decision:
        showDecision(e, round);
        break;
    case EventType::ForcedPlay:
    case EventType::DealerCheck:
    case EventType::InsuranceOffered:
        if (e.seat < 0 || humanEvent) announceEvent(e);
        break;
    case EventType::Reveal:
        showReveal(e);
        break;
    case EventType::Outcome:
        if (e.seat >= 0 && e.seat < seats_.count() && e.hand < seats_.seat(e.seat).hands.size()) {
            seats_.seat(e.seat).hands[e.hand].result = handResultName(e.result);
            seats_.changed(e.seat);
        }
        if (humanEvent) announceEvent(e);
        break;
    case EventType::Bonus:
    case EventType::InsuranceSettled:
        if (humanEvent) announceEvent(e);
        break;
    case EventType::Settlement:
    case EventType::RoundEnd:
        showSettlement(e);
        break;
    case EventType::RoundStart:
    case EventType::FixedPlay:
    case EventType::DealerPlay:
        break;
    }
    ++shown_;
}

// A card to the dealer (face up or down) or to a seat's hand (face up). The joker's design
// alternates with the events shown.
void RoundPresenter::showDeal(const Event& e) {
    const int variant = shown_ % 2 + 1;
    if (e.seat < 0) {
        QList<CardFace> cards = dealerCards_;
        cards.append(CardFace::of(e.card, e.faceUp, variant));
        setDealerCards(std::move(cards));
    } else {
        SeatView& s = seats_.seat(e.seat);
        while (s.hands.size() <= e.hand) {
            s.hands.append(SeatHand{});
            s.hands.back().wager = s.wager;
        }
        SeatHand& h = s.hands[e.hand];
        h.cards.append(CardFace::of(e.card, true, variant));
        h.total = handTotal(h.cards);
        seats_.changed(e.seat);
    }
    emit cue("deal");
}

void RoundPresenter::showDecision(const Event& e, const Round& round) {
    const bool adds = e.action == Action::Split || e.action == Action::Double;
    if (adds && e.seat >= 0 && e.seat < static_cast<int>(stakes_.size())) {
        stakes_[static_cast<size_t>(e.seat)] += e.amount;
        seats_.seat(e.seat).wager = describeMoney(stakes_[static_cast<size_t>(e.seat)]);
    }
    if (e.seat >= 0 && e.action == Action::Split) {
        SeatView& s = seats_.seat(e.seat);
        SeatHand& h = s.hands[e.hand];
        SeatHand second;
        second.wager = h.wager;
        second.cards.append(h.cards.takeLast());
        h.total = handTotal(h.cards);
        second.total = handTotal(second.cards);
        s.hands.insert(e.hand + 1, second);
        seats_.changed(e.seat);
    } else if (e.seat >= 0 && e.action == Action::Double) {
        // The event carries the stake added; the hand's whole wager after it is the round's. A
        // doubled hand takes its one card and is complete (F-18), and later splits only add
        // hands after it, so the round still holds that wager when this event is shown.
        const SeatState& seat = round.seats()[static_cast<size_t>(e.seat)];
        SeatView& s = seats_.seat(e.seat);
        s.hands[e.hand].wager = describeMoney(seat.hands[static_cast<size_t>(e.hand)].wager);
        seats_.changed(e.seat);
        emit cue("chips");
    } else if (e.action == Action::TakeInsurance) {
        emit cue("chips");
    }
}

void RoundPresenter::showReveal(const Event& e) {
    QList<CardFace> cards = dealerCards_;
    const QString code = QString::fromStdString(toCode(e.card));
    for (CardFace& c : cards) {
        if (!c.faceUp && c.code == code) {
            c.faceUp = true;
            break;
        }
    }
    setDealerCards(std::move(cards));
    emit cue("deal");
}

// A hand's net (Settlement) or the seat's net for the round (RoundEnd).
void RoundPresenter::showSettlement(const Event& e) {
    if (e.seat < 0 || e.seat >= seats_.count()) return;
    SeatView& s = seats_.seat(e.seat);
    if (e.type == EventType::RoundEnd) {
        s.roundNet = describeSigned(e.amount);
    } else {
        if (e.hand < 0 || e.hand >= s.hands.size()) return;
        s.hands[e.hand].net = describeSigned(e.amount);
    }
    seats_.changed(e.seat);
}

void RoundPresenter::showTurn(const Round& round) {
    const int seat = round.seatToAct();
    seats_.seat(seat).activeHand = round.phase() == Phase::Decision ? round.handToAct() : -1;
    seats_.changed(seat);
}

void RoundPresenter::clearTurn() {
    for (int i = 0; i < seats_.count(); ++i) {
        seats_.seat(i).activeHand = -1;
        seats_.changed(i);
    }
}

void RoundPresenter::setDealerCards(QList<CardFace> cards) {
    dealerCards_ = std::move(cards);
    dealerTotal_ = handTotal(dealerCards_);
    emit dealerChanged();
}

QString RoundPresenter::handTotal(const QList<CardFace>& cards) const {
    return faceUpTotal(cards, rules_->values);
}

void RoundPresenter::announce(const QString& text, const QString& rule) {
    announce(text.isEmpty() ? TextSource{} : TextSource([text] { return text; }), rule);
}

void RoundPresenter::announce(TextSource text, const QString& rule) {
    announcementSource_ = std::move(text);
    announcement_ = announcementSource_ ? announcementSource_() : QString();
    announcementRule_ = rule;
    emit announcementChanged();
}

void RoundPresenter::announceEvent(const Event& e) {
    announce([e, rules = rules_] { return describeEvent(e, *rules); },
             QString::fromStdString(e.rule));
}

void RoundPresenter::retranslate() {
    if (announcementSource_) {
        announcement_ = announcementSource_();
        emit announcementChanged();
    }
    messages_.retranslate();
    for (int i = 0; i < seats_.count(); ++i) {
        for (SeatHand& h : seats_.seat(i).hands)
            h.total = handTotal(h.cards);
        seats_.changed(i);
    }
    setDealerCards(dealerCards_);
}
