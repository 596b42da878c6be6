import QtQuick
import QtQuick.Layouts
import Finnish27

// Spotting errors: the tally — errors caught and missed, false alarms, right steps let pass —
// for this round and for the session.
Rectangle {
    id: panel
    required property SchoolSpotter spot
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder
    implicitHeight: body.implicitHeight + 16

    component Count: ColumnLayout {
        property string label
        property int value
        property color tint: Theme.text
        spacing: 0
        Layout.fillWidth: true
        Text { textFormat: Text.PlainText; text: parent.value; color: parent.tint; font.pixelSize: Theme.px(18); font.bold: true; Layout.alignment: Qt.AlignHCenter }
        Text { textFormat: Text.PlainText; text: parent.label; color: Theme.muted; font.pixelSize: Theme.px(10); Layout.alignment: Qt.AlignHCenter }
    }

    ColumnLayout {
        id: body
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        spacing: 4
        Text {
            textFormat: Text.PlainText
            objectName: "roundTally"
            Layout.fillWidth: true
            text: qsTr("This round: %1 of %2 errors caught, %3 false alarms")
                  .arg(panel.spot.roundCatches).arg(panel.spot.roundErrorsShown).arg(panel.spot.roundFalseAlarms)
            color: Theme.gold
            font.bold: true
            font.pixelSize: Theme.px(12)
            wrapMode: Text.Wrap
        }
        RowLayout {
            objectName: "sessionTally"
            Layout.fillWidth: true
            spacing: 4
            Count { label: qsTr("caught"); value: panel.spot.catches; tint: Theme.win }
            Count { label: qsTr("missed"); value: panel.spot.misses; tint: panel.spot.misses > 0 ? Theme.loss : Theme.text }
            Count { label: qsTr("false alarms"); value: panel.spot.falseAlarms; tint: panel.spot.falseAlarms > 0 ? Theme.loss : Theme.text }
            Count { label: qsTr("let pass"); value: panel.spot.passes }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Session totals")
            color: Theme.muted
            font.pixelSize: Theme.px(10)
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
