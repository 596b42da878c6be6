#include "cards/card.h"

#include <optional>

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

namespace {

std::string unknownRank(std::string_view s) {
    return "unknown rank \"" + std::string(s) + "\" (expected A, 2-10, J, Q, K or JOKER)";
}

std::string unknownCard(std::string_view s) {
    return "unknown card \"" + std::string(s) +
           "\" (expected a rank A, 2-10, J, Q or K and a suit S, C, H or D, as in AS or 10H; "
           "or JOKER)";
}

std::optional<Rank> rankOf(std::string_view s) {
    if (s == "JOKER" || s == "Joker" || s == "joker") return Rank::Joker;
    if (s == "A" || s == "a") return Rank::Ace;
    if (s == "K" || s == "k") return Rank::King;
    if (s == "Q" || s == "q") return Rank::Queen;
    if (s == "J" || s == "j") return Rank::Jack;
    if (s == "T" || s == "t") return Rank::Ten;
    if (s.size() == 1 && s[0] >= '2' && s[0] <= '9') return static_cast<Rank>(s[0] - '0');
    if (s == "10") return Rank::Ten;
    return std::nullopt;
}

std::optional<Suit> suitOf(char c) {
    switch (c) {
    case 'S':
    case 's':
        return Suit::Spades;
    case 'C':
    case 'c':
        return Suit::Clubs;
    case 'H':
    case 'h':
        return Suit::Hearts;
    case 'D':
    case 'd':
        return Suit::Diamonds;
    default:
        return std::nullopt;
    }
}

} // namespace

Result<Rank> parseRank(std::string_view s) {
    if (auto r = rankOf(s)) return *r;
    return fail(unknownRank(s));
}

Result<Rank> parseCanonicalRank(std::string_view s) {
    if (auto r = rankOf(s); r && rankCode(*r) == s) return *r;
    return fail(unknownRank(s));
}

Result<Card> parseCard(std::string_view s) {
    if (s == "JOKER" || s == "Joker" || s == "joker") return joker();
    if (s.size() < 2) return fail(unknownCard(s));
    const auto suit = suitOf(s.back());
    const auto rank = rankOf(s.substr(0, s.size() - 1));
    if (!suit || !rank || *rank == Rank::Joker) return fail(unknownCard(s));
    return Card{*rank, *suit};
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
