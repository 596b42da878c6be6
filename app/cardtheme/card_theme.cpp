#include "card_theme.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>
#include <zlib.h>

#include <algorithm>
#include <map>

namespace f27 {

namespace {

const char* const kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
const char* const kSuits[] = {"S", "C", "H", "D"};

QString rankElement(const QString& rank) {
    if (rank == QLatin1String("A")) return QStringLiteral("1");
    if (rank == QLatin1String("J")) return QStringLiteral("jack");
    if (rank == QLatin1String("Q")) return QStringLiteral("queen");
    if (rank == QLatin1String("K")) return QStringLiteral("king");
    return rank;
}

QString suitElement(QChar suit) {
    switch (suit.unicode()) {
    case 'S':
        return QStringLiteral("spade");
    case 'C':
        return QStringLiteral("club");
    case 'H':
        return QStringLiteral("heart");
    case 'D':
        return QStringLiteral("diamond");
    default:
        return {};
    }
}

QString sizeText(qint64 bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return QCoreApplication::translate("CardTheme", "%1 MiB").arg(bytes / (1024 * 1024));
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QCoreApplication::translate("CardTheme", "%1 KiB").arg(bytes / 1024);
    return QCoreApplication::translate("CardTheme", "%1 bytes").arg(bytes);
}

// Whether an entry's name stays inside the archive: not absolute, no drive, no "..".
bool insideArchive(const QString& name) {
    if (name.isEmpty() || name.startsWith('/') || name.startsWith('\\')) return false;
    if (name.size() >= 2 && name[1] == ':') return false; // C:…
    const QStringList parts = QString(name).replace('\\', '/').split('/');
    return std::none_of(parts.begin(), parts.end(),
                        [](const QString& p) { return p == QLatin1String(".."); });
}

// Inflates raw deflate data, or un-gzips it (gzip = true), refusing to produce more than
// `limit` bytes: the output is never allowed to grow past limit + 1.
std::optional<QByteArray> inflateBounded(const QByteArray& in, qint64 limit, bool gzip,
                                         bool* tooLarge) {
    *tooLarge = false;
    z_stream s{};
    if (inflateInit2(&s, gzip ? 16 + MAX_WBITS : -MAX_WBITS) != Z_OK) return std::nullopt;
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.constData()));
    s.avail_in = static_cast<uInt>(in.size());
    QByteArray out;
    char chunk[65536];
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        s.next_out = reinterpret_cast<Bytef*>(chunk);
        s.avail_out = sizeof chunk;
        rc = inflate(&s, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            inflateEnd(&s);
            return std::nullopt;
        }
        const qint64 got = static_cast<qint64>(sizeof chunk - s.avail_out);
        if (out.size() + got > limit) {
            inflateEnd(&s);
            *tooLarge = true;
            return std::nullopt;
        }
        out.append(chunk, got);
        if (rc == Z_OK && got == 0 && s.avail_in == 0) { // the data ends before the stream does
            inflateEnd(&s);
            return std::nullopt;
        }
    }
    inflateEnd(&s);
    return out;
}

