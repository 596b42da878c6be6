// The round presenter: scripted rounds' events folded one at a time into what QML shows — the
// dealer's cards and total, the seats' hands with their wagers, results and nets — from the
// events and the round alone. The round is played out first, as at the table, where the events
// are shown after the engine has moved on.
#include "round_presenter.h"

#include "round_script.h"

#include <QSignalSpy>
#include <QtTest>

using namespace f27;

namespace {
QList<SeatHand> handsOf(RoundPresenter& p, int seat) {
    return p.seats()
        ->data(p.seats()->index(seat), SeatListModel::HandsRole)
        .value<QList<SeatHand>>();
}

// Shows the events of `r` up to (not including) the first one `stop` accepts; its index.
template <class Stop> size_t showUntil(RoundPresenter& p, const Round& r, size_t from, Stop stop) {
    size_t i = from;
    for (; i < r.events().size() && !stop(r.events()[i]); ++i)
        p.show(r.events()[i], r, 0);
    return i;
}
} // namespace

class AppRoundPresenter : public QObject {
    Q_OBJECT
private slots:
    // B-7: the doubled hand's wager is shown when the double is, as the round has it (the
    // event carries the stake added): 10 before, 20 after, though the round is already over.
    void theDoubledStakeIsShownWithTheDouble() {
        const RuleSet rules = test::preset("blackjack");
        auto r = test::playScript(rules, test::seats(1, Money{10}), "6S 9H 5D 7C 10D 10S", "d");
        QVERIFY2(r.ok(), r ? "" : r.error().c_str());
        RoundPresenter p;
        p.setRules(rules);
        p.startRound(test::seats(1, Money{10}), 0);
        QCOMPARE(handsOf(p, 0).value(0).wager, QString("10"));
        const auto isDouble = [](const Event& e) {
            return e.type == EventType::Decision && e.action == Action::Double;
        };
        size_t i = showUntil(p, *r, 0, isDouble);
        QVERIFY(i < r->events().size());
        QCOMPARE(r->events()[i].amount, Money{10}); // the stake added
        QCOMPARE(handsOf(p, 0)[0].wager, QString("10"));
        QSignalSpy cues(&p, &RoundPresenter::cue);
        p.show(r->events()[i], *r, 0);
        QCOMPARE(handsOf(p, 0)[0].wager, QString("20"));
        QCOMPARE(cues.count(), 1);
        QCOMPARE(cues[0][0].toString(), QString("chips"));
        showUntil(p, *r, i + 1, [](const Event&) { return false; });
        QCOMPARE(p.shown(), static_cast<int>(r->events().size()));
        const SeatHand hand = handsOf(p, 0)[0];
        QCOMPARE(hand.wager, QString("20"));
        QCOMPARE(hand.result, QString("win"));
        QCOMPARE(hand.net, QString("+20"));
        QCOMPARE(hand.cards.size(), 3);
        QCOMPARE(hand.total, QString("hard 21"));
        QCOMPARE(p.seats()->data(p.seats()->index(0), SeatListModel::RoundNetRole).toString(),
                 QString("+20"));
    }
    // PL-2/B-5: the hole card is dealt face down and its value is not in the dealer's total
    // until it is revealed; the total counts what is face up.
    void theHoleCardIsHiddenUntilRevealed() {
        const RuleSet rules = test::preset("blackjack");
        auto r = test::playScript(rules, test::seats(1, Money{10}), "10S 9H 8D 8C", "s");
        QVERIFY2(r.ok(), r ? "" : r.error().c_str());
        RoundPresenter p;
        p.setRules(rules);
        p.startRound(test::seats(1, Money{10}), 0);
        QSignalSpy dealer(&p, &RoundPresenter::dealerChanged);
        const size_t i =
            showUntil(p, *r, 0, [](const Event& e) { return e.type == EventType::Decision; });
        QCOMPARE(dealer.count(), 2);
        QCOMPARE(p.dealerCards().size(), 2);
        QCOMPARE(p.dealerCards()[0].code, QString("9H"));
        QVERIFY(p.dealerCards()[0].faceUp);
        QCOMPARE(p.dealerCards()[1].code, QString("8C"));
        QVERIFY(!p.dealerCards()[1].faceUp);
        QCOMPARE(p.dealerTotal(), QString("hard 9"));
        QCOMPARE(handsOf(p, 0)[0].total, QString("hard 18"));
        showUntil(p, *r, i, [](const Event&) { return false; });
        QVERIFY(p.dealerCards()[1].faceUp);
        QCOMPARE(p.dealerTotal(), QString("hard 17"));
        QCOMPARE(handsOf(p, 0)[0].result, QString("win"));
    }
    // B-9: a split moves the second card to a new hand with the same wager, next to the first.
    void aSplitMakesASecondHand() {
        const RuleSet rules = test::preset("blackjack");
        auto r =
            test::playScript(rules, test::seats(1, Money{10}), "8S 6H 8D 10C 3C 10D 10S", "p s s");
        QVERIFY2(r.ok(), r ? "" : r.error().c_str());
        RoundPresenter p;
        p.setRules(rules);
        p.startRound(test::seats(1, Money{10}), 0);
        const size_t i = showUntil(p, *r, 0, [](const Event& e) {
            return e.type == EventType::Decision && e.action == Action::Split;
        });
        QCOMPARE(handsOf(p, 0).size(), 1);
        p.show(r->events()[i], *r, 0);
        const QList<SeatHand> hands = handsOf(p, 0);
        QCOMPARE(hands.size(), 2);
        QCOMPARE(hands[0].cards.size(), 1);
        QCOMPARE(hands[0].cards[0].code, QString("8S"));
        QCOMPARE(hands[1].cards.size(), 1);
        QCOMPARE(hands[1].cards[0].code, QString("8D"));
        QCOMPARE(hands[1].wager, QString("10"));
        showUntil(p, *r, i + 1, [](const Event&) { return false; });
        QCOMPARE(handsOf(p, 0)[0].cards.size(), 2);
        QCOMPARE(handsOf(p, 0)[1].total, QString("hard 18"));
    }
    // The hand to act is marked (the model's `active`) until a decision clears it.
    void theHandToActIsMarked() {
        const RuleSet rules = test::preset("blackjack");
        auto started = Round::start(rules, test::seats(2, Money{10}));
        QVERIFY(started.ok());
        Round r = std::move(started).value();
        for (Card c : test::cards("10S 9S 9H 8D 7D 7C"))
            QVERIFY(r.deal(c).ok());
        QCOMPARE(r.phase(), Phase::Decision);
        RoundPresenter p;
        p.setRules(rules);
        p.startRound(test::seats(2, Money{10}), 1);
        for (const Event& e : r.events())
            p.show(e, r, 1);
        p.showTurn(r);
        QVERIFY(handsOf(p, 0)[0].active);
        QVERIFY(!handsOf(p, 1)[0].active);
        p.clearTurn();
        QVERIFY(!handsOf(p, 0)[0].active);
    }
};

QTEST_GUILESS_MAIN(AppRoundPresenter)
#include "tst_app_round_presenter.moc"
