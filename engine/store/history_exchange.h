// The history in and out: a selection as the session archive (the interchange format, checked
// as `replay` checks it) or as CSV, and an archive imported (checked first, duplicates
// recognised). Formats: docs/history.md, "Export and import".
#pragma once

#include "round/session_archive.h"
#include "store/history_store.h"

namespace f27 {

struct ExportSummary {
    int rounds = 0;
    int shoes = 0;
    int selected = 0; // rounds the filter chose (the archive holds their whole sessions)
};

// The archive of every session with a round the filter chooses: a session's shoes are checked
// card by card from their first card, so its rounds go together. The archive is checked
// (checkSessionArchive) before it is written; nothing is written when it does not pass.
Result<SessionArchive> historyArchive(HistoryStore& store, const RoundFilter& filter,
                                      ExportSummary* summary = nullptr);
Result<ExportSummary> exportHistoryArchive(HistoryStore& store, const RoundFilter& filter,
                                           const QString& path);

// The chosen rounds as CSV: a header, then per round its id, time (UTC, ISO 8601), game, rule
// set id and name, wager, net, bankroll after, decisions, mistakes, EV lost and whether it was
// settled after an interruption. Money is exact ("7.5", or "1/3" when no decimal is). RFC 4180
// quoting, CRLF line ends; the column names are data, not translated.
QByteArray historyCsv(HistoryStore& store, const RoundFilter& filter);
Status exportHistoryCsv(HistoryStore& store, const RoundFilter& filter, const QString& path);

struct ImportSummary {
    int rounds = 0;     // new rounds added
    int duplicates = 0; // rounds the history held already
    int shoes = 0;
    ArchiveCheck check;
};

// Reads and checks the archive (readSessionArchive, checkSessionArchive); only then adds its
// rounds to the history in one transaction, as a session of the front end "import".
Result<ImportSummary> importHistoryArchive(HistoryStore& store, const QString& path);

} // namespace f27
