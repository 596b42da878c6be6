#include "practice_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

PracticeCellParts practiceCellParts(const QString& cell) {
    PracticeCellParts p;
    static const QRegularExpression hand(R"(^(hard|soft) (\d+)/(\d+) v (\d+)$)");
    static const QRegularExpression pair(R"(^pair (\S+) v (\d+)$)");
    static const QRegularExpression insurance(R"(^insurance v (\d+)$)");
    if (const auto m = hand.match(cell); m.hasMatch()) {
        p.kind = m.captured(1) == QLatin1String("hard") ? 0 : 1;
        p.total = m.captured(2).toInt();
        p.cards = m.captured(3).toInt();
        p.dealerTotal = m.captured(4).toInt();
        p.hand =
            m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char('/') + m.captured(3);
        p.dealer = m.captured(4);
    } else if (const auto m2 = pair.match(cell); m2.hasMatch()) {
        p.kind = 2;
        p.hand = QStringLiteral("pair ") + m2.captured(1);
        const QString r = m2.captured(1);
        p.total = r == QLatin1String("A") ? 99 : r.toInt() ? r.toInt() : 50 + r.at(0).unicode();
        p.dealerTotal = m2.captured(2).toInt();
        p.dealer = m2.captured(2);
    } else if (const auto m3 = insurance.match(cell); m3.hasMatch()) {
        p.kind = 3;
        p.hand = QStringLiteral("insurance");
        p.dealerTotal = m3.captured(1).toInt();
        p.dealer = m3.captured(1);
    } else {
        p.kind = 4;
        p.hand = cell;
    }
    return p;
}

QString practiceHandCaption(const PracticeCellParts& p) {
    switch (p.kind) {
    case 0:
        return QCoreApplication::translate("PracticeText", "hard %1 (%2)")
            .arg(p.total)
            .arg(p.cards);
    case 1:
        return QCoreApplication::translate("PracticeText", "soft %1 (%2)")
            .arg(p.total)
            .arg(p.cards);
    case 2:
        return QCoreApplication::translate("PracticeText", "pair %1").arg(p.hand.mid(5));
    case 3:
        return QCoreApplication::translate("PracticeText", "insurance");
    }
    return p.hand;
}

QString practiceCellCaption(const QString& cell) {
    const PracticeCellParts p = practiceCellParts(cell);
    switch (p.kind) {
    case 0:
        return QCoreApplication::translate("PracticeText", "Hard %1, %n card(s), against %2",
                                           nullptr, p.cards)
            .arg(p.total)
            .arg(p.dealer);
    case 1:
        return QCoreApplication::translate("PracticeText", "Soft %1, %n card(s), against %2",
                                           nullptr, p.cards)
            .arg(p.total)
            .arg(p.dealer);
    case 2:
        return QCoreApplication::translate("PracticeText", "Pair of %1 against %2")
            .arg(p.hand.mid(5), p.dealer);
    case 3:
        return QCoreApplication::translate("PracticeText", "Insurance against %1").arg(p.dealer);
    }
    return cell;
}
