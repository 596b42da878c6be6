#include "accessibility_audit.h"

#include <QMetaObject>
#include <QQmlProperty>
#include <QQuickItem>
#include <QRegularExpression>

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
