// Card themes: a zip holding index.json and one SVG with an element per card, named as in KDE's
// card decks (docs/card-themes.md). Read and checked entirely in memory; nothing is extracted.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>
#include <optional>
#include <variant>

class QSvgRenderer;

namespace f27 {

// The limits a theme zip is held to (docs/card-themes.md).
struct CardThemeLimits {
    qint64 archiveBytes = 32 * 1024 * 1024; // the zip file itself
    int entries = 64;                       // files and folders in the zip
    qint64 svgBytes = 16 * 1024 * 1024;     // the SVG, unpacked (and un-gzipped if .svgz)
    qint64 indexBytes = 64 * 1024;          // index.json
    qint64 entryBytes = 16 * 1024 * 1024;   // any other entry, as its header declares
    qint64 totalBytes = 48 * 1024 * 1024;   // all entries together, as declared
    // The SVG's structure, checked before Qt SVG loads it: elements, nesting, and the elements
    // its <use> references draw once expanded (a few kilobytes of nested <use> can ask for
    // billions, which Qt SVG would try to walk).
    qint64 svgElements = 2'000'000;
    int svgDepth = 256;
    qint64 svgExpanded = 4'000'000;
};

// What index.json says about a theme.
struct CardThemeInfo {
    QString name;
    QString author;
    QString licence;
    bool finnishIndices = false; // "indices": "finnish" (Ace 1, Jack 11, Queen 12, King 13)
    bool fourColour = false;
    QString svgEntry; // the SVG's name in the zip
    // Whether the SVG has a Joker (red_joker, black_joker or joker); many KDE decks have none,
    // and the shipped default theme's Jokers are drawn for them.
    bool hasJoker = false;
};

// A theme that passed every check: its index and its SVG (un-gzipped).
struct CardThemeData {
    CardThemeInfo info;
    QByteArray svg;
    // The SVG as the checks loaded it; the art draws with it rather than parsing it again (a
    // deck's SVG tree is tens of MiB).
    std::shared_ptr<QSvgRenderer> renderer;
};

// The elements every theme must have: the 52 faces and "back". The Jokers (red_joker and
// black_joker, or one "joker" for both) are optional.
QStringList requiredCardElements();

// The element that draws an engine card code: "AS" → "1_spade", "10H" → "10_heart", "QC" →
// "queen_club", "JOKER1" → "red_joker", "JOKER2" → "black_joker", "back-red" → "back",
// "back-blue" → "back_blue". Empty for a code that is none of these.
QString cardElementFor(const QString& code);
// The elements to use, in order, when the first choice is missing: for a Joker "joker", then
// the other Joker; "back" for "back_blue"; none otherwise.
QStringList fallbackElementsFor(const QString& element);

// Reads and checks a theme zip held in memory. The error names what is wrong (translated).
std::variant<CardThemeData, QString> readCardTheme(const QByteArray& zip,
                                                   const CardThemeLimits& limits = {});
// The same from a file, read at most limits.archiveBytes; errors start with the file's name.
// `bytes`, if given, receives the file as read (what was checked, for a copy of it).
std::variant<CardThemeData, QString> readCardThemeFile(const QString& path,
                                                       const CardThemeLimits& limits = {},
                                                       QByteArray* bytes = nullptr);

// A loaded theme that draws its cards; safe to use from several threads.
class CardThemeArt {
public:
    explicit CardThemeArt(CardThemeData data);
    ~CardThemeArt();
    CardThemeArt(const CardThemeArt&) = delete;
    CardThemeArt& operator=(const CardThemeArt&) = delete;

    const CardThemeInfo& info() const { return info_; }
    // The card drawn at `size` (its element's proportions when one side is 0 or less); a null
    // image for an unknown code or a card the theme has no element for (a Joker). Sides are
    // clamped to 1–4096.
    QImage draw(const QString& code, QSize size) const;
    // The card's proportions (width / height) as its element has them; 0 for an unknown code.
    double aspect(const QString& code) const;

private:
    QString elementFor(const QString& code) const;
    CardThemeInfo info_;
    std::shared_ptr<QSvgRenderer> renderer_;
    mutable std::mutex mutex_;
};

} // namespace f27
