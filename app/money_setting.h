// The table's money settings (the computer seats' wager, the starting bankroll, the player's
// wager) are real numbers in the settings file and in QML; the table keeps them as exact money.
// Qt Core and the engine's core only, so that tests/fuzz reads stored values through it.
#pragma once

#include "core/rational.h"

// A stored or entered amount as money: rounded to whole cents. The table refuses an amount
// that is not positive.
f27::Money moneyFromSetting(double v);
