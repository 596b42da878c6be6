import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Finnish27

// Progress over time from the history (HistoryProgress): under a rule set and per day or week,
// the rounds, the net result, the decisions' accuracy and the EV lost per 100 decisions, plotted
// per period; the costliest recurring mistakes; the dealer school's accuracy and median time per
// category. Esc: back to the table.
FocusScope {
    id: page
    required property HistoryProgress progress
    signal back()

    Rectangle { anchors.fill: parent; color: Theme.background }
    Shortcut { sequence: "Esc"; enabled: page.visible; onActivated: page.back() }
    Keys.onEscapePressed: page.back() // when an item with key handlers has the focus

    function refill() {
        netSeries.clear()
        accuracySeries.clear()
        const ps = progress.periods
        for (let i = 0; i < ps.length; ++i) {
            netSeries.append(ps[i].time, ps[i].net)
            if (ps[i].accuracy >= 0) accuracySeries.append(ps[i].time, ps[i].accuracy)
        }
    }
    Connections {
        target: page.progress
        function onChanged() { page.refill() }
    }
    Component.onCompleted: refill()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Button {
                objectName: "progressBack"
                text: qsTr("◂ Table")
                focus: true
                onClicked: page.back()
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Progress")
                color: Theme.gold
                font.pixelSize: Theme.px(18)
                font.bold: true
            }
            BoundComboBox {
                objectName: "progressRules"
                Layout.preferredWidth: 240
                textRole: "name"
                valueRole: "hash"
                model: [{ hash: "", name: qsTr("All rule sets") }].concat(page.progress.ruleSets)
                selectedIndex: (count, Math.max(0, indexOfValue(page.progress.rulesHash)))
                onActivated: page.progress.rulesHash = currentValue
            }
            BoundComboBox {
                objectName: "progressPeriod"
                Layout.preferredWidth: 130
                model: [qsTr("Per day"), qsTr("Per week")]
                selectedIndex: page.progress.weeks ? 1 : 0
                onActivated: index => page.progress.weeks = index === 1
            }
            Item { Layout.fillWidth: true }
        }

        Flow { // the lifetime's figures
            Layout.fillWidth: true
            spacing: 8
            component Tile: Rectangle {
                property string caption
                property string value
                property color valueColour: Theme.text
                width: 150
                height: 54
                radius: 6
                color: Theme.tile
                border.color: Theme.tileBorder
                Column {
                    anchors.fill: parent
                    anchors.margins: 6
                    Text { textFormat: Text.PlainText; text: parent.parent.caption; color: Theme.muted; font.pixelSize: Theme.px(11) }
                    Text { textFormat: Text.PlainText; text: parent.parent.value; color: parent.parent.valueColour; font.pixelSize: Theme.px(17); font.bold: true }
                }
            }
            readonly property var l: page.progress.lifetime
            Tile { caption: qsTr("Rounds"); value: parent.l.rounds !== undefined ? parent.l.rounds : "0" }
            Tile {
                caption: qsTr("Net result")
                value: parent.l.netText || "0.00"
                valueColour: parent.l.net > 0 ? Theme.win : parent.l.net < 0 ? Theme.loss : Theme.text
            }
            Tile { caption: qsTr("Wagered"); value: parent.l.wageredText || "0.00" }
            Tile { caption: qsTr("Decision accuracy"); value: parent.l.accuracyText || "—" }
            Tile { caption: qsTr("EV lost per 100 decisions"); value: parent.l.evLostPer100Text || "0.00" }
            Tile { caption: qsTr("EV lost in all"); value: parent.l.evLostText || "0.00" }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            ChartView {
                id: chart
                objectName: "progressChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 220
                Layout.minimumWidth: 320
                Layout.preferredWidth: page.width * 0.55
                antialiasing: true
                title: page.progress.weeks ? qsTr("Net result and accuracy per week") : qsTr("Net result and accuracy per day")
                titleColor: Theme.text
                backgroundColor: Theme.plotBackground
                plotAreaColor: Theme.plotBackground
                legend.labelColor: Theme.text
                legend.alignment: Qt.AlignBottom
                DateTimeAxis {
                    id: timeAxis
                    min: new Date(page.progress.timeLow)
                    max: new Date(page.progress.timeHigh)
                    format: "d.M."
                    tickCount: Math.min(8, Math.max(2, page.progress.periods.length + 1))
                    labelsColor: Theme.muted
                    gridLineColor: Theme.plotGrid
                }
                ValueAxis {
                    id: netAxis
                    min: page.progress.netLow
                    max: page.progress.netHigh
                    tickCount: page.progress.netTicks
                    labelFormat: "%.0f"
                    labelsColor: Theme.muted
                    gridLineColor: Theme.plotGrid
                    titleText: qsTr("net")
                    titleBrush: Theme.muted
                }
                ValueAxis {
                    id: accuracyAxis
                    min: 0
                    max: 100
                    tickCount: 5
                    labelFormat: "%.0f %%"
                    labelsColor: Theme.muted
                    gridVisible: false
                    titleText: qsTr("accuracy")
                    titleBrush: Theme.muted
                }
                LineSeries {
                    id: netSeries
                    name: qsTr("Net result")
                    axisX: timeAxis
                    axisY: netAxis
                    color: Theme.gold
                    width: 2
                    pointsVisible: true
                }
                LineSeries {
                    id: accuracySeries
                    name: qsTr("Decision accuracy")
                    axisX: timeAxis
                    axisYRight: accuracyAxis
                    color: Theme.accuracyLine
                    width: 2
                    pointsVisible: true
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: page.progress.periods.length === 0
                    text: qsTr("No rounds yet under this selection.")
                    color: Theme.muted
                }
            }
            ColumnLayout {
                Layout.preferredWidth: Math.min(520, page.width * 0.4)
                Layout.maximumWidth: 520
                Layout.fillHeight: true
                spacing: 6
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Costliest recurring mistakes")
                    color: Theme.gold
                    font.bold: true
                }
                ListView {
                    objectName: "mistakeList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 80
                    clip: true
                    model: page.progress.mistakes
                    delegate: Text {
                        required property var modelData
                        textFormat: Text.PlainText
                        width: ListView.view.width
                        elide: Text.ElideRight
                        text: qsTr("%1: %2 instead of %3 — %n time(s), cost %4", "", modelData.count)
                              .arg(modelData.cell).arg(modelData.chosen).arg(modelData.best).arg(modelData.costText)
                        color: Theme.text
                        font.pixelSize: Theme.px(12)
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: parent.count === 0
                        text: qsTr("No costly mistake recorded.")
                        color: Theme.muted
                        font.pixelSize: Theme.px(12)
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Dealer school")
                    color: Theme.gold
                    font.bold: true
                }
                ListView {
                    objectName: "schoolList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 80
                    clip: true
                    model: page.progress.school
                    delegate: RowLayout {
                        required property var modelData
                        width: ListView.view.width
                        Text { textFormat: Text.PlainText; Layout.fillWidth: true; elide: Text.ElideRight; text: modelData.group + " · " + modelData.label; color: Theme.text; font.pixelSize: Theme.px(12) }
                        Text { textFormat: Text.PlainText; text: qsTr("%1 of %n", "", modelData.attempts).arg(modelData.accuracyText); color: Theme.text; font.pixelSize: Theme.px(12) }
                        Text { textFormat: Text.PlainText; Layout.preferredWidth: 60; horizontalAlignment: Text.AlignRight; text: modelData.medianText; color: Theme.muted; font.pixelSize: Theme.px(12) }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: parent.count === 0
                        text: qsTr("No dealer school answers yet.")
                        color: Theme.muted
                        font.pixelSize: Theme.px(12)
                    }
                }
            }
        }
    }
}
