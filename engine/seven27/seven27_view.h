// What one seat may know during a Seven Twenty-Seven hand: the bots' observation and what the
// table shows the human. The contract: docs/seven27.md, "The view (observation) contract".
#pragma once

#include "seven27/seven27_events.h"

#include <vector>

namespace f27 {

enum class Seven27Phase : std::uint8_t {
    Dealing,  // the hand needs a card (Seven27Hand::cardTarget())
    Deciding, // Seven27Hand::seatToAct() must choose a Seven27Action
    Over,
};

// What the hand is doing: the betting (S-4) or card-offer (S-3, S-5) stage.
enum class Seven27Stage : std::uint8_t { InitialDeal, ExtraCard, Betting, Drawing, Done };

// The legal choices of the seat to act. Amounts are inclusive ranges; a bet or raise of any
// whole number of chips within its range is legal.
struct Seven27Options {
    bool pass = false, bet = false, fold = false, call = false, raise = false;
    bool draw = false, stay = false;
    Chips toCall = 0;                 // chips a Call puts in (less than owed when calling all-in)
    Chips minBet = 0, maxBet = 0;     // Bet amount range (when bet)
    Chips minRaise = 0, maxRaise = 0; // Raise amount (added above the call) range (when raise)
    bool any() const { return pass || bet || fold || call || raise || draw || stay; }
};

struct Seven27SeatView {
    int seat = -1;
    bool dealtIn = false; // paid the ante this hand (S-2)
    bool folded = false;  // folded or busted (S-4, S-7)
    bool allIn = false;   // no chips behind
    Chips stack = 0;      // chips behind (not yet put in)
    Chips committed = 0;  // chips put in this hand, ante included
    Chips roundStake = 0; // chips put in this betting round
    std::vector<Card> upCards;
    int downCards = 0;
};

// The contract (docs/seven27.md, "The view (observation) contract"): public information plus
// the viewer's own cards, nothing else of other seats' hole cards. In `history` every other
// seat's face-down card is Card{} (the Joker placeholder) until the showdown events name it.
struct Seven27View {
    int seat = -1; // the viewer
    Seven27Rules rules;
    int dealer = -1;
    Seven27Phase phase = Seven27Phase::Over;
    Seven27Stage stage = Seven27Stage::Done;
    int toAct = -1;            // the seat to act (-1 when none)
    int bettingRound = 0;      // 1 for the first betting round (S-4), ...
    Chips pot = 0;             // every chip put in this hand
    Chips currentBet = 0;      // the highest roundStake: what a stake must reach to be equal
    int raises = 0;            // raises so far this betting round (cap: rules.raiseCap)
    int cardsDealt = 0;        // of the 52-card pack (S-1)
    std::vector<Card> ownUp;   // the viewer's face-up cards
    std::vector<Card> ownDown; // the viewer's hole cards
    std::vector<Seven27SeatView> seats; // every seat, index = seat number
    std::vector<Seven27Event> history;  // public history (see the contract above)
    Seven27Options options;             // filled only when toAct == seat
};

} // namespace f27
