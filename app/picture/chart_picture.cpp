#include "chart_picture.h"

#include "chart_palette.h"

#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <vector>

namespace f27 {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}

// Sizes in device-independent pixels.
constexpr double kMargin = 24;
constexpr double kGap = 28; // between tables
constexpr double kPad = 6;  // inside a cell, left and right
constexpr double kMinWidth = 520;

QFont bodyFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(13);
    return f;
}

QFont titleFont(double scale) {
    QFont f = bodyFont();
    f.setPixelSize(static_cast<int>(13 * scale));
    f.setBold(true);
    return f;
}

QFont smallFont() {
    QFont f = bodyFont();
    f.setPixelSize(11);
    return f;
}

// A table's geometry: column widths (the first: the row heads) and row height.
struct TableGeometry {
    std::vector<double> widths;
    double rowHeight = 0;
    double gridWidth() const {
        double w = 0;
        for (double x : widths)
            w += x;
        return w;
    }
};

TableGeometry geometryOf(const GridTable& t) {
    const QFontMetricsF fm(bodyFont());
    QFont bold = bodyFont();
    bold.setBold(true);
    const QFontMetricsF fb(bold);
    TableGeometry g;
    g.rowHeight = std::ceil(fm.height() * 1.55);
    double head = fb.horizontalAdvance(t.corner);
    for (const QString& s : t.rowHeads)
        head = std::max(head, fb.horizontalAdvance(s));
    g.widths.push_back(std::ceil(head + 2 * kPad));
    for (qsizetype c = 0; c < t.columnHeads.size(); ++c) {
        double w = fb.horizontalAdvance(t.columnHeads[c]);
        for (const auto& row : t.rows)
            w = std::max(w, fm.horizontalAdvance(row[static_cast<size_t>(c)].text));
        g.widths.push_back(
            std::ceil(std::max(w, fm.horizontalAdvance(QStringLiteral("00*"))) + 2 * kPad));
    }
    return g;
}

double wrappedHeight(const QString& text, const QFont& font, double width) {
    if (text.isEmpty()) return 0;
    return QFontMetricsF(font)
        .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text)
        .height();
}

// The title and legend lines over a table's grid.
double tableHeaderHeight(const GridTable& t, double width) {
    return QFontMetricsF(titleFont(1.15)).height() * 1.4 +
           wrappedHeight(t.legend, smallFont(), width) + 6;
}

QSizeF tableSize(const GridTable& t) {
    const TableGeometry g = geometryOf(t);
    const double w = g.gridWidth();
    return {w, tableHeaderHeight(t, std::max(w, kMinWidth)) +
                   g.rowHeight * static_cast<double>(t.rows.size() + 1)};
}

void drawCell(QPainter& p, const QRectF& r, const QString& text, const QColor& fill,
              const ChartPalette& pal, Qt::Alignment align = Qt::AlignCenter) {
    p.fillRect(r, fill);
    p.setPen(QPen(pal.rule, 0.6));
    p.drawRect(r);
    p.setPen(pal.ink);
    p.drawText(r.adjusted(kPad, 0, -kPad, 0), static_cast<int>(align | Qt::AlignVCenter), text);
}

