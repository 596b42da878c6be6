// The decision interface of a Seven Twenty-Seven player (what a computer opponent
// implements), two reference players, and a driver that plays one hand to the end.
// Players see only a Seven27View (seven27_view.h), never the hand itself.
#pragma once

#include "cards/shoe_spec.h"
#include "core/prng.h"
#include "seven27/seven27_hand.h"

#include <functional>
#include <span>
#include <string>

namespace f27 {

class Seven27Player {
public:
    virtual ~Seven27Player() = default;
    virtual std::string name() const = 0;
    // A card offer (view.stage ExtraCard, S-3, or Drawing, S-5): true to take one card face
    // down. Only asked while the seat is to act; returning true when view.options.draw is
    // false (the pack is spent) is treated as staying.
    virtual bool decideDraw(const Seven27View& view) = 0;
    // A betting decision (view.stage Betting, S-4). Must be legal under view.options; the
    // driver rejects an illegal one with the hand's error.
    virtual Seven27Action decideBet(const Seven27View& view) = 0;

    // Dispatches on the view's stage: Draw/Stay for offers, decideBet() for betting.
    Seven27Action decide(const Seven27View& view);
};

// The baseline opponent: takes a card while its lowest total (every Ace 1) is below
// a fixed threshold; never bets or raises; passes when it can, otherwise calls (never folds).
class Seven27NaiveBot final : public Seven27Player {
public:
    explicit Seven27NaiveBot(int thresholdHalfPoints = 40) : threshold_(thresholdHalfPoints) {}
    std::string name() const override { return "naive"; }
    bool decideDraw(const Seven27View& view) override;
    Seven27Action decideBet(const Seven27View& view) override;

private:
    int threshold_;
};

// Chooses uniformly among the legal moves, amounts uniformly within their ranges, and takes a
// card with probability drawPercent/100 (for property tests; reproducible from its seed).
class Seven27RandomBot final : public Seven27Player {
public:
    explicit Seven27RandomBot(std::uint64_t seed, int drawPercent = 50)
        : prng_(seed), drawPercent_(drawPercent) {}
    std::string name() const override { return "random"; }
    bool decideDraw(const Seven27View& view) override;
    Seven27Action decideBet(const Seven27View& view) override;

private:
    Prng prng_;
    int drawPercent_;
};

// S-1: the pack for a Shoe (engine/cards/shoe.h): one deck, no Jokers. A hand refuses a card
// already dealt in it, so the shoe is shuffled (provably fair, P-1..P-3) before every hand:
//   Shoe shoe(seven27PackSpec()); shoe.shuffleFresh(); // or shuffle(key) to reproduce
//   playSeven27Hand(hand, players, [&] { return *shoe.draw(); }); // 52 cards always suffice
ShoeSpec seven27PackSpec();

// Plays `hand` to the end: cards from `nextCard` (e.g. a Shoe of one pack), decisions from
// players[seat] (one per seat; seats not dealt in may be null). Stops at the first error (an
// illegal decision or a refused card) and returns it; the hand is then left unfinished.
Status playSeven27Hand(Seven27Hand& hand, std::span<Seven27Player* const> players,
                       const std::function<Card()>& nextCard);

} // namespace f27
