// Terminal input and output for the CLI: UTF-8 lines on stdout/stderr, lines from stdin.
#pragma once

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace f27::cli {

void out(const QString& line);
void err(const QString& line);
// Prints `prompt` (no newline) and reads one line; nullopt at end of input.
std::optional<QString> ask(const QString& prompt);
// Parses `args` (the subcommand's own, without the program name); on failure prints the
// error and the help and returns false.
bool parseOrExplain(QCommandLineParser& parser, const QString& command, const QStringList& args);
QString tr(const char* text);

} // namespace f27::cli
