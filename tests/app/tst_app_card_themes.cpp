// Card themes (docs/card-themes.md): hostile zips are refused, each with its own message, in
// bounded time; a KDE-style deck loads and draws every card; the shipped themes hold every card
// and, where they say so, the Finnish indices.
#include "card_theme.h"
#include "card_theme_provider.h"
#include "card_themes.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <zlib.h>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

using namespace f27;

namespace {

// A deflated entry.
struct ZipEntry {
    ZipEntry(QString n, QByteArray d, qint64 declaredSize = -1)
        : name(std::move(n)), data(std::move(d)), declared(declaredSize) {}
    QString name;
    QByteArray data;
    qint64 declared = -1;  // the uncompressed size the headers declare; -1: the true one
    QByteArray compressed; // given: the entry's deflated data (crc is then its checksum)
    quint32 crc = 0;
};

QByteArray le16(quint16 v) {
    return QByteArray(1, char(v & 0xff)) + char(v >> 8);
}
QByteArray le32(quint32 v) {
    return le16(quint16(v & 0xffff)) + le16(quint16(v >> 16));
}

QByteArray rawDeflate(const QByteArray& data) {
    z_stream s{};
    deflateInit2(&s, 6, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(static_cast<qsizetype>(deflateBound(&s, static_cast<uLong>(data.size()))), 0);
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    s.avail_in = static_cast<uInt>(data.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    deflate(&s, Z_FINISH);
    out.resize(static_cast<qsizetype>(s.total_out));
    deflateEnd(&s);
    return out;
}

// `n` zero bytes deflated, a megabyte at a time (never all in memory); their checksum in *crc.
QByteArray deflateZeros(qint64 n, quint32* crc) {
    const QByteArray zeros(1024 * 1024, '\0');
    z_stream s{};
    deflateInit2(&s, 9, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    QByteArray out;
    char chunk[65536];
    uLong sum = crc32(0, Z_NULL, 0);
    for (qint64 left = n; left > 0 || s.avail_in > 0;) {
        if (s.avail_in == 0) {
            const qint64 take = std::min<qint64>(left, zeros.size());
            s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zeros.constData()));
            s.avail_in = static_cast<uInt>(take);
            sum = crc32(sum, reinterpret_cast<const Bytef*>(zeros.constData()),
                        static_cast<uInt>(take));
            left -= take;
        }
        s.next_out = reinterpret_cast<Bytef*>(chunk);
        s.avail_out = sizeof chunk;
        deflate(&s, Z_NO_FLUSH);
        out.append(chunk, static_cast<qsizetype>(sizeof chunk - s.avail_out));
    }
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        s.next_out = reinterpret_cast<Bytef*>(chunk);
        s.avail_out = sizeof chunk;
        rc = deflate(&s, Z_FINISH);
        out.append(chunk, static_cast<qsizetype>(sizeof chunk - s.avail_out));
    }
    deflateEnd(&s);
    *crc = static_cast<quint32>(sum);
    return out;
}

QByteArray gzip(const QByteArray& data) {
    z_stream s{};
    deflateInit2(&s, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(static_cast<qsizetype>(deflateBound(&s, static_cast<uLong>(data.size())) + 64),
                   0);
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    s.avail_in = static_cast<uInt>(data.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    deflate(&s, Z_FINISH);
    out.resize(static_cast<qsizetype>(s.total_out));
    deflateEnd(&s);
    return out;
}

// A zip written byte by byte, so that its headers can say what a hostile zip says.
QByteArray makeZip(const QList<ZipEntry>& entries) {
    QByteArray zip, central;
    for (const ZipEntry& e : entries) {
        const QByteArray name = e.name.toUtf8();
        const bool given = !e.compressed.isEmpty();
        const QByteArray body = given ? e.compressed : rawDeflate(e.data);
        const quint32 crc =
            given
                ? e.crc
                : static_cast<quint32>(crc32(0, reinterpret_cast<const Bytef*>(e.data.constData()),
                                             static_cast<uInt>(e.data.size())));
        const quint32 size = static_cast<quint32>(e.declared >= 0 ? e.declared : e.data.size());
        const quint16 method = 8;
        const quint32 offset = static_cast<quint32>(zip.size());
        zip += le32(0x04034b50) + le16(20) + le16(0) + le16(method) + le16(0) + le16(0x21) +
               le32(crc) + le32(static_cast<quint32>(body.size())) + le32(size) +
               le16(static_cast<quint16>(name.size())) + le16(0) + name + body;
        central += le32(0x02014b50) + le16(20) + le16(20) + le16(0) + le16(method) + le16(0) +
                   le16(0x21) + le32(crc) + le32(static_cast<quint32>(body.size())) + le32(size) +
                   le16(static_cast<quint16>(name.size())) + le16(0) + le16(0) + le16(0) + le16(0) +
                   le32(0) + le32(offset) + name;
    }
    const quint32 cdOffset = static_cast<quint32>(zip.size());
    zip += central;
    zip += le32(0x06054b50) + le16(0) + le16(0) + le16(static_cast<quint16>(entries.size())) +
           le16(static_cast<quint16>(entries.size())) + le32(static_cast<quint32>(central.size())) +
           le32(cdOffset) + le16(0);
    return zip;
}

QStringList allElements() {
    QStringList e = requiredCardElements();
    e << "red_joker"
      << "black_joker";
    return e;
}

// A small KDE-style deck: one group per element, each a white card with a dark mark.
QByteArray kdeSvg(const QStringList& elements, const QByteArray& padding = {}) {
    QByteArray svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                     "width=\"1000\" height=\"1000\" viewBox=\"0 0 1000 1000\">\n" +
                     padding;
    int i = 0;
    for (const QString& e : elements) {
        const int x = (i % 14) * 60, y = (i / 14) * 90;
        svg += QStringLiteral("<g id=\"%1\"><rect x=\"%2\" y=\"%3\" width=\"50\" height=\"70\" "
                              "fill=\"#ffffff\"/><circle cx=\"%4\" cy=\"%5\" "
                              "r=\"12\" fill=\"#aa0000\"/></g>\n")
                   .arg(e)
                   .arg(x)
                   .arg(y)
                   .arg(x + 25)
                   .arg(y + 35)
                   .toUtf8();
        ++i;
    }
    return svg + "</svg>\n";
}

QByteArray indexJson(const QString& svg = "deck.svg", const QString& indices = "standard") {
    return QStringLiteral("{\"format\": 1, \"name\": \"Test deck\", \"author\": \"A. Tester\", "
                          "\"licence\": \"CC0\", \"indices\": \"%1\", \"fourColour\": false, "
                          "\"svg\": \"%2\"}")
        .arg(indices, svg)
        .toUtf8();
}

QByteArray validZip() {
    return makeZip({{"index.json", indexJson()}, {"deck.svg", kdeSvg(allElements())}});
}

QString errorOf(const std::variant<CardThemeData, QString>& r) {
    return std::holds_alternative<QString>(r) ? std::get<QString>(r) : QString();
}

// Whether an image has art: some pixel opaque and at least two colours.
bool drawn(const QImage& image) {
    if (image.isNull()) return false;
    QSet<QRgb> colours;
    bool opaque = false;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb p = image.pixel(x, y);
            opaque = opaque || qAlpha(p) == 255;
            colours.insert(p);
        }
    return opaque && colours.size() >= 2;
}

QStringList allCodes() {
    QStringList codes;
    for (const char* s : {"S", "C", "H", "D"})
        for (const char* r : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})
            codes << QLatin1String(r) + QLatin1String(s);
    codes << "JOKER1"
          << "JOKER2"
          << "back-red"
          << "back-blue";
    return codes;
}

// The texts under the element `id` of an SVG document.
QString textsOf(const QByteArray& svg, const QString& id) {
    QXmlStreamReader xml(svg);
    QString out;
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (depth > 0)
                ++depth;
            else if (xml.attributes().value("id") == id)
                depth = 1;
            if (depth > 0 && xml.name() == QLatin1String("text"))
                out += xml.readElementText(QXmlStreamReader::IncludeChildElements) + ' ', --depth;
        } else if (xml.isEndElement() && depth > 0) {
            if (--depth == 0) break;
        }
    }
    return out.trimmed();
}

} // namespace

