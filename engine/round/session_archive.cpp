#include "round/session_archive.h"

#include "cards/fair_shuffle.h"
#include "round/replay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryFile>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <cmath>
#include <cstdio>
#include <map>

namespace f27 {

namespace {

const char* const kFormat = "finnish27-session";
const char* const kEntries[] = {"manifest.json", "hands.jsonl", "shoes.json", "stats.csv"};

bool isKnownEntry(const QString& name) {
    for (const char* e : kEntries)
        if (name == QLatin1String(e)) return true;
    return false;
}

QJsonObject shoeToJson(const ArchivedShoe& s) {
    QJsonObject o;
    o["commitment"] = QString::fromStdString(s.commitment);
    if (s.key) o["key"] = QString::fromStdString(*s.key);
    o["decks"] = s.spec.decks;
    o["jokersPerDeck"] = s.spec.jokersPerDeck;
    QJsonArray removed;
    for (Rank r : s.spec.removedRanks)
        removed.append(QString::fromStdString(rankCode(r)));
    o["removedRanks"] = removed;
    o["cutCard"] = s.spec.cutCard;
    QJsonArray dealt;
    for (Card c : s.dealt)
        dealt.append(QString::fromStdString(toCode(c)));
    o["dealt"] = dealt;
    return o;
}

Result<int> intField(const QJsonObject& o, const char* field, int lo, int hi,
                     const std::string& where) {
    const QJsonValue v = o.value(field);
    // Range-checked as a double: converting one beyond int (1e300) to int is undefined.
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::trunc(d) || d < lo || d > hi)
        return fail(where + ": \"" + field + "\" must be a whole number from " +
                    std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(d);
}

Result<ArchivedShoe> shoeFromJson(const QJsonValue& value, const std::string& where) {
    if (!value.isObject()) return fail(where + " is not an object");
    const QJsonObject o = value.toObject();
    ArchivedShoe s;
    if (!o.value("commitment").isString()) return fail(where + ": \"commitment\" is missing");
    s.commitment = o.value("commitment").toString().toStdString();
    if (o.contains("key")) {
        if (!o.value("key").isString()) return fail(where + ": \"key\" must be a string");
        s.key = o.value("key").toString().toStdString();
    }
    auto decks = intField(o, "decks", 1, 8, where);
    if (!decks) return fail(decks.error());
    auto jokers = intField(o, "jokersPerDeck", 0, 4, where);
    if (!jokers) return fail(jokers.error());
    s.spec.decks = *decks;
    s.spec.jokersPerDeck = *jokers;
    if (!o.value("removedRanks").isArray())
        return fail(where + ": \"removedRanks\" must be a list of ranks");
    for (const QJsonValue& r : o.value("removedRanks").toArray()) {
        auto rank = parseRank(r.toString().toStdString());
        if (!rank) return fail(where + ": \"removedRanks\": " + rank.error());
        s.spec.removedRanks.push_back(*rank);
    }
    auto cut = intField(o, "cutCard", 1, s.spec.size(), where);
    if (!cut) return fail(cut.error());
    s.spec.cutCard = *cut;
    if (!o.value("dealt").isArray()) return fail(where + ": \"dealt\" must be a list of cards");
    const QJsonArray dealt = o.value("dealt").toArray();
    if (dealt.size() > s.spec.size()) return fail(where + ": more cards dealt than the shoe holds");
    for (const QJsonValue& c : dealt) {
        auto card = parseCard(c.toString().toStdString());
        if (!card) return fail(where + ": \"dealt\": " + card.error());
        s.dealt.push_back(*card);
    }
    return s;
}

Status addEntry(QuaZip& zip, const QString& name, const QByteArray& data) {
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)))
        return fail("cannot add " + name.toStdString() + " to the archive");
    if (file.write(data) != data.size()) return fail("cannot write " + name.toStdString());
    file.close();
    if (file.getZipError() != ZIP_OK) return fail("cannot write " + name.toStdString());
    return Status::success();
}

