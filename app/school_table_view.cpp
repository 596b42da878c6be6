#include "school_table_view.h"

#include "school_text.h"

#include "round/describe.h"
#include "rules/hand_value.h"

using namespace f27;

// --- SchoolSeatModel ------------------------------------------------------------------------

int SchoolSeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(seats_.size());
}

QVariant SchoolSeatModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= seats_.size()) return {};
    const SchoolSeat& s = seats_[index.row()];
    switch (role) {
    case SeatNumberRole:
        return index.row() + 1;
    case WagerRole:
        return s.wager.isZero() ? QString() : SchoolText::money(s.wager);
    case SideRole:
        return s.side;
    case InsuranceRole:
        return s.insurance.isZero() ? QString() : SchoolText::money(s.insurance);
    case InsuranceNetRole:
        return s.insuranceNet;
    case HandsRole:
        return QVariant::fromValue(s.hands);
    case NetRole:
        return s.net;
    }
    return {};
}

QHash<int, QByteArray> SchoolSeatModel::roleNames() const {
    return {{SeatNumberRole, "seatNumber"},
            {WagerRole, "wager"},
            {SideRole, "side"},
            {InsuranceRole, "insurance"},
            {InsuranceNetRole, "insuranceNet"},
            {HandsRole, "hands"},
            {NetRole, "net"}};
}

int SchoolSeatModel::handCount(int seat) const {
    return seat >= 0 && seat < seats_.size() ? static_cast<int>(seats_[seat].hands.size()) : 0;
}

bool SchoolSeatModel::insured(int seat) const {
    return seat >= 0 && seat < seats_.size() && !seats_[seat].insurance.isZero();
}

void SchoolSeatModel::reset(QList<SchoolSeat> seats) {
    const bool resized = seats.size() != seats_.size();
    beginResetModel();
    seats_ = std::move(seats);
    endResetModel();
    if (resized) emit countChanged();
    ++revision_;
    emit revisionChanged();
}

void SchoolSeatModel::changed(int i) {
    if (i < 0 || i >= seats_.size()) return;
    emit dataChanged(index(i), index(i));
    ++revision_;
    emit revisionChanged();
}

// --- SchoolTableView ------------------------------------------------------------------------

namespace {
QString signedMoney(Money m) {
    return m > Money{} ? "+" + SchoolText::money(m) : SchoolText::money(m);
}
} // namespace

SchoolTableView::SchoolTableView(QObject* parent)
    : QObject(parent), rules_(std::make_shared<const RuleSet>()) {}

void SchoolTableView::setRules(const RuleSet& rules) {
    rules_ = std::make_shared<const RuleSet>(rules);
}

void SchoolTableView::clear(int seatCount) {
    QList<SchoolSeat> seats(seatCount);
    for (SchoolSeat& s : seats) {
        s.hands.append(SeatHand{});
        s.handWagers.append(Money{});
    }
    seats_.reset(std::move(seats));
    setDealerCards({});
    shown_ = 0;
}

void SchoolTableView::startRound(int seatCount) {
    clear(seatCount);
}

void SchoolTableView::showUpTo(const Round& round, int upTo) {
    const auto& ev = round.events();
    upTo = std::min(upTo, static_cast<int>(ev.size()));
    while (shown_ < upTo)
        show(ev[static_cast<size_t>(shown_)]);
}

void SchoolTableView::note(MessageLogModel::TextSource text, const QString& rule,
                           const QString& kind) {
    messages_.append(std::move(text), rule, kind);
}

bool SchoolTableView::hasHand(int seat, int hand) const {
    return seat >= 0 && seat < seats_.count() && hand >= 0 && hand < seats_.seat(seat).hands.size();
}

