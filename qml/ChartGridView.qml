import QtQuick
import QtQuick.Controls
import Finnish27

// One table of a chart's grid (ChartGridModel, or "your chart"'s PracticeCellsModel): heads on the
// top and left, cells coloured by what they say. The current cell follows the mouse and the arrow
// keys; `cellFocused` reports it, `cellActivated` a click or Enter.
FocusScope {
    id: grid
    property var model
    // "chart": cells coloured by their mark; "record": by the player's accuracy.
    property string colouring: "chart"
    property int currentRow: -1
    property int currentColumn: -1
    property real cellWidth: 44
    property real cellHeight: 24
    property real headWidth: 90
    // What a screen reader calls the table ("Hard totals").
    property string title: ""
    Accessible.role: Accessible.Table
    Accessible.name: title
    signal cellFocused(int row, int column)
    signal cellActivated(int row, int column)

    // Bumped when the model resets ("your chart" reads the history again), so that the sizes
    // and heads below are read again.
    property int revision: 0
    Connections {
        target: grid.model
        ignoreUnknownSignals: true
        function onModelReset() { grid.revision++ }
    }
    readonly property int rows: revision, model ? model.rowCount() : 0
    readonly property int columns: revision, model ? model.columnCount() : 0
    // Columns as wide as their widest head (a translation may be longer than the cells).
    readonly property real fittedWidth: {
        let w = cellWidth
        for (let c = 0; c < columns; ++c)
            w = Math.max(w, headMetrics.advanceWidth(headOf(c, true)) + 12)
        return w
    }
    FontMetrics { id: headMetrics; font.pixelSize: Theme.px(12); font.bold: true }
    implicitWidth: headWidth + columns * fittedWidth + 2
    implicitHeight: (rows + 1) * cellHeight + 2
    activeFocusOnTab: true

    function headOf(section, horizontal) {
        return revision, model ? model.headerData(section, horizontal ? Qt.Horizontal : Qt.Vertical) : ""
    }
    function mixed(a, b, t) {
        return Qt.rgba(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1)
    }
    function fillOf(mark, level, accuracy) {
        if (colouring === "record")
            return accuracy < 0 ? Theme.chartCellPlain : mixed(Theme.recordBad, Theme.recordGood, accuracy)
        switch (mark) {
        case "hit": return Theme.chartHit
        case "stand": return Theme.chartStand
        case "double": return Theme.chartDouble
        case "split": return Theme.chartSplit
        case "surrender": return Theme.chartSurrender
        case "options": return Theme.chartOptions
        case "hitto": return mixed(Theme.chartHitToLow, Theme.chartHitToHigh, level)
        }
        return Theme.chartCellPlain
    }
    function setCurrent(row, column) {
        if (rows === 0 || columns === 0) return
        currentRow = Math.max(0, Math.min(rows - 1, row))
        currentColumn = Math.max(0, Math.min(columns - 1, column))
        cellFocused(currentRow, currentColumn)
    }
    onActiveFocusChanged: if (activeFocus && currentRow < 0) setCurrent(0, 0)
    Keys.onLeftPressed: setCurrent(currentRow, currentColumn - 1)
    Keys.onRightPressed: setCurrent(currentRow, currentColumn + 1)
    Keys.onUpPressed: setCurrent(currentRow - 1, currentColumn)
    Keys.onDownPressed: setCurrent(currentRow + 1, currentColumn)
    Keys.onReturnPressed: if (currentRow >= 0) cellActivated(currentRow, currentColumn)
    Keys.onEnterPressed: if (currentRow >= 0) cellActivated(currentRow, currentColumn)

    Rectangle { // the corner
        width: grid.headWidth; height: grid.cellHeight
        color: Theme.chartHead; border.color: Theme.panelBorder
        Text {
            anchors.fill: parent; anchors.margins: 3
            textFormat: Text.PlainText
            text: grid.model && grid.model.corner !== undefined ? grid.model.corner : ""
            color: Theme.muted; font.pixelSize: Theme.px(11); elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
        }
    }
    Repeater { // column heads
        model: grid.columns
        Rectangle {
            required property int index
            x: grid.headWidth + index * grid.fittedWidth
            width: grid.fittedWidth; height: grid.cellHeight
            color: Theme.chartHead; border.color: Theme.panelBorder
            Text {
                anchors.fill: parent
                textFormat: Text.PlainText
                text: grid.headOf(parent.index, true)
                color: Theme.text; font.bold: true; font.pixelSize: Theme.px(12)
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
        }
    }
    Repeater { // row heads
        model: grid.rows
        Rectangle {
            required property int index
            y: (index + 1) * grid.cellHeight
            width: grid.headWidth; height: grid.cellHeight
            color: Theme.chartHead; border.color: Theme.panelBorder
            Text {
                anchors.fill: parent; anchors.leftMargin: 4; anchors.rightMargin: 4
                textFormat: Text.PlainText
                text: grid.headOf(parent.index, false)
                color: Theme.text; font.bold: true; font.pixelSize: Theme.px(12)
                horizontalAlignment: Text.AlignRight; verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
        }
    }
    TableView { // the cells
        objectName: "chartCells"
        x: grid.headWidth; y: grid.cellHeight
        width: grid.columns * grid.fittedWidth; height: grid.rows * grid.cellHeight
        interactive: false
        model: grid.model
        columnWidthProvider: () => grid.fittedWidth
        rowHeightProvider: () => grid.cellHeight
        delegate: Rectangle {
            id: cell
            required property int row
            required property int column
            required property var model
            implicitWidth: grid.fittedWidth
            implicitHeight: grid.cellHeight
            readonly property bool current: grid.currentRow === row && grid.currentColumn === column
            // "Hard 16, against 10: H" — the cell with its row and column heads.
            Accessible.role: Accessible.Cell
            Accessible.name: qsTr("%1, against %2: %3").arg(grid.headOf(row, false))
                                 .arg(grid.headOf(column, true)).arg(cell.model.text || qsTr("nothing"))
            color: grid.fillOf(model.mark || "", model.level || 0,
                               model.accuracy === undefined ? -1 : model.accuracy)
            border.color: current ? Theme.chartFocus : Theme.panelBorder
            border.width: current ? 2 : 1
            z: current ? 1 : 0
            Text {
                anchors.fill: parent; anchors.margins: 2
                textFormat: Text.PlainText
                text: cell.model.text || ""
                // Cells drawn dark (no record, nothing to do, words) have light text.
                color: grid.colouring === "record"
                       ? (cell.model.accuracy === undefined || cell.model.accuracy < 0 ? Theme.muted : Theme.chartCellText)
                       : cell.model.mark === "none" ? Theme.muted
                       : cell.model.mark === "text" ? Theme.text : Theme.chartCellText
                font.pixelSize: Theme.px(12)
                horizontalAlignment: cell.model.mark === "options" || cell.model.mark === "text"
                                     ? Text.AlignLeft : Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
            MouseArea {
                anchors.fill: parent
                hoverEnabled: true
                onEntered: grid.setCurrent(cell.row, cell.column)
                onClicked: { grid.forceActiveFocus(); grid.setCurrent(cell.row, cell.column); grid.cellActivated(cell.row, cell.column) }
            }
        }
    }
}
