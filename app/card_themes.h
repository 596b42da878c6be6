// The card themes the application can draw with (docs/card-themes.md): the shipped ones (zips in
// the resources, ":/cardthemes/<family>-<finnish|standard>[-4c].zip") and the ones the player
// installed (zips in AppDataLocation/cardthemes). QML's CardThemes singleton lists them for the
// settings, imports a zip after checking it, and names the theme a card is drawn with; the image
// provider "image://cards/<theme>/<code>" (card_theme_provider.h) draws the cards.
//
// A shipped theme is a family of four variants (Finnish or standard indices, two or four
// colours) that the index and four-colour settings choose between; an installed theme is one
// zip, drawn as it is.
#pragma once

#include "card_theme.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <mutex>

class QJSEngine;
class QQmlEngine;

class CardThemes : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The theme chosen (a shipped family's id, or an installed theme's); Main.qml persists it.
    Q_PROPERTY(QString current READ current WRITE setCurrent NOTIFY currentChanged)
    // Every theme: {id, name, author, licence, finnish, fourColour, shipped}, shipped first.
    Q_PROPERTY(QVariantList themes READ themes NOTIFY themesChanged)
    // Counts the installs, so that card images are asked for again after a theme was replaced.
    Q_PROPERTY(int revision READ revision NOTIFY themesChanged)

public:
    explicit CardThemes(QObject* parent);
    ~CardThemes() override;

    static CardThemes* instance();
    // QML's singleton; it also gives `engine` the "cards" image provider.
    static CardThemes* create(QQmlEngine* engine, QJSEngine*);

    QString current() const { return current_; }
    void setCurrent(const QString& id);
    QVariantList themes() const;
    int revision() const { return revision_; }

    // The theme (a loadable id) that draws the cards of `id` with these settings: a shipped
    // family's variant, an installed theme itself; the default family for an unknown id.
    Q_INVOKABLE QString variantFor(const QString& id, bool finnish, bool fourColour) const;
    // Checks the zip (a local path or file:// URL) and installs it. {ok, message, id}: the
    // message says what was installed or, translated, why it was refused.
    Q_INVOKABLE QVariantMap importTheme(const QString& pathOrFileUrl);
    // Removes an installed theme; false for a shipped or unknown one.
    Q_INVOKABLE bool removeTheme(const QString& id);

    // The loaded theme `variant` (an id variantFor gives); null when it cannot be read.
    std::shared_ptr<const f27::CardThemeArt> art(const QString& variant);
    // The folder the installed themes are kept in.
    static QString installFolder();
    // The ids of the shipped variants ("default-finnish", …).
    static QStringList shippedVariants();

signals:
    void currentChanged();
    void themesChanged();

private:
    struct Installed {
        QString id;
        f27::CardThemeInfo info;
    };
    void scanInstalled();
    QString current_ = QStringLiteral("default");
    QList<Installed> installed_;
    int revision_ = 0;
    std::mutex mutex_; // art_ is used by the image provider, possibly from a loader thread
    QHash<QString, std::shared_ptr<const f27::CardThemeArt>> art_;
};
