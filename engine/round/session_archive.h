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
// Inflated sizes: hands.jsonl at most kMaxArchiveEntryBytes, shoes.json and stats.csv at most
// kMaxArchiveShoesBytes, manifest.json at most kMaxArchiveManifestBytes.
inline constexpr qint64 kMaxArchiveEntryBytes = 64ll * 1024 * 1024;
inline constexpr qint64 kMaxArchiveShoesBytes = 16ll * 1024 * 1024;
inline constexpr qint64 kMaxArchiveManifestBytes = 64 * 1024;
// Lines of hands.jsonl (blank ones included) and shoes of shoes.json.
inline constexpr int kMaxArchiveRounds = 100000;
inline constexpr int kMaxArchiveShoes = 20000;

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
    // The player's seat (box) in each round, when the writer said (manifest "playerSeats");
    // empty: not said (the table seats the player in the middle box, seats / 2).
    std::vector<int> playerSeats;
};

// Writes a temporary file in the target's folder, syncs it to disk and renames it over the
// target: the target is the old archive or the new one, whole, even after a crash. The archive
// gets the permissions of a newly created file (0666 less the umask).
Status writeSessionArchive(const QString& path, const SessionArchive& archive);
// Every error starts with `path`.
Result<SessionArchive> readSessionArchive(const QString& path);

// What checking an archive found: every round replays to its log; every card of every round is
// the next card dealt from its shoe (the shoes in order, a reshuffle event moving to the next
// one, whose commitment it names, and revealing the key of the one before); every revealed
// shoe's key hashes to its commitment and produces its dealt cards as the top of its order. Only
// the last shoe may be still in play (its key secret): its rounds match its record of cards dealt
// but cannot be verified yet.
struct ArchiveCheck {
    int rounds = 0;
    int shoesVerified = 0;
    int shoesInPlay = 0;      // key not revealed yet: cannot be checked
    int roundsUnverified = 0; // rounds with a card from the shoe in play
    // Per round: the shoe (index in shoes) its last cards came from, and how many cards that
    // shoe had dealt before the round's first card from it.
    struct Place {
        int shoe = -1;
        int offset = 0;
    };
    std::vector<Place> places;
};
Result<ArchiveCheck> checkSessionArchive(const SessionArchive& archive);

} // namespace f27
