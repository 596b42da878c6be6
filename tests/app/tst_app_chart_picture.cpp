// The chart as a picture (app/picture): PNG, SVG and PDF files are valid and draw exactly the
// grid — the SVG's texts, in order, are the grid's title, notes, and every table's heads and
// cells; the PDF has a page per table; the PNG is twice the picture's size.
#include "chart_picture.h"
#include "round_script.h"
#include "strategy/chart_grid.h"
#include "strategy/shipped_chart.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace f27;

namespace {

ChartGrid gridOf(const QString& preset) {
    const RuleSet rules = test::preset(preset.toStdString());
    auto chart = shippedChartFor(rules);
    if (!chart) qFatal("no chart: %s", chart.error().c_str());
    return chartGrid(chart->chart, rules, QStringLiteral("House edge: 0.7768 %"));
}

// The texts an SVG draws, in document order.
QStringList svgTexts(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
            texts << xml.readElementText().trimmed();
    if (xml.hasError()) return {QStringLiteral("XML error: ") + xml.errorString()};
    return texts;
}

// What the grid must draw, in order (a table's legend is wrapped, so it is not listed).
QStringList expectedTexts(const ChartGrid& grid) {
    QStringList out{grid.title};
    out << grid.notes;
    for (const GridTable& t : grid.tables) {
        out << t.title << t.corner << t.columnHeads;
        for (size_t r = 0; r < t.rows.size(); ++r) {
            out << t.rowHeads[qsizetype(r)];
            for (const GridCell& c : t.rows[r])
                out << c.text;
        }
    }
    return out;
}

int pdfPages(const QByteArray& pdf) {
    return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") + pdf.count("/Type /Page>") +
               pdf.count("/Type /Page/"));
}

} // namespace

class TstAppChartPicture : public QObject {
    Q_OBJECT
private slots:
    void formatsByName() {
        QCOMPARE(pictureFormatNamed("png"), PictureFormat::Png);
        QCOMPARE(pictureFormatNamed("SVG"), PictureFormat::Svg);
        QCOMPARE(pictureFormatNamed("pdf"), PictureFormat::Pdf);
        QVERIFY(!pictureFormatNamed("html"));
        QVERIFY(!pictureFormatNamed(""));
    }

    void svgDrawsEveryCell_data() {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"blackjack", "poker-like", "21-24-27"})
            QTest::newRow(p) << p;
    }
    void svgDrawsEveryCell() {
        QFETCH(QString, preset);
        const ChartGrid grid = gridOf(preset);
        QTemporaryDir dir;
        const QString path = dir.filePath("chart.svg");
        QVERIFY(writeChartPicture(grid, PictureFormat::Svg, path));
        const QStringList drawn = svgTexts(path);
        const QStringList want = expectedTexts(grid);
        // Every expected text is drawn, in order (other texts, the legends, in between).
        qsizetype at = 0;
        for (const QString& w : want) {
            while (at < drawn.size() && drawn[at] != w)
                ++at;
            QVERIFY2(at < drawn.size(), qPrintable("not drawn in order: " + w));
            ++at;
        }
        QVERIFY(want.size() > 100);
    }

    void pngIsTwiceThePictureSize() {
        const ChartGrid grid = gridOf("blackjack");
        QTemporaryDir dir;
        const QString path = dir.filePath("chart.png");
        QVERIFY(writeChartPicture(grid, PictureFormat::Png, path));
        QImage image(path);
        QVERIFY(!image.isNull());
        const QSize size = chartPictureSize(grid).toSize();
        QCOMPARE(image.size(), size * 2);
        QVERIFY(size.width() > 400 && size.height() > 600);
        // The hard-totals grid's "H" cells are filled: some pixel has the hit colour.
        bool red = false;
        for (int y = 0; y < image.height() && !red; y += 7)
            for (int x = 0; x < image.width() && !red; x += 7)
                red = image.pixel(x, y) == QColor(0xf2, 0x9b, 0x9b).rgb();
        QVERIFY(red);
    }

    void pdfHasAPagePerTable_data() {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"blackjack", "poker-like", "21-24-27"})
            QTest::newRow(p) << p;
    }
    void pdfHasAPagePerTable() {
        QFETCH(QString, preset);
        const ChartGrid grid = gridOf(preset);
        QTemporaryDir dir;
        const QString path = dir.filePath("chart.pdf");
        QVERIFY(writeChartPicture(grid, PictureFormat::Pdf, path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPages(pdf), int(grid.tables.size()));
        // A4: 595 × 842 points, portrait or landscape.
        const QRegularExpression box(R"(/MediaBox \[0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\])");
        auto it = box.globalMatch(QString::fromLatin1(pdf));
        int boxes = 0;
        while (it.hasNext()) {
            const auto m = it.next();
            const int w = qRound(m.captured(1).toDouble()), h = qRound(m.captured(2).toDouble());
            QVERIFY2((w == 595 && h == 842) || (w == 842 && h == 595), qPrintable(m.captured(0)));
            ++boxes;
        }
        QCOMPARE(boxes, int(grid.tables.size()));
    }

    void unwritablePathIsRefused() {
        const ChartGrid grid = gridOf("poker-like");
        for (PictureFormat f : {PictureFormat::Png, PictureFormat::Svg, PictureFormat::Pdf}) {
            const Status s = writeChartPicture(grid, f, "/nonexistent-dir/chart.out");
            QVERIFY(!s);
            QVERIFY2(QString::fromStdString(s.error()).contains("/nonexistent-dir/chart.out"),
                     s.error().c_str());
        }
    }
};

QTEST_MAIN(TstAppChartPicture)
#include "tst_app_chart_picture.moc"
