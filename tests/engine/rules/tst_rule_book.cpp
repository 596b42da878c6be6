// The rules reference as data (rules/rule_book.h): the shipped English book is the shared
// RULES.md itself, the Finnish one has the same rules, and a game's rules are its own parts.
#include "rules/rule_book.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace f27;

namespace {
QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
std::set<std::string> idsOf(const RuleBook& book, const std::vector<int>& entries) {
    std::set<std::string> out;
    for (int i : entries)
        if (!book.entries[std::size_t(i)].id.empty()) out.insert(book.entries[std::size_t(i)].id);
    return out;
}
bool hasPrefix(const std::set<std::string>& ids, const std::string& prefix) {
    return std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
        return id.rfind(prefix, 0) == 0 && id.size() > prefix.size() &&
               std::isdigit(static_cast<unsigned char>(id[prefix.size()]));
    });
}
} // namespace

class RuleBookTest : public QObject {
    Q_OBJECT
private slots:
    void theShippedBookIsTheSharedOne() {
        const QByteArray shared = readAll(QStringLiteral(F27_SHARED_RULES));
        QVERIFY2(!shared.isEmpty(), "RULES.md not found at " F27_SHARED_RULES);
        QCOMPARE(readAll(QStringLiteral(":/rules/book/RULES.md")), shared);
    }

    void everyRuleOfTheBookIsParsed() {
        const QString text = QString::fromUtf8(readAll(QStringLiteral(F27_SHARED_RULES)));
        std::vector<std::string> expected;
        auto it =
            QRegularExpression(R"(^- \*\*([A-Z]+-[0-9]+)\*\*)", QRegularExpression::MultilineOption)
                .globalMatch(text);
        while (it.hasNext())
            expected.push_back(it.next().captured(1).toStdString());
        QVERIFY(expected.size() > 50);
        const RuleBook& book = shippedRuleBook("en");
        QCOMPARE(book.ids(), expected);
        QCOMPARE(book.title, std::string("Rules reference"));
        QVERIFY(book.preface.find("units of the game wager") != std::string::npos);
    }

    void aRuleKeepsItsWordingAndItsDecisions() {
        const RuleBook& book = shippedRuleBook("en");
        const RuleBookEntry* f3 = book.find("F-3");
        QVERIFY(f3);
        QVERIFY(f3->text.rfind("Point values:", 0) == 0);
        QVERIFY(f3->text.find("(two high Aces make 28)") != std::string::npos); // continued
        QVERIFY(f3->decisions.empty());
        // T-4's list of cases stays a list, and the line after it stays in the rule.
        const RuleBookEntry* t4 = book.find("T-4");
        QVERIFY(t4);
        QVERIFY(t4->text.find("\n- while the dealer must still hit") != std::string::npos);
        QVERIFY(t4->text.find("\nOtherwise the player chooses hit or stand.") != std::string::npos);
        QCOMPARE(t4->decisions.size(), std::size_t(1));
        // A decision on two rules belongs to the one it starts with (PL-5, which names PL-7).
        QCOMPARE(book.find("PL-5")->decisions.size(), std::size_t(1));
        QVERIFY(book.find("PL-7")->decisions.empty());
        const RuleBookEntry* b8 = book.find("B-8");
        QCOMPARE(b8->decisions.size(), std::size_t(1));
        QVERIFY(b8->decisions[0].rfind("B-8: the source says", 0) == 0);
        QVERIFY(b8->decisions[0].find("\"cannot surrender") != std::string::npos); // 2nd line
        QCOMPARE(book.find("S-7")->decisions.size(), std::size_t(1));
        // The family's options (a section without rule IDs) are kept as the section's text.
        const auto options =
            std::find_if(book.entries.begin(), book.entries.end(), [](const RuleBookEntry& e) {
                return e.id.empty() && e.text.find("number of decks (1–8)") != std::string::npos;
            });
        QVERIFY(options != book.entries.end());
        QVERIFY(book.find("SHA-256") == nullptr);
    }

    void theFinnishBookHasTheSameRules() {
        const RuleBook& en = shippedRuleBook("en");
        const RuleBook& fi = shippedRuleBook("fi");
        QVERIFY(fi.title != en.title); // it is the translation, not a fallback
        QCOMPARE(fi.ids(), en.ids());
        QCOMPARE(fi.sections.size(), en.sections.size());
        for (std::size_t s = 0; s < en.sections.size(); ++s) {
            QCOMPARE(fi.sections[s].game, en.sections[s].game);
            QCOMPARE(fi.sections[s].decisions, en.sections[s].decisions);
            QCOMPARE(fi.sections[s].title.empty(), en.sections[s].title.empty());
        }
        for (const std::string& id : en.ids()) {
            QCOMPARE(fi.find(id)->section, en.find(id)->section);
            QVERIFY2(fi.find(id)->decisions.size() == en.find(id)->decisions.size(), id.c_str());
            QVERIFY2(!fi.find(id)->text.empty(), id.c_str());
        }
        QCOMPARE(&shippedRuleBook("xx"), &en); // a language without a book reads English
    }

