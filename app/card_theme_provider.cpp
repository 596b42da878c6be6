#include "card_theme_provider.h"

#include "card_themes.h"

CardImageProvider::CardImageProvider(CardThemes* themes)
    : QQuickImageProvider(QQuickImageProvider::Image), themes_(themes) {
    cache_.setMaxCost(static_cast<int>(kCacheBytes / 1024));
}

QImage CardImageProvider::requestImage(const QString& id, QSize* size, const QSize& requestedSize) {
    const QStringList parts = id.split('/');
    if (parts.size() < 2) return {};
    // The id in full: a third part (the themes' revision) keeps a replaced theme's cards apart.
    const QString key =
        QStringLiteral("%1@%2x%3").arg(id).arg(requestedSize.width()).arg(requestedSize.height());
    {
        std::lock_guard lock(mutex_);
        if (const QImage* cached = cache_.object(key)) {
            if (size) *size = cached->size();
            return *cached;
        }
    }
    const auto art = themes_->art(parts[0]);
    if (!art) return {};
    QImage image = art->draw(parts[1], requestedSize);
    if (image.isNull() && parts[1].startsWith(QLatin1String("JOKER"))) {
        // A theme without Jokers (many KDE decks): the default theme's, in its indices and colours.
        const auto fallback = themes_->art(themes_->variantFor(
            QStringLiteral("default"), art->info().finnishIndices, art->info().fourColour));
        if (fallback) image = fallback->draw(parts[1], requestedSize);
    }
    if (size) *size = image.size();
    if (!image.isNull()) {
        std::lock_guard lock(mutex_);
        cache_.insert(key, new QImage(image), static_cast<int>(image.sizeInBytes() / 1024) + 1);
    }
    return image;
}
