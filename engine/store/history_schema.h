// The history's schema as forward-only migrations: migration k takes a database at
// user_version k−1 to k, in one transaction. A database is never migrated down. The tables:
// docs/history.md, "Schema".
#pragma once

#include "core/result.h"

#include <QString>

namespace f27 {

// PRAGMA application_id of a finnish27 history ("F27H"): a file without it and with tables of
// its own is not a history.
inline constexpr int kHistoryApplicationId = 0x46323748;

// Applies migrations from+1 .. to on the open connection `connection`, each in its own
// transaction that also sets user_version. Tests build every earlier version with it.
Status migrateHistory(const QString& connection, int from, int to);

} // namespace f27
