// One round of a banking game (F-10) as a state machine, applying and logging every rule with its
// ID. How it runs and what is proved: docs/engine.md, "The round as a state machine".
#pragma once

#include "round/events.h"
#include "rules/hand_rules.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <optional>
#include <vector>

namespace f27 {

struct SeatSetup {
    Money wager{1};
    BetSide side = BetSide::Player; // baccarat-like and slot modes only
    // Funds available for the round, the wager included. When set, doubling, splitting and
    // insurance are offered only if the seat can pay for them.
    std::optional<Money> bankroll;
    friend bool operator==(const SeatSetup&, const SeatSetup&) = default;
};

struct RoundSetup {
    std::vector<SeatSetup> seats; // 1..7
    Money tableMinimum{1};        // for bonuses paid in table minimums (F-16)
    friend bool operator==(const RoundSetup&, const RoundSetup&) = default;
};

inline constexpr int kMaxSeats = 7;

enum class Phase : std::uint8_t {
    Dealing,   // needs a card (initial deal, a hit, a double, a split hand, the dealer)
    Insurance, // seatToAct() decides on insurance
    Decision,  // seatToAct()/handToAct() chooses hit, stand, ...
    Over,
};

// Where the next card goes.
struct CardTarget {
    int seat = -1; // -1: the dealer
    int hand = 0;
    bool faceUp = true;
};

struct PlayerHand {
    std::vector<Card> cards;
    HandSums sums;
    Money wager;
    bool fromSplit = false;
    bool doubled = false;
    bool complete = false; // no more cards
    bool resolved = false; // settled
    bool natural = false;
    bool awaitingCard = false;
    HandResult result = HandResult::Push;
    Money net;
};

struct SeatState {
    SeatSetup setup;
    std::vector<PlayerHand> hands; // one box per seat; in baccarat mode only seat 0's box is used
    bool insuranceOffered = false;
    bool insuranceDecided = false;
    Money insuranceStake;
    bool insuranceSettled = false;
    Money net; // the round's result so far (settlements + insurance)
};

struct DealerHand {
    std::vector<Card> cards;
    std::vector<bool> faceUp;
    HandSums sums;
    bool checkedNatural = false;
    bool natural = false;
};

class Round {
public:
    // Validates the setup (1..7 seats, positive wagers within bankrolls, bet sides that the
    // wager mode allows) and logs the seats' wagers. A reshuffle before the round (F-2) is
    // recorded by the Table right after these round-start events (noteReshuffle()).
    static Result<Round> start(const RuleSet& rules, RoundSetup setup);

    const RuleSet& rules() const { return rules_; }
    const RoundSetup& setup() const { return setup_; }
    Phase phase() const { return phase_; }
    bool isOver() const { return phase_ == Phase::Over; }
    bool needsCard() const { return phase_ == Phase::Dealing; }
    CardTarget cardTarget() const { return target_; }
    int seatToAct() const { return actor_.seat; }
    int handToAct() const { return actor_.hand; }

    // Supplies the next card from the shoe (only while needsCard()).
    Status deal(Card card);
    // The actions seatToAct() may choose now (empty unless phase is Insurance or Decision).
    std::vector<Action> legalActions() const;
    bool isLegal(Action a) const;
    Status apply(Action a);
    // Records a reshuffle announced by the table (F-2, P-1, P-3); not a rule decision.
    void noteReshuffle(const std::string& newCommitment, const std::string& revealedKey);

    const std::vector<Event>& events() const { return events_; }
    const std::vector<SeatState>& seats() const { return seats_; }
    const DealerHand& dealer() const { return dealer_; }
    HandValue handValue(int seat, int hand) const;
    HandValue dealerValue() const; // the whole dealer hand (also unseen cards)
    HandValue dealerVisibleValue() const;
    // Every card dealt this round, in order.
    std::vector<Card> cardsDealt() const;

private:
    Round(const RuleSet& rules, RoundSetup setup);

    enum class Stage : std::uint8_t {
        InitialDeal,
        Insurance,
        NaturalCheck,
        PlayerTurns,
        DealerTurn,
        DealerPlay,
        Showdown,
        Done
    };
    struct Cursor {
        int seat = -1;
        int hand = -1;
    };

    void advance();
    bool stepInitialDeal();
    bool stepInsurance();
    void stepNaturalCheck();
    bool stepPlayerTurns();
    bool stepDealerTurn();
    bool stepDealerPlay();
    void stepShowdown();
    void finish();

    bool baccarat() const { return rules_.wagerMode != WagerMode::Standard; }
    int boxCount() const { return baccarat() ? 1 : static_cast<int>(seats_.size()); }
    PlayerHand& hand(Cursor c) { return seats_[c.seat].hands[c.hand]; }
    bool isNaturalHand(const std::vector<Card>& cards, bool fromSplit) const;
    DealerVisible dealerVisible() const;
    Money committed(int seat) const;
    bool canAfford(int seat, Money extra) const;
    bool anyUnresolved() const;

    void completeHand(Cursor c);
    void checkDealerNatural();
    void settleNaturalIfDecided(int seat, int hand);
    void settleHand(int seat, int hand, HandResult r, const std::string& rule,
                    const std::string& reason, bool natural = false);
    void settleBox(Winner w, const std::string& rule, const std::string& reason,
                   bool natural = false);
    void settleInsurance();
    void settleOutrightSplitNaturals();
    void revealHole();
    void log(Event e);

    RuleSet rules_;
    RoundSetup setup_;
    std::vector<SeatState> seats_;
    DealerHand dealer_;
    std::vector<Event> events_;

    Phase phase_ = Phase::Dealing;
    Stage stage_ = Stage::InitialDeal;
    CardTarget target_;
    Cursor actor_;
    std::vector<CardTarget> initialSlots_;
    size_t nextSlot_ = 0;
    int insuranceSeat_ = 0;
    Cursor turn_{0, 0};
    bool dealerAwaitingCard_ = false;
};

} // namespace f27
