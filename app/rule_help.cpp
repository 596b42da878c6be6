#include "rule_help.h"

#include <QCoreApplication>
#include <QEvent>
#include <QQmlEngine>
#include <QRegularExpression>

using namespace f27;

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
// The rule set's id for a game with no rule file: Seven Twenty-Seven (RULES.md Part 3).
constexpr auto kSeven27 = "seven-twenty-seven";
} // namespace

RuleHelp::RuleHelp(QObject* parent) : QAbstractListModel(parent) {
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    reload();
}

RuleHelp* RuleHelp::instance() {
    static RuleHelp* help = new RuleHelp(QCoreApplication::instance());
    return help;
}

RuleHelp* RuleHelp::create(QQmlEngine*, QJSEngine*) {
    RuleHelp* help = instance();
    QQmlEngine::setObjectOwnership(help, QQmlEngine::CppOwnership);
    return help;
}

bool RuleHelp::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        reload();
    return QAbstractListModel::eventFilter(watched, event);
}

void RuleHelp::reload() {
    // The language of the installed translation: the translation of this code is its own code
    // (the Finnish one says "fi"), so the book follows the UI at the moment it switches.
    const QString code = tr("en", "the language code of the rules reference in this language");
    beginResetModel();
    language_ = code == QLatin1String("fi") ? code : QStringLiteral("en");
    book_ = &shippedRuleBook(language_.toStdString());
    rows_.clear();
    if (wholeBook_) {
        for (int i = 0; i < int(book_->entries.size()); ++i)
            rows_.push_back(i);
    } else {
        rows_ = book_->entriesFor(gameId_.toStdString(), family_.toStdString());
    }
    endResetModel();
    emit bookChanged();
}

void RuleHelp::setGameId(const QString& id) {
    if (id == gameId_) return;
    gameId_ = id;
    reload();
    emit scopeChanged();
}

void RuleHelp::setFamily(const QString& family) {
    if (family == family_) return;
    family_ = family;
    reload();
    emit scopeChanged();
}

void RuleHelp::setWholeBook(bool on) {
    if (on == wholeBook_) return;
    wholeBook_ = on;
    reload();
    emit scopeChanged();
}

QString RuleHelp::title() const {
    return q(book_->title);
}

QString RuleHelp::preface() const {
    return markdownLinked(book_->preface);
}

int RuleHelp::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> RuleHelp::roleNames() const {
    return {{RuleIdRole, "ruleId"},
            {HeadingRole, "heading"},
            {TextRole, "text"},
            {DecisionsRole, "decisions"}};
}

QVariant RuleHelp::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) return {};
    const RuleBookEntry& e = book_->entries[std::size_t(rows_[std::size_t(index.row())])];
    switch (role) {
    case RuleIdRole:
        return q(e.id);
    case HeadingRole: {
        const RuleBookEntry* previous =
            index.row() == 0 ? nullptr
                             : &book_->entries[std::size_t(rows_[std::size_t(index.row() - 1)])];
        if (previous && previous->section == e.section) return QString();
        const RuleBookSection& s = book_->sections[std::size_t(e.section)];
        QStringList lines;
        if (!previous || book_->sections[std::size_t(previous->section)].part != s.part)
            lines << q(s.part);
        if (!s.title.empty()) lines << q(s.title);
        // Without the game's id in backquotes: "Part 2 — Blackjack (`blackjack`)".
        static const QRegularExpression gameId(QStringLiteral(" ?\\(`[^`]*`\\)"));
        return lines.join(QLatin1Char('\n')).remove(gameId).remove(QLatin1Char('`'));
    }
    case TextRole:
        return markdownLinked(e.text);
    case DecisionsRole: {
        QStringList notes;
        for (const std::string& d : e.decisions)
            notes << markdownLinked(d);
        return notes.join(QStringLiteral("<br>"));
    }
    }
    return {};
}

bool RuleHelp::knows(const QString& id) const {
    return book_->find(id.toStdString()) != nullptr;
}

int RuleHelp::rowOf(const QString& id) const {
    const std::string key = id.toStdString();
    for (int r = 0; r < int(rows_.size()); ++r)
        if (book_->entries[std::size_t(rows_[std::size_t(r)])].id == key) return r;
    return -1;
}

QString RuleHelp::plainText(const QString& id) const {
    const RuleBookEntry* e = book_->find(id.toStdString());
    if (!e) return {};
    QString text = q(e->text);
    text.remove(QStringLiteral("**")).remove(QLatin1Char('`')).remove(QLatin1Char('*'));
    text.replace(QStringLiteral("\n- "), QStringLiteral("\n• "));
    return id + QStringLiteral("  ") + text;
}

