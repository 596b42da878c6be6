// A basic-strategy chart drawn as a picture from its grid (strategy/chart_grid.h): PNG and SVG
// as one image of every table under the title, PDF as print-ready A4 with one page per table.
// The same code serves the application's export and `finnish27-cli chart --format png|svg|pdf`.
// Needs a QGuiApplication (fonts).
#pragma once

#include "core/result.h"
#include "strategy/chart_grid.h"

#include <QSizeF>
#include <QString>

#include <optional>

class QPainter;

namespace f27 {

enum class PictureFormat { Png, Svg, Pdf };

// "png", "svg" or "pdf" (any case); nothing else.
std::optional<PictureFormat> pictureFormatNamed(const QString& name);

// The size of the whole picture (PNG, SVG) in device-independent pixels.
QSizeF chartPictureSize(const ChartGrid& grid);

// Draws the whole picture with its top-left corner at the painter's origin.
void paintChartPicture(QPainter& painter, const ChartGrid& grid);

// Writes the picture to `path`. PNG at twice the picture size (sharp on high-density screens
// and in print), SVG at the picture size, PDF with a page per table (landscape where the
// table is wider than tall), each scaled to fit A4 with margins.
Status writeChartPicture(const ChartGrid& grid, PictureFormat format, const QString& path);

} // namespace f27
