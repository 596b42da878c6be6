// "image://cards/<theme>/<code>[/<revision>]": a card of a card theme (card_themes.h) drawn at
// the size asked for. Codes: the engine's card codes ("AS", "10H"), "JOKER1", "JOKER2",
// "back-red", "back-blue". Drawn images are kept up to a bound (kCacheBytes).
#pragma once

#include <QCache>
#include <QImage>
#include <QQuickImageProvider>

#include <mutex>

class CardThemes;

class CardImageProvider : public QQuickImageProvider {
public:
    static constexpr qint64 kCacheBytes = 48 * 1024 * 1024;
    explicit CardImageProvider(CardThemes* themes);
    QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override;

private:
    CardThemes* themes_;
    std::mutex mutex_;
    QCache<QString, QImage> cache_; // cost: kilobytes
};