void SchoolTableView::show(const Event& e) {
    ++shown_;
    messages_.append([e, rules = rules_] { return describeEvent(e, *rules, Viewer::Dealer); },
                     QString::fromStdString(e.rule), MessageLogModel::kindOf(e.type));
    switch (e.type) {
    case EventType::RoundStart:
        if (e.seat >= 0 && e.seat < seats_.count()) {
            SchoolSeat& s = seats_.seat(e.seat);
            s.wager = e.amount;
            s.side = QString::fromStdString(e.detail);
            s.handWagers[0] = e.amount;
            s.hands[0].wager = SchoolText::money(e.amount);
            seats_.changed(e.seat);
        }
        break;
    case EventType::Reshuffle:
        emit cue("shuffle");
        break;
    case EventType::Deal:
        showDeal(e);
        break;
    case EventType::Decision:
        showDecision(e);
        break;
    case EventType::Reveal: {
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
        break;
    }
    case EventType::Outcome:
        if (hasHand(e.seat, e.hand)) {
            seats_.seat(e.seat).hands[e.hand].result = handResultName(e.result);
            seats_.changed(e.seat);
        }
        break;
    case EventType::Settlement:
        if (hasHand(e.seat, e.hand)) {
            seats_.seat(e.seat).hands[e.hand].net = signedMoney(e.amount);
            seats_.changed(e.seat);
            emit cue("chips");
        }
        break;
    case EventType::InsuranceSettled:
        if (e.seat >= 0 && e.seat < seats_.count()) {
            seats_.seat(e.seat).insuranceNet = signedMoney(e.amount);
            seats_.changed(e.seat);
            emit cue("chips");
        }
        break;
    case EventType::RoundEnd:
        if (e.seat >= 0 && e.seat < seats_.count()) {
            seats_.seat(e.seat).net = signedMoney(e.amount);
            seats_.changed(e.seat);
        }
        break;
    case EventType::InsuranceOffered:
    case EventType::ForcedPlay:
    case EventType::FixedPlay:
    case EventType::DealerCheck:
    case EventType::DealerPlay:
    case EventType::Bonus:
        break;
    }
}

// A card to the dealer or to a seat's hand; a face-down card keeps its code (the dealer sees
// it) and its faceUp flag (the view marks it).
void SchoolTableView::showDeal(const Event& e) {
    const int variant = shown_ % 2 + 1;
    if (e.seat < 0) {
        QList<CardFace> cards = dealerCards_;
        cards.append(CardFace::of(e.card, e.faceUp, variant));
        setDealerCards(std::move(cards));
    } else if (e.seat < seats_.count()) {
        SchoolSeat& s = seats_.seat(e.seat);
        while (s.hands.size() <= e.hand) {
            s.hands.append(SeatHand{});
            s.hands.back().wager = SchoolText::money(s.wager);
            s.handWagers.append(s.wager);
        }
        SeatHand& h = s.hands[e.hand];
        h.cards.append(CardFace::of(e.card, e.faceUp, variant));
        h.total = handTotal(h.cards);
        seats_.changed(e.seat);
    }
    emit cue("deal");
}

// The seats' own decisions that change what lies on the table: a split (a second hand with
// the same wager), a double (the wager grows by the stake the event carries), insurance.
void SchoolTableView::showDecision(const Event& e) {
    if (e.seat < 0 || e.seat >= seats_.count()) return;
    SchoolSeat& s = seats_.seat(e.seat);
    if (e.action == Action::Split && hasHand(e.seat, e.hand)) {
        SeatHand& h = s.hands[e.hand];
        SeatHand second;
        second.wager = h.wager;
        if (!h.cards.isEmpty()) second.cards.append(h.cards.takeLast());
        h.total = handTotal(h.cards);
        second.total = handTotal(second.cards);
        s.hands.insert(e.hand + 1, second);
        s.handWagers.insert(e.hand + 1, s.handWagers[e.hand]);
        emit cue("chips");
    } else if (e.action == Action::Double && hasHand(e.seat, e.hand)) {
        s.handWagers[e.hand] += e.amount;
        s.hands[e.hand].wager = SchoolText::money(s.handWagers[e.hand]);
        emit cue("chips");
    } else if (e.action == Action::TakeInsurance) {
        s.insurance = e.amount;
        emit cue("chips");
    }
    seats_.changed(e.seat);
}

void SchoolTableView::setDealerCards(QList<CardFace> cards) {
    dealerCards_ = std::move(cards);
    dealerTotal_ = handTotal(dealerCards_);
    emit dealerChanged();
}

QString SchoolTableView::handTotal(const QList<CardFace>& cards) const {
    return faceUpTotal(cards, rules_->values);
}

void SchoolTableView::retranslate() {
    messages_.retranslate();
    for (int i = 0; i < seats_.count(); ++i) {
        for (SeatHand& h : seats_.seat(i).hands)
            h.total = handTotal(h.cards);
        seats_.changed(i);
    }
    setDealerCards(dealerCards_);
}
