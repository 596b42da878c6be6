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
// Reads one line, trimmed, with no prompt and no echo (for output that must stay a JSON
// document); nullopt at end of input.
std::optional<QString> readLine();
// Parses `args` (the subcommand's own, without the program name); on failure prints the
// error and the help and returns false.
bool parseOrExplain(QCommandLineParser& parser, const QString& command, const QStringList& args);
QString tr(const char* text);

// Every numeric option of every command is read through these. A value that is not a whole
// number (or, for numberOption, a finite number) from `lo` to `hi` is refused: the message names
// the command, the option and the value given, and nullopt is returned.
std::optional<qint64> intOption(const QCommandLineParser& parser, const QString& command,
                                const QString& name, qint64 lo, qint64 hi);
// A seed: any whole number from 0 to 2^64 - 1.
std::optional<quint64> seedOption(const QCommandLineParser& parser, const QString& command,
                                  const QString& name);
std::optional<double> numberOption(const QCommandLineParser& parser, const QString& command,
                                   const QString& name, double lo, double hi);

} // namespace f27::cli
