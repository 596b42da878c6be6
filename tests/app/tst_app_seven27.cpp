// The Seven Twenty-Seven table: Seven27Controller over scripted packs —
// a full hand with naive bots and exact settlement, the legal moves offered equal to the
// engine's, illegal amounts refused with a message, the showdown texts, chip conservation,
// hidden hole cards, hints; the real Main.qml played by keys alone; and the --game seven27
// screenshots of the real application (written, not blank, different between phases).
#include "seven27_controller.h"

#include "seven27/seven27_player.h"

#include <QImage>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <numeric>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

using namespace f27;

namespace {
std::vector<Card> cards(const QStringList& codes) {
    std::vector<Card> out;
    for (const QString& c : codes)
        out.push_back(*parseCard(c.toStdString()));
    return out;
}

// Four seats, the human at 0 and three naive bots (draw below 20 points, pass or call), the
// dealer at seat 0 so the order of play is 1, 2, 3, 0 (docs/seven27.md).
//   up (S-2):    Aino 10S, Eero 9H, Helmi 2C, You 5D
//   down (S-2):  Aino KS,  Eero 8H, Helmi 3C, You AS
//   extra (S-3): Aino 9C (19½), Eero 2D (19), Helmi 10C (15); you stay
//   bet 1 (S-4): three passes; you bet 2; all three call            pot 4 + 8 = 12
//   draw 1 (S-5): Aino QH (20), Eero 3D (22), Helmi 5C (20); you stay
//   bet 2: all pass; draw 2: nobody draws -> showdown (S-6)
//   nearest 7: You (5 + A = 6); nearest 27: Eero (22). 6 chips each (S-7, nearest wins).
const QStringList kScript{"10S", "9H", "2C", "5D",  "KS", "8H", "3C",
                          "AS",  "9C", "2D", "10C", "QH", "3D", "5C"};

void setUpTable(Seven27Controller& g) {
    g.setBotDelayMs(0);
    g.setBotSeed(1);
    g.setPlayers(4);
    g.setAnte(1);
    g.setMinBet(1);
    g.setMaxBet(4);
    g.setRaiseCap(2);
    g.setStartingChips(50);
    g.setBots({"naive"});
    g.useStackedPack(cards(kScript));
}

Chips tableChips(const Seven27Controller& g) {
    const auto& s = g.game()->stacks();
    return std::accumulate(s.begin(), s.end(), Chips{0});
}

// The controller's offer equals the engine's options for the human.
void compareWithEngine(const Seven27Controller& g) {
    const Seven27Options o = g.hand()->options();
    QStringList expected;
    if (o.pass) expected << "pass";
    if (o.bet) expected << "bet";
    if (o.call) expected << "call";
    if (o.raise) expected << "raise";
    if (o.fold) expected << "fold";
    if (o.draw) expected << "draw";
    if (o.stay) expected << "stay";
    QCOMPARE(g.legalActions(), expected);
    QCOMPARE(g.toCall(), o.toCall);
    QCOMPARE(g.betMin(), o.minBet);
    QCOMPARE(g.betMax(), o.maxBet);
    QCOMPARE(g.raiseMin(), o.minRaise);
    QCOMPARE(g.raiseMax(), o.maxRaise);
}

void offscreen(QProcess& p) {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
}
QString appPath() {
    return QStringLiteral(F27_APP);
}
int distinctColours(const QImage& img) {
    QSet<QRgb> seen;
    for (int y = 0; y < img.height(); y += 7)
        for (int x = 0; x < img.width(); x += 7)
            seen.insert(img.pixel(x, y) & 0xF0F0F0);
    return static_cast<int>(seen.size());
}
} // namespace

