#include "round/session_archive.h"

#include "cards/fair_shuffle.h"
#include "core/bounded_read.h"
#include "round/replay.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <cmath>
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

// The most an entry may take once inflated.
qint64 entryLimit(const QString& name) {
    if (name == QLatin1String("hands.jsonl")) return kMaxArchiveEntryBytes;
    if (name == QLatin1String("manifest.json")) return kMaxArchiveManifestBytes;
    return kMaxArchiveShoesBytes;
}

// Inflates the current entry, refusing to go past its size limit whatever the header says.
Result<QByteArray> readEntry(QuaZip& zip, const QString& name) {
    const qint64 limit = entryLimit(name);
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::ReadOnly))
        return fail(name.toStdString() + ": cannot be read (damaged or encrypted)");
    QByteArray data;
    char buffer[65536];
    for (;;) {
        const qint64 n = file.read(buffer, sizeof buffer);
        if (n < 0) return fail(name.toStdString() + ": damaged (cannot be inflated)");
        if (n == 0) break;
        if (data.size() + n > limit)
            return fail(name.toStdString() + ": larger than " + byteSizeText(limit) +
                        " when unpacked");
        data.append(buffer, static_cast<int>(n));
    }
    file.close();
    if (file.getZipError() != UNZ_OK)
        return fail(name.toStdString() + ": damaged (checksum mismatch)");
    return data;
}

// A whole number field: a JSON number without a fractional part, in [lo, hi]. 1.0000001 is not
// 1, and no value is rounded or read as 0.
Result<qint64> wholeNumber(const QJsonValue& v, const std::string& name, qint64 lo, qint64 hi) {
    const std::string range =
        " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (!v.isDouble()) return fail("\"" + name + "\"" + range);
    const double d = v.toDouble();
    if (!(d >= static_cast<double>(lo) && d <= static_cast<double>(hi)) ||
        d != static_cast<double>(static_cast<qint64>(d)))
        return fail("\"" + name + "\"" + range + " (got " +
                    QByteArray::number(d, 'g', QLocale::FloatingPointShortest).toStdString() + ")");
    return static_cast<qint64>(d);
}

// Counts the containers ('{', '[') outside strings: a JSON text with more is refused before it
// is parsed, since each costs the parser far more memory than its two bytes of text.
qint64 jsonContainers(const QByteArray& json) {
    qint64 n = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++n;
        }
    }
    return n;
}

} // namespace

Status writeSessionArchive(const QString& path, const SessionArchive& archive) {
    const QFileInfo target(path);
    if (target.isDir()) return fail("cannot replace " + path.toStdString() + ": it is a folder");
    if (!target.absoluteDir().exists())
        return fail("cannot write in " + target.absolutePath().toStdString() + ": no such folder");
    // QSaveFile writes an unnamed temporary file in the target's folder where the system offers
    // one (nothing is left behind by a crash), else a named one; commit() syncs it to disk and
    // renames it over the target. A new file gets 0666 less the umask.
    QSaveFile file(target.absoluteFilePath());
    if (!file.open(QIODevice::WriteOnly))
        return fail("cannot write in " + target.absolutePath().toStdString() + ": " +
                    file.errorString().toStdString());
    {
        QuaZip zip(&file);
        zip.setAutoClose(false);
        if (!zip.open(QuaZip::mdCreate)) {
            file.cancelWriting();
            return fail("cannot create the archive " + path.toStdString());
        }
        QJsonObject manifest;
        manifest["format"] = kFormat;
        manifest["version"] = kSessionArchiveVersion;
        manifest["rounds"] = static_cast<int>(archive.hands.size());
        manifest["shoes"] = static_cast<int>(archive.shoes.size());
        if (!archive.playerSeats.empty()) {
            QJsonArray seats;
            for (int seat : archive.playerSeats)
                seats.append(seat);
            manifest["playerSeats"] = seats;
        }
        QByteArray hands;
        for (const QByteArray& line : archive.hands)
            hands += line + '\n';
        QJsonArray shoes;
        for (const ArchivedShoe& s : archive.shoes)
            shoes.append(shoeToJson(s));
        Status written;
        for (auto [name, data] :
             {std::pair{QString("manifest.json"), QJsonDocument(manifest).toJson()},
              std::pair{QString("hands.jsonl"), hands},
              std::pair{QString("shoes.json"), QJsonDocument(shoes).toJson()}})
            if (written) written = addEntry(zip, name, data);
        if (written && !archive.statsCsv.isEmpty())
            written = addEntry(zip, "stats.csv", archive.statsCsv);
        zip.close();
        if (written && zip.getZipError() != ZIP_OK)
            written = fail("cannot finish the archive " + path.toStdString());
        if (!written) {
            file.cancelWriting();
            return written;
        }
    }
    // QSaveFile::commit() does not report an error of its last flush: flush first.
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        const std::string why = file.errorString().toStdString();
        file.cancelWriting();
        return fail("cannot write " + path.toStdString() + ": " + why);
    }
    if (!file.commit())
        return fail("cannot replace " + path.toStdString() + ": " +
                    file.errorString().toStdString());
    // A save interrupted by a crash under the former scheme left "NAME.XXXXXX" beside the
    // target; one untouched for a minute is no save in progress.
    const QDir folder = target.absoluteDir();
    const QRegularExpression leftover(QRegularExpression::anchoredPattern(
        QRegularExpression::escape(target.fileName()) + QStringLiteral("\\.[A-Za-z0-9]{6}")));
    const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-60);
    for (const QFileInfo& f : folder.entryInfoList({target.fileName() + ".??????"}, QDir::Files))
        if (leftover.match(f.fileName()).hasMatch() && f.lastModified().toUTC() < old)
            QFile::remove(f.absoluteFilePath());
    return Status::success();
}

