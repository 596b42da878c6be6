#include "cli_io.h"

#include <QCoreApplication>

#include <cmath>
#include <iostream>

#include <string>
#include <unistd.h>

namespace f27::cli {

QString tr(const char* text) {
    return QCoreApplication::translate("f27::cli", text);
}

void out(const QString& line) {
    std::cout << line.toStdString() << '\n' << std::flush;
}
void err(const QString& line) {
    std::cerr << line.toStdString() << '\n' << std::flush;
}

std::optional<QString> ask(const QString& prompt) {
    std::cout << prompt.toStdString() << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        std::cout << '\n';
        return std::nullopt;
    }
    // A scripted session echoes its answers so that the transcript reads like a terminal.
    static const bool interactive = isatty(STDIN_FILENO);
    if (!interactive) std::cout << line << '\n';
    return QString::fromStdString(line).trimmed();
}

std::optional<QString> readLine() {
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return QString::fromStdString(line).trimmed();
}

std::optional<qint64> intOption(const QCommandLineParser& parser, const QString& command,
                                const QString& name, qint64 lo, qint64 hi) {
    const QString text = parser.value(name);
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (ok && v >= lo && v <= hi) return v;
    err(tr("%1: --%2 must be a whole number from %3 to %4 (got \"%5\").")
            .arg(command, name)
            .arg(lo)
            .arg(hi)
            .arg(text));
    return std::nullopt;
}

std::optional<quint64> seedOption(const QCommandLineParser& parser, const QString& command,
                                  const QString& name) {
    const QString text = parser.value(name);
    bool ok = false;
    const quint64 v = text.trimmed().toULongLong(&ok);
    if (ok && !text.trimmed().startsWith('-')) return v;
    err(tr("%1: --%2 must be a whole number from 0 to 18446744073709551615 (got \"%3\").")
            .arg(command, name, text));
    return std::nullopt;
}

std::optional<double> numberOption(const QCommandLineParser& parser, const QString& command,
                                   const QString& name, double lo, double hi) {
    const QString text = parser.value(name);
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (ok && std::isfinite(v) && v >= lo && v <= hi) return v;
    err(tr("%1: --%2 must be a number from %3 to %4 (got \"%5\").")
            .arg(command, name, QString::number(lo, 'g', 12), QString::number(hi, 'g', 12), text));
    return std::nullopt;
}

bool parseOrExplain(QCommandLineParser& parser, const QString& command, const QStringList& args) {
    parser.addHelpOption();
    if (!parser.parse(QStringList{"finnish27-cli " + command} + args)) {
        err(parser.errorText());
        err(parser.helpText());
        return false;
    }
    if (parser.isSet("help")) {
        out(parser.helpText());
        return false;
    }
    return true;
}

} // namespace f27::cli
