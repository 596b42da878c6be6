#include "strategy/chart_cell.h"

#include <algorithm>

namespace f27 {

namespace {

std::string cardsWithTotal(const std::vector<Card>& cards, const HandValue& v) {
    std::string out;
    for (Card c : cards)
        out += (out.empty() ? "" : " ") + toCode(c);
    return out + " (" + (v.soft ? "soft " : "") + std::to_string(v.total) + ")";
}

} // namespace

std::string decisionSituation(const Round& r) {
    const int seat = r.seatToAct();
    const int hand = std::max(0, r.handToAct());
    const auto& hands = r.seats()[seat].hands;
    std::string mine = hand < static_cast<int>(hands.size())
                           ? cardsWithTotal(hands[hand].cards, r.handValue(seat, hand))
                           : std::string("-");
    std::vector<Card> up;
    const DealerHand& d = r.dealer();
    for (size_t i = 0; i < d.cards.size(); ++i)
        if (d.faceUp[i]) up.push_back(d.cards[i]);
    return mine + " v " + cardsWithTotal(up, r.dealerVisibleValue());
}

std::string chartCell(const Round& r) {
    const HandValue dealer = r.dealerVisibleValue();
    const std::string versus = " v " + std::to_string(dealer.total);
    if (r.phase() == Phase::Insurance) return "insurance" + versus;
    const int seat = r.seatToAct();
    const int hand = std::max(0, r.handToAct());
    const auto& hands = r.seats()[seat].hands;
    if (hand >= static_cast<int>(hands.size())) return "?" + versus;
    const PlayerHand& h = hands[hand];
    if (h.cards.size() == 2 && h.cards[0].rank == h.cards[1].rank && r.isLegal(Action::Split))
        return "pair " + rankCode(h.cards[0].rank) + versus;
    const HandValue v = r.handValue(seat, hand);
    return std::string(v.soft ? "soft " : "hard ") + std::to_string(v.total) + "/" +
           std::to_string(h.cards.size()) + versus;
}

} // namespace f27
