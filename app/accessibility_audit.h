// The accessibility walk: what a screen reader would meet without a name. Used by
// `finnish27 --screenshot … --accessibility-check` and its tests on every screen.
#pragma once

#include <QStringList>

class QQuickItem;

// Every visible, enabled item under `root` that a user can act on — a control (button, check
// box, combo box, text field, slider, spin box, tab, list entry, table cell), anything that
// takes focus by Tab, or a MouseArea that takes clicks — or that is a playing card, and that
// has no accessible name as assistive technology reads it (QAccessibleInterface::text(Name);
// a MouseArea may have it on its parent). Each as "Type 'objectName' (text) at x,y".
QStringList unnamedInteractiveItems(QQuickItem* root);
