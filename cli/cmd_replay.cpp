// `replay`: read a hand history (JSON Lines of rounds, as `play --log` writes) and replay
// every round from its inputs, checking that it reproduces the log exactly.
#include "cli_io.h"
#include "commands.h"

#include "core/bounded_read.h"
#include "round/describe.h"
#include "round/replay.h"
#include "round/round_log.h"
#include "round/session_archive.h"

namespace f27::cli {

namespace {
// A session archive exported by the table: replay every round, match its cards with its shoe
// and check every revealed shoe.
int replayArchive(const QString& path, bool print) {
    auto archive = readSessionArchive(path);
    if (!archive) {
        err(QString::fromStdString(archive.error()));
        return 2;
    }
    if (print) {
        int n = 0;
        for (const QByteArray& line : archive->hands) {
            auto rec = roundFromJson(line);
            if (!rec) break; // reported by the check below
            out(tr("— Round %1 —").arg(++n));
            for (const Event& e : rec->events)
                out(describeEvent(e, rec->rules, Viewer::Dealer));
        }
    }
    auto check = checkSessionArchive(*archive);
    if (!check) {
        err(tr("%1: %2").arg(path, QString::fromStdString(check.error())));
        return 1;
    }
    out(tr("%1 round(s) replayed exactly.").arg(check->rounds));
    out(tr("%1 shoe(s) verified against their commitments (P-3); %2 still in play (key not "
           "revealed).")
            .arg(check->shoesVerified)
            .arg(check->shoesInPlay));
    if (check->roundsUnverified > 0)
        out(tr("%1 round(s) dealt from the shoe still in play match its cards, but cannot be "
               "verified until its key is revealed.")
                .arg(check->roundsUnverified));
    else
        out(tr("Every card of every round is verified against its shoe."));
    return 0;
}
} // namespace

int runReplay(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Replay a hand history and check it against its log."));
    p.addPositionalArgument("file",
                            tr("A hand history written by 'play --log', or a session archive "
                               "(.zip) exported by the table."),
                            "FILE");
    p.addOption({"print", tr("Print every event, hole cards included.")});
    if (!parseOrExplain(p, "replay", args)) return p.isSet("help") ? 0 : 2;
    if (p.positionalArguments().size() != 1) {
        err(tr("replay: give exactly one hand-history file."));
        return 2;
    }
    const QString path = p.positionalArguments().first();
    auto file = BoundedFile::open(path, "a hand history");
    if (!file) {
        err(QString::fromStdString(file.error()));
        return 2;
    }
    auto magic = file.value().peek(4);
    if (!magic) {
        err(QString::fromStdString(magic.error()));
        return 2;
    }
    if (*magic == QByteArray("PK\x03\x04")) return replayArchive(path, p.isSet("print"));
    // A hand history is read, checked and replayed a line at a time: its length costs time,
    // never memory.
    int rounds = 0;
    for (;;) {
        auto line = file.value().readLine(kMaxRoundLineBytes);
        if (!line) {
            err(QString::fromStdString(line.error()));
            return 2;
        }
        if (!*line) break;
        const qint64 lineNo = file->lineNumber();
        if (lineNo > kMaxHandHistoryLines) {
            err(tr("%1: more than %2 lines; replay reads hand histories of at most %2 lines.")
                    .arg(path)
                    .arg(kMaxHandHistoryLines));
            return 2;
        }
        if ((*line)->trimmed().isEmpty()) continue;
        auto rec = roundFromJson(**line);
        if (!rec) {
            err(tr("%1: line %2: %3")
                    .arg(path)
                    .arg(lineNo)
                    .arg(QString::fromStdString(rec.error())));
            return 2;
        }
        ++rounds;
        auto r = replayRound(rec->rules, rec->setup, rec->events);
        if (!r) {
            err(tr("%1: round %2 (line %3): %4")
                    .arg(path)
                    .arg(rounds)
                    .arg(lineNo)
                    .arg(QString::fromStdString(r.error())));
            return 1;
        }
        if (p.isSet("print")) {
            out(tr("— Round %1 —").arg(rounds));
            for (const Event& e : rec->events)
                out(describeEvent(e, rec->rules, Viewer::Dealer));
        }
    }
    out(tr("%1 round(s) replayed exactly.").arg(rounds));
    return 0;
}

} // namespace f27::cli
