import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The human's hint: the estimated chance of winning the 7 half and the
// 27 half, and the suggested action with its reason. All numbers come from the engine's
// estimator through Seven27Hints.
ColumnLayout {
    id: panel
    property Seven27Hints hints: null
    spacing: 3
    readonly property bool ready: hints && hints.state === Seven27Hints.Ready
    // Both bars start at the same x, after the wider of the two labels (in any language).
    readonly property real labelWidth: Math.max(sevenLabel.advanceWidth, twentySevenLabel.advanceWidth) + 4
    TextMetrics { id: sevenLabel; font.pixelSize: Theme.px(12); text: qsTr("7 half") }
    TextMetrics { id: twentySevenLabel; font.pixelSize: Theme.px(12); text: qsTr("27 half") }

    component Chance: RowLayout {
        property string label
        property real value
        spacing: 6
        Text { textFormat: Text.PlainText; text: parent.label; color: Theme.muted; font.pixelSize: Theme.px(12); Layout.preferredWidth: panel.labelWidth }
        Rectangle {
            Layout.preferredWidth: 90; Layout.preferredHeight: 8; radius: 4
            color: Theme.meterTrack
            Rectangle { width: parent.width * Math.max(0, Math.min(1, parent.parent.value)); height: parent.height; radius: 4; color: Theme.gold }
        }
        Text { textFormat: Text.PlainText; text: qsTr("%1%").arg(Math.round(parent.value * 100)); color: Theme.text; font.pixelSize: Theme.px(12); font.bold: true }
    }

    Text {
        textFormat: Text.PlainText
        visible: panel.hints && panel.hints.state === Seven27Hints.Computing
        text: qsTr("Estimating your chances…")
        color: Theme.muted
        font.pixelSize: Theme.px(12)
    }
    Chance { visible: panel.ready; label: sevenLabel.text; value: panel.ready ? panel.hints.seven : 0 }
    Chance { visible: panel.ready; label: twentySevenLabel.text; value: panel.ready ? panel.hints.twentySeven : 0 }
    Text {
        textFormat: Text.PlainText
        objectName: "hintAction"
        visible: panel.ready
        Layout.fillWidth: true
        text: panel.ready ? qsTr("Suggested: %1").arg(panel.hints.actionText) : ""
        color: Theme.win
        font.bold: true
        font.pixelSize: Theme.px(12)
    }
    Text {
        textFormat: Text.PlainText
        visible: panel.ready && text !== ""
        Layout.fillWidth: true
        text: panel.ready ? panel.hints.reason : ""
        color: Theme.muted
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        font.pixelSize: Theme.px(11)
    }
}
