import QtQuick
import QtTest
import Finnish27

// The strategy school's page: the chart's grid shows the chart's cells and a focused cell is
// valued exactly; Enter on a cell drills it; the drill is answered by key, marked at once with
// every option's EV and moves on with Space; "your chart" is empty before any answer.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        StrategySchoolPage {
            anchors.fill: parent
            rules: "blackjack"
            rulesName: "Blackjack"
        }
    }

    TestCase {
        name: "StrategySchoolPage"
        when: windowShown

        function makePage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page)
            tryVerify(() => !page.chartView.busy && page.chartView.tables.length > 0, 30000)
            return page
        }

        function test_chart_grid_shows_the_charts_cells() {
            const page = makePage()
            verify(page.chartView.classic)
            const grid = findChild(page, "chartGrid-0")
            verify(grid)
            const model = page.chartView.tables[0]
            compare(model.title, "Hard totals")
            compare(grid.rows, model.rowCount())
            compare(grid.columns, model.columnCount())
            // Hard 16 against 10 surrenders in Blackjack's shipped chart (B-8).
            let row16 = -1, col10 = -1
            for (let r = 0; r < grid.rows; ++r) if (model.headerData(r, Qt.Vertical) === "16") row16 = r
            for (let c = 0; c < grid.columns; ++c) if (model.headerData(c, Qt.Horizontal) === "10") col10 = c
            verify(row16 >= 0 && col10 >= 0)
            compare(model.data(model.index(row16, col10), ChartGridModel.TextRole).replace("*", ""), "R")
            compare(model.data(model.index(row16, col10), ChartGridModel.MarkRole), "surrender")
            // Focus it by keys: the detail values every option, the best first.
            grid.forceActiveFocus()
            grid.setCurrent(row16, col10 - 1)
            keyClick(Qt.Key_Right)
            compare(grid.currentColumn, col10)
            tryVerify(() => !page.chartView.detailBusy && page.chartView.detail !== "", 30000)
            const detail = page.chartView.detail
            verify(detail.indexOf("Surrender") >= 0 && detail.indexOf("(best)") >= 0, detail)
            verify(detail.indexOf("Hit") >= 0 && detail.indexOf("Stand") >= 0, detail)
            compare(findChild(page, "chartDetail").text, detail)
        }

        function test_enter_on_a_cell_drills_it() {
            const page = makePage()
            const grid = findChild(page, "chartGrid-0")
            grid.forceActiveFocus()
            grid.setCurrent(0, 0)
            keyClick(Qt.Key_Return)
            compare(page.tab, "drill")
            compare(page.drill.cells.length, 1)
            verify(page.drill.cells[0].indexOf("hard 5/2 v ") === 0, page.drill.cells[0])
        }

        function test_drill_by_keys() {
            const page = makePage()
            page.tab = "drill"
            page.drill.useSeed(11)
            keyClick(Qt.Key_Return) // start
            tryVerify(() => page.drill.state === "asking", 30000)
            verify(page.drill.actions.length >= 2)
            verify(page.drill.playerCards.length >= 2)
            const keys = { "hit": Qt.Key_H, "stand": Qt.Key_S, "double": Qt.Key_D, "split": Qt.Key_P,
                           "surrender": Qt.Key_U, "insure": Qt.Key_I, "decline-insurance": Qt.Key_N }
            const action = page.drill.actions[0]
            keyClick(keys[action])
            compare(page.drill.state, "answered")
            compare(page.drill.answered, 1)
            const verdict = findChild(page, "drillVerdict")
            verify(verdict.visible)
            compare(page.drill.options.length, page.drill.actions.length)
            const chosen = page.drill.options.filter(o => o.chosen)
            compare(chosen.length, 1)
            compare(chosen[0].action, action)
            compare(page.drill.right, chosen[0].best)
            compare(page.drill.rightCount, page.drill.right ? 1 : 0)
            compare(page.drill.mistakes.length, page.drill.right ? 0 : 1)
            keyClick(Qt.Key_Space)
            tryVerify(() => page.drill.state === "asking", 30000)
            verify(!verdict.visible)
        }

        function test_your_chart_is_empty_before_any_answer() {
            const page = makePage()
            page.tab = "yours"
            compare(page.yourCells.cellCount, 0)
            verify(findChild(page, "yourChartSummary").text.length > 0)
        }
    }
}
