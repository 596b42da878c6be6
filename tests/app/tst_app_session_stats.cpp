// The session statistics (SessionStats): scripted rounds of the poker-like and Blackjack
// presets folded from their event logs, exact counts and money, the CSV export (content,
// quoting, failures that leave an existing file intact), reset, the analysed-decision hook,
// and the statistics of rounds played through the TableController.
#include "session_stats.h"
#include "table_controller.h"

#include "cards/fair_shuffle.h"
#include "round_script.h"

#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace f27;

namespace f27 {
char* toString(const Rational& r) {
    return qstrdup(r.toString().c_str());
}
} // namespace f27

namespace {

const char* kKey = "f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f";

// Plays a scripted round and records it for `seat`, the bankroll moving by the seat's net.
#define RECORD(stats, bankroll, rules, setup, seat, deal, decisions)                               \
    do {                                                                                           \
        auto played_ = test::playScript(rules, setup, deal, decisions);                            \
        QVERIFY2(played_, played_ ? "" : played_.error().c_str());                                 \
        bankroll += played_->seats()[seat].net;                                                    \
        QVERIFY(stats.recordRound(*played_, seat, bankroll));                                      \
    } while (false)

QString readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return "<unreadable>";
    return QString::fromUtf8(f.readAll());
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

const QString kSessionCsv = "round,rules,wager,hands,bonuses,insurance,net,bankroll\r\n"
                            "1,poker-like,10,win +30,three-8-9-10 +20,,30,1030\r\n"
                            "2,poker-like,10,lose -10,,,-10,1020\r\n"
                            "3,poker-like,10,push 0,,,0,1020\r\n"
                            "4,poker-like,10,win +20,finnish-27 +10,win +50,70,1090\r\n"
                            "5,blackjack,10,win +10,,,10,1100\r\n"
                            "6,blackjack,10,lose -10; win +10,,,0,1100\r\n"
                            "7,blackjack,10,win +20,,,20,1120\r\n"
                            "8,blackjack,10,surrender -5,,lose -5,-10,1110\r\n"
                            "9,blackjack,5,win +7.5,,,7.5,1117.5\r\n";

void playOut(TableController& t) {
    while (t.phase() == TableController::Decision || t.phase() == TableController::Insurance) {
        const QStringList legal = t.legalActions();
        QVERIFY(!legal.isEmpty());
        QVERIFY(t.act(legal.contains("stand") ? "stand" : "decline-insurance"));
    }
}

} // namespace

class AppSessionStats : public QObject {
    Q_OBJECT