// Reads the current entry of `zip` (raw, inflated here) to at most `limit` bytes, and checks its
// declared size and checksum.
std::variant<QByteArray, QString> readEntry(QuaZip& zip, const QuaZipFileInfo64& info,
                                            qint64 limit) {
    const QString name = info.name;
    QuaZipFile file(&zip);
    int method = 0, level = 0;
    if (!file.open(QIODevice::ReadOnly, &method, &level, true))
        return QCoreApplication::translate("CardTheme", "%1: cannot be read (the zip is damaged)")
            .arg(name);
    if (static_cast<qint64>(info.compressedSize) > limit + 1024 * 1024)
        return QCoreApplication::translate("CardTheme", "%1: larger than %2")
            .arg(name, sizeText(limit));
    const QByteArray raw = file.read(static_cast<qint64>(info.compressedSize));
    file.close();
    if (raw.size() != static_cast<qint64>(info.compressedSize))
        return QCoreApplication::translate("CardTheme", "%1: cannot be read (the zip is damaged)")
            .arg(name);
    QByteArray data;
    if (method == 0) {
        data = raw;
    } else if (method == Z_DEFLATED) {
        // Never more than the header declares, nor more than the limit: a zip bomb declares a
        // small size and inflates to a huge one.
        const qint64 declared = static_cast<qint64>(info.uncompressedSize);
        bool tooLarge = false;
        auto out = inflateBounded(raw, std::min(declared, limit), false, &tooLarge);
        if (!out) {
            if (tooLarge && declared < limit)
                return QCoreApplication::translate(
                           "CardTheme", "%1: inflates to more than the %2 its header declares "
                                        "(a damaged or hostile zip)")
                    .arg(name, sizeText(declared));
            if (tooLarge)
                return QCoreApplication::translate("CardTheme", "%1: larger than %2")
                    .arg(name, sizeText(limit));
            return QCoreApplication::translate("CardTheme", "%1: damaged (cannot be inflated)")
                .arg(name);
        }
        data = std::move(*out);
    } else {
        return QCoreApplication::translate(
                   "CardTheme", "%1: compressed with method %2; only stored and deflated entries "
                                "can be read")
            .arg(name)
            .arg(method);
    }
    if (data.size() != static_cast<qint64>(info.uncompressedSize))
        return QCoreApplication::translate(
                   "CardTheme", "%1: its size does not match its header (the zip is damaged)")
            .arg(name);
    const uLong crc = crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(data.constData()),
                            static_cast<uInt>(data.size()));
    if (crc != info.crc)
        return QCoreApplication::translate("CardTheme", "%1: damaged (checksum mismatch)")
            .arg(name);
    return data;
}

// The SVG's structure before Qt SVG sees it: at most limits.svgElements elements nested at most
// limits.svgDepth deep, no <use> that draws itself, and at most limits.svgExpanded elements
// drawn by all the <use> references together once expanded. Every step is linear in the SVG's
// size. An error names what is wrong; empty when the structure is within the limits.
QString checkSvgStructure(const QByteArray& svg, const QString& name,
                          const CardThemeLimits& limits) {
    // A node per element with an id (and the document, ""): the elements in it that have no id
    // of their own, and its references, to the elements with an id inside it and to what its
    // <use> elements draw.
    struct Node {
        qint64 own = 0;
        QStringList refs;
    };
    QHash<QString, Node> nodes;
    QHash<QString, qint64> uses; // how often each id is drawn by a <use>
    QStringList open{QString()}; // the node each open element belongs to
    qint64 elements = 0;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (++elements > limits.svgElements)
                return QCoreApplication::translate("CardTheme",
                                                   "%1: more than %2 elements; a card theme's "
                                                   "SVG has at most that many")
                    .arg(name)
                    .arg(limits.svgElements);
            if (open.size() > limits.svgDepth)
                return QCoreApplication::translate("CardTheme",
                                                   "%1: elements nested more than %2 deep")
                    .arg(name)
                    .arg(limits.svgDepth);
            QString node = open.last();
            const QString id = xml.attributes().value(QLatin1String("id")).toString();
            if (!id.isEmpty()) {
                nodes[node].refs << id;
                node = id;
            }
            nodes[node].own += 1;
            if (xml.name() == QLatin1String("use")) {
                QString href =
                    xml.attributes()
                        .value(QLatin1String("http://www.w3.org/1999/xlink"), QLatin1String("href"))
                        .toString();
                if (href.isEmpty()) href = xml.attributes().value(QLatin1String("href")).toString();
                if (href.startsWith('#')) {
                    const QString target = href.mid(1);
                    if (target == node || open.contains(target))
                        return QCoreApplication::translate("CardTheme",
                                                           "%1: the <use> of \"#%2\" draws itself")
                            .arg(name, target);
                    nodes[node].refs << target;
                    uses[target] += 1;
                }
            }
            open << node;
        } else if (token == QXmlStreamReader::EndElement) {
            open.removeLast();
        }
    }
    if (xml.hasError())
        return QCoreApplication::translate("CardTheme", "%1: not well-formed XML (line %2: %3)")
            .arg(name)
            .arg(xml.lineNumber())
            .arg(xml.errorString());

    // What each id draws once expanded, computed once per id (depth first, without recursion),
    // capped just over the limit; a reference back to an id being computed is a loop.
    const qint64 cap = limits.svgExpanded + 1;
    QHash<QString, qint64> drawn;
    QSet<QString> inProgress;
    for (auto it = uses.cbegin(); it != uses.cend(); ++it) {
        QList<QPair<QString, qsizetype>> stack{{it.key(), 0}};
        inProgress.insert(it.key());
        while (!stack.isEmpty()) {
            auto& [id, next] = stack.last();
            const Node node = nodes.value(id);
            if (next < node.refs.size()) {
                const QString ref = node.refs[next++];
                if (drawn.contains(ref)) continue;
                if (inProgress.contains(ref))
                    return QCoreApplication::translate(
                               "CardTheme", "%1: \"#%2\" draws itself through <use> references")
                        .arg(name, ref);
                inProgress.insert(ref);
                stack.append({ref, 0});
                continue;
            }
            qint64 total = node.own;
            for (const QString& ref : node.refs)
                total = std::min(cap, total + drawn.value(ref));
            drawn[id] = total;
            inProgress.remove(id);
            stack.removeLast();
        }
    }
    qint64 expanded = 0;
    for (auto it = uses.cbegin(); it != uses.cend(); ++it)
        if (drawn.value(it.key()) > 0 &&
            (expanded += std::min(cap, it.value() * drawn.value(it.key()))) > limits.svgExpanded)
            return QCoreApplication::translate("CardTheme",
                                               "%1: its <use> references draw more than %2 "
                                               "elements once expanded")
                .arg(name)
                .arg(limits.svgExpanded);
    return {};
}

} // namespace

