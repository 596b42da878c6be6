#include "seven27_text.h"

#include "round/describe.h"

#include <QCoreApplication>
#include <QStringList>

using namespace f27;

namespace {
QString code(Card c) {
    return describeCard(c); // "K♣", as the banking table's log shows cards
}
// A hand as the engine logs it ("AC KD 2C"), each card as code() names it.
QString codes(const std::string& detail) {
    QStringList out;
    for (const QString& word : QString::fromStdString(detail).split(' ', Qt::SkipEmptyParts)) {
        const auto c = parseCard(word.toStdString());
        out << (c ? code(*c) : word);
    }
    return out.join(' ');
}
} // namespace

QString Seven27Text::points(int h) {
    if (h < 0) return QStringLiteral("—");
    return h % 2 ? QString::number(h / 2) + QStringLiteral("½") : QString::number(h / 2);
}

QString Seven27Text::action(const Seven27Action& a) {
    switch (a.move) {
    case Seven27Move::Pass:
        return tr("Pass");
    case Seven27Move::Bet:
        return tr("Bet %1").arg(a.amount);
    case Seven27Move::Fold:
        return tr("Fold");
    case Seven27Move::Call:
        return tr("Call");
    case Seven27Move::Raise:
        return tr("Raise %1").arg(a.amount);
    case Seven27Move::Draw:
        return tr("Take a card");
    case Seven27Move::Stay:
        return tr("Stand pat");
    }
    return {};
}

QString Seven27Text::dealName(Seven27Deal d) {
    return d == Seven27Deal::UpThenDown ? tr("One up, one down") : tr("Two down, one up");
}

QString Seven27Text::nearestName(Seven27Nearest n) {
    switch (n) {
    case Seven27Nearest::NearestWins:
        return tr("Nearest wins");
    case Seven27Nearest::OverIsBust:
        return tr("Over is bust");
    case Seven27Nearest::UnderBeatsOver:
        return tr("Under beats over");
    case Seven27Nearest::OverBeatsUnder:
        return tr("Over beats under");
    case Seven27Nearest::InsideBeatsOutside:
        return tr("Inside beats outside");
    case Seven27Nearest::OutsideBeatsInside:
        return tr("Outside beats inside");
    }
    return {};
}

QString Seven27Text::nearestRule(Seven27Nearest n) {
    switch (n) {
    case Seven27Nearest::NearestWins:
        return tr("Only the distance counts; equal distances split the half.");
    case Seven27Nearest::OverIsBust:
        return tr("A total above a target cannot win that half; over 27 folds at once.");
    case Seven27Nearest::UnderBeatsOver:
        return tr("At equal distance the total below the target wins.");
    case Seven27Nearest::OverBeatsUnder:
        return tr("At equal distance the total above the target wins.");
    case Seven27Nearest::InsideBeatsOutside:
        return tr("At equal distance the total between 7 and 27 wins.");
    case Seven27Nearest::OutsideBeatsInside:
        return tr("At equal distance the total outside 7 to 27 wins.");
    }
    return {};
}

QString Seven27Text::styleName(const QString& id) {
    if (id == "tight") return tr("Tight");
    if (id == "loose") return tr("Loose");
    if (id == "aggressive") return tr("Aggressive");
    if (id == "balanced") return tr("Balanced");
    if (id == "naive") return tr("Naive");
    return id;
}