Result<SessionArchive> readSessionArchive(const QString& path) {
    const std::string where = path.toStdString() + ": ";
    if (!QFileInfo::exists(path)) return fail(where + "no such file");
    if (!QFileInfo(path).isFile()) return fail(where + "not a file");
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) return fail(where + "not a zip archive, or a damaged one");
    if (zip.getEntriesCount() > kMaxArchiveEntries)
        return fail(where + std::to_string(zip.getEntriesCount()) +
                    " entries; a session archive has at most " +
                    std::to_string(kMaxArchiveEntries));
    std::map<QString, QByteArray> entries;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        const QString name = zip.getCurrentFileName();
        if (!isKnownEntry(name))
            return fail(where + "unexpected entry \"" + name.toStdString() +
                        "\" (not a finnish27 session archive)");
        if (entries.count(name))
            return fail(where + "entry " + name.toStdString() + " appears twice");
        auto data = readEntry(zip, name);
        if (!data) return fail(where + data.error());
        entries[name] = *data;
    }
    if (zip.getZipError() != UNZ_OK) return fail(where + "damaged (the entry list cannot be read)");
    for (const char* required : {"manifest.json", "hands.jsonl", "shoes.json"})
        if (!entries.count(required)) return fail(where + required + " is missing");

    QJsonParseError e;
    const QJsonDocument manifest = QJsonDocument::fromJson(entries["manifest.json"], &e);
    if (e.error != QJsonParseError::NoError || !manifest.isObject())
        return fail(where + "manifest.json: not a JSON object");
    const QJsonObject m = manifest.object();
    if (m.value("format").toString() != QLatin1String(kFormat))
        return fail(where + "manifest.json: \"format\" is not \"finnish27-session\"");
    auto version = wholeNumber(m.value("version"), "version", 1, 1000000);
    if (!version) return fail(where + "manifest.json: " + version.error());
    if (*version != kSessionArchiveVersion)
        return fail(where + "manifest.json: version " + std::to_string(*version) +
                    " is not supported (this build reads version " +
                    std::to_string(kSessionArchiveVersion) + ")");
    auto rounds = wholeNumber(m.value("rounds"), "rounds", 0, kMaxArchiveRounds);
    if (!rounds) return fail(where + "manifest.json: " + rounds.error());
    auto shoeCount = wholeNumber(m.value("shoes"), "shoes", 0, kMaxArchiveShoes);
    if (!shoeCount) return fail(where + "manifest.json: " + shoeCount.error());

    // hands.jsonl is read a line at a time, each line checked before the next is looked at.
    SessionArchive archive;
    const QByteArray hands = std::move(entries["hands.jsonl"]);
    qint64 lineNo = 0;
    for (qsizetype start = 0; start < hands.size();) {
        if (++lineNo > kMaxArchiveRounds)
            return fail(where + "hands.jsonl has more than " + std::to_string(kMaxArchiveRounds) +
                        " lines; a session archive holds at most " +
                        std::to_string(kMaxArchiveRounds) + " rounds");
        qsizetype end = hands.indexOf('\n', start);
        if (end < 0) end = hands.size();
        if (end - start > kMaxRoundLineBytes)
            return fail(where + "hands.jsonl line " + std::to_string(lineNo) + " is longer than " +
                        byteSizeText(kMaxRoundLineBytes) + ", too long for a round");
        const QByteArray line = hands.mid(start, end - start);
        start = end + 1;
        if (line.trimmed().isEmpty()) continue;
        if (static_cast<qint64>(archive.hands.size()) >= *rounds)
            return fail(where + "hands.jsonl holds more rounds than the manifest's " +
                        std::to_string(*rounds) + " (entries were removed or added)");
        if (auto round = roundFromJson(line); !round)
            return fail(where + "hands.jsonl line " + std::to_string(lineNo) + ": " +
                        round.error());
        archive.hands.push_back(line);
    }
    const QByteArray& shoesJson = entries["shoes.json"];
    // Three containers per shoe (the shoe, its removed ranks, its cards dealt) and the list.
    if (jsonContainers(shoesJson) > 3 * (*shoeCount) + 1)
        return fail(where + "shoes.json holds more than the manifest's " +
                    std::to_string(*shoeCount) + " shoe(s) (entries were removed or added)");
    const QJsonDocument shoes = QJsonDocument::fromJson(shoesJson, &e);
    if (e.error != QJsonParseError::NoError || !shoes.isArray())
        return fail(where + "shoes.json: not a JSON list");
    int index = 0;
    for (const QJsonValue& v : shoes.array()) {
        auto shoe = shoeFromJson(v, "shoes.json shoe " + std::to_string(++index));
        if (!shoe) return fail(where + shoe.error());
        archive.shoes.push_back(std::move(*shoe));
    }
    if (*rounds != static_cast<qint64>(archive.hands.size()) ||
        *shoeCount != static_cast<qint64>(archive.shoes.size()))
        return fail(where + "manifest.json: the counts of rounds and shoes do not match the "
                            "archive (entries were removed or added)");
    if (m.contains("playerSeats")) {
        const QJsonValue seats = m.value("playerSeats");
        if (!seats.isArray() || seats.toArray().size() != static_cast<qsizetype>(*rounds))
            return fail(where + "manifest.json: \"playerSeats\" must list one seat per round");
        for (const QJsonValue& v : seats.toArray()) {
            auto seat = wholeNumber(v, "playerSeats", 0, kMaxSeats - 1);
            if (!seat) return fail(where + "manifest.json: " + seat.error());
            archive.playerSeats.push_back(static_cast<int>(*seat));
        }
    }
    if (entries.count("stats.csv")) archive.statsCsv = entries["stats.csv"];
    return archive;
}

