// The history (engine/store): rounds recorded whole and replayed exactly, the round in play
// settled after a crash, damaged and newer files never lost, migrations from every schema
// version, recall and what-if (never revealing a shoe in play), export and import, paging.
#include "cards/fair_shuffle.h"
#include "round/policy.h"
#include "round/replay.h"
#include "round/round_log.h"
#include "round/table.h"
#include "rules/rule_set_json.h"
#include "store/history_exchange.h"
#include "store/history_schema.h"
#include "store/history_store.h"
#include "store/history_store_detail.h"
#include "store/recall.h"
#include "strategy/shipped_chart.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>

#include <sys/wait.h>
#include <unistd.h>

using namespace f27;

namespace {

const char* const kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

std::unique_ptr<HistoryStore> openStore(const QString& path) {
    auto s = HistoryStore::open(path);
    if (!s) qFatal("open: %s", s.error().c_str());
    return std::move(s).value();
}

ShoeState stateOf(const Table& t, bool revealed = false) {
    const Shoe& shoe = t.shoe();
    return {shoe.commitment(), shoe.key().hex(),
            std::vector<Card>(shoe.order().begin(), shoe.order().begin() + shoe.dealt()), revealed};
}

// Plays rounds at a keyed table, every seat by the preset's shipped chart (the policy what-if
// uses for later decisions), and records each into the store as the player of box 0.
struct Played {
    std::vector<qint64> ids;
    std::vector<std::vector<Event>> logs;
    qint64 session = 0;
    ShoeState lastShoe;
};

Played playAndRecord(HistoryStore& store, const std::string& preset, int rounds,
                     int reshuffleBefore = -1, int seats = 1) {
    const RuleSet rules = *loadPreset(preset);
    Table table(rules, *ShuffleKey::fromHex(kKey));
    int serial = 0;
    table.setKeySource([&] {
        std::string hex(64, '0');
        hex.back() = static_cast<char>('1' + serial++);
        return *ShuffleKey::fromHex(hex);
    });
    ChartPolicy policy(shippedChartFor(rules)->chart);
    Played out;
    out.session = *store.beginSession("test");
    Money bankroll{1000};
    size_t endedSeen = 0;
    for (int i = 0; i < rounds; ++i) {
        if (i == reshuffleBefore) table.requestReshuffle();
        RoundSetup setup;
        for (int s = 0; s < seats; ++s)
            setup.seats.push_back(SeatSetup{Money{10}, BetSide::Player, std::nullopt});
        Round r = *table.startRound(setup);
        while (!r.isOver()) {
            if (auto s = table.dealPending(r); !s) qFatal("deal: %s", s.error().c_str());
            if (!r.isOver() && !r.needsCard()) (void)r.apply(policy.choose(r));
        }
        bankroll = bankroll + r.seats()[0].net;
        FinishedRound f;
        f.sessionId = out.session;
        f.rules = rules;
        f.setup = r.setup();
        f.events = r.events();
        f.seat = 0;
        f.bankrollAfter = bankroll;
        f.shoe = stateOf(table);
        f.shoesEnded.assign(table.finishedShoes().begin() + static_cast<std::ptrdiff_t>(endedSeen),
                            table.finishedShoes().end());
        endedSeen = table.finishedShoes().size();
        auto id = store.recordRound(f);
        if (!id) qFatal("record: %s", id.error().c_str());
        out.ids.push_back(*id);
        out.logs.push_back(r.events());
    }
    out.lastShoe = stateOf(table, true);
    return out;
}

pid_t deadPid() {
    const pid_t child = fork();
    if (child == 0) _exit(0);
    waitpid(child, nullptr, 0);
    return child;
}

void setSessionPid(HistoryStore& store, qint64 session, qint64 pid) {
    QSqlQuery q(QSqlDatabase::database(store.connection(), false));
    q.prepare("UPDATE sessions SET pid = ? WHERE id = ?");
    q.addBindValue(pid);
    q.addBindValue(session);
    QVERIFY(q.exec());
}

} // namespace

