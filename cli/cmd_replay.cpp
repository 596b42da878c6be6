// `replay`: read a hand history (JSON Lines of rounds, as `play --log` writes) and replay
// every round from its inputs, checking that it reproduces the log exactly.
#include "cli_io.h"
#include "commands.h"

#include "round/describe.h"
#include "round/replay.h"
#include "round/round_log.h"
#include "round/session_archive.h"

#include <QFile>

namespace f27::cli {

namespace {
// A session archive exported by the table: replay every round and check every revealed shoe.
int replayArchive(const QString& path, bool print) {
    auto archive = readSessionArchive(path);
    if (!archive) {
        err(tr("%1: %2").arg(path, QString::fromStdString(archive.error())));
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
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(tr("%1: cannot be read: %2").arg(path, f.errorString()));
        return 2;
    }
    const QByteArray bytes = f.readAll();
    if (bytes.startsWith("PK\x03\x04")) return replayArchive(path, p.isSet("print"));
    auto rounds = roundsFromJsonLines(bytes);
    if (!rounds) {
        err(tr("%1: %2").arg(path, QString::fromStdString(rounds.error())));
        return 2;
    }
    for (size_t i = 0; i < rounds->size(); ++i) {
        const RoundRecord& rec = (*rounds)[i];
        auto r = replayRound(rec.rules, rec.setup, rec.events);
        if (!r) {
            err(tr("%1: round %2: %3").arg(path).arg(i + 1).arg(QString::fromStdString(r.error())));
            return 1;
        }
        if (p.isSet("print")) {
            out(tr("— Round %1 —").arg(i + 1));
            for (const Event& e : rec.events)
                out(describeEvent(e, rec.rules, Viewer::Dealer));
        }
    }
    out(tr("%1 round(s) replayed exactly.").arg(rounds->size()));
    return 0;
}

} // namespace f27::cli
