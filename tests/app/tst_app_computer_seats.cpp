// The computer seats' wager, a named setting (TableDefaults): its default, what the table deals
// them with it, and its refusal of a wager that is not positive. How they decide is in
// tst_app_bots.
#include "computer_seats.h"
#include "table_controller.h"
#include "table_defaults.h"

#include "round_script.h"

#include <QSignalSpy>
#include <QtTest>

using namespace f27;

class AppComputerSeats : public QObject {
    Q_OBJECT
private slots:
    void theWagerIsASetting() {
        ComputerSeats seats;
        QCOMPARE(seats.wager(), Money{TableDefaults::kBotWager});
        QVERIFY(!seats.setWager(Money{}));
        QVERIFY(!seats.setWager(Money{-5}));
        QCOMPARE(seats.wager(), Money{TableDefaults::kBotWager});
        QVERIFY(seats.setWager(Money{25}));
        QCOMPARE(seats.wager(), Money{25});
    }
    // Every computer seat is dealt in with the setting's wager; the human with the bet.
    void theTableDealsThemTheSetting() {
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(3);
        QCOMPARE(t.botWager(), double(TableDefaults::kBotWager));
        QSignalSpy changed(&t, &TableController::botWagerChanged);
        t.setBotWager(25);
        QCOMPARE(changed.count(), 1);
        t.setBotWager(0); // refused
        QCOMPARE(t.botWager(), 25.0);
        QCOMPARE(changed.count(), 1);
        t.setWager(5);
        QVERIFY(t.deal());
        QVERIFY(t.round());
        for (int seat = 0; seat < 3; ++seat) {
            const Money wager = t.round()->seats()[static_cast<size_t>(seat)].setup.wager;
            QCOMPARE(wager, seat == t.humanSeat() ? Money{5} : Money{25});
            QCOMPARE(t.seats()->data(t.seats()->index(seat), SeatListModel::WagerRole).toString(),
                     seat == t.humanSeat() ? QString("5") : QString("25"));
        }
    }
    // The starting bankroll is a setting too; it sets the bankroll until a round is dealt.
    void theStartingBankrollIsASetting() {
        TableController t;
        t.setAnimationMs(0);
        QCOMPARE(t.startingBankroll(), double(TableDefaults::kStartingBankroll));
        QCOMPARE(t.bankroll(), double(TableDefaults::kStartingBankroll));
        QSignalSpy bankroll(&t, &TableController::bankrollChanged);
        t.setStartingBankroll(400);
        QCOMPARE(t.bankroll(), 400.0);
        QCOMPARE(bankroll.count(), 1);
        t.setStartingBankroll(-1); // refused
        QCOMPARE(t.startingBankroll(), 400.0);
        t.setSeatCount(1);
        t.setWager(10);
        QVERIFY(t.deal());
        const double afterDeal = t.bankroll();
        t.setStartingBankroll(2000); // the session has started: the bankroll is its own
        QCOMPARE(t.startingBankroll(), 2000.0);
        QCOMPARE(t.bankroll(), afterDeal);
    }
};

QTEST_MAIN(AppComputerSeats)
#include "tst_app_computer_seats.moc"
