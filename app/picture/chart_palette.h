// The colours of a printed or exported chart: the ones players know from printed cards (hit
// red, stand yellow, double green, split blue, surrender grey), light enough to print on white.
#pragma once

#include "strategy/chart_grid.h"

#include <QColor>

namespace f27 {

struct ChartPalette {
    QColor ink{0x20, 0x20, 0x20};
    QColor rule{0x80, 0x80, 0x80};
    QColor head{0xe8, 0xe8, 0xe8};
    QColor paper{Qt::white};
    QColor hit{0xf2, 0x9b, 0x9b};
    QColor stand{0xfa, 0xe7, 0x8a};
    QColor doubles{0x9c, 0xd6, 0x9c};
    QColor split{0x9c, 0xc4, 0xf0};
    QColor surrender{0xc8, 0xc8, 0xc8};
    QColor options{0xcf, 0xe8, 0xf5};
    // Hit-to numbers run from `hitToLow` (stand early) to `hitToHigh` (hit long).
    QColor hitToLow{0xfd, 0xf3, 0xc4};
    QColor hitToHigh{0xe8, 0x7a, 0x6a};

    // A cell's fill; `low`/`high`: the grid's range of hit-to numbers.
    QColor fill(const GridCell& cell, int low, int high) const {
        switch (cell.mark) {
        case GridMark::Hit:
            return hit;
        case GridMark::Stand:
            return stand;
        case GridMark::Double:
            return doubles;
        case GridMark::Split:
            return split;
        case GridMark::Surrender:
            return surrender;
        case GridMark::Options:
            return options;
        case GridMark::HitTo: {
            const double t = high > low ? double(cell.value - low) / (high - low) : 0.5;
            return QColor::fromRgbF(
                float(hitToLow.redF() + t * (hitToHigh.redF() - hitToLow.redF())),
                float(hitToLow.greenF() + t * (hitToHigh.greenF() - hitToLow.greenF())),
                float(hitToLow.blueF() + t * (hitToHigh.blueF() - hitToLow.blueF())));
        }
        case GridMark::None:
        case GridMark::Text:
            break;
        }
        return paper;
    }
};

} // namespace f27
