// Exact money and payout ratios. Amounts are rationals of 64-bit integers kept in lowest
// terms with a positive denominator; no floating point ever touches a stake or a payout.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <numeric>
#include <string>
#include <string_view>

namespace f27 {

__extension__ using Int128 = __int128; // exact cross-multiplication for comparisons

class Rational {
public:
    constexpr Rational() = default;
    constexpr Rational(std::int64_t n) : num_(n), den_(1) {}
    constexpr Rational(std::int64_t n, std::int64_t d) : num_(n), den_(d) { normalise(); }

    constexpr std::int64_t num() const { return num_; }
    constexpr std::int64_t den() const { return den_; }
    constexpr bool isZero() const { return num_ == 0; }
    constexpr bool isInteger() const { return den_ == 1; }
    double toDouble() const { return static_cast<double>(num_) / static_cast<double>(den_); }

    friend constexpr Rational operator+(Rational a, Rational b) {
        const std::int64_t g = std::gcd(a.den_, b.den_);
        return Rational(a.num_ * (b.den_ / g) + b.num_ * (a.den_ / g), a.den_ / g * b.den_);
    }
    friend constexpr Rational operator-(Rational a) { return Rational(-a.num_, a.den_); }
    friend constexpr Rational operator-(Rational a, Rational b) { return a + (-b); }
    friend constexpr Rational operator*(Rational a, Rational b) {
        const std::int64_t g1 = std::gcd(a.num_, b.den_), g2 = std::gcd(b.num_, a.den_);
        return Rational((a.num_ / (g1 ? g1 : 1)) * (b.num_ / (g2 ? g2 : 1)),
                        (a.den_ / (g2 ? g2 : 1)) * (b.den_ / (g1 ? g1 : 1)));
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
    // Accepts "3/2", "5", "-1/2", "0.5" (a decimal is converted exactly).
    static Result<Rational> parse(std::string_view text);

private:
    constexpr void normalise() {
        if (den_ < 0) {
            num_ = -num_;
            den_ = -den_;
        }
        const std::int64_t g = std::gcd(num_, den_);
        if (g > 1) {
            num_ /= g;
            den_ /= g;
        }
        if (num_ == 0) den_ = 1;
    }
    std::int64_t num_ = 0;
    std::int64_t den_ = 1;
};

using Money = Rational;

} // namespace f27
