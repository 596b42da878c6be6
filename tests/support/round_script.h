// Scripted rounds for tests: a stacked shoe (cards in deal order) and the decisions the seats
// make, in order. The round must consume exactly the cards and decisions given.
#pragma once

#include "cards/composition.h"
#include "round/describe.h"
#include "round/round.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <QString>

#include <string>
#include <vector>

namespace f27::test {

// "AS KH 10D JOKER 9c" -> cards; aborts the test program on a bad code.
std::vector<Card> cards(const std::string& codes);
// "h s d p u y n" (hit, stand, double, split, surrender, insure, decline) -> actions.
std::vector<Action> actions(const std::string& keys);
// The rules in a betting mode (baccarat-like or slot): insurance and the player options off
// (nobody is consulted), the player hand playing the dealer's own strategy, the dealer's bet
// paying 19:20 and a stalemate 8:1.
RuleSet bettingCopy(RuleSet rules, WagerMode mode = WagerMode::BaccaratLike);
// The value of cards of these ranks (Jokers suitless, others spades): a chart column's pairs.
HandValue valueOfRanks(const std::vector<Rank>& ranks, const ValueScheme& values);
// A preset by id; aborts the test program if it does not load.
RuleSet preset(const std::string& id);
// A custom rule set (no preset's, so no shipped chart): Blackjack dealt from two decks, cut at
// 78 cards, with the id "custom-two-decks".
RuleSet twoDeckBlackjack();
// The rules' basic-strategy chart (shipped, else derived); aborts if there is none.
StrategyChart chartFor(const RuleSet& rules);
RoundSetup seats(int n, Money wager = Money{1});

// Plays the round; the error says what ran out or was left over, or what was refused.
Result<Round> playScript(const RuleSet& rules, const RoundSetup& setup,
                         const std::vector<Card>& deal, const std::vector<Action>& decisions);
Result<Round> playScript(const RuleSet& rules, const RoundSetup& setup, const std::string& deal,
                         const std::string& decisions);

// Brute force: every next card of `left` dealt to a copy of `r`, as
// f(card, round after it, cards left, chance of that card). A test shoe that runs out is a
// mistake of the test (the analysis refuses such shoes): the program stops.
template <class F> void forEachNextCard(const Round& r, const Composition& left, F&& f) {
    if (left.empty()) qFatal("a brute force ran out of test cards");
    for (int i = 0; i < kCardKinds; ++i) {
        const Card c = cardFromIndex(i);
        const int k = left.count(c);
        if (k == 0) continue;
        Round next = r;
        if (!next.deal(c)) qFatal("deal refused");
        Composition rest = left;
        rest.removeCard(c);
        f(c, next, rest, static_cast<double>(k) / left.size());
    }
}

std::vector<Event> eventsOf(const Round& r, EventType t);
// The round's log in words (Viewer::Dealer), one event per line: for failure messages.
QString transcript(const Round& r);
// Sum of Settlement amounts of one seat.
Money settled(const Round& r, int seat);
// The Outcome event of seat/hand (aborts if absent).
Event outcomeOf(const Round& r, int seat, int hand = 0);

} // namespace f27::test
