import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// Spotting errors: the controls under the felt — Stop (the dealer was wrong), pause and watch on,
// the watch tempo and how often the computer dealer errs — and what to do next.
Rectangle {
    id: panel
    required property SchoolSpotter spot
    property bool compact: false
    signal stopRequested()
    signal pauseRequested()
    signal resumeRequested()
    signal nextRoundRequested()
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder
    implicitHeight: Math.max(62, row.implicitHeight + 14)

    readonly property int state: spot.state

    RowLayout {
        id: row
        anchors { fill: parent; margins: 7 }
        spacing: panel.compact ? 6 : 10
        Button {
            objectName: "stop"
            focusPolicy: Qt.NoFocus
            enabled: panel.state === SchoolSpotter.Watching || panel.state === SchoolSpotter.Paused
            text: qsTr("STOP (Space)")
            font.bold: true
            font.pixelSize: Theme.px(panel.compact ? 15 : 17)
            onClicked: panel.stopRequested()
            background: Rectangle {
                implicitWidth: panel.compact ? 120 : 150
                implicitHeight: 44
                radius: 22
                color: parent.down ? Theme.stopButtonPressed : Theme.stopButton
                opacity: parent.enabled ? 1 : 0.4
            }
            contentItem: Text {
                textFormat: Text.PlainText
                text: parent.text
                font: parent.font
                color: Theme.stopButtonText
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
        Button {
            objectName: "pause"
            focusPolicy: Qt.NoFocus
            visible: panel.state !== SchoolSpotter.Over
            enabled: panel.state !== SchoolSpotter.Idle
            text: panel.state === SchoolSpotter.Watching ? qsTr("Pause (P)") : qsTr("Watch on (Enter)")
            font.pixelSize: Theme.px(13)
            onClicked: panel.state === SchoolSpotter.Watching ? panel.pauseRequested() : panel.resumeRequested()
        }
        Button {
            objectName: "spotNextRound"
            focusPolicy: Qt.NoFocus
            visible: panel.state === SchoolSpotter.Over
            text: qsTr("Next round (N)")
            font.bold: true
            onClicked: panel.nextRoundRequested()
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.state === SchoolSpotter.Judged ? qsTr("Read the supervisor's note, then watch on (Enter).")
                  : panel.state === SchoolSpotter.Over ? qsTr("Round over. N deals the next one.")
                  : panel.state === SchoolSpotter.Paused ? qsTr("Paused.")
                  : qsTr("Watch the dealer. Stop the game (Space) when a step is wrong.")
            color: panel.state === SchoolSpotter.Judged ? Theme.gold : Theme.muted
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.pixelSize: Theme.px(12)
        }
        ColumnLayout {
            spacing: 1
            Text { textFormat: Text.PlainText; text: qsTr("Tempo (- / +)"); color: Theme.muted; font.pixelSize: Theme.px(11) }
            BoundComboBox {
                objectName: "tempo"
                focusPolicy: Qt.NoFocus
                Layout.preferredWidth: panel.compact ? 96 : 110
                implicitHeight: 28
                font.pixelSize: Theme.px(12)
                textRole: "label"
                valueRole: "id"
                model: [
                    { id: "slow", label: qsTr("Slow") },
                    { id: "normal", label: qsTr("Normal") },
                    { id: "fast", label: qsTr("Fast") }
                ]
                selectedIndex: Math.max(0, ["slow", "normal", "fast"].indexOf(panel.spot.tempo))
                onActivated: panel.spot.tempo = currentValue
            }
        }
        ColumnLayout {
            spacing: 1
            Text { textFormat: Text.PlainText; text: qsTr("Errors"); color: Theme.muted; font.pixelSize: Theme.px(11) }
            ComboBox {
                objectName: "errorRate"
                focusPolicy: Qt.NoFocus
                Layout.preferredWidth: panel.compact ? 86 : 100
                implicitHeight: 28
                font.pixelSize: Theme.px(12)
                readonly property var values: [10, 20, 35, 50]
                model: values.map(v => qsTr("%1 %").arg(v))
                currentIndex: Math.max(0, values.indexOf(panel.spot.errorPercent))
                onActivated: index => panel.spot.errorPercent = values[index]
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("How often the dealer errs where a step can go wrong (from the next round)")
            }
        }
    }
}
