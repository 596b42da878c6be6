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

// The items Tab visits from `root`, in order, described as above with their names.
QStringList focusChain(QQuickItem* root);

// Where Tab leaves reading order: each step from one item to the next that goes back — to the
// left within a row (two items overlapping vertically by half the shorter's height), or up
// between rows — as "A → B". The table's Tab order follows the screen: the top bar left to
// right, the table, then the action bar.
QStringList focusOrderFaults(QQuickItem* root);
