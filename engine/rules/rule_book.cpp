#include "rules/rule_book.h"

#include <QFile>

#include <algorithm>
#include <map>
#include <mutex>

namespace f27 {

namespace {

bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isWordChar(char c) {
    return isUpper(c) || isDigit(c) || (c >= 'a' && c <= 'z') || c == '_' || c == '-';
}

// The length of a rule ID at the start of `s` ("PL-12…" → 5): one to three capitals, a hyphen
// and one to three digits; 0 when there is none.
std::size_t idLength(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && isUpper(s[i]))
        ++i;
    if (i == 0 || i > 3 || i >= s.size() || s[i] != '-') return 0;
    const std::size_t digits = ++i;
    while (i < s.size() && isDigit(s[i]))
        ++i;
    if (i == digits || i - digits > 3) return 0;
    return i;
}

// The game a heading names in backquotes: "Preset: 21-24-27 (`21-24-27`)" → "21-24-27".
std::string backquoted(std::string_view heading) {
    const auto open = heading.find('`');
    if (open == std::string_view::npos) return {};
    const auto close = heading.find('`', open + 1);
    if (close == std::string_view::npos) return {};
    return std::string(heading.substr(open + 1, close - open - 1));
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool isRule(std::string_view line) {
    return line.size() > 4 && line.substr(0, 4) == "----" &&
           line.find_first_not_of('-') == std::string_view::npos;
}

void appendLine(std::string& text, std::string_view line) {
    if (!text.empty()) text += '\n';
    text += line;
}

} // namespace

RuleBook parseRuleBook(std::string_view markdown) {
    RuleBook book;
    std::string part;     // the current "##" heading
    std::string partGame; // what it names in backquotes
    bool inDecisions = false;
    // What continuation lines extend: a rule or a section's text, or a decision note. Both
    // are set again whenever `entries` grows (the only time they could be left dangling).
    RuleBookEntry* open = nullptr;
    std::string* openDecision = nullptr;

    auto newSection = [&](std::string title, std::string game) {
        book.sections.push_back({part, std::move(title), std::move(game), inDecisions});
        open = nullptr;
        openDecision = nullptr;
    };
    // The section's text entry (id empty), made when the section first has such text.
    auto sectionText = [&]() -> RuleBookEntry& {
        const int s = int(book.sections.size()) - 1;
        if (book.entries.empty() || book.entries.back().section != s ||
            !book.entries.back().id.empty())
            book.entries.push_back({{}, {}, {}, s});
        return book.entries.back();
    };
    auto addSectionText = [&](std::string_view line) {
        RuleBookEntry& text = sectionText();
        appendLine(text.text, line);
        open = &text;
        openDecision = nullptr;
    };

    std::size_t pos = 0;
    while (pos <= markdown.size()) {
        std::size_t end = markdown.find('\n', pos);
        if (end == std::string_view::npos) end = markdown.size();
        std::string_view line = markdown.substr(pos, end - pos);
        pos = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);

        if (line.substr(0, 2) == "# ") {
            book.title = std::string(trimmed(line.substr(2)));
            continue;
        }
        if (line.substr(0, 3) == "## ") {
            part = std::string(trimmed(line.substr(3)));
            partGame = backquoted(part);
            // The numbered parts are headed "Part N — …" ("Osa N — …"); the Decisions part
            // is the one whose heading has no em dash.
            inDecisions = part.find("\xe2\x80\x94") == std::string::npos;
            newSection({}, partGame);
            continue;
        }
        if (line.substr(0, 4) == "### ") {
            std::string title(trimmed(line.substr(4)));
            std::string game = backquoted(title);
            newSection(std::move(title), game.empty() ? partGame : game);
            continue;
        }
        if (isRule(trimmed(line))) {
            open = nullptr;
            openDecision = nullptr;
            continue;
        }
        if (book.sections.empty()) { // the preface
            if (!trimmed(line).empty() || !book.preface.empty()) appendLine(book.preface, line);
            continue;
        }
        if (trimmed(line).empty()) {
            // A blank line ends a bullet; the section's text keeps its paragraphs.
            if (open && open->id.empty())
                appendLine(open->text, {});
            else {
                open = nullptr;
                openDecision = nullptr;
            }
            continue;
        }
        if (line.substr(0, 2) == "- ") {
            const std::string_view body = line.substr(2);
            if (!inDecisions && body.substr(0, 2) == "**") {
                const std::size_t n = idLength(body.substr(2));
                if (n > 0 && body.substr(2 + n, 2) == "**") {
                    const int s = int(book.sections.size()) - 1;
                    book.entries.push_back({std::string(body.substr(2, n)),
                                            std::string(trimmed(body.substr(4 + n))),
                                            {},
                                            s});
                    open = &book.entries.back();
                    openDecision = nullptr;
                    continue;
                }
            }
            if (inDecisions) {
                const std::size_t n = idLength(body);
                if (n > 0) {
                    const std::string id(body.substr(0, n));
                    auto it = std::find_if(book.entries.begin(), book.entries.end(),
                                           [&](const RuleBookEntry& e) { return e.id == id; });
                    if (it != book.entries.end()) {
                        it->decisions.emplace_back(trimmed(body));
                        openDecision = &it->decisions.back();
                        open = nullptr;
                        continue;
                    }
                }
            }
            addSectionText(line); // a bullet that is not a rule
            continue;
        }
        // A continuation line (indented) or a paragraph.
        const bool indented = line.substr(0, 2) == "  ";
        if (indented && openDecision) {
            appendLine(*openDecision, trimmed(line));
            continue;
        }
        if (indented && open) {
            appendLine(open->text, line.substr(2));
            continue;
        }
        addSectionText(line);
    }
    for (RuleBookEntry& e : book.entries)
        while (!e.text.empty() && e.text.back() == '\n')
            e.text.pop_back();
    while (!book.preface.empty() && book.preface.back() == '\n')
        book.preface.pop_back();
    return book;
}

