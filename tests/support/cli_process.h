// Runs a command-line program as a test drives it: arguments, standard input, and the locale
// (the CLI speaks the user's language; tests read English unless they ask for another).
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace f27::test {

struct ProcessRun {
    int code = -1; // -1: did not start, or crashed
    QString out, err;
};

inline ProcessRun runProcess(const QString& program, const QStringList& args,
                             const QByteArray& input = {}, const QString& locale = "C.UTF-8") {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", locale);
    env.insert("LANG", locale);
    env.remove("LANGUAGE");
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted()) return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(300000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace f27::test
