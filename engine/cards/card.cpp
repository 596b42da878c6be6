#include "cards/card.h"

namespace f27 {

std::string rankCode(Rank r) {
    switch (r) {
    case Rank::Joker:
        return "JOKER";
    case Rank::Jack:
        return "J";
    case Rank::Queen:
        return "Q";
    case Rank::King:
        return "K";
    case Rank::Ace:
        return "A";
    default:
        return std::to_string(static_cast<int>(r));
    }
}

char suitCode(Suit s) {
    switch (s) {
    case Suit::Spades:
        return 'S';
    case Suit::Clubs:
        return 'C';
    case Suit::Hearts:
        return 'H';
    case Suit::Diamonds:
        return 'D';
    case Suit::None:
        break;
    }
    return '?';
}

std::string toCode(Card c) {
    if (c.isJoker()) return "JOKER";
    return rankCode(c.rank) + suitCode(c.suit);
}

Result<Rank> parseRank(std::string_view s) {
    if (s == "JOKER" || s == "Joker" || s == "joker") return Rank::Joker;
    if (s == "A" || s == "a") return Rank::Ace;
    if (s == "K" || s == "k") return Rank::King;
    if (s == "Q" || s == "q") return Rank::Queen;
    if (s == "J" || s == "j") return Rank::Jack;
    if (s == "T" || s == "t") return Rank::Ten;
    if (s.size() == 1 && s[0] >= '2' && s[0] <= '9') return static_cast<Rank>(s[0] - '0');
    if (s == "10") return Rank::Ten;
    return fail("unknown rank \"" + std::string(s) + "\" (expected A, 2-10, J, Q, K or JOKER)");
}

Result<Card> parseCard(std::string_view s) {
    if (s == "JOKER" || s == "Joker" || s == "joker") return joker();
    if (s.size() < 2) return fail("unknown card \"" + std::string(s) + "\"");
    Suit suit;
    switch (s.back()) {
    case 'S':
    case 's':
        suit = Suit::Spades;
        break;
    case 'C':
    case 'c':
        suit = Suit::Clubs;
        break;
    case 'H':
    case 'h':
        suit = Suit::Hearts;
        break;
    case 'D':
    case 'd':
        suit = Suit::Diamonds;
        break;
    default:
        return fail("unknown suit in card \"" + std::string(s) + "\" (expected S, C, H or D)");
    }
    auto rank = parseRank(s.substr(0, s.size() - 1));
    if (!rank || *rank == Rank::Joker)
        return fail("unknown rank in card \"" + std::string(s) + "\"");
    return Card{*rank, suit};
}

std::string cornerIndex(Card c, IndexStyle style) {
    if (c.isJoker()) return "";
    if (style == IndexStyle::Finnish) {
        if (c.rank == Rank::Ace) return "1";
        return std::to_string(static_cast<int>(c.rank));
    }
    return rankCode(c.rank);
}

} // namespace f27