// Draws a table at `origin`; returns its height.
double paintTable(QPainter& p, const ChartGrid& grid, const GridTable& t, QPointF origin) {
    const ChartPalette pal;
    const TableGeometry g = geometryOf(t);
    const double width = std::max(g.gridWidth(), kMinWidth);
    double y = origin.y();
    p.setFont(titleFont(1.15));
    p.setPen(pal.ink);
    const double titleH = QFontMetricsF(titleFont(1.15)).height() * 1.4;
    p.drawText(QRectF(origin.x(), y, width, titleH), Qt::AlignLeft | Qt::AlignVCenter, t.title);
    y += titleH;
    p.setFont(smallFont());
    const double legendH = wrappedHeight(t.legend, smallFont(), width);
    p.drawText(QRectF(origin.x(), y, width, legendH), Qt::AlignLeft | Qt::TextWordWrap, t.legend);
    y += legendH + 6;
    QFont bold = bodyFont();
    bold.setBold(true);
    // Header row.
    double x = origin.x();
    p.setFont(bold);
    drawCell(p, QRectF(x, y, g.widths[0], g.rowHeight), t.corner, pal.head, pal);
    x += g.widths[0];
    for (qsizetype c = 0; c < t.columnHeads.size(); ++c) {
        const double w = g.widths[static_cast<size_t>(c) + 1];
        drawCell(p, QRectF(x, y, w, g.rowHeight), t.columnHeads[c], pal.head, pal);
        x += w;
    }
    y += g.rowHeight;
    for (size_t r = 0; r < t.rows.size(); ++r) {
        x = origin.x();
        p.setFont(bold);
        drawCell(p, QRectF(x, y, g.widths[0], g.rowHeight), t.rowHeads[static_cast<qsizetype>(r)],
                 pal.head, pal);
        x += g.widths[0];
        p.setFont(bodyFont());
        for (size_t c = 0; c < t.rows[r].size(); ++c) {
            const GridCell& cell = t.rows[r][c];
            const double w = g.widths[c + 1];
            const bool left = cell.mark == GridMark::Options || cell.mark == GridMark::Text;
            drawCell(p, QRectF(x, y, w, g.rowHeight), cell.text,
                     pal.fill(cell, grid.hitToLow, grid.hitToHigh), pal,
                     left ? Qt::AlignLeft : Qt::AlignCenter);
            x += w;
        }
        y += g.rowHeight;
    }
    return y - origin.y();
}

double titleBlockHeight(const ChartGrid& grid, double width) {
    double h = QFontMetricsF(titleFont(1.5)).height() * 1.5;
    for (const QString& n : grid.notes)
        h += wrappedHeight(n, bodyFont(), width) + 4;
    return h;
}

double paintTitleBlock(QPainter& p, const ChartGrid& grid, QPointF origin, double width) {
    const ChartPalette pal;
    p.setPen(pal.ink);
    p.setFont(titleFont(1.5));
    const double titleH = QFontMetricsF(titleFont(1.5)).height() * 1.5;
    p.drawText(QRectF(origin.x(), origin.y(), width, titleH), Qt::AlignLeft | Qt::AlignVCenter,
               grid.title);
    double y = origin.y() + titleH;
    p.setFont(bodyFont());
    for (const QString& n : grid.notes) {
        const double h = wrappedHeight(n, bodyFont(), width);
        p.drawText(QRectF(origin.x(), y, width, h), Qt::AlignLeft | Qt::TextWordWrap, n);
        y += h + 4;
    }
    return y - origin.y();
}

double contentWidth(const ChartGrid& grid) {
    double w = kMinWidth;
    for (const GridTable& t : grid.tables)
        w = std::max(w, tableSize(t).width());
    return w;
}

// The file opened for writing, or why it cannot be.
Status openForWriting(QFile& file) {
    if (file.fileName().isEmpty()) return fail(tr("no file named to write").toStdString());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(
            tr("cannot write %1: %2").arg(file.fileName(), file.errorString()).toStdString());
    return Status::success();
}

