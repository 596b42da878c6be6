// Session archives (engine/round/session_archive.h): a real session round-trips and checks; every
// kind of hostile or damaged file is refused with a message naming what is wrong; a failed export
// leaves a file already saved untouched.
#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "round/session_archive.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using namespace f27;

namespace {
const char* const kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

// Twenty rounds of poker-like, two seats, played by the dealer's rule from a keyed shoe: the hand
// logs, and the shoe with the cards dealt from it.
SessionArchive playedSession() {
    RuleSet rules = *loadPreset("poker-like");
    const ShuffleKey key = *ShuffleKey::fromHex(kKey);
    Table table(rules, key);
    DealerMimicPolicy policy;
    SessionArchive a;
    ArchivedShoe shoe{key.commitment(), key.hex(), rules.shoe, {}};
    for (int i = 0; i < 20; ++i) {
        auto started = table.startRound(RoundSetup{{SeatSetup{}, SeatSetup{}}, Money{1}});
        if (!started) qFatal("start: %s", started.error().c_str());
        Round round = *started;
        while (!round.isOver()) {
            if (auto s = table.dealPending(round); !s) qFatal("deal: %s", s.error().c_str());
            if (!round.isOver() && round.phase() != Phase::Dealing)
                if (auto s = round.apply(policy.choose(round)); !s)
                    qFatal("apply: %s", s.error().c_str());
        }
        for (const Event& e : round.events())
            if (e.type == EventType::Deal) shoe.dealt.push_back(e.card);
        a.hands.push_back(roundToJsonLine(round));
    }
    if (!table.finishedShoes().empty()) qFatal("the session was meant to stay in one shoe");
    a.shoes.push_back(shoe);
    a.statsCsv = "round,net\n1,+1\n";
    return a;
}

// A zip with the given entries, written directly (to build hostile archives).
void writeZip(const QString& path, const std::vector<std::pair<QString, QByteArray>>& entries) {
    QuaZip zip(path);
    QVERIFY(zip.open(QuaZip::mdCreate));
    for (const auto& [name, data] : entries) {
        QuaZipFile f(&zip);
        QVERIFY(f.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
        f.write(data);
        f.close();
    }
    zip.close();
}

QByteArray manifest(int rounds, int shoes, int version = 1) {
    return QStringLiteral(
               R"({"format": "finnish27-session", "version": %1, "rounds": %2, "shoes": %3})")
        .arg(version)
        .arg(rounds)
        .arg(shoes)
        .toUtf8();
}
} // namespace

class TstSessionArchive : public QObject {
    Q_OBJECT
private slots:
    void roundTripAndCheck() {
        QTemporaryDir dir;
        const QString path = dir.filePath("session.zip");
        const SessionArchive a = playedSession();
        QVERIFY(a.shoes[0].dealt.size() > 60); // the session really dealt cards
        QVERIFY(writeSessionArchive(path, a).ok());
        auto read = readSessionArchive(path);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->hands, a.hands);
        QVERIFY(read->shoes == a.shoes);
        QCOMPARE(read->statsCsv, a.statsCsv);
        auto check = checkSessionArchive(*read);
        QVERIFY2(check.ok(), check.ok() ? "" : check.error().c_str());
        QCOMPARE(check->rounds, 20);
        QCOMPARE(check->shoesVerified, 1);
        QCOMPARE(check->shoesInPlay, 0);
        // A shoe still in play (no key) is counted, not verified.
        SessionArchive inPlay = a;
        inPlay.shoes[0].key.reset();
        QCOMPARE(checkSessionArchive(inPlay)->shoesInPlay, 1);
    }

