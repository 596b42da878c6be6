#include "round/describe.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace f27 {

namespace {
// lupdate files the tr() calls of namespace f27 under the context "f27"; the run-time lookup
// must use the same context, or no sentence here is ever translated.
QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
QString ruleTag(const std::string& rule) {
    return rule.empty() ? QString() : " — " + q(rule);
}

QString rangeText(const char* what, const Range& r) {
    if (r.isAny()) return {};
    if (r.min == r.max) return tr("%1 exactly %2").arg(tr(what)).arg(r.min);
    if (r.min == INT_MIN) return tr("%1 at most %2").arg(tr(what)).arg(r.max);
    if (r.max == INT_MAX) return tr("%1 at least %2").arg(tr(what)).arg(r.min);
    return tr("%1 %2 to %3").arg(tr(what)).arg(r.min).arg(r.max);
}

QString reasonText(const std::string& reason, HandResult result, int target) {
    const bool won = result == HandResult::Win;
    if (reason == "closer")
        return won ? tr("closer to %1").arg(target) : tr("the dealer is closer to %1").arg(target);
    if (reason == "five-card")
        return won ? tr("the five-card rule: only the player has five cards")
                   : tr("the five-card rule: only the dealer has five cards");
    if (reason == "tie") return tr("equally close to %1").arg(target);
    if (reason == "bust") return tr("bust");
    if (reason == "target") return tr("an exact target total");
    if (reason == "natural") return tr("a natural");
    if (reason == "both-natural") return tr("both hold a natural");
    if (reason == "dealer-natural") return tr("the dealer holds a natural");
    if (reason == "dealer-bust") return tr("the dealer busts");
    if (reason == "dealer-target") return tr("the dealer's exact target total");
    if (reason == "poker") return tr("the better poker hand");
    if (reason == "split-natural") return tr("a two-card target total after a split");
    if (reason == "surrender") return tr("surrender");
    return q(reason);
}
} // namespace

QString describeSeat(int seat) {
    return seat < 0 ? tr("Dealer") : tr("Seat %1").arg(seat + 1);
}

QString actionLabel(Action a) {
    switch (a) {
    case Action::Hit:
        return tr("Hit");
    case Action::Stand:
        return tr("Stand");
    case Action::Double:
        return tr("Double");
    case Action::Split:
        return tr("Split");
    case Action::Surrender:
        return tr("Surrender");
    case Action::TakeInsurance:
        return tr("Insure");
    case Action::DeclineInsurance:
        return tr("No insurance");
    }
    return {};
}

QString describeCard(Card c) {
    if (c.isJoker()) return tr("Joker");
    static const char* suits[] = {"\u2660", "\u2663", "\u2665", "\u2666"};
    return q(rankCode(c.rank)) + QString::fromUtf8(suits[static_cast<int>(c.suit)]);
}

QString describeCards(std::span<const Card> cards) {
    QStringList parts;
    for (Card c : cards)
        parts << describeCard(c);
    return parts.join(' ');
}

QString describeValue(int total, bool soft, bool bust) {
    if (bust) return tr("bust (%1)").arg(total);
    return soft ? tr("soft %1").arg(total) : tr("hard %1").arg(total);
}

QString exactDecimal(Money m, int minPlaces, const QString& point) {
    // Decimal places that make m exact: the denominator must divide 10^places.
    std::int64_t d = m.den();
    int twos = 0, fives = 0;
    for (; d % 2 == 0; d /= 2)
        ++twos;
    for (; d % 5 == 0; d /= 5)
        ++fives;
    int places = std::max(twos, fives);
    if (d != 1 || places > 18) return q(m.toString()); // no exact decimal
    const QString minus = m < Money{} ? QStringLiteral("-") : QString();
    const Int128 magnitude = m.num() < 0 ? -static_cast<Int128>(m.num()) : m.num();
    if (places == 0 && minPlaces <= 0)
        return minus + QString::number(static_cast<unsigned long long>(magnitude));
    places = std::max(places, minPlaces);
    Int128 scale = 1;
    for (int i = 0; i < places; ++i)
        scale *= 10;
    const Int128 scaled = magnitude * (scale / m.den());
    return minus + QString::number(static_cast<unsigned long long>(scaled / scale)) + point +
           QString::number(static_cast<unsigned long long>(scaled % scale))
               .rightJustified(places, QLatin1Char('0'));
}

