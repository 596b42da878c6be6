#include "school_text.h"

#include "round/describe.h"

using namespace f27;

QString SchoolText::money(Money m) {
    return exactDecimal(m, 0, QStringLiteral(".")); // "17.5", as a trainee types it
}

std::optional<Money> SchoolText::parseAmount(const QString& text, QString* error) {
    auto failWith = [error](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    QString t = text.trimmed();
    if (t.isEmpty()) return failWith(tr("Type the amount first (such as 15, 17.5 or 35/2)."));
    t.replace(',', '.');
    const auto m = Rational::parse(t.toStdString());
    if (!m) return failWith(tr("\"%1\" is no amount: write it as 15, 17.5 or 35/2.").arg(text));
    if (*m < Money{})
        return failWith(tr("\"%1\" is negative: a payout or a take is written as a positive "
                           "amount.")
                            .arg(text));
    return *m;
}

QString SchoolText::place(int seat, int hand) {
    if (seat < 0) return tr("the dealer");
    if (hand > 0) return tr("seat %1, hand %2").arg(seat + 1).arg(hand + 1);
    return tr("seat %1").arg(seat + 1);
}

namespace {
QString forcedText(Action a, const QString& where) {
    switch (a) {
    case Action::Hit:
        return SchoolText::tr("Must hit: %1").arg(where);
    case Action::Stand:
        return SchoolText::tr("Must stand: %1").arg(where);
    case Action::Double:
        return SchoolText::tr("Must double: %1").arg(where);
    case Action::Split:
        return SchoolText::tr("Must split: %1").arg(where);
    case Action::Surrender:
        return SchoolText::tr("Must surrender: %1").arg(where);
    case Action::TakeInsurance:
    case Action::DeclineInsurance:
        break;
    }
    return SchoolText::tr("Forced play (%1): %2").arg(QString::fromLatin1(actionName(a)), where);
}
} // namespace

QString SchoolText::step(const ProcedureStep& s) {
    const QString where = place(s.seat, s.hand);
    switch (s.kind) {
    case StepKind::Deal:
        return s.faceUp ? tr("Card to %1, face up").arg(where)
                        : tr("Card to %1, face down").arg(where);
    case StepKind::OfferInsurance:
        return tr("Offer insurance");
    case StepKind::CheckNatural:
        return tr("Peek for a natural");
    case StepKind::Declare:
        if (s.forced) return forcedText(*s.forced, where);
        return tr("Player's choice: %1").arg(where);
    case StepKind::RevealHole:
        return tr("Reveal the hole card");
    case StepKind::DealerHit:
        return tr("Dealer hits");
    case StepKind::DealerStand:
        return tr("Dealer stands");
    case StepKind::SettleHand:
        switch (s.result) {
        case HandResult::Win:
            return tr("Pay %1: %2").arg(where, money(s.amount));
        case HandResult::Lose:
            return tr("Take from %1: %2").arg(where, money(s.amount));
        case HandResult::Push:
            return tr("Push %1: nothing paid or taken").arg(where);
        case HandResult::Surrender:
            return tr("Surrender %1: take %2").arg(where, money(s.amount));
        }
        break;
    case StepKind::SettleInsurance:
        return s.result == HandResult::Win
                   ? tr("Pay the insurance of %1: %2").arg(place(s.seat, 0), money(s.amount))
                   : tr("Take the insurance of %1: %2").arg(place(s.seat, 0), money(s.amount));
    }
    return QString::fromStdString(stepText(s));
}

QString SchoolText::stepCode(const ProcedureStep& s) {
    QString code = QString::fromStdString(stepText(s));
    if (s.kind != StepKind::SettleHand && s.kind != StepKind::SettleInsurance) return code;
    if (s.result == HandResult::Push) return code;
    // The amount is the last word; write it as a dealer would.
    const qsizetype space = code.lastIndexOf(' ');
    return code.left(space + 1) + money(s.amount);
}

QString SchoolText::category(StepCategory c) {
    return stepCategoryLabel(c);
}

QString SchoolText::dealerError(DealerError e) {
    switch (e) {
    case DealerError::WrongPayout:
        return tr("Wrong amount paid or taken");
    case DealerError::MissedForcedPlay:
        return tr("Forced play missed");
    case DealerError::DealerHitOnStand:
        return tr("Dealer's play against the rule");
    case DealerError::BonusNotPaid:
        return tr("Bonus not paid");
    case DealerError::WrongSeat:
        return tr("Card to the wrong place");
    case DealerError::InsuranceWrongUpCard:
        return tr("Insurance offered on the wrong up-card");
    }
    return QString::fromLatin1(dealerErrorName(e));
}

QString SchoolText::seconds(int ms) {
    return tr("%1 s").arg(ms / 1000.0, 0, 'f', 1);
}

QString SchoolText::clock(int seconds) {
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QChar('0'));
}

QString SchoolText::syntax() {
    return tr("card <seat>[/<hand>] up|down · card dealer up|down · insure · peek · must "
              "hit|stand|double|split|surrender <seat> · choice <seat> · reveal · dealer "
              "hit|stand · pay|take|surrender <seat> <amount> · push <seat> · insurance "
              "pay|take <seat> <amount>");
}
