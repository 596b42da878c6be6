// A session's hand history as one zip archive (QuaZip), read as hostile input and written
// atomically. The format and its checks: docs/engine.md, "Session archives".
#pragma once

#include "cards/shoe_spec.h"
#include "core/result.h"
#include "round/round_log.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace f27 {

inline constexpr int kSessionArchiveVersion = 1;
inline constexpr int kMaxArchiveEntries = 8;
inline constexpr qint64 kMaxArchiveEntryBytes = 64ll * 1024 * 1024;

struct ArchivedShoe {
    std::string commitment;
    std::optional<std::string> key; // revealed (P-3); absent while the shoe is still in play
    ShoeSpec spec;
    std::vector<Card> dealt; // in order, from the top of the shoe
    friend bool operator==(const ArchivedShoe&, const ArchivedShoe&) = default;
};

struct SessionArchive {
    std::vector<QByteArray> hands; // one round log per entry, JSON (roundToJsonLine)
    std::vector<ArchivedShoe> shoes;
    QByteArray statsCsv; // may be empty
};

Status writeSessionArchive(const QString& path, const SessionArchive& archive);
Result<SessionArchive> readSessionArchive(const QString& path);

// What checking an archive found: every round replays to its log, and every revealed shoe's key
// hashes to its commitment and produces the dealt cards as the top of its order.
struct ArchiveCheck {
    int rounds = 0;
    int shoesVerified = 0;
    int shoesInPlay = 0; // key not revealed yet: cannot be checked
};
Result<ArchiveCheck> checkSessionArchive(const SessionArchive& archive);

} // namespace f27
