#include "accessibility_audit.h"

#include <QMetaObject>
#include <QQmlProperty>
#include <QQuickItem>
#include <QRegularExpression>

#include <algorithm>

// The name is read as Qt Quick's controls give it to assistive technology once a screen reader
// is on: the attached Accessible.name where set, else a button's (tab's, check box's, menu
// entry's) text, a combo box's shown text, a text field's placeholder. Sliders, spin boxes and
// anything else only have a name given to them. (Offscreen there is no platform accessibility,
// so Qt never fills these in itself: the walk applies the same rules.)
namespace {

QString typeName(const QObject* o) {
    QString name = QString::fromLatin1(o->metaObject()->className());
    // QML types: "PlayingCard_QMLTYPE_12" → "PlayingCard"; C++ ones "QQuickButton" as they are.
    if (const qsizetype at = name.indexOf("_QML"); at > 0) name.truncate(at);
    return name;
}

bool isType(const QObject* o, const char* qmlType) {
    for (const QMetaObject* m = o->metaObject(); m; m = m->superClass())
        if (QString::fromLatin1(m->className()).startsWith(QLatin1String(qmlType))) return true;
    return false;
}

// A name says something: at least one letter or digit ("✕" alone does not).
bool says(const QString& s) {
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]"));
    return s.contains(word);
}

QString explicitName(QQuickItem* item) {
    return QQmlProperty(item, QStringLiteral("Accessible.name"), qmlContext(item))
        .read()
        .toString()
        .trimmed();
}

QString effectiveName(QQuickItem* item) {
    if (const QString n = explicitName(item); says(n)) return n;
    if (item->inherits("QQuickAbstractButton")) return item->property("text").toString().trimmed();
    if (item->inherits("QQuickComboBox")) return item->property("displayText").toString().trimmed();
    if (item->inherits("QQuickTextField") || item->inherits("QQuickTextArea"))
        return item->property("placeholderText").toString().trimmed();
    return {};
}

bool interactive(QQuickItem* item) {
    static const char* const kControls[] = {
        "QQuickAbstractButton", "QQuickComboBox", "QQuickSpinBox",   "QQuickSlider",
        "QQuickRangeSlider",    "QQuickDial",     "QQuickTextInput", "QQuickTextEdit"};
    for (const char* c : kControls)
        if (item->inherits(c)) return true;
    return item->activeFocusOnTab();
}

QString describe(QQuickItem* item) {
    QString out = typeName(item);
    if (!item->objectName().isEmpty()) out += " '" + item->objectName() + "'";
    if (const QVariant text = item->property("text"); text.isValid() && !text.toString().isEmpty())
        out += " (" + text.toString().left(40) + ")";
    const QPointF at = item->mapToScene(QPointF(0, 0));
    return out + QStringLiteral(" at %1,%2").arg(qRound(at.x())).arg(qRound(at.y()));
}

bool named(QQuickItem* item) {
    return item && says(effectiveName(item));
}

void walk(QQuickItem* item, QStringList& out) {
    if (!item->isVisible() || !item->isEnabled() || item->opacity() <= 0.0) return;
    bool needsName = false;
    bool parentMayName = false;
    if (isType(item, "PlayingCard")) {
        needsName = true;
    } else if (item->inherits("QQuickMouseArea")) {
        needsName = item->acceptedMouseButtons() != Qt::NoButton;
        parentMayName = true;
    } else if (interactive(item)) {
        needsName = true;
        // A control's own text input (a spin box's, a combo box's) speaks for it.
        parentMayName = item->inherits("QQuickTextInput") && !item->inherits("QQuickTextField");
    }
    if (needsName && !named(item) && !(parentMayName && named(item->parentItem())))
        out << describe(item);
    for (QQuickItem* child : item->childItems())
        walk(child, out);
}

} // namespace

QStringList unnamedInteractiveItems(QQuickItem* root) {
    QStringList out;
    if (root) walk(root, out);
    return out;
}

namespace {
// The items Tab visits from `root`, in order (at most a screenful; the chain is a ring).
QList<QQuickItem*> tabRing(QQuickItem* root) {
    QList<QQuickItem*> out;
    QQuickItem* first = root ? root->nextItemInFocusChain(true) : nullptr;
    for (QQuickItem* item = first; item && out.size() < 500;) {
        out << item;
        item = item->nextItemInFocusChain(true);
        if (item == first) break;
    }
    return out;
}
} // namespace

QStringList focusChain(QQuickItem* root) {
    QStringList out;
    for (QQuickItem* item : tabRing(root))
        out << describe(item) + " = " + effectiveName(item);
    return out;
}

QStringList focusOrderFaults(QQuickItem* root) {
    QStringList out;
    const QList<QQuickItem*> ring = tabRing(root);
    for (qsizetype i = 1; i < ring.size(); ++i) {
        const QRectF a = ring[i - 1]->mapRectToScene(ring[i - 1]->boundingRect());
        const QRectF b = ring[i]->mapRectToScene(ring[i]->boundingRect());
        // One row: the two overlap vertically by half the shorter one; then left to right.
        const qreal overlap = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
        const bool sameRow = overlap >= std::min(a.height(), b.height()) / 2;
        const bool inOrder = sameRow ? b.left() >= a.left() : b.top() >= a.top();
        if (!inOrder) out << describe(ring[i - 1]) + " → " + describe(ring[i]);
    }
    return out;
}