    // A session of nine scripted rounds from a bankroll of 1000: four poker-like rounds and
    // five Blackjack rounds, wager 10 (the last 5).
    void playSession(SessionStats& s) {
        Money bankroll{1000};
        const RuleSet pl = test::preset("poker-like");
        const RuleSet bj = test::preset("blackjack");
        const RoundSetup ten = test::seats(1, Money{10});
        // 1. PL-12: 8, 9, 10 wins (PL-6, +10) with the three-8-9-10 bonus (2:1, +20).
        RECORD(s, bankroll, pl, ten, 0, "8S 10H 9D KC 10C", "h");
        // 2. PL-10: 22 loses to 23.
        RECORD(s, bankroll, pl, ten, 0, "KS 10H 9D KC", "s");
        // 3. PL-10: 23 against 23 pushes.
        RECORD(s, bankroll, pl, ten, 0, "KS 10H 10D KC", "s");
        // 4. PL-3, PL-4: insured (5) against the dealer's Finnish 27 (10:1, +50); the player's
        //    own Finnish 27 wins (+10) with its bonus (+10): +70.
        RECORD(s, bankroll, pl, ten, 0, "AS KH KD AC", "y");
        // 5. B-5, B-11: two seats, the human in seat 1; seat 0 insures and loses it (not ours);
        //    seat 1 declines, hits 16 to 21: +10.
        RECORD(s, bankroll, bj, test::seats(2, Money{10}), 1, "10S 10C AH 9S 6C 7D 5H", "y n s h");
        // 6. B-9: split 8s: the first hand loses (-10), the second wins (+10).
        RECORD(s, bankroll, bj, ten, 0, "8S 10H 8C 7D 8D 3C KC", "p s h");
        // 7. B-7: double on 11 wins +20.
        RECORD(s, bankroll, bj, ten, 0, "6S 10H 5S 7D 10C", "d");
        // 8. B-5, B-8: insurance lost (-5), then surrender (-5).
        RECORD(s, bankroll, bj, ten, 0, "10S AH 6S 9D", "y u");
        // 9. B-4, B-12: a blackjack on a wager of 5 pays 3:2: +15/2.
        RECORD(s, bankroll, bj, test::seats(1, Money{5}), 0, "AS AH KS 7D", "n");
    }

private slots:
    void countsEveryFigureOfTheHumanSeatExactly() {
        SessionStats s;
        QSignalSpy spy(&s, &SessionStats::changed);
        playSession(s);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(spy.count(), 9);
        QCOMPARE(s.rounds(), 9);
        QCOMPARE(s.handsWon(), 6);
        QCOMPARE(s.handsLost(), 2);
        QCOMPARE(s.handsPushed(), 1);
        QCOMPARE(s.handsSurrendered(), 1);
        QCOMPARE(s.netMoney(), Money(235, 2));
        QCOMPARE(s.netText(), QString("+117.50")); // 235/2, as money
        QCOMPARE(s.net(), 117.5);
        QCOMPARE(s.doubles(), 1);
        QCOMPARE(s.splits(), 1);
        QCOMPARE(s.surrenders(), 1);
        QCOMPARE(s.naturals(), 2); // PL-4 both-natural (round 4), B-4 natural (round 9)
        QCOMPARE(s.insuranceTaken(), 2);
        QCOMPARE(s.insuranceWon(), 1);
        QCOMPARE(s.insuranceNetMoney(), Money{45});
        QCOMPARE(s.insuranceNetText(), QString("+45"));
        QCOMPARE(s.biggestWinMoney(), Money{70});
        QCOMPARE(s.biggestWinText(), QString("+70"));
        QCOMPARE(s.biggestLossMoney(), Money{-10});
        QCOMPARE(s.biggestLossText(), QString("-10"));

        // Bonuses by kind, in the order first paid, with the rule set's names.
        QCOMPARE(int(s.bonusTallies().size()), 2);
        QCOMPARE(s.bonusTallies()[0].id, std::string("three-8-9-10"));
        QCOMPARE(s.bonusTallies()[0].name, QString("Three cards 8, 9, 10"));
        QCOMPARE(s.bonusTallies()[0].count, 1);
        QCOMPARE(s.bonusTallies()[0].total, Money{20});
        QCOMPARE(s.bonusTallies()[1].id, std::string("finnish-27"));
        QCOMPARE(s.bonusTallies()[1].name, QString("Finnish 27 (A+K)"));
        QCOMPARE(s.bonusTallies()[1].total, Money{10});
        QCOMPARE(s.bonusesPaid(), 2);
        QCOMPARE(s.bonusTotalText(), QString("+30"));
        const BonusSummary first = s.bonuses().at(0);
        QCOMPARE(first.name, QString("Three cards 8, 9, 10"));
        QCOMPARE(first.count, 1);
        QCOMPARE(first.total, 20.0);
        QCOMPARE(first.totalText, QString("+20"));

        // The bankroll chart: the start, then after each round.
        const QList<double> expected{1000, 1030, 1020, 1020, 1090, 1100, 1100, 1120, 1110, 1117.5};
        QCOMPARE(s.bankrollHistory(), expected);
        QCOMPARE(s.startingBankroll(), Money{1000});
        // As the statistics panel reads them: a list of bonuses, a list of numbers.
        QQmlEngine engine;
        engine.rootContext()->setContextProperty("stats", &s);
        const auto qml = [&](const char* expression) {
            return QQmlExpression(engine.rootContext(), nullptr, expression).evaluate();
        };
        QCOMPARE(qml("stats.bonuses.length").toInt(), 2);
        QCOMPARE(qml("stats.bonuses[0].name").toString(), QString("Three cards 8, 9, 10"));
        QCOMPARE(qml("stats.bonuses[1].totalText").toString(), QString("+10"));
        QCOMPARE(qml("Math.max.apply(null, stats.bankrollHistory)").toDouble(), 1120.0);
        QCOMPARE(qml("stats.bankrollHistory.length").toInt(), 10);

        // The round records keep the rules of each round.
        QCOMPARE(s.history().front().rulesId, std::string("poker-like"));
        QCOMPARE(s.history().back().rulesId, std::string("blackjack"));
        QCOMPARE(s.history().back().bankroll, Money(2235, 2));

        // Nothing was analysed: the decision figures are "not analysed".
        QCOMPARE(s.decisions(), 0);
        QVERIFY(std::isnan(s.accuracy()));
    }

