// A deliberately slow, obviously correct poker evaluator (PL-11) to check the engine's fast
// one against. It shares nothing with engine/cards/poker_hand.cpp except the documented layout of
// PokerValue::code.
#pragma once

#include "cards/poker_hand.h"

#include <array>

namespace f27::reference {

// Best textbook reading of five natural cards (no wild cards; duplicates allowed; a Joker
// here is just the lowest single card, rank 0, with no suit).
PokerValue naturalPokerValue(const std::array<Card, 5>& cards);

// PL-11 by brute force: every Joker is tried as itself and as each of the 52 card identities
// (Jokers are interchangeable, so only non-decreasing assignments are tried). An assignment
// with a Joker as a non-Ace counts only as a straight, flush or straight flush; an
// assignment with all Jokers as Aces (or as themselves) takes the hand's best reading.
PokerValue bruteForcePokerValue(const std::array<Card, 5>& cards);

} // namespace f27::reference
