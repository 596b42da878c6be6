#include "history.h"

#include "store/history_exchange.h"

#include <QFileInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QUrl>

#include <cmath>

using namespace f27;

History::History(QObject* parent) : QObject(parent) {}

History::~History() = default;

History* History::instance() {
    static History* the = new History(nullptr); // lives as long as the process (QML holds it too)
    return the;
}

History* History::create(QQmlEngine*, QJSEngine*) {
    History* h = instance();
    QQmlEngine::setObjectOwnership(h, QQmlEngine::CppOwnership);
    return h;
}

QString History::path() const {
    return store_ ? store_->path() : QString();
}

bool History::open(const QString& path, const QString& legacyTraining) {
    close();
    auto opened = HistoryStore::open(path);
    if (!opened) {
        setNotice(tr("The history could not be opened, so rounds and answers are not kept: %1")
                      .arg(QString::fromStdString(opened.error())));
        emit openedChanged();
        return false;
    }
    store_ = std::move(opened).value();
    QStringList said;
    const QString setAside = store_->notice(); // a damaged file moved aside
    if (!setAside.isEmpty()) said << setAside;
    const HistoryStore::Recovery r = store_->recoverInterrupted();
    if (r.roundsSettled > 0)
        said << tr("%n round(s) left in play when the program stopped were settled by the rules "
                   "and kept in the history.",
                   nullptr, r.roundsSettled);
    for (const FinishedShoe& shoe : r.shoesFinished)
        said << tr("The shoe with commitment %1 was finished when that table was left; its key "
                   "is revealed: %2")
                    .arg(QString::fromStdString(shoe.commitment), QString::fromStdString(shoe.key));
    for (const std::string& p : r.problems)
        said << tr("A round left in play could not be settled: %1").arg(QString::fromStdString(p));
    if (!legacyTraining.isEmpty() && QFileInfo::exists(legacyTraining)) {
        auto imported = store_->importTrainingFile(legacyTraining);
        if (!imported)
            said << tr("Your dealer school progress could not be imported: %1")
                        .arg(QString::fromStdString(imported.error()));
        else if (*imported)
            said << (store_->notice() != setAside && !store_->notice().isEmpty()
                         ? store_->notice()
                         : tr("Your dealer school progress was imported into the history."));
    }
    setNotice(said.join(QLatin1Char('\n')));
    emit openedChanged();
    touch();
    return true;
}

void History::close() {
    if (!store_) return;
    store_.reset();
    emit openedChanged();
    touch();
}

void History::setNotice(const QString& text) {
    if (text == notice_) return;
    notice_ = text;
    emit noticeChanged();
}

void History::dismissNotice() {
    setNotice(QString());
}

void History::touch() {
    ++revision_;
    emit changed();
}

bool History::deleteAll() {
    if (!store_) return false;
    const Status s = store_->deleteAll();
    if (!s)
        setNotice(
            tr("The history could not be deleted: %1").arg(QString::fromStdString(s.error())));
    touch();
    emit reset();
    return s.ok();
}

QString History::importArchive(const QString& pathOrFileUrl) {
    if (!store_) return tr("No history is open.");
    auto r = importHistoryArchive(*store_, localPath(pathOrFileUrl));
    if (!r) return tr("Not imported: %1").arg(QString::fromStdString(r.error()));
    touch();
    return tr("Imported %n new round(s)", nullptr, r->rounds) + QStringLiteral("; ") +
           tr("%n already in the history.", nullptr, r->duplicates);
}

QString History::localPath(const QString& pathOrFileUrl) {
    return pathOrFileUrl.startsWith(QLatin1String("file:")) ? QUrl(pathOrFileUrl).toLocalFile()
                                                            : pathOrFileUrl;
}

QString History::money(double v, bool withSign) {
    if (std::abs(v) < 0.005) v = 0; // no "−0.00"
    QString text = QLocale().toString(std::abs(v), 'f', 2);
    if (v < 0) return QStringLiteral("−") + text;
    if (withSign && v > 0) return QStringLiteral("+") + text;
    return text;
}

QString History::money(const Money& m, bool withSign) {
    return money(m.toDouble(), withSign);
}
