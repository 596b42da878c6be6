// The strategy school's drill: the right answer is the exact analysis' best option for every
// decision drawn (against a second analysis run another way), on every preset and a custom rule
// set; each mode asks only its kind; the Leitner boxes move as specified; and the drawing
// favours missed and costly cells (a statistical test with a fixed seed).
#include "practice/practice_session.h"
#include "round_script.h"
#include "rules/rule_set_json.h"
#include "strategy/chart_grid.h"
#include "strategy/shipped_chart.h"

#include <QTest>

#include <map>
#include <set>

using namespace f27;

namespace {

PracticeSession session(const RuleSet& rules, PracticeMode mode, std::uint64_t seed,
                        PracticeRecord record = {}) {
    auto s = PracticeSession::create(rules, test::chartFor(rules), mode, seed, std::move(record));
    if (!s) qFatal("no session: %s", s.error().c_str());
    return std::move(s).value();
}

double evOf(const std::vector<ActionValue>& values, Action a) {
    for (const ActionValue& v : values)
        if (v.action == a) return v.ev;
    return -1e9;
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT

private slots:
    void rightAnswerIsTheExactBest_data() {
        QTest::addColumn<QString>("preset");
        for (const std::string& id : presetIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
        QTest::newRow("custom") << QString();
    }

    // Every question's best option has the highest EV of a second analysis (plain recursion
    // where it is fast enough, else without the batching and the pruning of hits), its options
    // are the round's legal actions, and answering marks the best right and any option worth
    // less wrong at exactly the difference.
    void rightAnswerIsTheExactBest() {
        QFETCH(QString, preset);
        const RuleSet rules =
            preset.isEmpty() ? test::twoDeckBlackjack() : test::preset(preset.toStdString());
        PracticeSession s = session(rules, PracticeMode::All, 27);
        ExactOptions reference;
        reference.hintBatch = ExactOptions::Batch::Never;
        reference.pruneHits = false;
        reference.memoise = rules.id == "blackjack" || preset.isEmpty() ? false : true;
        for (int i = 0; i < 12; ++i) {
            auto q = s.next();
            QVERIFY2(q, q ? "" : q.error().c_str());
            const Round& r = q->spot.round;
            QVERIFY(r.seatToAct() == 0);
            QVERIFY(r.phase() == Phase::Decision || r.phase() == Phase::Insurance);
            std::vector<Action> offered;
            for (const ActionValue& v : q->values)
                offered.push_back(v.action);
            QCOMPARE(offered, r.legalActions());
            auto again = exactActionValues(r, q->spot.unseen, reference);
            QVERIFY2(again, again ? "" : again.error().c_str());
            double top = -1e9;
            for (const ActionValue& v : *again)
                top = std::max(top, v.ev);
            QVERIFY2(evOf(*again, q->best) >= top - kEvTolerance,
                     qPrintable(QString::fromStdString(q->spot.cell)));
            // The unseen cards: the shoe less what the seat saw, so never the hole card.
            QVERIFY(q->spot.unseen.size() < Composition::fromShoe(rules.shoe).size());
            for (const ActionValue& v : q->values) {
                PracticeSession copy = s;
                const PracticeVerdict verdict = copy.answer(*q, v.action);
                const double gap = evOf(q->values, q->best) - v.ev;
                QCOMPARE(verdict.right, gap <= kEvTolerance);
                QVERIFY(std::abs(verdict.cost - (verdict.right ? 0 : gap)) < 1e-12);
            }
        }
    }

    void eachModeAsksOnlyItsKind_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("mode");
        for (const char* id : {"blackjack", "poker-like"})
            for (int m = 0; m < kPracticeModeCount; ++m) {
                // Poker-like offers no split: no pairs to ask.
                if (QString(id) == "poker-like" && m == int(PracticeMode::Pairs)) continue;
                QTest::newRow(qPrintable(
                    QString("%1 %2").arg(id, practiceModeName(static_cast<PracticeMode>(m)))))
                    << QString(id) << m;
            }
    }

    void eachModeAsksOnlyItsKind() {
        QFETCH(QString, preset);
        QFETCH(int, mode);
        const auto m = static_cast<PracticeMode>(mode);
        PracticeSession s = session(test::preset(preset.toStdString()), m, 7);
        for (int i = 0; i < 4; ++i) {
            auto q = s.next();
            QVERIFY2(q, q ? "" : q.error().c_str());
            const Round& r = q->spot.round;
            const std::string& cell = q->spot.cell;
            switch (m) {
            case PracticeMode::All:
                break;
            case PracticeMode::Soft:
                QVERIFY2(cell.rfind("soft ", 0) == 0, cell.c_str());
                break;
            case PracticeMode::Pairs:
                QVERIFY2(cell.rfind("pair ", 0) == 0, cell.c_str());
                QVERIFY(r.isLegal(Action::Split));
                break;
            case PracticeMode::Multi:
                QVERIFY(r.seats()[0].hands[size_t(r.handToAct())].cards.size() >= 3);
                break;
            case PracticeMode::Insurance:
                QCOMPARE(r.phase(), Phase::Insurance);
                QVERIFY2(cell.rfind("insurance", 0) == 0, cell.c_str());
                break;
            case PracticeMode::Exceptions:
                // The chart's totals say another option, worth less.
                QVERIFY(evOf(q->values, q->totalsAction) < evOf(q->values, q->best) - 1e-9);
                break;
            }
        }
    }

    void aKindTheRulesNeverDealIsRefused() {
        const RuleSet rules = test::preset("poker-like");
        auto s = PracticeSession::create(rules, test::chartFor(rules), PracticeMode::Pairs, 1);
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error()).contains("pairs"), s.error().c_str());
    }

    // A drill of chosen cells asks those alone; a cell play never deals ends in a message, in
    // bounded time.
    void aDrillOfChosenCellsAsksThoseAlone() {
        PracticeSession s = session(test::preset("blackjack"), PracticeMode::All, 5);
        s.restrictTo({"hard 16/2 v 10", "soft 18/2 v 9"});
        std::set<std::string> seen;
        for (int i = 0; i < 16; ++i) {
            auto q = s.next();
            QVERIFY2(q, q ? "" : q.error().c_str());
            QVERIFY2(q->spot.cell == "hard 16/2 v 10" || q->spot.cell == "soft 18/2 v 9",
                     q->spot.cell.c_str());
            seen.insert(q->spot.cell);
        }
        QCOMPARE(seen.size(), size_t(2));
        s.restrictTo({"hard 40/2 v 10"});
        auto never = s.next();
        QVERIFY(!never);
        QVERIFY2(never.error().find("decisions") != std::string::npos, never.error().c_str());
    }

    // One deck, a late cut card: some decisions could run the shoe out before the round ends,
    // which the exact analysis does not value; those are skipped, the drill goes on.
    void aShortShoeSkipsWhatCannotBeValued() {
        RuleSet rules = test::preset("blackjack");
        rules.id = "one-deck";
        rules.shoe.decks = 1;
        rules.shoe.jokersPerDeck = 0;
        rules.shoe.cutCard = 40;
        PracticeSession s = session(rules, PracticeMode::All, 2);
        for (int i = 0; i < 40; ++i) {
            auto q = s.next();
            QVERIFY2(q, q ? "" : q.error().c_str());
        }
    }

    void theSameSeedAsksTheSameQuestions() {
        const RuleSet rules = test::preset("21-24-27");
        PracticeSession a = session(rules, PracticeMode::All, 99);
        PracticeSession b = session(rules, PracticeMode::All, 99);
        PracticeSession c = session(rules, PracticeMode::All, 100);
        bool differs = false;
        for (int i = 0; i < 5; ++i) {
            auto qa = a.next(), qb = b.next(), qc = c.next();
            QVERIFY(qa && qb && qc);
            QCOMPARE(qa->spot.round.events(), qb->spot.round.events());
            differs |= qa->spot.round.events() != qc->spot.round.events();
        }
        QVERIFY(differs);
    }

    // The boxes: a new cell in box 1; wrong: box 0; right: one box up, to kTopBox at most.
    void leitnerBoxesMoveAsSpecified() {
        PracticeRecord r;
        QVERIFY(!r.find("hard 16/2 v 10"));
        QCOMPARE(r.weight("hard 16/2 v 10"), kBoxWeight[1] * (1 + 4 * kUnknownMistakeCost));
        r.add("hard 16/2 v 10", false, 0.12, 0.12);
        QCOMPARE(r.find("hard 16/2 v 10")->box, 0);
        QCOMPARE(r.weight("hard 16/2 v 10"), kBoxWeight[0] * (1 + 4 * 0.12));
        for (int box = 1; box <= kTopBox; ++box) {
            r.add("hard 16/2 v 10", true, 0, 0.12);
            QCOMPARE(r.find("hard 16/2 v 10")->box, box);
            QCOMPARE(r.find("hard 16/2 v 10")->streak, box);
        }
        r.add("hard 16/2 v 10", true, 0, 0.12); // mastered stays mastered
        QCOMPARE(r.find("hard 16/2 v 10")->box, kTopBox);
        r.add("hard 16/2 v 10", false, 0.12, 0.12); // one miss: back to box 0
        const CellRecord* c = r.find("hard 16/2 v 10");
        QCOMPARE(c->box, 0);
        QCOMPARE(c->streak, 0);
        QCOMPARE(c->answered, 6);
        QCOMPARE(c->right, 4);
        QVERIFY(std::abs(c->evLost - 0.24) < 1e-12);
        // A costly mistake weighs more than a cheap one, capped at 0.5 of the wager.
        r.add("soft 18/2 v 9", false, 0.9, 0.9);
        QCOMPARE(r.weight("soft 18/2 v 9"), kMaxWeight);
        QVERIFY(r.weight("soft 18/2 v 9") > r.weight("hard 16/2 v 10"));
    }

    // With a fixed seed: the two cells play deals most often are asked at play's frequency
    // with an empty record; then one is missed three times and the other mastered, and the
    // missed one is asked at least 4× more often relative to play than the mastered one (the
    // box weights alone make it 8×).
    void theDrawingFavoursMissedCells() {
        const RuleSet rules = test::preset("blackjack");
        std::map<std::string, int> natural;
        PracticeSession plain = session(rules, PracticeMode::All, 2026);
        // The record weighs every cell alike when all are in one box with one cost: play's
        // frequency. Count what play deals.
        for (int i = 0; i < 400; ++i) {
            auto q = plain.next();
            QVERIFY(q);
            ++natural[q->spot.cell];
        }
        std::vector<std::pair<int, std::string>> byCount;
        for (const auto& [cell, n] : natural)
            byCount.push_back({n, cell});
        std::sort(byCount.rbegin(), byCount.rend());
        const std::string missed = byCount[0].second, mastered = byCount[1].second;
        PracticeRecord record;
        for (int i = 0; i < 3; ++i)
            record.add(missed, false, 0.1, 0.1);
        for (int i = 0; i < kTopBox; ++i)
            record.add(mastered, true, 0, 0.1);
        QCOMPARE(record.find(mastered)->box, kTopBox);
        PracticeSession tilted = session(rules, PracticeMode::All, 2026, record);
        std::map<std::string, int> asked;
        for (int i = 0; i < 400; ++i) {
            auto q = tilted.next();
            QVERIFY(q);
            ++asked[q->spot.cell];
            // The drill's own answers would move the boxes; keep them as set.
        }
        const double ratio = (double(asked[missed]) / natural[missed]) /
                             (double(std::max(1, asked[mastered])) / natural[mastered]);
        qInfo("%s asked %d (play %d), %s asked %d (play %d): %.1fx", missed.c_str(), asked[missed],
              natural[missed], mastered.c_str(), asked[mastered], natural[mastered], ratio);
        QVERIFY2(ratio >= 4, qPrintable(QString::number(ratio)));
    }

    void rulesWithoutDecisionsAreRefused() {
        RuleSet r = test::preset("blackjack");
        r.wagerMode = WagerMode::BaccaratLike;
        auto s = PracticeSession::create(r, test::chartFor(test::preset("blackjack")),
                                         PracticeMode::All, 1);
        QVERIFY(!s);
    }

    // A spot at given cards (the chart page's cells): every cell of Blackjack's classic grid
    // reaches its decision, in the cell the practice names it by, and the chart plays the
    // built round as the grid says; hands of three cards are reached by hitting; cards the
    // rules cannot deal that way are refused.
    void spotAtEveryClassicCell() {
        const RuleSet rules = test::preset("blackjack");
        const StrategyChart chart = test::chartFor(rules);
        const ChartGrid grid = chartGrid(chart, rules);
        int cells = 0;
        for (const GridTable& t : grid.tables)
            for (const auto& row : t.rows)
                for (const GridCell& cell : row) {
                    if (!cell.hand || t.title.startsWith("Exceptions")) continue;
                    const ChartColumn& col = chart.columns[size_t(cell.hand->column)];
                    const std::vector<Card> dealer{Card{col.dealer.front(), Suit::Clubs}};
                    auto spot = spotAt(rules, cell.hand->cards, dealer);
                    QVERIFY2(spot, spot ? "" : spot.error().c_str());
                    QCOMPARE(spot->round.phase(), Phase::Decision);
                    QCOMPARE(spot->round.seats()[0].hands[0].cards, cell.hand->cards);
                    QVERIFY(spot->cell.find(" v ") != std::string::npos);
                    QCOMPARE(spot->unseen.size(),
                             Composition::fromShoe(rules.shoe).size() - 3); // 2 + the up card
                    QString text = cell.text;
                    if (text.endsWith('*')) text.chop(1);
                    QCOMPARE(gridActionCode(chart.chooseAction(spot->round)), text);
                    ++cells;
                }
        QVERIFY(cells > 300);
        // Three cards: 10+2 then a 4 (hard 16/3).
        auto three = spotAt(rules,
                            {Card{Rank::Ten, Suit::Spades}, Card{Rank::Two, Suit::Hearts},
                             Card{Rank::Four, Suit::Hearts}},
                            {Card{Rank::Ten, Suit::Clubs}});
        QVERIFY2(three, three ? "" : three.error().c_str());
        QCOMPARE(three->cell, std::string("hard 16/3 v 10"));
        // A natural ends the round before any decision; a card the shoe lacks is refused.
        QVERIFY(!spotAt(rules, {Card{Rank::Ace, Suit::Spades}, Card{Rank::King, Suit::Hearts}},
                        {Card{Rank::Nine, Suit::Clubs}}));
        QVERIFY(!spotAt(rules, {joker(), Card{Rank::King, Suit::Hearts}},
                        {Card{Rank::Nine, Suit::Clubs}}));
    }
};

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
