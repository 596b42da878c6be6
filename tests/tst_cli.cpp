// finnish27-cli end to end: the real binary, driven as a user or a script would.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {
const QString kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

struct Run {
    int code = -1;
    QString out, err;
};

Run run(const QString& program, const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted()) return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}
Run cli(const QStringList& args, const QByteArray& input = {}) {
    return run(F27_CLI, args, input);
}
} // namespace

class Cli : public QObject {
    Q_OBJECT
private slots:
    // P-2: an independent program (tools/verify_shuffle.py) reproduces the order from the key.
    void verifyMatchesIndependentReference_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("shoe");
        QTest::newRow("poker-like") << "poker-like" << QStringList{"--decks", "6", "--jokers", "2"};
        QTest::newRow("blackjack") << "blackjack" << QStringList{"--decks", "6", "--jokers", "0"};
    }
    void verifyMatchesIndependentReference() {
        QFETCH(QString, preset);
        QFETCH(QStringList, shoe);
        const Run mine = cli({"verify", "--key", kKey, "--rules", preset, "--json"});
        QCOMPARE(mine.code, 0);
        const Run ref =
            run("python3",
                QStringList{F27_SOURCE_DIR "/tools/verify_shuffle.py", "--key", kKey} + shoe);
        QVERIFY2(ref.code == 0, qPrintable("python3 reference failed: " + ref.err));
        QCOMPARE(mine.out.trimmed(), ref.out.trimmed());
        QVERIFY(
            mine.out.contains("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"));
    }
    // P-3: the key is checked against the commitment and the dealt cards.
    void verifyChecksCommitmentAndDealtCards() {
        const QString commitment =
            "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";
        QCOMPARE(
            cli({"verify", "--key", kKey, "--commitment", commitment, "--dealt", "AH,KD,JS"}).code,
            0);
        const Run wrongCommitment =
            cli({"verify", "--key", kKey, "--commitment", QString(64, 'a')});
        QCOMPARE(wrongCommitment.code, 1);
        QVERIFY(wrongCommitment.err.contains("does NOT match"));
        const Run wrongCards = cli({"verify", "--key", kKey, "--dealt", "AH,KD,QS"});
        QCOMPARE(wrongCards.code, 1);
        QVERIFY(wrongCards.err.contains("dealt card 3 is QS"));
        QCOMPARE(cli({"verify", "--key", "xyz"}).code, 2);
    }
    void rulesListShowCheck() {
        const Run list = cli({"rules", "--list"});
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains("poker-like") && list.out.contains("21-24-27") &&
                list.out.contains("blackjack"));
        QTemporaryDir dir;
        const QString good = dir.filePath("good.json"), bad = dir.filePath("bad.json");
        const Run show = cli({"rules", "--show", "blackjack"});
        QCOMPARE(show.code, 0);
        QFile g(good);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(show.out.toUtf8());
        g.close();
        QCOMPARE(cli({"rules", "--check", good}).code, 0);
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(show.out.toUtf8().replace("\"decks\": 6", "\"decks\": 9"));
        b.close();
        const Run checked = cli({"rules", "--check", bad});
        QCOMPARE(checked.code, 1);
        QVERIFY2(checked.err.contains("shoe.decks"), qPrintable(checked.err));
    }
    // A scripted human seat on a known shoe: the first round is A♥ J♠ against [hole] J♥.
    void scriptedPlayOnAKnownShoe() {
        const Run r = cli({"play", "--rules", "poker-like", "--key", kKey}, "1\nx\nh\ns\nq\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Please choose one of: [h]it, [s]tand"), qPrintable(r.out));
        QVERIFY(r.out.contains("Seat 1 hits on soft 25."));
        QVERIFY(r.out.contains("The dealer turns up the hole card: K\u2666, hard 24 — PL-6."));
        QVERIFY(r.out.contains("Seat 1 loses: the dealer is closer to 27 — PL-10."));
        QVERIFY(r.out.contains("Bankrolls: Seat 1 99"));
        QVERIFY(r.out.contains("This shoe's key is now revealed (P-3): " + kKey));
    }
    // Computer seats play whole sessions of every preset; the hand history replays exactly.
    void botSessionsReplay_data() {
        QTest::addColumn<QString>("preset");
        QTest::newRow("poker-like") << "poker-like";
        QTest::newRow("21-24-27") << "21-24-27";
        QTest::newRow("blackjack") << "blackjack";
    }
    void botSessionsReplay() {
        QFETCH(QString, preset);
        QTemporaryDir dir;
        const QString log = dir.filePath("history.jsonl");
        const Run r = cli({"play", "--rules", preset, "--seats", "3", "--bots", "1,2,3", "--rounds",
                           "150", "--log", log});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("150 round(s) played."));
        QVERIFY(r.out.contains("round result"));
        const Run replay = cli({"replay", log});
        QCOMPARE(replay.code, 0);
        QVERIFY(replay.out.contains("150 round(s) replayed exactly."));
        // A tampered history is caught and the round named; a corrupt one names the line.
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        f.close();
        QVERIFY(text.contains("\"detail\":\"closer\""));
        auto writeLog = [&](const QByteArray& t) {
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(t);
            f.close();
        };
        QByteArray tamperedText = text;
        const int at = tamperedText.indexOf("\"detail\":\"closer\"");
        tamperedText.replace(at, int(strlen("\"detail\":\"closer\"")), "\"detail\":\"tie\"");
        writeLog(tamperedText);
        const Run tampered = cli({"replay", log});
        QCOMPARE(tampered.code, 1);
        QVERIFY2(tampered.err.contains("differs"), qPrintable(tampered.err));
        QByteArray corrupt = text;
        corrupt.insert(corrupt.indexOf('\n') + 2, "}}");
        writeLog(corrupt);
        const Run broken = cli({"replay", log});
        QCOMPARE(broken.code, 2);
        QVERIFY2(broken.err.contains("line 2"), qPrintable(broken.err));
    }
    // Issue 3: the exact house edge of optimal composition-dependent play, as JSON.
    void analyzeJson() {
        const Run r = cli({"analyze", "--rules", "blackjack", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(r.out));
        for (const char* key : {"rules", "ev_per_round", "house_edge_percent", "seconds"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["rules"].toString(), QString("blackjack"));
        const double edge = o["house_edge_percent"].toDouble();
        QVERIFY2(std::isfinite(edge) && edge > 0 && edge < 2, qPrintable(r.out));
        QVERIFY(std::abs(edge + 100 * o["ev_per_round"].toDouble()) < 1e-9);
        QVERIFY(o["seconds"].toDouble() >= 0);
        QCOMPARE(cli({"analyze", "--rules", "no-such-game"}).code, 2);
    }
    void usageErrors() {
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({"dance"}).code, 2);
        QCOMPARE(cli({"play", "--rules", "no-such-game"}).code, 2);
        QCOMPARE(cli({"play", "--seats", "8"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(Cli)
#include "tst_cli.moc"
