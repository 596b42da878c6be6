#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>

namespace {
std::unique_ptr<QTranslator> ours, qts;
}

namespace {
// Numbers and money follow the language: the desktop's own conventions when it speaks that
// language (en_GB stays en_GB), else the language's usual ones (fi_FI, en_US).
void useLocaleOf(const QString& code) {
    const QLocale system = QLocale::system();
    const QLocale language(code);
    QLocale::setDefault(system.language() == language.language() ? system : language);
}
} // namespace

bool Language::install(const QString& code) {
    if (!installTranslators(code)) return false;
    useLocaleOf(code);
    return true;
}

bool Language::installTranslators(const QString& code) {
    for (auto* t : {ours.get(), qts.get()})
        if (t) QCoreApplication::removeTranslator(t);
    ours.reset();
    qts.reset();
    auto mine = std::make_unique<QTranslator>();
    if (code == "en") { // the source language: its file holds only the plural forms of "%n"
        if (mine->load(":/i18n/finnish27_en.qm")) {
            QCoreApplication::installTranslator(mine.get());
            ours = std::move(mine);
        }
        return true;
    }
    if (!mine->load(":/i18n/finnish27_" + code + ".qm")) return false;
    QCoreApplication::installTranslator(mine.get());
    ours = std::move(mine);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load("qt_" + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qts = std::move(qt);
    }
    return true;
}

void Language::setCode(const QString& code) {
    if (code == code_) return;
    if (!install(code)) return;
    code_ = code;
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    emit codeChanged();
}
