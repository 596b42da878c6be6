// Internal to the dealer school's drills (drills.h): the words and the shoe they share.
#pragma once

#include "cards/card.h"
#include "core/prng.h"
#include "core/rational.h"
#include "rules/rule_set.h"

#include <QString>

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace f27::drill {

// Looked up under the context "f27", as lupdate files the engine's tr() calls.
QString tr(const char* text);
QString cardsText(std::span<const Card> cards);
QString amountText(Money m); // drillAmountText
// Rule IDs joined as "PL-4, PL-12", each once, empty ones left out.
std::string joinRules(const std::vector<std::string>& ids);

// The rule set's shoe, to draw items' cards from (so that an item holds only cards the shoe
// has, and no more copies of one than it has). Draws put nothing back.
class Deck {
public:
    explicit Deck(const RuleSet& rules);
    bool empty() const { return cards_.empty(); }
    Card draw(Prng& prng);
    // A card for which `pred` holds, if one comes up in a bounded number of tries; any card
    // otherwise.
    template <class Pred> Card drawIf(Prng& prng, Pred pred) {
        for (int tries = 0; tries < 64 && !cards_.empty(); ++tries) {
            const auto i = prng.below(static_cast<std::uint32_t>(cards_.size()));
            if (pred(cards_[i])) return takeAt(i);
        }
        return draw(prng);
    }
    // A card of this rank if the shoe still holds one.
    std::optional<Card> take(Rank r, Prng& prng);

private:
    Card takeAt(std::size_t i);
    std::vector<Card> cards_;
};

} // namespace f27::drill
