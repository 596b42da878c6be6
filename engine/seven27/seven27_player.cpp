#include "seven27/seven27_player.h"

namespace f27 {

Seven27Action Seven27Player::decide(const Seven27View& view) {
    if (view.stage == Seven27Stage::Betting) return decideBet(view);
    const bool take = view.options.draw && decideDraw(view);
    return {take ? Seven27Move::Draw : Seven27Move::Stay, 0};
}

bool Seven27NaiveBot::decideDraw(const Seven27View& view) {
    SevenSums s;
    for (Card c : view.ownUp)
        s.add(c);
    for (Card c : view.ownDown)
        s.add(c);
    return s.lowHalfPoints < threshold_;
}

Seven27Action Seven27NaiveBot::decideBet(const Seven27View& view) {
    if (view.options.pass) return {Seven27Move::Pass, 0};
    return {Seven27Move::Call, 0};
}

bool Seven27RandomBot::decideDraw(const Seven27View&) {
    return static_cast<int>(prng_.below(100)) < drawPercent_;
}

Seven27Action Seven27RandomBot::decideBet(const Seven27View& view) {
    const Seven27Options& o = view.options;
    std::vector<Seven27Move> moves;
    if (o.pass) moves.push_back(Seven27Move::Pass);
    if (o.bet) moves.push_back(Seven27Move::Bet);
    if (o.fold) moves.push_back(Seven27Move::Fold);
    if (o.call) moves.push_back(Seven27Move::Call);
    if (o.raise) moves.push_back(Seven27Move::Raise);
    if (moves.empty()) return {Seven27Move::Pass, 0};
    const Seven27Move m = moves[prng_.below(static_cast<std::uint32_t>(moves.size()))];
    auto pick = [&](Chips lo, Chips hi) {
        return lo + static_cast<Chips>(prng_.below(static_cast<std::uint32_t>(hi - lo + 1)));
    };
    if (m == Seven27Move::Bet) return {m, pick(o.minBet, o.maxBet)};
    if (m == Seven27Move::Raise) return {m, pick(o.minRaise, o.maxRaise)};
    return {m, 0};
}

ShoeSpec seven27PackSpec() {
    ShoeSpec spec;
    spec.decks = 1;
    spec.jokersPerDeck = 0;
    spec.cutCard = kSeven27PackSize;
    return spec;
}

Status playSeven27Hand(Seven27Hand& hand, std::span<Seven27Player* const> players,
                       const std::function<Card()>& nextCard) {
    while (!hand.isOver()) {
        if (hand.needsCard()) {
            if (auto st = hand.deal(nextCard()); !st) return st;
            continue;
        }
        const int seat = hand.seatToAct();
        if (seat < 0 || seat >= static_cast<int>(players.size()) || !players[seat])
            return fail("seat " + std::to_string(seat) + " has no player");
        const Seven27Action a = players[seat]->decide(hand.view(seat));
        if (auto st = hand.apply(a); !st)
            return fail("seat " + std::to_string(seat) + " (" + players[seat]->name() +
                        "): " + st.error());
    }
    return {};
}

} // namespace f27