// Inflates the current entry, refusing to go past the size limit whatever the header says.
Result<QByteArray> readEntry(QuaZip& zip, const QString& name) {
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::ReadOnly))
        return fail(name.toStdString() + ": cannot be read (damaged or encrypted)");
    QByteArray data;
    char buffer[65536];
    for (;;) {
        const qint64 n = file.read(buffer, sizeof buffer);
        if (n < 0) return fail(name.toStdString() + ": damaged (cannot be inflated)");
        if (n == 0) break;
        if (data.size() + n > kMaxArchiveEntryBytes)
            return fail(name.toStdString() + ": larger than " +
                        std::to_string(kMaxArchiveEntryBytes / (1024 * 1024)) +
                        " MiB when unpacked");
        data.append(buffer, static_cast<int>(n));
    }
    file.close();
    if (file.getZipError() != UNZ_OK)
        return fail(name.toStdString() + ": damaged (checksum mismatch)");
    return data;
}

} // namespace

Status writeSessionArchive(const QString& path, const SessionArchive& archive) {
    const QFileInfo target(path);
    QTemporaryFile temp(target.absoluteDir().filePath(target.fileName() + ".XXXXXX"));
    if (!temp.open())
        return fail("cannot write in " + target.absolutePath().toStdString() + ": " +
                    temp.errorString().toStdString());
    temp.close();
    {
        QuaZip zip(temp.fileName());
        if (!zip.open(QuaZip::mdCreate))
            return fail("cannot create the archive " + path.toStdString());
        QJsonObject manifest;
        manifest["format"] = kFormat;
        manifest["version"] = kSessionArchiveVersion;
        manifest["rounds"] = static_cast<int>(archive.hands.size());
        manifest["shoes"] = static_cast<int>(archive.shoes.size());
        QByteArray hands;
        for (const QByteArray& line : archive.hands)
            hands += line + '\n';
        QJsonArray shoes;
        for (const ArchivedShoe& s : archive.shoes)
            shoes.append(shoeToJson(s));
        for (auto [name, data] :
             {std::pair{QString("manifest.json"), QJsonDocument(manifest).toJson()},
              std::pair{QString("hands.jsonl"), hands},
              std::pair{QString("shoes.json"), QJsonDocument(shoes).toJson()}})
            if (auto s = addEntry(zip, name, data); !s) return s;
        if (!archive.statsCsv.isEmpty())
            if (auto s = addEntry(zip, "stats.csv", archive.statsCsv); !s) return s;
        zip.close();
        if (zip.getZipError() != ZIP_OK)
            return fail("cannot finish the archive " + path.toStdString());
    }
    // Only a complete archive replaces the target (rename within one directory is atomic).
    if (std::rename(QFile::encodeName(temp.fileName()).constData(),
                    QFile::encodeName(target.absoluteFilePath()).constData()) != 0)
        return fail("cannot replace " + path.toStdString());
    temp.setAutoRemove(false);
    return Status::success();
}