QStringList requiredCardElements() {
    QStringList out;
    for (const char* s : kSuits)
        for (const char* r : kRanks)
            out << cardElementFor(QLatin1String(r) + QLatin1String(s));
    out << QStringLiteral("back");
    return out;
}

QString cardElementFor(const QString& code) {
    if (code == QLatin1String("JOKER1") || code == QLatin1String("JOKER"))
        return QStringLiteral("red_joker");
    if (code == QLatin1String("JOKER2")) return QStringLiteral("black_joker");
    if (code == QLatin1String("back-red") || code == QLatin1String("back"))
        return QStringLiteral("back");
    if (code == QLatin1String("back-blue")) return QStringLiteral("back_blue");
    if (code.size() < 2 || code.size() > 3) return {};
    const QString rank = code.left(code.size() - 1);
    const QString suit = suitElement(code.back());
    if (suit.isEmpty()) return {};
    for (const char* r : kRanks)
        if (rank == QLatin1String(r)) return rankElement(rank) + '_' + suit;
    return {};
}

QStringList fallbackElementsFor(const QString& element) {
    if (element == QLatin1String("red_joker"))
        return {QStringLiteral("joker"), QStringLiteral("black_joker")};
    if (element == QLatin1String("black_joker"))
        return {QStringLiteral("joker"), QStringLiteral("red_joker")};
    if (element == QLatin1String("back_blue")) return {QStringLiteral("back")};
    return {};
}

