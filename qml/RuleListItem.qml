import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One entry of a list in the rule editor (a forced play, a strategy row, a bonus): its number
// and summary, its fields, and buttons to move it up or down or remove it. Order matters in
// the lists of forced plays and strategy rows: the first entry that matches applies.
Rectangle {
    id: item
    property var editor
    property string listPath            // "forced", "dealer.rows", "bonuses", ...
    property int itemIndex
    property int count
    property string summary: ""
    property bool removable: true
    default property alias content: fields.data
    readonly property string path: listPath + "[" + itemIndex + "]"
    readonly property string problem: editor && editor.revision >= 0 ? editor.problemAt(path) : ""

    implicitHeight: layout.implicitHeight + 20
    radius: 6
    color: Theme.listItem
    border.color: problem !== "" ? Theme.loss : Theme.listItemBorder

    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                textFormat: Text.PlainText
                text: (item.itemIndex + 1) + "."
                color: Theme.gold
                font.bold: true
                font.pixelSize: Theme.px(14)
            }
            Label {
                textFormat: Text.PlainText
                text: item.summary
                color: Theme.text
                font.pixelSize: Theme.px(13)
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            ToolButton {
                implicitWidth: 32; implicitHeight: 28
                text: "\u2191"
                enabled: item.itemIndex > 0
                onClicked: item.editor.moveItem(item.listPath, item.itemIndex, item.itemIndex - 1)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Move up (checked earlier)")
                Accessible.name: qsTr("Move up")
            }
            ToolButton {
                implicitWidth: 32; implicitHeight: 28
                text: "\u2193"
                enabled: item.itemIndex < item.count - 1
                onClicked: item.editor.moveItem(item.listPath, item.itemIndex, item.itemIndex + 1)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Move down (checked later)")
                Accessible.name: qsTr("Move down")
            }
            ToolButton {
                implicitWidth: 32; implicitHeight: 28
                text: "\u2715"
                visible: item.removable
                onClicked: item.editor.removeItem(item.listPath, item.itemIndex)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Remove")
                Accessible.name: qsTr("Remove")
            }
        }
        Flow {
            id: fields
            Layout.fillWidth: true
            spacing: 10
        }
        Label {
            textFormat: Text.PlainText
            visible: item.problem !== ""
            text: item.problem
            color: Theme.loss
            font.pixelSize: Theme.px(12)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
