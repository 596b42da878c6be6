// Reading files that may be hostile: every file the program reads goes through here, so that no
// input, whatever it is (a device such as /dev/zero, a pipe, a FIFO, a huge file), costs more
// memory than the reader's limit or waits forever for data.
#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <optional>
#include <string>

namespace f27 {

// How long a pipe, FIFO or terminal may stay silent before the read gives up; a regular file
// never waits.
inline constexpr std::chrono::milliseconds kReadIdleTimeout{30000};

// A file open for bounded reading: regular files, devices, pipes and FIFOs alike. Errors start
// with the path.
class BoundedFile {
public:
    // Opens `path` for reading without waiting for a FIFO's writer; `what` names the kind of file
    // in messages ("a rule file"). A folder is refused.
    static Result<BoundedFile> open(const QString& path, std::string what,
                                    std::chrono::milliseconds idleTimeout = kReadIdleTimeout);
    BoundedFile(BoundedFile&& other) noexcept;
    BoundedFile& operator=(BoundedFile&& other) noexcept;
    BoundedFile(const BoundedFile&) = delete;
    BoundedFile& operator=(const BoundedFile&) = delete;
    ~BoundedFile();

    // The rest of the file, at most `maxBytes`: a file with more is refused without reading
    // more than maxBytes + 1 bytes.
    Result<QByteArray> readAll(qint64 maxBytes);
    // The first `n` bytes still to be read (fewer at the end of the file), left to be read.
    Result<QByteArray> peek(qint64 n);
    // The next line without its '\n' (and '\r'), nullopt at the end of the file. A line longer
    // than `maxLineBytes` is refused, naming its number.
    Result<std::optional<QByteArray>> readLine(qint64 maxLineBytes);
    // Lines returned so far.
    qint64 lineNumber() const { return lines_; }
    // The bytes read so far.
    qint64 bytesRead() const { return consumed_; }

private:
    BoundedFile(int fd, QString path, std::string what, bool regular,
                std::chrono::milliseconds idleTimeout);
    // Appends up to `want` bytes to buffer_; 0 at the end of the file.
    Result<qint64> fill(qint64 want);
    std::string where() const;

    int fd_ = -1;
    QString path_;
    std::string what_;
    bool regular_ = false;
    std::chrono::milliseconds idleTimeout_;
    QByteArray buffer_; // read from the file, not yet returned
    bool atEnd_ = false;
    qint64 lines_ = 0;
    qint64 consumed_ = 0;
};

// The whole of `path`, at most `maxBytes` (see BoundedFile::readAll).
Result<QByteArray> readFileBounded(const QString& path, qint64 maxBytes, const std::string& what,
                                   std::chrono::milliseconds idleTimeout = kReadIdleTimeout);

// "1 MiB", "64 KiB", "512 bytes": a limit in words.
std::string byteSizeText(qint64 bytes);

} // namespace f27
