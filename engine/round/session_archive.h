// A session's hand history as one zip archive (QuaZip): every round's log, every shoe with its
// commitment, its revealed key and the cards dealt from it, and the session statistics. Anyone
// can replay every round and check every finished shoe against its commitment (P-3) from the
// archive alone (`finnish27-cli replay FILE.zip`).
//
// Format "finnish27-session", version 1 (docs/engine.md, "Session archives"): the entries
//   manifest.json  {"format": "finnish27-session", "version": 1, "rounds": n, "shoes": m}
//   hands.jsonl    one round per line (engine/round/round_log.h)
//   shoes.json     [{"commitment", "key" (absent while the shoe is in play), "decks",
//                    "jokersPerDeck", "removedRanks", "cutCard", "dealt": ["AS", …]}]
//   stats.csv      optional, the statistics panel's export
// Reading treats the file as hostile: only these entry names, at most kMaxArchiveEntries
// entries, each at most kMaxArchiveEntryBytes once inflated (counted while inflating, never
// trusted from the header), and every JSON field checked; an error names the entry and what is
// wrong. Writing goes to a temporary file that replaces the target only when complete, so a
// failed export never damages a file already saved.
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
