// The history for the commands that record into it or read it: --history FILE (default: the
// application's history, HistoryStore::defaultPath()) and --no-history.
#pragma once

#include "store/history_store.h"

#include <QCommandLineParser>

#include <memory>

namespace f27::cli {

// Adds --history FILE, and --no-history when `recording` (a command that only reads needs a
// history).
void addHistoryOptions(QCommandLineParser& parser, bool recording);
// The path the options name.
QString historyPath(const QCommandLineParser& parser);

// Opens the history the options name (nullptr for --no-history), printing what opening had to
// say (a damaged file moved aside) and settling what a crash left in play (recoverInterrupted),
// with the keys of the shoes that finished. On failure prints "<command>: <why>" and sets
// `failed`.
std::unique_ptr<HistoryStore> openHistory(const QCommandLineParser& parser, const QString& command,
                                          bool recording, bool& failed);

} // namespace f27::cli
