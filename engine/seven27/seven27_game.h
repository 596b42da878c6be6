// A game of Seven Twenty-Seven: hand after hand at one table, the stacks carried over, the
// deal passing to the left (S-8), and players who cannot pay the ante leaving the game (S-2;
// docs/seven27.md). The game only creates hands and takes their results; who decides and
// where the cards come from is the driver's business (seven27_player.h).
#pragma once

#include "seven27/seven27_hand.h"

namespace f27 {

class Seven27Game {
public:
    // Every seat starts with rules.startingChips; `firstDealer` deals the first hand.
    static Result<Seven27Game> create(const Seven27Rules& rules, int firstDealer = 0);

    const Seven27Rules& rules() const { return rules_; }
    const std::vector<Chips>& stacks() const { return stacks_; }
    int dealer() const { return dealer_; } // deals the next hand
    int handsPlayed() const { return hands_; }
    // A seat whose stack is below the ante has left the game for good (stacks only change by
    // playing, and it can no longer be dealt in).
    bool inGame(int seat) const { return stacks_[seat] >= rules_.ante; }
    int seatsInGame() const;
    bool isOver() const { return seatsInGame() < 2; }

    // The next hand, for the current dealer and stacks (an error when the game is over).
    Result<Seven27Hand> startHand() const;
    // Takes a finished hand's final stacks (the hand must have been started from this game's
    // current state) and passes the deal to the left: the next seat still in the game (S-8).
    Status finishHand(const Seven27Hand& hand);

private:
    Seven27Rules rules_;
    std::vector<Chips> stacks_;
    int dealer_ = 0;
    int hands_ = 0;
};

} // namespace f27
