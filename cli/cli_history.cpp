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
    return store;
}

} // namespace f27::cli
