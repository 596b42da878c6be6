// The player's and the trainee's history for the application: one SQLite history
// (engine/store/history_store.h) opened at start, shared by the table (history_recorder.h), the
// dealer school's progress, the history and progress panels, and the settings (delete, export,
// import). The store's connection belongs to the GUI thread: every call is made from it.
//
// Invariants:
// - No history open (tests that construct the table bare, a file that cannot be opened): every
//   user of it does nothing and says so where it matters (available is false).
// - changed() follows every write, so that the panels read again (revision counts them).
#pragma once

#include "store/history_store.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QJSEngine;
class QQmlEngine;

class History : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool available READ available NOTIFY openedChanged)
    Q_PROPERTY(QString path READ path NOTIFY openedChanged)
    // What the start found to tell the user (translated): a damaged file set aside, rounds left
    // in play by a program that stopped and settled now, the old training file imported, or the
    // history that could not be opened. "" when nothing.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    Q_PROPERTY(int revision READ revision NOTIFY changed)

public:
    // No default: QML takes the application's instance (create), never a new one.
    explicit History(QObject* parent);
    ~History() override;

    // The application's history (main.cpp opens it; QML's History singleton).
    static History* instance();
    static History* create(QQmlEngine*, QJSEngine*);

    // Opens the history at `path`, settles what a stopped program left in play and, when
    // `legacyTraining` names an existing file, imports that training record once. False when the
    // file cannot be opened (notice says why; the history is then unavailable).
    bool open(const QString& path, const QString& legacyTraining = {});
    void close();
    bool available() const { return store_ != nullptr; }
    QString path() const;
    QString notice() const { return notice_; }
    int revision() const { return revision_; }
    f27::HistoryStore* store() const { return store_.get(); }

    Q_INVOKABLE void dismissNotice();
    // Deletes every round, answer and exam (the round and shoes in play stay). False: notice.
    Q_INVOKABLE bool deleteAll();
    // Imports a session archive (local path or file:// URL); the result in words.
    Q_INVOKABLE QString importArchive(const QString& pathOrFileUrl);
    // A write happened (the recorder, the school, an import): the panels read again.
    void touch();

    // Money as the panels show it: the locale's decimal number with two decimals ("−12.50";
    // signed adds "+" to gains).
    static QString money(const f27::Money& m, bool withSign = false);
    static QString money(double v, bool withSign = false);
    static QString localPath(const QString& pathOrFileUrl);

signals:
    void openedChanged();
    void noticeChanged();
    void changed();
    // Rounds or answers were removed or added from outside (deleted, imported): what is kept
    // in memory from the history is read again.
    void reset();

private:
    void setNotice(const QString& text);

    std::unique_ptr<f27::HistoryStore> store_;
    QString notice_;
    int revision_ = 0;
};