QString describeMoney(Money m) {
    // A whole amount as it is; any other with cents at least.
    return exactDecimal(m, m.isInteger() ? 0 : 2, QLocale().decimalPoint());
}

QString describePayout(Rational odds) {
    return QStringLiteral("%1:%2").arg(odds.num()).arg(odds.den());
}

QString describeBetSide(BetSide side) {
    switch (side) {
    case BetSide::Dealer:
        return tr("the dealer hand");
    case BetSide::Stalemate:
        return tr("a stalemate");
    case BetSide::Player:
        break;
    }
    return tr("the player hand");
}

QString describeSigned(Money m) {
    return m > Money{} ? "+" + describeMoney(m) : describeMoney(m);
}

QString describeCondition(const HandCondition& c) {
    QStringList parts;
    if (c.kind == HandKind::Hard) parts << tr("hard");
    if (c.kind == HandKind::Soft) parts << tr("soft");
    if (auto t = rangeText(QT_TRANSLATE_NOOP("f27", "total"), c.total); !t.isEmpty()) parts << t;
    if (auto t = rangeText(QT_TRANSLATE_NOOP("f27", "cards"), c.cards); !t.isEmpty()) parts << t;
    if (c.dealer == DealerWill::Hit) parts << tr("while the dealer must hit");
    if (c.dealer == DealerWill::Stand) parts << tr("when the dealer will stand");
    if (auto t = rangeText(QT_TRANSLATE_NOOP("f27", "dealer's total"), c.dealerTotal); !t.isEmpty())
        parts << t;
    switch (c.versusDealer) {
    case Versus::Any:
        break;
    case Versus::Below:
        parts << tr("below the dealer's total");
        break;
    case Versus::AtOrBelow:
        parts << tr("at or below the dealer's total");
        break;
    case Versus::Equal:
        parts << tr("equal to the dealer's total");
        break;
    case Versus::AtOrAbove:
        parts << tr("at or above the dealer's total");
        break;
    case Versus::Above:
        parts << tr("above the dealer's total");
        break;
    }
    return parts.isEmpty() ? tr("any hand") : parts.join(", ");
}