QString RuleHelp::linked(const QString& plain) const {
    const QByteArray utf8 = plain.toUtf8();
    const std::string_view text(utf8.constData(), std::size_t(utf8.size()));
    QString out;
    std::size_t at = 0;
    auto escaped = [](std::string_view s) {
        return QString::fromUtf8(s.data(), qsizetype(s.size()))
            .toHtmlEscaped()
            .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    for (const auto& [begin, end] : book_->citations(text)) {
        const QString id = QString::fromUtf8(text.data() + begin, qsizetype(end - begin));
        out += escaped(text.substr(at, begin - at));
        out += QStringLiteral("<a href=\"rule:%1\">%1</a>").arg(id);
        at = end;
    }
    out += escaped(text.substr(at));
    return out;
}

QString RuleHelp::ruleOfLink(const QString& link) {
    return link.startsWith(QLatin1String("rule:")) ? link.mid(5) : QString();
}

void RuleHelp::open(const QString& linkOrId) {
    const QString id = ruleOfLink(linkOrId).isEmpty() ? linkOrId : ruleOfLink(linkOrId);
    if (knows(id)) emit openRequested(id);
}

QString RuleHelp::markdownLinked(const std::string& markdown) const {
    // The book's Markdown is small: paragraphs, "- " bullets (nested by two spaces), **bold**,
    // *emphasis* and `code`. It becomes Qt's styled text (whose links take the theme's colour,
    // unlike Markdown's), every rule cited a link and everything else escaped.
    QString out;
    bool bold = false, italic = false, code = false;
    bool paragraph = false; // a blank line is pending
    int bulletIndent = -1;  // the indentation of the bullet being continued, -1 when none
    auto closeAll = [&] {
        if (code) out += QStringLiteral("</tt>");
        if (italic) out += QStringLiteral("</i>");
        if (bold) out += QStringLiteral("</b>");
        bold = italic = code = false;
    };
    std::size_t pos = 0;
    while (pos <= markdown.size()) {
        std::size_t end = markdown.find('\n', pos);
        if (end == std::string::npos) end = markdown.size();
        std::string_view line(markdown.data() + pos, end - pos);
        pos = end + 1;
        std::size_t indent = 0;
        while (indent < line.size() && line[indent] == ' ')
            ++indent;
        line.remove_prefix(indent);
        if (line.empty()) {
            paragraph = !out.isEmpty();
            continue;
        }
        const bool bullet = line.substr(0, 2) == "- ";
        // A line indented less than its bullet's text ends the bullet: a new line.
        const bool endsBullet = !bullet && bulletIndent >= 0 && int(indent) < bulletIndent + 2;
        bulletIndent = bullet ? int(indent) : endsBullet ? -1 : bulletIndent;
        if (bullet) {
            closeAll();
            if (!out.isEmpty())
                out += paragraph ? QStringLiteral("<br><br>") : QStringLiteral("<br>");
            out += indent > 0 ? QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;◦ ") : QStringLiteral("• ");
            line.remove_prefix(2);
        } else if (paragraph) {
            closeAll();
            out += QStringLiteral("<br><br>");
        } else if (endsBullet) {
            closeAll();
            out += QStringLiteral("<br>");
        } else if (!out.isEmpty()) {
            out += QLatin1Char(' ');
        }
        paragraph = false;
        const auto cited = book_->citations(line);
        std::size_t next = 0; // the next citation
        for (std::size_t i = 0; i < line.size();) {
            if (next < cited.size() && cited[next].first == i) {
                const QString id =
                    QString::fromUtf8(line.data() + i, qsizetype(cited[next].second - i));
                out += code ? id : QStringLiteral("<a href=\"rule:%1\">%1</a>").arg(id);
                i = cited[next++].second;
                continue;
            }
            const char c = line[i];
            if (c == '`') {
                out += code ? QStringLiteral("</tt>") : QStringLiteral("<tt>");
                code = !code;
                ++i;
            } else if (!code && line.substr(i, 2) == "**") {
                out += bold ? QStringLiteral("</b>") : QStringLiteral("<b>");
                bold = !bold;
                i += 2;
            } else if (!code && c == '*') {
                out += italic ? QStringLiteral("</i>") : QStringLiteral("<i>");
                italic = !italic;
                ++i;
            } else {
                std::size_t j = i + 1; // a run of plain bytes, up to the next marker or citation
                const std::size_t stop = next < cited.size() ? cited[next].first : line.size();
                while (j < stop && line[j] != '`' && line[j] != '*')
                    ++j;
                out += QString::fromUtf8(line.data() + i, qsizetype(j - i)).toHtmlEscaped();
                i = j;
            }
        }
    }
    closeAll();
    return out;
}

QString RuleHelp::howToPlay(const QString& gameId, const QString& family) const {
    QStringList p; // paragraphs
    auto add = [&](const QString& head, const QString& body) {
        p << QStringLiteral("**%1** %2").arg(head, body);
    };
    const bool seven27 = gameId == QLatin1String(kSeven27);
    if (seven27) {
        add(tr("Aim:"), tr("win the pot, or half of it: at the showdown the hand nearest 7 takes "
                           "one half and the hand nearest 27 the other (S-6). Face cards count "
                           "½, an Ace 1 or 11, both at once if it helps (S-1)."));
        add(tr("A game:"), tr("everyone antes; you get a card face up and one face down (S-2). "
                              "In turn each player may take a card face down (S-3, S-5), then "
                              "bets as in poker: pass or bet, then fold, call or raise (S-4)."));
        add(tr("Ending:"), tr("when nobody takes a card the hands are shown (S-5). What "
                              "\"nearest\" means is the table's choice, shown with its limits "
                              "(S-7). If all but one fold, that player takes the pot."));
    } else if (gameId == QLatin1String("blackjack")) {
        add(tr("Aim:"), tr("beat the dealer's hand without going over 21 (B-11). Cards count "
                           "their rank, faces 10, an Ace 11 unless that busts you (B-2)."));
        add(tr("A round:"), tr("choose a bet with the chips and press Deal. You get two cards "
                               "face up, the dealer one up and one down (B-3). With an Ace up "
                               "you may insure (B-5); the dealer then checks for blackjack."));
        add(tr("Your turn:"), tr("Hit or Stand (B-6); Double on 9, 10 or 11 (B-7), Split a pair "
                                 "(B-9), or Surrender half the bet (B-8), where the rules allow "
                                 "it and the table offers the button."));
        add(tr("Winning:"), tr("the dealer draws to 17 and hits soft 17 (B-10). An Ace and a "
                               "ten-value card dealt to you is a blackjack and pays 3:2 (B-4, "
                               "B-12)."));
        add(tr("Fair shoe:"), tr("the shoe's digest is shown before you play and its key after "
                                 "it, so you can check the order (P-1 to P-3)."));
    } else if (family == QLatin1String("blackjack")) { // a custom rule set of Blackjack
        add(tr("Aim:"), tr("beat the dealer's hand without going over its target (B-11), as in "
                           "Blackjack; this rule set chooses the values, the payouts and the "
                           "options."));
        add(tr("A round:"), tr("choose a bet with the chips and press Deal. The buttons offer "
                               "what this rule set allows at each decision: hit and stand, and "
                               "where it allows them double, split, surrender and insurance."));
        add(tr("Winning:"), tr("the dealer plays the rule set's fixed strategy; what a "
                               "blackjack and insurance pay is the rule set's. Rules… shows "
                               "every option of this rule set and its house edge."));
    } else {
        const bool poker = gameId == QLatin1String("poker-like");
        const bool t = gameId == QLatin1String("21-24-27");
        add(tr("Aim:"), tr("finish closer to 27 than the dealer without going over (F-13). "
                           "2–10 count their rank, J 11, Q 12, K 13, a Joker 0; an Ace 14 while "
                           "that keeps the hand at 27 or under, else 1 (F-3). A hand with an "
                           "Ace counted 14 is soft (F-4)."));
        if (poker)
            add(tr("A round:"), tr("choose a bet with the chips and press Deal. You get two "
                                   "cards face up; the dealer gets a hole card face down and an "
                                   "up-card (PL-2). With an Ace up you are offered insurance "
                                   "(PL-3)."));
        else if (t)
            add(tr("A round:"), tr("choose a bet with the chips and press Deal. You and the "
                                   "dealer both get two cards face up (T-2): you see the whole "
                                   "dealer hand while you play."));
        else
            add(tr("A round:"), tr("choose a bet with the chips and press Deal; the rule set "
                                   "decides how the cards are dealt (F-10). In the baccarat-like "
                                   "and slot modes you pick the hand you back on the felt, and "
                                   "both hands play by fixed strategies."));
        add(tr("Your turn:"),
            poker ? tr("the table plays forced moves for you and names the rule (PL-5); "
                       "otherwise you choose Hit or Stand.")
            : t   ? tr("forced moves depend on the dealer's visible hand (T-4); otherwise you "
                         "choose Hit or Stand.")
                  : tr("the table plays the rule set's forced moves for you and names the "
                         "rule (F-11); otherwise you choose from the operations it allows."));
        add(tr("Winning:"),
            poker ? tr("an Ace and a King dealt to you (a Finnish 27) wins at once (PL-4); "
                       "exactly 27 wins and over 27 loses (PL-6). The dealer draws by fixed "
                       "rules (PL-7). Below a dealer's 27, a five-card hand beats a shorter one "
                       "and two "
                       "five-card hands compare as poker hands (PL-9); otherwise the closer "
                       "total wins (PL-10). Bonuses pay on top (PL-12).")
            : t   ? tr("a Finnish 27 wins at once unless the dealer has one too (T-3). The "
                         "dealer hits hard below 21 and soft below 24 (T-6); otherwise the closer "
                         "total wins (T-7).")
                  : tr("the dealer plays its fixed strategy (F-12); the closer total wins "
                         "(F-13), and the rule set's bonus table pays on top (F-16). Rules… "
                         "shows every option of this rule set and its house edge."));
    }
    add(tr("In the app:"),
        seven27 ? tr("the hint panel gives your chances of each half; the settings set the "
                     "opponents, the ante and the limits. Click a rule's ID in the log to read "
                     "the rule.")
                : tr("the hint panel gives the exact value of every option; click a rule's ID "
                     "in the log or a banner to read the rule."));
    return markdownLinked(p.join(QStringLiteral("\n\n")).toStdString());
}
