// The physical shoe (F-1, F-2, B-1, P-1..P-3). Not part of the rules engine: the table draws
// from it and feeds the cards to the round state machine. A shoe always holds one complete
// order; cards are dealt from its front (order()[0] first) and never go back.
#pragma once

#include "cards/card.h"
#include "cards/fair_shuffle.h"
#include "cards/shoe_spec.h"

#include <optional>
#include <string>
#include <vector>

namespace f27 {

class Shoe {
public:
    // F-2: a shoe is shuffled before it is used, so construction already shuffles it under a
    // fresh OS-random key (P-1). Call shuffle(key) or stack() to replace that order.
    explicit Shoe(ShoeSpec spec);

    // P-2: the order becomes shoeOrder(spec, key); dealt() goes back to 0.
    void shuffle(const ShuffleKey& key);
    // P-1: shuffle under a fresh 256-bit key from the OS cryptographic source.
    void shuffleFresh();
    // Tests and replays: deal exactly this prearranged order (any length, not checked against
    // the spec). There is no key afterwards: hasKey() is false and commitment() is "".
    void stack(std::vector<Card> order);

    // The next card, or nullopt when every card of the order has been dealt.
    std::optional<Card> draw();

    int dealt() const { return dealt_; }
    int remaining() const { return size() - dealt_; }
    int size() const { return static_cast<int>(order_.size()); } // cards in the current order
    // F-2: the cut card has come out once dealt() >= spec().cutCard (243 of 324); the table
    // reshuffles before the next round starts.
    bool cutCardReached() const { return dealt_ >= spec_.cutCard; }

    bool hasKey() const { return hasKey_; }
    // The key of the current order (all zero bytes when !hasKey()). P-3: reveal it only once
    // the shoe is finished or the player asks for a reshuffle.
    const ShuffleKey& key() const { return key_; }
    // P-1: the commitment to show before play; "" when !hasKey().
    std::string commitment() const;

    const std::vector<Card>& order() const { return order_; }
    const ShoeSpec& spec() const { return spec_; }

private:
    ShoeSpec spec_;
    std::vector<Card> order_;
    int dealt_ = 0;
    ShuffleKey key_;
    bool hasKey_ = false;
};

} // namespace f27
