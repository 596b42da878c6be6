// The chart as a grid (strategy/chart_grid.h), the structure every picture of a chart draws:
// every cell's text is the chart's own lookup, and decisions dealt by real play are played as
// the grid's cell says (classic Blackjack grid and the Finnish hit-to grid), on every preset
// and a custom rule set.
#include "practice/practice_spots.h"
#include "round/describe.h"
#include "round_script.h"
#include "rules/hand_value.h"
#include "strategy/chart_grid.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart_render.h"

#include <QTest>

#include <algorithm>

using namespace f27;

namespace {

// Two decks and no surrender: a custom rule set whose grid has no R.
RuleSet customBlackjack() {
    RuleSet r = test::twoDeckBlackjack();
    r.id = "custom-no-surrender";
    r.name = "Blackjack without surrender";
    r.surrender.allowed = false;
    return r;
}

// "h3" / "s2": hard or soft, then the number of cards (the hit-to columns' heads).
std::pair<bool, int> hitToKey(const QString& head) {
    return {head.startsWith('s'), head.mid(1).toInt()};
}

const GridTable* tableTitled(const ChartGrid& grid, const QString& title) {
    for (const GridTable& t : grid.tables)
        if (t.title == title) return &t;
    return nullptr;
}

// The hit-to table: one row per chart column, one column per (soft, cards) entry of any column.
const GridTable& hitToTable(const ChartGrid& grid) {
    for (const GridTable& t : grid.tables)
        if (t.title.startsWith(QStringLiteral("Hit to"))) return t;
    qFatal("no hit-to table");
}

QString stripMark(QString s) {
    if (s.endsWith('*')) s.chop(1);
    return s;
}

// The classic grid's row for a two-card hand: "16", "A,6", "8,8".
QString classicRowHead(const std::vector<Card>& cards, const StrategyChart& chart,
                       const RuleSet& rules) {
    const Rank a = chart.rankClass[static_cast<size_t>(cards[0].rank)];
    const Rank b = chart.rankClass[static_cast<size_t>(cards[1].rank)];
    if (a == b) return chartRanksLabel({a}, {}) + "," + chartRanksLabel({a}, {});
    const HandValue v = valueOf(cards, rules.values);
    if (v.soft) return "A," + chartRanksLabel({a == Rank::Ace ? b : a}, {});
    return QString::number(v.total);
}

} // namespace

