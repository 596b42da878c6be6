// The layout walk: parts of a screen that must never cover each other. An item declares itself
// a block with a string property `layoutBlock` naming its group ("seat3", "banner", "dealer");
// two visible blocks of different groups must not intersect, unless one names the other's
// group (a prefix of it) in its string property `layoutAbove`: the table's banners lie over
// the computer seats ("seat"), never over the player's ("player"). Used by `finnish27 --screenshot
// …
// --layout-check` and its tests at every seat count, size and phase.
#pragma once

#include <QStringList>

class QQuickItem;

// Every pair of intersecting blocks of different groups under `root`, as
// "seat3 (x,y w×h) covers seat4 (x,y w×h)" in scene coordinates (scale included).
QStringList overlappingBlocks(QQuickItem* root);
