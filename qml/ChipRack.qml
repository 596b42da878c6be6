import QtQuick
import QtQuick.Controls

// Betting: chips add to the wager, Clear resets it, Deal (Enter or Space) starts the round.
Row {
    id: rack
    property double wager: 0
    property double bankroll: 0
    property bool enabled: true
    signal wagerEdited(double value)
    signal dealRequested()
    property bool compact: false // narrow windows: smaller chips
    readonly property int chipSize: compact ? 40 : 50
    spacing: compact ? 5 : 10

    readonly property var chips: [1, 5, 10, 25, 100]
    readonly property var colours: Theme.chipColours

    Repeater {
        model: rack.chips.length
        Rectangle {
            id: chip
            required property int index
            readonly property int value: rack.chips[index]
            width: rack.chipSize; height: rack.chipSize; radius: rack.chipSize / 2
            anchors.verticalCenter: parent.verticalCenter
            color: rack.colours[index]
            opacity: rack.enabled && rack.wager + value <= rack.bankroll ? 1 : 0.4
            border.color: Theme.chipEdge; border.width: 3
            Rectangle {
                anchors.centerIn: parent
                width: rack.chipSize - 14; height: rack.chipSize - 14; radius: width / 2
                color: "transparent"
                border.color: index === 0 ? Theme.chipRingOnWhite : Theme.chipRing
                border.width: 2
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: chip.value
                    font.bold: true
                    font.pixelSize: Theme.px(rack.compact ? 12 : 14)
                    color: chip.index === 0 ? Theme.chipValueOnWhite : Theme.chipValue
                }
            }
            function add() {
                if (rack.enabled && rack.wager + value <= rack.bankroll) rack.wagerEdited(rack.wager + value)
            }
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Add a %1 chip to the bet").arg(chip.value)
            Accessible.onPressAction: chip.add()
            MouseArea {
                anchors.fill: parent
                enabled: rack.enabled
                onClicked: chip.add()
            }
            Shortcut { // keys 1-5 add the chips, left to right
                sequence: String(chip.index + 1)
                enabled: rack.enabled && rack.visible
                onActivated: chip.add()
            }
        }
    }
    Button {
        text: qsTr("Clear")
        enabled: rack.enabled
        Shortcut { sequence: "Backspace"; enabled: rack.enabled && rack.visible; onActivated: rack.wagerEdited(0) }
        height: rack.chipSize
        leftPadding: rack.compact ? 8 : 12
        rightPadding: rack.compact ? 8 : 12
        anchors.verticalCenter: parent.verticalCenter
        onClicked: rack.wagerEdited(0)
    }
    Button {
        id: dealButton
        objectName: "dealButton"
        // No bet yet: the button says what comes first, and looks as unavailable as it is.
        text: rack.wager > 0 ? qsTr("Deal %1").arg(rack.wager) : qsTr("Bet first")
        enabled: rack.enabled && rack.wager > 0 && rack.wager <= rack.bankroll
        opacity: enabled ? 1 : 0.45
        height: rack.chipSize
        leftPadding: rack.compact ? 8 : 12
        rightPadding: rack.compact ? 8 : 12
        anchors.verticalCenter: parent.verticalCenter
        font.bold: true
        onClicked: rack.dealRequested()
        Shortcut { sequences: ["Return", "Enter", "Space"]; enabled: dealButton.enabled && rack.visible; onActivated: rack.dealRequested() }
    }
}
