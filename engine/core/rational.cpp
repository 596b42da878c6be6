#include "core/rational.h"

#include <charconv>

namespace f27 {

std::string Rational::toString() const {
    if (den_ == 1) return std::to_string(num_);
    return std::to_string(num_) + "/" + std::to_string(den_);
}

namespace {
Result<std::int64_t> parseInt(std::string_view s) {
    std::int64_t v = 0;
    if (s.empty()) return fail("empty number");
    const char* first = s.data();
    if (*first == '+') ++first;
    auto [ptr, ec] = std::from_chars(first, s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return fail("\"" + std::string(s) + "\" is not a whole number");
    return v;
}
} // namespace

Result<Rational> Rational::parse(std::string_view s) {
    if (auto slash = s.find('/'); slash != std::string_view::npos) {
        auto n = parseInt(s.substr(0, slash));
        auto d = parseInt(s.substr(slash + 1));
        if (!n || !d) return fail("\"" + std::string(s) + "\" is not a fraction like 3/2");
        if (*d == 0) return fail("\"" + std::string(s) + "\" divides by zero");
        return Rational(*n, *d);
    }
    if (auto dot = s.find('.'); dot != std::string_view::npos) {
        auto whole = s.substr(0, dot), frac = s.substr(dot + 1);
        if (frac.empty() || frac.size() > 9 || frac.find_first_not_of("0123456789") != frac.npos)
            return fail("\"" + std::string(s) + "\" is not a decimal number");
        bool neg = !whole.empty() && whole[0] == '-';
        auto w = whole.empty() || whole == "-" ? Result<std::int64_t>(0) : parseInt(whole);
        auto f = parseInt(frac);
        if (!w || !f) return fail("\"" + std::string(s) + "\" is not a decimal number");
        std::int64_t scale = 1;
        for (size_t i = 0; i < frac.size(); ++i)
            scale *= 10;
        std::int64_t wv = *w < 0 ? -*w : *w;
        Rational r(wv * scale + *f, scale);
        return neg ? -r : r;
    }
    auto n = parseInt(s);
    if (!n) return fail(n.error());
    return Rational(*n);
}

} // namespace f27
