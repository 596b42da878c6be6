// describeMoney / describeSigned: money as money, exact. A whole amount as it is; any other
// with the decimals that make it exact (at least two) in the default locale's decimal sign;
// an amount no decimal holds stays a fraction; nothing wraps at the limits of Money. And the
// betting modes' wagers as the log says them.
#include "round/describe.h"

#include <QLocale>
#include <QtTest>

#include <cstdint>

using namespace f27;

class TstDescribeMoney : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale::c()); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    void wholeAmountsAsTheyAre() {
        QCOMPARE(describeMoney(Money(10)), QString("10"));
        QCOMPARE(describeMoney(Money(0)), QString("0"));
        QCOMPARE(describeMoney(Money(-3)), QString("-3"));
        QCOMPARE(describeSigned(Money(25)), QString("+25"));
        QCOMPARE(describeSigned(Money(0)), QString("0"));
    }

    void fractionsOfAUnitAsCents() {
        QCOMPARE(describeMoney(Money(45, 2)), QString("22.50"));
        QCOMPARE(describeMoney(Money(1995, 2)), QString("997.50"));
        QCOMPARE(describeMoney(Money(15, 2)), QString("7.50"));
        QCOMPARE(describeMoney(Money(1, 4)), QString("0.25"));
        QCOMPARE(describeMoney(Money(6, 5)), QString("1.20"));
        QCOMPARE(describeMoney(Money(-15, 2)), QString("-7.50"));
        QCOMPARE(describeSigned(Money(45, 2)), QString("+22.50"));
        QCOMPARE(describeSigned(Money(-1, 2)), QString("-0.50"));
        QCOMPARE(describeMoney(Money(1, 100)), QString("0.01"));
    }

    // More decimals only when they are needed to be exact: never a rounded amount.
    void moreDecimalsWhenExactNeedsThem() {
        QCOMPARE(describeMoney(Money(1, 8)), QString("0.125"));
        QCOMPARE(describeMoney(Money(3, 1024)), QString("0.0029296875"));
        QCOMPARE(describeMoney(Money(-1, 1000)), QString("-0.001"));
    }

    void noDecimalHoldsAThird() {
        QCOMPARE(describeMoney(Money(10, 3)), QString("10/3"));
        QCOMPARE(describeSigned(Money(1, 6)), QString("+1/6"));
    }

    void theLocalesDecimalSign() {
        QLocale::setDefault(QLocale(QLocale::Finnish, QLocale::Finland));
        QCOMPARE(describeMoney(Money(45, 2)), QString("22,50"));
        QCOMPARE(describeSigned(Money(-15, 2)), QString("-7,50"));
        QCOMPARE(describeMoney(Money(1000)), QString("1000")); // no grouping: one token
    }

    // A wager in the betting modes names its bet in words, money as money.
    void betsOfTheBettingModes() {
        Event e;
        e.type = EventType::RoundStart;
        e.seat = 0;
        e.amount = Money(25, 2);
        const RuleSet rules;
        e.detail = "player";
        QCOMPARE(describeEvent(e, rules), QString("Seat 1 bets 12.50 on the player hand."));
        e.detail = "dealer";
        QCOMPARE(describeEvent(e, rules), QString("Seat 1 bets 12.50 on the dealer hand."));
        e.detail = "stalemate";
        QCOMPARE(describeEvent(e, rules), QString("Seat 1 bets 12.50 on a stalemate."));
    }

    void theLimitsOfMoney() {
        QCOMPARE(describeMoney(Money(INT64_MAX)), QString("9223372036854775807"));
        QCOMPARE(describeMoney(Money(-INT64_MAX)), QString("-9223372036854775807"));
        QCOMPARE(describeMoney(Money(INT64_MAX, 2)), QString("4611686018427387903.50"));
        // 2^62 as the denominator: 62 decimals would be needed; the exact fraction is shown.
        const std::int64_t big = std::int64_t(1) << 62;
        QCOMPARE(describeMoney(Money(1, big)), QString("1/%1").arg(big));
        // 10^18 is the most decimals shown.
        QCOMPARE(describeMoney(Money(-INT64_MAX, 1000000000000000000)),
                 QString("-9.223372036854775807"));
    }
};

QTEST_GUILESS_MAIN(TstDescribeMoney)
#include "tst_describe_money.moc"
