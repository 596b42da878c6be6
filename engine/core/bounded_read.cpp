#include "core/bounded_read.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace f27 {

namespace {
constexpr qint64 kChunk = 64 * 1024;

std::string systemError(int code) {
    return std::strerror(code);
}
} // namespace

std::string byteSizeText(qint64 bytes) {
    if (bytes >= (1 << 20) && bytes % (1 << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= (1 << 10) && bytes % (1 << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

Result<BoundedFile> BoundedFile::open(const QString& path, std::string what,
                                      std::chrono::milliseconds idleTimeout) {
    const std::string where = path.toStdString();
    if (path.isEmpty()) return fail("no file named (an empty path)");
    // Qt resources (":/rules/...") are compiled in: read them through QFile, still bounded.
    if (path.startsWith(QLatin1Char(':'))) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return fail(where + ": cannot be read (" + f.errorString().toStdString() + ")");
        BoundedFile b(-1, path, std::move(what), true, idleTimeout);
        b.buffer_ = f.read(f.size() < 0 ? 0 : f.size());
        b.atEnd_ = true;
        return b;
    }
    // O_NONBLOCK: opening a FIFO does not wait for a writer; reads then wait through poll().
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return fail(where + ": cannot be read (" + systemError(errno) + ")");
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int code = errno;
        ::close(fd);
        return fail(where + ": cannot be read (" + systemError(code) + ")");
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return fail(where + ": is a directory, not " + what);
    }
    const bool regular = S_ISREG(st.st_mode);
    if (regular) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return BoundedFile(fd, path, std::move(what), regular, idleTimeout);
}

BoundedFile::BoundedFile(int fd, QString path, std::string what, bool regular,
                         std::chrono::milliseconds idleTimeout)
    : fd_(fd), path_(std::move(path)), what_(std::move(what)), regular_(regular),
      idleTimeout_(idleTimeout) {}

BoundedFile::BoundedFile(BoundedFile&& o) noexcept
    : fd_(o.fd_), path_(std::move(o.path_)), what_(std::move(o.what_)), regular_(o.regular_),
      idleTimeout_(o.idleTimeout_), buffer_(std::move(o.buffer_)), atEnd_(o.atEnd_),
      lines_(o.lines_), consumed_(o.consumed_) {
    o.fd_ = -1;
}

BoundedFile& BoundedFile::operator=(BoundedFile&& o) noexcept {
    if (this != &o) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = o.fd_;
        o.fd_ = -1;
        path_ = std::move(o.path_);
        what_ = std::move(o.what_);
        regular_ = o.regular_;
        idleTimeout_ = o.idleTimeout_;
        buffer_ = std::move(o.buffer_);
        atEnd_ = o.atEnd_;
        lines_ = o.lines_;
        consumed_ = o.consumed_;
    }
    return *this;
}

BoundedFile::~BoundedFile() {
    if (fd_ >= 0) ::close(fd_);
}

std::string BoundedFile::where() const {
    return path_.toStdString();
}

Result<qint64> BoundedFile::fill(qint64 want) {
    if (atEnd_ || fd_ < 0) {
        atEnd_ = true;
        return qint64{0};
    }
    const qint64 old = buffer_.size();
    buffer_.resize(old + want);
    for (;;) {
        if (!regular_) {
            // A pipe, FIFO, terminal or device: wait for data, but not forever.
            pollfd p{fd_, POLLIN, 0};
            const int ready = ::poll(&p, 1, static_cast<int>(idleTimeout_.count()));
            if (ready < 0 && errno == EINTR) continue;
            if (ready == 0) {
                buffer_.resize(old);
                return fail(where() + ": no data came for " +
                            std::to_string(idleTimeout_.count() / 1000) +
                            " seconds; reading stopped");
            }
        }
        const ssize_t n = ::read(fd_, buffer_.data() + old, static_cast<size_t>(want));
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n < 0) {
            const int code = errno;
            buffer_.resize(old);
            return fail(where() + ": cannot be read (" + systemError(code) + ")");
        }
        buffer_.resize(old + n);
        if (n == 0) atEnd_ = true;
        return qint64{n};
    }
}

Result<QByteArray> BoundedFile::readAll(qint64 maxBytes) {
    while (!atEnd_ && buffer_.size() <= maxBytes) {
        auto n = fill(std::min(kChunk, maxBytes + 1 - buffer_.size()));
        if (!n) return fail(n.error());
    }
    if (buffer_.size() > maxBytes)
        return fail(where() + ": is larger than " + byteSizeText(maxBytes) + ", too large for " +
                    what_);
    consumed_ += buffer_.size();
    return std::exchange(buffer_, QByteArray());
}

Result<QByteArray> BoundedFile::peek(qint64 n) {
    while (!atEnd_ && buffer_.size() < n) {
        auto got = fill(n - buffer_.size());
        if (!got) return fail(got.error());
    }
    return buffer_.left(n);
}

Result<std::optional<QByteArray>> BoundedFile::readLine(qint64 maxLineBytes) {
    qsizetype searched = 0;
    for (;;) {
        const qsizetype nl = buffer_.indexOf('\n', searched);
        if (nl >= 0 && nl <= maxLineBytes) {
            QByteArray line = buffer_.left(nl);
            buffer_.remove(0, nl + 1);
            consumed_ += nl + 1;
            ++lines_;
            if (line.endsWith('\r')) line.chop(1);
            return std::optional<QByteArray>(std::move(line));
        }
        if (nl > maxLineBytes || (nl < 0 && buffer_.size() > maxLineBytes))
            return fail(where() + ": line " + std::to_string(lines_ + 1) + " is longer than " +
                        byteSizeText(maxLineBytes) + ", too long for " + what_);
        if (atEnd_) {
            if (buffer_.isEmpty()) return std::optional<QByteArray>();
            QByteArray line = std::exchange(buffer_, QByteArray());
            consumed_ += line.size();
            ++lines_;
            if (line.endsWith('\r')) line.chop(1);
            return std::optional<QByteArray>(std::move(line));
        }
        searched = buffer_.size();
        auto n = fill(kChunk);
        if (!n) return fail(n.error());
    }
}

Result<QByteArray> readFileBounded(const QString& path, qint64 maxBytes, const std::string& what,
                                   std::chrono::milliseconds idleTimeout) {
    auto file = BoundedFile::open(path, what, idleTimeout);
    if (!file) return fail(file.error());
    return file.value().readAll(maxBytes);
}

} // namespace f27
