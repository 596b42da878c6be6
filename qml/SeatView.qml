import QtQuick
import Finnish27

// One seat on the arc: its hands, its wager and who sits there.
Item {
    id: seat
    required property int seatNumber
    required property bool human
    required property string wager
    required property list<seatHand> hands
    required property string roundNet
    property bool finnish: true
    property bool fourColour: false
    property string cardBack: "red"
    property real cardWidth: 66
    // The seat's place on the arc: its hands fan tighter and stack their badges to stay within
    // it, and a seat still wider is drawn smaller, its betting spot where it was.
    property real maxWidth: Infinity
    // Its parts' group for the layout check (layout_audit.h): the banners may lie over the
    // computer seats, never over the player's.
    readonly property string layoutGroup: human ? "player" : "seat" + seatNumber
    readonly property real handMaxWidth: (maxWidth - handRow.spacing * (hands.length - 1)) / Math.max(1, hands.length)
    width: Math.max(handRow.width, footer.implicitWidth + 8)
    height: handRow.height + 58
    scale: Math.min(1, maxWidth / width)
    transformOrigin: Item.Bottom

    Row {
        id: handRow
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 14
        Repeater {
            model: seat.hands
            // A hand's place is as wide as its cards or its badges, whichever is wider, so that
            // split hands' totals and results never cover each other; split, they stack.
            Item {
                required property seatHand modelData
                property string layoutBlock: seat.layoutGroup
                width: Math.max(handView.width, handView.labelWidth)
                height: handView.height
                HandView {
                    id: handView
                    anchors.horizontalCenter: parent.horizontalCenter
                    cards: modelData.cards
                    total: modelData.total
                    result: modelData.result
                    net: modelData.net
                    active: modelData.active
                    stackBadges: seat.hands.length > 1 || rowLabelWidth > seat.handMaxWidth
                    maxWidth: seat.handMaxWidth
                    cardWidth: seat.cardWidth * (seat.hands.length > 1 ? 0.85 : 1)
                    finnish: seat.finnish
                    fourColour: seat.fourColour
                    cardBack: seat.cardBack
                }
            }
        }
    }
    Column {
        id: footer
        property string layoutBlock: seat.layoutGroup
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        spacing: 2
        Rectangle { // the betting spot with the chip stack
            anchors.horizontalCenter: parent.horizontalCenter
            width: 34; height: 34; radius: 17
            color: seat.wager !== "" ? (seat.human ? Theme.humanWager : Theme.computerWager) : "transparent"
            border.color: seat.human ? Theme.gold : Theme.computerWagerBorder
            border.width: 2
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: seat.wager
                color: Theme.wagerText
                font.pixelSize: Theme.px(12)
                font.bold: true
            }
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: seat.human ? qsTr("You · seat %1").arg(seat.seatNumber) : qsTr("Seat %1").arg(seat.seatNumber)
            color: seat.human ? Theme.gold : Theme.muted
            font.pixelSize: Theme.px(13)
            font.bold: seat.human
            font.family: Theme.fontFamily
        }
    }
}
