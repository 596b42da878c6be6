#include "cli_history.h"
#include "cli_io.h"

namespace f27::cli {

void addHistoryOptions(QCommandLineParser& p, bool recording) {
    p.addOption({"history",
                 tr("The history file (SQLite; default: the application's, %1).")
                     .arg(HistoryStore::defaultPath()),
                 "FILE"});
    if (recording) p.addOption({"no-history", tr("Record nothing in the history.")});
}

QString historyPath(const QCommandLineParser& p) {
    return p.isSet("history") ? p.value("history") : HistoryStore::defaultPath();
}

std::unique_ptr<HistoryStore> openHistory(const QCommandLineParser& p, const QString& command,
                                          bool recording, bool& failed) {
    failed = false;
    if (recording && p.isSet("no-history")) return nullptr;
    auto opened = HistoryStore::open(historyPath(p));
    if (!opened) {
        err(tr("%1: the history cannot be opened: %2")
                .arg(command, QString::fromStdString(opened.error())));
        failed = true;
        return nullptr;
    }
    std::unique_ptr<HistoryStore> store = std::move(opened).value();
    if (!store->notice().isEmpty()) err(tr("%1: %2").arg(command, store->notice()));
    // What a crash left (a session whose process is gone) is settled before anything is read
    // or recorded. Said on the error stream, so that --json output stays a document.
    const HistoryStore::Recovery rec = store->recoverInterrupted();
    if (rec.roundsSettled > 0)
        err(tr("%1: %2 round(s) left in play when the program stopped were settled by the rules "
               "(your hands still to play stood) and recorded.")
                .arg(command)
                .arg(rec.roundsSettled));
    for (const FinishedShoe& shoe : rec.shoesFinished)
        err(tr("%1: the shoe with commitment %2 was finished when the program stopped; its key "
               "is revealed (P-3): %3")
                .arg(command, QString::fromStdString(shoe.commitment),
                     QString::fromStdString(shoe.key)));
    for (const std::string& problem : rec.problems)
        err(tr("%1: a round left in play could not be settled: %2")
                .arg(command, QString::fromStdString(problem)));
    return store;
}

} // namespace f27::cli
