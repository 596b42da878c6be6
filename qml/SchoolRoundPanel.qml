import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// Running the table: this round's steps, errors, hints and clock, the next round once it is
// over, and the session's score by kind of step (accuracy and median time per step).
Rectangle {
    id: panel
    required property DealerSchoolController school
    property bool compact: false
    signal nextRoundRequested()
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder
    implicitHeight: body.implicitHeight + 16

    ColumnLayout {
        id: body
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                textFormat: Text.PlainText
                text: qsTr("Round %1").arg(panel.school.roundNumber)
                color: Theme.gold
                font.bold: true
                font.pixelSize: Theme.px(14)
            }
            Text {
                textFormat: Text.PlainText
                objectName: "roundCounts"
                Layout.fillWidth: true
                text: qsTr("Steps %1 · errors %2").arg(panel.school.roundSteps).arg(panel.school.roundErrors)
                      + (panel.school.roundHints > 0 ? " · " + qsTr("hints %1").arg(panel.school.roundHints) : "")
                color: panel.school.roundErrors > 0 ? Theme.loss : Theme.text
                font.pixelSize: Theme.px(12)
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                objectName: "roundClock"
                text: panel.school.roundClock
                color: Theme.text
                font.family: "DejaVu Sans Mono"
                font.pixelSize: Theme.px(14)
            }
        }
        Button {
            objectName: "nextRound"
            visible: panel.school.roundOver
            Layout.fillWidth: true
            focusPolicy: Qt.NoFocus
            text: qsTr("Next round (N)")
            font.bold: true
            onClicked: panel.nextRoundRequested()
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Session: rounds %1 · %2 right · median %3 a step").arg(panel.school.scores.rounds)
                  .arg(panel.school.scores.accuracy).arg(panel.school.scores.medianTime)
            color: Theme.muted
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }
        GridLayout { // the score by kind of step
            objectName: "scores"
            visible: !panel.compact
            Layout.fillWidth: true
            columns: 4
            columnSpacing: 8
            rowSpacing: 1
            Text { textFormat: Text.PlainText; text: qsTr("Step"); color: Theme.muted; font.pixelSize: Theme.px(11); Layout.fillWidth: true }
            Text { textFormat: Text.PlainText; text: qsTr("Done"); color: Theme.muted; font.pixelSize: Theme.px(11); Layout.alignment: Qt.AlignRight }
            Text { textFormat: Text.PlainText; text: qsTr("Right"); color: Theme.muted; font.pixelSize: Theme.px(11); Layout.alignment: Qt.AlignRight }
            Text { textFormat: Text.PlainText; text: qsTr("Median"); color: Theme.muted; font.pixelSize: Theme.px(11); Layout.alignment: Qt.AlignRight }
            Repeater {
                model: panel.school.scores
                delegate: Text {
                    textFormat: Text.PlainText
                    required property var model
                    required property int index
                    text: model.label
                    color: model.errors > 0 ? Theme.text : Theme.muted
                    font.pixelSize: Theme.px(11)
                    Layout.row: index + 1
                    Layout.column: 0
                    Layout.fillWidth: true
                }
            }
            Repeater {
                model: panel.school.scores
                delegate: Text {
                    textFormat: Text.PlainText
                    required property var model
                    required property int index
                    text: model.steps
                    color: Theme.text
                    font.pixelSize: Theme.px(11)
                    Layout.row: index + 1
                    Layout.column: 1
                    Layout.alignment: Qt.AlignRight
                }
            }
            Repeater {
                model: panel.school.scores
                delegate: Text {
                    textFormat: Text.PlainText
                    required property var model
                    required property int index
                    text: model.accuracy
                    color: model.errors > 0 ? Theme.loss : Theme.text
                    font.pixelSize: Theme.px(11)
                    Layout.row: index + 1
                    Layout.column: 2
                    Layout.alignment: Qt.AlignRight
                }
            }
            Repeater {
                model: panel.school.scores
                delegate: Text {
                    textFormat: Text.PlainText
                    required property var model
                    required property int index
                    text: model.medianTime
                    color: Theme.text
                    font.pixelSize: Theme.px(11)
                    Layout.row: index + 1
                    Layout.column: 3
                    Layout.alignment: Qt.AlignRight
                }
            }
        }
    }
}
