#include "file_chooser.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>
#include <QWindow>

namespace {
constexpr auto kFolderKey = "dialogs/folder";
}

FileChooser::FileChooser(QObject* parent) : QObject(parent) {}

QString FileChooser::startFolder() {
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileChooser::suffixOf(const QStringList& nameFilters) {
    if (nameFilters.isEmpty()) return {};
    static const QRegularExpression pattern(R"(\*\.([A-Za-z0-9]+))");
    const QRegularExpressionMatch m = pattern.match(nameFilters.first());
    return m.hasMatch() ? m.captured(1) : QString();
}

QString FileChooser::localPath(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

void FileChooser::save(const QString& title, const QString& suggested,
                       const QStringList& nameFilters, const QJSValue& onChosen) {
    const QString given = localPath(suggested);
    const QString file = given.isEmpty() || QFileInfo(given).isAbsolute()
                             ? given
                             : QDir(startFolder()).filePath(given);
    auto* d = new QFileDialog(nullptr, title,
                              file.isEmpty() ? startFolder() : QFileInfo(file).absolutePath());
    d->setAcceptMode(QFileDialog::AcceptSave);
    d->setFileMode(QFileDialog::AnyFile);
    d->setNameFilters(nameFilters);
    // A name typed without a suffix takes the chosen type's.
    d->setDefaultSuffix(suffixOf(nameFilters));
    connect(d, &QFileDialog::filterSelected, d,
            [d](const QString& filter) { d->setDefaultSuffix(suffixOf({filter})); });
    if (!file.isEmpty()) d->selectFile(file);
    show(d, onChosen);
}

void FileChooser::open(const QString& title, const QStringList& nameFilters,
                       const QJSValue& onChosen, const QString& folder) {
    const QString start = localPath(folder);
    auto* d = new QFileDialog(nullptr, title,
                              !start.isEmpty() && QFileInfo(start).isDir() ? start : startFolder());
    d->setAcceptMode(QFileDialog::AcceptOpen);
    d->setFileMode(QFileDialog::ExistingFile);
    d->setNameFilters(nameFilters);
    show(d, onChosen);
}

// One dialog at a time: a second request while one is open brings that one forward.
void FileChooser::show(QFileDialog* d, QJSValue onChosen) {
    if (dialog_) {
        delete d;
        dialog_->raise();
        dialog_->activateWindow();
        return;
    }
    dialog_ = d;
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowModality(Qt::ApplicationModal);
    // Above the application's window, as its child in the window manager's eyes.
    d->winId();
    if (QWindow* handle = d->windowHandle(); handle && QGuiApplication::focusWindow())
        handle->setTransientParent(QGuiApplication::focusWindow());
    connect(d, &QFileDialog::fileSelected, this, [onChosen](const QString& file) mutable {
        QSettings().setValue(kFolderKey, QFileInfo(file).absolutePath());
        if (onChosen.isCallable()) onChosen.call({QUrl::fromLocalFile(file).toString()});
    });
    connect(d, &QObject::destroyed, this, &FileChooser::busyChanged, Qt::QueuedConnection);
    d->open();
    emit busyChanged();
}
