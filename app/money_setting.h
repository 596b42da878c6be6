// The table's money settings (the computer seats' wager, the starting bankroll, the player's
// wager) are real numbers in the settings file and in QML; the table keeps them as exact money.
// Qt Core and the engine's core only, so that tests/fuzz reads stored values through it.
#pragma once

#include "core/rational.h"

// The largest amount a money setting may hold (within the money a user may enter,
// f27::kMaxMoneyInput); a round whose result could not be counted exactly from it is still
// refused by the round itself (roundMoneyProblem).
inline constexpr double kMaxMoneySetting = 1e9;

// A stored or entered amount as money, rounded to whole cents; 0 for an amount that is not a
// number, infinite or beyond ±kMaxMoneySetting (whatever a settings file holds). The table
// refuses an amount that is not positive and keeps the one it had.
f27::Money moneyFromSetting(double v);
