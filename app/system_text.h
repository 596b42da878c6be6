// The size of the desktop's text relative to the table's own (QML: SystemText.scale). The table
// sizes its text in pixels for a 10-point font at 96 dpi (13.3 px); a desktop set to larger
// text — a larger font, or more dots per inch for the same points — makes `scale` larger, and
// Theme.px() scales every text size by it. Never below 1: the table's sizes are its least.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class SystemText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(qreal scale READ scale NOTIFY scaleChanged)

public:
    explicit SystemText(QObject* parent = nullptr);
    qreal scale() const { return scale_; }
    // The scale for a font of `pixels` pixels (the desktop's, as QFontInfo measures it).
    static qreal scaleFor(qreal pixels);

signals:
    void scaleChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update();
    qreal scale_ = 1;
};
