// Session archives (engine/round/session_archive.h: a zip of the manifest, the hand history and
// the shoes) from any bytes, checked as finnish27-cli replay FILE.zip does. An input is the zip
// file itself, or, when it starts with "E", its entries as "name\0content\0name\0content..."
// zipped by the target (so that the fuzzer changes what the entries hold without breaking
// their checksums). Properties:
//  - reading and checking never crash, whatever the file;
//  - an accepted archive written again and read back holds the same rounds, shoes and
//    statistics;
//  - a check that passes counts every round, and every shoe as verified or still in play.
#include "fuzz_check.h"

#include "round/session_archive.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <unistd.h>

using namespace f27;

namespace {

// The archive is read from a file: one per process, in $TMPDIR when set (tools/fuzz.sh sets
// it to its working folder, which a crash's leftover leaves with), else in memory where the
// system has it.
QString scratch(const char* name) {
    const QString dir = qEnvironmentVariableIsSet("TMPDIR") || !QDir("/dev/shm").exists()
                            ? QDir::tempPath()
                            : QString("/dev/shm");
    return dir + QString("/f27-fuzz-%1-%2").arg(getpid()).arg(name);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "cannot write %s",
               qPrintable(path));
    FUZZ_CHECK(f.write(bytes) == bytes.size());
}

// A zip holding the entries "name\0content\0..." of `spec`.
void writeZip(const QString& path, const QByteArray& spec) {
    const QList<QByteArray> parts = spec.split('\0');
    QuaZip zip(path);
    FUZZ_CHECK(zip.open(QuaZip::mdCreate), "cannot create %s", qPrintable(path));
    for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
        QuaZipFile file(&zip);
        FUZZ_CHECK(file.open(QIODevice::WriteOnly, QuaZipNewInfo(QString::fromUtf8(parts[i]))));
        FUZZ_CHECK(file.write(parts[i + 1]) == parts[i + 1].size());
        file.close();
    }
    zip.close();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const QString input = scratch("in.zip");
    static const QString output = scratch("out.zip");
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    if (bytes.startsWith('E'))
        writeZip(input, bytes.mid(1));
    else
        writeFile(input, bytes);
    const Result<SessionArchive> archive = readSessionArchive(input);
    QFile::remove(input);
    if (!archive) return 0;

    const Result<ArchiveCheck> check = checkSessionArchive(*archive);
    if (check) {
        FUZZ_CHECK(check->rounds == static_cast<int>(archive->hands.size()));
        FUZZ_CHECK(check->shoesVerified + check->shoesInPlay ==
                   static_cast<int>(archive->shoes.size()));
    }

    const Status written = writeSessionArchive(output, *archive);
    FUZZ_CHECK(written.ok(), "%s", written ? "" : written.error().c_str());
    const Result<SessionArchive> again = readSessionArchive(output);
    QFile::remove(output);
    FUZZ_CHECK(again.ok(), "the written archive is refused: %s",
               again ? "" : again.error().c_str());
    FUZZ_CHECK(again->hands == archive->hands, "written and read again, the rounds differ");
    FUZZ_CHECK(again->shoes == archive->shoes, "written and read again, the shoes differ");
    FUZZ_CHECK(again->statsCsv == archive->statsCsv, "written and read again, the CSV differs");
    return 0;
}