    // P-3 and replay: a tampered card, key or round is found and named.
    void checkFindsTampering() {
        SessionArchive a = playedSession();
        SessionArchive card = a;
        std::swap(card.shoes[0].dealt[5], card.shoes[0].dealt[6]);
        if (card.shoes[0].dealt[5] != a.shoes[0].dealt[5]) {
            auto c = checkSessionArchive(card);
            QVERIFY(!c.ok());
            QVERIFY2(c.error().find("card 6 dealt") != std::string::npos, c.error().c_str());
        }
        SessionArchive key = a;
        key.shoes[0].key = std::string(64, 'f');
        auto k = checkSessionArchive(key);
        QVERIFY(!k.ok());
        QVERIFY2(k.error().find("does not match the commitment") != std::string::npos,
                 k.error().c_str());
        SessionArchive round = a;
        round.hands[3].replace("\"amount\":\"1\"", "\"amount\":\"7\"");
        QVERIFY(round.hands[3] != a.hands[3]);
        auto r = checkSessionArchive(round);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("round 4") != std::string::npos, r.error().c_str());
    }

    void hostileArchivesAreRefused_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a zip") << "text"
                                   << "not a zip archive";
        QTest::newRow("truncated") << "truncated"
                                   << "not a zip archive";
        QTest::newRow("zip bomb") << "bomb"
                                  << "MiB when unpacked";
        QTest::newRow("path traversal") << "traversal"
                                        << "unexpected entry \"../evil.sh\"";
        QTest::newRow("too many entries") << "many"
                                          << "at most 8";
        QTest::newRow("missing hands") << "nohands"
                                       << "hands.jsonl is missing";
        QTest::newRow("future version") << "version"
                                        << "version 9 is not supported";
        QTest::newRow("bad round line") << "badline"
                                        << "hands.jsonl line 2";
        QTest::newRow("bad shoe") << "badshoe"
                                  << "shoes.json shoe 1: \"decks\"";
        QTest::newRow("shoe number beyond int") << "hugeshoe"
                                                << "shoes.json shoe 1: \"decks\"";
        QTest::newRow("cut card beyond int") << "hugecut"
                                             << "shoes.json shoe 1: \"cutCard\"";
        QTest::newRow("counts differ") << "counts"
                                       << "counts of rounds and shoes";
    }
    void hostileArchivesAreRefused() {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("x.zip");
        const SessionArchive good = playedSession();
        const QByteArray hands = good.hands[0] + "\n" + good.hands[1] + "\n";
        const QByteArray shoes = "[]";
        if (kind == "text") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("hello, not a zip");
        } else if (kind == "truncated") {
            QVERIFY(writeSessionArchive(path, good).ok());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() / 2));
        } else if (kind == "bomb") {
            // 80 MiB of zeros compress to a few tens of KiB.
            writeZip(path, {{"manifest.json", manifest(0, 0)},
                            {"hands.jsonl", QByteArray(80 * 1024 * 1024, '\0')},
                            {"shoes.json", shoes}});
            QVERIFY(QFileInfo(path).size() < 1024 * 1024);
        } else if (kind == "traversal") {
            writeZip(path, {{"manifest.json", manifest(0, 0)}, {"../evil.sh", "rm -rf ~"}});
        } else if (kind == "many") {
            std::vector<std::pair<QString, QByteArray>> e;
            for (int i = 0; i < 9; ++i)
                e.push_back({QString("e%1").arg(i), "x"});
            writeZip(path, e);
        } else if (kind == "nohands") {
            writeZip(path, {{"manifest.json", manifest(0, 0)}, {"shoes.json", shoes}});
        } else if (kind == "version") {
            writeZip(path, {{"manifest.json", manifest(2, 0, 9)},
                            {"hands.jsonl", hands},
                            {"shoes.json", shoes}});
        } else if (kind == "badline") {
            writeZip(path, {{"manifest.json", manifest(2, 0)},
                            {"hands.jsonl", good.hands[0] + "\n{\"rules\": 5}\n"},
                            {"shoes.json", shoes}});
        } else if (kind == "badshoe") {
            writeZip(path, {{"manifest.json", manifest(2, 1)},
                            {"hands.jsonl", hands},
                            {"shoes.json", R"([{"commitment": "ab", "decks": 99}])"}});
        } else if (kind == "hugeshoe") {
            writeZip(path, {{"manifest.json", manifest(2, 1)},
                            {"hands.jsonl", hands},
                            {"shoes.json", R"([{"commitment": "ab", "decks": 1e300}])"}});
        } else if (kind == "hugecut") {
            writeZip(path, {{"manifest.json", manifest(2, 1)},
                            {"hands.jsonl", hands},
                            {"shoes.json", R"([{"commitment": "ab", "decks": 1, "jokersPerDeck": 0,
                                               "removedRanks": [], "cutCard": -1e300}])"}});
        } else if (kind == "counts") {
            writeZip(
                path,
                {{"manifest.json", manifest(5, 0)}, {"hands.jsonl", hands}, {"shoes.json", shoes}});
        }
        auto read = readSessionArchive(path);
        QVERIFY(!read.ok());
        QVERIFY2(QString::fromStdString(read.error()).contains(message), read.error().c_str());
    }

    // Bad input never costs what is saved: an export that cannot complete leaves what is at the
    // target as it was and no debris; one that completes replaces the old archive as a whole.
    void failedExportKeepsWhatIsSaved() {
        QTemporaryDir dir;
        const SessionArchive a = playedSession();
        // The target is a folder holding the user's files: the export fails and names it.
        const QString folder = dir.filePath("session.zip");
        QVERIFY(QDir().mkdir(folder));
        QFile keep(folder + "/keep.txt");
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("saved");
        keep.close();
        const Status s = writeSessionArchive(folder, a);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().find("cannot replace") != std::string::npos, s.error().c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{"session.zip"}); // no temporary file left behind
        QVERIFY(keep.open(QIODevice::ReadOnly));
        QCOMPARE(keep.readAll(), QByteArray("saved"));
        // A folder that does not exist: a clear message.
        const Status missing = writeSessionArchive(dir.filePath("no/such/x.zip"), a);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().find("cannot write in") != std::string::npos,
                 missing.error().c_str());
        // Overwriting an archive replaces it whole.
        const QString path = dir.filePath("s2.zip");
        QVERIFY(writeSessionArchive(path, a).ok());
        SessionArchive shorter = a;
        shorter.hands.resize(3);
        QVERIFY(writeSessionArchive(path, shorter).ok());
        QCOMPARE(readSessionArchive(path)->hands.size(), size_t(3));
    }
};

QTEST_GUILESS_MAIN(TstSessionArchive)
#include "tst_session_archive.moc"