// One case per event type, each a sentence: a table in code, read top to bottom.
QString describeEvent(const Event& e, const RuleSet& rules, Viewer viewer) {
    const QString who = describeSeat(e.seat);
    const QString hand = e.hand > 0 ? tr(" (hand %1)").arg(e.hand + 1) : QString();
    const QString value = describeValue(e.total, e.soft, e.total > rules.values.target);
    switch (e.type) {
    case EventType::RoundStart:
        if (!e.detail.empty()) { // the baccarat-like and slot modes' bets
            const auto side = parseBetSide(e.detail);
            return tr("%1 bets %2 on %3.")
                .arg(who, describeMoney(e.amount), side ? describeBetSide(*side) : q(e.detail));
        }
        return tr("%1 wagers %2.").arg(who, describeMoney(e.amount));
    case EventType::Reshuffle: {
        const auto colon = e.detail.find(':');
        QString s = tr("The shoe is reshuffled%1. New commitment: %2.")
                        .arg(ruleTag(e.rule), q(e.detail.substr(0, colon)));
        if (colon != std::string::npos)
            s += " " +
                 tr("The previous shoe's key is revealed: %1").arg(q(e.detail.substr(colon + 1)));
        return s;
    }
    case EventType::Deal:
        if (!e.faceUp && viewer == Viewer::Player)
            return tr("%1 is dealt a card face down.").arg(who);
        if (e.seat < 0)
            return tr("%1 is dealt %2%3.")
                .arg(who, describeCard(e.card), e.faceUp ? QString() : tr(" face down"));
        return tr("%1%2 is dealt %3: %4.").arg(who, hand, describeCard(e.card), value);
    case EventType::InsuranceOffered:
        return tr("%1 is offered insurance for %2%3.")
            .arg(who, describeMoney(e.amount), ruleTag(e.rule));
    case EventType::Decision:
        switch (e.action) {
        case Action::TakeInsurance:
            return tr("%1 takes insurance for %2.").arg(who, describeMoney(e.amount));
        case Action::DeclineInsurance:
            return tr("%1 declines insurance.").arg(who);
        case Action::Hit:
            return tr("%1%2 hits on %3.").arg(who, hand, value);
        case Action::Stand:
            return tr("%1%2 stands on %3.").arg(who, hand, value);
        case Action::Double:
            return tr("%1%2 doubles down on %3%4.").arg(who, hand, value, ruleTag(e.rule));
        case Action::Split:
            return tr("%1%2 splits%3.").arg(who, hand, ruleTag(e.rule));
        case Action::Surrender:
            return tr("%1%2 surrenders%3.").arg(who, hand, ruleTag(e.rule));
        }
        break;
    case EventType::ForcedPlay: {
        QString why;
        if (e.detail == "split-aces")
            why = tr("split Aces take one card each");
        else if (e.detail == "card-limit")
            why = tr("the hand has the most cards allowed");
        else if (e.ref >= 0 && e.ref < static_cast<int>(rules.forced.size()))
            why = describeCondition(rules.forced[e.ref].when);
        return (e.action == Action::Hit ? tr("%1%2 must hit: %3 (%4%5).")
                                        : tr("%1%2 must stand: %3 (%4%5)."))
            .arg(who, hand, value, why, ruleTag(e.rule));
    }
    case EventType::FixedPlay:
        return (e.action == Action::Hit ? tr("The player hand hits on %1%2.")
                                        : tr("The player hand stands on %1%2."))
            .arg(value, ruleTag(e.rule));
    case EventType::DealerCheck:
        return e.detail == "natural"
                   ? tr("The dealer checks for a natural: the dealer has one%1.")
                         .arg(ruleTag(e.rule))
                   : tr("The dealer checks for a natural: none%1.").arg(ruleTag(e.rule));
    case EventType::Reveal:
        return tr("The dealer turns up the hole card: %1, %2%3.")
            .arg(describeCard(e.card), value, ruleTag(e.rule));
    case EventType::DealerPlay:
        return (e.action == Action::Hit ? tr("The dealer hits on %1%2.")
                                        : tr("The dealer stands on %1%2."))
            .arg(value, ruleTag(e.rule));
    case EventType::Outcome: {
        QString what;
        switch (e.result) {
        case HandResult::Win:
            what = tr("%1%2 wins: %3%4.");
            break;
        case HandResult::Lose:
            what = tr("%1%2 loses: %3%4.");
            break;
        case HandResult::Push:
            what = tr("%1%2 pushes: %3%4.");
            break;
        case HandResult::Surrender:
            what = tr("%1%2 surrenders: %3%4.");
            break;
        }
        return what.arg(who, hand, reasonText(e.detail, e.result, rules.values.target),
                        ruleTag(e.rule));
    }
    case EventType::Bonus: {
        QString name = q(e.detail);
        if (e.ref >= 0 && e.ref < static_cast<int>(rules.bonuses.size()) &&
            !rules.bonuses[e.ref].name.empty())
            name = q(rules.bonuses[e.ref].name);
        return tr("%1%2 is paid the %3 bonus: %4%5.")
            .arg(who, hand, name, describeSigned(e.amount), ruleTag(e.rule));
    }
    case EventType::InsuranceSettled:
        return (e.result == HandResult::Win ? tr("%1's insurance wins %2%3.")
                                            : tr("%1's insurance loses %2%3."))
            .arg(who, describeSigned(e.amount), ruleTag(e.rule));
    case EventType::Settlement:
        return tr("%1%2 settles %3.").arg(who, hand, describeSigned(e.amount));
    case EventType::RoundEnd:
        return tr("%1 round result: %2.").arg(who, describeSigned(e.amount));
    }
    return {};
}

} // namespace f27