const RuleBookEntry* RuleBook::find(std::string_view id) const {
    for (const RuleBookEntry& e : entries)
        if (!e.id.empty() && e.id == id) return &e;
    return nullptr;
}

std::vector<std::string> RuleBook::ids() const {
    std::vector<std::string> out;
    for (const RuleBookEntry& e : entries)
        if (!e.id.empty()) out.push_back(e.id);
    return out;
}

std::vector<int> RuleBook::entriesFor(std::string_view gameId, std::string_view family) const {
    // The parts: which name a game (in their heading or a section's), and which of them holds
    // the family's presets (sections that name a game under a part that names none).
    auto partNamesGame = [&](const std::string& p) {
        return std::any_of(sections.begin(), sections.end(), [&](const RuleBookSection& s) {
            return s.part == p && !s.game.empty();
        });
    };
    std::string familyPart;
    for (const RuleBookSection& s : sections)
        if (!s.title.empty() && !s.game.empty() && s.title.find('`') != std::string::npos &&
            backquoted(s.part).empty())
            familyPart = s.part;
    const auto presetSection =
        std::find_if(sections.begin(), sections.end(), [&](const RuleBookSection& s) {
            return !gameId.empty() && s.game == gameId && s.part == familyPart && !s.title.empty();
        });
    const auto ownPart =
        std::find_if(sections.begin(), sections.end(), [&](const RuleBookSection& s) {
            return !gameId.empty() && s.title.empty() && s.game == gameId;
        });
    std::string gamePart; // the part of a game with a part of its own, or of Blackjack's family
    if (ownPart != sections.end())
        gamePart = ownPart->part;
    else if (family == "blackjack")
        for (const RuleBookSection& s : sections)
            if (s.title.empty() && s.game == "blackjack") gamePart = s.part;

    std::vector<int> out;
    for (int i = 0; i < int(entries.size()); ++i) {
        const RuleBookSection& s = sections[std::size_t(entries[std::size_t(i)].section)];
        if (s.decisions) continue;
        bool take = false;
        if (!partNamesGame(s.part))
            take = true; // every game's (the fair shoe)
        else if (!gamePart.empty())
            take = s.part == gamePart;
        else if (s.part == familyPart)
            take =
                presetSection == sections.end() || s.game.empty() || s.game == presetSection->game;
        if (take) out.push_back(i);
    }
    return out;
}

std::vector<std::pair<std::size_t, std::size_t>> RuleBook::citations(std::string_view text) const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t i = 0; i < text.size();) {
        const bool startsWord = i == 0 || !isWordChar(text[i - 1]);
        const std::size_t n = startsWord ? idLength(text.substr(i)) : 0;
        const bool endsWord = n > 0 && (i + n == text.size() || !isWordChar(text[i + n]));
        if (n > 0 && endsWord && find(text.substr(i, n))) {
            out.emplace_back(i, i + n);
            i += n;
        } else {
            ++i;
        }
    }
    return out;
}

const RuleBook& shippedRuleBook(std::string_view language) {
    static std::mutex mutex;
    static std::map<std::string, RuleBook, std::less<>> books;
    const std::string code = language == "fi" ? "fi" : "en";
    std::lock_guard lock(mutex);
    if (auto it = books.find(code); it != books.end()) return it->second;
    QFile file(code == "fi" ? QStringLiteral(":/rules/book/RULES.fi.md")
                            : QStringLiteral(":/rules/book/RULES.md"));
    QByteArray text;
    if (file.open(QIODevice::ReadOnly)) text = file.readAll();
    return books
        .emplace(code, parseRuleBook(std::string_view(text.constData(), std::size_t(text.size()))))
        .first->second;
}

} // namespace f27
