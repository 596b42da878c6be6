import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// "Your chart": every cell you have met under these rules, at the table (hints analysed) or in
// drills, coloured from missed (red) to mastered (green), "right/answered" in each. Point at a
// cell for its record; click it (or Enter) to drill it.
FocusScope {
    id: pane
    required property PracticeCellsModel cells
    signal drillCells(var cells)
    property string detail: ""

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            objectName: "yourChartSummary"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: pane.cells.error !== "" ? Theme.loss : Theme.text
            text: pane.cells.error !== "" ? pane.cells.error : pane.cells.summary
        }
        Label {
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: Theme.muted
            font.pixelSize: Theme.px(12)
            text: qsTr("Rows: your hand (hard or soft total and number of cards, pairs, insurance); columns: the dealer's visible total. Each cell: right / answered, from red (always wrong) through brown to green (always right).")
        }
        Label {
            objectName: "yourChartDetail"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: Theme.gold
            text: pane.detail
        }
        ScrollView {
            id: cellsScroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            ScrollBar.horizontal.policy: grid.implicitWidth > width ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            ScrollBar.vertical.policy: grid.implicitHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            contentWidth: grid.implicitWidth
            contentHeight: grid.implicitHeight
            ChartGridView {
                id: grid
                objectName: "yourChartGrid"
                title: qsTr("Your chart")
                width: implicitWidth; height: implicitHeight
                model: pane.cells
                colouring: "record"
                cellWidth: 48
                headWidth: 110
                focus: true
                onCellFocused: (row, column) => pane.detail = pane.cells.data(pane.cells.index(row, column), PracticeCellsModel.DetailRole) || ""
                onCellActivated: (row, column) => {
                    const cell = pane.cells.data(pane.cells.index(row, column), PracticeCellsModel.CellRole)
                    if (cell) pane.drillCells([cell])
                }
            }
        }
    }
}
