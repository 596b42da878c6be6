#include "layout_audit.h"

#include <QQuickItem>
#include <QRectF>

#include <vector>

namespace {

struct Block {
    QString group;
    QString above; // the prefix of the groups this block may lie over ("" none)
    QRectF rect;
};

// Only what is drawn: an invisible or fully transparent item hides its blocks too.
void collect(QQuickItem* item, std::vector<Block>& out) {
    if (!item->isVisible() || item->opacity() <= 0.0) return;
    const QString group = item->property("layoutBlock").toString();
    if (!group.isEmpty() && item->width() > 0 && item->height() > 0)
        out.push_back({group, item->property("layoutAbove").toString(),
                       item->mapRectToScene(QRectF(0, 0, item->width(), item->height()))});
    for (QQuickItem* child : item->childItems())
        collect(child, out);
}

QString describe(const Block& b) {
    return QStringLiteral("%1 (%2,%3 %4×%5)")
        .arg(b.group)
        .arg(qRound(b.rect.x()))
        .arg(qRound(b.rect.y()))
        .arg(qRound(b.rect.width()))
        .arg(qRound(b.rect.height()));
}

bool lies(const Block& top, const Block& under) {
    return !top.above.isEmpty() && under.group.startsWith(top.above);
}

} // namespace

QStringList overlappingBlocks(QQuickItem* root) {
    std::vector<Block> blocks;
    if (root) collect(root, blocks);
    QStringList faults;
    for (size_t a = 0; a < blocks.size(); ++a)
        for (size_t b = a + 1; b < blocks.size(); ++b) {
            if (blocks[a].group == blocks[b].group || lies(blocks[a], blocks[b]) ||
                lies(blocks[b], blocks[a]))
                continue;
            const QRectF common = blocks[a].rect.intersected(blocks[b].rect);
            // Anti-aliased edges may touch: a shared strip under a pixel is not a cover.
            if (common.width() >= 1.0 && common.height() >= 1.0)
                faults << describe(blocks[a]) + QStringLiteral(" covers ") + describe(blocks[b]);
        }
    return faults;
}
