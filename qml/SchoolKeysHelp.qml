import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The dealer school's keys, for the mode on show and for every mode (F1 opens it).
Popup {
    id: help
    property bool procedure: true
    modal: true
    focus: true
    padding: 16
    width: Math.min(620, parent ? parent.width - 40 : 620)
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 10 }

    readonly property var procedureKeys: [
        [qsTr("Click a hand / the dealer"), qsTr("deal the next card there")],
        ["1 – 7", qsTr("select a seat (again: its next hand)")],
        ["0", qsTr("select the dealer")],
        [qsTr("Space"), qsTr("deal the next card to the selection")],
        ["F", qsTr("the next card face down (once)")],
        ["I  K  R", qsTr("offer insurance · peek for a natural · reveal the hole card")],
        ["H  S", qsTr("the dealer hits · stands")],
        [qsTr("Shift+H  Shift+S  C"), qsTr("the selected hand must hit · must stand · the player chooses")],
        ["A", qsTr("type the amount")],
        ["P  T  E  U", qsTr("pay · take · push · surrender the selected hand")],
        [qsTr("Shift+P  Shift+T"), qsTr("pay · take the selected seat's insurance")],
        ["/", qsTr("type any step (pay 2 17.5)")],
        ["?", qsTr("the right next step (a hint)")],
        [qsTr("N  Enter"), qsTr("the next round, once this one is over")]
    ]
    readonly property var spotKeys: [
        [qsTr("Space"), qsTr("stop the game: the dealer's step is wrong")],
        ["P", qsTr("pause · watch on")],
        [qsTr("Enter"), qsTr("watch on after the supervisor's note")],
        ["-  +", qsTr("slower · faster")],
        ["N", qsTr("the next round, once this one is over")]
    ]
    readonly property var commonKeys: [
        [qsTr("Ctrl+1  Ctrl+2"), qsTr("Run the table · Spot the error")],
        [qsTr("Ctrl+3  Ctrl+4"), qsTr("Drills (H S D P U C T answer, Enter next) · Progress and exam")],
        ["F1", qsTr("these keys")],
        [qsTr("Esc"), qsTr("back to the table")]
    ]

    contentItem: ColumnLayout {
        spacing: 8
        Text {
            textFormat: Text.PlainText
            text: help.procedure ? qsTr("Keys — Run the table") : qsTr("Keys — Spot the error")
            color: Theme.gold
            font.bold: true
            font.pixelSize: Theme.px(16)
        }
        ColumnLayout {
            objectName: "keyList"
            spacing: 4
            Layout.fillWidth: true
            Repeater {
                model: (help.procedure ? help.procedureKeys : help.spotKeys).concat(help.commonKeys)
                delegate: RowLayout {
                    required property var modelData
                    spacing: 12
                    Layout.fillWidth: true
                    Item {
                        Layout.preferredWidth: 190
                        implicitHeight: keyText.implicitHeight + 4
                        Rectangle {
                            width: keyText.implicitWidth + 12
                            height: parent.height
                            radius: 4
                            color: Theme.keyCap
                            border.color: Theme.keyCapBorder
                            Text {
                                textFormat: Text.PlainText
                                id: keyText
                                anchors.centerIn: parent
                                text: modelData[0]
                                color: Theme.text
                                font.family: "DejaVu Sans Mono"
                                font.pixelSize: Theme.px(12)
                            }
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: modelData[1]
                        color: Theme.text
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(13)
                    }
                }
            }
        }
        Button {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            onClicked: help.close()
        }
    }
}
