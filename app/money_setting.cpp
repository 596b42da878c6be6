#include "money_setting.h"

#include <cmath>

f27::Money moneyFromSetting(double v) {
    // llround is undefined beyond 64 bits and for NaN: range-check first.
    if (!std::isfinite(v) || std::fabs(v) > kMaxMoneySetting) return {};
    return f27::Money(std::llround(v * 100), 100);
}
