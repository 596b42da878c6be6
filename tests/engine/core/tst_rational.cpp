// Exact money (core/rational.h): arithmetic is exact or refused (MoneyOverflow), never wrapped;
// parsing refuses numbers that do not fit; the limits of money a user enters.
#include "core/prng.h"
#include "core/rational.h"

#include <QtTest>

#include <cstdint>

using namespace f27;

namespace {

// The reference: a/b + c/d and a/b · c/d as exact 128-bit fractions, compared by cross
// multiplication with the 64-bit result (both sides small enough for 128 bits).
bool sameValue(Int128 n, Int128 d, Rational r) {
    return n * r.den() == static_cast<Int128>(r.num()) * d;
}

std::int64_t draw(Prng& rng, std::int64_t magnitude) {
    const auto v = static_cast<std::int64_t>(rng.next() % static_cast<std::uint64_t>(magnitude));
    return (rng.next() & 1) ? -v : v;
}

} // namespace

class RationalTest : public QObject {
    Q_OBJECT
private slots:
    void sumsAndProductsAreExact() {
        Prng rng(7);
        for (int i = 0; i < 20000; ++i) {
            const std::int64_t a = draw(rng, 2'000'000'000), c = draw(rng, 2'000'000'000);
            const std::int64_t b = 1 + std::abs(draw(rng, 1'000'000'000));
            const std::int64_t d = 1 + std::abs(draw(rng, 1'000'000'000));
            const Rational x(a, b), y(c, d);
            try {
                const Rational s = x + y;
                QVERIFY(sameValue(static_cast<Int128>(a) * d + static_cast<Int128>(c) * b,
                                  static_cast<Int128>(b) * d, s));
                QVERIFY(s.den() > 0);
            } catch (const MoneyOverflow&) {
                // Refused only when the reduced sum really does not fit: its parts then exceed
                // 64 bits (checked by the 128-bit reference).
                Int128 n =
                    static_cast<Int128>(x.num()) * y.den() + static_cast<Int128>(y.num()) * x.den();
                Int128 den = static_cast<Int128>(x.den()) * y.den();
                Int128 g = detail::gcd128(n, den);
                QVERIFY(!detail::fits64(n / g) || !detail::fits64(den / g));
            }
            try {
                const Rational p = x * y;
                QVERIFY(sameValue(static_cast<Int128>(a) * c, static_cast<Int128>(b) * d, p));
            } catch (const MoneyOverflow&) {
                Int128 n = static_cast<Int128>(x.num()) * y.num();
                Int128 den = static_cast<Int128>(x.den()) * y.den();
                Int128 g = n == 0 ? den : detail::gcd128(n, den);
                QVERIFY(!detail::fits64(n / g) || !detail::fits64(den / g));
            }
        }
    }

    // Sums whose cross products pass 64 bits but whose result fits are exact (the old
    // 64-bit arithmetic wrapped here).
    void largeIntermediatesStillExact() {
        const Rational a(1, 999'999'937), b(1, 999'999'929);
        const Rational s = a + b;
        QCOMPARE(s, Rational(999'999'937LL + 999'999'929LL, 999'999'937LL * 999'999'929LL));
        QCOMPARE(s - b, a);
        const Rational big(INT64_MAX / 2), half(1, 2);
        QCOMPARE((big * Rational(2)) * half, big);
    }

    void overflowIsRefusedNotWrapped() {
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, Rational(INT64_MAX) + Rational(1));
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, Rational(INT64_MAX) * Rational(2));
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, Rational(1, 999'999'937) *
                                                    Rational(1, 999'999'929) *
                                                    Rational(1, 999'999'893));
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, Rational(INT64_MIN));
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, Rational(INT64_MIN + 1) - Rational(1));
        // A bankroll at the top of the range cannot win a wager: refused, not negative.
        const Rational bankroll(INT64_MAX);
        QVERIFY_THROWS_EXCEPTION(MoneyOverflow, bankroll + Rational(10));
        const auto r = exactly("the bankroll", [&] { return bankroll + Rational(10); });
        QVERIFY(!r);
        QCOMPARE(QString::fromStdString(r.error()),
                 QStringLiteral("the bankroll is too large to count exactly"));
    }

    void parseRefusesWhatDoesNotFit() {
        QCOMPARE(*Rational::parse("3/2"), Rational(3, 2));
        QCOMPARE(*Rational::parse("-0.5"), Rational(-1, 2));
        QCOMPARE(*Rational::parse("17.5"), Rational(35, 2));
        QCOMPARE(*Rational::parse("9223372036.854775807"),
                 Rational(9'223'372'036'854'775'807LL, 1'000'000'000));
        // |whole| · 10^9 + fraction past 64 bits: once read as 567282/1953125.
        auto w = Rational::parse("18446744074.000000000");
        QVERIFY(!w);
        QCOMPARE(QString::fromStdString(w.error()),
                 QStringLiteral("\"18446744074.000000000\" is too large"));
        QVERIFY(!Rational::parse("9999999999.000000000"));
        QVERIFY(!Rational::parse("9223372036854775808"));
        QVERIFY(!Rational::parse("-9223372036854775808"));
        QVERIFY(!Rational::parse("1/99999999999999999999"));
        QVERIFY(QString::fromStdString(Rational::parse("99999999999999999999").error())
                    .contains("too large"));
        QVERIFY(!Rational::parse("1/0"));
        QVERIFY(!Rational::parse("1.0000000001")); // more than 9 decimals
    }

    void moneyInputLimits() {
        QVERIFY(checkMoneyInput(Rational(100), "the bankroll"));
        QVERIFY(checkMoneyInput(*Rational::parse("12.50"), "the wager"));
        QVERIFY(checkMoneyInput(Rational(kMaxMoneyInput), "the bankroll"));
        const Status over = checkMoneyInput(Rational(INT64_MAX), "the bankroll");
        QVERIFY(!over);
        QVERIFY(QString::fromStdString(over.error()).startsWith("the bankroll must be at most"));
        const Status tiny = checkMoneyInput(Rational(1, 999'999'937), "the wager");
        QVERIFY(!tiny);
        QVERIFY(QString::fromStdString(tiny.error()).contains("whole cents"));
        QVERIFY(!checkMoneyInput(Rational(0), "the wager"));
        QVERIFY(!checkMoneyInput(Rational(-5), "the wager"));
    }
};

QTEST_APPLESS_MAIN(RationalTest)
#include "tst_rational.moc"
