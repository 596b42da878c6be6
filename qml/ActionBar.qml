import QtQuick
import QtQuick.Controls

// The legal actions of the moment, each a button with its keyboard shortcut. Only what the
// engine allows is shown.
Row {
    id: bar
    property var actions: []
    signal chosen(string action)
    spacing: 10

    readonly property var labels: ({
        "hit": qsTr("Hit"), "stand": qsTr("Stand"), "double": qsTr("Double"),
        "split": qsTr("Split"), "surrender": qsTr("Surrender"),
        "insure": qsTr("Insure"), "decline-insurance": qsTr("No insurance")
    })
    readonly property var keys: ({
        "hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "U",
        "insure": "I", "decline-insurance": "N"
    })

    Repeater {
        model: bar.actions
        Button {
            id: button
            required property string modelData
            text: (bar.labels[modelData] || modelData) + "  (" + bar.keys[modelData] + ")"
            font.pixelSize: 16
            font.bold: true
            onClicked: bar.chosen(modelData)
            Shortcut {
                sequence: bar.keys[button.modelData] || ""
                onActivated: bar.chosen(button.modelData)
            }
            background: Rectangle {
                implicitWidth: 120
                implicitHeight: 44
                radius: 22
                color: button.down ? "#b8860b" : button.hovered ? "#f0cf6e" : Theme.gold
                border.color: "#6b4f0e"
            }
            contentItem: Text {
                text: button.text
                font: button.font
                color: "#1b1b1b"
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