class AppSeven27 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // never the user's settings
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
    }

    // The settings are validated with messages naming the setting; a bad game is refused.
    void settingsAreValidated() {
        Seven27Controller g;
        QCOMPARE(g.settingsError(), QString());
        g.setPlayers(3);
        QVERIFY(g.settingsError().startsWith("Players: 4 to 10"));
        QVERIFY(!g.newGame());
        QCOMPARE(g.lastError(), g.settingsError());
        QCOMPARE(g.phase(), Seven27Controller::Setup);
        g.setPlayers(10);
        g.setMinBet(5);
        g.setMaxBet(2);
        QCOMPARE(g.settingsError(), QString("Most bet: at least the least bet (5)."));
        g.setMaxBet(5);
        g.setAnte(0);
        QCOMPARE(g.settingsError(), QString("Ante: at least 1 chip."));
        g.setAnte(2);
        g.setBots({"tight", "reckless"});
        QVERIFY(g.settingsError().contains("reckless"));
        g.setBots({"tight", "loose"});
        g.setNearest("over-is-bust");
        QCOMPARE(g.nearest(), QString("over-is-bust"));
        g.setNearest("nonsense"); // ignored: not a variant
        QCOMPARE(g.nearest(), QString("over-is-bust"));
        QCOMPARE(g.settingsError(), QString());
        QCOMPARE(g.nearestOptions().size(), kSeven27NearestCount);
    }

    // The scripted hand from the deal to the showdown, with the exact settlement.
    void scriptedHandWithBots() {
        Seven27Controller g;
        setUpTable(g);
        QVERIFY(g.newGame());
        QCOMPARE(tableChips(g), Chips{200});

        // S-3: the extra card is offered; bots have drawn before the human (order of play).
        QCOMPARE(g.phase(), Seven27Controller::HumanTurn);
        QCOMPARE(g.toAct(), 0);
        QCOMPARE(g.legalActions(), (QStringList{"draw", "stay"}));
        compareWithEngine(g);
        QCOMPARE(g.pot(), 4);
        // Hidden information: the human sees own hole card, only backs of the others'.
        const QList<CardFace> mine = g.seats()->get(0).cards;
        QCOMPARE(mine.size(), 2);
        QCOMPARE(mine[1].code, QString("AS"));
        QVERIFY(mine[1].hole);
        const QList<CardFace> aino = g.seats()->get(1).cards;
        QCOMPARE(aino.size(), 3);
        QCOMPARE(aino[0].code, QString("10S"));
        QCOMPARE(aino[1].code, QString()); // KS, hidden
        QVERIFY(!aino[1].faceUp);
        QCOMPARE(g.seats()->get(1).holeCount, 2);
        QCOMPARE(g.seats()->get(1).lastAction, QString("Take a card"));
        QVERIFY(g.seats()->get(0).dealer);
        QVERIFY(g.seats()->get(0).toAct);
        QVERIFY(g.act("stay"));

        // S-4: three passes; the human may pass or bet 1..4.
        QCOMPARE(g.phase(), Seven27Controller::HumanTurn);
        QCOMPARE(g.legalActions(), (QStringList{"pass", "bet"}));
        compareWithEngine(g);
        QCOMPARE(g.betMin(), 1);
        QCOMPARE(g.betMax(), 4);
        const size_t before = g.hand()->events().size();
        QVERIFY(!g.act("bet", 9)); // outside the limits: refused, nothing changes
        QCOMPARE(g.lastError(), QString("A bet must be 1 to 4 chips."));
        QCOMPARE(g.hand()->events().size(), before);
        QVERIFY(!g.act("raise", 1)); // nothing to raise yet
        QVERIFY(!g.lastError().isEmpty());
        QVERIFY(!g.act("juggle"));
        QVERIFY(g.lastError().contains("juggle"));
        QVERIFY(g.act("bet", 2));
        QCOMPARE(g.lastError(), QString());

        // S-5: the bots called and drew; the human is offered a card again.
        QCOMPARE(g.phase(), Seven27Controller::HumanTurn);
        QCOMPARE(g.legalActions(), (QStringList{"draw", "stay"}));
        QCOMPARE(g.pot(), 12);
        QVERIFY(g.act("stay"));
        QCOMPARE(g.legalActions(), (QStringList{"pass", "bet"})); // betting round 2
        QVERIFY(g.act("pass"));
        QVERIFY(g.act("stay")); // draw round 2: nobody draws -> showdown

        QCOMPARE(g.phase(), Seven27Controller::HandOver);
        QVERIFY(!g.act("pass")); // not the human's turn any more
        QCOMPARE(g.lastError(), QString("It is not your turn."));
        QCOMPARE(g.showdownTitle(), QString("7 half: You · 27 half: Eero"));
        const QStringList lines = g.showdownLines();
        QVERIFY2(lines.contains("Nearest 7: You with 6 — 6 chips"), qPrintable(lines.join("|")));
        QVERIFY2(lines.contains("Nearest 27: Eero with 22 — 6 chips"), qPrintable(lines.join("|")));
        QVERIFY(lines.last().startsWith("Nearest wins: "));
        // Settlement: you +3, Eero +3, Aino and Helmi -3; chips conserved.
        QCOMPARE(g.game()->stacks(), (std::vector<Chips>{53, 47, 53, 47}));
        QCOMPARE(tableChips(g), Chips{200});
        QCOMPARE(g.seats()->get(0).net, QString("+3"));
        QCOMPARE(g.seats()->get(0).won, QString("7"));
        QCOMPARE(g.seats()->get(2).won, QString("27"));
        QCOMPARE(g.seats()->get(1).net, QString("−3"));
        // S-6: shown hands are open now, with their totals.
        QCOMPARE(g.seats()->get(1).cards[1].code, QString("KS"));
        QCOMPARE(g.seats()->get(2).totals, QString("7: 22 · 27: 22"));
        QCOMPARE(g.seats()->get(0).totals, QString("7: 6 · 27: 16"));
        // The log says it in words, with the rules.
        QStringList log;
        for (int i = 0; i < g.messages()->rowCount(); ++i)
            log << g.messages()->data(g.messages()->index(i), MessageLogModel::TextRole).toString();
        QVERIFY(log.contains("Eero wins 6 for the 27 half with 22."));
        QVERIFY(log.contains("You win 6 for the 7 half with 6."));
        QVERIFY(log.contains("You get A♠ face down."));
        QVERIFY(log.contains("Aino gets a card face down.")); // never the card itself
        QVERIFY(!log.join("\n").contains("K♠ face down"));
        // The showdown names the cards as the rest of the log does (K♠, not KS).
        bool showed = false;
        for (const QString& line : log)
            if (line.contains(" show")) {
                showed = true;
                QVERIFY2(!line.contains(QRegularExpression("\\b(10|[2-9AJQK])[SCHD]\\b")),
                         qPrintable(line));
            }
        QVERIFY(showed);

        // S-8: the deal passes to the left; the next hand starts from a fresh pack (P-1).
        QVERIFY(g.nextHand());
        QCOMPARE(g.dealer(), 1);
        QVERIFY(!g.commitment().isEmpty());
        QCOMPARE(g.handNumber(), 2);
    }

    // The odd chip (docs/seven27.md): a pot of 5 splits 2 for the 7 half, 3 for the 27 half;
    // two tied winners share the 3 as 2 + 1, the leftover chip to the first from the dealer's
    // left.
    //   five seats, naive bots; up 10S 10H 10D 10C 5D, down 9S 9H 9D 9C AS (you: 6 / 16);
    //   extra card: Aino AH, Eero AD (30 for 27 with the Ace as 11), Helmi 2C, Ilmari 2S (21);
    //   then all pass and stay: nearest 7 You (6), nearest 27 Aino and Eero (30, tied).
    void oddChipIsExplained() {
        Seven27Controller g;
        setUpTable(g);
        g.setPlayers(5);
        g.useStackedPack(cards({"10S", "10H", "10D", "10C", "5D", "9S", "9H", "9D", "9C", "AS",
                                "AH", "AD", "2C", "2S"}));
        QVERIFY(g.newGame());
        QVERIFY(g.act("stay"));
        QVERIFY(g.act("pass"));
        QCOMPARE(g.pot(), 5);
        QVERIFY(g.act("stay"));
        QCOMPARE(g.phase(), Seven27Controller::HandOver);
        const QStringList lines = g.showdownLines();
        QVERIFY2(lines.contains("Nearest 7: You with 6 — 2 chips"), qPrintable(lines.join("|")));
        QVERIFY2(lines.contains("Nearest 27: Aino and Eero with 30 — 2 + 1 chips (the leftover "
                                "chip goes to Aino, first from the dealer's left)"),
                 qPrintable(lines.join("|")));
        QVERIFY(lines.contains("The pot of 5 is odd: the 27 half takes the odd chip."));
        QCOMPARE(g.showdownTitle(), QString("7 half: You · 27 half: Aino and Eero"));
        QCOMPARE(g.game()->stacks(), (std::vector<Chips>{51, 51, 50, 49, 49}));
    }

    // Personalities play whole hands; chips are conserved and every human move offered is
    // accepted; the raise cap shows when reached.
    void manyHandsConserveChips() {
        Seven27Controller g;
        g.setBotDelayMs(0);
        g.setBotSeed(99);
        g.setPlayers(5);
        g.setStartingChips(30);
        g.setBots({"aggressive", "loose", "tight", "balanced"});
        QVERIFY(g.newGame());
        Seven27NaiveBot human;
        int hands = 0;
        for (int step = 0; step < 400 && hands < 6; ++step) {
            if (g.phase() == Seven27Controller::HandOver) {
                QCOMPARE(tableChips(g), Chips{150});
                ++hands;
                QVERIFY(g.nextHand());
                continue;
            }
            if (g.phase() != Seven27Controller::HumanTurn) break;
            compareWithEngine(g);
            QCOMPARE(g.raiseCapReached(), g.hand()->stage() == Seven27Stage::Betting &&
                                              g.humanView().raises >= g.hand()->rules().raiseCap);
            const Seven27Action a = human.decide(g.humanView());
            QVERIFY(g.act(QString::fromLatin1(seven27MoveName(a.move)), int(a.amount)));
        }
        QVERIFY2(hands == 6 || g.phase() == Seven27Controller::GameOver,
                 qPrintable(QString::number(hands)));
    }

    // The hint: the chances of the two halves and a legal suggested move, computed off the
    // GUI thread; off by the toggle.
    void hintsForTheHuman() {
        Seven27Controller g;
        setUpTable(g);
        g.hints()->setEnabled(true);
        QVERIFY(g.newGame());
        g.hints()->waitForIdle();
        QCOMPARE(g.hints()->state(), Seven27Hints::Ready);
        QVERIFY(g.hints()->seven() >= 0 && g.hints()->seven() <= 1);
        QVERIFY(g.hints()->twentySeven() >= 0 && g.hints()->twentySeven() <= 1);
        // With 5 + A the human is a strong favourite for the 7 half against 19½, 19 and 15.
        QVERIFY2(g.hints()->seven() > 0.5, qPrintable(QString::number(g.hints()->seven())));
        QVERIFY(g.legalActions().contains(g.hints()->move()));
        QVERIFY(!g.hints()->actionText().isEmpty());
        g.hints()->setEnabled(false);
        QCOMPARE(g.hints()->state(), Seven27Hints::Idle);
    }

    // Keyboard only: the real Main.qml, switched to Seven Twenty-Seven, the scripted hand
    // played with S (stand pat), + (amount), B (bet), P (pass) and N (next hand).
    void wholeHandByKeys() {
        QQmlApplicationEngine engine;
        engine.load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        QVERIFY(window);
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                                  Q_ARG(QVariant, QStringLiteral("seven27")));
        auto* g = window->findChild<Seven27Controller*>("seven27");
        QVERIFY(g);
        window->show();
        window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window));
        setUpTable(*g);
        auto key = [&](Qt::Key k) {
            QTest::keyClick(window, k);
            QCoreApplication::processEvents();
        };
        // The first game from the keyboard: N opens the table settings, Enter starts it.
        QCOMPARE(g->phase(), Seven27Controller::Setup);
        key(Qt::Key_N);
        QTRY_VERIFY(window->findChild<QQuickItem*>("s27-start") &&
                    window->findChild<QQuickItem*>("s27-start")->isVisible());
        key(Qt::Key_Return);
        QTRY_COMPARE(g->phase(), Seven27Controller::HumanTurn);
        QCOMPARE(g->handNumber(), 1);
        QTRY_VERIFY(!window->findChild<QQuickItem*>("s27-start")->isVisible()); // closed
        // Your own totals, hole card included, before any showdown; nobody else's.
        QVERIFY2(g->seats()->get(0).totals.startsWith("7: "),
                 qPrintable(g->seats()->get(0).totals));
        QCOMPARE(g->seats()->get(1).totals, QString());
        QCOMPARE(g->legalActions(), (QStringList{"draw", "stay"}));
        key(Qt::Key_S);
        QCOMPARE(g->legalActions(), (QStringList{"pass", "bet"}));
        key(Qt::Key_Plus); // the amount: 1 -> 2
        key(Qt::Key_B);
        QCOMPARE(g->pot(), 12);
        key(Qt::Key_S);
        key(Qt::Key_P);
        key(Qt::Key_S);
        QCOMPARE(g->phase(), Seven27Controller::HandOver);
        QCOMPARE(g->game()->stacks(), (std::vector<Chips>{53, 47, 53, 47}));
        key(Qt::Key_N);
        QCOMPARE(g->handNumber(), 2);
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                                  Q_ARG(QVariant, QStringLiteral("banking")));
    }

    // The application renders the three phases (and refuses an unknown one).
    void screenshots() {
        QVERIFY2(QFile::exists(appPath()), qPrintable(appPath()));
        QTemporaryDir dir;
        QList<QImage> shots;
        for (const QString phase : {"deal", "betting", "showdown"}) {
            const QString file = dir.path() + "/" + phase + ".png";
            QProcess p;
            offscreen(p);
            p.start(appPath(), {"--screenshot", file, "--game", "seven27", "--phase", phase,
                                "--size", "1024x700"});
            QVERIFY(p.waitForFinished(90000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            const QImage img(file);
            QCOMPARE(img.size(), QSize(1024, 700));
            QVERIFY2(distinctColours(img) > 40, qPrintable(phase + " looks blank"));
            shots << img;
        }
        QVERIFY(shots[0] != shots[1]);
        QVERIFY(shots[1] != shots[2]);
        QVERIFY(shots[0] != shots[2]);
        QProcess bad;
        offscreen(bad);
        bad.start(appPath(), {"--screenshot", dir.path() + "/x.png", "--game", "seven27", "--phase",
                              "settled"});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(bad.readAllStandardError().contains("betting"));
    }
};

QTEST_MAIN(AppSeven27)
#include "tst_app_seven27.moc"
