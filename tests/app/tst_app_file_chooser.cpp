// FileChooser (app/file_chooser.h), the app's open and save dialogs: a save dialog starts in the
// folder last used with the suggested name filled in and the chosen type's suffix added to a
// bare name; an open dialog asks for an existing file; the choice reaches the callback as a
// file:// URL and becomes the next dialog's folder; one dialog at a time. Qt's widget dialog
// stands in for the desktop's (offscreen has none), as on a desktop without a platform theme.
#include "file_chooser.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QJSEngine>
#include <QSettings>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

class TstAppFileChooser : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QJSEngine js_;

    // A callback that stores what it is given in the global `chosen`.
    QJSValue recorder() {
        js_.globalObject().setProperty("chosen", QJSValue());
        return js_.evaluate("(function (file) { chosen = file })");
    }
    QString chosen() { return js_.globalObject().property("chosen").toString(); }
    static QFileDialog* onlyDialog() {
        QFileDialog* found = nullptr;
        int n = 0;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<QFileDialog*>(w); d && d->isVisible()) {
                found = d;
                ++n;
            }
        return n == 1 ? found : nullptr;
    }

private slots:
    // No dialog left over from a failed case.
    void cleanup() {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<QFileDialog*>(w)) d->close();
        QTest::qWait(10);
    }

    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QVERIFY(dir_.isValid());
        QSettings().setValue("dialogs/folder", dir_.path());
    }

    void saveSuggestsANameInTheLastFolder() {
        FileChooser chooser;
        chooser.save("Save the hand history", "finnish27-hands.zip",
                     {"Hand-history archives (*.zip)", "CSV files (*.csv)"}, recorder());
        QFileDialog* d = onlyDialog();
        QVERIFY(d);
        QVERIFY(chooser.busy());
        QCOMPARE(d->acceptMode(), QFileDialog::AcceptSave);
        QCOMPARE(d->windowTitle(), QString("Save the hand history"));
        QCOMPARE(d->directory().absolutePath(), QDir(dir_.path()).absolutePath());
        QCOMPARE(d->selectedFiles().value(0), QDir(dir_.path()).filePath("finnish27-hands.zip"));
        QCOMPARE(d->defaultSuffix(), QString("zip"));
        // Choosing the CSV type makes a bare name a .csv.
        auto* types = d->findChild<QComboBox*>("fileTypeCombo");
        QVERIFY(types);
        types->setCurrentIndex(1);
        emit types->textActivated(types->itemText(1)); // as a click on the list does
        QCOMPARE(d->defaultSuffix(), QString("csv"));
        QTRY_VERIFY(d->isVisible());
        d->selectFile(QDir(dir_.path()).filePath("mine"));
        static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, as its button does
        QCOMPARE(chosen(), QUrl::fromLocalFile(QDir(dir_.path()).filePath("mine.csv")).toString());
        QTRY_VERIFY(!chooser.busy());
    }

    // The folder a file was chosen in is where the next dialog starts; a whole path suggested
    // starts in its own folder.
    void theChosenFolderIsRemembered() {
        QTemporaryDir other;
        QVERIFY(QDir(other.path()).mkdir("sub"));
        const QString sub = QDir(other.path()).filePath("sub");
        FileChooser chooser;
        chooser.save("Save the chart", QDir(sub).filePath("chart.pdf"), {"PDF (*.pdf)"},
                     recorder());
        QFileDialog* d = onlyDialog();
        QVERIFY(d);
        QCOMPARE(d->directory().absolutePath(), QDir(sub).absolutePath());
        static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, as its button does
        QCOMPARE(chosen(), QUrl::fromLocalFile(QDir(sub).filePath("chart.pdf")).toString());
        QCOMPARE(FileChooser::startFolder(), QDir(sub).absolutePath());
        QSettings().setValue("dialogs/folder", dir_.path());
    }

    void openAsksForAnExistingFile() {
        QFile existing(QDir(dir_.path()).filePath("rules.json"));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("{}");
        existing.close();
        FileChooser chooser;
        chooser.open("Open a rule file", {"Rule files (*.json)", "All files (*)"}, recorder(),
                     QUrl::fromLocalFile(dir_.path()).toString());
        QFileDialog* d = onlyDialog();
        QVERIFY(d);
        QCOMPARE(d->acceptMode(), QFileDialog::AcceptOpen);
        QCOMPARE(d->fileMode(), QFileDialog::ExistingFile);
        QCOMPARE(d->directory().absolutePath(), QDir(dir_.path()).absolutePath());
        d->selectFile(existing.fileName());
        static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, as its button does
        QCOMPARE(chosen(), QUrl::fromLocalFile(existing.fileName()).toString());
    }

    // A cancelled dialog calls nothing; a second request while one is open opens no other.
    void oneDialogAtATimeAndCancelChoosesNothing() {
        FileChooser chooser;
        chooser.save("First", "a.csv", {"CSV files (*.csv)"}, recorder());
        chooser.save("Second", "b.csv", {"CSV files (*.csv)"}, recorder());
        QFileDialog* d = onlyDialog();
        QVERIFY(d);
        QCOMPARE(d->windowTitle(), QString("First"));
        d->reject();
        QVERIFY(js_.globalObject().property("chosen").isUndefined());
        QTRY_VERIFY(!chooser.busy());
    }

    void suffixOfTheFirstPattern() {
        QCOMPARE(FileChooser::suffixOf({"Session archives (*.zip *.ZIP)", "CSV (*.csv)"}),
                 QString("zip"));
        QCOMPARE(FileChooser::suffixOf({"All files (*)"}), QString());
        QCOMPARE(FileChooser::suffixOf({}), QString());
    }
};

QTEST_MAIN(TstAppFileChooser)
#include "tst_app_file_chooser.moc"