class TstChartGrid : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void everyHitToCellIsTheChartsNumber_data() {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"blackjack", "poker-like", "21-24-27"})
            QTest::newRow(p) << p;
    }
    void everyHitToCellIsTheChartsNumber() {
        QFETCH(QString, preset);
        const RuleSet rules = test::preset(preset.toStdString());
        const StrategyChart chart = test::chartFor(rules);
        const ChartGrid grid = chartGrid(chart, rules);
        QCOMPARE(grid.classic, preset == "blackjack");
        const GridTable& t = hitToTable(grid);
        QCOMPARE(t.rows.size(), chart.columns.size());
        QCOMPARE(t.rowHeads.size(), qsizetype(chart.columns.size()));
        int cells = 0;
        for (size_t r = 0; r < chart.columns.size(); ++r) {
            const ChartColumn& col = chart.columns[r];
            QCOMPARE(t.rowHeads[qsizetype(r)], dealerLabel(col));
            QCOMPARE(t.rows[r].size(), size_t(t.columnHeads.size()));
            for (qsizetype c = 0; c < t.columnHeads.size(); ++c) {
                const auto [soft, cards] = hitToKey(t.columnHeads[c]);
                const ChartHitTo* h = StrategyChart::hitToFor(col, cards, soft);
                const GridCell& cell = t.rows[r][size_t(c)];
                if (h && h->cards == cards) {
                    QCOMPARE(stripMark(cell.text), QString::number(h->hitTo));
                    QCOMPARE(cell.value, h->hitTo);
                    QVERIFY(cell.value >= grid.hitToLow && cell.value <= grid.hitToHigh);
                    ++cells;
                } else {
                    QCOMPARE(cell.text, QStringLiteral("-"));
                }
            }
        }
        QVERIFY(cells > 20);
        // Every entry of the chart is in the table.
        size_t entries = 0;
        for (const ChartColumn& col : chart.columns)
            entries += col.hitTo.size();
        QCOMPARE(size_t(cells), entries);
    }

    // The options and exceptions tables list exactly the chart's.
    void optionsAndExceptionsAreTheCharts() {
        const RuleSet rules = test::preset("poker-like");
        const StrategyChart chart = test::chartFor(rules);
        const ChartGrid grid = chartGrid(chart, rules);
        size_t exceptions = 0;
        for (const ChartColumn& col : chart.columns)
            exceptions += col.exceptions.size();
        const GridTable* t = tableTitled(grid, "Exceptions");
        QCOMPARE(t != nullptr, exceptions > 0);
        if (t) {
            QCOMPARE(t->rows.size(), exceptions);
            size_t i = 0;
            for (const ChartColumn& col : chart.columns)
                for (const ChartException& e : col.exceptions) {
                    QCOMPARE(t->rowHeads[qsizetype(i)], dealerLabel(col));
                    QCOMPARE(t->rows[i][0].text, chartRanksLabel(e.ranks, "+"));
                    QCOMPARE(t->rows[i][1].text, actionLabel(e.action));
                    ++i;
                }
        }
        // Poker-like never doubles, surrenders or splits, but offers insurance against an Ace.
        const GridTable* o = tableTitled(grid, "Doubles, surrenders, splits, insurance");
        QVERIFY(o);
        QCOMPARE(o->rows.size(), chart.columns.size());
        for (size_t r = 0; r < chart.columns.size(); ++r) {
            const ChartColumn& col = chart.columns[r];
            QCOMPARE(o->rows[r][0].text, chartCellsLabel(col.doubles));
            QCOMPARE(o->rows[r][1].text, chartCellsLabel(col.surrenders));
            QCOMPARE(o->rows[r][2].text, QStringLiteral("-"));
            QCOMPARE(o->rows[r][3].text, !col.insuranceOffered ? QStringLiteral("-")
                                         : col.takeInsurance   ? QStringLiteral("take")
                                                               : QStringLiteral("decline"));
        }
        const RuleSet bj = test::preset("blackjack");
        const StrategyChart bjChart = test::chartFor(bj);
        const ChartGrid bjGrid = chartGrid(bjChart, bj);
        QVERIFY(bjGrid.notes.contains(QStringLiteral("Insurance against A: decline.")));
    }

    // Blackjack's classic grid: every two-card hand dealt by real play, not from a split, is
    // played as its cell says (a cell marked * may differ for some of its hands); every cell
    // is met.
    void classicGridPlaysAsDealt_data() {
        QTest::addColumn<bool>("custom");
        QTest::newRow("blackjack") << false;
        QTest::newRow("custom") << true;
    }
    void classicGridPlaysAsDealt() {
        QFETCH(bool, custom);
        const RuleSet rules = custom ? customBlackjack() : test::preset("blackjack");
        const StrategyChart chart = test::chartFor(rules);
        const ChartGrid grid = chartGrid(chart, rules);
        QVERIFY(grid.classic);
        QCOMPARE(tableTitled(grid, "Pairs") != nullptr, rules.split.allowed);
        auto created = SpotSource::create(rules, chart, 2718);
        QVERIFY2(created, created ? "" : created.error().c_str());
        SpotSource source = std::move(created).value();
        int checked = 0, marked = 0;
        bool surrenderSeen = false;
        for (int i = 0; i < 3000; ++i) {
            auto spot = source.next();
            QVERIFY(spot);
            const Round& round = spot->round;
            if (round.phase() != Phase::Decision) continue;
            const SeatState& seat = round.seats()[size_t(round.seatToAct())];
            const auto& hand = seat.hands[size_t(round.handToAct())];
            if (hand.cards.size() != 2 || seat.hands.size() > 1) continue;
            const QString head = classicRowHead(hand.cards, chart, rules);
            const ChartColumn* col = chart.columnFor(dealerFaceUp(round));
            QVERIFY(col);
            const auto c = size_t(col - chart.columns.data());
            bool found = false;
            for (const GridTable& t : grid.tables) {
                if (!(t.title == "Hard totals" || t.title == "Soft hands" || t.title == "Pairs"))
                    continue;
                const qsizetype r = t.rowHeads.indexOf(head);
                if (r < 0) continue;
                found = true;
                const GridCell& cell = t.rows[size_t(r)][c];
                const Action played = chart.chooseAction(round);
                surrenderSeen = surrenderSeen || played == Action::Surrender;
                if (cell.exception) {
                    ++marked;
                    continue;
                }
                QCOMPARE(cell.text, gridActionCode(played));
                ++checked;
            }
            QVERIFY2(found, qPrintable(head));
        }
        QVERIFY(checked > 1000);
        QVERIFY(marked < checked / 10);
        QCOMPARE(surrenderSeen, rules.surrender.allowed);
    }

    // The Finnish hit-to grid: a decision dealt by real play that the chart hits or stands,
    // and that is no exception, hits exactly when its total is below its cell's number.
    void hitToGridPlaysAsDealt_data() {
        QTest::addColumn<QString>("preset");
        QTest::newRow("poker-like") << "poker-like";
        QTest::newRow("21-24-27") << "21-24-27";
    }
    void hitToGridPlaysAsDealt() {
        QFETCH(QString, preset);
        const RuleSet rules = test::preset(preset.toStdString());
        const StrategyChart chart = test::chartFor(rules);
        const ChartGrid grid = chartGrid(chart, rules);
        const GridTable& t = hitToTable(grid);
        auto created = SpotSource::create(rules, chart, 31415);
        QVERIFY(created);
        SpotSource source = std::move(created).value();
        int checked = 0;
        for (int i = 0; i < 1500; ++i) {
            auto spot = source.next();
            QVERIFY(spot);
            const Round& round = spot->round;
            if (round.phase() != Phase::Decision) continue;
            const SeatState& seat = round.seats()[size_t(round.seatToAct())];
            const auto& hand = seat.hands[size_t(round.handToAct())];
            const ChartColumn* col = chart.columnFor(dealerFaceUp(round));
            QVERIFY(col);
            const std::vector<Rank> ranks = chart.handClasses(hand.cards);
            if (std::any_of(col->exceptions.begin(), col->exceptions.end(),
                            [&](const ChartException& e) { return e.ranks == ranks; }))
                continue;
            const Action played = chart.chooseAction(round);
            if (played != Action::Hit && played != Action::Stand) continue;
            const HandValue v = round.handValue(round.seatToAct(), round.handToAct());
            const ChartHitTo* h =
                StrategyChart::hitToFor(*col, chart.cardCount(hand.cards), v.soft);
            QVERIFY(h);
            const auto r = size_t(col - chart.columns.data());
            const qsizetype c =
                t.columnHeads.indexOf((h->soft ? "s" : "h") + QString::number(h->cards));
            QVERIFY(c >= 0);
            const int number = stripMark(t.rows[r][size_t(c)].text).toInt();
            QCOMPARE(played == Action::Hit, v.total < number);
            ++checked;
        }
        QVERIFY(checked > 1000);
    }
};

QTEST_GUILESS_MAIN(TstChartGrid)
#include "tst_chart_grid.moc"
