#include "seven27/seven27_game.h"

namespace f27 {

Result<Seven27Game> Seven27Game::create(const Seven27Rules& rules, int firstDealer) {
    if (auto st = validateSeven27Rules(rules); !st) return fail(st.error());
    if (firstDealer < 0 || firstDealer >= rules.players)
        return fail("dealer: must be a seat 0.." + std::to_string(rules.players - 1));
    Seven27Game g;
    g.rules_ = rules;
    g.stacks_.assign(static_cast<size_t>(rules.players), rules.startingChips);
    g.dealer_ = firstDealer;
    return g;
}

int Seven27Game::seatsInGame() const {
    int n = 0;
    for (int s = 0; s < rules_.players; ++s)
        n += inGame(s);
    return n;
}

Result<Seven27Hand> Seven27Game::startHand() const {
    if (isOver()) return fail("game: over (fewer than two players can pay the ante)");
    return Seven27Hand::start({rules_, stacks_, dealer_});
}

Status Seven27Game::finishHand(const Seven27Hand& hand) {
    if (!hand.isOver()) return fail("game: the hand is not over");
    if (!(hand.setup() == Seven27HandSetup{rules_, stacks_, dealer_}))
        return fail("game: the hand was not started from this game's current state");
    stacks_ = hand.finalStacks();
    ++hands_;
    // S-8: the deal passes to the left, to the next seat still in the game.
    for (int i = 1; i <= rules_.players; ++i) {
        const int s = (dealer_ + i) % rules_.players;
        if (inGame(s)) {
            dealer_ = s;
            break;
        }
    }
    return {};
}

} // namespace f27