class TestHistoryStore : public QObject {
    Q_OBJECT

private slots:
    void recordsRoundsThatReplayExactly() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        QCOMPARE(store->schemaVersion(), kHistorySchemaVersion);
        const Played p = playAndRecord(*store, "poker-like", 30, 12, 2);
        QCOMPARE(store->countRounds({}), 30);
        for (size_t i = 0; i < p.ids.size(); ++i) {
            auto r = store->round(p.ids[i]);
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
            QCOMPARE(r->events, p.logs[i]);
            QVERIFY(replayRound(r->rules, r->setup, r->events).ok());
            int decisions = 0;
            for (const Event& e : r->events)
                decisions += e.type == EventType::Decision && e.seat == 0 ? 1 : 0;
            QCOMPARE(static_cast<int>(r->decisions.size()), decisions);
            // The first shoe was finished by the reshuffle; the second is in play: its key is
            // never handed out.
            QCOMPARE(r->shoeRevealed, i < 12);
            QCOMPARE(r->shoeKey.has_value(), i < 12);
        }
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
        auto last = store->round(p.ids.back());
        QVERIFY(last->shoeRevealed);
        QCOMPARE(*last->shoeKey, p.lastShoe.keyHex);
    }

    void aRoundLeftInPlayIsSettledAfterACrash() {
        QTemporaryDir dir;
        const QString path = dir.filePath("h.sqlite");
        qint64 session = 0;
        std::vector<Event> before;
        ShoeState shoe;
        {
            auto store = openStore(path);
            session = *store->beginSession("test");
            const RuleSet rules = *loadPreset("poker-like");
            Table table(rules, *ShuffleKey::fromHex(kKey));
            Round r = *table.startRound(RoundSetup{{SeatSetup{}}, Money{1}});
            QVERIFY(table.dealPending(r).ok());
            QVERIFY(!r.needsCard() && !r.isOver());
            shoe = stateOf(table);
            PendingRound pending;
            pending.sessionId = session;
            pending.rules = rules;
            pending.setup = r.setup();
            pending.events = r.events();
            pending.bankrollBefore = Money{50};
            pending.shoe = shoe;
            QVERIFY(store->savePending(pending).ok());
            before = r.events();
            // Nothing recovers a session whose process runs.
            QCOMPARE(store->recoverInterrupted().roundsSettled, 0);
            setSessionPid(*store, session, deadPid());
        } // the process "dies": no endSession
        QTest::qSleep(20);
        const QDateTime recoveredAt = QDateTime::currentDateTimeUtc();
        auto store = openStore(path);
        const HistoryStore::Recovery rec = store->recoverInterrupted();
        QCOMPARE(rec.roundsSettled, 1);
        // The settled round's shoe is finished with it, and its key given to be shown.
        QCOMPARE(rec.shoesFinished.size(), size_t(1));
        QCOMPARE(rec.shoesFinished[0].commitment, shoe.commitment);
        QCOMPARE(rec.shoesFinished[0].key, std::string(kKey));
        QVERIFY(rec.problems.empty());
        QCOMPARE(store->countRounds({}), 1);
        const RoundSummary s = store->listRounds({}, 0, 10).front();
        QVERIFY(s.interrupted);
        // Dated when it was last seen in play, not when it was settled.
        QVERIFY2(s.playedAt < recoveredAt, qPrintable(s.playedAt.toString(Qt::ISODateWithMs)));
        auto r = store->round(s.id);
        QVERIFY(replayRound(r->rules, r->setup, r->events).ok());
        QVERIFY(std::equal(before.begin(), before.end(), r->events.begin()));
        // The player's hand stood (the rules' way of leaving), and the dealer drew the shoe's
        // next cards.
        QCOMPARE(r->events[before.size()].type, EventType::Decision);
        const Action left = r->events[before.size()].action;
        QVERIFY(left == Action::Stand || left == Action::DeclineInsurance);
        const auto order = shoeOrder(r->rules.shoe, *ShuffleKey::fromHex(kKey));
        size_t next = shoe.dealt.size();
        for (size_t i = before.size(); i < r->events.size(); ++i)
            if (r->events[i].type == EventType::Deal) QCOMPARE(r->events[i].card, order[next++]);
        QCOMPARE(*s.bankrollAfter, Money{50} + r->events.back().amount);
        QVERIFY(r->shoeRevealed);
        // Recovered once only.
        QCOMPARE(store->recoverInterrupted().roundsSettled, 0);
    }

    void aDamagedFileIsMovedAsideNeverLost_data() {
        QTest::addColumn<QString>("damage");
        QTest::newRow("header kept, the rest garbage") << "garbage";
        QTest::newRow("pages overwritten") << "pages";
    }
    void aDamagedFileIsMovedAsideNeverLost() {
        QFETCH(QString, damage);
        QTemporaryDir dir;
        const QString path = dir.filePath("h.sqlite");
        if (damage == "garbage") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("SQLite format 3\0", 16) + QByteArray(10000, 'x'));
        } else {
            {
                auto store = openStore(path);
                playAndRecord(*store, "poker-like", 60);
                QSqlQuery q(QSqlDatabase::database(store->connection(), false));
                QVERIFY(q.exec("PRAGMA wal_checkpoint(TRUNCATE)"));
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 6 * 4096);
            for (qint64 page = 2; page * 4096 < f.size(); page += 2) {
                f.seek(page * 4096 + 8);
                f.write(QByteArray(4000, '\x5a'));
            }
        }
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray bytes = original.readAll();
        original.close();
        auto store = openStore(path);
        QVERIFY2(store->notice().contains(".damaged-"), qPrintable(store->notice()));
        QVERIFY(store->notice().contains(path));
        const QStringList aside = QDir(dir.path()).entryList({"h.sqlite.damaged-*"}, QDir::Files);
        QVERIFY2(aside.size() == 1, qPrintable(aside.join(", ")));
        QFile kept(dir.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        QCOMPARE(store->countRounds({}), 0);
        QVERIFY(store->beginSession("test").ok());
    }

    // A file of something else, named by mistake, is refused and left as it is; the program's
    // own file, if it is no database any more, is set aside.
    void aFileThatIsNoDatabaseIsLeftUnlessItIsTheHistorysOwn() {
        QTemporaryDir dir;
        const QString path = dir.filePath("hands.jsonl");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\":\"finnish27-round\"}\n");
        }
        auto opened = HistoryStore::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().find("not a finnish27 history") != std::string::npos,
                 opened.error().c_str());
        QVERIFY(QFile::exists(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
        const QString foreign = dir.filePath("places.sqlite");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "foreign");
            db.setDatabaseName(foreign);
            QVERIFY(db.open());
            QSqlQuery(db).exec("CREATE TABLE notes(text TEXT)");
            db.close();
        }
        QSqlDatabase::removeDatabase("foreign");
        auto other = HistoryStore::open(foreign);
        QVERIFY(!other.ok());
        QVERIFY2(other.error().find("another program's database") != std::string::npos,
                 other.error().c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);

        QStandardPaths::setTestModeEnabled(true);
        const QString own = HistoryStore::defaultPath();
        QVERIFY(own.contains(".qttest"));
        QDir().mkpath(QFileInfo(own).absolutePath());
        QFile::remove(own);
        {
            QFile f(own);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("lost");
        }
        auto store = openStore(own);
        QVERIFY(store->notice().contains(".damaged-"));
        QCOMPARE(store->countRounds({}), 0);
        store.reset();
        for (const QString& f : QDir(QFileInfo(own).absolutePath()).entryList(QDir::Files))
            QFile::remove(QFileInfo(own).absolutePath() + "/" + f);
    }

    void aDeviceOrAFolderIsNeverAHistory() {
        QTemporaryDir dir;
        for (const QString& path : {QString("/dev/null"), dir.path()}) {
            auto opened = HistoryStore::open(path);
            QVERIFY(!opened.ok());
            QVERIFY2(opened.error().find("not a regular file") != std::string::npos,
                     opened.error().c_str());
        }
        QVERIFY(QFileInfo("/dev/null").exists());
    }

    void aNewerHistoryIsLeftAlone() {
        QTemporaryDir dir;
        const QString path = dir.filePath("h.sqlite");
        {
            auto store = openStore(path);
            QSqlQuery(QSqlDatabase::database(store->connection(), false))
                .exec(QStringLiteral("PRAGMA user_version = %1").arg(kHistorySchemaVersion + 1));
        }
        auto again = HistoryStore::open(path);
        QVERIFY(!again.ok());
        QVERIFY2(again.error().find("newer") != std::string::npos, again.error().c_str());
        QVERIFY(QDir(dir.path()).entryList({"h.sqlite.damaged-*"}, QDir::Files).isEmpty());
    }

    void migratesFromEveryEarlierVersion_data() {
        QTest::addColumn<int>("from");
        for (int v = 0; v < kHistorySchemaVersion; ++v)
            QTest::newRow(qPrintable(QStringLiteral("schema %1").arg(v))) << v;
    }
    void migratesFromEveryEarlierVersion() {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath("h.sqlite");
        const RuleSet rules = *loadPreset("poker-like");
        Table table = Table::stacked(rules, {});
        Round round = *Round::start(rules, RoundSetup{{SeatSetup{}}, Money{1}});
        {
            // A round as an earlier program wrote it, with one analysed mistake.
            Table keyed(rules, *ShuffleKey::fromHex(kKey));
            round = *keyed.startRound(RoundSetup{{SeatSetup{}}, Money{1}});
            DealerMimicPolicy mimic;
            while (!round.isOver()) {
                QVERIFY(keyed.dealPending(round).ok());
                if (!round.isOver() && !round.needsCard())
                    QVERIFY(round.apply(mimic.choose(round)).ok());
            }
        }
        int decisionIndex = -1;
        for (size_t i = 0; i < round.events().size(); ++i)
            if (round.events()[i].type == EventType::Decision) decisionIndex = static_cast<int>(i);
        QVERIFY(decisionIndex >= 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "old");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(migrateHistory("old", 0, from).ok());
            QSqlQuery q(db);
            if (from >= 1) {
                q.prepare("INSERT INTO rule_sets VALUES(?,?,?,?,?)");
                q.addBindValue(QString::fromStdString(ruleSetHash(rules)));
                q.addBindValue("poker-like");
                q.addBindValue(QString::fromStdString(rules.name));
                q.addBindValue("poker-like");
                q.addBindValue(QString::fromUtf8(ruleSetToJson(rules)));
                QVERIFY(q.exec());
                QVERIFY(
                    q.exec("INSERT INTO sessions VALUES(1, '2026-01-05T10:00:00.000Z', 'cli', 1,"
                           " '2026-01-05T11:00:00.000Z')"));
                q.prepare("INSERT INTO rounds(id, session_id, played_at, game, rules_hash, seat,"
                          " wager, net, bankroll_after, shoe_offset, interrupted, digest)"
                          " VALUES(7, 1, '2026-01-05T10:30:00.000Z', 'poker-like', ?, 0, '1',"
                          " ?, '100', 0, 0, 'd1')");
                q.addBindValue(QString::fromStdString(ruleSetHash(rules)));
                q.addBindValue(QString::fromStdString(round.seats()[0].net.toString()));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
                q.prepare("INSERT INTO round_logs(round_id, log) VALUES(7, ?)");
                q.addBindValue(QString::fromUtf8(
                    history_detail::roundLogText(rules, round.setup(), round.events())));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
                q.prepare("INSERT INTO decisions(round_id, event_index, hand, action, state, cell,"
                          " options, best, cost) VALUES(7, ?, 0, 'stand', 's', 'hard 20/2 v 10',"
                          " '{\"stand\":-0.5,\"hit\":-0.25}', 'hit', 0.25)");
                q.addBindValue(decisionIndex);
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
                // A program that knew schema 3 wrote the round's tally with it.
                if (from >= 3)
                    QVERIFY(q.exec("UPDATE rounds SET decisions = 1, analysed = 1, mistakes = 1,"
                                   " ev_lost = 0.25 WHERE id = 7"));
            }
            if (from >= 2) {
                QVERIFY(q.exec("INSERT INTO answers(at, source, kind, item, answer, right_answer,"
                               " correct, millis) VALUES('2026-01-05T10:40:00.000Z', 'drill',"
                               " 'payout', '15 x 3:2', '22.5', '22.5', 1, 1800)"));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase("old");
        auto store = openStore(path);
        QVERIFY2(store->notice().isEmpty(), qPrintable(store->notice()));
        QCOMPARE(store->schemaVersion(), kHistorySchemaVersion);
        if (from >= 1) {
            QCOMPARE(store->countRounds({}), 1);
            const RoundSummary s = store->listRounds({}, 0, 1).front();
            QCOMPARE(s.id, qint64(7));
            QCOMPARE(s.decisions, 1); // the tally schema 3 added, filled from older rows
            QCOMPARE(s.mistakes, 1);
            QCOMPARE(s.evLost, 0.25);
            const ProgressReport report = store->progress({}, Period::Day);
            QCOMPARE(report.lifetime.analysed, 1);
            QCOMPARE(report.lifetime.mistakes, 1);
            RoundFilter mistakes;
            mistakes.mistakesOnly = true;
            QCOMPARE(store->countRounds(mistakes), 1);
            auto r = store->round(7);
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
            QVERIFY(replayRound(r->rules, r->setup, r->events).ok());
            QVERIFY(r->decisions.front().analysis.has_value());
            QCOMPARE(r->decisions.front().analysis->best, Action::Hit);
        }
        auto record = store->trainingRecord();
        QVERIFY(record.ok());
        QCOMPARE(record->drill(DrillKind::Payout).attempts, from >= 2 ? 1 : 0);
        // Recording works on the migrated file.
        QVERIFY(store->beginSession("test").ok());
        QVERIFY(store
                    ->recordAnswer({SchoolAnswer::Source::Step,
                                    "deal",
                                    "card 1 up",
                                    "card 1 up",
                                    "card 1 up",
                                    true,
                                    900,
                                    {}})
                    .ok());
        PracticeAnswer practice;
        practice.mode = "all";
        practice.cell = "hard 16/2 v 10";
        practice.answer = Action::Stand;
        practice.best = Action::Hit;
        practice.cost = 0.02;
        practice.mistakeCost = 0.02;
        practice.options = {{Action::Hit, -0.53}, {Action::Stand, -0.55}};
        QVERIFY(store->recordPractice(rules, practice).ok());
        QCOMPARE(store->practiceRecord(rules)->find("hard 16/2 v 10")->box, 0);
    }

    // The strategy school's answers fold into the Leitner record of their rule set alone, in
    // the order given, and are deleted with the history.
    void practiceAnswersMakeTheLeitnerRecord() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const RuleSet blackjack = *loadPreset("blackjack"), poker = *loadPreset("poker-like");
        PracticeRecord expected;
        auto answer = [&](const RuleSet& rules, const std::string& cell, bool right, double cost) {
            PracticeAnswer a;
            a.mode = "all";
            a.cell = cell;
            a.right = right;
            a.cost = right ? 0 : cost;
            a.mistakeCost = cost;
            a.answer = right ? Action::Hit : Action::Stand;
            a.best = Action::Hit;
            a.options = {{Action::Hit, -0.4}, {Action::Stand, -0.4 - cost}};
            QVERIFY(store->recordPractice(rules, a).ok());
            if (&rules == &blackjack) expected.add(cell, right, a.cost, cost);
        };
        answer(blackjack, "hard 16/2 v 10", false, 0.03);
        answer(poker, "hard 16/2 v 10", true, 0.5);
        answer(blackjack, "hard 16/2 v 10", true, 0.03);
        answer(blackjack, "soft 18/2 v 9", true, 0.1);
        answer(blackjack, "hard 16/2 v 10", true, 0.03);
        auto record = store->practiceRecord(blackjack);
        QVERIFY(record.ok());
        QCOMPARE(*record, expected);
        QCOMPARE(record->find("hard 16/2 v 10")->box, 2);
        QCOMPARE(record->find("soft 18/2 v 9")->box, 2);
        QCOMPARE(store->practiceRecord(poker)->find("hard 16/2 v 10")->box, 2);
        QVERIFY(store->deleteAll().ok());
        QVERIFY(store->practiceRecord(blackjack)->cells().empty());
    }

    // Analysed decisions at the table count in the record too, in time order with the
    // practice answers: a wrong one sends its cell to box 0, its money cost counted per unit
    // of the wager; unanalysed decisions and other rule sets' do not count.
    void tableDecisionsJoinTheRecord() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const RuleSet rules = *loadPreset("blackjack");
        Table table(rules, *ShuffleKey::fromHex(kKey));
        ChartPolicy policy(shippedChartFor(rules)->chart);
        const qint64 session = *store->beginSession("test");
        // Rounds until one has a decision of the player's.
        for (int i = 0; i < 50; ++i) {
            RoundSetup setup;
            setup.seats.push_back(SeatSetup{Money{10}, BetSide::Player, std::nullopt});
            Round r = *table.startRound(setup);
            while (!r.isOver()) {
                QVERIFY(table.dealPending(r).ok());
                if (!r.isOver() && !r.needsCard()) QVERIFY(r.apply(policy.choose(r)).ok());
            }
            int decision = -1;
            for (size_t e = 0; e < r.events().size() && decision < 0; ++e)
                if (r.events()[e].type == EventType::Decision && r.events()[e].seat == 0)
                    decision = int(e);
            if (decision < 0) continue;
            FinishedRound f;
            f.sessionId = session;
            f.rules = rules;
            f.setup = r.setup();
            f.events = r.events();
            f.shoe = stateOf(table);
            f.playedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
            DecisionAnalysis wrong;
            wrong.eventIndex = decision;
            wrong.options = {{Action::Hit, -0.1}, {Action::Stand, -0.6}};
            wrong.best = Action::Hit;
            wrong.cost = Money{5}.toDouble(); // half the wager of 10
            f.analysis = {wrong};
            auto id = store->recordRound(f);
            QVERIFY(id.ok());
            const std::string cell = store->round(*id)->decisions.at(0).cell;
            QVERIFY(!cell.empty());
            auto record = store->practiceRecord(rules);
            QVERIFY(record.ok());
            const CellRecord* c = record->find(cell);
            QVERIFY(c);
            QCOMPARE(c->answered, 1);
            QCOMPARE(c->right, 0);
            QCOMPARE(c->box, 0);
            QCOMPARE(c->evLost, 0.5);
            // A drill answer afterwards moves it up; another rule set's record is untouched.
            PracticeAnswer a;
            a.mode = "all";
            a.cell = cell;
            a.right = true;
            a.answer = a.best = Action::Hit;
            a.options = wrong.options;
            a.mistakeCost = 0.5;
            QVERIFY(store->recordPractice(rules, a).ok());
            auto again = store->practiceRecord(rules);
            QCOMPARE(again->find(cell)->box, 1);
            QCOMPARE(again->find(cell)->answered, 2);
            QVERIFY(store->practiceRecord(*loadPreset("poker-like"))->cells().empty());
            return;
        }
        QFAIL("no round with a decision");
    }

    void whatIfNeverRevealsAShoeInPlay() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const Played p = playAndRecord(*store, "poker-like", 8);
        int tried = 0;
        for (qint64 id : p.ids) {
            auto r = store->round(id);
            QVERIFY(!r->shoeKey.has_value());
            for (const StoredDecision& d : r->decisions) {
                auto w = whatIf(*r, d.eventIndex, d.action);
                QVERIFY(!w.ok());
                QVERIFY2(w.error().find("still in play") != std::string::npos, w.error().c_str());
                ++tried;
                // The exact values need no unseen card: they are given.
                QVERIFY(recallValues(*r, d.eventIndex).ok());
            }
        }
        QVERIFY(tried > 0);
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
        auto r = store->round(p.ids.front());
        QVERIFY(!r->decisions.empty());
        QVERIFY(whatIf(*r, r->decisions.front().eventIndex, r->decisions.front().action).ok());
    }

    // Differential: the same choice again, later decisions by the same chart the rounds were
    // played by, reproduces each round exactly; another choice draws the shoe's next cards.
    void whatIfReplaysTheShoeOrder() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const Played p = playAndRecord(*store, "poker-like", 40, 20);
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
        int same = 0, changed = 0;
        for (size_t i = 0; i < p.ids.size(); ++i) {
            auto r = *store->round(p.ids[i]);
            const auto order = shoeOrder(r.rules.shoe, *ShuffleKey::fromHex(*r.shoeKey));
            for (const StoredDecision& d : r.decisions) {
                auto w = whatIf(r, d.eventIndex, d.action);
                QVERIFY2(w.ok(), w.ok() ? "" : w.error().c_str());
                QCOMPARE(w->alternativeNet, w->actualNet);
                QVERIFY(std::equal(w->events.begin(), w->events.end(),
                                   r.events.begin() + d.eventIndex));
                ++same;
                auto round = *recallAt(r, d.eventIndex);
                for (Action a : round.legalActions()) {
                    if (a == d.action) continue;
                    auto other = whatIf(r, d.eventIndex, a);
                    QVERIFY2(other.ok(), other.ok() ? "" : other.error().c_str());
                    // The cards it drew are the shoe's, from where the round stood.
                    size_t next = static_cast<size_t>(r.shoeOffset);
                    for (int k = 0; k < d.eventIndex; ++k)
                        next += r.events[k].type == EventType::Deal ? 1 : 0;
                    for (size_t k = 0; k < other->cardsDrawn.size(); ++k)
                        QCOMPARE(other->cardsDrawn[k], order[next + k]);
                    QVERIFY(!other->events.empty());
                    QCOMPARE(other->events.front().action, a);
                    ++changed;
                }
            }
        }
        QVERIFY(same > 20);
        QVERIFY(changed > 20);
    }

    void recallStepsThroughTheLog() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const Played p = playAndRecord(*store, "21-24-27", 3);
        auto r = *store->round(p.ids.back());
        for (int step = 0; step <= static_cast<int>(r.events.size()); ++step) {
            auto at = recallAt(r, step);
            QVERIFY(at.ok());
            QVERIFY(at->events().size() >= static_cast<size_t>(step));
        }
        QVERIFY(recallAt(r, static_cast<int>(r.events.size()))->isOver());
        QVERIFY(!recallAt(r, -1).ok());
        QVERIFY(!recallAt(r, static_cast<int>(r.events.size()) + 1).ok());
    }

    void exportAndImportRoundTrip() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("a.sqlite"));
        const Played p = playAndRecord(*store, "poker-like", 30, 10, 3);
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
        // Only rounds with a mistake are chosen: their whole session goes out.
        QVERIFY(store->addAnalysis(p.ids[4], {-1, {}, Action::Hit, 0}).ok() == false);
        auto r4 = *store->round(p.ids[4]);
        QVERIFY(!r4.decisions.empty());
        QVERIFY(store
                    ->addAnalysis(p.ids[4], {r4.decisions.front().eventIndex,
                                             {{Action::Hit, -0.1}, {Action::Stand, -0.3}},
                                             Action::Hit,
                                             2.0})
                    .ok());
        RoundFilter mistakes;
        mistakes.mistakesOnly = true;
        QCOMPARE(store->countRounds(mistakes), 1);
        const QString zip = dir.filePath("out.zip");
        auto exported = exportHistoryArchive(*store, mistakes, zip);
        QVERIFY2(exported.ok(), exported.ok() ? "" : exported.error().c_str());
        QCOMPARE(exported->selected, 1);
        QCOMPARE(exported->rounds, 30);
        QVERIFY(exported->shoes >= 2); // the reshuffle asked for, and the cut card's
        auto archive = readSessionArchive(zip);
        QVERIFY(archive.ok());
        auto check = checkSessionArchive(*archive);
        QVERIFY2(check.ok(), check.ok() ? "" : check.error().c_str());
        QCOMPARE(check->shoesVerified, exported->shoes);

        auto other = openStore(dir.filePath("b.sqlite"));
        auto imported = importHistoryArchive(*other, zip);
        QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().c_str());
        QCOMPARE(imported->rounds, 30);
        QCOMPARE(imported->duplicates, 0);
        QCOMPARE(other->countRounds({}), 30);
        const auto mine = store->listRounds({}, 0, 100);
        const auto theirs = other->listRounds({}, 0, 100);
        for (size_t i = 0; i < mine.size(); ++i) {
            QCOMPARE(other->round(theirs[i].id)->events, store->round(mine[i].id)->events);
            QCOMPARE(other->round(theirs[i].id)->seat, 0);
        }
        // Imported again, or into the history it came from: every round is recognised.
        auto again = importHistoryArchive(*other, zip);
        QCOMPARE(again->rounds, 0);
        QCOMPARE(again->duplicates, 30);
        auto home = importHistoryArchive(*store, zip);
        QCOMPARE(home->duplicates, 30);
        // The imported history exports an archive that verifies too.
        auto reexported = exportHistoryArchive(*other, {}, dir.filePath("again.zip"));
        QVERIFY2(reexported.ok(), reexported.ok() ? "" : reexported.error().c_str());

        const QByteArray csv = historyCsv(*store, {});
        QCOMPARE(csv.count("\r\n"), 31);
        QVERIFY(csv.startsWith("id,time,game,rules,"));
    }

    void anArchiveThatDoesNotVerifyIsNotImported() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("a.sqlite"));
        const Played p = playAndRecord(*store, "poker-like", 5);
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
        auto archive = *historyArchive(*store, {});
        std::swap(archive.hands[1], archive.hands[2]); // out of the shoe's order
        QVERIFY(writeSessionArchive(dir.filePath("bad.zip"), archive).ok());
        auto other = openStore(dir.filePath("b.sqlite"));
        auto imported = importHistoryArchive(*other, dir.filePath("bad.zip"));
        QVERIFY(!imported.ok());
        QCOMPARE(other->countRounds({}), 0);
    }

    void pagesAndFilters() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const Played a = playAndRecord(*store, "poker-like", 25);
        const Played b = playAndRecord(*store, "21-24-27", 12);
        QCOMPARE(store->countRounds({}), 37);
        RoundFilter game;
        game.game = "21-24-27";
        QCOMPARE(store->countRounds(game), 12);
        RoundFilter rules;
        rules.rulesHash = ruleSetHash(*loadPreset("poker-like"));
        QCOMPARE(store->countRounds(rules), 25);
        std::vector<qint64> seen;
        for (int offset = 0; offset < 37; offset += 7)
            for (const RoundSummary& s : store->listRounds({}, offset, 7))
                seen.push_back(s.id);
        QCOMPARE(static_cast<int>(seen.size()), 37);
        QVERIFY(std::is_sorted(seen.rbegin(), seen.rend()));
        QCOMPARE(std::set<qint64>(seen.begin(), seen.end()).size(), size_t(37));
        RoundFilter future;
        future.from = QDateTime::currentDateTimeUtc().addDays(1);
        QCOMPARE(store->countRounds(future), 0);
        RoundFilter past;
        past.to = QDateTime::currentDateTimeUtc().addDays(-1);
        QCOMPARE(store->countRounds(past), 0);
        QCOMPARE(store->ruleSets().size(), size_t(2));
        QCOMPARE(store->ruleSets().front()[1], std::string("21-24-27"));
        const ProgressReport week = store->progress({}, Period::Week);
        QCOMPARE(week.lifetime.rounds, 37);
        QCOMPARE(week.periods.size(), size_t(1));
        QCOMPARE(week.periods.front().start.dayOfWeek(), 1);
        Money net;
        for (const RoundSummary& s : store->listRounds({}, 0, 100))
            net = net + s.net;
        QCOMPARE(week.lifetime.net, net);
        QCOMPARE(week.lifetime.wagered, Money{370});
        (void)b;
        (void)a;
    }

    void trainingAnswersFoldIntoTheRecordAndTheOldFileIsImportedOnce() {
        QTemporaryDir dir;
        TrainingRecord old;
        old.drill(DrillKind::Total).add(true, 1000);
        old.drill(DrillKind::Total).add(false, 3000);
        old.addSpot(SpotResult::Catch);
        const QString json = dir.filePath("training.json");
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(trainingRecordToJson(old));
        }
        auto store = openStore(dir.filePath("h.sqlite"));
        QCOMPARE(*store->importTrainingFile(json), true);
        QVERIFY(!QFile::exists(json));
        QVERIFY(QFile::exists(json + ".imported"));
        QVERIFY(store->notice().contains(json));
        QCOMPARE(*store->trainingRecord(), old);
        // Once: a file there again is not read.
        QVERIFY(QFile::copy(json + ".imported", json));
        QCOMPARE(*store->importTrainingFile(json), false);
        QVERIFY(store
                    ->recordAnswer(
                        {SchoolAnswer::Source::Drill, "total", "q", "17", "17", true, 1200, {}})
                    .ok());
        QVERIFY(store->recordAnswer({SchoolAnswer::Source::Spot, "miss", "", "", "", false, 0, {}})
                    .ok());
        ExamRecord exam;
        exam.date = "2026-11-27T10:00:00";
        exam.rulesId = "poker-like";
        exam.rounds = 5;
        exam.maxSecondsPerRound = 60;
        exam.passed = true;
        QVERIFY(store->recordExam(exam).ok());
        // An exam the record could not read back is refused, and the record stays readable.
        ExamRecord odd = exam;
        odd.dealt = odd.rounds + 1;
        const Status refused = store->recordExam(odd);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("dealt") != std::string::npos, refused.error().c_str());
        TrainingRecord expected = old;
        expected.drill(DrillKind::Total).add(true, 1200);
        expected.addSpot(SpotResult::Miss);
        expected.addExam(exam);
        QCOMPARE(*store->trainingRecord(), expected);
        const ProgressReport report = store->progress({}, Period::Day);
        QCOMPARE(report.school.size(), size_t(2));
    }

    void deleteAllKeepsWhatARunningSessionNeeds() {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath("h.sqlite"));
        const Played p = playAndRecord(*store, "poker-like", 10, 4);
        QVERIFY(store->recordAnswer({SchoolAnswer::Source::Step, "deal", "", "", "", true, 1, {}})
                    .ok());
        QVERIFY(store->deleteAll().ok());
        QCOMPARE(store->countRounds({}), 0);
        QCOMPARE(store->trainingRecord()->step(StepCategory::Deal).attempts, 0);
        QSqlQuery q(QSqlDatabase::database(store->connection(), false));
        QVERIFY(q.exec("SELECT count(*), sum(revealed) FROM shoes") && q.next());
        QCOMPARE(q.value(0).toInt(), 1); // the shoe in play, its key kept
        QCOMPARE(q.value(1).toInt(), 0);
        // The session goes on recording.
        QVERIFY(store->endSession(p.session, {p.lastShoe}).ok());
    }
};

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_history_store.moc"
