#include "cli_io.h"

#include <QCoreApplication>

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