    void aRoundWithoutTheSeatsEndIsNotRecorded() {
        SessionStats s;
        auto r = test::playScript(test::preset("blackjack"), test::seats(1), "10S 10H 9S 8D", "s");
        QVERIFY(r);
        QVERIFY(!s.recordRound(*r, 1, Money{1000})); // no such seat
        std::vector<Event> unfinished(r->events().begin(), r->events().end() - 1);
        QVERIFY(!s.recordRound(r->rules(), unfinished, 0, Money{1000}));
        QCOMPARE(s.rounds(), 0);
    }

    void analysedDecisionsGiveAccuracyAndEvLost() {
        SessionStats s;
        QSignalSpy spy(&s, &SessionStats::changed);
        s.recordDecision(0.25, 0.25, 10);   // best play
        s.recordDecision(-0.5, 0.25, 10);   // a mistake costing 0.75 x 10
        s.recordDecision(0.1, 0.1 + 1e-12); // within tolerance: best
        s.recordDecision(-1, -0.5);         // a mistake of 1/2 on a unit wager
        QCOMPARE(spy.count(), 4);
        QCOMPARE(s.decisions(), 4);
        QCOMPARE(s.mistakes(), 2);
        QCOMPARE(s.accuracy(), 0.5);
        QCOMPARE(s.evLost(), 8.0);
        QCOMPARE(s.expectedNet(), 2.5 - 5 + 0.1 - 1);
    }

    void exportsOneRowPerRound() {
        SessionStats s;
        playSession(s);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(s.csv(), kSessionCsv);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("session.csv");
        QVERIFY(s.exportCsv(path));
        QCOMPARE(s.error(), QString());
        QCOMPARE(readAll(path), kSessionCsv);
        // A file:// URL (what FileDialog gives) works too, and replaces an existing file.
        QVERIFY(writeFile(path, "old contents\n"));
        QVERIFY(s.exportCsv(QUrl::fromLocalFile(path).toString()));
        QCOMPARE(readAll(path), kSessionCsv);
    }

    void exportQuotesFieldsAsRfc4180Says() {
        SessionStats s;
        RuleSet rules = test::preset("poker-like");
        rules.id = "house \"special\", v2";
        Money bankroll{100};
        RECORD(s, bankroll, rules, test::seats(1, Money(1, 2)), 0, "KS 10H 9D KC", "s");
        // An amount with no exact decimal is written as a fraction.
        rules.id = "line\nbreak";
        RECORD(s, bankroll, rules, test::seats(1, Money(1, 3)), 0, "KS 10H 9D KC", "s");
        QCOMPARE(s.csv(), QString("round,rules,wager,hands,bonuses,insurance,net,bankroll\r\n"
                                  "1,\"house \"\"special\"\", v2\",0.5,lose -0.5,,,-0.5,99.5\r\n"
                                  "2,\"line\nbreak\",1/3,lose -1/3,,,-1/3,595/6\r\n"));
    }

    void aFailedExportSaysWhyAndKeepsTheFile() {
        SessionStats s;
        playSession(s);
        if (QTest::currentTestFailed()) return;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        // A folder that does not exist.
        const QString missing = dir.filePath("no-such-folder/session.csv");
        QVERIFY(!s.exportCsv(missing));
        QVERIFY2(s.error().contains(missing), qPrintable(s.error()));
        QVERIFY(!QFile::exists(missing));
        QVERIFY(!s.exportCsv(""));
        QVERIFY(!s.error().isEmpty());

        // The write itself fails (file size limit, which binds root too): the existing file
        // is neither truncated nor replaced.
        const QString path = dir.filePath("precious.csv");
        QVERIFY(writeFile(path, "precious\n"));
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        rlimit small = old;
        small.rlim_cur = 16;
        auto* previous = std::signal(SIGXFSZ, SIG_IGN);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const bool written = s.exportCsv(path);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previous);
        QVERIFY(!written);
        QVERIFY2(s.error().contains(QDir::toNativeSeparators(path)), qPrintable(s.error()));
        QCOMPARE(readAll(path), QString("precious\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"precious.csv"});

        // A success clears the message.
        QVERIFY(s.exportCsv(path));
        QCOMPARE(s.error(), QString());
    }

    void aReadOnlyFolderKeepsTheFile() {
        if (geteuid() == 0) QSKIP("root may write into a read-only folder");
        SessionStats s;
        playSession(s);
        if (QTest::currentTestFailed()) return;
        QTemporaryDir dir;
        const QString path = dir.filePath("precious.csv");
        QVERIFY(writeFile(path, "precious\n"));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        const bool written = s.exportCsv(path);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!written);
        QVERIFY(!s.error().isEmpty());
        QCOMPARE(readAll(path), QString("precious\n"));
    }

