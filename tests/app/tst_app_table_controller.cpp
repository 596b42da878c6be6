// The table's adapter (TableController): phases, legal actions, the event fold into the
// seat and dealer views, bankroll and rule switching — driven as QML drives it.
#include "rule_editor.h"
#include "rules/rule_set_json.h"
#include "table_controller.h"

#include "cards/fair_shuffle.h"
#include "exact/exact_ev.h"
#include "round_script.h"

#include <QSignalSpy>
#include <QtTest>

namespace {
const char* kKey = "f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f27f";

// Writes `rules` as a rule file; false if it cannot.
bool writeRules(const QString& path, const f27::RuleSet& rules) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.write(f27::ruleSetToJson(rules)) > 0 && f.flush();
}

void playOut(TableController& t) {
    while (t.phase() == TableController::Decision || t.phase() == TableController::Insurance) {
        const QStringList legal = t.legalActions();
        QVERIFY(!legal.isEmpty());
        QVERIFY(t.act(legal.contains("stand") ? "stand" : "decline-insurance"));
    }
}
} // namespace

class AppTableController : public QObject {
    Q_OBJECT
private slots:
    // The insurance prompt names the up-card the rule set offers insurance on (B-5), and the
    // stake; the buttons carry the engine's labels of the legal actions.
    void insurancePromptNamesTheUpCard() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(10);
        t.useStackedShoe(f27::test::cards("10S AH 6S 7D 10C 10H"));
        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Insurance);
        QVERIFY2(t.prompt().contains(QString::fromUtf8("A\u2665")), qPrintable(t.prompt()));
        QVERIFY2(t.prompt().contains("5"), qPrintable(t.prompt()));
        QCOMPARE(t.legalActions(), QStringList({"insure", "decline-insurance"}));
        QCOMPARE(t.legalActionLabels(), QStringList({"Insure", "No insurance"}));
    }
    // B-7: the doubled hand's wager is shown with the double and comes from the engine (the
    // event carries the stake added): 10 until the double is shown, 20 from then on.
    void aDoubleShowsTheDoubledStake() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(10);
        t.useStackedShoe(f27::test::cards("6S 9H 5D 7C 10D 10S"));
        const double before = t.bankroll();
        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Decision);
        const auto handWager = [&t] {
            return t.seats()
                ->data(t.seats()->index(0), SeatListModel::HandsRole)
                .value<QList<SeatHand>>()
                .value(0)
                .wager;
        };
        QCOMPARE(handWager(), QString("10"));
        t.setAnimationMs(1000000); // the events are shown by hand below
        QVERIFY(t.act("double"));
        QCOMPARE(handWager(), QString("10")); // the round has doubled; nothing is shown yet
        QVERIFY(t.stepAnimation());           // the double
        QCOMPARE(handWager(), QString("20"));
        // The seat's chip shows its whole stake: the doubled one.
        QCOMPARE(t.seats()->data(t.seats()->index(0), SeatListModel::WagerRole).toString(),
                 QString("20"));
        t.skipAnimation();
        QCOMPARE(t.phase(), TableController::Settled);
        QCOMPARE(handWager(), QString("20"));
        QCOMPARE(t.bankroll(), before + 20); // 21 against the dealer's bust
    }
    void startsInBettingWithThePokerLikePreset() {
        TableController t;
        QCOMPARE(t.phase(), TableController::Betting);
        QCOMPARE(t.rulesId(), QString("poker-like"));
        QVERIFY(t.presets().contains("blackjack"));
        QVERIFY(t.legalActions().isEmpty());
        QCOMPARE(t.commitment().size(), 64); // P-1: the commitment is shown before play
        QCOMPARE(t.shoeSize(), 324);         // F-1
    }
    void aRoundFoldsTheEngineLogIntoTheViews() {
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(1);
        t.useKey(*f27::ShuffleKey::fromHex(kKey));
        t.setWager(10);
        QVERIFY(t.deal());
        QVERIFY(t.round());
        // Every event of the engine's round is shown, no more, no fewer.
        QCOMPARE(t.shownEvents(), static_cast<int>(t.round()->events().size()));
        const QList<SeatHand> hands =
            t.seats()->data(t.seats()->index(0), SeatListModel::HandsRole).value<QList<SeatHand>>();
        QCOMPARE(hands.size(), static_cast<int>(t.round()->seats()[0].hands.size()));
        QCOMPARE(hands[0].cards.size(),
                 static_cast<int>(t.round()->seats()[0].hands[0].cards.size()));
        // The dealer's hole card stays face down while the player decides (PL-2).
        if (t.phase() == TableController::Decision) {
            QCOMPARE(t.dealerCards().size(), 2);
            QCOMPARE(t.dealerCards()[0].faceUp, false);
            QVERIFY(t.legalActions().contains("hit") && t.legalActions().contains("stand"));
            QVERIFY(!t.act("split")); // not offered by the poker-like rules
        }
        const double before = t.bankroll();
        playOut(t);
        QCOMPARE(t.phase(), TableController::Settled);
        const double net = t.round()->seats()[0].net.toDouble();
        QCOMPARE(t.bankroll(), before + net);
        for (const CardFace& c : t.dealerCards())
            QVERIFY(c.faceUp);
        QVERIFY(t.messages()->rowCount() >= static_cast<int>(t.round()->events().size()));
    }
    void animationPacesTheFold() {
        TableController t;
        t.setAnimationMs(40);
        t.setSeatCount(2);
        t.useKey(*f27::ShuffleKey::fromHex(kKey));
        QVERIFY(t.deal());
        QCOMPARE(t.phase(), TableController::Dealing);
        QVERIFY(t.shownEvents() < static_cast<int>(t.round()->events().size()));
        QTRY_VERIFY_WITH_TIMEOUT(t.phase() != TableController::Dealing, 10000);
        QCOMPARE(t.shownEvents(), static_cast<int>(t.round()->events().size()));
    }
    void rulesSwitchOnlyBetweenRounds() {
        TableController t;
        t.setAnimationMs(0);
        QSignalSpy spy(&t, &TableController::rulesChanged);
        QVERIFY(t.loadRules("blackjack"));
        QCOMPARE(t.rulesId(), QString("blackjack"));
        QCOMPARE(t.shoeSize(), 312); // B-1
        QVERIFY(!t.finnishIndices());
        QVERIFY(!t.loadRules("no-such-game"));
        QVERIFY(t.rulesError().contains("no-such-game"));
        QCOMPARE(t.rulesId(), QString("blackjack"));
        t.setSeatCount(1);
        t.setWager(5);
        QVERIFY(t.deal());
        if (t.phase() == TableController::Decision || t.phase() == TableController::Insurance) {
            QVERIFY(!t.loadRules("poker-like"));
            QCOMPARE(t.rulesId(), QString("blackjack"));
        }
        QVERIFY(spy.count() >= 1);
    }
    // A file under a preset's id with other rules is not shown as that preset: its name says
    // it is changed (the game picker shows that name); the preset itself is not.
    void aChangedPresetSaysSoByName() {
        TableController t;
        QVERIFY(t.loadRules("blackjack"));
        QVERIFY(!t.rulesModified());
        QCOMPARE(t.rulesName(), QString("Blackjack"));
        auto preset = f27::loadPreset("blackjack");
        QVERIFY(preset.ok());
        f27::RuleSet rules = *preset;
        rules.description += " Played at my table.";
        QTemporaryDir dir;
        const QString path = dir.filePath("blackjack.json");
        QVERIFY(writeRules(path, rules));
        QVERIFY2(t.loadRules(path), qPrintable(t.rulesError()));
        QCOMPARE(t.rulesId(), QString("blackjack"));
        QVERIFY(t.rulesModified());
        QCOMPARE(t.rulesName(), QString("Blackjack (changed)"));
        QVERIFY(t.loadRules("blackjack"));
        QVERIFY(!t.rulesModified());
    }
    // The baccarat-like mode at the table: the player picks the player hand, the dealer hand
    // or the stalemate; the pay table and the exact edge of each bet are shown; the round is
    // dealt on the bet chosen. The slot mode has its one bet; the standard mode none.
    void betsOfTheBaccaratLikeMode() {
        RuleEditor e; // poker-like
        QVERIFY(e.setValue("wagerMode", "baccarat-like"));
        QVERIFY(e.setValue("insurance.offered", false));
        QVERIFY(e.setValue("id", "poker-like-baccarat"));
        QVERIFY(e.setValue("name", "Poker-like, baccarat-like bets"));
        QVERIFY(e.valid());
        const f27::RuleSet rules = *e.ruleSet();
        QTemporaryDir dir;
        const QString path = dir.filePath("baccarat.json");
        QVERIFY(writeRules(path, rules));

        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(1);
        QVERIFY(t.betSides().isEmpty()); // the standard mode: the player backs his own hand
        QVERIFY2(t.loadRules(path), qPrintable(t.rulesError()));
        QCOMPARE(t.betSides(), (QStringList{"player", "dealer", "stalemate"}));
        QStringList pays;
        for (const QVariant& row : t.payTable())
            pays << row.toMap()["side"].toString() + " " + row.toMap()["pays"].toString();
        QCOMPARE(pays, (QStringList{"player 1:1", "dealer 1:1", "stalemate 8:1"}));

        QSignalSpy side(&t, &TableController::betSideChanged);
        t.setBetSide("stalemate");
        QCOMPARE(side.count(), 1);
        t.setBetSide("nonsense"); // refused
        QCOMPARE(t.betSide(), QString("stalemate"));
        t.setWager(10);
        QVERIFY(t.deal());
        QCOMPARE(t.round()->setup().seats[0].side, f27::BetSide::Stalemate);
        QVERIFY(t.legalActions().isEmpty()); // nobody is consulted
        QCOMPARE(t.phase(), TableController::Settled);

        // The edges are the exact analysis' for each bet.
        t.betEdges()->waitForResult();
        QVERIFY(t.betEdges()->betting());
        QVERIFY(!t.betEdges()->dealerBetText().isEmpty());
        QVERIFY(!t.betEdges()->stalemateBetText().isEmpty());
        f27::ExactOptions options;
        options.bet = f27::BetSide::Dealer;
        const auto dealerEv =
            f27::exactRoundEv(rules, f27::Composition::fromShoe(rules.shoe), options);
        QVERIFY(dealerEv.ok());
        QCOMPARE(*t.betEdges()->dealerBetPercent(), -100.0 * *dealerEv);

        f27::RuleSet slot = rules;
        slot.wagerMode = f27::WagerMode::Slot;
        QVERIFY(writeRules(path, slot));
        QVERIFY2(t.loadRules(path), qPrintable(t.rulesError()));
        QCOMPARE(t.betSides(), QStringList{"player"});
        QVERIFY(t.deal());
        QCOMPARE(t.round()->setup().seats[0].side, f27::BetSide::Player); // its one bet
    }
    // A rule file's rules are remembered by their file (its id names no file): the rule editor
    // opens that file and the settings reload it. A preset by its id.
    void rulesRememberWhereTheyCameFrom() {
        TableController t;
        QCOMPARE(t.rulesSource(), QString("poker-like"));
        QVERIFY(t.loadRules("blackjack"));
        QCOMPARE(t.rulesSource(), QString("blackjack"));
        QTemporaryDir dir;
        auto preset = f27::loadPreset("blackjack");
        QVERIFY(preset.ok());
        f27::RuleSet rules = *preset;
        rules.id = "my-house-game";
        rules.name = "My house game";
        const QString path = dir.filePath("house.json");
        QVERIFY(writeRules(path, rules));
        QVERIFY(QDir::setCurrent(dir.path()));
        QVERIFY2(t.loadRules("house.json"), qPrintable(t.rulesError())); // relative
        QCOMPARE(t.rulesId(), QString("my-house-game"));
        QCOMPARE(t.rulesSource(), QFileInfo(path).absoluteFilePath());
        QVERIFY(!t.loadRules("no-such-file.json")); // a failed load keeps the source
        QCOMPARE(t.rulesSource(), QFileInfo(path).absoluteFilePath());
        QVERIFY(QDir::setCurrent(QDir::tempPath()));
        RuleEditor ed; // what the editor's openWith(table.rulesSource) does
        QVERIFY(ed.loadRules(t.rulesSource()));
        QCOMPARE(ed.value("id").toString(), QString("my-house-game"));
    }
    // A rule file in which a hand would never stop drawing (every card worth 0, a dealer who
    // hits below 23) once hung the table and, remembered as the last rules, every start: it is
    // refused with the reason, and the table keeps its rules and deals rounds that end.
    void rulesWhoseHandsNeverStopAreRefused() {
        TableController t;
        t.setAnimationMs(0);
        auto preset = f27::loadPreset("blackjack");
        QVERIFY(preset.ok());
        f27::RuleSet rules = *preset;
        rules.id = "endless";
        rules.values.points.fill(0);
        rules.values.aceHigh = 0;
        rules.dealer.rows = {f27::StrategyRow{f27::HandKind::Hard, {}, 23, ""}};
        QTemporaryDir dir;
        const QString path = dir.filePath("endless.json");
        QVERIFY(writeRules(path, rules));
        QVERIFY(!t.loadRules(path));
        QVERIFY2(t.rulesError().contains("would never stop"), qPrintable(t.rulesError()));
        QCOMPARE(t.rulesId(), QString("poker-like"));
        t.setWager(5);
        QVERIFY(t.deal());
        QTRY_VERIFY_WITH_TIMEOUT(t.phase() != TableController::Dealing, 10000);
    }
    void aBetBeyondTheBankrollIsRefused() {
        TableController t;
        t.setAnimationMs(0);
        t.setWager(5000);
        QVERIFY(!t.deal());
        QCOMPARE(t.phase(), TableController::Betting);
        QVERIFY(!t.announcement().isEmpty());
    }
    // A bet over the bankroll is explained, not just refused; with less than the minimum bet
    // left the player is out of money, and a new bankroll (counted as such, not as a win)
    // is the way on.
    void goingBrokeOffersANewBankroll() {
        TableController t;
        t.setAnimationMs(0);
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setStartingBankroll(25);
        t.setWager(30);
        QVERIFY2(t.prompt().contains("more than your bankroll"), qPrintable(t.prompt()));
        QVERIFY(!t.deal());
        QVERIFY(!t.outOfMoney());
        QVERIFY(!t.takeNewBankroll()); // not while there is money to bet
        t.setWager(25);
        QCOMPARE(t.prompt(), QString("Place your bet and deal."));
        QSignalSpy prompts(&t, &TableController::promptChanged);
        t.useStackedShoe(f27::test::cards("10S 10H 6D 9C")); // 16 against 19
        QVERIFY(t.deal());
        playOut(t);
        QCOMPARE(t.phase(), TableController::Settled);
        QCOMPARE(t.bankroll(), 0.0);
        QVERIFY(t.outOfMoney());
        QVERIFY(prompts.count() > 0);
        QVERIFY2(t.prompt().contains("out of money"), qPrintable(t.prompt()));
        QVERIFY(!t.deal());
        QCOMPARE(t.phase(), TableController::Settled);

        QVERIFY(t.takeNewBankroll());
        QCOMPARE(t.bankroll(), 25.0);
        QVERIFY(!t.outOfMoney());
        QVERIFY(!t.takeNewBankroll()); // once
        QVERIFY2(t.announcement().contains("new bankroll"), qPrintable(t.announcement()));
        QCOMPARE(t.stats()->newBankrolls(), 1);
        QCOMPARE(t.stats()->bankrollAddedMoney(), f27::Money(25));
        QCOMPARE(t.stats()->netMoney(), f27::Money(-25)); // the loss stays a loss
        QVERIFY(t.deal());                                // and play goes on
        t.stats()->reset();
        QCOMPARE(t.stats()->newBankrolls(), 0);
    }
    // The shoe and the tray follow the dealing as shown, not the engine ahead of it: a card
    // leaves the shoe when its deal is shown, and a round's cards reach the tray at the next deal.
    void shoeAndTrayFollowTheAnimation() {
        TableController t;
        t.setAnimationMs(1000000); // the events are shown by hand below
        QVERIFY(t.loadRules("blackjack"));
        t.setSeatCount(1);
        t.setWager(10);
        const int full = t.shoeRemaining();
        QCOMPARE(t.discards(), 0);
        QVERIFY(t.deal());
        QCOMPARE(t.shoeRemaining(), full); // nothing shown yet
        int shownDeals = 0;
        while (t.stepAnimation()) {
            const f27::Event& e = t.round()->events()[t.shownEvents() - 1];
            if (e.type == f27::EventType::Deal) ++shownDeals;
            QCOMPARE(t.shoeRemaining(), full - shownDeals);
            QCOMPARE(t.discards(), 0);
        }
        for (int turns = 0; turns < 20 && !t.round()->isOver(); ++turns) { // insurance, then play
            t.skipAnimation();
            playOut(t);
        }
        t.skipAnimation();
        QCOMPARE(t.phase(), TableController::Settled);
        int dealt = 0;
        for (const f27::Event& e : t.round()->events())
            dealt += e.type == f27::EventType::Deal;
        QCOMPARE(t.shoeRemaining(), full - dealt);
        QCOMPARE(t.discards(), 0); // still on the table
        QVERIFY(t.deal());
        QCOMPARE(t.discards(), dealt); // collected
        QCOMPARE(t.shoeRemaining(), full - dealt);
    }
    // P-1, P-3: the commitment is shown before play; a requested reshuffle reveals the key,
    // and the dealt cards verify against the order the key produces.
    void finishedShoesVerify() {
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(2);
        const QString firstCommitment = t.commitment();
        int dealt = 0;
        for (int round = 0; round < 5; ++round) {
            QVERIFY(t.deal());
            playOut(t);
            dealt += static_cast<int>(t.round()->cardsDealt().size());
        }
        QCOMPARE(t.cardsFromThisShoe(), dealt);
        QVERIFY(t.finishedShoes().isEmpty());
        t.requestReshuffle();
        QVERIFY(t.deal());
        playOut(t);
        QVERIFY(t.commitment() != firstCommitment);
        QCOMPARE(t.finishedShoes().size(), 1);
        const FinishedShoe shoe = t.finishedShoes()[0];
        QCOMPARE(shoe.commitment, firstCommitment);
        QCOMPARE(shoe.cards, dealt);
        const ShoeCheck result = t.verifyShoe(0);
        QVERIFY2(result.commitmentOk && result.cardsOk, qPrintable(result.message));
        QCOMPARE(result.cardsChecked, dealt);
        // Switching game finishes the shoe in play as well.
        QVERIFY(t.loadRules("blackjack"));
        QCOMPARE(t.finishedShoes().size(), 2);
        QVERIFY(t.verifyShoe(1).cardsOk);
        QVERIFY(!t.verifyShoe(7).message.isEmpty());
    }
    void botSeatsPlayThemselves() {
        TableController t;
        t.setAnimationMs(0);
        t.setSeatCount(5);
        QCOMPARE(t.humanSeat(), 2);
        for (int round = 0; round < 30; ++round) {
            QVERIFY(t.deal());
            // Whenever the table waits, it waits for the human seat.
            if (t.phase() == TableController::Decision || t.phase() == TableController::Insurance)
                QCOMPARE(t.round()->seatToAct(), t.humanSeat());
            playOut(t);
            QCOMPARE(t.phase(), TableController::Settled);
        }
    }
};

QTEST_MAIN(AppTableController)
#include "tst_app_table_controller.moc"
