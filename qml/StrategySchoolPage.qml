import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The strategy school for the rules at the table: the chart as a picture, the drill and "your
// chart". Ctrl+1/2/3 switch between them; Esc goes back to the table.
FocusScope {
    id: page
    required property string rules
    required property string rulesName
    property bool finnish: true
    property bool fourColour: false
    property string cardBack: "red"
    // "chart", "drill" or "yours".
    property string tab: "chart"
    readonly property var tabs: ["chart", "drill", "yours"]
    signal back()
    readonly property alias chartView: chartView
    readonly property alias drill: drill
    readonly property alias yourCells: yourCells

    // A drill of these cells, from the chart or from your chart.
    function drillCells(cells) {
        tab = "drill"
        drill.restrictTo(cells)
    }

    // Focuses a cell of the chart (screenshots, tests).
    function focusChartCell(table, row, column) {
        tab = "chart"
        return chartPane.focusCell(table, row, column)
    }

    Rectangle { anchors.fill: parent; color: Theme.background }
    Shortcut { sequence: "Esc"; enabled: page.visible; onActivated: page.back() }
    Shortcut { sequence: "Ctrl+1"; enabled: page.visible; onActivated: page.tab = "chart" }
    Shortcut { sequence: "Ctrl+2"; enabled: page.visible; onActivated: page.tab = "drill" }
    Shortcut { sequence: "Ctrl+3"; enabled: page.visible; onActivated: page.tab = "yours" }

    StrategyChartView {
        id: chartView
        objectName: "strategyChartView"
        rules: page.rules
    }
    StrategyDrill {
        id: drill
        objectName: "strategyDrill"
        rules: page.rules
        history: History
    }
    PracticeCellsModel {
        id: yourCells
        objectName: "yourCells"
        rules: page.rules
        history: History
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Button {
                objectName: "strategyBack"
                focusPolicy: Qt.NoFocus
                text: qsTr("◂ Table")
                onClicked: page.back()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Back to the table (Esc)")
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Strategy school")
                color: Theme.gold
                font.pixelSize: Theme.px(18)
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: page.rulesName
                color: Theme.muted
                elide: Text.ElideRight
            }
            TabBar {
                id: tabBar
                objectName: "strategyTabs"
                focusPolicy: Qt.NoFocus
                currentIndex: page.tabs.indexOf(page.tab)
                background: Rectangle { color: "transparent" }
                Repeater {
                    model: [qsTr("Chart (Ctrl+1)"), qsTr("Drill (Ctrl+2)"), qsTr("Your chart (Ctrl+3)")]
                    TabButton {
                        required property string modelData
                        required property int index
                        objectName: "strategyTab-" + page.tabs[index]
                        focusPolicy: Qt.NoFocus
                        width: implicitWidth
                        text: modelData
                        onClicked: page.tab = page.tabs[index]
                        background: Rectangle {
                            implicitHeight: 36
                            color: "transparent"
                            Rectangle {
                                anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                                height: 3
                                visible: tabBar.currentIndex === index
                                color: Theme.gold
                            }
                        }
                        contentItem: Text {
                            textFormat: Text.PlainText
                            text: parent.text
                            font: parent.font
                            color: tabBar.currentIndex === index ? Theme.gold : Theme.text
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: page.tabs.indexOf(page.tab)
            onCurrentIndexChanged: if (children[currentIndex]) children[currentIndex].forceActiveFocus()
            StrategyChartPane {
                id: chartPane
                objectName: "strategyChartPane"
                view: chartView
                focus: page.tab === "chart"
                onDrillCells: cells => page.drillCells(cells)
            }
            StrategyDrillPane {
                objectName: "strategyDrillPane"
                drill: drill
                finnish: page.finnish
                fourColour: page.fourColour
                cardBack: page.cardBack
            }
            PracticeCellsPane {
                objectName: "yourChartPane"
                cells: yourCells
                onDrillCells: cells => page.drillCells(cells)
            }
        }
    }
}
