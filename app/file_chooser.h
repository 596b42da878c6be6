// The application's open and save dialogs (QML: FileChooser.save / FileChooser.open). The
// desktop's own dialog where the platform has one (GNOME's through its platform theme, or the
// XDG portal's); otherwise Qt's widget dialog — a real save dialog with the name field filled in
// and a Save button, never Qt Quick's fallback. Each dialog starts in the folder the last file
// was chosen in (kept in the settings), else the Documents folder, and a save dialog offers a
// suggested name there. The choice comes back as a file:// URL to the callback, which every
// C++ reader and writer of the app accepts; a cancelled dialog calls nothing.
#pragma once

#include <QFileDialog>
#include <QJSValue>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class FileChooser : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

public:
    explicit FileChooser(QObject* parent = nullptr);

    // `nameFilters` as Qt writes them ("Session archives (*.zip)"); the chosen filter's first
    // pattern gives the suffix a name typed without one receives. `suggested`: a name (put in
    // the start folder) or a whole path or file:// URL (its folder is then the start).
    Q_INVOKABLE void save(const QString& title, const QString& suggested,
                          const QStringList& nameFilters, const QJSValue& onChosen);
    // `folder`: where to start (a path or file:// URL), else startFolder().
    Q_INVOKABLE void open(const QString& title, const QStringList& nameFilters,
                          const QJSValue& onChosen, const QString& folder = {});

    bool busy() const { return !dialog_.isNull(); }
    // The dialog on screen (tests answer it), or null.
    QFileDialog* dialog() const { return dialog_; }

    // The folder a dialog starts in: the last one a file was chosen in, if it still exists,
    // else Documents (else home).
    static QString startFolder();
    // A path from a path or a file:// URL.
    static QString localPath(const QString& pathOrUrl);
    // The suffix of the first pattern of the first filter ("zip" for "… (*.zip *.ZIP)"), or "".
    static QString suffixOf(const QStringList& nameFilters);

signals:
    void busyChanged();

private:
    void show(QFileDialog* dialog, QJSValue onChosen);
    QPointer<QFileDialog> dialog_;
};
