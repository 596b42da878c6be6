// The provably fair shoes of a session (RULES.md Part 4): the shoe in play and the finished
// shoes, each checked on request (docs/provably-fair.md, "Verifying (P-3)").
#pragma once

#include "cards/card.h"
#include "cards/shoe_spec.h"
#include "round/events.h"
#include "round/session_archive.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

// A finished shoe as the fairness dialog lists it.
struct FinishedShoe {
    Q_GADGET
    QML_VALUE_TYPE(finishedShoe)
    Q_PROPERTY(QString commitment MEMBER commitment)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(int cards MEMBER cards)
    Q_PROPERTY(QString rules MEMBER rules)

public:
    QString commitment; // shown before the shoe was used (P-1)
    QString key;        // revealed when it was finished (P-3), hex
    int cards = 0;      // dealt from it
    QString rules;      // the name of the rules it was dealt for
};

// What checking a finished shoe against its revealed key found.
struct ShoeCheck {
    Q_GADGET
    QML_VALUE_TYPE(shoeCheck)
    Q_PROPERTY(bool commitmentOk MEMBER commitmentOk)
    Q_PROPERTY(bool cardsOk MEMBER cardsOk)
    Q_PROPERTY(int cardsChecked MEMBER cardsChecked)
    Q_PROPERTY(QString message MEMBER message)

public:
    bool commitmentOk = false; // SHA-256 of the key is the commitment
    bool cardsOk = false;      // every card dealt is the key's order's card at its place
    int cardsChecked = 0;
    QString message; // the finding in words; "" for a shoe not checked
};

class ShoeLedger {
    Q_DECLARE_TR_FUNCTIONS(ShoeLedger)

public:
    // A new shoe is in play: `commitment` is "" for a stacked shoe. `rulesName` and `spec` are
    // the rules it is dealt for (its record keeps them when the rules change later).
    void startShoe(const QString& commitment, const QString& rulesName, const f27::ShoeSpec& spec);
    // Follows the round's events as they are shown: a card dealt is recorded; a reshuffle (F-2)
    // finishes the shoe in play, revealing its key (P-3), and starts the next one for the same
    // rules. True when the shoe on show changed.
    bool follow(const f27::Event& e);
    // The shoe in play is finished and its key revealed (P-3): it is recorded with the cards
    // dealt from it. The caller starts the next shoe.
    void finishShoe(const QString& revealedKey);
    // The table leaves the keyed shoe in play (new rules, a new key): it is finished when cards
    // were dealt from it, else forgotten.
    void leaveShoe(const QString& revealedKey);

    // The commitment of the shoe the cards now come from ("" for a stacked shoe).
    const QString& commitment() const { return commitment_; }
    // The cards seen dealt from the shoe in play, in order.
    const std::vector<f27::Card>& dealt() const { return dealt_; }
    // The finished shoes, oldest first.
    QList<FinishedShoe> finishedShoes() const;
    int finishedCount() const { return static_cast<int>(finished_.size()); }
    // P-3: recomputes finished shoe `index` from its revealed key and checks the commitment and
    // every card dealt from it.
    ShoeCheck verify(int index) const;
    // Every keyed shoe for the hand history: the finished ones with their keys, the one in play
    // with its commitment only.
    void addTo(f27::SessionArchive& archive) const;

private:
    struct Shoe {
        QString commitment, key, rulesName;
        f27::ShoeSpec spec;
        std::vector<f27::Card> dealt;
    };
    QString commitment_;
    QString rulesName_;
    f27::ShoeSpec spec_;
    std::vector<f27::Card> dealt_;
    QList<Shoe> finished_;
};
