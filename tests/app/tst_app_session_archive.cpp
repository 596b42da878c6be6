// The table's hand-history export (a session archive, engine/round/session_archive.h): every round
// played, the shoe in play with its commitment, finished shoes with their revealed keys, and the
// statistics; the archive checks (every round replays, every revealed shoe matches its cards).
#include "table_controller.h"

#include "round/session_archive.h"

#include <QtTest>

using namespace f27;

namespace {
// Plays one round at the table, standing (or declining insurance) whenever asked.
void playRound(TableController& t) {
    QVERIFY(t.deal());
    for (int guard = 0; guard < 20 && t.phase() != TableController::Settled; ++guard) {
        const QStringList legal = t.legalActions();
        if (legal.contains("stand"))
            QVERIFY(t.act("stand"));
        else if (legal.contains("decline-insurance"))
            QVERIFY(t.act("decline-insurance"));
        else // insurance comes up whenever the dealer shows an Ace (the shoe is random)
            QFAIL(qPrintable("neither stand nor decline-insurance among: " + legal.join(", ")));
    }
    QCOMPARE(t.phase(), TableController::Settled);
}
} // namespace

class AppSessionArchive : public QObject {
    Q_OBJECT
private slots:
    void exportedHistoryReplaysAndVerifies() {
        QTemporaryDir dir;
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(2);
        for (int i = 0; i < 4; ++i)
            playRound(t);
        const QString first = dir.filePath("first.zip");
        QVERIFY2(t.exportSession(first), qPrintable(t.exportError()));
        auto a = readSessionArchive(first);
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().c_str());
        QCOMPARE(a->hands.size(), size_t(4));
        QCOMPARE(a->shoes.size(), size_t(1));
        QVERIFY(!a->shoes[0].key.has_value()); // still in play: its key stays secret
        QCOMPARE(a->shoes[0].commitment, t.commitment().toStdString());
        QVERIFY(a->statsCsv.contains("\r\n"));
        auto c = checkSessionArchive(*a);
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().c_str());
        QCOMPARE(c->rounds, 4);
        QCOMPARE(c->shoesInPlay, 1);

        // After a reshuffle the first shoe's key is revealed and the archive verifies it.
        t.requestReshuffle();
        playRound(t);
        const QString second = QUrl::fromLocalFile(dir.filePath("second.zip")).toString();
        QVERIFY2(t.exportSession(second), qPrintable(t.exportError()));
        auto b = readSessionArchive(dir.filePath("second.zip"));
        QVERIFY(b.ok());
        QCOMPARE(b->hands.size(), size_t(5));
        QCOMPARE(b->shoes.size(), size_t(2));
        auto d = checkSessionArchive(*b);
        QVERIFY2(d.ok(), d.ok() ? "" : d.error().c_str());
        QCOMPARE(d->shoesVerified, 1);
        QCOMPARE(d->shoesInPlay, 1);
        QCOMPARE(b->shoes[0].dealt, a->shoes[0].dealt);

        // A failed export says why and does not count as saved.
        QVERIFY(!t.exportSession(dir.filePath("missing/folder/x.zip")));
        QVERIFY(t.exportError().contains("cannot write in"));
    }
};

QTEST_MAIN(AppSessionArchive)
#include "tst_app_session_archive.moc"
