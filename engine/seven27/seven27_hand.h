// One hand of Seven Twenty-Seven (RULES.md Part 3) as a state machine that asks for cards and
// decisions and applies the rest. Its steps: docs/seven27.md, "The hand, step by step".
#pragma once

#include "seven27/seven27_sums.h"
#include "seven27/seven27_view.h"

#include <vector>

namespace f27 {

struct Seven27HandSetup {
    Seven27Rules rules;
    std::vector<Chips> stacks; // one per seat (rules.players); a stack below the ante sits out
    int dealer = 0;            // S-8: the dealing seat (need not be dealt in)
    friend bool operator==(const Seven27HandSetup&, const Seven27HandSetup&) = default;
};

struct Seven27CardTarget {
    int seat = -1;
    bool faceUp = false;
};

struct Seven27SeatState {
    bool dealtIn = false;
    bool folded = false;
    bool allIn = false;
    Chips stack = 0;     // chips behind
    Chips committed = 0; // put in this hand
    Chips roundStake = 0;
    Chips won = 0; // awarded at the end
    std::vector<Card> cards;
    std::vector<bool> faceUp;
    SevenSums sums;
};

class Seven27Hand {
public:
    // Validates the rules and the setup (stack count = rules.players, no negative stack,
    // dealer in range, at least two seats able to pay the ante), logs the stacks and antes.
    static Result<Seven27Hand> start(Seven27HandSetup setup);

    const Seven27HandSetup& setup() const { return setup_; }
    const Seven27Rules& rules() const { return setup_.rules; }
    Seven27Phase phase() const { return phase_; }
    Seven27Stage stage() const { return stage_; }
    bool isOver() const { return phase_ == Seven27Phase::Over; }
    bool needsCard() const { return phase_ == Seven27Phase::Dealing; }
    Seven27CardTarget cardTarget() const { return target_; }
    int seatToAct() const { return phase_ == Seven27Phase::Deciding ? actor_ : -1; }

    // Supplies the next card (only while needsCard()). Refused: a Joker, or a card already
    // dealt this hand (one 52-card pack, S-1).
    Status deal(Card card);
    // The legal choices of seatToAct() (nothing when not deciding).
    Seven27Options options() const;
    // Why `a` is illegal now (ok when legal).
    Status check(Seven27Action a) const;
    bool isLegal(Seven27Action a) const { return check(a).ok(); }
    // Applies a legal action of seatToAct(); an illegal one returns the error, changes nothing.
    Status apply(Seven27Action a);

    // What `seat` may know (seven27_view.h). An out-of-range seat gets an empty view.
    Seven27View view(int seat) const;

    const std::vector<Seven27Event>& events() const { return events_; }
    const std::vector<Seven27SeatState>& seats() const { return seats_; }
    Chips pot() const;
    int cardsDealt() const { return static_cast<int>(dealt_.size()); }
    // Each seat's stack after the hand (its starting stack while not over, plus net).
    std::vector<Chips> finalStacks() const;
    // Each seat's net result for the hand (valid when over).
    std::vector<Chips> nets() const;

private:
    explicit Seven27Hand(Seven27HandSetup setup);

    int seatCount() const { return static_cast<int>(seats_.size()); }
    int inCount() const;     // dealt in and not folded
    int bettorCount() const; // in and not all-in
    Chips currentBet() const;
    int nextPending(int after) const; // next seat after `after` with pending_ set, or -1
    bool isIn(int s) const { return seats_[s].dealtIn && !seats_[s].folded; }

    void log(Seven27Event e);
    void beginInitialDeal();
    void beginOffer(Seven27Stage stage);
    void beginBetting();
    void endBetting();
    void nextOffer();
    void endOffer();
    void receiveCard(int seat, Card c, bool faceUp, const char* rule);
    bool checkFoldOut(const char* rule);
    void showdown();
    void finish();

    Seven27HandSetup setup_;
    std::vector<Seven27SeatState> seats_;
    std::vector<Seven27Event> events_;
    std::vector<Card> dealt_;

    Seven27Phase phase_ = Seven27Phase::Dealing;
    Seven27Stage stage_ = Seven27Stage::InitialDeal;
    Seven27CardTarget target_;
    int actor_ = -1;
    std::vector<Seven27CardTarget> initialSlots_;
    size_t nextSlot_ = 0;
    std::vector<bool> pending_; // betting: still to act; offers: still to be offered
    int bettingRound_ = 0;
    int drawRound_ = 0; // 0: the S-3 extra-card offer; 1, 2, ...: S-5 draw rounds
    int raises_ = 0;
    int drawn_ = 0; // cards taken in the current offer round
    bool foldOut_ = false;
};

} // namespace f27
