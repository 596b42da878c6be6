// finnish27-cli end to end: the real binary, driven as a user or a script would.
#include "cards/fair_shuffle.h"
#include "round/round_log.h"
#include "round/session_archive.h"
#include "round_script.h"
#include "rules/rule_set_json.h"
#include "school/dealer_procedure.h"
#include "school/drills.h"
#include "school/training_players.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include "cli_process.h"
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <csignal>
#include <sys/stat.h>

namespace {
const QString kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

using Run = f27::test::ProcessRun;

Run run(const QString& program, const QStringList& args, const QByteArray& input = {},
        const QString& locale = "C.UTF-8") {
    return f27::test::runProcess(program, args, input, locale);
}
Run cli(const QStringList& args, const QByteArray& input = {}) {
    return run(F27_CLI, args, input);
}
} // namespace

class Cli : public QObject {
    Q_OBJECT
private slots:
    // Finnish ships: under a Finnish locale the CLI's own messages and the table text are Finnish.
    void speaksFinnishUnderAFinnishLocale() {
        const Run en = run(F27_CLI, {"--help"});
        QVERIFY2(en.out.contains("Commands:"), qPrintable(en.out));
        const Run fi = run(F27_CLI, {"--help"}, {}, "fi_FI.UTF-8");
        QVERIFY2(!fi.out.contains("Commands:") && fi.out.contains("finnish27-cli"),
                 qPrintable(fi.out));
        const Run play = run(F27_CLI, {"play", "--rules", "blackjack", "--key", QString(64, 'a')},
                             "q\n", "fi_FI.UTF-8");
        QVERIFY2(!play.out.contains("round(s) played") && !play.out.isEmpty(),
                 qPrintable(play.out));
        // The chart too, its columns aligned by characters ("pehmeä" has one byte more than
        // characters): a soft row is as wide as a hard one.
        QTemporaryDir dir;
        const QString small =
            smallRules(dir, "21-24-27", {"2", "3", "4", "6", "7", "8", "10", "J"});
        const Run chart = run(F27_CLI, {"chart", "--rules", small, "--quiet"}, {}, "fi_FI.UTF-8");
        QCOMPARE(chart.code, 0);
        QVERIFY2(chart.out.contains("Perusstrategiataulukko") && !chart.out.contains("Hit to"),
                 qPrintable(chart.out));
        QString hard, soft;
        for (const QString& r : chart.out.split('\n')) {
            if (hard.isEmpty() && QRegularExpression("^ +\\d+ ").match(r).hasMatch()) hard = r;
            if (soft.isEmpty() && r.trimmed().startsWith("pehmeä ")) soft = r;
        }
        QVERIFY2(!hard.isEmpty() && !soft.isEmpty(), qPrintable(chart.out));
        QCOMPARE(soft.size(), hard.size());
    }
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
    // The rules reference: one rule with its decision, a game's rules under their headings,
    // in English or Finnish (the locale's, or --language), and a clear refusal of the unknown.
    void rulesExplainFromTheReference() {
        const Run pl5 = cli({"rules", "--explain", "PL-5"});
        QCOMPARE(pl5.code, 0);
        QVERIFY2(pl5.out.startsWith("PL-5  Forced plays for the player"), qPrintable(pl5.out));
        QVERIFY(pl5.out.contains("\n    ↳ PL-5: the five-card stand outranks every must-hit"));
        QVERIFY(!pl5.out.contains("**"));
        const Run fi = run(F27_CLI, {"rules", "--explain", "PL-5"}, {}, "fi_FI.UTF-8");
        QVERIFY2(fi.out.startsWith("PL-5  Pelaajan pakotetut pelit"), qPrintable(fi.out));
        QCOMPARE(cli({"rules", "--explain", "PL-5", "--language", "fi"}).out, fi.out);
        const Run bj = cli({"rules", "--explain", "blackjack"});
        QCOMPARE(bj.code, 0);
        QVERIFY(bj.out.contains("== Part 2 — Blackjack\n") && bj.out.contains("\nB-12  "));
        QVERIFY(bj.out.contains("\nP-3  ") && !bj.out.contains("\nF-3  ") &&
                !bj.out.contains("\nPL-"));
        const Run seven = cli({"rules", "--explain", "seven-twenty-seven"});
        QVERIFY(seven.out.contains("\nS-7  ") && seven.out.contains("↳ S-7"));
        QTemporaryDir dir; // a custom rule set of the family: the family's whole part
        const QString custom = dir.filePath("house.json");
        QFile f(custom);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(cli({"rules", "--show", "poker-like"})
                    .out.toUtf8()
                    .replace("\"id\": \"poker-like\"", "\"id\": \"house\""));
        f.close();
        const Run house = cli({"rules", "--explain", custom});
        QCOMPARE(house.code, 0);
        QVERIFY(house.out.contains("\nF-18  ") && house.out.contains("\nT-4  ") &&
                house.out.contains("number of decks (1–8)") && !house.out.contains("\nB-1  "));
        QCOMPARE(cli({"rules", "--explain", "pl-5"}).out, pl5.out); // IDs in any case
        const Run unknown = cli({"rules", "--explain", "PL-99"});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("no rule PL-99 (its rules: F-1…F-18, PL-1…PL-12, T-1…T-7, "
                                      "B-1…B-12, S-1…S-8, P-1…P-3)"),
                 qPrintable(unknown.err));
        const Run notAGame = cli({"rules", "--explain", "no-such-game"});
        QCOMPARE(notAGame.code, 2);
        QVERIFY2(notAGame.err.contains("give a rule's ID such as PL-5"), qPrintable(notAGame.err));
        QCOMPARE(cli({"rules", "--explain", "PL-5", "--language", "sv"}).code, 2);
        QCOMPARE(cli({"rules", "--explain", "PL-5", "--language", ""}).code, 2);
        QCOMPARE(cli({"rules", "--explain", "PL-5", "--language", "FI"}).out, fi.out);
        // Several, in the order given; one unknown fails the command, the rest still printed.
        const Run two = cli({"rules", "--explain", "PL-5", "--explain", "T-4"});
        QCOMPARE(two.code, 0);
        QCOMPARE(two.out, pl5.out + "\n" + cli({"rules", "--explain", "T-4"}).out);
        const Run oneBad = cli({"rules", "--explain", "PL-99", "--explain", "PL-5"});
        QCOMPARE(oneBad.code, 2);
        QVERIFY(oneBad.err.contains("no rule PL-99"));
        QVERIFY(oneBad.out.endsWith(pl5.out));
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
        QVERIFY2(tampered.err.contains(
                     "differs in detail: the log has \"tie\", the replay gives \"closer\""),
                 qPrintable(tampered.err));
        // A version that is not a whole number is refused as such, not read as version 0.
        QByteArray fractional = text;
        fractional.replace("\"version\":1}", "\"version\":1.0000001}");
        writeLog(fractional);
        const Run version = cli({"replay", log});
        QCOMPARE(version.code, 2);
        QVERIFY2(version.err.contains("line 1: \"version\" must be a whole number (got 1.0000001)"),
                 qPrintable(version.err));
        QByteArray corrupt = text;
        corrupt.insert(corrupt.indexOf('\n') + 2, "}}");
        writeLog(corrupt);
        const Run broken = cli({"replay", log});
        QCOMPARE(broken.code, 2);
        QVERIFY2(broken.err.contains("line 2"), qPrintable(broken.err));
    }
    // A session archive (zip) replays every round and checks its shoe (P-3); a damaged one is
    // refused with a message naming the problem.
    void replaySessionArchive() {
        QTemporaryDir dir;
        const QString log = dir.filePath("history.jsonl");
        const char* key = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        const Run r = cli({"play", "--rules", "blackjack", "--seats", "2", "--bots", "1,2",
                           "--rounds", "25", "--key", key, "--log", log});
        QCOMPARE(r.code, 0);
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        f27::SessionArchive a;
        f27::ArchivedShoe shoe;
        const auto k = f27::ShuffleKey::fromHex(key);
        shoe.commitment = k->commitment();
        shoe.key = k->hex();
        shoe.spec = f27::loadPreset("blackjack")->shoe;
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (line.isEmpty()) continue;
            a.hands.push_back(line);
            // Held in a local: a range-for over a member of the temporary would dangle.
            const auto record = f27::roundFromJson(line);
            QVERIFY2(record.ok(), record.ok() ? "" : record.error().c_str());
            for (const f27::Event& e : record->events)
                if (e.type == f27::EventType::Deal) shoe.dealt.push_back(e.card);
        }
        a.shoes.push_back(shoe);
        const QString zip = dir.filePath("session.zip");
        QVERIFY(f27::writeSessionArchive(zip, a).ok());
        const Run replay = cli({"replay", zip});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.contains("25 round(s) replayed exactly."), qPrintable(replay.out));
        QVERIFY2(replay.out.contains("1 shoe(s) verified"), qPrintable(replay.out));
        QVERIFY2(replay.out.contains("Every card of every round is verified against its shoe."),
                 qPrintable(replay.out));
        // One card of a round changed to another suit of its rank: the round still replays,
        // but it is not the card its shoe dealt.
        {
            f27::SessionArchive changed = a;
            const f27::Card first = a.shoes[0].dealt[0];
            const QByteArray was = QByteArray::fromStdString(f27::toCode(first));
            f27::Card other = first;
            other.suit = first.suit == f27::Suit::Hearts ? f27::Suit::Spades : f27::Suit::Hearts;
            const QByteArray now = QByteArray::fromStdString(f27::toCode(other));
            const QByteArray from = "\"card\":\"" + was + "\"";
            QVERIFY(!first.isJoker() && changed.hands[0].contains(from));
            changed.hands[0].replace(changed.hands[0].indexOf(from), from.size(),
                                     "\"card\":\"" + now + "\"");
            QVERIFY(f27::writeSessionArchive(zip, changed).ok());
            const Run bad = cli({"replay", zip});
            QCOMPARE(bad.code, 1);
            QVERIFY2(bad.err.contains("round 1, event") &&
                         bad.err.contains("card 1 dealt is " + now +
                                          " in the round, but shoe 1 "
                                          "dealt " +
                                          was),
                     qPrintable(bad.err));
            // No shoe at all: the rounds' cards come from nowhere.
            changed = a;
            changed.shoes.clear();
            QVERIFY(f27::writeSessionArchive(zip, changed).ok());
            const Run none = cli({"replay", zip});
            QCOMPARE(none.code, 1);
            QVERIFY2(none.err.contains("comes from no shoe"), qPrintable(none.err));
        }
        // A dealt card swapped for another: the shoe check names the card.
        std::swap(a.shoes[0].dealt[0], a.shoes[0].dealt[1]);
        if (a.shoes[0].dealt[0] != a.shoes[0].dealt[1]) {
            QVERIFY(f27::writeSessionArchive(zip, a).ok());
            const Run bad = cli({"replay", zip});
            QCOMPARE(bad.code, 1);
            QVERIFY2(bad.err.contains("card 1 dealt"), qPrintable(bad.err));
        }
        QFile z(zip);
        QVERIFY(z.open(QIODevice::ReadWrite));
        QVERIFY(z.resize(z.size() - 40));
        z.close();
        const Run truncated = cli({"replay", zip});
        QCOMPARE(truncated.code, 2);
        QVERIFY2(truncated.err.contains("session.zip") && truncated.err.count("session.zip") == 1,
                 qPrintable(truncated.err));
    }
    // the exact house edge of optimal composition-dependent play, as JSON.
    void analyzeJson() {
        // (The basic-strategy part, slower, is tested in analyzeBasicStrategy.)
        const Run r = cli({"analyze", "--rules", "blackjack", "--json", "--no-basic-strategy"});
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
    // `bench`: one run of the benchmarks — the full analysis, the live hints and the
    // simulator on one thread and two (small counts here; the figures are not asserted, only
    // that each benchmark ran as often as asked and reports a rate). Bad counts exit 2.
    void benchJson() {
        const Run r = cli({"bench", "--presets", "blackjack", "--hints", "5", "--sim-rounds",
                           "200000", "--repeat", "3", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(r.out));
        const QJsonArray rows = o["benchmarks"].toArray();
        QCOMPARE(rows.size(), 1);
        const QJsonObject b = rows[0].toObject();
        QCOMPARE(b["rules"].toString(), QString("blackjack"));
        QCOMPARE(b["hints"].toInt(), 5);
        // The fastest of three runs of the analysis, and their median.
        QCOMPARE(b["analysis_runs"].toInt(), 3);
        QVERIFY(b["analysis_seconds"].toDouble() > 0);
        QVERIFY(b["analysis_seconds"].toDouble() <= b["analysis_seconds_median"].toDouble());
        QVERIFY(std::abs(b["house_edge_percent"].toDouble() - 0.776748709) < 1e-6);
        QCOMPARE(b["sim_rounds"].toDouble(), 200000.0);
        QVERIFY2(b["sim_rounds_per_second_1_thread"].toDouble() > 0, qPrintable(r.out));
        // The simulator's too: three runs on each thread count, the fastest and the median.
        QCOMPARE(b["sim_runs"].toInt(), 3);
        QVERIFY(b["sim_rounds_per_second_1_thread"].toDouble() >=
                b["sim_rounds_per_second_1_thread_median"].toDouble());
        if (QThread::idealThreadCount() >= 2)
            QVERIFY2(b["sim_two_thread_speedup"].toDouble() > 0, qPrintable(r.out));
        QVERIFY(o["peak_rss_mib"].toDouble() > 0);
        QCOMPARE(cli({"bench", "--sim-rounds", "-1"}).code, 2);
        QCOMPARE(cli({"bench", "--repeat", "0"}).code, 2);
    }
    // The bench signature is a function of the engine's behaviour only: it is pinned here, so
    // that a change which moves any published number (a shuffle order, an exact edge, a derived
    // chart, a seeded simulation or Seven Twenty-Seven match) fails this test and must update
    // the pin on purpose. Each part is printed too, to tell which layer moved.
    // `deal`: the dealer school scripted from the dealer's side. The right steps (from the
    // engine, for the same shoe and players) run two rounds with no error at every preset; a
    // wrong first card is caught with the deal-order rule and the session still ends.
    void dealScriptedFromTheDealersSide_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("dealRule");
        QTest::newRow("poker-like") << "poker-like"
                                    << "PL-2";
        QTest::newRow("21-24-27") << "21-24-27"
                                  << "T-2";
        QTest::newRow("blackjack") << "blackjack"
                                   << "B-3";
    }
    void dealScriptedFromTheDealersSide() {
        QFETCH(QString, preset);
        QFETCH(QString, dealRule);
        const f27::RuleSet rules = f27::test::preset(preset.toStdString());
        f27::Table table(rules, f27::ShuffleKey::fromHex(kKey.toStdString()).value());
        f27::TrainingPlayers players(5);
        QStringList steps;
        for (int round = 0; round < 2; ++round) {
            auto p = f27::DealerProcedure::start(table, players.wagers(rules, 3), players);
            QVERIFY(p);
            f27::DealerProcedure& d = p.value();
            while (!d.isOver()) {
                steps << QString::fromStdString(f27::stepText(d.expected()));
                d.perform(d.expected());
            }
        }
        const QStringList args{"deal", "--rules", preset, "--seats",  "3", "--seed",
                               "5",    "--key",   kKey,   "--rounds", "2"};
        const Run right = cli(args, (steps.join('\n') + '\n').toUtf8());
        QCOMPARE(right.code, 0);
        QVERIFY2(right.out.contains(
                     QStringLiteral("Dealt 2 round(s): %1 steps, 0 errors.").arg(steps.size())),
                 qPrintable(right.out));
        QVERIFY(!right.out.contains("✗"));
        // The first card to the dealer instead of seat 1.
        QCOMPARE(steps.first(), QStringLiteral("card 1 up"));
        QStringList wrongSteps = steps;
        wrongSteps.first() = "card dealer up";
        const Run wrong = cli(args, (wrongSteps.join('\n') + '\n').toUtf8());
        QCOMPARE(wrong.code, 0);
        QVERIFY2(
            wrong.out.contains(
                QStringLiteral("✗ Wrong: card dealer up. Right: card 1 up — %1:").arg(dealRule)),
            qPrintable(wrong.out));
        QVERIFY2(wrong.out.contains(QStringLiteral("%1 steps, 1 errors.").arg(steps.size())),
                 qPrintable(wrong.out));
        // Bad steps are explained and change nothing; q quits.
        const Run bad = cli(args, "card 9 up\nq\n");
        QCOMPARE(bad.code, 0);
        QVERIFY2(bad.out.contains("\"9\" is no seat") && bad.out.contains("0 steps, 0 errors."),
                 qPrintable(bad.out));
        QCOMPARE(cli({"deal", "--seats", "8"}).code, 2);
    }

    void benchSignature() {
        const Run r = cli({"bench", "--signature"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        for (const char* part : {"shuffle", "exact", "chart", "simulate", "seven27"})
            QVERIFY2(r.out.contains(QLatin1String(part)), qPrintable(r.out));
        QCOMPARE(lines.last(), QString("Signature: 10669183569243731594"));
    }
    // the simulator's JSON, reproducible for a seed; bad arguments exit 2.
    void simulateJson() {
        const QStringList args = {"simulate",  "--rules",    "poker-like", "--rounds", "20000",
                                  "--threads", "2",          "--seed",     "7",        "--seats",
                                  "2",         "--strategy", "mimic",      "--json"};
        const Run a = cli(args), b = cli(args);
        QCOMPARE(a.code, 0);
        QJsonParseError e;
        QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(a.out));
        for (const char* key :
             {"ev_percent", "stderr_percent", "rounds", "rounds_per_second", "threads", "seed",
              "strategy", "path", "frequencies_percent_of_hands", "bonus_percent_of_hands",
              "insurance"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["rounds"].toDouble(), 20000.0);
        QCOMPARE(o["threads"].toInt(), 2);
        QCOMPARE(o["seats"].toInt(), 2);
        QCOMPARE(o["seed"].toString(), QString("7"));
        QCOMPARE(o["path"].toString(), QString("fast"));
        QCOMPARE(o["strategy"].toString(), QString("mimic"));
        const double ev = o["ev_percent"].toDouble(), se = o["stderr_percent"].toDouble();
        QVERIFY2(ev > -20 && ev < 10 && se > 0 && se < 2, qPrintable(a.out));
        QJsonObject o2 = QJsonDocument::fromJson(b.out.toUtf8()).object();
        for (const char* timing : {"seconds", "rounds_per_second", "strategy_seconds"}) {
            o.remove(timing);
            o2.remove(timing);
        }
        QCOMPARE(o, o2); // same seed and threads: the same simulation
        const Run exact = cli({"simulate", "--rules", "poker-like", "--rounds", "2000", "--path",
                               "exact", "--strategy", "mimic", "--threads", "1"});
        QCOMPARE(exact.code, 0);
        QVERIFY2(exact.out.contains("Path:         exact"), qPrintable(exact.out));
        QVERIFY(exact.out.contains("EV per round:"));
        for (const QStringList& bad :
             {QStringList{"simulate"}, QStringList{"simulate", "--rules", "no-such-game"},
              QStringList{"simulate", "--rules", "blackjack", "--rounds", "0"},
              QStringList{"simulate", "--rules", "blackjack", "--rounds", "many"},
              QStringList{"simulate", "--rules", "blackjack", "--seats", "8"},
              QStringList{"simulate", "--rules", "blackjack", "--threads", "0"},
              QStringList{"simulate", "--rules", "blackjack", "--strategy", "lucky"},
              QStringList{"simulate", "--rules", "blackjack", "--path", "slow"}}) {
            const Run r = cli(bad);
            QVERIFY2(r.code == 2 && !r.err.isEmpty(), qPrintable(bad.join(' ')));
        }
    }
    // --strategy optimal: the full shoe's composition-dependent strategy as a table (the chart
    // with every exception). On a shoe reshuffled before every round it plays the analysis'
    // optimal strategy: the simulated edge agrees with the exact optimal one, and it decides
    // some hands otherwise than the basic chart (the same seed gives other counts).
    void simulateTheOptimalTable() {
        QTemporaryDir dir;
        const QString path = editedRules(dir, "blackjack", "shoe", "cutCard", 1);
        QVERIFY(!path.isEmpty());
        auto run = [&](const char* strategy) {
            const Run r = cli({"simulate", "--rules", path, "--rounds", "1000000", "--threads", "2",
                               "--strategy", strategy, "--json", "--no-progress"});
            return std::pair(r.code, QJsonDocument::fromJson(r.out.toUtf8()).object());
        };
        const auto [code, o] = run("optimal");
        QCOMPARE(code, 0);
        QCOMPARE(o["strategy"].toString(), QString("optimal"));
        QCOMPARE(o["path"].toString(), QString("fast"));
        const double edge = o["house_edge_percent"].toDouble(), se = o["stderr_percent"].toDouble();
        QVERIFY2(se > 0 && std::abs(edge - 0.776749) < 5 * se, qPrintable(QString::number(edge)));
        const auto [chartCode, chart] = run("chart");
        QCOMPARE(chartCode, 0);
        QVERIFY(chart["counts"] != o["counts"]);
    }

    // Resplits (split.maxHands 4): `analyze` gives both edges exactly (pinned: the optimal
    // one by the resplit method, the chart's as the chart resplits); `simulate --strategy chart`
    // plays the chart derived for the same rules splitting once, says so, and resplits with
    // it (the splits outnumber one per split round), agreeing with the chart's exact edge.
    void simulateResplitsWithTheSplitOnceChart() {
        QTemporaryDir dir;
        const QString path = editedRules(dir, "blackjack", "split", "maxHands", 4);
        QVERIFY(!path.isEmpty());
        const Run analyzed = cli({"analyze", "--rules", path, "--threads", "2", "--json"});
        QCOMPARE(analyzed.code, 0);
        const QJsonObject a = QJsonDocument::fromJson(analyzed.out.toUtf8()).object();
        QVERIFY2(std::abs(a["house_edge_percent"].toDouble() - 0.743474486801547) < 1e-9,
                 qPrintable(analyzed.out));
        const double chartEdge = a["basic_strategy_house_edge_percent"].toDouble();
        QVERIFY2(std::abs(chartEdge - 0.743863690500041) < 1e-9, qPrintable(analyzed.out));
        const Run chart = cli({"chart", "--rules", path, "--edge", "--quiet"});
        QCOMPARE(chart.code, 0);
        QVERIFY2(chart.err.contains("splitting once"), qPrintable(chart.err));
        QVERIFY2(chart.out.contains("House edge: 0.7439 % with this chart, 0.7435 % with optimal"),
                 qPrintable(chart.out));
        const Run sim = cli({"simulate", "--rules", path, "--rounds", "400000", "--threads", "2",
                             "--strategy", "chart", "--json", "--no-progress"});
        QCOMPARE(sim.code, 0);
        QVERIFY2(sim.err.contains("splitting once"), qPrintable(sim.err));
        const QJsonObject o = QJsonDocument::fromJson(sim.out.toUtf8()).object();
        QVERIFY(o["chart_derived_splitting_once"].toBool());
        QCOMPARE(o["path"].toString(), QString("fast"));
        // The same chart with one split allowed (the preset) splits markedly less often:
        // ≈ 2.5 % of rounds split, and about one in seven of those splits again.
        const Run once = cli({"simulate", "--rules", "blackjack", "--rounds", "400000", "--threads",
                              "2", "--strategy", "chart", "--json", "--no-progress"});
        QCOMPARE(once.code, 0);
        const double splits = o["splits"].toDouble(),
                     onceSplits =
                         QJsonDocument::fromJson(once.out.toUtf8()).object()["splits"].toDouble();
        QVERIFY2(onceSplits > 5000 && splits > 1.05 * onceSplits,
                 qPrintable(QString("%1 vs %2").arg(splits).arg(onceSplits)));
        QCOMPARE(o["hands"].toDouble(), o["rounds"].toDouble() + splits);
        const double edge = o["house_edge_percent"].toDouble(), se = o["stderr_percent"].toDouble();
        QVERIFY2(std::abs(edge - chartEdge) < 5 * se, qPrintable(sim.out));
    }

    // bot-only Seven Twenty-Seven; JSON shape, reproducible for a seed, chips
    // conserved across the seats; bad arguments exit 2 with a message.
    void seven27Json() {
        const QStringList args = {"seven27",
                                  "--players",
                                  "5",
                                  "--bots",
                                  "tight,loose,aggressive,naive,naive",
                                  "--hands",
                                  "30",
                                  "--seed",
                                  "3",
                                  "--nearest",
                                  "over-bust",
                                  "--deal",
                                  "down-down-up",
                                  "--json"};
        const Run a = cli(args), b = cli(args);
        QCOMPARE(a.code, 0);
        QJsonParseError e;
        QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(a.out));
        QCOMPARE(o["hands"].toInt(), 30);
        QCOMPARE(o["seed"].toString(), QString("3"));
        QVERIFY(o["seconds"].toDouble() >= 0);
        QCOMPARE(o["rules"].toObject()["nearest"].toString(), QString("over-is-bust"));
        QCOMPARE(o["rules"].toObject()["deal"].toString(), QString("two-down-one-up"));
        const QJsonArray seats = o["seats"].toArray();
        QCOMPARE(seats.size(), 5);
        const QStringList bots = {"tight", "loose", "aggressive", "naive", "naive"};
        double total = 0;
        for (int i = 0; i < seats.size(); ++i) {
            const QJsonObject s = seats[i].toObject();
            for (const char* key : {"seat", "bot", "net", "per_hand", "stderr", "hands_won_7",
                                    "hands_won_27", "fold_wins", "folds", "showdowns", "decisions",
                                    "decision_ms_mean", "decision_ms_max"})
                QVERIFY2(s.contains(key), key);
            QCOMPARE(s["seat"].toInt(), i);
            QCOMPARE(s["bot"].toString(), bots[i]);
            QVERIFY(std::abs(s["per_hand"].toDouble() * 30 - s["net"].toDouble()) < 1e-9);
            QVERIFY(s["stderr"].toDouble() >= 0);
            total += s["net"].toDouble();
        }
        QCOMPARE(total, 0.0); // chips only change hands
        QJsonObject o2 = QJsonDocument::fromJson(b.out.toUtf8()).object();
        auto strip = [](QJsonObject j) {
            j.remove("seconds");
            QJsonArray seats;
            for (const auto& v : j["seats"].toArray()) {
                QJsonObject s = v.toObject();
                s.remove("decision_ms_mean");
                s.remove("decision_ms_max");
                seats.append(s);
            }
            j["seats"] = seats;
            return j;
        };
        QCOMPARE(strip(o), strip(o2)); // same seed: the same games
        const Run text = cli({"seven27", "--bots", "balanced", "--players", "4", "--hands", "5"});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("balanced") && text.out.contains("per hand"),
                 qPrintable(text.out));
        for (const QStringList& bad :
             {QStringList{"seven27", "--players", "3"}, QStringList{"seven27", "--players", "11"},
              QStringList{"seven27", "--bots", "tight,shark,naive,naive"},
              QStringList{"seven27", "--players", "5", "--bots", "tight,naive"},
              QStringList{"seven27", "--hands", "0"}, QStringList{"seven27", "--hands", "x"},
              QStringList{"seven27", "--seed", "-1"},
              QStringList{"seven27", "--min-bet", "5", "--max-bet", "2"},
              QStringList{"seven27", "--deal", "sideways"},
              QStringList{"seven27", "--nearest", "closest"}, QStringList{"seven27", "--ante", "0"},
              QStringList{"seven27", "extra"}}) {
            const Run r = cli(bad);
            QVERIFY2(r.code == 2 && !r.err.isEmpty(), qPrintable(bad.join(' ')));
        }
    }
    // A preset on a small one-deck shoe (ranks removed), written as a rule file: the chart
    // commands on every code path without the full shoe's time.
    static QString smallRules(const QTemporaryDir& dir, const QString& preset,
                              const QJsonArray& removed) {
        const Run show = cli({"rules", "--show", preset});
        QJsonObject rules = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QJsonObject shoe = rules["shoe"].toObject();
        shoe["decks"] = 1;
        shoe["removedRanks"] = removed;
        shoe["cutCard"] = 10;
        rules["shoe"] = shoe;
        const QString path = dir.filePath(preset + "-small.json");
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(QJsonDocument(rules).toJson());
        return path;
    }
    // The preset with one field of one section changed, saved as another game ("<id>-edited")
    // in `dir`; "" when it cannot be written.
    static QString editedRules(const QTemporaryDir& dir, const QString& preset,
                               const QString& section, const QString& field, int value) {
        const Run show = cli({"rules", "--show", preset});
        QJsonObject rules = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QJsonObject part = rules[section].toObject();
        part[field] = value;
        rules[section] = part;
        rules["id"] = preset + "-edited";
        const QString path = dir.filePath(preset + "-edited.json");
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(QJsonDocument(rules).toJson());
        return path;
    }
    static QString smallBlackjack(const QTemporaryDir& dir) {
        return smallRules(dir, "blackjack", {"2", "3", "4", "7", "8", "9"}); // A 5 6 10 J Q K
    }
    // the baccarat-like mode has no decisions; each bet's exact edge.
    // The bet on the player hand agrees with a simulation of it; a chart is refused with why.
    void analyzeBaccaratBets() {
        QTemporaryDir dir;
        const QString small =
            smallRules(dir, "21-24-27", {"2", "3", "4", "6", "7", "8", "10", "J"});
        auto standard = f27::loadRules(small.toStdString());
        QVERIFY(standard.ok());
        f27::RuleSet rules = f27::test::bettingCopy(*standard);
        rules.shoe.cutCard = 1; // a fresh shoe every round: the quantity the analysis computes
        const QString path = dir.filePath("baccarat.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(f27::ruleSetToJson(rules));
        f.close();
        const Run r = cli({"analyze", "--rules", path, "--json", "--quiet"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject bets = o["bets"].toObject();
        QVERIFY2(bets.contains("player") && bets.contains("dealer") && bets.contains("stalemate"),
                 qPrintable(r.out));
        const double player = bets["player"].toObject()["house_edge_percent"].toDouble();
        QCOMPARE(o["house_edge_percent"].toDouble(), player);
        QCOMPARE(o["wager_mode"].toString(), QString("baccarat-like"));
        QVERIFY(std::abs(player - bets["dealer"].toObject()["house_edge_percent"].toDouble()) >
                0.1);
        const Run text = cli({"analyze", "--rules", path, "--quiet"});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("Bet on a stalemate: house edge"), qPrintable(text.out));
        const Run chart = cli({"chart", "--rules", path, "--quiet"});
        QCOMPARE(chart.code, 1);
        QVERIFY2(chart.err.contains("no player decisions"), qPrintable(chart.err));
        const Run sim = cli({"simulate", "--rules", path, "--rounds", "200000", "--threads", "2",
                             "--json", "--no-progress"});
        QCOMPARE(sim.code, 0);
        const QJsonObject s = QJsonDocument::fromJson(sim.out.toUtf8()).object();
        QCOMPARE(s["strategy"].toString(), QString("none (nobody decides)"));
        QVERIFY2(std::abs(s["house_edge_percent"].toDouble() - player) <=
                     4 * s["stderr_percent"].toDouble(),
                 qPrintable(sim.out + "\nexact " + QString::number(player)));
        // Each bet can be simulated (--bet), and agrees with its exact edge.
        const double dealer = bets["dealer"].toObject()["house_edge_percent"].toDouble();
        const Run simDealer = cli({"simulate", "--rules", path, "--rounds", "200000", "--threads",
                                   "2", "--json", "--no-progress", "--bet", "dealer"});
        QCOMPARE(simDealer.code, 0);
        const QJsonObject sd = QJsonDocument::fromJson(simDealer.out.toUtf8()).object();
        QCOMPARE(sd["bet"].toString(), QString("dealer"));
        QVERIFY2(std::abs(sd["house_edge_percent"].toDouble() - dealer) <=
                     4 * sd["stderr_percent"].toDouble(),
                 qPrintable(simDealer.out + "\nexact " + QString::number(dealer)));
        QCOMPARE(cli({"simulate", "--rules", "blackjack", "--bet", "dealer"}).code, 2);
    }

    // the basic-strategy chart's exact house edge next to the optimal one.
    void analyzeBasicStrategy() {
        QTemporaryDir dir;
        const QString rules = smallBlackjack(dir);
        const Run r = cli({"analyze", "--rules", rules, "--json", "--quiet"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(o.contains("basic_strategy_house_edge_percent"), qPrintable(r.out));
        const double optimal = o["house_edge_percent"].toDouble();
        const double chart = o["basic_strategy_house_edge_percent"].toDouble();
        QVERIFY2(std::isfinite(chart) && chart >= optimal - 1e-9, qPrintable(r.out));
        const Run text = cli({"analyze", "--rules", rules});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("Basic strategy:"), qPrintable(text.out));
        QVERIFY2(text.err.contains("100 % of the dealer views"), qPrintable(text.err)); // progress
        // A preset: its shipped chart's recorded edge, unless --derive; the same value.
        const Run shipped = cli({"analyze", "--rules", "blackjack", "--json", "--quiet"});
        QCOMPARE(shipped.code, 0);
        const QJsonObject s = QJsonDocument::fromJson(shipped.out.toUtf8()).object();
        QCOMPARE(s["basic_strategy_chart"].toString(), QString("shipped"));
        const Run derived =
            cli({"analyze", "--rules", "blackjack", "--json", "--quiet", "--derive"});
        QCOMPARE(derived.code, 0);
        const QJsonObject d = QJsonDocument::fromJson(derived.out.toUtf8()).object();
        QCOMPARE(d["basic_strategy_chart"].toString(), QString("derived"));
        QVERIFY2(std::abs(s["basic_strategy_house_edge_percent"].toDouble() -
                          d["basic_strategy_house_edge_percent"].toDouble()) < 1e-9,
                 qPrintable(shipped.out + "\n" + derived.out));
        QCOMPARE(s["basic_strategy_exceptions"].toInt(), d["basic_strategy_exceptions"].toInt());
    }
    // the chart as JSON, text and HTML; bad input is refused.
    void chartFormats() {
        QTemporaryDir dir;
        const QString file = dir.filePath("bj.json");
        const Run j = cli({"chart", "--rules", smallBlackjack(dir), "--format", "json", "--output",
                           file, "--edge"});
        QCOMPARE(j.code, 0);
        QVERIFY2(j.err.contains("100 % of the dealer views"), qPrintable(j.err)); // progress
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(f.readAll(), &e).object();
        QVERIFY(e.error == QJsonParseError::NoError);
        QCOMPARE(o["format"].toString(), QString("finnish27-strategy-chart"));
        QCOMPARE(o["rules"].toString(), QString("blackjack"));
        QCOMPARE(o["columns"].toArray().size(), 4); // up-cards 5, 6, 10 (J, Q, K), A
        QVERIFY(o["basic_strategy_house_edge_percent"].toDouble() >=
                o["house_edge_percent"].toDouble() - 1e-9);
        const Run html =
            cli({"chart", "--rules", smallBlackjack(dir), "--format", "html", "--quiet"});
        QCOMPARE(html.code, 0);
        QVERIFY(html.out.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.out.contains("<table>"));
        // A Finnish preset (both dealer cards up: a column per dealer total, or per pair on
        // request) on a small shoe, as text.
        const QString t = smallRules(dir, "21-24-27", {"2", "3", "4", "6", "7", "8", "10", "J"});
        const Run text = cli({"chart", "--rules", t, "--quiet"});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("Basic-strategy chart: 21-24-27") && text.out.contains("Hit to"),
                 qPrintable(text.out));
        // Row labels: the dealer's total ("14") or the pair ("5+9", one of 14's pairs).
        const QRegularExpression row14("^ +14 ", QRegularExpression::MultilineOption),
            row59("^ +5\\+9 ", QRegularExpression::MultilineOption);
        QVERIFY2(text.out.contains(row14) && !text.out.contains(row59), qPrintable(text.out));
        const Run byCards = cli({"chart", "--rules", t, "--quiet", "--dealer-columns", "cards"});
        QCOMPARE(byCards.code, 0);
        QVERIFY2(byCards.out.contains(row59) && !byCards.out.contains(row14),
                 qPrintable(byCards.out));
        QCOMPARE(cli({"chart", "--rules", t, "--dealer-columns", "sum"}).code, 2);
        QCOMPARE(cli({"chart", "--rules", "blackjack", "--format", "pdf"}).code, 2);
        QCOMPARE(cli({"chart", "--rules", "no-such-game"}).code, 2);
        QCOMPARE(cli({"chart", "--rules", "blackjack", "--min-exception-cost", "-1"}).code, 2);
        const Run slow = cli({"chart", "--rules", "poker-like", "--max-seconds", "0.5"});
        QCOMPARE(slow.code, 1);
        QVERIFY2(slow.err.contains("cancelled"), qPrintable(slow.err));
    }
    // the chart as a picture: PNG, SVG and PDF files (app/picture draws them; its own test
    // checks what is drawn); a picture needs --output.
    void chartPictures() {
        QTemporaryDir dir;
        const QString rules = smallBlackjack(dir);
        const QList<std::pair<QString, QByteArray>> formats{
            {"png", "\x89PNG\r\n"}, {"svg", "<?xml"}, {"pdf", "%PDF-"}};
        for (const auto& [format, magic] : formats) {
            const QString file = dir.filePath("chart." + format);
            const Run r = cli({"chart", "--rules", rules, "--quiet", "--format", format.toUpper(),
                               "--output", file});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY2(bytes.startsWith(magic), qPrintable(format));
            if (format == "svg") QVERIFY(bytes.contains(">Hard totals</text>"));
        }
        // Without --format, the output's suffix says which; a --format the suffix contradicts,
        // or an empty --output, is refused.
        const Run bySuffix =
            cli({"chart", "--rules", rules, "--quiet", "--output", dir.filePath("by-suffix.pdf")});
        QVERIFY2(bySuffix.code == 0, qPrintable(bySuffix.err));
        QFile pdf(dir.filePath("by-suffix.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly) && pdf.read(5) == "%PDF-");
        const Run clash = cli(
            {"chart", "--rules", rules, "--format", "png", "--output", dir.filePath("clash.pdf")});
        QCOMPARE(clash.code, 2);
        QVERIFY2(clash.err.contains(".pdf"), qPrintable(clash.err));
        QCOMPARE(cli({"chart", "--rules", rules, "--format", "png", "--output", ""}).code, 2);
        const Run noOutput = cli({"chart", "--rules", rules, "--format", "svg"});
        QCOMPARE(noOutput.code, 2);
        QVERIFY2(noOutput.err.contains("--output"), qPrintable(noOutput.err));
        const Run unwritable = cli({"chart", "--rules", rules, "--quiet", "--format", "pdf",
                                    "--output", dir.filePath("missing/chart.pdf")});
        QCOMPARE(unwritable.code, 2);
        QVERIFY2(unwritable.err.contains("missing/chart.pdf"), qPrintable(unwritable.err));
    }
    // a live hint at the decision where a round log stops.
    void hintAtADecision() {
        QTemporaryDir dir;
        const QString history = dir.filePath("history.jsonl");
        QCOMPARE(cli({"play", "--rules", "blackjack", "--seats", "1", "--bots", "1", "--rounds",
                      "40", "--key", kKey, "--log", history})
                     .code,
                 0);
        QFile f(history);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        f.close();
        // The first round with a decision, cut right before it; the rounds before it stay.
        int cutAt = -1;
        QByteArray cut;
        for (int i = 0; i < lines.size() && cutAt < 0; ++i) {
            QJsonObject round = QJsonDocument::fromJson(lines[i]).object();
            const QJsonArray events = round["events"].toArray();
            for (int k = 0; k < events.size(); ++k)
                if (events[k].toObject()["type"].toString() == "decision") {
                    round["events"] = QJsonArray::fromVariantList(events.toVariantList().mid(0, k));
                    cut = QJsonDocument(round).toJson(QJsonDocument::Compact);
                    cutAt = i;
                    break;
                }
        }
        QVERIFY(cutAt >= 0);
        const QString state = dir.filePath("state.jsonl");
        auto write = [&](const QByteArray& text) {
            QFile out(state);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(text);
        };
        write(lines.mid(0, cutAt).join('\n') + (cutAt > 0 ? "\n" : "") + cut + "\n");
        const Run r = cli({"hint", "--rules", "blackjack", "--state", state, "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(r.out));
        const QJsonArray actions = o["actions"].toArray();
        QVERIFY(actions.size() >= 2);
        double best = -1e9;
        QString bestName;
        for (const QJsonValue& a : actions) {
            const double ev = a.toObject()["ev"].toDouble();
            QVERIFY(std::isfinite(ev) && ev >= -2 && ev <= 2);
            if (ev > best) {
                best = ev;
                bestName = a.toObject()["action"].toString();
            }
        }
        QCOMPARE(o["best"].toString(), bestName);
        QVERIFY(o["cards_seen"].toInt() >= 3);
        const Run text = cli({"hint", "--state", state});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("best"), qPrintable(text.out));
        // Wrong rules, a finished round, a corrupt line, a missing file: exit code 2.
        const Run wrong = cli({"hint", "--rules", "poker-like", "--state", state});
        QCOMPARE(wrong.code, 2);
        QVERIFY2(wrong.err.contains("played under"), qPrintable(wrong.err));
        write(lines[0] + "\n");
        const Run over = cli({"hint", "--state", state});
        QCOMPARE(over.code, 2);
        QVERIFY2(over.err.contains("line 1") && over.err.contains("does not stop at a decision"),
                 qPrintable(over.err));
        write(lines[0] + "\n{\"rules\": 3}\n");
        const Run corrupt = cli({"hint", "--state", state});
        QCOMPARE(corrupt.code, 2);
        QVERIFY2(corrupt.err.contains("line 2"), qPrintable(corrupt.err));
        QCOMPARE(cli({"hint", "--state", dir.filePath("none.jsonl")}).code, 2);
        QCOMPARE(cli({"hint"}).code, 2);
    }
    void usageErrors() {
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({"dance"}).code, 2);
        QCOMPARE(cli({"play", "--rules", "no-such-game"}).code, 2);
        QCOMPARE(cli({"play", "--seats", "8"}).code, 2);
    }
    // Money is exact or refused: amounts past 64 bits, past the limit of money a user enters or
    // finer than cents are refused with the reason (they once wrapped: a bankroll of 2^63 − 1
    // went negative, 18446744074.000000000 became 567282/1953125); a round whose largest
    // result could not be counted from the bankroll is not dealt.
    void moneyAtItsLimits() {
        const Run top = cli({"play", "--bankroll", "9223372036854775807"});
        QCOMPARE(top.code, 2);
        QVERIFY2(top.err.contains("--bankroll must be at most 1000000000000 (got "
                                  "9223372036854775807)"),
                 qPrintable(top.err));
        const Run wrapped = cli({"play", "--wager", "18446744074.000000000"});
        QCOMPARE(wrapped.code, 2);
        QVERIFY2(wrapped.err.contains("\"18446744074.000000000\" is too large"),
                 qPrintable(wrapped.err));
        const Run tiny = cli({"play", "--wager", "1/999999937"});
        QCOMPARE(tiny.code, 2);
        QVERIFY2(tiny.err.contains("--wager must be in whole cents"), qPrintable(tiny.err));
        // The largest bankroll and wager play exactly: the scripted round loses the wager.
        const Run all =
            cli({"play", "--rules", "poker-like", "--key", kKey, "--bankroll", "1000000000000"},
                "1000000000000\nx\nh\ns\nq\n");
        QCOMPARE(all.code, 0);
        QVERIFY2(all.out.contains("Bankrolls: Seat 1 0"), qPrintable(all.out));
        // Bonuses of 10000:1 on a natural paying 9999/4999: a wager of 10^12 could move more
        // than 64-bit rationals hold from that bankroll, so the round is refused.
        QTemporaryDir dir;
        auto preset = f27::loadPreset("poker-like");
        QVERIFY(preset.ok());
        f27::RuleSet rules = *preset;
        rules.id = "jackpot";
        rules.natural.payout = f27::Rational(9999, 4999);
        for (f27::BonusRule& b : rules.bonuses)
            b.amount = f27::Rational(10000);
        const QString path = dir.filePath("jackpot.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(f27::ruleSetToJson(rules));
        f.close();
        const Run big = cli({"play", "--rules", path, "--key", kKey, "--bankroll", "1000000000000",
                             "--wager", "1000000000000", "--bots", "1"});
        QVERIFY2(big.err.contains("could win or lose more than can be counted exactly"),
                 qPrintable(big.err + big.out));
        const Run small = cli({"play", "--rules", path, "--key", kKey, "--wager", "10", "--bots",
                               "1", "--rounds", "2"});
        QCOMPARE(small.code, 0);
        QVERIFY2(small.out.contains("— Round 2 —"), qPrintable(small.out + small.err));
        // The simulator bounds its rounds so that the sums of nets and their squares fit.
        const Run many = cli({"simulate", "--rules", "poker-like", "--rounds", "10000000001"});
        QCOMPARE(many.code, 1);
        QVERIFY2(many.err.contains("at most 10000000000"), qPrintable(many.err));
    }
    // An accepted rule set whose dealer draws up to 58 with cards of 1 to 5 points builds a
    // dealer graph of millions of nodes: the analysis says it is still working while no deal
    // completes, and stops at --max-seconds saying so (or, on a fast machine, at the graph's
    // memory bound with that reason).
    void analyzeStopsAtItsTimeLimit() {
        QTemporaryDir dir;
        auto preset = f27::loadPreset("poker-like");
        QVERIFY(preset.ok());
        f27::RuleSet rules = *preset;
        rules.id = "slow";
        const int points[] = {1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3};
        for (int i = 0; i < 13; ++i)
            rules.values.points[static_cast<size_t>(f27::kDeckRanks[static_cast<size_t>(i)])] =
                points[i];
        rules.values.aceHigh = 6;
        rules.values.target = 60;
        for (f27::StrategyRow& row : rules.dealer.rows)
            row.hitBelow = 58;
        rules.bonuses.clear();
        rules.fiveCard.enabled = false;
        const QString path = dir.filePath("slow.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(f27::ruleSetToJson(rules));
        f.close();
        const Run r = cli({"analyze", "--rules", path, "--threads", "1", "--max-seconds", "11"});
        QCOMPARE(r.code, 1);
        const bool timedOut =
            r.err.contains("stopped at --max-seconds 11 before the analysis finished");
        QVERIFY2(timedOut ||
                     r.err.contains("the dealer's play is too large for the exact analysis"),
                 qPrintable(r.err));
        // Stopped at 11 s, it ran past 10 s with no deal done: the heartbeat was printed.
        if (timedOut) QVERIFY2(r.err.contains("analyze: still working (10 s)"), qPrintable(r.err));
    }
    // The dealer school's drills, scripted: a fixed seed asks fixed questions; each answer is
    // judged with the right answer, its rule and why, and a summary follows.
    void drillScriptedSession() {
        const QStringList args{"drill",  "--rules", "poker-like", "--count", "8",
                               "--seed", "7",       "--level",    "3"};
        const QByteArray input = "h\nhit\n75/2\n17\nchoice\ns\n17\n27.5\n";
        const Run r = cli(args, input);
        QCOMPARE(r.code, 0);
        QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty() && lines.last().startsWith("Median time: "), qPrintable(r.out));
        lines.removeLast(); // the time is the machine's
        const QStringList expected{
            "Drills — Poker-like Finnish 27 (poker-like): payout, total, forced, dealer, showdown. "
            "8 question(s), seed 7.",
            "Answer each question on one line: amounts as 17.5 or 35/2, totals as 17 or soft 17, "
            "plays and winners by letter. q quits.",
            "1/8 · dealer, level 3: The dealer holds A♣ 8♣ A♣ J♥. Hit or stand? [h/s]",
            "> h",
            "  ✓ Right: h — PL-7. The dealer's row (hard) hits below 23: The dealer hits on hard "
            "21 — PL-7.",
            "2/8 · forced, level 3: The player holds A♣ 2♥ 7♦. Must hit, must stand, or the "
            "player's choice? [h/s/c]",
            "> hit",
            "  ✓ Right: h — PL-5. Seat 1 must hit: soft 23 (soft, total at most 23 — PL-5).",
            "3/8 · payout, level 3: Wager 12.5. The player's 6♠ A♣ 9♦ 8♦ 3♥ wins. How much does "
            "the dealer pay?",
            "> 75/2",
            "  ✓ Right: 37.5 — F-15, PL-12. A win pays 1:1 on 12.5: 12.5; the Five-card 27 bonus "
            "pays 2:1 on 12.5: 25 — pay 37.5.",
            "4/8 · forced, level 3: The player holds 6♣ 10♠ 5♦ 5♦. Must hit, must stand, or the "
            "player's choice? [h/s/c]",
            "> 17",
            "  ✗ Wrong: the answer is s — PL-5. Seat 1 must stand: hard 26 (hard, total at least "
            "25 — PL-5).",
            "5/8 · showdown, level 3: The player's Q♣ 3♠ 3♣ 2♥ 2♠ against the dealer's 3♦ 9♦ A♣. "
            "Who wins? [p/d/t]",
            "> choice",
            "  ✗ Wrong: the answer is p — PL-9. Player hard 22, dealer soft 26: Seat 1 wins: the "
            "five-card rule: only the player has five cards — PL-9.",
            "6/8 · forced, level 3: The player holds 4♠ 8♥ K♦. Must hit, must stand, or the "
            "player's choice? [h/s/c]",
            "> s",
            "  ✓ Right: s — PL-5. Seat 1 must stand: hard 25 (hard, total at least 25 — PL-5).",
            "7/8 · payout, level 3: Wager 22.5. The player's 9♦ 10♥ 8♥ wins. How much does the "
            "dealer pay?",
            "> 17",
            "  ✗ Wrong: the answer is 67.5 — F-15, PL-12. A win pays 1:1 on 22.5: 22.5; the Three "
            "cards 8, 9, 10 bonus pays 2:1 on 22.5: 45 — pay 67.5.",
            "8/8 · forced, level 3: The player holds 5♥ 4♥ 4♣. Must hit, must stand, or the "
            "player's choice? [h/s/c]",
            "> 27.5",
            "  ✗ Wrong: the answer is h — PL-5. Seat 1 must hit: hard 13 (hard, total at most 14 — "
            "PL-5).",
            "Answered 8: 4 right (50 %).",
            "  payout: 1 of 2 right, now at level 3",
            "  forced: 2 of 4 right, now at level 3",
            "  dealer: 1 of 1 right, now at level 3",
            "  showdown: 0 of 1 right, now at level 3"};
        QCOMPARE(lines, expected);
        // The questions and verdicts are the engine's: a session with the same seed and answers
        // asks the same, and judges alike.
        auto session =
            f27::DrillSession::start(f27::loadPreset("poker-like").value(), {}, 7, 3).value();
        const QStringList given = QString(input).split('\n', Qt::SkipEmptyParts);
        for (int i = 0; i < given.size(); ++i) {
            const f27::DrillItem item = session.current();
            const f27::DrillAnswer& a = session.answer(given[i].toStdString(), 0);
            QVERIFY2(r.out.contains(": " + item.question + "\n"), qPrintable(item.question));
            QVERIFY(r.out.contains(QString(a.correct ? "  ✓ Right: %1 — %2. %3"
                                                     : "  ✗ Wrong: the answer is %1 — %2. %3")
                                       .arg(QString::fromStdString(item.answer),
                                            QString::fromStdString(item.rule), item.explanation)));
        }
        QCOMPARE(session.correctCount(), 4);
        // --timed adds the answers per minute; q ends the drill early.
        const Run timed = cli({"drill", "--kind", "total,dealer", "--rules", "blackjack", "--count",
                               "5", "--seed", "3", "--timed"},
                              "18\nq\n");
        QCOMPARE(timed.code, 0);
        QVERIFY2(timed.out.contains("Answered 1: ") && timed.out.contains("answers per minute"),
                 qPrintable(timed.out));
        QVERIFY(timed.out.contains("2/5 ·") && !timed.out.contains("3/5 ·"));
    }
    void drillJson() {
        const Run r = cli({"drill", "--rules", "21-24-27", "--count", "6", "--seed", "11", "--kind",
                           "payout,showdown", "--json"},
                          "0\nwrong\n");
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["rules"].toObject()["id"].toString(), QString("21-24-27"));
        QCOMPARE(o["seed"].toString(), QString("11"));
        const QJsonArray items = o["items"].toArray();
        QCOMPARE(items.size(), 6); // the input ran out after two: the rest come unanswered
        for (int i = 0; i < items.size(); ++i) {
            const QJsonObject it = items[i].toObject();
            QCOMPARE(it["n"].toInt(), i + 1);
            QVERIFY(it["kind"].toString() == "payout" || it["kind"].toString() == "showdown");
            QVERIFY(!it["question"].toString().isEmpty() && !it["rule"].toString().isEmpty());
            QCOMPARE(it.contains("given"), i < 2);
            if (i < 2)
                QCOMPARE(it["correct"].toBool(), it["given"].toString() == it["answer"].toString());
            if (it["kind"].toString() == "payout") QVERIFY(it.contains("wager"));
        }
        const QJsonObject summary = o["summary"].toObject();
        QCOMPARE(summary["answered"].toInt(), 2);
        QCOMPARE(summary["correct"].toInt(), 0);
        // The same seed gives the same items, answered or not.
        const Run again = cli({"drill", "--rules", "21-24-27", "--count", "6", "--seed", "11",
                               "--kind", "payout,showdown", "--json"},
                              "0\nwrong\n");
        const QJsonArray items2 =
            QJsonDocument::fromJson(again.out.toUtf8()).object()["items"].toArray();
        for (int i = 0; i < items.size(); ++i)
            QCOMPARE(items2[i].toObject()["question"], items[i].toObject()["question"]);
    }
    void drillRecordsProgress() {
        QTemporaryDir dir;
        const QString path = dir.filePath("progress.json");
        const QStringList args{"drill",  "--kind", "total",    "--count", "3",
                               "--seed", "5",      "--record", path};
        QCOMPARE(cli(args, "1\n2\n3\n").code, 0);
        QCOMPARE(cli(args, "1\n2\n").code, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject total =
            QJsonDocument::fromJson(f.readAll()).object()["drills"].toObject()["total"].toObject();
        QCOMPARE(total["attempts"].toInt(), 5);
        f.close();
        // An unreadable record is kept aside, and the user is told.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{ not json");
        f.close();
        const Run r = cli(args, "1\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("could not be read") && r.err.contains("unreadable-"),
                 qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList({"progress.json.unreadable-*"}).size(), 1);
    }
    void drillBadOptions() {
        QTemporaryDir dir;
        const QString noForced = dir.filePath("no-forced.json");
        {
            f27::RuleSet r = f27::loadPreset("blackjack").value();
            r.id = "no-forced";
            r.forced.clear();
            r.split.allowed = false;
            QFile f(noForced);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(f27::ruleSetToJson(r));
        }
        const struct {
            QStringList args;
            const char* message;
        } bad[] = {
            {{"--count", "0"}, "--count must be a whole number from 1 to 10000"},
            {{"--count", "10001"}, "--count must be"},
            {{"--count", "many"}, "--count must be"},
            {{"--kind", "poker"}, "\"poker\" is no drill kind"},
            {{"--kind", ","}, "name a kind"},
            {{"--rules", "no-such-game"}, "no-such-game"},
            {{"--seed", "-1"}, "--seed must be"},
            {{"--level", "5"}, "--level must be a whole number from 1 to 4"},
            {{"--kind", "forced", "--rules", noForced}, "no drill of the kind asked for (forced)"},
            {{"--count"}, "Missing value"},
            {{"extra"}, "unexpected argument"},
        };
        for (const auto& b : bad) {
            const Run r = cli(QStringList{"drill"} + b.args);
            QVERIFY2(r.code == 2 && r.err.contains(b.message),
                     qPrintable(b.args.join(' ') + ": " + QString::number(r.code) + " " + r.err));
        }
        QCOMPARE(cli({"drill", "--help"}).code, 0);
        // Every command's --help succeeds (the manual page is written from them).
        for (const char* command :
             {"play", "verify", "rules", "replay", "analyze", "bench", "chart", "hint", "simulate",
              "seven27", "deal", "history", "drill", "practice"}) {
            const auto r = cli({command, "--help"});
            QVERIFY2(r.code == 0 && r.out.contains("--"), command);
        }
    }

    // Every file option reads at most its limit, whatever the path names: a device that never
    // ends (size 0), a FIFO fed too much. The message names the file and the limit.
    void endlessAndOversizedInputsAreRefused() {
        const struct {
            QStringList args;
            const char* message;
        } cases[] = {
            {{"rules", "--check", "/dev/zero"},
             "/dev/zero: is larger than 1 MiB, too large for a rule file"},
            {{"rules", "--show", "/dev/zero"}, "/dev/zero: is larger than 1 MiB"},
            {{"play", "--rules", "/dev/zero"}, "/dev/zero: is larger than 1 MiB"},
            {{"replay", "/dev/zero"}, "/dev/zero: line 1 is longer than 1 MiB"},
            {{"hint", "--state", "/dev/zero"}, "/dev/zero: is larger than 16 MiB"},
            {{"simulate", "--rules", "blackjack", "--strategy", "chart", "--chart", "/dev/zero",
              "--rounds", "10"},
             "/dev/zero: is larger than 16 MiB, too large for a chart"},
        };
        for (const auto& c : cases) {
            const Run r = cli(c.args);
            QVERIFY2(r.code != 0 && r.code != -1 && r.err.contains(c.message),
                     qPrintable(c.args.join(' ') + ": " + QString::number(r.code) + " " + r.err));
        }
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess writer;
        writer.start("sh", {"-c", "head -c 3000000 /dev/zero > \"$0\"", fifo});
        const Run r = cli({"rules", "--check", fifo});
        writer.waitForFinished();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(fifo + ": is larger than 1 MiB"), qPrintable(r.err));
    }

    // Every numeric option goes through one parser: a value that is not a whole (or finite)
    // number in range is refused, naming the command, the option and the value.
    void numericOptionsAreChecked() {
        const struct {
            QStringList args;
            const char* message;
        } bad[] = {
            {{"play", "--rounds", "-5"},
             "play: --rounds must be a whole number from 0 to 1000000000 (got \"-5\")."},
            {{"play", "--rounds", "abc"},
             "play: --rounds must be a whole number from 0 to "
             "1000000000 (got \"abc\")."},
            {{"play", "--seats", "2x"}, "play: --seats must be a whole number from 1 to 7"},
            {{"deal", "--rounds", "-1"}, "deal: --rounds must be a whole number from 0"},
            {{"simulate", "--rules", "blackjack", "--threads", "1.5"},
             "simulate: --threads must be a whole number from 1 to 256 (got \"1.5\")."},
            {{"simulate", "--rules", "blackjack", "--seed", "-1"},
             "simulate: --seed must be a whole number from 0 to 18446744073709551615"},
            {{"bench", "--hints", "-3"}, "bench: --hints must be a whole number from 0"},
            {{"chart", "--rules", "blackjack", "--min-exception-cost", "nan"},
             "chart: --min-exception-cost must be a number from 0 to 1000000000 (got \"nan\")."},
            {{"chart", "--rules", "blackjack", "--max-seconds", "inf"},
             "chart: --max-seconds must be a number from 0"},
            {{"analyze", "--rules", "blackjack", "--max-seconds", "-inf"},
             "analyze: --max-seconds must be a number from 0"},
            {{"seven27", "--hands", "0"}, "seven27: --hands must be a whole number from 1"},
            {{"verify", "--key", kKey, "--commitment", "zz"},
             "verify: --commitment must be 64 hex digits (a SHA-256 digest), not \"zz\" (2 "
             "characters)."},
        };
        for (const auto& b : bad) {
            const Run r = cli(b.args, "q\n");
            QVERIFY2(r.code == 2 && r.err.contains(b.message),
                     qPrintable(b.args.join(' ') + ": " + QString::number(r.code) + " " + r.err));
        }
        // A commitment of the right form that does not match is a mismatch, not a typo.
        const Run other = cli({"verify", "--key", kKey, "--commitment", QString(64, 'a')});
        QCOMPARE(other.code, 1);
        QVERIFY2(other.err.contains("does NOT match"), qPrintable(other.err));
    }

    // A chart answers the hands of its own game: another game's chart is refused.
    void simulateRefusesAnotherGamesChart() {
        QTemporaryDir dir;
        const QString chart = dir.filePath("bj.json");
        QCOMPARE(cli({"chart", "--rules", smallBlackjack(dir), "--format", "json", "--output",
                      chart, "--quiet"})
                     .code,
                 0);
        const Run r = cli({"simulate", "--rules", "poker-like", "--strategy", "chart", "--chart",
                           chart, "--rounds", "100"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is a chart for \"blackjack\"") &&
                     r.err.contains("not for the rules simulated, \"poker-like\""),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // Leaving at a decision does not take the wager back: the player's hands stand, the dealer
    // plays out, and the round is settled, logged and counted, exactly as standing would.
    void quittingMidRoundSettlesTheRound() {
        QTemporaryDir dir;
        const QString log = dir.filePath("h.jsonl");
        // kKey's first blackjack hand: 10 4 (hard 14) against the dealer's 2.
        const Run quit =
            cli({"play", "--rules", "blackjack", "--key", kKey, "--log", log}, "\nq\n");
        QCOMPARE(quit.code, 0);
        QVERIFY2(quit.out.contains("Seat 1: 10♠ 4♥ (hard 14)  <- to act"), qPrintable(quit.out));
        QVERIFY2(quit.out.contains("You leave the table"), qPrintable(quit.out));
        QVERIFY2(quit.out.contains("1 round(s) played."), qPrintable(quit.out));
        const Run stand =
            cli({"play", "--rules", "blackjack", "--key", kKey, "--rounds", "1"}, "\ns\ns\ns\n");
        const QRegularExpression bankrolls("Bankrolls: Seat 1 (\\S+)");
        const QString afterQuit = bankrolls.match(quit.out).captured(1);
        QCOMPARE(afterQuit, bankrolls.match(stand.out).captured(1));
        QCOMPARE(afterQuit, QString("99")); // the settled loss, not the refund of 100
        const Run replay = cli({"replay", log});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.contains("1 round(s) replayed exactly."), qPrintable(replay.out));
    }

    // Each finished round is in the hand history as soon as it is settled: killed mid-session,
    // the log holds every finished round, and they replay.
    void handHistorySurvivesAKill() {
        QTemporaryDir dir;
        const QString log = dir.filePath("h.jsonl");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LC_ALL", "C.UTF-8");
        p.setProcessEnvironment(env);
        p.start(F27_CLI, {"play", "--rules", "blackjack", "--key", kKey, "--log", log});
        QVERIFY(p.waitForStarted());
        // Three rounds: a wager, then stand (or decline insurance) whenever asked; a surplus
        // answer at the wager prompt is refused and asked again.
        for (int i = 0; i < 3; ++i)
            p.write("\ns\nn\ns\nn\ns\n");
        auto lines = [&] {
            QFile f(log);
            return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
        };
        QElapsedTimer clock;
        clock.start();
        while (lines() < 3 && clock.elapsed() < 60000)
            p.waitForReadyRead(100);
        QCOMPARE(lines(), 3);
        QCOMPARE(p.state(), QProcess::Running); // waiting for the fourth wager
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished());
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains("— Round 3 —"));
        const Run replay = cli({"replay", log});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.contains("3 round(s) replayed exactly."), qPrintable(replay.out));
    }

    // A hand history that cannot be written is reported, and the session stops with an error.
    void failedLogWriteIsReported() {
        const Run r = cli({"play", "--rules", "blackjack", "--key", kKey, "--log", "/dev/full"},
                          "\ns\ns\n\ns\ns\nq\n");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("play: the hand history /dev/full could not be written (No space "
                                "left on device)"),
                 qPrintable(r.err));
        QVERIFY2(r.out.contains("1 round(s) played."), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(Cli)
#include "tst_cli.moc"
