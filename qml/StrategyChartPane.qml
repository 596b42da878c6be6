import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The chart page: the basic-strategy chart of the rules at the table as coloured grids, the
// focused cell's options valued exactly (beside the grids), export as PNG, SVG or PDF. A click
// or Enter on a cell drills it.
FocusScope {
    id: pane
    required property StrategyChartView view
    signal drillCells(var cells)

    property int focusedTable: -1
    property string status: ""
    property bool statusFailed: false

    // Focuses a cell of a table (screenshots, tests): as pointing at it.
    function focusCell(table, row, column) {
        const block = tablesRepeater.itemAt(table)
        if (!block) return false
        block.grid.forceActiveFocus()
        block.grid.setCurrent(row, column)
        return true
    }

    function exportAs(suffix) {
        FileChooser.save(qsTr("Save the chart"), pane.view.suggestedFileName(suffix),
                         [suffix.toUpperCase() + " (*." + suffix + ")"], file => pane.exported(file))
    }
    function exported(file) {
        const error = pane.view.exportTo(file)
        pane.statusFailed = error !== ""
        pane.status = error !== "" ? error
                    : qsTr("Saved to %1").arg(decodeURIComponent(file.replace(/^file:\/\//, "")))
    }

    RowLayout {
        anchors.fill: parent
        spacing: 10
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                Label {
                    objectName: "chartTitle"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: pane.view.title
                    color: Theme.gold; font.pixelSize: Theme.px(16); font.bold: true
                    elide: Text.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Save as:")
                    color: Theme.muted
                }
                Repeater {
                    model: ["png", "svg", "pdf"]
                    Button {
                        required property string modelData
                        objectName: "export-" + modelData
                        text: modelData.toUpperCase()
                        ToolTip.visible: hovered
                        ToolTip.delay: 400
                        ToolTip.text: qsTr("Save as %1").arg(modelData.toUpperCase())
                        enabled: pane.view.tables.length > 0
                        onClicked: pane.exportAs(modelData)
                    }
                }
            }
            Label {
                objectName: "chartStatus"
                visible: text !== ""
                Layout.fillWidth: true
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                color: pane.view.error !== "" || pane.statusFailed ? Theme.loss : Theme.muted
                text: pane.view.error !== "" ? pane.view.error
                      : pane.view.busy ? qsTr("Deriving the chart for these rules: %1 %").arg(Math.round(pane.view.progress * 100))
                      : pane.status
            }
            ProgressBar {
                visible: pane.view.busy
                Layout.fillWidth: true
                value: pane.view.progress
            }
            ScrollView {
                id: scroll
                objectName: "chartScroll"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                ScrollBar.horizontal.policy: tablesColumn.width > width ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                ScrollBar.vertical.policy: tablesColumn.height > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                contentWidth: tablesColumn.width
                contentHeight: tablesColumn.height
                Column {
                    id: tablesColumn
                    spacing: 14
                    Repeater {
                        model: pane.view.notes
                        Text {
                            required property string modelData
                            width: Math.max(300, scroll.width - 20)
                            textFormat: Text.PlainText
                            wrapMode: Text.Wrap
                            text: modelData
                            color: Theme.muted
                        }
                    }
                    Repeater {
                        id: tablesRepeater
                        model: pane.view.tables
                        Column {
                            id: tableBlock
                            required property var modelData
                            required property int index
                            property alias grid: grid
                            spacing: 4
                            Text {
                                textFormat: Text.PlainText
                                text: tableBlock.modelData.title
                                color: Theme.text; font.bold: true; font.pixelSize: Theme.px(14)
                            }
                            Text {
                                width: Math.max(300, Math.min(scroll.width - 20, grid.implicitWidth))
                                textFormat: Text.PlainText
                                wrapMode: Text.Wrap
                                text: tableBlock.modelData.legend
                                color: Theme.muted; font.pixelSize: Theme.px(12)
                            }
                            ChartGridView {
                                id: grid
                                objectName: "chartGrid-" + tableBlock.index
                                title: tableBlock.modelData.title
                                model: tableBlock.modelData
                                width: implicitWidth; height: implicitHeight
                                cellWidth: tableBlock.modelData.wide ? 190 : 44
                                headWidth: tableBlock.modelData.wide ? 70 : 96
                                focus: tableBlock.index === 0
                                onCellFocused: (row, column) => {
                                    pane.focusedTable = tableBlock.index
                                    pane.view.explain(tableBlock.index, row, column)
                                }
                                onCellActivated: (row, column) => {
                                    const cells = pane.view.practiceCells(tableBlock.index, row, column)
                                    if (cells.length > 0) pane.drillCells(cells)
                                }
                            }
                        }
                    }
                }
            }
        }
        Rectangle { // the focused cell, valued
            Layout.preferredWidth: 320
            Layout.fillHeight: true
            color: Theme.panel
            border.color: Theme.panelBorder
            radius: 6
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("The cell's options")
                    color: Theme.gold; font.bold: true
                }
                Label {
                    objectName: "chartDetail"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    font.family: "monospace"
                    color: Theme.text
                    text: pane.view.detailBusy ? qsTr("Valuing every option exactly…")
                          : pane.view.detail !== "" ? pane.view.detail
                          : qsTr("Point at a cell, or move with the arrow keys, to see what each option is worth (expected value per unit bet, full shoe). Click it or press Enter to drill it.")
                }
                Item { Layout.fillHeight: true }
            }
        }
    }
}
