import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The dealer school's drills: flash cards generated from the rule set, answered from the
// keyboard — a letter for a play or a winner, a typed number for a payout or a total, Enter
// for the next card. Choose the kinds, optionally a timed run.
Item {
    id: pane
    objectName: "schoolDrills"
    required property DrillController drills
    property bool fourColour: false
    property string cardBack: "red"
    readonly property bool narrow: width < 900

    function answerKey(key) {
        if (!drills.running) return false
        if (drills.answered) { drills.next(); return true }
        if (drills.typedAnswer) return false
        return drills.answer(key)
    }

    focus: true
    Keys.onPressed: event => {
        const t = event.text.toLowerCase()
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
                && drills.answered) {
            drills.next(); event.accepted = true
        } else if (t.length === 1 && "hsdpuct".indexOf(t) >= 0 && answerKey(t)) {
            event.accepted = true
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        // The choice of kinds and the timed run.
        Flow {
            Layout.fillWidth: true
            spacing: 8
            Repeater {
                model: drills.availableKinds
                CheckBox {
                    required property string modelData
                    required property int index
                    objectName: "kind_" + modelData
                    text: drills.availableKindLabels[index]
                    enabled: !drills.running
                    checked: drills.kinds.length === 0 || drills.kinds.indexOf(modelData) >= 0
                    onToggled: {
                        let chosen = drills.kinds.length === 0 ? drills.availableKinds.slice() : drills.kinds.slice()
                        const at = chosen.indexOf(modelData)
                        if (checked && at < 0) chosen.push(modelData)
                        if (!checked && at >= 0) chosen.splice(at, 1)
                        drills.kinds = chosen
                    }
                }
            }
            CheckBox {
                objectName: "timed"
                text: qsTr("Timed")
                enabled: !drills.running
                checked: drills.timed
                onToggled: drills.timed = checked
            }
            SpinBox {
                Accessible.name: qsTr("Seconds per drill")
                visible: drills.timed
                enabled: !drills.running
                from: 10; to: 600; stepSize: 10
                value: drills.timedSeconds
                onValueModified: drills.timedSeconds = value
                textFromValue: v => qsTr("%1 s").arg(v)
                valueFromText: t => parseInt(t)
            }
            Button {
                objectName: "drillStart"
                text: drills.running ? qsTr("Stop") : qsTr("Start drill")
                highlighted: !drills.running
                onClicked: {
                    if (drills.running) drills.stop()
                    else drills.start()
                    pane.forceActiveFocus()
                }
            }
        }

        // The card on show.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: 16
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.feltCentre }
                GradientStop { position: 1; color: Theme.feltEdge }
            }
            border.color: Theme.rail
            border.width: 6

            Text { // before the first start, and after the end
                textFormat: Text.PlainText
                anchors.centerIn: parent
                width: parent.width - 60
                visible: !drills.running
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: drills.answeredCount > 0
                      ? qsTr("Drill over: %1.").arg(drills.summary)
                      : qsTr("Choose the kinds of card above and press Start. Answer with a letter "
                             + "(H, S, D, P, U, C, T) or type a number and press Enter; Enter "
                             + "shows the next card.")
                color: Theme.feltLabel
                font.pixelSize: Theme.px(18)
            }

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 24
                visible: drills.running
                spacing: 14
                Text {
                    textFormat: Text.PlainText
                    objectName: "drillKind"
                    text: qsTr("%1 · level %2").arg(drills.kindLabel).arg(drills.level)
                    color: Theme.feltLabel
                    font.pixelSize: Theme.px(14)
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "drillQuestion"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: drills.question
                    color: Theme.text
                    font.pixelSize: Theme.px(pane.narrow ? 18 : 22)
                    font.bold: true
                }
                RowLayout {
                    spacing: 40
                    Layout.alignment: Qt.AlignHCenter
                    ColumnLayout {
                        visible: drills.dealerCards.length > 0
                        Text { textFormat: Text.PlainText; text: qsTr("Dealer"); color: Theme.feltLabel; font.pixelSize: Theme.px(13) }
                        HandView {
                            cards: drills.dealerCards
                            finnish: drills.finnishIndices
                            fourColour: pane.fourColour
                            cardBack: pane.cardBack
                            cardWidth: pane.narrow ? 64 : 100
                        }
                    }
                    ColumnLayout {
                        visible: drills.playerCards.length > 0
                        Text { textFormat: Text.PlainText; text: qsTr("Player"); color: Theme.feltLabel; font.pixelSize: Theme.px(13) }
                        HandView {
                            cards: drills.playerCards
                            finnish: drills.finnishIndices
                            fourColour: pane.fourColour
                            cardBack: pane.cardBack
                            cardWidth: pane.narrow ? 64 : 100
                        }
                    }
                }
                Item { Layout.fillHeight: true }
                // The answer: a typed number, or the keys.
                RowLayout {
                    Layout.fillWidth: true
                    visible: !drills.answered
                    spacing: 10
                    TextField {
                        id: typed
                        objectName: "drillAnswer"
                        visible: drills.typedAnswer
                        Layout.preferredWidth: 220
                        placeholderText: drills.kind === "total" ? qsTr("e.g. 17 or soft 17")
                                                                 : qsTr("e.g. 22.5")
                        onAccepted: if (text.trim() !== "" && drills.answer(text)) { text = ""; pane.forceActiveFocus() }
                        onVisibleChanged: if (visible) forceActiveFocus()
                    }
                    Button {
                        visible: drills.typedAnswer
                        text: qsTr("Answer (Enter)")
                        onClicked: if (typed.text.trim() !== "" && drills.answer(typed.text)) { typed.text = ""; pane.forceActiveFocus() }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: !drills.typedAnswer
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: drills.answerKeys
                        color: Theme.gold
                        font.pixelSize: Theme.px(15)
                    }
                }
                // The feedback.
                Rectangle {
                    objectName: "drillFeedback"
                    Layout.fillWidth: true
                    visible: drills.answered
                    implicitHeight: feedback.implicitHeight + 20
                    radius: 8
                    color: drills.lastCorrect ? Theme.validBackground : Theme.invalidBackground
                    Text {
                        textFormat: Text.PlainText
                        id: feedback
                        anchors.fill: parent
                        anchors.margins: 10
                        wrapMode: Text.Wrap
                        text: (drills.lastCorrect ? qsTr("✓ Right: %1").arg(drills.rightAnswer)
                                                  : qsTr("✗ Your answer %1; right: %2").arg(drills.lastGiven).arg(drills.rightAnswer))
                              + " — " + drills.rule + ": " + drills.explanation
                              + "\n" + qsTr("Enter or Space: next card")
                        color: Theme.text
                        font.pixelSize: Theme.px(15)
                    }
                }
            }
        }

        // The session so far.
        RowLayout {
            Layout.fillWidth: true
            spacing: 18
            Text {
                textFormat: Text.PlainText
                objectName: "drillScore"
                text: qsTr("Answered %1 · right %2 · streak %3").arg(drills.answeredCount)
                      .arg(drills.correctCount).arg(drills.streak)
                color: Theme.text
            }
            Text {
                textFormat: Text.PlainText
                visible: drills.timed && drills.running
                text: qsTr("%1 s left").arg(drills.secondsLeft)
                color: drills.secondsLeft <= 10 ? Theme.loss : Theme.gold
                font.bold: true
            }
            Item { Layout.fillWidth: true }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignRight
                elide: Text.ElideRight
                text: drills.summary
                color: Theme.muted
            }
        }
    }
}
