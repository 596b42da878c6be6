// Session archives (engine/round/session_archive.h): a real session round-trips and checks; every
// kind of hostile or damaged file is refused with a message naming what is wrong; a failed export
// leaves a file already saved untouched.
#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "round/session_archive.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <sys/resource.h>
#include <sys/stat.h>

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

// The peak resident memory of this process so far, in MiB.
long peakRssMiB() {
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
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

    // Every card of every round is the next card of its shoe: a card changed in the log (same
    // rank, so the round still replays) or a round with no shoe at all is refused.
    void roundsAreMatchedWithTheirShoes() {
        const SessionArchive a = playedSession();
        // Round 3's first card, its suit changed.
        SessionArchive changed = a;
        auto record = roundFromJson(changed.hands[2]);
        QVERIFY(record.ok());
        const auto deal = std::find_if(record->events.begin(), record->events.end(),
                                       [](const Event& e) { return e.type == EventType::Deal; });
        QVERIFY(deal != record->events.end() && !deal->card.isJoker());
        const std::string was = toCode(deal->card);
        Card other = deal->card;
        other.suit = deal->card.suit == Suit::Hearts ? Suit::Spades : Suit::Hearts;
        const std::string now = toCode(other);
        const QByteArray from = QByteArray("\"card\":\"") + was.c_str() + "\"";
        QVERIFY(changed.hands[2].contains(from));
        changed.hands[2].replace(changed.hands[2].indexOf(from), from.size(),
                                 QByteArray("\"card\":\"") + now.c_str() + "\"");
        auto c = checkSessionArchive(changed);
        QVERIFY(!c.ok());
        const std::string expected =
            "card 1 dealt is " + now + " in the round, but shoe 1 dealt " + was + " as its card";
        QVERIFY2(c.error().find("round 3, event") == 0 &&
                     c.error().find(expected) != std::string::npos,
                 c.error().c_str());
        // No shoe at all.
        SessionArchive noShoe = a;
        noShoe.shoes.clear();
        auto n = checkSessionArchive(noShoe);
        QVERIFY(!n.ok());
        QVERIFY2(n.error().find("round 1, event") == 0 &&
                     n.error().find("comes from no shoe in shoes.json (it lists 0)") !=
                         std::string::npos,
                 n.error().c_str());
        // A shoe listing fewer cards than the rounds dealt from it.
        SessionArchive shortShoe = a;
        shortShoe.shoes[0].dealt.resize(10);
        auto s = checkSessionArchive(shortShoe);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().find("is past the 10 cards shoe 1 lists as dealt") != std::string::npos,
                 s.error().c_str());
        // Only the last shoe may be still in play.
        SessionArchive twoInPlay = a;
        twoInPlay.shoes[0].key.reset();
        twoInPlay.shoes.push_back(twoInPlay.shoes[0]);
        auto t = checkSessionArchive(twoInPlay);
        QVERIFY(!t.ok());
        QVERIFY2(t.error().find("shoe 1: its key is not revealed") == 0, t.error().c_str());
        // The rounds of the shoe in play match its cards but are counted as not verified.
        SessionArchive inPlay = a;
        inPlay.shoes[0].key.reset();
        auto p = checkSessionArchive(inPlay);
        QVERIFY2(p.ok(), p.ok() ? "" : p.error().c_str());
        QCOMPARE(p->roundsUnverified, 20);
        QCOMPARE(checkSessionArchive(a)->roundsUnverified, 0);
    }

    // A session across a reshuffle: the rounds after it come from the next shoe, whose
    // commitment the reshuffle names, and the reshuffle reveals the first shoe's key.
    void reshuffleMovesToTheNextShoe() {
        RuleSet rules = *loadPreset("blackjack");
        rules.shoe.decks = 1;
        rules.shoe.cutCard = 20;
        Table table(rules, *ShuffleKey::fromHex(kKey));
        DealerMimicPolicy policy;
        SessionArchive a;
        // The shoes as the table's ledger follows them: a reshuffle finishes one, revealing its
        // key, and starts the next.
        ArchivedShoe shoe{table.shoe().commitment(), std::nullopt, rules.shoe, {}};
        for (int i = 0; i < 12; ++i) {
            Round round = *table.startRound(RoundSetup{{SeatSetup{}}, Money{1}});
            while (!round.isOver()) {
                QVERIFY(table.dealPending(round).ok());
                if (!round.isOver() && round.phase() != Phase::Dealing)
                    QVERIFY(round.apply(policy.choose(round)).ok());
            }
            for (const Event& e : round.events()) {
                if (e.type == EventType::Deal) shoe.dealt.push_back(e.card);
                if (e.type != EventType::Reshuffle) continue;
                const auto colon = e.detail.find(':');
                shoe.key = e.detail.substr(colon + 1);
                a.shoes.push_back(shoe);
                shoe = {e.detail.substr(0, colon), std::nullopt, rules.shoe, {}};
            }
            a.hands.push_back(roundToJsonLine(round));
        }
        QVERIFY(!table.finishedShoes().empty());
        a.shoes.push_back(shoe);
        auto c = checkSessionArchive(a);
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().c_str());
        QCOMPARE(c->shoesVerified, static_cast<int>(table.finishedShoes().size()));
        // The second shoe's commitment changed: the reshuffle names what it expected.
        SessionArchive wrong = a;
        wrong.shoes.back().commitment = std::string(64, '0');
        auto w = checkSessionArchive(wrong);
        QVERIFY(!w.ok());
        QVERIFY2(w.error().find("(reshuffle): the new shoe's commitment is") != std::string::npos,
                 w.error().c_str());
    }

    // A replay that differs names the field, what the log has and what the replay gives.
    void replayNamesTheFieldThatDiffers() {
        SessionArchive round = playedSession();
        round.hands[3].replace("\"amount\":\"1\"", "\"amount\":\"7\"");
        auto r = checkSessionArchive(round);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("amount: the log has 7, the replay gives 1") != std::string::npos,
                 r.error().c_str());
    }

    // Hostile archives small on disk that used to take gigabytes: a zip of newlines, a huge list
    // of shoes. Each is refused, with a message, using little memory.
    void inflatedArchivesStayBounded_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("newlines") << "newlines"
                                  << "hands.jsonl has more than 100000 lines";
        QTest::newRow("long line") << "longline"
                                   << "hands.jsonl line 1 is longer than 1 MiB";
        QTest::newRow("shoes") << "shoes"
                               << "shoes.json holds more than the manifest's 1 shoe(s)";
        QTest::newRow("big shoes") << "bigshoes"
                                   << "shoes.json: larger than 16 MiB when unpacked";
        QTest::newRow("fractional version")
            << "version"
            << "manifest.json: \"version\" must be a whole number from 1 to "
               "1000000 (got 1.0000001)";
        QTest::newRow("fractional count") << "count"
                                          << "manifest.json: \"rounds\" must be a whole number";
    }
    void inflatedArchivesStayBounded() {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("x.zip");
        QByteArray hands, shoes = "[]", man = manifest(0, 0);
        if (kind == "newlines") {
            hands = QByteArray(60 * 1024 * 1024, '\n');
        } else if (kind == "longline") {
            hands = QByteArray(2 * 1024 * 1024, ' ');
        } else if (kind == "shoes") {
            man = manifest(0, 1);
            shoes = "[" + QByteArray("{},").repeated(5 * 1024 * 1024) + "{}]";
        } else if (kind == "bigshoes") {
            shoes = "[" + QByteArray("1,").repeated(10 * 1024 * 1024) + "1]";
        } else if (kind == "version") {
            man =
                R"({"format": "finnish27-session", "version": 1.0000001, "rounds": 0, "shoes": 0})";
        } else if (kind == "count") {
            man = R"({"format": "finnish27-session", "version": 1, "rounds": 0.5, "shoes": 0})";
        }
        writeZip(path, {{"manifest.json", man}, {"hands.jsonl", hands}, {"shoes.json", shoes}});
        QVERIFY(QFileInfo(path).size() < 1024 * 1024);
        const long before = peakRssMiB();
        QElapsedTimer clock;
        clock.start();
        auto read = readSessionArchive(path);
        QVERIFY(!read.ok());
        QVERIFY2(QString::fromStdString(read.error()) == path + ": " + message ||
                     QString::fromStdString(read.error()).startsWith(path + ": " + message),
                 read.error().c_str());
        QVERIFY2(clock.elapsed() < 20000, "bounded time");
        const long grown = peakRssMiB() - before;
        QVERIFY2(grown < 400, qPrintable(QString("the peak memory grew by %1 MiB").arg(grown)));
    }

    // The archive gets the permissions of any new file (0666 less the umask), and a temporary
    // file left by an interrupted save is cleaned up by the next one.
    void savedArchiveFollowsTheUmask() {
        QTemporaryDir dir;
        const QString path = dir.filePath("session.zip");
        const QString stale = path + ".Ab12Cd";
        QFile old(stale);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("half an archive");
        old.close();
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-3600),
                                QFileDevice::FileModificationTime));
        old.close();
        const QString keep = path + ".notes";
        QFile other(keep);
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        const mode_t was = ::umask(022);
        const Status s = writeSessionArchive(path, playedSession());
        ::umask(027);
        const Status second = writeSessionArchive(dir.filePath("other.zip"), playedSession());
        ::umask(was);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
        QVERIFY(second.ok());
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0644));
        QCOMPARE(::stat(QFile::encodeName(dir.filePath("other.zip")).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(keep));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{"other.zip", "session.zip", "session.zip.notes"}));
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
