// The rules reference (RULES.md, the authority on every game) as data: each rule by its ID, in
// the book's order, with the part and section it belongs to and the Decisions notes made on it.
// The app's rule help, `finnish27-cli rules --explain` and the tests read the shipped book
// (assets/rules/book/, English and Finnish with the same IDs) through this.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace f27 {

// A "##" part or a "###" section of the book. A part's own text (rules written directly under
// the "##" heading, as Blackjack's) is a section with an empty `title`.
struct RuleBookSection {
    std::string part;  // "Part 2 — Blackjack (`blackjack`)"
    std::string title; // "Preset: 21-24-27 (`21-24-27`)", or empty
    // The game the heading names in backquotes ("poker-like", "blackjack"), from the section's
    // heading or else its part's; empty for general sections.
    std::string game;
    bool decisions = false; // the book's Decisions part
};

// A rule, or (with an empty `id`) a section's text that is not a rule: an introduction, the
// family's options, a decision that names no rule.
struct RuleBookEntry {
    std::string id;                     // "PL-5"
    std::string text;                   // its wording in Markdown, without the ID
    std::vector<std::string> decisions; // the Decisions notes that start with this ID
    int section = 0;                    // index into RuleBook::sections
};

struct RuleBook {
    std::string title;   // the "#" heading
    std::string preface; // the text before the first part
    std::vector<RuleBookSection> sections;
    std::vector<RuleBookEntry> entries;

    // The rule with this ID, or nullptr.
    const RuleBookEntry* find(std::string_view id) const;
    // Every rule ID, in the book's order.
    std::vector<std::string> ids() const;
    // The entries (indices into `entries`) that state the rules of the rule set `gameId` of
    // `family` ("finnish27" or "blackjack"), in the book's order:
    //  - a preset of the family (a section names it): the family's general sections and the
    //    preset's own;
    //  - a game with a part of its own (Blackjack, Seven Twenty-Seven): that part;
    //  - any other rule set: the whole part of its family (its general rules and options, and
    //    the presets as examples);
    // and in every case the parts that name no game and no preset (the provably fair shoe).
    std::vector<int> entriesFor(std::string_view gameId, std::string_view family) const;
    // Where `text` cites a rule of this book, as [begin, end) byte ranges: an ID that stands
    // alone (not inside a longer word or number), such as "PL-5" in "hits (PL-5)".
    std::vector<std::pair<std::size_t, std::size_t>> citations(std::string_view text) const;
};

// Parses the book's Markdown. Bullets that start with a bold ID ("- **F-3** …") are rules;
// in the Decisions part (the "##" heading without an em dash, where the numbered parts read
// "Part N — …") a bullet that starts with an ID ("- B-8: …") is a note on that rule.
// Unknown structure is kept as section text, never dropped.
RuleBook parseRuleBook(std::string_view markdown);

// The shipped book in `language` ("en" or "fi"; any other gives English).
const RuleBook& shippedRuleBook(std::string_view language);

} // namespace f27