std::variant<CardThemeData, QString> readCardTheme(const QByteArray& bytes,
                                                   const CardThemeLimits& limits) {
    if (bytes.size() > limits.archiveBytes)
        return QCoreApplication::translate(
                   "CardTheme", "the file is larger than %1; a card theme is at most that")
            .arg(sizeText(limits.archiveBytes));
    QByteArray copy = bytes; // QBuffer wants a non-const array; the copy is shallow
    QBuffer buffer(&copy);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip))
        return QCoreApplication::translate("CardTheme", "not a zip archive, or a damaged one");
    if (zip.getEntriesCount() > limits.entries)
        return QCoreApplication::translate("CardTheme", "%1 entries; a card theme has at most %2")
            .arg(zip.getEntriesCount())
            .arg(limits.entries);

    // The entry list first: names, sizes as declared, no content read yet.
    std::map<QString, QuaZipFileInfo64> entries;
    qint64 total = 0;
    int count = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        if (++count > limits.entries)
            return QCoreApplication::translate("CardTheme",
                                               "more than %1 entries; a card theme has at most %1")
                .arg(limits.entries);
        QuaZipFileInfo64 info;
        if (!zip.getCurrentFileInfo(&info))
            return QCoreApplication::translate("CardTheme", "not a zip archive, or a damaged one");
        if (!insideArchive(info.name))
            return QCoreApplication::translate("CardTheme",
                                               "the entry \"%1\" points outside the archive")
                .arg(info.name);
        if (info.isEncrypted())
            return QCoreApplication::translate("CardTheme", "%1: encrypted; a card theme cannot be")
                .arg(info.name);
        const qint64 limit =
            info.name == QLatin1String("index.json") ? limits.indexBytes : limits.entryBytes;
        if (info.uncompressedSize > static_cast<quint64>(limit))
            return QCoreApplication::translate("CardTheme", "%1: larger than %2")
                .arg(info.name, sizeText(limit));
        total += static_cast<qint64>(info.uncompressedSize);
        if (total > limits.totalBytes)
            return QCoreApplication::translate("CardTheme",
                                               "the entries unpack to more than %1 in all")
                .arg(sizeText(limits.totalBytes));
        if (entries.count(info.name))
            return QCoreApplication::translate("CardTheme", "the entry \"%1\" appears twice")
                .arg(info.name);
        entries[info.name] = info;
    }
    if (zip.getZipError() != UNZ_OK)
        return QCoreApplication::translate("CardTheme", "not a zip archive, or a damaged one");

    auto read = [&](const QString& name, qint64 limit) -> std::variant<QByteArray, QString> {
        if (!zip.setCurrentFile(name))
            return QCoreApplication::translate("CardTheme", "%1 is missing").arg(name);
        return readEntry(zip, entries[name], limit);
    };

    // index.json
    if (!entries.count(QStringLiteral("index.json"))) {
        for (const auto& [name, _] : entries)
            if (name.endsWith(QLatin1String("/index.json")))
                return QCoreApplication::translate("CardTheme",
                                                   "index.json must be at the top of the zip, "
                                                   "not in %1 (zip the folder's files, not the "
                                                   "folder)")
                    .arg(name.chopped(10));
        return QCoreApplication::translate(
            "CardTheme", "index.json is missing (it names the theme and its SVG)");
    }
    auto index = read(QStringLiteral("index.json"), limits.indexBytes);
    if (auto* e = std::get_if<QString>(&index)) return *e;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(std::get<QByteArray>(index), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return QCoreApplication::translate("CardTheme", "index.json: not a JSON object");
    const QJsonObject o = doc.object();
    if (o.value("format").toInt(-1) != 1)
        return QCoreApplication::translate("CardTheme", "index.json: \"format\" must be 1");
    CardThemeData theme;
    CardThemeInfo& info = theme.info;
    for (auto [field, target] :
         {std::pair{"name", &info.name}, std::pair{"author", &info.author},
          std::pair{"licence", &info.licence}, std::pair{"svg", &info.svgEntry}}) {
        const QJsonValue v = o.value(field);
        if (!v.isString() || v.toString().trimmed().isEmpty() || v.toString().size() > 200)
            return QCoreApplication::translate(
                       "CardTheme", "index.json: \"%1\" must be a text of 1 to 200 characters")
                .arg(QLatin1String(field));
        *target = v.toString().trimmed();
    }
    const QString indices = o.value("indices").toString();
    if (indices != QLatin1String("finnish") && indices != QLatin1String("standard"))
        return QCoreApplication::translate(
            "CardTheme", "index.json: \"indices\" must be \"finnish\" or \"standard\"");
    info.finnishIndices = indices == QLatin1String("finnish");
    if (!o.value("fourColour").isBool())
        return QCoreApplication::translate("CardTheme",
                                           "index.json: \"fourColour\" must be true or false");
    info.fourColour = o.value("fourColour").toBool();

    // The SVG
    const bool gzipped = info.svgEntry.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive);
    if (!gzipped && !info.svgEntry.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return QCoreApplication::translate("CardTheme",
                                           "index.json: \"svg\" must name a .svg or .svgz file");
    if (!entries.count(info.svgEntry))
        return QCoreApplication::translate("CardTheme",
                                           "%1 is missing (index.json names it as the SVG)")
            .arg(info.svgEntry);
    auto svg = read(info.svgEntry, limits.svgBytes);
    if (auto* e = std::get_if<QString>(&svg)) return *e;
    theme.svg = std::get<QByteArray>(std::move(svg));
    if (gzipped) {
        bool tooLarge = false;
        auto plain = inflateBounded(theme.svg, limits.svgBytes, true, &tooLarge);
        if (!plain)
            return tooLarge ? QCoreApplication::translate("CardTheme",
                                                          "%1: larger than %2 when un-gzipped")
                                  .arg(info.svgEntry, sizeText(limits.svgBytes))
                            : QCoreApplication::translate(
                                  "CardTheme", "%1: not gzip-compressed SVG (cannot be un-gzipped)")
                                  .arg(info.svgEntry);
        theme.svg = std::move(*plain);
    }
    const QByteArray head = theme.svg.left(4096);
    if (!head.contains("<svg") && !head.contains("<?xml") && !head.contains("<!--"))
        return QCoreApplication::translate("CardTheme", "%1: not an SVG image").arg(info.svgEntry);
    if (const QString e = checkSvgStructure(theme.svg, info.svgEntry, limits); !e.isEmpty())
        return e;
    // Loaded once: the art draws with this renderer (CardThemeArt), not a second parse.
    auto loaded = std::make_shared<QSvgRenderer>();
    QSvgRenderer& renderer = *loaded;
    if (!renderer.load(theme.svg) || !renderer.isValid())
        return QCoreApplication::translate(
                   "CardTheme", "%1: an SVG image that cannot be drawn (Qt SVG refuses it)")
            .arg(info.svgEntry);
    QStringList missing;
    for (const QString& element : requiredCardElements())
        if (!renderer.elementExists(element)) missing << element;
    info.hasJoker = renderer.elementExists(QStringLiteral("joker")) ||
                    renderer.elementExists(QStringLiteral("red_joker")) ||
                    renderer.elementExists(QStringLiteral("black_joker"));
    if (!missing.isEmpty()) {
        const qsizetype shown = std::min<qsizetype>(missing.size(), 6);
        QString list = "\"" + missing.mid(0, shown).join("\", \"") + "\"";
        if (missing.size() > shown)
            list += QCoreApplication::translate("CardTheme", " and %1 more")
                        .arg(missing.size() - shown);
        return QCoreApplication::translate("CardTheme",
                                           "%1 has no element %2 (every card needs one)")
            .arg(info.svgEntry, list);
    }
    theme.renderer = std::move(loaded);
    return theme;
}

