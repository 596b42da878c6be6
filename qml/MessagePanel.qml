import QtQuick
import QtQuick.Controls

// The round's commentary, newest at the bottom, each line with the rule that decided it.
Rectangle {
    id: panel
    property var model
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8

    Text {
        id: title
        x: 12; y: 8
        text: qsTr("Table log")
        color: Theme.gold
        font.bold: true
        font.pixelSize: 14
    }
    ListView {
        id: list
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: parent.bottom; margins: 10 }
        clip: true
        model: panel.model
        spacing: 3
        onCountChanged: positionViewAtEnd()
        ScrollBar.vertical: ScrollBar {}
        delegate: Text {
            required property var model
            width: list.width - 10
            wrapMode: Text.Wrap
            text: model.text
            font.pixelSize: 12
            color: model.kind === "forced" ? Theme.gold : model.kind === "outcome" ? "#9fe3b8"
                 : model.kind === "shoe" ? "#8fc3ff" : Theme.text
        }
    }
}