Status writePdf(const ChartGrid& grid, const QString& path) {
    QFile file(path);
    if (auto opened = openForWriting(file); !opened) return opened;
    QPdfWriter pdf(&file);
    pdf.setTitle(grid.title);
    pdf.setCreator(QStringLiteral("finnish27"));
    pdf.setResolution(300);
    QPainter p;
    for (size_t i = 0; i < grid.tables.size(); ++i) {
        const GridTable& t = grid.tables[i];
        const QSizeF size = tableSize(t);
        const double width = std::max(size.width(), kMinWidth);
        const double head = i == 0 ? titleBlockHeight(grid, width) : 0;
        const QSizeF content(width, head + size.height());
        const auto orientation =
            content.width() > content.height() ? QPageLayout::Landscape : QPageLayout::Portrait;
        const QPageLayout layout(QPageSize(QPageSize::A4), orientation, QMarginsF(12, 12, 12, 12),
                                 QPageLayout::Millimeter);
        if (i == 0) {
            pdf.setPageLayout(layout);
            if (!p.begin(&pdf)) return fail(tr("cannot write %1").arg(path).toStdString());
        } else {
            pdf.setPageLayout(layout);
            pdf.newPage();
        }
        // Fit the content into the printable area, never enlarged past 1.6× (a small table
        // stays the size of a printed card's).
        const QRectF area = layout.paintRectPixels(pdf.resolution());
        const double px = pdf.resolution() / 96.0;
        const double scale =
            std::min({area.width() / content.width(), area.height() / content.height(), 1.6 * px});
        p.save();
        p.scale(scale, scale);
        double y = 0;
        if (i == 0) y += paintTitleBlock(p, grid, {0, 0}, width);
        paintTable(p, grid, t, {0, y});
        p.restore();
    }
    if (grid.tables.empty()) {
        if (!p.begin(&pdf)) return fail(tr("cannot write %1").arg(path).toStdString());
        p.scale(pdf.resolution() / 96.0, pdf.resolution() / 96.0);
        paintTitleBlock(p, grid, {0, 0}, kMinWidth);
    }
    if (!p.end()) return fail(tr("cannot write %1").arg(path).toStdString());
    return Status::success();
}

} // namespace

std::optional<PictureFormat> pictureFormatNamed(const QString& name) {
    const QString n = name.toLower();
    if (n == QStringLiteral("png")) return PictureFormat::Png;
    if (n == QStringLiteral("svg")) return PictureFormat::Svg;
    if (n == QStringLiteral("pdf")) return PictureFormat::Pdf;
    return std::nullopt;
}

QSizeF chartPictureSize(const ChartGrid& grid) {
    const double width = contentWidth(grid);
    double h = titleBlockHeight(grid, width);
    for (const GridTable& t : grid.tables)
        h += kGap + tableSize(t).height();
    return {std::ceil(width + 2 * kMargin), std::ceil(h + 2 * kMargin)};
}

void paintChartPicture(QPainter& p, const ChartGrid& grid) {
    const double width = contentWidth(grid);
    p.fillRect(QRectF(QPointF(0, 0), chartPictureSize(grid)), ChartPalette().paper);
    double y = kMargin + paintTitleBlock(p, grid, {kMargin, kMargin}, width);
    for (const GridTable& t : grid.tables) {
        y += kGap;
        y += paintTable(p, grid, t, {kMargin, y});
    }
}

Status writeChartPicture(const ChartGrid& grid, PictureFormat format, const QString& path) {
    const QSizeF size = chartPictureSize(grid);
    switch (format) {
    case PictureFormat::Png: {
        QFile file(path);
        if (auto opened = openForWriting(file); !opened) return opened;
        QImage image((size * 2).toSize(), QImage::Format_RGB32);
        image.setDotsPerMeterX(2 * 3780); // 192 dpi: twice the picture's 96
        image.setDotsPerMeterY(2 * 3780);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.scale(2, 2);
        paintChartPicture(p, grid);
        p.end();
        if (!image.save(&file, "PNG"))
            return fail(tr("cannot write %1: %2").arg(path, file.errorString()).toStdString());
        return Status::success();
    }
    case PictureFormat::Svg: {
        QFile file(path);
        if (auto opened = openForWriting(file); !opened) return opened;
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setTitle(grid.title);
        svg.setDescription(grid.notes.join(QLatin1Char('\n')));
        QPainter p(&svg);
        paintChartPicture(p, grid);
        p.end();
        if (file.error() != QFileDevice::NoError)
            return fail(tr("cannot write %1: %2").arg(path, file.errorString()).toStdString());
        return Status::success();
    }
    case PictureFormat::Pdf:
        return writePdf(grid, path);
    }
    return fail("unknown picture format");
}

} // namespace f27