std::variant<CardThemeData, QString>
readCardThemeFile(const QString& path, const CardThemeLimits& limits, QByteArray* read) {
    const QString where = QFileInfo(path).fileName() + QStringLiteral(": ");
    const QFileInfo fi(path);
    if (!fi.exists()) return where + QCoreApplication::translate("CardTheme", "no such file");
    if (!fi.isFile()) return where + QCoreApplication::translate("CardTheme", "not a file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return where + file.errorString();
    // Read what the file holds, up to one byte over the limit: a buffer of the limit's size
    // for a small file would be allocated for nothing.
    const QByteArray bytes = file.read(std::min<qint64>(file.size(), limits.archiveBytes) + 1);
    if (bytes.size() > limits.archiveBytes)
        return where + QCoreApplication::translate(
                           "CardTheme", "the file is larger than %1; a card theme is at most that")
                           .arg(sizeText(limits.archiveBytes));
    auto theme = readCardTheme(bytes, limits);
    if (auto* e = std::get_if<QString>(&theme)) return where + *e;
    if (read) *read = bytes;
    return theme;
}

CardThemeArt::CardThemeArt(CardThemeData data)
    : info_(std::move(data.info)),
      renderer_(data.renderer ? std::move(data.renderer)
                              : std::make_shared<QSvgRenderer>(data.svg)) {}

CardThemeArt::~CardThemeArt() = default;

QString CardThemeArt::elementFor(const QString& code) const {
    const QString element = cardElementFor(code);
    if (element.isEmpty() || renderer_->elementExists(element)) return element;
    for (const QString& fallback : fallbackElementsFor(element))
        if (renderer_->elementExists(fallback)) return fallback;
    return {};
}

double CardThemeArt::aspect(const QString& code) const {
    std::lock_guard lock(mutex_);
    const QString element = elementFor(code);
    if (element.isEmpty()) return 0;
    const QRectF r =
        renderer_->transformForElement(element).mapRect(renderer_->boundsOnElement(element));
    return r.height() > 0 ? r.width() / r.height() : 0;
}

QImage CardThemeArt::draw(const QString& code, QSize size) const {
    const double ratio = aspect(code);
    if (ratio <= 0) return {};
    int w = size.width(), h = size.height();
    if (w <= 0 && h <= 0) h = 350;
    if (w <= 0) w = qRound(h * ratio);
    if (h <= 0) h = qRound(w / ratio);
    w = std::clamp(w, 1, 4096);
    h = std::clamp(h, 1, 4096);
    QImage image(w, h, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    std::lock_guard lock(mutex_);
    renderer_->render(&painter, elementFor(code), QRectF(0, 0, w, h));
    return image;
}

} // namespace f27
