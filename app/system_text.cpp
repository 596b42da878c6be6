#include "system_text.h"

#include <QEvent>
#include <QFontInfo>
#include <QGuiApplication>

#include <algorithm>

namespace {
constexpr qreal kTablePixels = 10.0 * 96.0 / 72.0; // 10 points at 96 dpi
}

SystemText::SystemText(QObject* parent) : QObject(parent) {
    update();
    // The desktop's font can change while the table is open (ApplicationFontChange).
    if (QCoreApplication::instance()) QCoreApplication::instance()->installEventFilter(this);
}

qreal SystemText::scaleFor(qreal pixels) {
    return pixels > 0 ? std::clamp(pixels / kTablePixels, 1.0, 3.0) : 1.0;
}

bool SystemText::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::ApplicationFontChange)
        update();
    return QObject::eventFilter(watched, event);
}

void SystemText::update() {
    const qreal next = scaleFor(QFontInfo(QGuiApplication::font()).pixelSize());
    if (qFuzzyCompare(next, scale_)) return;
    scale_ = next;
    emit scaleChanged();
}
