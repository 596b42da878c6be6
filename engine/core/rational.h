// Exact money and payout ratios. Amounts are rationals of 64-bit integers kept in lowest
// terms with a positive denominator; no floating point ever touches a stake or a payout.
//
// Arithmetic is exact or refused, never wrapped: every operation is computed in 128 bits and
// reduced, and a result whose numerator or denominator does not fit 64 bits (or is the one
// value without a negation, INT64_MIN) throws MoneyOverflow. Callers that take money from a
// user bound it first (checkMoneyInput, the rule set's limits, roundMoneyProblem), so that the
// throw is a last guard; `exactly` turns it into an error value.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <string_view>

namespace f27 {

__extension__ using Int128 = __int128; // exact cross-multiplication for comparisons

// A money or ratio result that 64-bit numerators and denominators cannot hold.
class MoneyOverflow : public std::overflow_error {
public:
    MoneyOverflow() : std::overflow_error("an amount of money is too large to count exactly") {}
};

namespace detail {
constexpr Int128 gcd128(Int128 a, Int128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) {
        if (a <= static_cast<Int128>(UINT64_MAX) && b <= static_cast<Int128>(UINT64_MAX))
            return static_cast<Int128>(
                std::gcd(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b)));
        const Int128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}
constexpr bool fits64(Int128 v) {
    return v > static_cast<Int128>(INT64_MIN) && v <= static_cast<Int128>(INT64_MAX);
}
} // namespace detail

class Rational {
public:
    constexpr Rational() = default;
    constexpr Rational(std::int64_t n) : num_(n), den_(1) {
        if (n == INT64_MIN) throw MoneyOverflow();
    }
    constexpr Rational(std::int64_t n, std::int64_t d) { assign(n, d); }

    constexpr std::int64_t num() const { return num_; }
    constexpr std::int64_t den() const { return den_; }
    constexpr bool isZero() const { return num_ == 0; }
    constexpr bool isInteger() const { return den_ == 1; }
    double toDouble() const { return static_cast<double>(num_) / static_cast<double>(den_); }

    friend constexpr Rational operator+(Rational a, Rational b) {
        // a/b + c/d with g = gcd(b, d): (a·(d/g) + c·(b/g)) / (b/g·d); each product of two
        // 64-bit parts fits 127 bits, their sum 128.
        const Int128 g = detail::gcd128(a.den_, b.den_);
        const Int128 n =
            static_cast<Int128>(a.num_) * (b.den_ / g) + static_cast<Int128>(b.num_) * (a.den_ / g);
        return reduced(n, static_cast<Int128>(a.den_ / g) * b.den_);
    }
    friend constexpr Rational operator-(Rational a) { return Rational(-a.num_, a.den_); }
    friend constexpr Rational operator-(Rational a, Rational b) { return a + (-b); }
    friend constexpr Rational operator*(Rational a, Rational b) {
        return reduced(static_cast<Int128>(a.num_) * b.num_, static_cast<Int128>(a.den_) * b.den_);
    }
    Rational& operator+=(Rational o) { return *this = *this + o; }
    Rational& operator-=(Rational o) { return *this = *this - o; }
    friend constexpr bool operator==(Rational a, Rational b) {
        return a.num_ == b.num_ && a.den_ == b.den_;
    }
    friend constexpr bool operator!=(Rational a, Rational b) { return !(a == b); }
    friend constexpr bool operator<(Rational a, Rational b) {
        return static_cast<Int128>(a.num_) * b.den_ < static_cast<Int128>(b.num_) * a.den_;
    }
    friend constexpr bool operator>(Rational a, Rational b) { return b < a; }
    friend constexpr bool operator<=(Rational a, Rational b) { return !(b < a); }
    friend constexpr bool operator>=(Rational a, Rational b) { return !(a < b); }

    // "3/2", "-1/2", "5"
    std::string toString() const;
    // Accepts "3/2", "5", "-1/2", "0.5" (a decimal is converted exactly, at most 9 decimals);
    // a number whose parts do not fit 64 bits is refused as too large.
    static Result<Rational> parse(std::string_view text);

private:
    // n/d in lowest terms with d > 0, or MoneyOverflow.
    static constexpr Rational reduced(Int128 n, Int128 d) {
        if (d == 0) throw std::domain_error("a ratio with denominator 0");
        if (d < 0) {
            n = -n;
            d = -d;
        }
        const Int128 g = n == 0 ? d : detail::gcd128(n, d);
        n /= g;
        d /= g;
        if (!detail::fits64(n) || !detail::fits64(d)) throw MoneyOverflow();
        Rational r;
        r.num_ = static_cast<std::int64_t>(n);
        r.den_ = static_cast<std::int64_t>(d);
        return r;
    }
    constexpr void assign(std::int64_t n, std::int64_t d) { *this = reduced(n, d); }

    std::int64_t num_ = 0;
    std::int64_t den_ = 1;
};

using Money = Rational;

// Runs f, which computes money, and returns its result, or an error naming `what` when an
// amount grew past what 64-bit rationals hold (MoneyOverflow).
template <class F> auto exactly(std::string_view what, F&& f) -> Result<decltype(f())> {
    try {
        return f();
    } catch (const MoneyOverflow&) {
        return fail(std::string(what) + " is too large to count exactly");
    }
}

// The money a user may enter (a bankroll, a wager): positive, at most kMaxMoneyInput, and in
// whole cents. Every rule set's ratios share a denominator of at most 10^4 (the rule set's
// limits), so a session's sums are multiples of 10^-6 and stay exact far beyond any bankroll;
// a round that could not is refused before it is dealt (roundMoneyProblem, rules/payouts.h).
inline constexpr std::int64_t kMaxMoneyInput = 1'000'000'000'000; // 10^12
Status checkMoneyInput(Rational amount, std::string_view what);

} // namespace f27
