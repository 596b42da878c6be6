// Bounded reading (core/bounded_read.h): whatever a path names — a regular file, a device that
// never ends, a FIFO fed too much or never fed at all, a folder — the read costs at most its
// limit in memory, ends in bounded time and says what is wrong.
#include "core/bounded_read.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace f27;
using namespace std::chrono_literals;

namespace {
void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Writes `bytes` into the FIFO from another thread, ignoring a reader that leaves early.
std::thread feed(const QString& fifo, QByteArray bytes) {
    return std::thread([path = QFile::encodeName(fifo), bytes = std::move(bytes)] {
        const int fd = ::open(path.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) return;
        for (qsizetype done = 0; done < bytes.size();) {
            const ssize_t n = ::write(fd, bytes.constData() + done, bytes.size() - done);
            if (n <= 0) break;
            done += n;
        }
        ::close(fd);
    });
}
} // namespace

class TstBoundedRead : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        std::signal(SIGPIPE, SIG_IGN); // a FIFO's writer outlives the reader that refuses it
    }

    void regularFileWithinTheLimit() {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.txt");
        writeFile(path, "hello\n");
        auto r = readFileBounded(path, 6, "a note");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(*r, QByteArray("hello\n"));
        auto tooBig = readFileBounded(path, 5, "a note");
        QVERIFY(!tooBig.ok());
        QCOMPARE(QString::fromStdString(tooBig.error()),
                 path + ": is larger than 5 bytes, too large for a note");
    }

    // A device has size 0 but never ends: it is read up to the limit and refused.
    void deviceThatNeverEndsIsRefused() {
        QElapsedTimer clock;
        clock.start();
        auto r = readFileBounded("/dev/zero", 1 << 20, "a rule file");
        QVERIFY(!r.ok());
        QCOMPARE(r.error(),
                 std::string("/dev/zero: is larger than 1 MiB, too large for a rule file"));
        QVERIFY(clock.elapsed() < 5000);
        auto file = BoundedFile::open("/dev/zero", "a hand history");
        QVERIFY(file.ok());
        auto line = file.value().readLine(1024);
        QVERIFY(!line.ok());
        QCOMPARE(
            line.error(),
            std::string("/dev/zero: line 1 is longer than 1 KiB, too long for a hand history"));
    }

    void fifoWithTooMuchDataIsRefused() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        std::thread writer = feed(fifo, QByteArray(3 << 20, 'x'));
        auto r = readFileBounded(fifo, 1 << 20, "a rule file", 10s);
        writer.join();
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error()),
                 fifo + ": is larger than 1 MiB, too large for a rule file");
        // Within the limit a FIFO reads like a file, a line at a time.
        std::thread second = feed(fifo, "one\ntwo\r\nthree");
        auto file = BoundedFile::open(fifo, "a log", 10s);
        QVERIFY(file.ok());
        QStringList lines;
        for (;;) {
            auto line = file.value().readLine(100);
            QVERIFY2(line.ok(), line.ok() ? "" : line.error().c_str());
            if (!*line) break;
            lines << QString::fromUtf8(**line);
        }
        second.join();
        QCOMPARE(lines, (QStringList{"one", "two", "three"}));
        QCOMPARE(file->lineNumber(), 3);
    }

    // Nobody ever writes: the open does not wait for a writer, the read gives up after its idle
    // time.
    void silentFifoTimesOut() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        auto r = readFileBounded(fifo, 1024, "a rule file", 300ms);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).startsWith(fifo + ": no data came for"),
                 r.error().c_str());
        QVERIFY(clock.elapsed() < 5000);
    }

    void folderAndMissingFileAreNamed() {
        QTemporaryDir dir;
        auto folder = readFileBounded(dir.path(), 10, "a rule file");
        QVERIFY(!folder.ok());
        QCOMPARE(QString::fromStdString(folder.error()),
                 dir.path() + ": is a directory, not a rule file");
        auto missing = readFileBounded(dir.filePath("none"), 10, "a rule file");
        QVERIFY(!missing.ok());
        QCOMPARE(QString::fromStdString(missing.error()),
                 dir.filePath("none") + ": cannot be read (No such file or directory)");
    }

    void peekLeavesTheBytesToRead() {
        QTemporaryDir dir;
        const QString path = dir.filePath("a");
        writeFile(path, "PK\x03\x04rest");
        auto file = BoundedFile::open(path, "a file");
        QVERIFY(file.ok());
        QCOMPARE(*file.value().peek(4), QByteArray("PK\x03\x04"));
        QCOMPARE(*file.value().readAll(100), QByteArray("PK\x03\x04rest"));
    }
};

QTEST_GUILESS_MAIN(TstBoundedRead)
#include "tst_bounded_read.moc"
