// `finnish27-cli practice`: a scripted drill marks each answer against the options' exact EVs
// it prints, keeps every answer in the history, and the next drill starts from the Leitner
// record those answers left; bad options and answers are refused with a message.
#include "cli_process.h"
#include "round/policy.h"
#include "round/table.h"
#include "rules/rule_set_json.h"
#include "store/history_store.h"
#include "strategy/chart_cell.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace f27;

namespace {

using Run = f27::test::ProcessRun;

Run cli(const QStringList& args, const QByteArray& input = {}) {
    return f27::test::runProcess(F27_CLI, args, input);
}

QJsonObject json(const Run& r) {
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class CliPractice : public QObject {
    Q_OBJECT

private slots:
    // Stand on every hand of three cards or more: each answer is right exactly when standing is
    // worth the most, and costs the best EV less standing's otherwise; the summary adds them up.
    void answersAreMarkedAgainstTheExactValues() {
        const Run r = cli({"practice", "--rules", "blackjack", "--mode", "multi", "--count", "12",
                           "--seed", "8", "--json", "--no-history"},
                          QByteArray("s\n").repeated(12));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject doc = json(r);
        const QJsonArray items = doc["items"].toArray();
        QCOMPARE(items.size(), 12);
        int right = 0;
        double lost = 0;
        for (const QJsonValue& v : items) {
            const QJsonObject item = v.toObject();
            const QJsonObject options = item["options"].toObject();
            double best = -1e9;
            QString bestName;
            for (auto it = options.begin(); it != options.end(); ++it)
                if (it.value().toDouble() > best) {
                    best = it.value().toDouble();
                    bestName = it.key();
                }
            QCOMPARE(options[item["best"].toString()].toDouble(), best);
            QCOMPARE(item["given"].toString(), QString("stand"));
            const double gap = best - options["stand"].toDouble();
            QCOMPARE(item["right"].toBool(), gap <= 1e-9);
            QVERIFY(std::abs(item["cost"].toDouble() - (gap <= 1e-9 ? 0 : gap)) < 1e-12);
            right += item["right"].toBool() ? 1 : 0;
            lost += item["cost"].toDouble();
        }
        const QJsonObject summary = doc["summary"].toObject();
        QCOMPARE(summary["answered"].toInt(), 12);
        QCOMPARE(summary["right"].toInt(), right);
        QVERIFY(std::abs(summary["evLost"].toDouble() - lost) < 1e-9);
        QVERIFY(right < 12); // standing on every hand is not basic strategy
    }

    // The answers are kept; the next drill starts from the record they made.
    void theHistoryKeepsTheRecord() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        const Run first = cli({"practice", "--rules", "21-24-27", "--count", "6", "--seed", "4",
                               "--json", "--history", h},
                              QByteArray("h\n").repeated(6));
        QVERIFY2(first.code == 0, qPrintable(first.err));
        const QJsonArray items = json(first)["items"].toArray();
        QCOMPARE(items.size(), 6);
        {
            auto store = std::move(HistoryStore::open(h)).value();
            auto record = store->practiceRecord(*loadPreset("21-24-27"));
            QVERIFY(record.ok());
            int answered = 0;
            for (const auto& [cell, c] : record->cells())
                answered += c.answered;
            QCOMPARE(answered, 6);
            for (const QJsonValue& v : items)
                QVERIFY(record->find(v.toObject()["cell"].toString().toStdString()));
            // The last cell's box is the one the drill reported after its answer.
            const QJsonObject last = items.last().toObject();
            QCOMPARE(record->find(last["cell"].toString().toStdString())->box, last["box"].toInt());
        }
        // The same seed again: the same first question, now answered from the kept record (its
        // box moves on from where the first drill left it).
        const Run second = cli({"practice", "--rules", "21-24-27", "--count", "1", "--seed", "4",
                                "--json", "--history", h},
                               "h\n");
        QVERIFY2(second.code == 0, qPrintable(second.err));
        const QJsonObject again = json(second)["items"].toArray().first().toObject();
        auto store = std::move(HistoryStore::open(h)).value();
        const auto kept = store->practiceRecord(*loadPreset("21-24-27"));
        QVERIFY(kept.ok());
        const CellRecord* c = kept->find(again["cell"].toString().toStdString());
        QVERIFY(c);
        QCOMPARE(c->box, again["box"].toInt());
        QVERIFY(c->answered >= 2 || items.first().toObject()["cell"] != again["cell"]);
        // The answers count in the history's progress.
        const QJsonObject practice =
            json(cli({"history", "stats", "--json", "--history", h}))["practice"].toObject();
        QCOMPARE(practice["answered"].toInt(), 7);
        const Run stats = cli({"history", "stats", "--history", h});
        QVERIFY2(stats.out.contains("Strategy school: "), qPrintable(stats.out));
    }

    void aScriptedDrillReadsLikeATranscript() {
        const Run r = cli(
            {"practice", "--rules", "poker-like", "--count", "2", "--seed", "1", "--no-history"},
            "x\ns\ns\nq\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("1/2 · "), qPrintable(r.out));
        QVERIFY(r.out.contains("Exact EV: "));
        QVERIFY(r.out.contains("Answered "));
    }

    // --mistakes drills the cells the history holds as the table's costliest mistakes.
    void mistakesAtTheTableAreDrilled() {
        QTemporaryDir dir;
        const QString h = dir.filePath("h.sqlite");
        const RuleSet rules = *loadPreset("blackjack");
        std::string cell;
        {
            auto store = std::move(HistoryStore::open(h)).value();
            const qint64 session = *store->beginSession("test");
            // A round with a decision of the seat's, recorded as a costly mistake.
            Table table(rules, *ShuffleKey::fromHex(std::string(64, 'c')));
            DealerMimicPolicy mimic;
            for (int n = 0; n < 50 && cell.empty(); ++n) {
                Round r = *table.startRound(RoundSetup{{SeatSetup{}}, Money{1}});
                int decisionAt = -1;
                std::string here;
                while (!r.isOver()) {
                    QVERIFY(table.dealPending(r).ok());
                    if (r.isOver()) break;
                    if (r.phase() == Phase::Decision && decisionAt < 0) {
                        decisionAt = static_cast<int>(r.events().size());
                        here = chartCell(r);
                    }
                    QVERIFY(r.apply(mimic.choose(r)).ok());
                }
                if (decisionAt < 0 || r.events()[size_t(decisionAt)].type != EventType::Decision)
                    continue;
                FinishedRound f;
                f.sessionId = session;
                f.rules = rules;
                f.setup = r.setup();
                f.events = r.events();
                const Action chosen = r.events()[size_t(decisionAt)].action;
                const Action other = chosen == Action::Hit ? Action::Stand : Action::Hit;
                f.analysis.push_back({decisionAt, {{chosen, -0.5}, {other, -0.2}}, other, 0.3});
                QVERIFY(store->recordRound(f).ok());
                cell = here;
            }
            QVERIFY(!cell.empty());
        }
        const Run r = cli({"practice", "--rules", "blackjack", "--mistakes", "1", "--count", "3",
                           "--seed", "3", "--json", "--history", h},
                          "s\ns\ns\n");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray items = json(r)["items"].toArray();
        QCOMPARE(items.size(), 3);
        for (const QJsonValue& v : items)
            QCOMPARE(v.toObject()["cell"].toString(), QString::fromStdString(cell));
        // With nothing missed at the table there is nothing to drill.
        const Run none =
            cli({"practice", "--rules", "poker-like", "--mistakes", "1", "--history", h});
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains("no mistakes at the table"), qPrintable(none.err));
    }

    // The words the prompt shows, in any case, answer as its keys do; Q stops.
    void promptWordsAnswer() {
        const Run r = cli({"practice", "--rules", "blackjack", "--mode", "insurance", "--count",
                           "3", "--seed", "5", "--no-history"},
                          "YES\nNo insurance\nQ\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains("Please choose"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Answered 2:"), qPrintable(r.out));
        QVERIFY(!r.out.contains("answers per minute")); // a script takes no time to answer
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("no rules") << QStringList{"practice"} << QByteArray() << 2 << "--rules";
        QTest::newRow("unknown mode")
            << QStringList{"practice", "--rules", "blackjack", "--mode", "bogus"} << QByteArray()
            << 2 << "bogus";
        QTest::newRow("no pairs to split")
            << QStringList{"practice", "--rules", "poker-like", "--mode", "pairs"} << QByteArray()
            << 2 << "pairs";
        QTest::newRow("a stray argument")
            << QStringList{"practice", "--rules", "blackjack", "extra"} << QByteArray() << 2
            << "unexpected argument";
        QTest::newRow("count out of range")
            << QStringList{"practice", "--rules", "blackjack", "--count", "0"} << QByteArray() << 2
            << "count";
        QTest::newRow("an answer that is no option")
            << QStringList{"practice", "--rules", "blackjack", "--count",     "3",
                           "--seed",   "2",       "--json",    "--no-history"}
            << QByteArray("z\n") << 2 << "\"z\" is not an option";
    }
    void badInputIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, code);
        QFETCH(QString, says);
        const Run r = cli(args, input);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(CliPractice)
#include "tst_cli_practice.moc"
