// The dealer school (DealerSchoolController): whole rounds run right from the procedure's expected
// steps end without an error in the engine's own final state, and the view shows that state; a
// wrong deal and a wrong payout are shown with the rule that decides them and the round goes on;
// unreadable amounts and steps are refused with a message and change nothing; the spotting mode
// counts catches, misses and false alarms as the engine does; and the real Main.qml runs a whole
// round from the keyboard alone.
#include "dealer_school_controller.h"
#include "school_text.h"

#include "rules/rule_set_json.h"

#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <algorithm>
#include <set>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

using namespace f27;

namespace {
const QString kKey =
    QStringLiteral("000000000000000000000000000000000000000000000000000000000000002a");

ShuffleKey key() {
    return *ShuffleKey::fromHex(kKey.toStdString());
}

// A controller at a reproducible table, a round in play.
void setUp(DealerSchoolController& c, const QString& rules, int seats, int seed = 7) {
    QVERIFY(c.loadRules(rules));
    c.setSeatCount(seats);
    QVERIFY(c.useKey(kKey));
    c.useSeed(seed);
    c.setActive(true);
    QVERIFY(c.procedure());
}

const char* resultWord(HandResult r) {
    switch (r) {
    case HandResult::Win:
        return "pay";
    case HandResult::Lose:
        return "take";
    case HandResult::Push:
        return "push";
    case HandResult::Surrender:
        return "surrender";
    }
    return "";
}

// The step through the controller's invokable of its kind, as the page's buttons call them.
bool perform(DealerSchoolController& c, const ProcedureStep& s) {
    const QString amount = SchoolText::money(s.amount);
    switch (s.kind) {
    case StepKind::Deal:
        return c.dealTo(s.seat, s.hand, s.faceUp);
    case StepKind::OfferInsurance:
        return c.offerInsurance();
    case StepKind::CheckNatural:
        return c.checkNatural();
    case StepKind::Declare:
        return c.declare(s.seat, s.hand,
                         s.forced ? QString::fromLatin1(actionName(*s.forced)) : "choice");
    case StepKind::RevealHole:
        return c.revealHole();
    case StepKind::DealerHit:
        return c.dealerHit();
    case StepKind::DealerStand:
        return c.dealerStand();
    case StepKind::SettleHand:
        return c.settleHand(s.seat, s.hand, resultWord(s.result), amount);
    case StepKind::SettleInsurance:
        return c.settleInsurance(s.seat, resultWord(s.result), amount);
    }
    return false;
}

// Right steps until `stop` holds for the expected step; false when the round ends first.
template <typename Stop> bool runUntil(DealerSchoolController& c, Stop stop) {
    for (int guard = 0; guard < 400; ++guard) {
        const DealerProcedure* p = c.procedure();
        if (!p || p->isOver()) return false;
        if (stop(p->expected())) return true;
        if (!perform(c, p->expected())) return false;
    }
    return false;
}

// The same rounds as the engine plays them by itself: the table's shoe, the players' wagers
// and choices, every card as the round asks for it.
struct Reference {
    Table table;
    TrainingPlayers players;
    RuleSet rules;
    int seats;
    Reference(const RuleSet& r, int seatCount, std::uint64_t seed)
        : table(r, key()), players(seed), rules(r), seats(seatCount) {}
    std::vector<Event> nextRound() {
        auto round = table.startRound(players.wagers(rules, seats));
        if (!round) return {};
        Round r = std::move(round).value();
        for (int guard = 0; guard < 400 && !r.isOver(); ++guard) {
            if (!table.dealPending(r)) break;
            if (r.isOver()) break;
            if (!r.apply(players.choose(r))) break;
        }
        return r.events();
    }
};

QList<SeatHand> handsOf(DealerSchoolController& c, int seat) {
    SchoolSeatModel* m = c.view()->seats();
    return m->data(m->index(seat), SchoolSeatModel::HandsRole).value<QList<SeatHand>>();
}

} // namespace

