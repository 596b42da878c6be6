#include "money_setting.h"

#include <cmath>

f27::Money moneyFromSetting(double v) {
    return f27::Money(std::llround(v * 100), 100);
}
