// The rules reference in the app: the rules of the game in play (or the whole book) as a list
// model for the Help pane, each rule's text for a tooltip, rule IDs in any line made into
// links, and a short "How to play" for each game. The book is the shipped RULES.md (or its
// Finnish translation, same IDs) read by f27::shippedRuleBook; it follows the UI language.
//
// QML's RuleHelp singleton. A link anywhere ("rule:PL-5") goes to open(), which emits
// openRequested for the window's Help pane.
#pragma once

#include "rules/rule_book.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RuleHelp : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The rule set in play: its id ("poker-like", "seven-twenty-seven", a custom file's id) and
    // family ("finnish27" or "blackjack"); they choose the rules listed unless wholeBook.
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY scopeChanged)
    Q_PROPERTY(QString family READ family WRITE setFamily NOTIFY scopeChanged)
    Q_PROPERTY(bool wholeBook READ wholeBook WRITE setWholeBook NOTIFY scopeChanged)
    Q_PROPERTY(QString language READ language NOTIFY bookChanged)
    Q_PROPERTY(QString title READ title NOTIFY bookChanged)
    Q_PROPERTY(QString preface READ preface NOTIFY bookChanged)
public:
    enum Role {
        RuleIdRole = Qt::UserRole + 1,
        // On the first row listed of a section: its part (when the part changes too) and its
        // title, a line each; else ""
        HeadingRole,
        TextRole,      // the wording as styled text, the rules it cites as links
        DecisionsRole, // the Decisions notes on it, styled text, "" when none
    };

    // No default: QML takes the application's instance (create), never a new one.
    explicit RuleHelp(QObject* parent);
    static RuleHelp* instance();
    static RuleHelp* create(QQmlEngine*, QJSEngine*);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString gameId() const { return gameId_; }
    void setGameId(const QString& id);
    QString family() const { return family_; }
    void setFamily(const QString& family);
    bool wholeBook() const { return wholeBook_; }
    void setWholeBook(bool on);
    QString language() const { return language_; }
    QString title() const;
    QString preface() const;

    // Whether the book has a rule with this ID.
    Q_INVOKABLE bool knows(const QString& id) const;
    // The row listing the rule `id`, or -1 (not in the book, or not listed: see wholeBook).
    Q_INVOKABLE int rowOf(const QString& id) const;
    // The rule as plain text for a tooltip: "PL-5 Forced plays for the player …"; "" if unknown.
    Q_INVOKABLE QString plainText(const QString& id) const;
    // `plain` as Qt's styled text (HTML-escaped) with every rule of the book it cites made a
    // link "rule:ID"; line breaks kept.
    Q_INVOKABLE QString linked(const QString& plain) const;
    // A link's rule ID ("rule:PL-5" → "PL-5"); "" when it is not a rule link.
    Q_INVOKABLE static QString ruleOfLink(const QString& link);
    // Asks the window to show the rule (a link, or an ID).
    Q_INVOKABLE void open(const QString& linkOrId);
    // How to play the game `gameId` of `family`, as styled text with rule links: the aim, a
    // round, the player's choices, how it is won, and where the app helps.
    Q_INVOKABLE QString howToPlay(const QString& gameId, const QString& family) const;

signals:
    void scopeChanged();
    void bookChanged();
    void openRequested(const QString& id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void reload();
    // The book's Markdown as Qt's styled text, rules cited as links "rule:ID".
    QString markdownLinked(const std::string& markdown) const;

    const f27::RuleBook* book_ = nullptr;
    std::vector<int> rows_; // entries listed, indices into book_->entries
    QString gameId_, family_ = QStringLiteral("finnish27"), language_;
    bool wholeBook_ = false;
};
