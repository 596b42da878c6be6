#include "core/rational.h"

#include <charconv>

namespace f27 {

std::string Rational::toString() const {
    if (den_ == 1) return std::to_string(num_);
    return std::to_string(num_) + "/" + std::to_string(den_);
}

namespace {

std::string quoted(std::string_view s) {
    return "\"" + std::string(s) + "\"";
}

// A whole number that fits 64 bits (INT64_MIN excluded: it has no negation).
Result<std::int64_t> parseInt(std::string_view s) {
    std::int64_t v = 0;
    if (s.empty()) return fail("empty number");
    const char* first = s.data();
    if (*first == '+') ++first;
    auto [ptr, ec] = std::from_chars(first, s.data() + s.size(), v);
    if (ec == std::errc::result_out_of_range || (ec == std::errc() && v == INT64_MIN))
        return fail(quoted(s) + " is too large");
    if (ec != std::errc() || ptr != s.data() + s.size())
        return fail(quoted(s) + " is not a whole number");
    return v;
}

} // namespace

Result<Rational> Rational::parse(std::string_view s) {
    if (auto slash = s.find('/'); slash != std::string_view::npos) {
        auto n = parseInt(s.substr(0, slash));
        auto d = parseInt(s.substr(slash + 1));
        for (const auto* part : {&n, &d})
            if (!*part && part->error().ends_with("too large")) return fail(part->error());
        if (!n || !d) return fail(quoted(s) + " is not a fraction like 3/2");
        if (*d == 0) return fail(quoted(s) + " divides by zero");
        return Rational(*n, *d);
    }
    if (auto dot = s.find('.'); dot != std::string_view::npos) {
        auto whole = s.substr(0, dot), frac = s.substr(dot + 1);
        if (frac.empty() || frac.size() > 9 || frac.find_first_not_of("0123456789") != frac.npos)
            return fail(quoted(s) + " is not a decimal number");
        const bool neg = !whole.empty() && whole[0] == '-';
        auto w = whole.empty() || whole == "-" ? Result<std::int64_t>(0) : parseInt(whole);
        if (!w && w.error().ends_with("too large")) return fail(quoted(s) + " is too large");
        auto f = parseInt(frac);
        if (!w || !f) return fail(quoted(s) + " is not a decimal number");
        std::int64_t scale = 1;
        for (size_t i = 0; i < frac.size(); ++i)
            scale *= 10; // at most 10^9
        // |whole| · scale + frac must fit 64 bits: 18446744074.000000000 does not.
        std::int64_t scaled = 0;
        const std::int64_t magnitude = *w < 0 ? -*w : *w;
        if (__builtin_mul_overflow(magnitude, scale, &scaled) ||
            __builtin_add_overflow(scaled, *f, &scaled))
            return fail(quoted(s) + " is too large");
        const Rational r(scaled, scale);
        return neg ? -r : r;
    }
    auto n = parseInt(s);
    if (!n) return fail(n.error());
    return Rational(*n);
}

Status checkMoneyInput(Rational amount, std::string_view what) {
    const std::string name(what);
    if (amount <= Rational(0))
        return fail(name + " must be more than 0 (got " + amount.toString() + ")");
    if (amount > Rational(kMaxMoneyInput))
        return fail(name + " must be at most " + std::to_string(kMaxMoneyInput) + " (got " +
                    amount.toString() + ")");
    if (100 % amount.den() != 0)
        return fail(name + " must be in whole cents, such as 12.50 (got " + amount.toString() +
                    ")");
    return Status::success();
}

} // namespace f27