namespace {

// P-3 for one shoe: its key hashes to its commitment and its cards dealt are the top of the
// order the key produces.
Status verifyShoe(const ArchivedShoe& s, const std::string& where) {
    auto key = ShuffleKey::fromHex(*s.key);
    if (!key) return fail(where + ": " + key.error());
    if (!keyMatchesCommitment(*key, s.commitment))
        return fail(where + ": the key does not match the commitment (P-3)");
    const std::vector<Card> order = shoeOrder(s.spec, *key);
    for (size_t i = 0; i < s.dealt.size(); ++i)
        if (i >= order.size() || order[i] != s.dealt[i])
            return fail(where + ": card " + std::to_string(i + 1) + " dealt (" +
                        toCode(s.dealt[i]) + ") is not the key's card " +
                        (i < order.size() ? toCode(order[i]) : std::string("(none)")) + " (P-3)");
    return {};
}

// Follows the rounds' cards through the shoes: the position of the next card.
struct ShoeCursor {
    size_t shoe = 0;
    size_t next = 0; // index in the shoe's cards dealt
};

// Matches one round's cards and reshuffles against the shoes; `unverified` is set when a card
// came from the shoe in play.
Status matchRound(const RoundRecord& round, const std::vector<ArchivedShoe>& shoes, ShoeCursor& at,
                  const std::string& where, bool& unverified) {
    bool dealtYet = false;
    int cardNo = 0;
    for (size_t i = 0; i < round.events.size(); ++i) {
        const Event& e = round.events[i];
        const std::string event = where + ", event " + std::to_string(i + 1);
        if (e.type == EventType::Reshuffle) {
            const auto colon = e.detail.find(':');
            const std::string commitment = e.detail.substr(0, colon);
            const std::string key =
                colon == std::string::npos ? std::string() : e.detail.substr(colon + 1);
            if (at.shoe >= shoes.size())
                return fail(event + " (reshuffle): the shoe it finishes is not in shoes.json");
            const ArchivedShoe& old = shoes[at.shoe];
            if (!old.key || *old.key != key)
                return fail(event + " (reshuffle): it reveals the key " + key + ", but shoe " +
                            std::to_string(at.shoe + 1) + " has the key " +
                            (old.key ? *old.key : std::string("(not revealed)")));
            if (at.next != old.dealt.size())
                return fail(event + " (reshuffle): shoe " + std::to_string(at.shoe + 1) +
                            " lists " + std::to_string(old.dealt.size()) +
                            " cards dealt, but the rounds dealt " + std::to_string(at.next) +
                            " from it");
            if (at.shoe + 1 >= shoes.size())
                return fail(event + " (reshuffle): the new shoe (commitment " + commitment +
                            ") is not in shoes.json");
            if (shoes[at.shoe + 1].commitment != commitment)
                return fail(event + " (reshuffle): the new shoe's commitment is " + commitment +
                            ", but shoe " + std::to_string(at.shoe + 2) + " has " +
                            shoes[at.shoe + 1].commitment);
            ++at.shoe;
            at.next = 0;
            dealtYet = true; // the cards that follow come from the new shoe
            continue;
        }
        if (e.type != EventType::Deal) continue;
        ++cardNo;
        // A shoe whose cards are all accounted for is left for the next one between rounds
        // (the table changed its rules or its key).
        if (!dealtYet && at.shoe + 1 < shoes.size() && at.next == shoes[at.shoe].dealt.size()) {
            ++at.shoe;
            at.next = 0;
        }
        dealtYet = true;
        if (at.shoe >= shoes.size())
            return fail(event + ": card " + std::to_string(cardNo) + " (" + toCode(e.card) +
                        ") comes from no shoe in shoes.json (it lists " +
                        std::to_string(shoes.size()) +
                        "); every card must come from a keyed "
                        "shoe (P-1)");
        const ArchivedShoe& shoe = shoes[at.shoe];
        if (at.next >= shoe.dealt.size())
            return fail(event + ": card " + std::to_string(cardNo) + " (" + toCode(e.card) +
                        ") is past the " + std::to_string(shoe.dealt.size()) + " cards shoe " +
                        std::to_string(at.shoe + 1) + " lists as dealt");
        if (shoe.dealt[at.next] != e.card)
            return fail(event + ": card " + std::to_string(cardNo) + " dealt is " + toCode(e.card) +
                        " in the round, but shoe " + std::to_string(at.shoe + 1) + " dealt " +
                        toCode(shoe.dealt[at.next]) + " as its card " +
                        std::to_string(at.next + 1));
        if (!shoe.key) unverified = true;
        ++at.next;
    }
    return {};
}

} // namespace

