// Plain-language descriptions of events and rules, as a player at the table would read
// them ("Seat 1 must hit: hard 12 — PL-5: hard total at most 14 must hit"). Strings go
// through QCoreApplication::translate (context "f27", as lupdate files them), so the CLI and
// the app show them in the chosen language.
#pragma once

#include "round/events.h"
#include "rules/rule_set.h"

#include <QString>

#include <span>

namespace f27 {

enum class Viewer : std::uint8_t {
    Player, // face-down cards stay hidden until revealed
    Dealer, // everything is shown (dealer trainer, logs)
};

// An action as the table's buttons, hints and charts name it ("Hit", "Stand", "Insure", "No
// insurance"), in the chosen language: the one label of each action.
QString actionLabel(Action a);
QString describeCard(Card c);
QString describeCards(std::span<const Card> cards); // "A♠ 7♥", space-separated
QString describeValue(int total, bool soft, bool bust);
QString describeCondition(const HandCondition& c);
QString describeEvent(const Event& e, const RuleSet& rules, Viewer viewer = Viewer::Player);
QString describeSeat(int seat);
// Money as money, exactly, in the default locale's digits (QLocale()): a whole amount as it is
// ("10", "-3"); any other with the decimals that make it exact, at least two ("22.50", "0.125";
// "22,50" in Finnish). An amount no decimal holds exactly (a third) stays a fraction ("10/3"):
// the table never shows a rounded amount as if it were the amount.
QString describeMoney(Money m); // "1", "0.50", "-1.50"
// The exact decimal of m with at least `minPlaces` decimals and `point` as the decimal sign
// ("7.5" with 0, "7.50" with 2), or the fraction ("10/3") where no decimal of at most 18
// places is exact. Data files use it with 0 and '.', describeMoney with 2 and the locale's.
QString exactDecimal(Money m, int minPlaces, const QString& point);
QString describeSigned(Money m); // "+1", "-0.50", "0"
// Odds as a pay table writes them: 1 → "1:1", 8 → "8:1", 3/2 → "3:2", 19/20 → "19:20".
QString describePayout(Rational odds);
// A bet of the baccarat-like and slot modes in words: "the player hand", "the dealer hand",
// "a stalemate".
QString describeBetSide(BetSide side);

} // namespace f27