class AppDealerSchool : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void amountsAreExact() {
        QCOMPARE(SchoolText::money(Money{35, 2}), QString("17.5"));
        QCOMPARE(SchoolText::money(Money{35, 4}), QString("8.75"));
        QCOMPARE(SchoolText::money(Money{45}), QString("45"));
        QCOMPARE(SchoolText::money(Money{10, 3}), QString("10/3"));
        QString why;
        QCOMPARE(*SchoolText::parseAmount(" 17,5 ", &why), Money(35, 2));
        QCOMPARE(*SchoolText::parseAmount("35/2", &why), Money(35, 2));
        QVERIFY(!SchoolText::parseAmount("-5", &why));
        QVERIFY(why.contains("-5"));
        DealerSchoolController c;
        QCOMPARE(c.addAmount("17.5", "2.5"), QString("20"));
        QCOMPARE(c.addAmount("", "0.5"), QString("0.5"));
        QCOMPARE(c.addAmount("0.1", "0.2"), QString("0.3")); // never a floating-point sum
        QCOMPARE(c.addAmount("abc", "5"), QString("abc"));
    }

    // Every step right, from the procedure's expected step through the invokables: no error, and
    // the rounds end in the engine's own final state (the same log as the engine playing alone).
    void wholeRoundsRightGiveNoError_data() {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<int>("seats");
        QTest::newRow("poker-like, 3 seats") << "poker-like" << 3;
        QTest::newRow("21-24-27, 5 seats") << "21-24-27" << 5;
        QTest::newRow("blackjack, 7 seats") << "blackjack" << 7;
    }
    void wholeRoundsRightGiveNoError() {
        QFETCH(QString, rules);
        QFETCH(int, seats);
        DealerSchoolController c;
        setUp(c, rules, seats);
        Reference ref(*loadRules(rules.toStdString()), seats, 7);
        std::set<StepKind> kinds;
        bool reshuffled = false;
        int compared = 0;
        for (int round = 1; round <= 12; ++round) {
            QCOMPARE(c.roundNumber(), round);
            QVERIFY(!c.nextRound()); // not before the round is over
            while (!c.roundOver()) {
                const ProcedureStep s = c.procedure()->expected();
                kinds.insert(s.kind);
                QVERIFY2(perform(c, s), qPrintable(c.inputError()));
                QVERIFY2(c.verdict().correct, qPrintable(c.verdict().doneStep));
                QCOMPARE(c.verdict().kind, QString("right"));
                QCOMPARE(c.verdict().doneStep, SchoolText::stepCode(s));
            }
            QCOMPARE(c.roundErrors(), 0);
            QCOMPARE(c.roundSteps(), static_cast<int>(c.procedure()->verdicts().size()));
            const Round& r = c.procedure()->round();
            // Until the cut card: a reshuffle draws a fresh key from the OS (P-1) at each table.
            const std::vector<Event> alone = ref.nextRound();
            reshuffled = reshuffled || std::any_of(alone.begin(), alone.end(), [](const Event& e) {
                             return e.type == EventType::Reshuffle && !e.detail.empty();
                         });
            if (!reshuffled) {
                QVERIFY(r.events() == alone);
                ++compared;
            }
            // The view shows the final state: every card, the results, the dealer's hand.
            QCOMPARE(c.view()->dealerCards().size(),
                     static_cast<qsizetype>(r.dealer().cards.size()));
            for (int s = 0; s < seats; ++s) {
                const QList<SeatHand> hands = handsOf(c, s);
                const auto& engineHands = r.seats()[static_cast<size_t>(s)].hands;
                QCOMPARE(hands.size(), static_cast<qsizetype>(engineHands.size()));
                for (size_t h = 0; h < engineHands.size(); ++h) {
                    QCOMPARE(hands[static_cast<qsizetype>(h)].cards.size(),
                             static_cast<qsizetype>(engineHands[h].cards.size()));
                    if (!engineHands[h].cards.empty())
                        QCOMPARE(hands[static_cast<qsizetype>(h)].result,
                                 QString::fromLatin1(handResultName(engineHands[h].result)));
                }
            }
            if (round < 12) QVERIFY(c.nextRound());
        }
        QVERIFY(compared >= 8);
        QCOMPARE(c.scores()->errors(), 0);
        QCOMPARE(c.scores()->rounds(), 12);
        QVERIFY(kinds.count(StepKind::Deal));
        QVERIFY(kinds.count(StepKind::SettleHand));
        QVERIFY(kinds.count(StepKind::Declare));
    }

    // A card to the wrong place: the supervisor names the right place and the deal rule (PL-2),
    // and the right card was dealt anyway.
    void wrongDealShowsTheRule() {
        DealerSchoolController c;
        setUp(c, "poker-like", 3);
        const ProcedureStep right = c.procedure()->expected();
        QCOMPARE(right.kind, StepKind::Deal);
        QCOMPARE(right.seat, 0);
        QSignalSpy cues(&c, &DealerSchoolController::cue);
        QVERIFY(c.dealTo(2, 0, true)); // seat 3 instead of seat 1
        const SchoolVerdict v = c.verdict();
        QCOMPARE(v.kind, QString("wrong"));
        QVERIFY(!v.correct);
        QCOMPARE(v.rule, QString("PL-2"));
        QCOMPARE(v.doneStep, QString("card 3 up"));
        QCOMPARE(v.rightStep, QString("card 1 up"));
        QVERIFY(v.ruleText.contains("PL-2"));
        QCOMPARE(c.roundErrors(), 1);
        QCOMPARE(c.scores()->errors(StepCategory::Deal), 1);
        QCOMPARE(handsOf(c, 0).first().cards.size(), 1); // the round went on with the right card
        QCOMPARE(handsOf(c, 2).first().cards.size(), 0);
        QVERIFY(cues.contains(QVariantList{"loss"}));
        // The dealer's face-down card: the dealer sees it (its code), marked face down.
        QVERIFY(runUntil(c, [](const ProcedureStep& s) { return s.kind != StepKind::Deal; }));
        bool hidden = false;
        for (const CardFace& f : c.view()->dealerCards())
            if (!f.faceUp) hidden = !f.code.isEmpty();
        QVERIFY(hidden);
    }

    // A payout at the wrong amount: the rule of the payout (the outcome's, and any bonus's) and the
    // right amount; the right payout is carried out.
    void wrongPayoutShowsTheRule() {
        DealerSchoolController c;
        setUp(c, "poker-like", 4);
        bool found = false;
        for (int round = 0; round < 30 && !found; ++round) {
            found = runUntil(c, [](const ProcedureStep& s) {
                return s.kind == StepKind::SettleHand && s.result == HandResult::Win;
            });
            if (!found) QVERIFY(c.nextRound());
        }
        QVERIFY(found);
        const ProcedureStep right = c.procedure()->expected();
        const QString rule = QString::fromStdString(c.procedure()->expectedRule());
        const int events = c.procedure()->eventsDone();
        const QString wrongAmount = SchoolText::money(right.amount + Money{5});
        QVERIFY(c.settleHand(right.seat, right.hand, "pay", wrongAmount));
        const SchoolVerdict v = c.verdict();
        QCOMPARE(v.kind, QString("wrong"));
        // The outcome's rule, or (a bonus left unpaid) the bonus's rule among the payout's.
        QVERIFY(!v.rule.isEmpty());
        QVERIFY2(v.rule == rule || rule.contains(v.rule), qPrintable(v.rule + " / " + rule));
        QCOMPARE(v.rightStep, SchoolText::stepCode(right));
        QVERIFY(v.doneStep.endsWith(wrongAmount));
        QCOMPARE(c.scores()->errors(StepCategory::Payout), 1);
        QVERIFY(c.procedure()->eventsDone() > events); // the right payout was made
        QVERIFY(!handsOf(c, right.seat)[right.hand].net.isEmpty());
    }

    // Unreadable amounts and steps are refused with a message; the round does not move.
    void badInputIsRefusedAndChangesNothing() {
        DealerSchoolController c;
        setUp(c, "poker-like", 3);
        QVERIFY(runUntil(c, [](const ProcedureStep& s) {
            return s.kind == StepKind::SettleHand && s.result != HandResult::Push;
        }));
        const ProcedureStep right = c.procedure()->expected();
        const int events = c.procedure()->eventsDone(), steps = c.roundSteps();
        const QString result = resultWord(right.result);
        for (const QString bad : {"abc", "", "-5", "1/0"}) {
            QVERIFY(!c.settleHand(right.seat, right.hand, result, bad));
            QVERIFY2(!c.inputError().isEmpty(), qPrintable(bad));
            if (!bad.isEmpty()) QVERIFY(c.inputError().contains(bad));
            QCOMPARE(c.procedure()->eventsDone(), events);
            QCOMPARE(c.roundSteps(), steps);
        }
        QVERIFY(!c.settleHand(right.seat, right.hand, "give", "10"));
        QVERIFY(!c.performText("pay 1 x"));
        QVERIFY(c.inputError().contains("pay 1 x"));
        QVERIFY(!c.performText("deal me in"));
        QVERIFY(!c.dealTo(5, 0, true)); // no seat 6 at a table of 3
        QVERIFY(c.inputError().contains("6"));
        QVERIFY(!c.declare(0, 0, "fold"));
        QCOMPARE(c.procedure()->eventsDone(), events);
        QCOMPARE(c.roundSteps(), steps);
        // The hint shows the right step and takes none.
        c.showHint();
        QVERIFY(c.hint().contains(SchoolText::stepCode(right)));
        QCOMPARE(c.roundHints(), 1);
        QCOMPARE(c.roundSteps(), steps);
        // A readable amount, with a comma, typed as text: taken (and judged right).
        QString text = SchoolText::stepCode(right);
        text.replace('.', ',');
        QVERIFY(c.performText(text));
        QVERIFY(c.inputError().isEmpty());
        QVERIFY(c.hint().isEmpty());
        QCOMPARE(c.verdict().kind, QString("right"));
    }

    // A step is timed from the previous one, and only while the page is on show in this mode.
    void stepsAreTimedWhileThePageIsShown() {
        DealerSchoolController c;
        setUp(c, "poker-like", 2);
        QTest::qWait(300);
        c.setActive(false);
        QTest::qWait(1200);
        c.setActive(true);
        c.setMode(DealerSchoolController::Spot); // the other mode: the round waits too
        QTest::qWait(600);
        c.setMode(DealerSchoolController::Procedure);
        QVERIFY(perform(c, c.procedure()->expected()));
        QVERIFY2(c.verdict().millis >= 250 && c.verdict().millis < 1000,
                 qPrintable(QString::number(c.verdict().millis)));
        QCOMPARE(c.roundSeconds(), 0);
        QCOMPARE(c.scores()->medianMillis(StepCategory::Deal), c.verdict().millis);
    }

    // The rule set and the seats: a rule file that cannot be read is refused and the rules stay.
    void rulesAndSeats() {
        DealerSchoolController c;
        setUp(c, "blackjack", 2);
        QCOMPARE(c.rulesId(), QString("blackjack"));
        QCOMPARE(c.view()->seats()->count(), 2);
        QVERIFY(!c.loadRules("/no/such/rules.json"));
        QVERIFY(!c.rulesError().isEmpty());
        QCOMPARE(c.rulesId(), QString("blackjack"));
        c.setSeatCount(6);
        QCOMPARE(c.view()->seats()->count(), 6);
        QCOMPARE(c.procedure()->round().seats().size(), size_t{6});
        QCOMPARE(c.roundNumber(), 1);
        c.setSeatCount(9);
        QCOMPARE(c.seatCount(), 7);
        const QString path = QString(F27_SOURCE_DIR) + "/assets/rules/21-24-27.json";
        QVERIFY(c.loadRules(path));
        QCOMPARE(c.rulesId(), QString("21-24-27"));
        QCOMPARE(c.rulesSource(), QFileInfo(path).absoluteFilePath());
    }

    // Spot the error: stopping on an error is a catch, letting it pass a miss, stopping on a
    // right step a false alarm; the controller's tally is the engine's.
    void spottingCountsCatchesMissesAndFalseAlarms() {
        DealerSchoolController c;
        c.spot()->setErrorPercent(50);
        c.setMode(DealerSchoolController::Spot);
        QVERIFY(c.useKey(kKey));
        c.useSeed(3);
        c.setActive(true);
        SchoolSpotter* spot = c.spot();
        QVERIFY(spot->hasRound());
        int catches = 0, misses = 0, falseAlarms = 0, passes = 0, faults = 0, rights = 0;
        for (int rounds = 0; rounds < 10; ++rounds) {
            for (int guard = 0; guard < 400 && spot->state() != SchoolSpotter::Over; ++guard) {
                if (spot->state() == SchoolSpotter::Judged) {
                    spot->resume();
                    continue;
                }
                const ShownStep* shown = spot->shown();
                QVERIFY(shown);
                QCOMPARE(spot->shownStep(), SchoolText::stepCode(shown->step));
                if (shown->faulty) {
                    // An error is never the right step, and the judge rejects it.
                    QVERIFY(!(shown->step == shown->right));
                    const bool stop = faults++ % 2 == 0;
                    QVERIFY(stop ? spot->stop() : spot->letPass());
                    ++(stop ? catches : misses);
                    QCOMPARE(spot->result().kind, QString(stop ? "catch" : "miss"));
                    QCOMPARE(spot->result().rightStep, SchoolText::stepCode(shown->right));
                    QVERIFY(!spot->result().rule.isEmpty());
                    QVERIFY(!spot->result().error.isEmpty());
                    QCOMPARE(spot->state(), spot->spotting()->isOver() ? SchoolSpotter::Over
                                                                       : SchoolSpotter::Judged);
                } else {
                    const bool stop = rights++ % 7 == 3;
                    QVERIFY(stop ? spot->stop() : spot->letPass());
                    ++(stop ? falseAlarms : passes);
                    if (stop) QCOMPARE(spot->result().kind, QString("false-alarm"));
                }
            }
            QCOMPARE(spot->state(), SchoolSpotter::Over);
            QVERIFY(spot->spotting()->procedure().isOver());
            QVERIFY(c.nextRound());
        }
        QVERIFY(catches > 0);
        QVERIFY(misses > 0);
        QVERIFY(falseAlarms > 0);
        QCOMPARE(spot->catches(), catches);
        QCOMPARE(spot->misses(), misses);
        QCOMPARE(spot->falseAlarms(), falseAlarms);
        QCOMPARE(spot->passes(), passes);
    }

    // The watch tempo: a step let pass when its time is up; a pause stops the time.
    void spottingRunsAtTheTablePace() {
        DealerSchoolController c;
        c.spot()->setErrorPercent(0);
        c.setMode(DealerSchoolController::Spot);
        QVERIFY(c.useKey(kKey));
        c.useSeed(3);
        c.spot()->setAnimationMs(10);
        c.spot()->setTempo("fast");
        QCOMPARE(c.spot()->stepMs(), 200 * 3); // the floor of the animation speed, times 3
        c.setActive(true);
        const int shown = c.spot()->shownSerial();
        QTRY_VERIFY_WITH_TIMEOUT(c.spot()->passes() >= 2, 5000);
        QVERIFY(c.spot()->shownSerial() > shown);
        c.spot()->togglePause();
        QCOMPARE(c.spot()->state(), SchoolSpotter::Paused);
        const int passes = c.spot()->passes();
        QTest::qWait(900);
        QCOMPARE(c.spot()->passes(), passes);
        c.setActive(false); // the page hidden: still paused
        c.setActive(true);
        c.spot()->togglePause();
        QTRY_VERIFY_WITH_TIMEOUT(c.spot()->passes() > passes, 5000);
    }

    // Keyboard only, in the real application: a whole round run with the page's keys.
    void wholeRoundByKeys() {
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
        QQmlApplicationEngine engine;
        engine.load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        QVERIFY(window);
        window->show();
        window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window));
        QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                                  Q_ARG(QVariant, QStringLiteral("school")));
        auto* school = window->findChild<DealerSchoolController*>("dealerSchool");
        QVERIFY(school);
        QObject* page = window->findChild<QObject*>("dealerSchoolPage");
        QVERIFY(page);
        auto key = [window](Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier) {
            QTest::keyClick(window, k, m);
            QCoreApplication::processEvents();
        };
        key(Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(school->mode(), DealerSchoolController::Procedure);
        QVERIFY(school->loadRules("blackjack"));
        school->setSeatCount(3);
        QVERIFY(school->useKey(kKey));
        school->useSeed(11);
        QVERIFY(school->procedure());
        auto select = [&](int seat, int hand) {
            for (int i = 0; i < 20; ++i) {
                if (page->property("selectedSeat").toInt() == seat &&
                    page->property("selectedHand").toInt() == hand)
                    return true;
                key(static_cast<Qt::Key>(Qt::Key_0 + (seat < 0 ? 0 : seat + 1)));
            }
            return false;
        };
        auto typeAmount = [&](Money m) {
            key(Qt::Key_A);
            for (const QChar ch : SchoolText::money(m))
                QTest::keyClick(window, ch.toLatin1());
            QCoreApplication::processEvents();
        };
        for (int round = 0; round < 3; ++round) {
            while (!school->roundOver()) {
                const ProcedureStep s = school->procedure()->expected();
                const int steps = school->roundSteps();
                switch (s.kind) {
                case StepKind::Deal:
                    QVERIFY(select(s.seat, s.hand));
                    if (!s.faceUp) key(Qt::Key_F);
                    key(Qt::Key_Space);
                    break;
                case StepKind::OfferInsurance:
                    key(Qt::Key_I);
                    break;
                case StepKind::CheckNatural:
                    key(Qt::Key_K);
                    break;
                case StepKind::RevealHole:
                    key(Qt::Key_R);
                    break;
                case StepKind::DealerHit:
                    key(Qt::Key_H);
                    break;
                case StepKind::DealerStand:
                    key(Qt::Key_S);
                    break;
                case StepKind::Declare:
                    QVERIFY(select(s.seat, s.hand));
                    if (!s.forced)
                        key(Qt::Key_C);
                    else if (*s.forced == Action::Hit)
                        key(Qt::Key_H, Qt::ShiftModifier);
                    else if (*s.forced == Action::Stand)
                        key(Qt::Key_S, Qt::ShiftModifier);
                    else
                        QFAIL("a forced play the keys do not cover");
                    break;
                case StepKind::SettleHand:
                    QVERIFY(select(s.seat, s.hand));
                    if (s.result == HandResult::Push) {
                        key(Qt::Key_E);
                        break;
                    }
                    typeAmount(s.amount);
                    key(s.result == HandResult::Win    ? Qt::Key_P
                        : s.result == HandResult::Lose ? Qt::Key_T
                                                       : Qt::Key_U);
                    break;
                case StepKind::SettleInsurance:
                    QVERIFY(select(s.seat, 0));
                    typeAmount(s.amount);
                    key(s.result == HandResult::Win ? Qt::Key_P : Qt::Key_T, Qt::ShiftModifier);
                    break;
                }
                QVERIFY2(school->roundSteps() == steps + 1,
                         qPrintable("no step taken for " + SchoolText::stepCode(s) + ": " +
                                    school->inputError()));
                QVERIFY2(school->verdict().correct, qPrintable(school->verdict().doneStep));
            }
            QCOMPARE(school->roundErrors(), 0);
            const int number = school->roundNumber();
            key(Qt::Key_N);
            QCOMPARE(school->roundNumber(), number + 1);
        }
        // A wrong step by key: the dealer stands where a card is due.
        key(Qt::Key_S);
        QCOMPARE(school->verdict().kind, QString("wrong"));
        // ? shows the right step; / takes any step as text.
        QTest::keyClick(window, '?');
        QVERIFY(school->hint().contains(SchoolText::stepCode(school->procedure()->expected())));
        const int steps = school->roundSteps();
        QTest::keyClick(window, '/');
        for (const QChar ch : SchoolText::stepCode(school->procedure()->expected()))
            QTest::keyClick(window, ch.toLatin1());
        key(Qt::Key_Return);
        QCOMPARE(school->roundSteps(), steps + 1);
        QCOMPARE(school->verdict().kind, QString("right"));
        // The spotting mode by key: Space stops the step on show.
        key(Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(school->mode(), DealerSchoolController::Spot);
        QVERIFY(school->spot()->shown());
        key(Qt::Key_Space);
        QVERIFY(school->spot()->state() == SchoolSpotter::Judged ||
                school->spot()->state() == SchoolSpotter::Over);
        QCOMPARE(school->spot()->catches() + school->spot()->falseAlarms(), 1);
        key(Qt::Key_Return);
        QCOMPARE(school->spot()->state(), SchoolSpotter::Watching);
        // Esc: back to the table.
        key(Qt::Key_Escape);
        QVERIFY(window->property("bankingShown").toBool());
    }
};

QTEST_MAIN(AppDealerSchool)
#include "tst_app_dealer_school.moc"