class TestCardThemes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void codesMapToKdeElements() {
        QCOMPARE(cardElementFor("AS"), QStringLiteral("1_spade"));
        QCOMPARE(cardElementFor("10H"), QStringLiteral("10_heart"));
        QCOMPARE(cardElementFor("JD"), QStringLiteral("jack_diamond"));
        QCOMPARE(cardElementFor("QC"), QStringLiteral("queen_club"));
        QCOMPARE(cardElementFor("KS"), QStringLiteral("king_spade"));
        QCOMPARE(cardElementFor("JOKER1"), QStringLiteral("red_joker"));
        QCOMPARE(cardElementFor("JOKER2"), QStringLiteral("black_joker"));
        QCOMPARE(cardElementFor("back-red"), QStringLiteral("back"));
        QCOMPARE(cardElementFor("back-blue"), QStringLiteral("back_blue"));
        QCOMPARE(cardElementFor("1S"), QString());
        QCOMPARE(cardElementFor("AX"), QString());
        QCOMPARE(requiredCardElements().size(), 53);
    }

    void validDeckLoads() {
        const auto r = readCardTheme(validZip());
        QVERIFY2(std::holds_alternative<CardThemeData>(r), qPrintable(errorOf(r)));
        const CardThemeInfo& info = std::get<CardThemeData>(r).info;
        QCOMPARE(info.name, QStringLiteral("Test deck"));
        QCOMPARE(info.author, QStringLiteral("A. Tester"));
        QCOMPARE(info.licence, QStringLiteral("CC0"));
        QCOMPARE(info.finnishIndices, false);
        CardThemeArt art(std::get<CardThemeData>(r));
        for (const QString& code : allCodes())
            QVERIFY2(drawn(art.draw(code, QSize(50, 70))), qPrintable(code));
        QVERIFY(art.draw("XX", QSize(50, 70)).isNull());
        // One side given: the other follows the element's proportions (50 × 70).
        QCOMPARE(art.draw("AS", QSize(100, 0)).size(), QSize(100, 140));
    }

    // A deck with one "joker" and no "back_blue" (as many KDE decks are) draws both Jokers and
    // both backs with those.
    void kdeFallbacks() {
        QStringList elements = requiredCardElements();
        elements << "joker";
        const auto r =
            readCardTheme(makeZip({{"index.json", indexJson()}, {"deck.svg", kdeSvg(elements)}}));
        QVERIFY2(std::holds_alternative<CardThemeData>(r), qPrintable(errorOf(r)));
        QVERIFY(std::get<CardThemeData>(r).info.hasJoker);
        CardThemeArt art(std::get<CardThemeData>(r));
        for (const char* code : {"JOKER1", "JOKER2", "back-blue"})
            QVERIFY2(drawn(art.draw(code, QSize(50, 70))), code);
    }

    // Most KDE decks have no Joker: such a deck is accepted, and the provider draws the default
    // theme's Jokers with it.
    void deckWithoutJokers() {
        QTemporaryDir dir;
        const QString path = dir.filePath("nojoker.zip");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            makeZip({{"index.json", indexJson()}, {"deck.svg", kdeSvg(requiredCardElements())}}));
        f.close();
        const auto r = readCardThemeFile(path);
        QVERIFY2(std::holds_alternative<CardThemeData>(r), qPrintable(errorOf(r)));
        QVERIFY(!std::get<CardThemeData>(r).info.hasJoker);
        QVERIFY(CardThemeArt(std::get<CardThemeData>(r)).draw("JOKER1", QSize(50, 70)).isNull());
        const QVariantMap result = CardThemes::instance()->importTheme(path);
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("message").toString()));
        CardImageProvider provider(CardThemes::instance());
        const QImage joker = provider.requestImage("nojoker/JOKER2", nullptr, QSize(50, 70));
        QVERIFY(drawn(joker));
        CardImageProvider direct(CardThemes::instance());
        QCOMPARE(joker, direct.requestImage("default-standard/JOKER2", nullptr, QSize(50, 70)));
        QVERIFY(CardThemes::instance()->removeTheme("nojoker"));
    }

    // The KDE decks themselves (kdegames-card-data: /usr/share/carddecks, or the folder in
    // F27_KDE_CARDDECKS), each repackaged as the docs say: every one loads and draws every card.
    void realKdeDecks() {
        const QString root = qEnvironmentVariable("F27_KDE_CARDDECKS", "/usr/share/carddecks");
        const QStringList decks = QDir(root).entryList({"svg-*"}, QDir::Dirs, QDir::Name);
        if (decks.isEmpty()) QSKIP("no KDE card decks installed");
        for (const QString& deck : decks) {
            const QDir folder(root + '/' + deck);
            const QStringList svgs = folder.entryList({"*.svgz", "*.svg"}, QDir::Files);
            QVERIFY2(!svgs.isEmpty(), qPrintable(deck));
            QFile svg(folder.filePath(svgs.first()));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            const auto r = readCardTheme(
                makeZip({{"index.json", indexJson(svgs.first())}, {svgs.first(), svg.readAll()}}));
            QVERIFY2(std::holds_alternative<CardThemeData>(r),
                     qPrintable(deck + ": " + errorOf(r)));
            CardThemeArt art(std::get<CardThemeData>(r));
            for (const QString& code : allCodes())
                if (!code.startsWith("JOKER") || art.info().hasJoker)
                    QVERIFY2(drawn(art.draw(code, QSize(50, 70))), qPrintable(deck + ' ' + code));
        }
    }

    // KDE's decks are often gzipped SVG (.svgz).
    void svgzLoads() {
        const auto r = readCardTheme(makeZip(
            {{"index.json", indexJson("deck.svgz")}, {"deck.svgz", gzip(kdeSvg(allElements()))}}));
        QVERIFY2(std::holds_alternative<CardThemeData>(r), qPrintable(errorOf(r)));
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("zip");
        QTest::addColumn<QString>("message");
        const QByteArray svg = kdeSvg(allElements());
        QStringList noQueen = allElements();
        noQueen.removeAll("queen_heart");
        QTest::newRow("missing index") << makeZip({{"deck.svg", svg}}) << "index.json is missing";
        QTest::newRow("index in a folder")
            << makeZip({{"deck/index.json", indexJson()}, {"deck/deck.svg", svg}})
            << "index.json must be at the top of the zip, not in deck/ (zip the folder's files, "
               "not the folder)";
        QTest::newRow("missing element")
            << makeZip({{"index.json", indexJson()}, {"deck.svg", kdeSvg(noQueen)}})
            << "deck.svg has no element \"queen_heart\"";
        QTest::newRow("missing svg")
            << makeZip({{"index.json", indexJson()}}) << "deck.svg is missing";
        QList<ZipEntry> many{{"index.json", indexJson()}, {"deck.svg", svg}};
        for (int i = 0; i < 63; ++i)
            many.append({QStringLiteral("extra%1.txt").arg(i), "x"});
        QTest::newRow("too many entries")
            << makeZip(many) << "65 entries; a card theme has at most 64";
        QTest::newRow("parent path")
            << makeZip({{"index.json", indexJson()}, {"deck.svg", svg}, {"../evil.svg", svg}})
            << "the entry \"../evil.svg\" points outside the archive";
        QTest::newRow("nested parent path")
            << makeZip({{"index.json", indexJson()}, {"a/../../evil.svg", svg}})
            << "the entry \"a/../../evil.svg\" points outside the archive";
        QTest::newRow("absolute path")
            << makeZip({{"index.json", indexJson()}, {"/tmp/evil.svg", svg}})
            << "the entry \"/tmp/evil.svg\" points outside the archive";
        QTest::newRow("oversize entry (declared)")
            << makeZip({{"index.json", indexJson()}, {"deck.svg", svg, qint64(17) * 1024 * 1024}})
            << "deck.svg: larger than 16 MiB";
        QTest::newRow("oversize index")
            << makeZip({{"index.json", indexJson() + QByteArray(70000, ' ')}, {"deck.svg", svg}})
            << "index.json: larger than 64 KiB";
        QTest::newRow("not svg") << makeZip({{"index.json", indexJson()},
                                             {"deck.svg", QByteArray("\x89PNG\r\n\x1a\n") +
                                                              QByteArray(200, '\1')}})
                                 << "deck.svg: not an SVG image";
        QTest::newRow("broken svg")
            << makeZip({{"index.json", indexJson()},
                        {"deck.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g><rect/></g>"
                                     "<circle/></svg><svg/>"}})
            << "deck.svg: not well-formed XML";
        QTest::newRow("not drawable") << makeZip({{"index.json", indexJson()},
                                                  {"deck.svg", "<?xml version=\"1.0\"?><html/>"}})
                                      << "deck.svg: an SVG image that cannot be drawn";
        // Hostile structure, refused before Qt SVG loads it: a few kilobytes of nested <use>
        // that would draw 10^11 elements; <use> loops; nesting too deep.
        QByteArray fan = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                         "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><defs><rect id=\"l0\" "
                         "width=\"1\" height=\"1\"/>";
        for (int i = 1; i < 12; ++i)
            fan += QStringLiteral("<g id=\"l%1\">").arg(i).toUtf8() +
                   QStringLiteral("<use xlink:href=\"#l%1\"/>").arg(i - 1).toUtf8().repeated(10) +
                   "</g>";
        fan += "</defs><g id=\"1_club\"><use xlink:href=\"#l11\"/></g></svg>";
        QTest::newRow("use bomb")
            << makeZip({{"index.json", indexJson()}, {"deck.svg", fan}})
            << "deck.svg: its <use> references draw more than 4000000 elements once expanded";
        const QByteArray head = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                "xmlns:xlink=\"http://www.w3.org/1999/xlink\">";
        QTest::newRow("use of itself")
            << makeZip({{"index.json", indexJson()},
                        {"deck.svg", head + "<g id=\"a\"><use xlink:href=\"#a\"/></g></svg>"}})
            << "deck.svg: the <use> of \"#a\" draws itself";
        QTest::newRow("use loop")
            << makeZip({{"index.json", indexJson()},
                        {"deck.svg", head + "<g id=\"a\"><use xlink:href=\"#b\"/></g>"
                                            "<g id=\"b\"><use xlink:href=\"#a\"/></g></svg>"}})
            << "draws itself through <use> references";
        QTest::newRow("too deep") << makeZip({{"index.json", indexJson()},
                                              {"deck.svg", head + QByteArray("<g>").repeated(300) +
                                                               QByteArray("</g>").repeated(300) +
                                                               "</svg>"}})
                                  << "deck.svg: elements nested more than 256 deep";
        QTest::newRow("not well-formed")
            << makeZip({{"index.json", indexJson()}, {"deck.svg", head + "<g></svg>"}})
            << "deck.svg: not well-formed XML (line 1:";
        QTest::newRow("not gzip") << makeZip({{"index.json", indexJson("deck.svgz")},
                                              {"deck.svgz", svg}})
                                  << "deck.svgz: not gzip-compressed SVG";
        QTest::newRow("corrupt zip") << QByteArray("PK\3\4 this is not really a zip at all")
                                     << "not a zip archive, or a damaged one";
        QTest::newRow("truncated zip")
            << validZip().left(validZip().size() / 2) << "not a zip archive, or a damaged one";
        QByteArray flipped = validZip();
        flipped[flipped.indexOf("deck.svg") + 20] =
            flipped[flipped.indexOf("deck.svg") + 20] ^ 0x55;
        QTest::newRow("damaged data") << flipped << "deck.svg: damaged";
        QTest::newRow("bad index")
            << makeZip({{"index.json", "{\"format\": 1}"}, {"deck.svg", svg}})
            << "index.json: \"name\" must be a text";
        QTest::newRow("bad indices")
            << makeZip({{"index.json", indexJson("deck.svg", "roman")}, {"deck.svg", svg}})
            << "index.json: \"indices\" must be \"finnish\" or \"standard\"";
    }
    void refused() {
        QFETCH(QByteArray, zip);
        QFETCH(QString, message);
        QElapsedTimer timer;
        timer.start();
        const auto r = readCardTheme(zip);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(std::holds_alternative<QString>(r), "a hostile zip was accepted");
        QVERIFY2(std::get<QString>(r).contains(message), qPrintable(std::get<QString>(r)));
    }

    // The declared sizes together over the limit (small limits here, the same checks).
    void totalOverLimit() {
        CardThemeLimits limits;
        limits.entryBytes = 100000;
        limits.totalBytes = 150000;
        const QByteArray filler(90000, 'x');
        const auto r = readCardTheme(makeZip({{"index.json", indexJson()},
                                              {"a.txt", filler},
                                              {"b.txt", filler},
                                              {"deck.svg", kdeSvg(allElements())}}),
                                     limits);
        QCOMPARE(errorOf(r), QStringLiteral("the entries unpack to more than 150000 bytes in all"));
    }

    // A zip bomb: its header declares 4 KiB, its data inflates to 1 GiB. Refused while
    // inflating, after at most the declared size, quickly.
    void zipBomb() {
        const qint64 gib = qint64(1024) * 1024 * 1024;
        ZipEntry entry{"deck.svg", {}, 4096};
        entry.compressed = deflateZeros(gib, &entry.crc);
        const QByteArray bomb = makeZip({{"index.json", indexJson()}, entry});
        QVERIFY(bomb.size() < 2 * 1024 * 1024);
        QElapsedTimer timer;
        timer.start();
        const auto r = readCardTheme(bomb);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(errorOf(r), QStringLiteral("deck.svg: inflates to more than the 4 KiB its header "
                                            "declares (a damaged or hostile zip)"));
        // Declared just under the limit, it is inflated up to the limit and no further: the
        // process never holds the gigabyte (its peak resident memory stays far below it).
        entry.declared = 16 * 1024 * 1024 - 1;
        timer.restart();
        const auto limited = readCardTheme(makeZip({{"index.json", indexJson()}, entry}));
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(errorOf(limited),
                 QStringLiteral("deck.svg: inflates to more than the 16777215 bytes its header "
                                "declares (a damaged or hostile zip)"));
#ifdef Q_OS_LINUX
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        QVERIFY2(usage.ru_maxrss < 400 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
#endif
        // Declared honestly, the same data is refused by its declared size before any inflating.
        entry.declared = gib - 1;
        timer.restart();
        const auto honest = readCardTheme(makeZip({{"index.json", indexJson()}, entry}));
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(errorOf(honest), QStringLiteral("deck.svg: larger than 16 MiB"));
    }

    void fileErrorsNameTheFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.zip");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a zip");
        f.close();
        QCOMPARE(errorOf(readCardThemeFile(path)),
                 QStringLiteral("broken.zip: not a zip archive, or a damaged one"));
        QCOMPARE(errorOf(readCardThemeFile(dir.filePath("none.zip"))),
                 QStringLiteral("none.zip: no such file"));
    }

    // Installing: a valid deck is kept in the app's data folder and drawn by the provider; a
    // refused one says why and installs nothing.
    void installAndDraw() {
        QTemporaryDir dir;
        QDir(CardThemes::installFolder()).removeRecursively();
        const QString good = dir.filePath("My KDE Deck.zip");
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(validZip());
        f.close();
        CardThemes* themes = CardThemes::instance();
        const int before = themes->themes().size();
        const QVariantMap result = themes->importTheme(QUrl::fromLocalFile(good).toString());
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("message").toString()));
        QCOMPARE(result.value("id").toString(), QStringLiteral("my-kde-deck"));
        QVERIFY(QFile::exists(CardThemes::installFolder() + "/my-kde-deck.zip"));
        QCOMPARE(themes->themes().size(), before + 1);
        QCOMPARE(themes->themes().last().toMap().value("name").toString(),
                 QStringLiteral("Test deck"));
        QCOMPARE(themes->variantFor("my-kde-deck", true, true), QStringLiteral("my-kde-deck"));

        CardImageProvider provider(themes);
        for (const QString& code : allCodes()) {
            QSize size;
            const QImage image = provider.requestImage("my-kde-deck/" + code, &size, QSize(60, 84));
            QVERIFY2(drawn(image), qPrintable(code));
            QCOMPARE(size, QSize(60, 84));
        }

        const QString bad = dir.filePath("bad.zip");
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(makeZip({{"index.json", indexJson()}, {"../evil.svg", "x"}}));
        b.close();
        const QVariantMap refused = themes->importTheme(bad);
        QVERIFY(!refused.value("ok").toBool());
        QCOMPARE(refused.value("message").toString(),
                 QStringLiteral("The theme was not installed: bad.zip: the entry \"../evil.svg\" "
                                "points outside the archive"));
        QVERIFY(!QFile::exists(CardThemes::installFolder() + "/bad.zip"));
        QCOMPARE(themes->themes().size(), before + 1);

        QVERIFY(themes->removeTheme("my-kde-deck"));
        QCOMPARE(themes->themes().size(), before);
        QVERIFY(!themes->removeTheme("default"));
    }

    // Every shipped theme: every element, drawn; the indices it claims on A, J, Q, K; none on
    // the Jokers.
    void shippedThemes_data() {
        QTest::addColumn<QString>("variant");
        for (const QString& v : CardThemes::shippedVariants())
            QTest::newRow(qPrintable(v)) << v;
    }
    void shippedThemes() {
        QFETCH(QString, variant);
        const auto r = readCardThemeFile(":/cardthemes/" + variant + ".zip");
        QVERIFY2(std::holds_alternative<CardThemeData>(r), qPrintable(errorOf(r)));
        const CardThemeData& data = std::get<CardThemeData>(r);
        const bool finnish = variant.contains("-finnish");
        QCOMPARE(data.info.finnishIndices, finnish);
        QCOMPARE(data.info.fourColour, variant.endsWith("-4c"));
        const QStringList ranks{"1", "jack", "queen", "king"};
        const QStringList expected =
            finnish ? QStringList{"1", "11", "12", "13"} : QStringList{"A", "J", "Q", "K"};
        for (const char* suit : {"club", "diamond", "heart", "spade"})
            for (int i = 0; i < ranks.size(); ++i) {
                const QString element = ranks[i] + '_' + QLatin1String(suit);
                QCOMPARE(textsOf(data.svg, element), expected[i]);
            }
        QCOMPARE(textsOf(data.svg, "7_heart"), QStringLiteral("7"));
        for (const char* joker : {"red_joker", "black_joker"})
            QVERIFY2(!textsOf(data.svg, joker).contains(QRegularExpression("[0-9]")), joker);
        // Each card's element is exactly the card (250 × 350): nothing drawn, nor any
        // definition, lies outside it, so that the card fills the place the table gives it.
        QSvgRenderer renderer(data.svg);
        for (const QString& code : allCodes())
            QCOMPARE(renderer.boundsOnElement(cardElementFor(code)).size(), QSizeF(250, 350));
        CardImageProvider provider(CardThemes::instance());
        for (const QString& code : allCodes())
            QVERIFY2(drawn(provider.requestImage(variant + '/' + code, nullptr, QSize(50, 70))),
                     qPrintable(code));
    }
};

QTEST_MAIN(TestCardThemes)
#include "tst_app_card_themes.moc"