// Longer than a function should be, and kept so: it is the log's phrase book, one case per event
// type with its sentence in the third and in the second person, so that every sentence of the
// log and its translation context are found in one place.
QString Seven27Text::event(const Seven27Event& e, const std::function<QString(int)>& name,
                           int viewer) {
    const QString who = e.seat >= 0 ? name(e.seat) : QString();
    // The human is addressed in the second person ("You call 2."), the others in the third.
    const bool you = e.seat >= 0 && e.seat == viewer;
    auto say = [&](const char* third, const char* second) {
        return you ? tr(second) : tr(third).arg(who);
    };
    switch (e.type) {
    case Seven27EventType::HandStart:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "New hand: %1 deals."),
                   QT_TRANSLATE_NOOP("Seven27Text", "New hand: you deal."));
    case Seven27EventType::SitOut:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 cannot pay the ante and is out."),
                   QT_TRANSLATE_NOOP("Seven27Text", "You cannot pay the ante and are out."));
    case Seven27EventType::Ante:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 antes %2."),
                   QT_TRANSLATE_NOOP("Seven27Text", "You ante %1."))
            .arg(e.amount);
    case Seven27EventType::Deal:
        if (e.faceUp)
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 gets %2 face up."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You get %1 face up."))
                .arg(code(e.card));
        if (you) return tr("You get %1 face down.").arg(code(e.card));
        return tr("%1 gets a card face down.").arg(who);
    case Seven27EventType::Decision:
        switch (e.action.move) {
        case Seven27Move::Pass:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 passes."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You pass."));
        case Seven27Move::Bet:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 bets %2."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You bet %1."))
                .arg(e.amount);
        case Seven27Move::Fold:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 folds."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You fold."));
        case Seven27Move::Call:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 calls %2."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You call %1."))
                .arg(e.amount);
        case Seven27Move::Raise:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 raises by %2 (puts in %3)."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You raise by %1 (put in %2)."))
                .arg(e.action.amount)
                .arg(e.amount);
        case Seven27Move::Draw:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 takes a card."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You take a card."));
        case Seven27Move::Stay:
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 stands pat."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You stand pat."));
        }
        return {};
    case Seven27EventType::Bust:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 is over 27 (%2) and is out of the hand."),
                   QT_TRANSLATE_NOOP("Seven27Text", "You are over 27 (%1) and out of the hand."))
            .arg(points(e.total));
    case Seven27EventType::BettingStart:
        return e.detail == "skipped"
                   ? tr("Betting round %1 skipped: fewer than two players can bet.").arg(e.ref)
                   : tr("Betting round %1.").arg(e.ref);
    case Seven27EventType::BettingEnd:
        return tr("The pot is %1.").arg(e.amount);
    case Seven27EventType::DrawStart:
        return e.ref == 0 ? tr("Extra card: each player may take one.")
                          : tr("Draw round %1.").arg(e.ref);
    case Seven27EventType::DrawEnd:
        return e.amount == 1 ? tr("1 card taken.") : tr("%1 cards taken.").arg(e.amount);
    case Seven27EventType::FoldWin:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 wins the pot of %2: everyone else is out."),
                   QT_TRANSLATE_NOOP("Seven27Text", "You win the pot of %1: everyone else is out."))
            .arg(e.amount);
    case Seven27EventType::Showdown:
        return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 shows %2: %3 for 7, %4 for 27."),
                   QT_TRANSLATE_NOOP("Seven27Text", "You show %1: %2 for 7, %3 for 27."))
            .arg(codes(e.detail), points(e.total), points(e.ref));
    case Seven27EventType::PotAward:
        if (e.detail == "uncalled")
            return say(QT_TRANSLATE_NOOP("Seven27Text", "%1 takes back %2 uncalled chips."),
                       QT_TRANSLATE_NOOP("Seven27Text", "You take back %1 uncalled chips."))
                .arg(e.amount);
        return (e.detail == "7"
                    ? say(QT_TRANSLATE_NOOP("Seven27Text", "%1 wins %2 for the 7 half with %3."),
                          QT_TRANSLATE_NOOP("Seven27Text", "You win %1 for the 7 half with %2."))
                    : say(QT_TRANSLATE_NOOP("Seven27Text", "%1 wins %2 for the 27 half with %3."),
                          QT_TRANSLATE_NOOP("Seven27Text", "You win %1 for the 27 half with %2.")))
            .arg(e.amount)
            .arg(points(e.total));
    case Seven27EventType::Stack:
    case Seven27EventType::Settlement:
    case Seven27EventType::HandEnd:
        return {};
    }
    return {};
}