    void eachGameListsItsOwnRules() {
        const RuleBook& book = shippedRuleBook("en");
        const auto poker = idsOf(book, book.entriesFor("poker-like", "finnish27"));
        QVERIFY(poker.count("F-3") && poker.count("PL-12") && poker.count("P-2"));
        QVERIFY(!hasPrefix(poker, "T-") && !hasPrefix(poker, "B-") && !hasPrefix(poker, "S-"));
        const auto t = idsOf(book, book.entriesFor("21-24-27", "finnish27"));
        QVERIFY(t.count("F-10") && t.count("T-4") && t.count("P-1"));
        QVERIFY(!hasPrefix(t, "PL-") && !hasPrefix(t, "B-"));
        const auto bj = idsOf(book, book.entriesFor("blackjack", "blackjack"));
        QVERIFY(bj.count("B-1") && bj.count("B-12") && bj.count("P-3"));
        QVERIFY(!hasPrefix(bj, "F-") && !hasPrefix(bj, "PL-") && !hasPrefix(bj, "S-"));
        const auto bjVariant = idsOf(book, book.entriesFor("house-blackjack", "blackjack"));
        QCOMPARE(bjVariant, bj);
        const auto s = idsOf(book, book.entriesFor("seven-twenty-seven", "finnish27"));
        QVERIFY(s.count("S-1") && s.count("S-8") && s.count("P-1"));
        QVERIFY(!hasPrefix(s, "F-") && !hasPrefix(s, "B-"));
        // A custom rule set of the family: the whole family part, presets as examples.
        const auto custom = idsOf(book, book.entriesFor("my-house-rules", "finnish27"));
        QVERIFY(custom.count("F-18") && custom.count("PL-5") && custom.count("T-4"));
        QVERIFY(!hasPrefix(custom, "B-") && !hasPrefix(custom, "S-"));
        // The Decisions part is never listed as rules: its notes hang on the rules.
        for (int i : book.entriesFor("my-house-rules", "finnish27"))
            QVERIFY(!book.sections[std::size_t(book.entries[std::size_t(i)].section)].decisions);
        // In the book's order.
        const auto rows = book.entriesFor("poker-like", "finnish27");
        QVERIFY(std::is_sorted(rows.begin(), rows.end()));
    }

    void citationsAreWholeIdsOfTheBook() {
        const RuleBook& book = shippedRuleBook("en");
        using Ranges = std::vector<std::pair<std::size_t, std::size_t>>;
        QCOMPARE(book.citations("The dealer hits (PL-7)."), (Ranges{{17, 21}}));
        QCOMPARE(book.citations("F-1, F-2 — B-10"), (Ranges{{0, 3}, {5, 8}, {13, 17}}));
        QCOMPARE(book.citations("— PL-5"), (Ranges{{4, 8}})); // after a multi-byte dash
        QVERIFY(book.citations("SHA-256 of XPL-5, PL-55, PL-5a, F-3x, 2F-3, B-9-1").empty());
        QVERIFY(book.citations("").empty());
    }

    void anyTextParsesInBoundedTime() {
        // Not a book: nothing is lost or invented, and nothing crashes.
        const RuleBook empty = parseRuleBook("");
        QVERIFY(empty.entries.empty() && empty.sections.empty());
        const RuleBook loose =
            parseRuleBook("- **F-1** before any heading\n## Part — P\n  indented\n"
                          "- **X-1**\n- **ABCD-1** too long\n### \n- **Q-1234**");
        QVERIFY(loose.preface.find("before any heading") != std::string::npos);
        QCOMPARE(loose.ids(), (std::vector<std::string>{"X-1"}));
        std::string big(4 << 20, '-');
        big +=
            "\n## Part — " + std::string(1 << 20, '`') + "\n- **A-1** x\n## Notes\n- A-1 noted\n";
        const RuleBook huge = parseRuleBook(big);
        QCOMPARE(huge.ids(), (std::vector<std::string>{"A-1"}));
        QCOMPARE(huge.find("A-1")->decisions, (std::vector<std::string>{"A-1 noted"}));
    }
};

QTEST_MAIN(RuleBookTest)
#include "tst_rule_book.moc"