    void resetStartsANewSession() {
        SessionStats s;
        playSession(s);
        if (QTest::currentTestFailed()) return;
        s.recordDecision(0, 1);
        QVERIFY(!s.exportCsv(""));
        QSignalSpy spy(&s, &SessionStats::changed);
        s.reset();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(s.rounds(), 0);
        QCOMPARE(s.handsWon() + s.handsLost() + s.handsPushed() + s.handsSurrendered(), 0);
        QCOMPARE(s.netMoney(), Money{});
        QCOMPARE(s.netText(), QString("0"));
        QVERIFY(s.bonuses().isEmpty());
        QCOMPARE(s.insuranceTaken() + s.insuranceWon(), 0);
        QCOMPARE(s.insuranceNetMoney(), Money{});
        QCOMPARE(s.doubles() + s.splits() + s.surrenders() + s.naturals(), 0);
        QCOMPARE(s.biggestWinText(), QString());
        QCOMPARE(s.biggestLossText(), QString());
        QVERIFY(s.bankrollHistory().isEmpty());
        QCOMPARE(s.decisions() + s.mistakes(), 0);
        QCOMPARE(s.evLost(), 0.0);
        QCOMPARE(s.expectedNet(), 0.0);
        QCOMPARE(s.error(), QString());
        QCOMPARE(s.csv(), QString("round,rules,wager,hands,bonuses,insurance,net,bankroll\r\n"));
        // The next round starts the chart from its own starting bankroll and numbers from 1.
        Money bankroll{500};
        RECORD(s, bankroll, test::preset("blackjack"), test::seats(1, Money{10}), 0,
               "6S 10H 5S 7D 10C", "d");
        QCOMPARE(s.bankrollHistory(), (QList<double>{500.0, 520.0}));
        QCOMPARE(s.history().front().number, 1);
    }

    // Through the table: every dealt round is recorded once, across a change of game, and the
    // statistics' net is the bankroll's change.
    void theTableRecordsEveryRound() {
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(3);
        t.useKey(*ShuffleKey::fromHex(kKey));
        t.setWager(10);
        SessionStats* s = t.stats();
        QVERIFY(s);
        QCOMPARE(t.property("stats").value<SessionStats*>(), s);
        const double before = t.bankroll();
        const int n = 24;
        for (int i = 0; i < n; ++i) {
            if (i == n / 2) QVERIFY(t.loadRules("blackjack"));
            QVERIFY(t.deal());
            playOut(t);
            QCOMPARE(t.phase(), TableController::Settled);
            QCOMPARE(s->rounds(), i + 1);
            QCOMPARE(s->history().back().net, t.round()->seats()[t.humanSeat()].net);
        }
        QCOMPARE(s->rounds(), n);
        QCOMPARE(s->net(), t.bankroll() - before);
        QCOMPARE(s->bankrollHistory().size(), n + 1);
        QCOMPARE(s->bankrollHistory().first(), before);
        QCOMPARE(s->bankrollHistory().last(), t.bankroll());
        QCOMPARE(s->history().front().rulesId, std::string("poker-like"));
        QCOMPARE(s->history().back().rulesId, std::string("blackjack"));
        QVERIFY(s->handsWon() + s->handsLost() + s->handsPushed() + s->handsSurrendered() >= n);
        // Changing the game does not reset the session; reset() does.
        s->reset();
        QCOMPARE(s->rounds(), 0);
        QVERIFY(t.deal());
        playOut(t);
        QCOMPARE(s->rounds(), 1);
    }
};

QTEST_MAIN(AppSessionStats)
#include "tst_app_session_stats.moc"
