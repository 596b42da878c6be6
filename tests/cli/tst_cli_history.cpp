// `finnish27-cli play` records into the history and `history` reads it back: a scripted session
// is found there whole, recalled, analysed and exported; a shoe in play is never disclosed; and
// a kill loop (SIGKILL at random moments while rounds are played) loses no round the player saw.
#include "cli_process.h"
#include "round/replay.h"
#include "store/history_store.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace f27;

namespace {
const QString kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

using Run = f27::test::ProcessRun;

Run cli(const QStringList& args, const QByteArray& input = {}) {
    return f27::test::runProcess(F27_CLI, args, input);
}

QJsonObject json(const Run& r) {
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// Answers for `rounds` rounds of poker-like: repeat the wager, stand whenever asked.
QByteArray standing(int rounds) {
    QByteArray in;
    for (int i = 0; i < rounds; ++i)
        in += "\ns\ns\ns\ns\n";
    return in;
}

// Answers that keep any session of the family or of blackjack going whatever is asked: Enter
// repeats the wager, "n" declines insurance, "s" stands; each line another prompt does not accept
// is asked again.
QByteArray keepPlaying(int lines) {
    return QByteArray("\nn\ns\n").repeated(lines / 3);
}

} // namespace

class CliHistory : public QObject {
    Q_OBJECT

private slots:
    void aScriptedSessionIsInTheHistory() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        const Run play = cli({"play", "--rules", "blackjack", "--key", kKey, "--rounds", "4",
                              "--wager", "5", "--history", h},
                             "\ns\nn\ns\n\ns\nn\ns\n\ns\nn\ns\n\ns\nn\ns\n");
        QCOMPARE(play.code, 0);
        const Run list = cli({"history", "list", "--json", "--history", h});
        QCOMPARE(list.code, 0);
        const QJsonObject o = json(list);
        QCOMPARE(o["total"].toInt(), 4);
        const QJsonArray rounds = o["rounds"].toArray();
        QCOMPARE(rounds.size(), 4);
        QCOMPARE(rounds[0].toObject()["game"].toString(), QString("blackjack"));
        QCOMPARE(rounds[0].toObject()["wager"].toString(), QString("5"));
        // The bankroll after each round follows from the nets.
        double bankroll = 100;
        for (int i = 3; i >= 0; --i) {
            const QJsonObject r = rounds[i].toObject();
            bankroll += QJsonValue(r["net"]).toString().toDouble();
            QCOMPARE(r["bankrollAfter"].toString().toDouble(), bankroll);
        }
        const int id = rounds[0].toObject()["id"].toInt();
        const Run show = cli({"history", "show", QString::number(id), "--history", h});
        QCOMPARE(show.code, 0);
        QVERIFY2(show.out.contains("Round #" + QString::number(id)), qPrintable(show.out));
        QVERIFY(show.out.contains("Seat 1 wagers 5."));
        QVERIFY(show.out.contains("(finished; key " + kKey + ")"));
        const Run stats = cli({"history", "stats", "--json", "--history", h});
        QCOMPARE(stats.code, 0);
        QCOMPARE(json(stats)["lifetime"].toObject()["rounds"].toInt(), 4);
        // The command line's rounds carry no analysis: no accuracy and no EV lost is claimed.
        const Run text = cli({"history", "stats", "--history", h});
        QVERIFY2(text.out.contains("accuracy not analysed, EV lost per 100 decisions not analysed"),
                 qPrintable(text.out));
        // --no-history records nothing.
        QCOMPARE(
            cli({"play", "--rules", "blackjack", "--rounds", "1", "--no-history", "--history", h},
                "\ns\nn\ns\n")
                .code,
            0);
        QCOMPARE(json(cli({"history", "list", "--json", "--history", h}))["total"].toInt(), 4);
        // Export, check, import elsewhere: the same rounds, recognised when imported again.
        const QString zip = dir.filePath("out.zip");
        const Run exported = cli({"history", "export", zip, "--history", h});
        QCOMPARE(exported.code, 0);
        const Run replay = cli({"replay", zip});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.contains("4 round(s) replayed exactly."), qPrintable(replay.out));
        const QString other = dir.filePath("other.sqlite");
        const Run imported = cli({"history", "import", zip, "--history", other});
        QVERIFY2(imported.out.contains("4 round(s) imported; 0 already in the history."),
                 qPrintable(imported.out + imported.err));
        QVERIFY(cli({"history", "import", zip, "--history", other})
                    .out.contains("0 round(s) imported; 4 already in the history."));
        const Run csv =
            cli({"history", "export", dir.filePath("out.csv"), "--csv", "--history", h});
        QCOMPARE(csv.code, 0);
        // Delete asks to be confirmed.
        QCOMPARE(cli({"history", "delete", "--history", other}).code, 2);
        QCOMPARE(cli({"history", "delete", "--yes", "--history", other}).code, 0);
        QCOMPARE(json(cli({"history", "list", "--json", "--history", other}))["total"].toInt(), 0);
    }

    // The dealer school's drills and table steps are recorded as answers.
    void schoolAnswersAreInTheHistory() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        QCOMPARE(cli({"drill", "--kind", "payout", "--count", "3", "--seed", "5", "--history", h},
                     "1\n2\n3\n")
                     .code,
                 0);
        QCOMPARE(cli({"deal", "--rules", "poker-like", "--seats", "1", "--seed", "2", "--key", kKey,
                      "--history", h},
                     "card 1 up\ncard dealer down\nq\n")
                     .code,
                 0);
        QCOMPARE(
            cli({"drill", "--count", "2", "--seed", "5", "--no-history", "--history", h}, "1\n2\n")
                .code,
            0);
        const QJsonArray school =
            json(cli({"history", "stats", "--json", "--history", h}))["school"].toArray();
        int payout = 0, steps = 0;
        for (const QJsonValue& v : school) {
            if (v.toObject()["kind"].toString() == "payout")
                payout += v.toObject()["attempts"].toInt();
            if (v.toObject()["kind"].toString() == "deal")
                steps += v.toObject()["attempts"].toInt();
        }
        QCOMPARE(payout, 3);
        QCOMPARE(steps, 2);
    }

    // A reshuffle asked for before the first round finishes a shoe no round dealt from; the
    // history keeps it ahead of the new one, so the whole history still exports and verifies.
    // (The new shoe's key is fresh, so the script answers whatever its cards ask.)
    void aReshuffleBeforeTheFirstRoundExports() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        const Run play = cli({"play", "--rules", "blackjack", "--key", kKey, "--rounds", "2",
                              "--wager", "5", "--history", h},
                             "r\n" + keepPlaying(60));
        QCOMPARE(play.code, 0);
        QVERIFY2(play.out.contains("The previous shoe's key is revealed: " + kKey),
                 qPrintable(play.out));
        const Run exported = cli({"history", "export", dir.filePath("all.zip"), "--history", h});
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        const Run replay = cli({"replay", dir.filePath("all.zip")});
        QVERIFY2(replay.code == 0, qPrintable(replay.out + replay.err));
        QVERIFY2(replay.out.contains("2 shoe(s) verified against their commitments"),
                 qPrintable(replay.out));
        QVERIFY2(replay.out.contains("2 round(s) replayed exactly."), qPrintable(replay.out));
    }

    void whatIfFromTheCommandLine() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        QCOMPARE(
            cli({"play", "--rules", "poker-like", "--key", kKey, "--rounds", "6", "--history", h},
                standing(6))
                .code,
            0);
        auto store = std::move(HistoryStore::open(h)).value();
        int tried = 0;
        QStringList decision; // a round and the event number of a decision in it
        for (const RoundSummary& s : store->listRounds({}, 0, 10)) {
            auto r = *store->round(s.id);
            for (const StoredDecision& d : r.decisions) {
                decision = {QString::number(s.id), QString::number(d.eventIndex + 1)};
                const Run w = cli({"history", "whatif", QString::number(s.id), "--at",
                                   QString::number(d.eventIndex + 1), "--action", "hit", "--json",
                                   "--history", h});
                if (d.action == Action::Hit) {
                    // The choice made is no other choice.
                    QCOMPARE(w.code, 2);
                    QVERIFY2(w.err.contains("is the choice you made"), qPrintable(w.err));
                    QVERIFY(w.out.isEmpty());
                    continue;
                }
                QVERIFY2(w.code == 0, qPrintable(w.err));
                QVERIFY2(w.out.contains("\"alternative\":\"hit\""), qPrintable(w.out));
                QVERIFY(w.out.contains("Exact EV of each option"));
                ++tried;
            }
        }
        QVERIFY(tried > 0);
        const Run insure = cli({"history", "whatif", decision[0], "--at", decision[1], "--action",
                                "take-insurance", "--history", h});
        QCOMPARE(insure.code, 2);
        QVERIFY2(insure.err.contains("must be one of hit, stand, double, split, surrender, insure, "
                                     "decline-insurance"),
                 qPrintable(insure.err));
        QVERIFY(insure.out.isEmpty()); // refused before anything is printed
        const Run noAt = cli({"history", "whatif", decision[0], "--action", "hit", "--history", h});
        QCOMPARE(noAt.code, 2);
        QVERIFY2(noAt.err.contains("name the decision with --at N"), qPrintable(noAt.err));
        const Run bad =
            cli({"history", "whatif", "1", "--at", "1", "--action", "hit", "--history", h});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("is not one of your decisions"), qPrintable(bad.err));
    }

    // A session in play: every round the player saw is in the history, and its shoe's key is
    // kept there but shown by no command. Killed, what it left is settled by the next command
    // that opens the history, which finishes the shoe and says its key.
    void aShoeInPlayStaysSecretUntilItsSessionEnds() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        QProcess p;
        p.start(F27_CLI, {"play", "--rules", "poker-like", "--key", kKey, "--history", h});
        QVERIFY(p.waitForStarted());
        p.write(standing(3) + "\n"); // a fourth wager, then the round waits for a decision
        QElapsedTimer clock;
        clock.start();
        QString seen;
        while (!seen.contains("— Round 4 —") && clock.elapsed() < 60000) {
            p.waitForReadyRead(100);
            seen += QString::fromUtf8(p.readAllStandardOutput());
        }
        while (!seen.contains("choose:") ||
               seen.lastIndexOf("choose:") < seen.indexOf("— Round 4 —")) {
            if (clock.elapsed() > 60000) break;
            p.waitForReadyRead(100);
            seen += QString::fromUtf8(p.readAllStandardOutput());
        }
        QVERIFY2(p.state() == QProcess::Running, qPrintable(seen));
        // The session waits for a decision in round 4: read everything while it does.
        QStringList outputs;
        const Run list = cli({"history", "list", "--json", "--history", h});
        QCOMPARE(json(list)["total"].toInt(), 3);
        outputs << list.out << list.err;
        for (const QJsonValue& v : json(list)["rounds"].toArray()) {
            const QString id = QString::number(v.toObject()["id"].toInt());
            const Run show = cli({"history", "show", id, "--history", h});
            QVERIFY(show.out.contains("still in play"));
            outputs << show.out << show.err;
            const Run w =
                cli({"history", "whatif", id, "--at", "9", "--action", "stand", "--history", h});
            outputs << w.out << w.err;
        }
        const Run csv = cli({"history", "export", dir.filePath("x.csv"), "--csv", "--history", h});
        outputs << csv.out << csv.err;
        QFile f(dir.filePath("x.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        outputs << QString::fromUtf8(f.readAll());
        const Run zip = cli({"history", "export", dir.filePath("x.zip"), "--history", h});
        QCOMPARE(zip.code, 0);
        outputs << zip.out << zip.err;
        const Run stats = cli({"history", "stats", "--history", h});
        outputs << stats.out << stats.err;
        for (const QString& o : outputs)
            QVERIFY2(!o.contains(kKey), qPrintable(o));
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished());
        // The next command settles the fourth round (its hand stands) and finishes the shoe.
        const Run after = cli({"history", "list", "--json", "--history", h});
        QVERIFY2(after.err.contains("1 round(s) left in play when the program stopped were "
                                    "settled"),
                 qPrintable(after.err));
        QVERIFY2(after.err.contains("its key is revealed (P-3): " + kKey), qPrintable(after.err));
        QCOMPARE(json(after)["total"].toInt(), 4);
        QVERIFY(json(after)["rounds"].toArray()[0].toObject()["interrupted"].toBool());
        const Run show = cli({"history", "show", "1", "--history", h});
        QVERIFY2(show.out.contains("(finished; key " + kKey + ")"), qPrintable(show.out));
        QVERIFY(show.err.isEmpty()); // settled once only
        QCOMPARE(cli({"history", "export", dir.filePath("all.zip"), "--history", h}).code, 0);
        const Run replay = cli({"replay", dir.filePath("all.zip")});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.contains("4 round(s) replayed exactly."), qPrintable(replay.out));
    }

    // SIGKILL at random moments while a script plays: after each kill the history opens, every
    // round the player was shown is there (or is settled at the next start), each replays, and
    // every card of every round is the next card of its shoe (the exported archive verifies).
    // The moment is chosen by the output, not by the clock, so that a slow machine kills as far
    // into a session as a fast one: a random delay after a random round has begun.
    void killLoop() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        QRandomGenerator random(20261127);
        int shown = 0; // rounds whose cards the player saw
        for (int i = 0; i < 12; ++i) {
            QProcess p;
            p.setProcessChannelMode(QProcess::SeparateChannels);
            p.start(F27_CLI, {"play", "--rules", i % 2 ? "21-24-27" : "poker-like", "--seats", "2",
                              "--bots", "2", "--history", h});
            QVERIFY(p.waitForStarted());
            p.write(keepPlaying(3000));
            const QString target = QString("— Round %1 —").arg(random.bounded(2, 6));
            QString out;
            QElapsedTimer clock;
            clock.start();
            while (!out.contains(target) && clock.elapsed() < 60000) {
                p.waitForReadyRead(50);
                out += QString::fromUtf8(p.readAllStandardOutput());
            }
            QVERIFY2(out.contains(target), qPrintable(out));
            QTest::qWait(static_cast<int>(random.bounded(0, 60)));
            ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
            QVERIFY(p.waitForFinished());
            out += QString::fromUtf8(p.readAllStandardOutput());
            // A round was shown once its first card was printed.
            for (const QString& round : out.split(QRegularExpression("— Round \\d+ —")).mid(1))
                if (round.contains(" is dealt ")) ++shown;
            const Run list = cli({"history", "list", "--json", "--limit", "1", "--history", h});
            QCOMPARE(list.code, 0);
        }
        // The last session's round in play is settled by the next start.
        QCOMPARE(cli({"play", "--history", h}, "q\n").code, 0);
        auto store = std::move(HistoryStore::open(h)).value();
        const int total = store->countRounds({});
        QVERIFY2(total >= shown,
                 qPrintable(QString("%1 recorded, %2 shown").arg(total).arg(shown)));
        qInfo("kill loop: %d round(s) recorded, %d shown before the kills", total, shown);
        QVERIFY(total >= 12);
        for (int offset = 0; offset < total; offset += 100)
            for (const RoundSummary& s : store->listRounds({}, offset, 100)) {
                auto r = store->round(s.id);
                QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
                QVERIFY(replayRound(r->rules, r->setup, r->events).ok());
            }
        QCOMPARE(cli({"history", "export", dir.filePath("all.zip"), "--history", h}).code, 0);
        const Run replay = cli({"replay", dir.filePath("all.zip")});
        QVERIFY2(replay.code == 0, qPrintable(replay.out + replay.err));
        QVERIFY(replay.out.contains(QString("%1 round(s) replayed exactly.").arg(total)));
    }
};

QTEST_GUILESS_MAIN(CliHistory)
#include "tst_cli_history.moc"
