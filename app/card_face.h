// A card as the views show it: a typed value that crosses into QML (`cardFace`; a hand's cards
// are a `list<cardFace>`). It is what the viewer may see of a card, never the card itself: a
// face-down card the viewer may not look at carries no code.
#pragma once

#include "cards/card.h"
#include "round/describe.h"
#include "rules/hand_value.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

struct CardFace {
    Q_GADGET
    QML_VALUE_TYPE(cardFace)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(bool faceUp MEMBER faceUp)
    Q_PROPERTY(int variant MEMBER variant)
    Q_PROPERTY(bool hole MEMBER hole)

public:
    // The card's code ("AS", "10H", "JOKER"); "" for a card whose face the viewer may not see.
    QString code;
    bool faceUp = true;
    // Which of the two designs a joker is drawn with (1 or 2); alternates as cards are dealt.
    int variant = 1;
    // Seven Twenty-Seven: a hole card, dealt face down (S-6). A hidden one has no code; the
    // human's own hole cards carry their code and faceUp.
    bool hole = false;

    static CardFace of(f27::Card card, bool faceUp, int variant = 1) {
        CardFace f;
        f.code = QString::fromStdString(f27::toCode(card));
        f.faceUp = faceUp;
        f.variant = variant;
        return f;
    }

    friend bool operator==(const CardFace&, const CardFace&) = default;
};

// The total of the cards face up, in the rules' words ("soft 25"); "" with none face up.
inline QString faceUpTotal(const QList<CardFace>& cards, const f27::ValueScheme& values) {
    f27::HandSums sums;
    int shown = 0;
    for (const CardFace& face : cards) {
        if (!face.faceUp) continue;
        if (auto c = f27::parseCard(face.code.toStdString())) sums.add(*c, values);
        ++shown;
    }
    if (shown == 0) return {};
    const f27::HandValue hv = f27::valueOf(sums, values);
    return f27::describeValue(hv.total, hv.soft, hv.bust);
}
