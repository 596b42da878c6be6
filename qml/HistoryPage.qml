import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The history of rounds: the list (a page at a time) under a filter, and the round chosen on a
// felt, stepped through event by event with its log; at a decision of the player the exact
// value of every option and what another choice would have done.
// Keys: Up/Down and Enter in the list; Left/Right a step, Home/End, Page Up/Down the previous
// or next decision in the round; Esc back to the table.
FocusScope {
    id: page
    objectName: "historyPage"
    required property HistoryModel model
    property bool fourColour: false
    property string cardBack: "red"
    property string indexStyle: "auto"
    signal back()

    // Opens the round at `row` of the list (screenshots, tests).
    function openRow(row) {
        rounds.currentIndex = row
        recall.roundId = page.model.roundIdAt(row)
    }

    RoundRecall {
        id: recall
        objectName: "roundRecall"
        history: page.model.history
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    Shortcut { sequence: "Esc"; enabled: page.visible; onActivated: page.back() }
    Keys.onEscapePressed: page.back() // when an item with key handlers has the focus

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        RowLayout { // the bar: back, the filter, the count
            Layout.fillWidth: true
            spacing: 10
            Button {
                objectName: "historyBack"
                text: qsTr("◂ Table")
                onClicked: page.back()
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("History")
                color: Theme.gold
                font.pixelSize: Theme.px(18)
                font.bold: true
            }
            BoundComboBox {
                id: gameFilter
                objectName: "gameFilter"
                Layout.preferredWidth: 190
                textRole: "name"
                valueRole: "id"
                model: [{ id: "", name: qsTr("All games") }].concat(page.model.games)
                selectedIndex: (count, Math.max(0, indexOfValue(page.model.game)))
                onActivated: page.model.game = currentValue
            }
            BoundComboBox {
                objectName: "rulesFilter"
                Layout.preferredWidth: 220
                textRole: "name"
                valueRole: "hash"
                model: [{ hash: "", name: qsTr("All rule sets") }].concat(page.model.ruleSets)
                selectedIndex: (count, Math.max(0, indexOfValue(page.model.rulesHash)))
                onActivated: page.model.rulesHash = currentValue
            }
            BoundComboBox {
                objectName: "periodFilter"
                Layout.preferredWidth: 150
                textRole: "name"
                valueRole: "days"
                model: [{ days: 0, name: qsTr("All time") }, { days: 1, name: qsTr("Today") },
                        { days: 7, name: qsTr("Last 7 days") }, { days: 30, name: qsTr("Last 30 days") }]
                selectedIndex: (count, Math.max(0, indexOfValue(page.model.days)))
                onActivated: page.model.days = currentValue
            }
            CheckBox {
                objectName: "mistakesFilter"
                text: qsTr("With mistakes")
                checked: page.model.mistakesOnly
                onToggled: page.model.mistakesOnly = checked
            }
            Item { Layout.fillWidth: true }
            Label {
                textFormat: Text.PlainText
                text: qsTr("%n round(s)", "", page.model.total)
                color: Theme.muted
            }
        }

        Label {
            textFormat: Text.PlainText
            visible: !page.model.history || !page.model.history.available
            text: qsTr("No history is open: rounds are not kept.")
            color: Theme.loss
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            Rectangle { // the rounds, newest first
                Layout.preferredWidth: Math.min(470, page.width * 0.38)
                Layout.fillHeight: true
                radius: 6
                color: Theme.panel
                border.color: Theme.panelBorder
                ListView {
                    id: rounds
                    objectName: "roundList"
                    anchors.fill: parent
                    anchors.margins: 4
                    clip: true
                    focus: true
                    model: page.model
                    currentIndex: -1
                    keyNavigationEnabled: true
                    highlightMoveDuration: 0
                    ScrollBar.vertical: ScrollBar {}
                    Keys.onReturnPressed: if (currentIndex >= 0) page.openRow(currentIndex)
                    Keys.onEnterPressed: if (currentIndex >= 0) page.openRow(currentIndex)
                    header: RowLayout {
                        width: rounds.width
                        spacing: 6
                        component Head: Label {
                            textFormat: Text.PlainText
                            color: Theme.muted
                            font.pixelSize: Theme.px(11)
                        }
                        Head { text: qsTr("Date"); Layout.preferredWidth: 146; leftPadding: 6 }
                        Head { text: qsTr("Rules"); Layout.fillWidth: true }
                        Head { text: qsTr("Bet"); Layout.preferredWidth: 62; horizontalAlignment: Text.AlignRight }
                        Head { text: qsTr("Result"); Layout.preferredWidth: 70; horizontalAlignment: Text.AlignRight }
                        Head { text: qsTr("Mistakes"); Layout.preferredWidth: 56; horizontalAlignment: Text.AlignRight; rightPadding: 6 }
                    }
                    delegate: ItemDelegate {
                        id: row
                        required property int index
                        required property int roundId
                        required property string date
                        required property string rulesName
                        required property string wager
                        required property string result
                        required property double net
                        required property int mistakes
                        required property bool interrupted
                        width: rounds.width
                        height: 30
                        highlighted: ListView.isCurrentItem
                        //: A round in the history list, as a screen reader says it: date, rules,
                        //: bet, result, mistakes.
                        Accessible.name: qsTr("%1, %2, bet %3, %4, %n mistake(s)", "", mistakes)
                                             .arg(date).arg(rulesName).arg(wager).arg(result)
                        onClicked: { rounds.forceActiveFocus(); page.openRow(index) }
                        background: Rectangle {
                            color: row.roundId === recall.roundId ? Theme.currentStep
                                 : row.highlighted ? Theme.controlHovered
                                 : row.index % 2 ? Theme.listItem : "transparent"
                            radius: 3
                        }
                        contentItem: RowLayout {
                            spacing: 6
                            component Cell: Text {
                                textFormat: Text.PlainText
                                color: Theme.text
                                font.pixelSize: Theme.px(12)
                                elide: Text.ElideRight
                            }
                            Cell { text: row.date; Layout.preferredWidth: 140 }
                            Cell {
                                text: row.interrupted ? qsTr("%1 (settled after a stop)").arg(row.rulesName) : row.rulesName
                                Layout.fillWidth: true
                            }
                            Cell { text: row.wager; Layout.preferredWidth: 62; horizontalAlignment: Text.AlignRight }
                            Cell {
                                text: row.result
                                Layout.preferredWidth: 70
                                horizontalAlignment: Text.AlignRight
                                color: row.net > 0 ? Theme.win : row.net < 0 ? Theme.loss : Theme.text
                            }
                            Cell {
                                text: row.mistakes > 0 ? row.mistakes : "·"
                                Layout.preferredWidth: 50
                                horizontalAlignment: Text.AlignRight
                                color: row.mistakes > 0 ? Theme.loss : Theme.muted
                            }
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        visible: rounds.count === 0
                        width: parent.width - 40
                        wrapMode: Text.Wrap
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("No rounds here yet: every round you play is kept.")
                        color: Theme.muted
                    }
                }
            }

            FocusScope { // the round chosen
                id: viewer
                objectName: "roundViewer"
                Accessible.role: Accessible.Pane
                Accessible.name: qsTr("The round chosen, event by event (Left, Right, Page Up, Page Down)")
                Layout.fillWidth: true
                Layout.fillHeight: true
                activeFocusOnTab: true
                Keys.onLeftPressed: recall.step = recall.step - 1
                Keys.onRightPressed: recall.step = recall.step + 1
                Keys.onPressed: event => {
                    if (event.key === Qt.Key_Home) recall.step = 0
                    else if (event.key === Qt.Key_End) recall.step = recall.stepCount
                    else if (event.key === Qt.Key_PageDown) { const d = recall.nextDecision(recall.step); if (d >= 0) recall.step = d }
                    else if (event.key === Qt.Key_PageUp) { const d = recall.previousDecision(recall.step); if (d >= 0) recall.step = d }
                    else { event.accepted = false; return } // Esc, Tab and the rest go on
                    event.accepted = true
                }
                Connections {
                    target: recall
                    function onRoundChanged() { if (recall.loaded) viewer.forceActiveFocus() }
                }
                Rectangle {
                    anchors.fill: parent
                    radius: 6
                    color: Theme.panel
                    border.color: viewer.activeFocus ? Theme.gold : Theme.panelBorder
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: !recall.loaded
                    text: recall.error !== "" ? recall.error : qsTr("Choose a round to see it again step by step.")
                    color: Theme.muted
                }
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    visible: recall.loaded
                    spacing: 6
                    Text {
                        textFormat: Text.PlainText
                        objectName: "recallTitle"
                        Layout.fillWidth: true
                        text: recall.title
                        color: Theme.text
                        font.pixelSize: Theme.px(14)
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    RecallFelt {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 200
                        recall: recall
                        fourColour: page.fourColour
                        cardBack: page.cardBack
                        indexStyle: page.indexStyle
                    }
                    RowLayout { // stepping
                        Layout.fillWidth: true
                        spacing: 6
                        Button {
                            text: "◀◀"
                            Accessible.name: qsTr("Previous decision (Page Up)")
                            Layout.preferredWidth: 48
                            focusPolicy: Qt.NoFocus
                            enabled: recall.previousDecision(recall.step) >= 0
                            onClicked: recall.step = recall.previousDecision(recall.step)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Previous decision (Page Up)")
                        }
                        Button {
                            text: "◀"
                            Accessible.name: qsTr("Back one event (Left)")
                            Layout.preferredWidth: 48
                            focusPolicy: Qt.NoFocus
                            enabled: recall.step > 0
                            onClicked: recall.step = recall.step - 1
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Back one event (Left)")
                        }
                        Slider {
                            objectName: "stepSlider"
                            Accessible.name: qsTr("Step through the round")
                            Layout.fillWidth: true
                            focusPolicy: Qt.NoFocus
                            from: 0
                            to: Math.max(1, recall.stepCount)
                            stepSize: 1
                            snapMode: Slider.SnapAlways
                            value: recall.step
                            onMoved: recall.step = Math.round(value)
                        }
                        Button {
                            text: "▶"
                            Accessible.name: qsTr("Forward one event (Right)")
                            Layout.preferredWidth: 48
                            focusPolicy: Qt.NoFocus
                            enabled: recall.step < recall.stepCount
                            onClicked: recall.step = recall.step + 1
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Forward one event (Right)")
                        }
                        Button {
                            text: "▶▶"
                            Accessible.name: qsTr("Next decision (Page Down)")
                            Layout.preferredWidth: 48
                            focusPolicy: Qt.NoFocus
                            enabled: recall.nextDecision(recall.step) >= 0
                            onClicked: recall.step = recall.nextDecision(recall.step)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Next decision (Page Down)")
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("Event %1 of %2").arg(recall.step).arg(recall.stepCount)
                            color: Theme.muted
                            Layout.preferredWidth: 110
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(170, viewer.height * 0.3)
                        spacing: 8
                        ListView { // the log; the event shown last is highlighted
                            id: log
                            objectName: "recallLog"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            model: recall.log
                            currentIndex: recall.step - 1
                            highlightMoveDuration: 0
                            ScrollBar.vertical: ScrollBar {}
                            delegate: Rectangle {
                                id: entry
                                required property int index
                                required property string modelData
                                readonly property bool shown: index < recall.step
                                readonly property bool mistake: recall.mistakeSteps.indexOf(index) >= 0
                                width: log.width
                                height: entryText.implicitHeight + 6
                                color: index === recall.step - 1 ? Theme.currentStep : "transparent"
                                radius: 3
                                TapHandler { onTapped: recall.step = entry.index + 1 }
                                Text {
                                    id: entryText
                                    textFormat: Text.PlainText
                                    x: 6
                                    y: 3
                                    width: parent.width - 12
                                    wrapMode: Text.Wrap
                                    text: (entry.mistake ? "⚠ " : "") + entry.modelData
                                          + (recall.logRules[entry.index] ? "  [" + recall.logRules[entry.index] + "]" : "")
                                    color: entry.mistake ? Theme.loss : entry.shown ? Theme.text : Theme.muted
                                    font.pixelSize: Theme.px(12)
                                }
                            }
                        }
                        Rectangle { // the values and what-if at a decision
                            objectName: "valuesPanel"
                            Layout.preferredWidth: Math.min(340, viewer.width * 0.42)
                            Layout.fillHeight: true
                            radius: 6
                            color: Theme.tile
                            border.color: Theme.tileBorder
                            ColumnLayout {
                                anchors.fill: parent
                                anchors.margins: 8
                                spacing: 4
                                Text {
                                    textFormat: Text.PlainText
                                    text: qsTr("Values")
                                    color: Theme.gold
                                    font.bold: true
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    visible: !recall.atDecision
                                    wrapMode: Text.Wrap
                                    text: qsTr("Step to a decision of yours (Page Down) to see the exact value of every option.")
                                    color: Theme.muted
                                    font.pixelSize: Theme.px(12)
                                }
                                RowLayout {
                                    visible: recall.computing
                                    BusyIndicator { running: recall.computing; Layout.preferredWidth: 24; Layout.preferredHeight: 24 }
                                    Text { textFormat: Text.PlainText; text: qsTr("Computing the exact values…"); color: Theme.muted; font.pixelSize: Theme.px(12) }
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    visible: recall.valuesError !== ""
                                    wrapMode: Text.Wrap
                                    text: recall.valuesError
                                    color: Theme.muted
                                    font.pixelSize: Theme.px(12)
                                }
                                Repeater {
                                    model: recall.values
                                    RowLayout {
                                        required property var modelData
                                        Layout.fillWidth: true
                                        Text {
                                            textFormat: Text.PlainText
                                            Layout.fillWidth: true
                                            text: parent.modelData.label
                                                  + (parent.modelData.chosen ? "  " + qsTr("(your choice)") : "")
                                            color: parent.modelData.best ? Theme.gold : Theme.text
                                            font.bold: parent.modelData.best
                                            font.pixelSize: Theme.px(12)
                                        }
                                        Text {
                                            textFormat: Text.PlainText
                                            text: parent.modelData.evText
                                            color: parent.modelData.best ? Theme.gold : Theme.text
                                            font.family: "DejaVu Sans Mono"
                                            font.pixelSize: Theme.px(12)
                                        }
                                    }
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    visible: recall.atDecision && recall.options.length > 1
                                    text: qsTr("What if you had chosen…")
                                    color: Theme.gold
                                    font.bold: true
                                    Layout.topMargin: 4
                                }
                                Flow {
                                    Layout.fillWidth: true
                                    spacing: 4
                                    visible: recall.atDecision
                                    Repeater {
                                        model: recall.options
                                        Button {
                                            required property string modelData
                                            required property int index
                                            visible: modelData !== recall.chosen
                                            text: recall.optionLabels[index]
                                            font.pixelSize: Theme.px(11)
                                            onClicked: recall.whatIf(modelData)
                                        }
                                    }
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    objectName: "whatIfText"
                                    Layout.fillWidth: true
                                    Layout.fillHeight: true
                                    verticalAlignment: Text.AlignTop
                                    wrapMode: Text.Wrap
                                    elide: Text.ElideRight
                                    clip: true
                                    text: recall.whatIfText
                                    color: Theme.text
                                    font.pixelSize: Theme.px(12)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