Result<SessionArchive> readSessionArchive(const QString& path) {
    if (!QFileInfo::exists(path)) return fail(path.toStdString() + ": no such file");
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip))
        return fail(path.toStdString() + ": not a zip archive, or a damaged one");
    if (zip.getEntriesCount() > kMaxArchiveEntries)
        return fail(path.toStdString() + ": " + std::to_string(zip.getEntriesCount()) +
                    " entries; a session archive has at most " +
                    std::to_string(kMaxArchiveEntries));
    std::map<QString, QByteArray> entries;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        const QString name = zip.getCurrentFileName();
        if (!isKnownEntry(name))
            return fail(path.toStdString() + ": unexpected entry \"" + name.toStdString() +
                        "\" (not a finnish27 session archive)");
        if (entries.count(name)) return fail("entry " + name.toStdString() + " appears twice");
        auto data = readEntry(zip, name);
        if (!data) return fail(data.error());
        entries[name] = *data;
    }
    if (zip.getZipError() != UNZ_OK)
        return fail(path.toStdString() + ": damaged (the entry list cannot be read)");
    for (const char* required : {"manifest.json", "hands.jsonl", "shoes.json"})
        if (!entries.count(required))
            return fail(path.toStdString() + ": " + required + " is missing");

    QJsonParseError e;
    const QJsonDocument manifest = QJsonDocument::fromJson(entries["manifest.json"], &e);
    if (e.error != QJsonParseError::NoError || !manifest.isObject())
        return fail("manifest.json: not a JSON object");
    const QJsonObject m = manifest.object();
    if (m.value("format").toString() != QLatin1String(kFormat))
        return fail("manifest.json: \"format\" is not \"finnish27-session\"");
    if (m.value("version").toInt() != kSessionArchiveVersion)
        return fail("manifest.json: version " + std::to_string(m.value("version").toInt()) +
                    " is not supported (this build reads version " +
                    std::to_string(kSessionArchiveVersion) + ")");

    SessionArchive archive;
    int lineNo = 0;
    for (const QByteArray& line : entries["hands.jsonl"].split('\n')) {
        ++lineNo;
        if (line.trimmed().isEmpty()) continue;
        if (auto round = roundFromJson(line); !round)
            return fail("hands.jsonl line " + std::to_string(lineNo) + ": " + round.error());
        archive.hands.push_back(line);
    }
    const QJsonDocument shoes = QJsonDocument::fromJson(entries["shoes.json"], &e);
    if (e.error != QJsonParseError::NoError || !shoes.isArray())
        return fail("shoes.json: not a JSON list");
    int index = 0;
    for (const QJsonValue& v : shoes.array()) {
        auto shoe = shoeFromJson(v, "shoes.json shoe " + std::to_string(++index));
        if (!shoe) return fail(shoe.error());
        archive.shoes.push_back(std::move(*shoe));
    }
    if (m.value("rounds").toInt(-1) != static_cast<int>(archive.hands.size()) ||
        m.value("shoes").toInt(-1) != static_cast<int>(archive.shoes.size()))
        return fail("manifest.json: the counts of rounds and shoes do not match the archive "
                    "(entries were removed or added)");
    if (entries.count("stats.csv")) archive.statsCsv = entries["stats.csv"];
    return archive;
}

Result<ArchiveCheck> checkSessionArchive(const SessionArchive& archive) {
    ArchiveCheck check;
    for (const QByteArray& line : archive.hands) {
        ++check.rounds;
        const std::string where = "round " + std::to_string(check.rounds);
        auto record = roundFromJson(line);
        if (!record) return fail(where + ": " + record.error());
        auto replayed = replayRound(record->rules, record->setup, record->events);
        if (!replayed) return fail(where + " does not replay: " + replayed.error());
        if (replayed->events() != record->events)
            return fail(where + ": replaying it gives other events than its log");
    }
    int index = 0;
    for (const ArchivedShoe& s : archive.shoes) {
        ++index;
        if (!s.key) {
            ++check.shoesInPlay;
            continue;
        }
        const std::string where = "shoe " + std::to_string(index);
        auto key = ShuffleKey::fromHex(*s.key);
        if (!key) return fail(where + ": " + key.error());
        if (!keyMatchesCommitment(*key, s.commitment))
            return fail(where + ": the key does not match the commitment (P-3)");
        const std::vector<Card> order = shoeOrder(s.spec, *key);
        for (size_t i = 0; i < s.dealt.size(); ++i)
            if (i >= order.size() || order[i] != s.dealt[i])
                return fail(where + ": card " + std::to_string(i + 1) + " dealt (" +
                            toCode(s.dealt[i]) + ") is not the key's card " +
                            (i < order.size() ? toCode(order[i]) : std::string("(none)")) +
                            " (P-3)");
        ++check.shoesVerified;
    }
    return check;
}

} // namespace f27
