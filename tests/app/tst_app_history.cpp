// The history in the application: the table keeps every round (its decisions judged, the round
// in play saved after every step, a round cut short settled), the history list reads a page at
// a time under its filter, a round is recalled step by step with its values and what-if, the
// dealer school's progress goes through the history (the old JSON file imported once), and the
// history and progress pages load without QML warnings.
#include "history.h"
#include "history_model.h"
#include "history_progress.h"
#include "round_recall.h"
#include "table_controller.h"
#include "training_progress.h"

#include "cards/fair_shuffle.h"
#include "round_script.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

using namespace f27;

namespace {
const char* kKey = "f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f";

// Plays the round in play to its end: the human stands (or declines insurance), and every
// decision is judged before the next (the hints' analysis finishes first).
void playOut(TableController& t) {
    while (t.phase() == TableController::Decision || t.phase() == TableController::Insurance) {
        t.hints()->waitForIdle();
        const QStringList legal = t.legalActions();
        QVERIFY(!legal.isEmpty());
        QVERIFY(t.act(legal.contains("stand") ? "stand" : "decline-insurance"));
    }
    t.hints()->waitForIdle();
}

int pendingRows(HistoryStore& store) {
    QSqlQuery q(QSqlDatabase::database(store.connection()));
    if (!q.exec("SELECT count(*) FROM pending") || !q.next()) return -1;
    return q.value(0).toInt();
}

// A round played at a table, for copies in the history.
FinishedRound playedRound(qint64 session) {
    TableController t;
    t.setAnimationMs(0);
    t.useKey(*ShuffleKey::fromHex(kKey));
    History h(nullptr);
    QTemporaryDir dir;
    h.open(dir.filePath("h.sqlite"));
    t.setHistory(&h);
    t.deal();
    playOut(t);
    auto stored = h.store()->round(h.store()->listRounds({}, 0, 1).at(0).id);
    FinishedRound f;
    f.sessionId = session;
    f.rules = stored->rules;
    f.setup = stored->setup;
    f.events = stored->events;
    f.seat = stored->seat;
    return f;
}

QStringList warnings;
// QML's warnings (the sound and the platform may warn too; they are no concern here).
void collect(QtMsgType type, const QMessageLogContext&, const QString& msg) {
    if (type != QtDebugMsg && type != QtInfoMsg &&
        (msg.contains("qrc:") || msg.contains("QML") || msg.contains("qml")))
        warnings << msg;
}
} // namespace

class AppHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
        QSettings().clear();
    }

    // Every round played is kept with its decisions judged; the round in play is saved while
    // it is played and cleared when it is kept; the bankroll follows.
    void theTableKeepsEveryRound() {
        QTemporaryDir dir;
        History h(nullptr);
        QVERIFY(h.open(dir.filePath("history.sqlite")));
        QVERIFY(h.notice().isEmpty());
        TableController t;
        t.setAnimationMs(0);
        t.setHistory(&h);
        t.useKey(*ShuffleKey::fromHex(kKey));
        int decisions = 0;
        for (int i = 0; i < 6; ++i) {
            QVERIFY(t.deal());
            if (t.phase() == TableController::Decision) {
                QCOMPARE(pendingRows(*h.store()), 1); // saved after the deal
                QVERIFY(t.recorder().session() > 0);
            }
            playOut(t);
            QCOMPARE(pendingRows(*h.store()), 0);
        }
        QCOMPARE(h.store()->countRounds({}), 6);
        const auto rows = h.store()->listRounds({}, 0, 10);
        QCOMPARE(rows.size(), size_t{6});
        QCOMPARE(rows.front().bankrollAfter.value().toDouble(), t.bankroll());
        for (const RoundSummary& r : rows) {
            auto stored = h.store()->round(r.id);
            QVERIFY2(stored, stored ? "" : stored.error().c_str());
            QCOMPARE(stored->seat, t.humanSeat());
            QCOMPARE(stored->summary.wager.toDouble(), 10.0);
            for (const StoredDecision& d : stored->decisions) {
                ++decisions;
                QVERIFY2(d.analysis, "every decision judged before the round ended");
                QCOMPARE(d.analysis->eventIndex, d.eventIndex);
                QVERIFY(!d.analysis->options.empty());
                QCOMPARE(stored->events[static_cast<size_t>(d.eventIndex)].type,
                         EventType::Decision);
            }
        }
        QVERIFY(decisions > 0);

        // The rounds as a session archive (the shoe left first, so its key is in it), imported
        // into another history once; a second import finds them all there.
        t.useKey(*ShuffleKey::fromHex(std::string(64, 'a')));
        HistoryModel model;
        model.setHistory(&h);
        const QString zip = dir.filePath("rounds.zip");
        QVERIFY2(model.exportArchive(zip).startsWith("Saved 6 round"),
                 qPrintable(model.exportArchive(zip)));
        History other(nullptr);
        QVERIFY(other.open(dir.filePath("other.sqlite")));
        QString said = other.importArchive(QUrl::fromLocalFile(zip).toString());
        QVERIFY2(said.startsWith("Imported 6 new round"), qPrintable(said));
        said = other.importArchive(zip);
        QVERIFY2(said.contains("6 already"), qPrintable(said));
        QCOMPARE(other.store()->countRounds({}), 6);
    }

    // A round cut short: saved as the round in play; a process that is gone leaves it to the
    // next start, which settles it by the rules and says so.
    void aRoundCutShortIsSettledAtTheNextStart() {
        QTemporaryDir dir;
        const QString path = dir.filePath("history.sqlite");
        {
            History h(nullptr);
            QVERIFY(h.open(path));
            auto* t = new TableController;
            t->setAnimationMs(0);
            t->setHistory(&h);
            t->useKey(*ShuffleKey::fromHex(kKey));
            for (int i = 0; i < 20 && t->phase() != TableController::Decision; ++i) {
                QVERIFY(t->deal());
                if (t->phase() != TableController::Decision) playOut(*t);
            }
            QCOMPARE(t->phase(), TableController::Decision);
            QCOMPARE(pendingRows(*h.store()), 1);
            const int kept = h.store()->countRounds({});
            // As if killed: the table is gone without ending its session, and so is its
            // process (a pid that does not run).
            t->setHistory(nullptr);
            delete t;
            QSqlQuery q(QSqlDatabase::database(h.store()->connection()));
            QVERIFY(q.exec("UPDATE sessions SET pid = 2147483646"));
            QCOMPARE(h.store()->countRounds({}), kept);
        }
        History again(nullptr);
        QVERIFY(again.open(path));
        QVERIFY2(again.notice().contains("settled"), qPrintable(again.notice()));
        QCOMPARE(pendingRows(*again.store()), 0);
        const auto newest = again.store()->listRounds({}, 0, 1);
        QCOMPARE(newest.size(), size_t{1});
        QVERIFY(newest.front().interrupted);
    }

    // Closing the table mid-round settles the round in play and ends the session.
    void closingMidRoundKeepsTheRound() {
        QTemporaryDir dir;
        History h(nullptr);
        QVERIFY(h.open(dir.filePath("history.sqlite")));
        {
            TableController t;
            t.setAnimationMs(0);
            t.setHistory(&h);
            t.useKey(*ShuffleKey::fromHex(kKey));
            for (int i = 0; i < 20 && t.phase() != TableController::Decision; ++i) {
                QVERIFY(t.deal());
                if (t.phase() != TableController::Decision) playOut(t);
            }
            QCOMPARE(t.phase(), TableController::Decision);
        }
        QCOMPARE(pendingRows(*h.store()), 0);
        const auto newest = h.store()->listRounds({}, 0, 1);
        QVERIFY(newest.front().interrupted);
        auto stored = h.store()->round(newest.front().id);
        QVERIFY(stored);
        QVERIFY(stored->shoeRevealed); // the shoe was left: its key is shown
    }

    // A judgement that arrives after its round was kept is added to it.
    void aLateJudgementIsAdded() {
        QTemporaryDir dir;
        History h(nullptr);
        QVERIFY(h.open(dir.filePath("history.sqlite")));
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(1);
        t.setHistory(&h);
        t.useKey(*ShuffleKey::fromHex(kKey));
        for (int i = 0; i < 20 && t.phase() != TableController::Decision; ++i) {
            QVERIFY(t.deal());
            if (t.phase() != TableController::Decision) playOut(t);
        }
        QCOMPARE(t.phase(), TableController::Decision);
        // Decided before the analysis is done: the round ends (standing) and is kept first.
        while (t.phase() == TableController::Decision)
            QVERIFY(t.act("stand"));
        const qint64 id = h.store()->listRounds({}, 0, 1).front().id;
        t.hints()->waitForIdle();
        auto stored = h.store()->round(id);
        QVERIFY(stored);
        QVERIFY(!stored->decisions.empty());
        for (const StoredDecision& d : stored->decisions)
            QVERIFY2(d.analysis, "the late judgement reached the kept round");
    }

    // A table without a history plays as before.
    void noHistoryNoRecord() {
        TableController t;
        t.setAnimationMs(0);
        t.useStackedShoe(test::cards("10S 10H 6S 7D 10C 10D 9S 9H"));
        QVERIFY(t.deal());
        playOut(t);
        QCOMPARE(t.recorder().session(), qint64{0});
    }

    // The list reads 200 rows at a time, never all; the filter narrows it.
    void theListReadsAPageAtATime() {
        QTemporaryDir dir;
        History h(nullptr);
        QVERIFY(h.open(dir.filePath("history.sqlite")));
        auto session = h.store()->beginSession("app");
        QVERIFY(session);
        FinishedRound f = playedRound(*session);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        constexpr int kRounds = 1100;
        for (int i = 0; i < kRounds; ++i) {
            f.playedAt = now.addSecs(-3600LL * 3 * i); // the oldest ~137 days ago
            QVERIFY(h.store()->recordRound(f));
        }
        HistoryModel model;
        model.setHistory(&h);
        QCOMPARE(model.total(), kRounds);
        QCOMPARE(model.rowCount(), HistoryModel::kPage);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), 2 * HistoryModel::kPage);
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), kRounds);
        // Newest first, no row twice.
        QSet<int> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids.insert(model.roundIdAt(row));
        QCOMPARE(ids.size(), kRounds);
        QVERIFY(model.data(model.index(0), HistoryModel::DateRole).toString().size() > 0);
        QCOMPARE(model.data(model.index(0), HistoryModel::WagerRole).toString(),
                 QLocale().toString(10.0, 'f', 2));

        model.setDays(7); // 7 local days: about 56 rounds, one page
        QVERIFY(model.total() > 40 && model.total() < 70);
        QCOMPARE(model.rowCount(), model.total());
        QVERIFY(!model.canFetchMore({}));
        model.setDays(0);
        model.setGame("blackjack");
        QCOMPARE(model.total(), 0);
        model.setGame("poker-like");
        QCOMPARE(model.total(), kRounds);
        model.setMistakesOnly(true); // no analysis: no mistakes
        QCOMPARE(model.total(), 0);
        model.setMistakesOnly(false);
        QCOMPARE(model.ruleSets().size(), 1);
        QCOMPARE(model.games().size(), 1);
        model.setRulesHash(model.ruleSets().front().toMap().value("hash").toString());
        QCOMPARE(model.total(), kRounds);

        // The selection exported: CSV with a line per round, and a session archive.
        model.setDays(1);
        const QString csv = dir.filePath("rounds.csv");
        QVERIFY(model.exportCsv(csv).startsWith("Saved"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count("\r\n"), model.total() + 1);
    }

    // A round recalled: the felt at any step, the log, the values at a decision (off the GUI
    // thread), and the what-if refused while the shoe is secret, told once it is revealed.
    void aRoundIsRecalledStepByStep() {
        QTemporaryDir dir;
        History h(nullptr);
        QVERIFY(h.open(dir.filePath("history.sqlite")));
        TableController t;
        t.setAnimationMs(0);
        t.setHistory(&h);
        t.useKey(*ShuffleKey::fromHex(kKey));
        qint64 id = 0;
        for (int i = 0; i < 20 && id == 0; ++i) {
            QVERIFY(t.deal());
            const bool decided = t.phase() == TableController::Decision;
            playOut(t);
            if (decided) id = h.store()->listRounds({}, 0, 1).front().id;
        }
        QVERIFY(id > 0);
        RoundRecall recall;
        recall.setHistory(&h);
        recall.setRoundId(static_cast<int>(id));
        QVERIFY(recall.loaded());
        QVERIFY(recall.stepCount() > 5);
        QCOMPARE(recall.log().size(), recall.stepCount());
        QCOMPARE(recall.step(), 0);
        recall.setStep(recall.stepCount());
        QVERIFY(!recall.dealerCards().isEmpty());
        const int decision = recall.nextDecision(-1);
        QVERIFY(decision >= 0);
        recall.setStep(decision);
        QVERIFY(recall.atDecision());
        QCOMPARE(recall.chosen(), QStringLiteral("stand"));
        recall.waitForValues();
        QVERIFY2(recall.valuesError().isEmpty(), qPrintable(recall.valuesError()));
        QCOMPARE(recall.values().size(), recall.options().size());
        recall.whatIf("hit");
        QVERIFY2(recall.whatIfText().contains("P-3"), qPrintable(recall.whatIfText()));
        // The shoe is left (new rules): its key is revealed, the what-if deals on.
        QVERIFY(t.loadRules("21-24-27"));
        recall.setRoundId(0);
        recall.setRoundId(static_cast<int>(id));
        recall.setStep(decision);
        recall.whatIf("hit");
        QVERIFY2(recall.whatIfText().contains("instead of"), qPrintable(recall.whatIfText()));
    }

    // The dealer school's answers go to the history and come back in a new process; the old
    // JSON file is imported once.
    void trainingGoesThroughTheHistory() {
        QTemporaryDir dir;
        const QString path = dir.filePath("history.sqlite");
        const QString json = dir.filePath("training.json");
        TrainingRecord old;
        old.drill(DrillKind::Total).add(true, 900);
        old.drill(DrillKind::Total).add(true, 1100);
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(trainingRecordToJson(old));
        }
        {
            History h(nullptr);
            QVERIFY(h.open(path, json));
            QVERIFY2(h.notice().contains("imported"), qPrintable(h.notice()));
            QVERIFY(!QFile::exists(json));
            QVERIFY(QFile::exists(json + ".imported"));
            TrainingProgress p;
            p.setHistory(&h);
            QCOMPARE(p.record().drill(DrillKind::Total).attempts, 2);
            p.recordDrill("total", false, 2000);
            p.recordStep("deal", true, 700);
            p.recordSpot("miss");
            ExamRecord exam;
            exam.date = "2026-01-02T10:00:00";
            exam.rulesId = "blackjack";
            exam.rounds = exam.dealt = 2;
            exam.maxErrors = 1;
            exam.maxSecondsPerRound = 60;
            exam.millis = 50000;
            exam.passed = true;
            p.recordExam(exam);
            QVERIFY2(p.problem().isEmpty(), qPrintable(p.problem()));
        }
        {
            QFile f(json); // an old file again: not imported a second time
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(trainingRecordToJson(old));
        }
        History h(nullptr);
        QVERIFY(h.open(path, json));
        TrainingProgress p;
        p.setHistory(&h);
        const TrainingRecord& r = p.record();
        QVERIFY2(p.problem().isEmpty(), qPrintable(p.problem()));
        QCOMPARE(r.drill(DrillKind::Total).attempts, 3);
        QCOMPARE(r.drill(DrillKind::Total).correct, 2);
        QCOMPARE(r.step(StepCategory::Deal).attempts, 1);
        QCOMPARE(r.watch.misses, 1);
        QCOMPARE(r.exams.size(), size_t{1});
        HistoryProgress progress;
        progress.setHistory(&h);
        QVERIFY(!progress.school().isEmpty());
        // Deleting the history empties the scores on show.
        QVERIFY(h.deleteAll());
        QCOMPARE(p.record().drill(DrillKind::Total).attempts, 0);
        QCOMPARE(p.record().exams.size(), size_t{0});
    }

    // The history and progress pages open in the real window without a QML warning, with a
    // round on show and the progress plotted.
    void thePagesLoadWithoutWarnings() {
        QTemporaryDir dir;
        QVERIFY(History::instance()->open(dir.filePath("history.sqlite")));
        warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(collect);
        {
            QQmlApplicationEngine engine;
            engine.load(QUrl("qrc:/Finnish27/Main.qml"));
            QVERIFY(!engine.rootObjects().isEmpty());
            auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
            auto* table = window->findChild<TableController*>("table");
            QVERIFY(table);
            QCOMPARE(table->history(), History::instance());
            table->setAnimationMs(0);
            table->useKey(*ShuffleKey::fromHex(kKey));
            for (int i = 0; i < 3; ++i) {
                QVERIFY(table->deal());
                playOut(*table);
            }
            for (const char* panel : {"history", "progress", "stats", "settings"}) {
                QVariant opened;
                QMetaObject::invokeMethod(window, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                          Q_ARG(QVariant, QString::fromLatin1(panel)));
                QVERIFY(opened.toBool());
                QTest::qWait(50);
            }
            auto* page = window->findChild<QObject*>("historyPage");
            QVERIFY(page);
            QMetaObject::invokeMethod(page, "openRow", Q_ARG(QVariant, 0));
            auto* recall = window->findChild<RoundRecall*>("roundRecall");
            QVERIFY(recall && recall->loaded());
            // The keys step through the round: Right, Left, End, Home; Esc goes back.
            window->requestActivate();
            QTest::keyClick(window, Qt::Key_Escape); // the settings dialog closes
            QVariant shown;
            QMetaObject::invokeMethod(window, "openPanel", Q_RETURN_ARG(QVariant, shown),
                                      Q_ARG(QVariant, QStringLiteral("history")));
            QMetaObject::invokeMethod(page, "openRow", Q_ARG(QVariant, 0));
            QTest::qWait(50);
            QCOMPARE(recall->step(), 0);
            QTest::keyClick(window, Qt::Key_Right);
            QTest::keyClick(window, Qt::Key_Right);
            QTest::keyClick(window, Qt::Key_Left);
            QCOMPARE(recall->step(), 1);
            QTest::keyClick(window, Qt::Key_End);
            QCOMPARE(recall->step(), recall->stepCount());
            QTest::keyClick(window, Qt::Key_Home);
            QCOMPARE(recall->step(), 0);
            QTest::keyClick(window, Qt::Key_Escape); // back to the table
            QCOMPARE(window->property("page").toString(), QString());
        }
        qInstallMessageHandler(previous);
        History::instance()->close();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    }
};

QTEST_MAIN(AppHistory)
#include "tst_app_history.moc"
