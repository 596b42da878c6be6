// The strategy school's adapters: the chart view (the shipped chart at once, a custom rule set's
// derived off the GUI thread; a cell valued exactly; export), the drill (answers marked against
// the exact values, kept in the history, its mistakes reviewed and drilled; speed) and "your
// chart" (the history's record per cell, read again when the history changes).
#include "history.h"
#include "practice_cells_model.h"
#include "practice_text.h"
#include "strategy_chart_view.h"
#include "strategy_drill.h"

#include "round_script.h"
#include "rules/rule_set_json.h"
#include "store/history_store.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace f27;

namespace {

// Runs the event loop until the drill asks (or `ms` pass).
bool waitAsking(StrategyDrill& drill, int ms = 30000) {
    return QTest::qWaitFor([&] { return drill.state() == QLatin1String("asking"); }, ms);
}

Action worstOf(const PracticeQuestion& q) {
    Action worst = q.best;
    for (const ActionValue& v : q.values)
        if (v.ev < *q.ev(worst)) worst = v.action;
    return worst;
}

QString name(Action a) {
    return QString::fromLatin1(actionName(a));
}

} // namespace

class AppStrategySchool : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void shippedChartAtOnceAndExported() {
        StrategyChartView view;
        view.setRules("blackjack");
        QVERIFY(!view.busy());
        QVERIFY(view.error().isEmpty());
        QVERIFY(view.classic());
        QVERIFY(view.tables().size() >= 4);
        // Hard 16 against 10: the detail values each option, the chart's surrender best.
        auto* hard = qobject_cast<ChartGridModel*>(view.tables().front());
        QVERIFY(hard);
        int row = -1, col = -1;
        for (int r = 0; r < hard->rowCount(); ++r)
            if (hard->headerData(r, Qt::Vertical).toString() == "16") row = r;
        for (int c = 0; c < hard->columnCount(); ++c)
            if (hard->headerData(c, Qt::Horizontal).toString() == "10") col = c;
        QVERIFY(row >= 0 && col >= 0);
        view.explain(0, row, col);
        QVERIFY(QTest::qWaitFor([&] { return !view.detailBusy(); }, 30000));
        const QString detail = view.detail();
        QVERIFY2(detail.contains("Surrender  -0.500  (best)"), qPrintable(detail));
        QVERIFY2(detail.contains("The chart: Surrender."), qPrintable(detail));
        QCOMPARE(view.practiceCells(0, row, col), QStringList{"hard 16/2 v 10"});
        // A sweep over the grid: only the last cell asked for is shown.
        view.explain(0, 0, 0);
        view.explain(0, row, col - 1);
        view.explain(0, row, col);
        QVERIFY(view.detailBusy());
        QVERIFY(QTest::qWaitFor([&] { return !view.detailBusy(); }, 30000));
        QCOMPARE(view.detail(), detail);
        // A head cell of the options table has no hand: nothing to value.
        QTemporaryDir dir;
        QVERIFY(view.exportTo(dir.filePath("c.pdf")).isEmpty());
        QVERIFY(view.exportTo(QUrl::fromLocalFile(dir.filePath("c.svg")).toString()).isEmpty());
        QVERIFY(QFile(dir.filePath("c.svg")).size() > 1000);
        QVERIFY(!view.exportTo(dir.filePath("c.txt")).isEmpty());
        QCOMPARE(view.suggestedFileName("pdf"), QString("blackjack-chart.pdf"));
    }

    // The Finnish hit-to grid: a cell is valued at its boundary, the highest total that hits
    // and the lowest that stands; the chart hits the first and stands the second.
    void hitToCellValuedAtItsBoundary() {
        StrategyChartView view;
        view.setRules("poker-like");
        QVERIFY(!view.classic());
        auto* hitTo = qobject_cast<ChartGridModel*>(view.tables().front());
        QCOMPARE(hitTo->title(), QString("Hit to"));
        view.explain(0, 8, 1); // dealer 8, hard with 3 cards
        QVERIFY(QTest::qWaitFor([&] { return !view.detailBusy(); }, 60000));
        const QString detail = view.detail();
        const QString number = hitTo->data(hitTo->index(8, 1), ChartGridModel::TextRole).toString();
        QVERIFY2(detail.contains(QString("the highest that hits")) &&
                     detail.contains("the lowest that stands") &&
                     detail.contains(QString("hard %1,").arg(number.toInt() - 1)),
                 qPrintable(detail));
        const QStringList blocks = detail.split("\n\n");
        QCOMPARE(blocks.size(), 2);
        QVERIFY2(blocks[0].contains("The chart: Hit."), qPrintable(detail));
        QVERIFY2(blocks[1].contains("The chart: Stand."), qPrintable(detail));
        QCOMPARE(view.practiceCells(0, 8, 1).size(), 2);
    }

    void customRulesAreDerivedOffTheGuiThread() {
        const RuleSet rules = test::twoDeckBlackjack();
        QTemporaryDir dir;
        const QString path = dir.filePath("two.json");
        auto write = [](const RuleSet& r, const QString& file) {
            QFile f(file);
            return f.open(QIODevice::WriteOnly) && f.write(ruleSetToJson(r)) > 0;
        };
        QVERIFY(write(rules, path));
        StrategyChartView view;
        QSignalSpy progress(&view, &StrategyChartView::progressChanged);
        view.setRules(path);
        QVERIFY(view.busy());
        QVERIFY(QTest::qWaitFor([&] { return !view.busy(); }, 60000));
        QVERIFY2(view.error().isEmpty(), qPrintable(view.error()));
        QVERIFY(progress.count() > 0);
        QVERIFY(view.title().contains("Two-deck blackjack"));
        // Rules of fixed play have no chart, and say so.
        RuleSet fixed = test::bettingCopy(test::preset("21-24-27"));
        fixed.id = "baccarat-like";
        QVERIFY2(validateRuleSet(fixed).ok(), validateRuleSet(fixed).error().c_str());
        QVERIFY(write(fixed, dir.filePath("fixed.json")));
        StrategyChartView slot;
        slot.setRules(dir.filePath("fixed.json"));
        QVERIFY2(slot.error().contains("fixed play"), qPrintable(slot.error()));
        QVERIFY(slot.tables().isEmpty());
    }

    // Answers are marked against the question's exact values and kept; the mistakes are listed
    // costliest first and drilled; your chart reads them back.
    void drillKeepsAnswersAndReviewsMistakes() {
        QTemporaryDir dir;
        History history(nullptr);
        QVERIFY(history.open(dir.filePath("h.sqlite")));
        StrategyDrill drill;
        drill.setHistory(&history);
        drill.setRules("blackjack");
        drill.setSeed(5);
        PracticeCellsModel yours;
        yours.setHistory(&history);
        yours.setRules("blackjack");
        QCOMPARE(yours.cellCount(), 0);
        drill.start();
        std::map<QString, int> wrongCells;
        for (int i = 0; i < 12; ++i) {
            QVERIFY(waitAsking(drill));
            const PracticeQuestion q = *drill.question();
            const bool wrong = i % 2 == 0 && q.values.size() > 1 && q.mistakeCost > 1e-9;
            const Action chosen = wrong ? worstOf(q) : q.best;
            drill.answer(name(chosen));
            QCOMPARE(drill.state(), QString("answered"));
            QCOMPARE(drill.right(), !wrong);
            // Where the chart's play is not the best for the cards seen, the verdict says so.
            QCOMPARE(drill.chartNote().isEmpty(),
                     *q.ev(q.best) - q.ev(q.chartAction).value_or(-1e300) <= kEvTolerance);
            if (wrong) ++wrongCells[QString::fromStdString(q.spot.cell)];
            drill.next();
        }
        QCOMPARE(drill.answered(), 12);
        int wrong = 0;
        for (const auto& [cell, n] : wrongCells)
            wrong += n;
        QCOMPARE(drill.rightCount(), 12 - wrong);
        QCOMPARE(drill.mistakes().size(), wrong);
        for (int i = 1; i < drill.mistakes().size(); ++i)
            QVERIFY(drill.mistakes()[i - 1].toMap()["cost"].toDouble() >=
                    drill.mistakes()[i].toMap()["cost"].toDouble());
        // Kept: your chart has every cell answered, the wrong ones in box 0.
        auto record = history.store()->practiceRecord(*loadRules("blackjack"));
        QVERIFY(record.ok());
        int answers = 0;
        for (const auto& [cell, r] : record->cells())
            answers += r.answered;
        QCOMPARE(answers, 12);
        QCOMPARE(yours.cellCount(), int(record->cells().size()));
        for (const auto& [cell, n] : wrongCells)
            QCOMPARE(record->find(cell.toStdString())->box, 0);
        // The review's drill asks only the mistakes' cells.
        if (wrong > 0) {
            drill.drillMistakes();
            QCOMPARE(drill.cells().size(), int(wrongCells.size()));
            for (int i = 0; i < 3; ++i) {
                QVERIFY(waitAsking(drill));
                QVERIFY(wrongCells.count(drill.cell()));
                drill.answer(name(drill.question()->best));
                drill.next();
            }
        }
    }

    void speedRunCountsAnswersPerMinute() {
        StrategyDrill drill;
        drill.setRules("blackjack");
        drill.setSeed(9);
        drill.setSpeed(true);
        drill.start();
        for (int i = 0; i < 5; ++i) {
            QVERIFY(waitAsking(drill));
            drill.answer(name(drill.question()->best));
            drill.next();
        }
        QVERIFY(drill.secondsLeft() <= StrategyDrill::kSpeedSeconds);
        QVERIFY(drill.perMinute() > 0);
    }

    void yourChartLaysCellsOutByHandAndDealer() {
        PracticeRecord record;
        record.add("hard 16/2 v 10", false, 0.05, 0.05);
        record.add("hard 16/2 v 9", true, 0, 0.02);
        record.add("soft 18/2 v 9", true, 0, 0.1);
        record.add("pair 8 v 10", true, 0, 0.3);
        record.add("hard 12/3 v 2", true, 0, 0.01);
        record.add("insurance v 11", false, 0.1, 0.1);
        PracticeCellsModel model;
        model.setRecord(record);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), 4); // 2, 9, 10, 11
        QStringList rows, columns;
        for (int r = 0; r < model.rowCount(); ++r)
            rows << model.headerData(r, Qt::Vertical).toString();
        for (int c = 0; c < model.columnCount(); ++c)
            columns << model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(rows,
                 (QStringList{"hard 12 (3)", "hard 16 (2)", "soft 18 (2)", "pair 8", "insurance"}));
        QCOMPARE(columns, (QStringList{"2", "9", "10", "11"}));
        const QModelIndex missed = model.index(1, 2);
        QCOMPARE(model.data(missed, PracticeCellsModel::CellRole).toString(),
                 QString("hard 16/2 v 10"));
        QCOMPARE(model.data(missed, PracticeCellsModel::AccuracyRole).toDouble(), 0.0);
        QCOMPARE(model.data(missed, PracticeCellsModel::BoxRole).toInt(), 0);
        QCOMPARE(model.data(model.index(1, 1), PracticeCellsModel::TextRole).toString(),
                 QString("1/1"));
        QCOMPARE(model.data(model.index(0, 1), PracticeCellsModel::AccuracyRole).toDouble(),
                 -1.0); // hard 12/3 v 9: never met
        // With the rules, a column only one rank can show is headed by it: Blackjack's 11 is
        // the Ace, its 10 any of four ranks.
        model.setRecord(record, test::preset("blackjack"));
        columns.clear();
        for (int c = 0; c < model.columnCount(); ++c)
            columns << model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(columns, (QStringList{"2", "9", "10", "A"}));
        PracticeRecord finnish;
        finnish.add("hard 20/2 v 14", true, 0, 0.1);
        finnish.add("hard 20/2 v 11", true, 0, 0.1);
        finnish.add("hard 20/2 v 0", true, 0, 0.1);
        model.setRecord(finnish, test::preset("poker-like"));
        columns.clear();
        for (int c = 0; c < model.columnCount(); ++c)
            columns << model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(columns, (QStringList{"Joker", "J", "A"}));
        // (Plural forms come from the installed translation; none is installed here.)
        QVERIFY(practiceCellCaption("hard 16/2 v 10").startsWith("Hard 16, 2 card"));
        QVERIFY(practiceCellCaption("hard 16/2 v 10").endsWith(", against 10"));
        QCOMPARE(practiceCellCaption("pair A v 7"), QString("Pair of A against 7"));
    }
};

QTEST_MAIN(AppStrategySchool)
#include "tst_app_strategy_school.moc"
