// The table: a rule set, a shoe and the procedure around rounds that is not a rule of the
// round itself — when to reshuffle (F-2), announcing it, and revealing finished keys (P-3).
// It deals cards from the shoe into a Round; the Round never sees the shoe.
#pragma once

#include "cards/fair_shuffle.h"
#include "cards/shoe.h"
#include "round/round.h"

#include <functional>

namespace f27 {

// A shoe that is no longer in play: its key is revealed so that the player can check the
// commitment and the cards (P-3).
struct FinishedShoe {
    std::string commitment;
    std::string key;
    int cardsDealt = 0;
};

class Table {
public:
    // A fresh shoe shuffled with a key from the OS (P-1).
    explicit Table(RuleSet rules);
    // The first shoe shuffled with `firstKey` (reproducible play: `play --key`).
    Table(RuleSet rules, const ShuffleKey& firstKey);
    // A prearranged shoe with no key (tests); running out of it is an error, never a reshuffle.
    static Table stacked(RuleSet rules, std::vector<Card> order);

    const RuleSet& rules() const { return rules_; }
    const Shoe& shoe() const { return shoe_; }
    // Keys for later shoes come from here (default: the OS). Tests pass a deterministic source.
    void setKeySource(std::function<ShuffleKey()> source) { keySource_ = std::move(source); }

    // F-2: reshuffles first when the cut card has come out or a reshuffle was requested, and
    // the new round's log records it (new commitment, previous key revealed).
    Result<Round> startRound(RoundSetup setup);
    // Deals from the shoe while the round needs cards. If a keyed shoe runs out mid-round, a
    // fresh shoe is shuffled and the reshuffle is recorded in the round's log.
    Status dealPending(Round& round);
    // Deals the next card if the round needs one (the dealer trainer places cards one at a
    // time); a keyed shoe that runs out is reshuffled as in dealPending.
    Status dealOne(Round& round);
    // P-3, B-1: the player asks for a fresh key; takes effect before the next round.
    void requestReshuffle() { reshuffleRequested_ = true; }
    bool reshuffleRequested() const { return reshuffleRequested_; }
    const std::vector<FinishedShoe>& finishedShoes() const { return finished_; }

private:
    Table(RuleSet rules, int);
    void reshuffle(Round& round);

    RuleSet rules_;
    Shoe shoe_;
    bool stacked_ = false;
    bool reshuffleRequested_ = false;
    std::function<ShuffleKey()> keySource_ = [] { return ShuffleKey::fromOsRandom(); };
    std::vector<FinishedShoe> finished_;
};

} // namespace f27
