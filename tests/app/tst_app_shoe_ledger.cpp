// The shoe ledger (RULES.md Part 4): the shoe in play with its commitment (P-1), the finished
// shoes with their revealed keys (P-3), each verified against the order its key produces; and
// what goes into the hand history.
#include "shoe_ledger.h"

#include "cards/fair_shuffle.h"
#include "round_script.h"

#include <QtTest>

using namespace f27;

namespace {
const char* kKey = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const char* kOtherKey = "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210";

Event dealt(Card c) {
    Event e = makeEvent(EventType::Deal, 0, 0);
    e.card = c;
    return e;
}

// A ledger whose shoe (keyed by kKey) dealt its first `n` cards in order.
ShoeLedger dealtInOrder(const ShoeSpec& spec, int n) {
    const ShuffleKey key = *ShuffleKey::fromHex(kKey);
    ShoeLedger ledger;
    ledger.startShoe(QString::fromStdString(key.commitment()), "Blackjack", spec);
    const std::vector<Card> order = shoeOrder(spec, key);
    for (int i = 0; i < n; ++i)
        ledger.follow(dealt(order[static_cast<size_t>(i)]));
    return ledger;
}
} // namespace

class AppShoeLedger : public QObject {
    Q_OBJECT
    const ShoeSpec spec_ = test::preset("blackjack").shoe;

private slots:
    void aFinishedShoeVerifies() {
        ShoeLedger ledger = dealtInOrder(spec_, 20);
        QCOMPARE(ledger.dealt().size(), size_t(20));
        QVERIFY(ledger.finishedShoes().isEmpty());
        ledger.finishShoe(kKey);
        QVERIFY(ledger.dealt().empty());
        const QList<FinishedShoe> shoes = ledger.finishedShoes();
        QCOMPARE(shoes.size(), 1);
        QCOMPARE(shoes[0].commitment,
                 QString::fromStdString(ShuffleKey::fromHex(kKey)->commitment()));
        QCOMPARE(shoes[0].key, QString(kKey));
        QCOMPARE(shoes[0].cards, 20);
        QCOMPARE(shoes[0].rules, QString("Blackjack"));
        const ShoeCheck check = ledger.verify(0);
        QVERIFY2(check.commitmentOk && check.cardsOk, qPrintable(check.message));
        QCOMPARE(check.cardsChecked, 20);
        QVERIFY2(check.message.startsWith("Verified"), qPrintable(check.message));
    }
    // A card that is not the key's card at its place is named, with the one the key puts there.
    void aWrongCardIsFound() {
        const std::vector<Card> order = shoeOrder(spec_, *ShuffleKey::fromHex(kKey));
        QVERIFY(order[6] != order[5]); // else the swap below would be no mistake
        ShoeLedger ledger = dealtInOrder(spec_, 5);
        ledger.follow(dealt(order[6])); // the sixth card dealt is the key's seventh
        ledger.finishShoe(kKey);
        const ShoeCheck check = ledger.verify(0);
        QVERIFY(check.commitmentOk);
        QVERIFY(!check.cardsOk);
        QVERIFY2(check.message.startsWith(QString("Card 6 dealt was %1, but the key puts %2")
                                              .arg(QString::fromStdString(toCode(order[6])),
                                                   QString::fromStdString(toCode(order[5])))),
                 qPrintable(check.message));
    }
    // A revealed key that is not the one committed to fails the commitment.
    void anotherKeyFailsTheCommitment() {
        ShoeLedger ledger = dealtInOrder(spec_, 3);
        ledger.finishShoe(kOtherKey);
        const ShoeCheck check = ledger.verify(0);
        QVERIFY(!check.commitmentOk);
        QVERIFY(check.message.contains("NOT"));
        ledger.startShoe("x", "Blackjack", spec_);
        ledger.follow(dealt(Card{}));
        ledger.finishShoe("not hex");
        QVERIFY(ledger.verify(1).message.startsWith("The revealed key is not valid"));
        QVERIFY(!ledger.verify(2).cardsOk);
        QCOMPARE(ledger.verify(2).message, QString("No such shoe."));
    }
    // F-2, P-3: a reshuffle event finishes the shoe with the revealed key and starts the next
    // with the new commitment; the next shoe's cards are its own.
    void aReshuffleStartsTheNextShoe() {
        ShoeLedger ledger = dealtInOrder(spec_, 4);
        const ShuffleKey next = *ShuffleKey::fromHex(kOtherKey);
        Event e = makeEvent(EventType::Reshuffle);
        e.detail = next.commitment() + ":" + kKey;
        QVERIFY(ledger.follow(e));
        QCOMPARE(ledger.commitment(), QString::fromStdString(next.commitment()));
        QVERIFY(ledger.dealt().empty());
        QCOMPARE(ledger.finishedShoes().size(), 1);
        QCOMPARE(ledger.finishedShoes()[0].cards, 4);
        QVERIFY(ledger.verify(0).cardsOk);
        QVERIFY(!ledger.follow(makeEvent(EventType::RoundEnd, 0)));
    }
    // Leaving a shoe finishes it only when cards were dealt from it.
    void leavingAnUnusedShoeFinishesNothing() {
        ShoeLedger ledger = dealtInOrder(spec_, 0);
        ledger.leaveShoe(kKey);
        QCOMPARE(ledger.finishedCount(), 0);
        ledger = dealtInOrder(spec_, 2);
        ledger.leaveShoe(kKey);
        QCOMPARE(ledger.finishedCount(), 1);
    }
    // The hand history: the finished keyed shoes with their keys, the one in play with its
    // commitment only; a stacked shoe (no commitment) is left out.
    void theArchiveHoldsTheKeyedShoes() {
        ShoeLedger ledger = dealtInOrder(spec_, 3);
        ledger.finishShoe(kKey);
        ledger.startShoe(QString(), "Blackjack", spec_); // stacked
        ledger.follow(dealt(Card{}));
        ledger.finishShoe(QString());
        ledger.startShoe("c0ffee", "Blackjack", spec_);
        ledger.follow(dealt(Card{}));
        SessionArchive archive;
        ledger.addTo(archive);
        QCOMPARE(archive.shoes.size(), size_t(2));
        QCOMPARE(archive.shoes[0].key, std::optional<std::string>(kKey));
        QCOMPARE(archive.shoes[0].dealt.size(), size_t(3));
        QCOMPARE(archive.shoes[1].commitment, std::string("c0ffee"));
        QVERIFY(!archive.shoes[1].key);
        QCOMPARE(archive.shoes[1].dealt.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(AppShoeLedger)
#include "tst_app_shoe_ledger.moc"
