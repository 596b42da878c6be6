// The drills' kinds, the words and the shoe they share, and the answer checker (drills.h).

#include "school/drills.h"

#include "cards/shoe_spec.h"
#include "round/describe.h"
#include "school/drills_detail.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>

namespace f27 {

namespace drill {

QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}

QString cardsText(std::span<const Card> cards) {
    return describeCards(cards);
}

QString amountText(Money m) {
    return QString::fromStdString(drillAmountText(m));
}

std::string joinRules(const std::vector<std::string>& ids) {
    std::string out;
    std::vector<std::string> seen;
    for (const std::string& id : ids) {
        if (id.empty() || std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
        seen.push_back(id);
        out += (out.empty() ? "" : ", ") + id;
    }
    return out;
}

Deck::Deck(const RuleSet& rules) : cards_(canonicalShoe(rules.shoe)) {}

Card Deck::takeAt(std::size_t i) {
    const Card c = cards_[i];
    cards_[i] = cards_.back();
    cards_.pop_back();
    return c;
}

Card Deck::draw(Prng& prng) {
    if (cards_.empty()) return Card{Rank::Two, Suit::Spades}; // a shoe of no cards: never valid
    return takeAt(prng.below(static_cast<std::uint32_t>(cards_.size())));
}

std::optional<Card> Deck::take(Rank r, Prng& prng) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (cards_[i].rank == r) at.push_back(i);
    if (at.empty()) return std::nullopt;
    return takeAt(at[prng.below(static_cast<std::uint32_t>(at.size()))]);
}

} // namespace drill

namespace {

constexpr std::array<const char*, kDrillKindCount> kKindNames = {"payout", "total", "forced",
                                                                 "dealer", "showdown"};

// Lower case, trimmed, inner blanks collapsed to one space.
std::string normalised(std::string_view text) {
    std::string out;
    bool space = false;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string lower(const QString& s) {
    return normalised(s.toStdString());
}

// "17.5", "35/2", "+17.5", "17,5"; a minus sign only for an amount taken.
bool amountMatches(std::string text, Money net) {
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    std::replace(text.begin(), text.end(), ',', '.');
    bool minus = false;
    if (text.rfind("\u2212", 0) == 0) text.replace(0, 3, "-"); // a typographic minus
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        minus = text[0] == '-';
        text.erase(0, 1);
    }
    if (text.empty() || text[0] == '+' || text[0] == '-') return false;
    const auto m = Rational::parse(text);
    if (!m) return false;
    if (minus && net > Money{}) return false;
    return *m == (net < Money{} ? -net : net);
}

// "17", "hard 17", "h17", "17 hard"; "soft 17", "s17", "17 soft"; "bust", "b", "bust 30".
bool totalMatches(const std::string& text, const HandValue& v) {
    // The answer as runs of digits and of other characters: at most one of each.
    std::string word, number;
    int runs = 0, kind = 0; // kind of the run being read: 1 a word, 2 a number
    for (char c : text) {
        const int k = std::isdigit(static_cast<unsigned char>(c)) ? 2 : c == ' ' ? 0 : 1;
        if (k != 0 && k != kind) ++runs;
        kind = k;
        if (k == 1) word += c;
        if (k == 2) number += c;
    }
    if (runs > 2 || number.size() > 3 || (runs == 2 && (word.empty() || number.empty())))
        return false;
    const int n = number.empty() ? -1 : std::stoi(number);
    const bool saysBust =
        word == "bust" || word == "b" || word == lower(QCoreApplication::translate("f27", "bust"));
    if (v.bust) return saysBust && (n < 0 || n == v.total);
    if (saysBust || n != v.total) return false;
    const bool saysSoft =
        word == "soft" || word == "s" || word == lower(QCoreApplication::translate("f27", "soft"));
    const bool saysHard = word.empty() || word == "hard" || word == "h" ||
                          word == lower(QCoreApplication::translate("f27", "hard"));
    return v.soft ? saysSoft : saysHard;
}

// The letter an answer word stands for in a kind's vocabulary; 0 when it is no word of it.
char letterOf(DrillKind kind, const std::string& text) {
    struct Word {
        const char* word;
        char letter;
    };
    static const Word forced[] = {{"h", 'h'}, {"hit", 'h'},       {"s", 's'}, {"stand", 's'},
                                  {"d", 'd'}, {"double", 'd'},    {"p", 'p'}, {"split", 'p'},
                                  {"u", 'u'}, {"surrender", 'u'}, {"c", 'c'}, {"choice", 'c'}};
    static const Word showdown[] = {{"p", 'p'}, {"player", 'p'}, {"d", 'd'},   {"dealer", 'd'},
                                    {"t", 't'}, {"tie", 't'},    {"push", 't'}};
    if (kind == DrillKind::Showdown) {
        for (const Word& w : showdown)
            if (text == w.word) return w.letter;
        return 0;
    }
    for (const Word& w : forced)
        if (text == w.word) return w.letter;
    // The action labels of the table, in the chosen language ("Hit", "Stand", ...).
    const std::array<std::pair<Action, char>, 5> labels = {{{Action::Hit, 'h'},
                                                            {Action::Stand, 's'},
                                                            {Action::Double, 'd'},
                                                            {Action::Split, 'p'},
                                                            {Action::Surrender, 'u'}}};
    for (const auto& [a, letter] : labels)
        if (text == lower(actionLabel(a))) return letter;
    return 0;
}

} // namespace

const char* drillKindName(DrillKind k) {
    return kKindNames[static_cast<size_t>(k)];
}

Result<DrillKind> parseDrillKind(std::string_view name) {
    for (size_t i = 0; i < kKindNames.size(); ++i)
        if (name == kKindNames[i]) return static_cast<DrillKind>(i);
    return fail("\"" + std::string(name) +
                "\" is no drill kind (payout, total, forced, dealer, showdown)");
}

bool drillKindAvailable(const RuleSet& rules, DrillKind k) {
    if (k != DrillKind::Forced) return true;
    return rules.wagerMode != WagerMode::Standard || !rules.forced.empty() ||
           rules.cardLimit.cards > 0 || (rules.split.allowed && rules.split.acesOneCardEach);
}

std::vector<DrillKind> availableDrillKinds(const RuleSet& rules) {
    std::vector<DrillKind> out;
    for (int k = 0; k < kDrillKindCount; ++k)
        if (drillKindAvailable(rules, static_cast<DrillKind>(k)))
            out.push_back(static_cast<DrillKind>(k));
    return out;
}

std::string drillAmountText(Money m) {
    return exactDecimal(m, 0, QStringLiteral(".")).toStdString();
}

bool DrillItem::accepts(std::string_view given) const {
    const std::string text = normalised(given);
    if (text.empty()) return false;
    switch (kind) {
    case DrillKind::Payout:
        return net && amountMatches(text, *net);
    case DrillKind::Total:
        return value && totalMatches(text, *value);
    case DrillKind::Forced:
    case DrillKind::Dealer:
    case DrillKind::Showdown: {
        const char c = letterOf(kind, text);
        if (kind == DrillKind::Dealer && c != 'h' && c != 's') return false;
        return c != 0 && c == choice;
    }
    }
    return false;
}

} // namespace f27
