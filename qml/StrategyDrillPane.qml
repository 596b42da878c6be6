import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The drill: a decision dealt by real play, answered with a key (H hit, S stand, D double,
// P split, U surrender, I insure, N no insurance), marked at once with every option's exact EV;
// Space or Enter for the next. Speed: a minute of answers, counted per minute. After a session:
// its costliest mistakes, each with every option's EV, and a drill of their cells.
FocusScope {
    id: pane
    required property StrategyDrill drill
    property bool finnish: true
    property bool fourColour: false
    property string cardBack: "red"

    readonly property var keys: ({
        "hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "U",
        "insure": "I", "decline-insurance": "N"
    })
    readonly property bool asking: drill.state === "asking"
    readonly property bool answered: drill.state === "answered"

    Shortcut { sequence: "Space"; enabled: pane.visible && pane.answered; onActivated: pane.drill.next() }
    Shortcut { sequence: "Return"; enabled: pane.visible && pane.answered; onActivated: pane.drill.next() }
    Shortcut {
        sequence: "Return"
        enabled: pane.visible && (pane.drill.state === "idle" || pane.drill.state === "finished")
        onActivated: pane.drill.start()
    }
    Timer { // speed: the next question at once, the verdict a moment longer when wrong
        interval: pane.drill.right ? 250 : 900
        running: pane.drill.speed && pane.answered
        onTriggered: pane.drill.next()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 12
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            RowLayout { // the drill's settings
                Layout.fillWidth: true
                spacing: 8
                ComboBox {
                    objectName: "drillMode"
                    Layout.preferredWidth: 230
                    focusPolicy: Qt.NoFocus
                    model: pane.drill.modeLabels
                    currentIndex: Math.max(0, pane.drill.modes.indexOf(pane.drill.mode))
                    onActivated: index => pane.drill.mode = pane.drill.modes[index]
                }
                CheckBox {
                    objectName: "drillSpeed"
                    focusPolicy: Qt.NoFocus
                    text: qsTr("Speed (one minute)")
                    checked: pane.drill.speed
                    onToggled: pane.drill.speed = checked
                }
                Button {
                    objectName: "drillStart"
                    focusPolicy: Qt.NoFocus
                    text: pane.drill.state === "idle" ? qsTr("Start (Enter)") : qsTr("Start again")
                    onClicked: pane.drill.start()
                }
                Item { Layout.fillWidth: true }
            }
            RowLayout {
                visible: pane.drill.cells.length > 0
                Layout.fillWidth: true
                Label {
                    objectName: "drillCells"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: pane.drill.cellsCaption
                    color: Theme.gold
                    elide: Text.ElideRight
                }
                Button {
                    focusPolicy: Qt.NoFocus
                    text: qsTr("Every cell")
                    onClicked: pane.drill.restrictTo([])
                }
            }
            Label {
                objectName: "drillError"
                visible: text !== ""
                Layout.fillWidth: true
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                color: Theme.loss
                text: pane.drill.error
            }
            Rectangle { // the felt with the decision
                Layout.fillWidth: true
                Layout.preferredHeight: 300
                radius: 14
                gradient: Gradient {
                    GradientStop { position: 0; color: Theme.feltCentre }
                    GradientStop { position: 1; color: Theme.feltEdge }
                }
                Column {
                    anchors.centerIn: parent
                    spacing: 14
                    visible: pane.drill.cell !== ""
                    HandView {
                        objectName: "drillDealer"
                        anchors.horizontalCenter: parent.horizontalCenter
                        cards: pane.drill.dealerCards
                        total: pane.drill.dealerTotal
                        finnish: pane.finnish
                        fourColour: pane.fourColour
                        cardBack: pane.cardBack
                        cardWidth: 66
                    }
                    HandView {
                        objectName: "drillPlayer"
                        anchors.horizontalCenter: parent.horizontalCenter
                        cards: pane.drill.playerCards
                        total: pane.drill.playerTotal
                        active: pane.asking
                        finnish: pane.finnish
                        fourColour: pane.fourColour
                        cardBack: pane.cardBack
                        cardWidth: 66
                    }
                }
                Text {
                    anchors.centerIn: parent
                    visible: pane.drill.cell === ""
                    width: parent.width * 0.8
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    color: Theme.feltLabel
                    font.pixelSize: Theme.px(16)
                    text: pane.drill.state === "waiting" ? qsTr("Dealing…")
                          : qsTr("Decisions dealt as play deals them, more often where you go wrong or a mistake costs most. Press Enter to start.")
                }
            }
            Label {
                objectName: "drillCaption"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: pane.drill.cellCaption + (pane.drill.context !== "" ? " — " + pane.drill.context : "")
                color: Theme.text
                font.pixelSize: Theme.px(15)
            }
            Flow { // the options, each with its key
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: pane.drill.actions
                    Button {
                        id: actionButton
                        required property string modelData
                        required property int index
                        objectName: "drill-" + modelData
                        focusPolicy: Qt.NoFocus
                        enabled: pane.asking
                        text: pane.drill.actionLabels[index] + "  (" + (pane.keys[modelData] || "") + ")"
                        onClicked: pane.drill.answer(modelData)
                        Shortcut {
                            sequence: pane.keys[actionButton.modelData] || ""
                            enabled: pane.visible && pane.asking
                            onActivated: pane.drill.answer(actionButton.modelData)
                        }
                    }
                }
            }
            Rectangle { // the verdict
                objectName: "drillVerdict"
                visible: pane.answered || (pane.drill.state === "finished" && pane.drill.verdict !== "")
                Layout.fillWidth: true
                Layout.preferredHeight: verdictColumn.implicitHeight + 16
                radius: 8
                color: Theme.panel
                border.color: pane.drill.right ? Theme.win : Theme.loss
                border.width: 2
                Column {
                    id: verdictColumn
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 4
                    Text {
                        objectName: "drillVerdictText"
                        width: parent.width
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        text: pane.drill.verdict
                        color: pane.drill.right ? Theme.win : Theme.loss
                        font.bold: true
                        font.pixelSize: Theme.px(15)
                    }
                    Repeater {
                        model: pane.drill.options
                        Text {
                            required property var modelData
                            textFormat: Text.PlainText
                            font.family: "monospace"
                            color: modelData.best ? Theme.win : modelData.chosen ? Theme.loss : Theme.text
                            text: (modelData.chosen ? "▸ " : "  ") + modelData.label.padEnd(14) + " " + modelData.ev
                                  + (modelData.best ? "  " + qsTr("best") : "  " + qsTr("costs %1").arg(modelData.cost))
                                  + (modelData.chart ? "  " + qsTr("(the chart)") : "")
                        }
                    }
                    Text {
                        objectName: "drillChartNote"
                        visible: text !== ""
                        width: parent.width
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        color: Theme.gold
                        text: pane.drill.chartNote
                    }
                    Text {
                        visible: !pane.drill.speed
                        textFormat: Text.PlainText
                        color: Theme.muted
                        text: qsTr("Space or Enter: next")
                    }
                }
            }
            Item { Layout.fillHeight: true }
        }
        Rectangle { // the tally and the review
            Layout.preferredWidth: 340
            Layout.fillHeight: true
            color: Theme.panel
            border.color: Theme.panelBorder
            radius: 6
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 6
                Label {
                    objectName: "drillTally"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: pane.drill.answered === 0 ? qsTr("No answers yet in this session.")
                          : qsTr("%1 of %2 right (%3 %); %4 of a bet given away.")
                              .arg(pane.drill.rightCount).arg(pane.drill.answered)
                              .arg(Math.round(100 * pane.drill.rightCount / pane.drill.answered))
                              .arg(pane.drill.evLostText)
                }
                Label {
                    objectName: "drillSpeedTally"
                    visible: pane.drill.speed
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    color: Theme.gold
                    text: pane.drill.state === "finished"
                          ? qsTr("Time! %1 answers per minute.").arg(pane.drill.perMinute.toLocaleString(Qt.locale(), "f", 1))
                          : qsTr("%1 s left; %2 answers per minute.").arg(pane.drill.secondsLeft).arg(pane.drill.perMinute.toLocaleString(Qt.locale(), "f", 1))
                }
                Label {
                    Layout.topMargin: 8
                    textFormat: Text.PlainText
                    text: qsTr("Mistakes, costliest first")
                    color: Theme.gold; font.bold: true
                }
                ListView {
                    objectName: "drillMistakes"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 6
                    model: pane.drill.mistakes
                    delegate: Rectangle {
                        id: mistake
                        required property var modelData
                        width: ListView.view.width
                        height: mistakeColumn.implicitHeight + 10
                        color: Theme.listItem
                        border.color: Theme.listItemBorder
                        radius: 4
                        Column {
                            id: mistakeColumn
                            anchors.fill: parent
                            anchors.margins: 5
                            spacing: 2
                            Text {
                                width: parent.width
                                textFormat: Text.PlainText
                                wrapMode: Text.Wrap
                                color: Theme.text
                                font.bold: true
                                text: mistake.modelData.caption + " — " + qsTr("cost %1").arg(mistake.modelData.costText)
                            }
                            Text {
                                width: parent.width
                                textFormat: Text.PlainText
                                wrapMode: Text.Wrap
                                color: Theme.muted
                                text: mistake.modelData.situation + "  " + qsTr("You: %1; best: %2.").arg(mistake.modelData.answer).arg(mistake.modelData.best)
                            }
                            Text {
                                width: parent.width
                                textFormat: Text.PlainText
                                wrapMode: Text.Wrap
                                color: Theme.muted
                                font.family: "monospace"
                                text: mistake.modelData.options.map(o => o.label + " " + o.ev).join("   ")
                            }
                        }
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: pane.drill.mistakes.length === 0
                        textFormat: Text.PlainText
                        color: Theme.muted
                        text: qsTr("None so far.")
                    }
                }
                Button {
                    objectName: "drillMistakesButton"
                    Layout.fillWidth: true
                    focusPolicy: Qt.NoFocus
                    enabled: pane.drill.mistakes.length > 0
                    text: qsTr("Drill these cells")
                    onClicked: pane.drill.drillMistakes()
                }
            }
        }
    }
}