Result<ArchiveCheck> checkSessionArchive(const SessionArchive& archive) {
    ArchiveCheck check;
    // Only the last shoe may still be in play; every other one was finished, its key revealed.
    for (size_t i = 0; i < archive.shoes.size(); ++i) {
        const ArchivedShoe& s = archive.shoes[i];
        const std::string where = "shoe " + std::to_string(i + 1);
        if (!s.key) {
            if (i + 1 != archive.shoes.size())
                return fail(where + ": its key is not revealed, but shoes follow it (only the "
                                    "last shoe may be still in play, P-3)");
            ++check.shoesInPlay;
            continue;
        }
        if (auto v = verifyShoe(s, where); !v) return fail(v.error());
        ++check.shoesVerified;
    }
    ShoeCursor at;
    for (const QByteArray& line : archive.hands) {
        ++check.rounds;
        const std::string where = "round " + std::to_string(check.rounds);
        auto record = roundFromJson(line);
        if (!record) return fail(where + ": " + record.error());
        auto replayed = replayRound(record->rules, record->setup, record->events);
        if (!replayed) return fail(where + " does not replay: " + replayed.error());
        bool unverified = false;
        const ShoeCursor before = at;
        if (auto m = matchRound(*record, archive.shoes, at, where, unverified); !m)
            return fail(m.error());
        const int cards = static_cast<int>(
            std::count_if(record->events.begin(), record->events.end(),
                          [](const Event& e) { return e.type == EventType::Deal; }));
        check.places.push_back(
            {cards == 0 && at.shoe >= archive.shoes.size() ? -1 : static_cast<int>(at.shoe),
             at.shoe == before.shoe ? static_cast<int>(before.next) : 0});
        if (unverified) ++check.roundsUnverified;
    }
    return check;
}

} // namespace f27
