import QtQuick
import QtQuick.Controls
import Finnish27

// A seat at the dealer school's table: a box with its hands (as the dealer sees them), its
// wager and insurance, and who sits there. Clicking a hand deals the next card to it; the seat's
// label selects it; the selected hand carries its declaration buttons (Must hit, Must stand,
// Choice). In the spotting mode the box only shows where the computer dealer acts.
Item {
    id: seat
    required property int index
    required property int seatNumber
    required property string wager
    required property string side
    required property string insurance
    required property string insuranceNet
    required property list<seatHand> hands
    required property string net
    property int selectedHand: -1   // the selected hand of this seat, -1: not selected
    property int highlightHand: -1  // the hand the computer dealer acts on (spotting)
    property bool highlightSeat: false
    property bool interactive: true // Run the table: clicks deal, select and declare
    property bool finnish: true
    property bool fourColour: false
    property string cardBack: "red"
    property real cardWidth: 60
    // The room this seat has on the felt: its cards shrink to fit it.
    property real maxWidth: 400
    signal dealRequested(int hand)
    signal selectRequested(int hand)
    signal declareRequested(int hand, string play)
    signal menuRequested(int hand, real x, real y)

    // The widest card that lets every hand fit in maxWidth (a hand of k cards is 1 + 0.32 (k - 1)
    // cards wide, HandView).
    readonly property real fitCardWidth: {
        let units = 0
        for (let i = 0; i < hands.length; ++i)
            units += 1 + 0.32 * Math.max(0, hands[i].cards.length - 1)
        return (maxWidth - 12 - 10 * Math.max(0, hands.length - 1)) / Math.max(1, units)
    }
    readonly property real handWidth: Math.max(26, Math.min(cardWidth * (hands.length > 1 ? 0.8 : 1), fitCardWidth))
    readonly property bool narrow: maxWidth < 150
    readonly property bool selected: selectedHand >= 0
    width: Math.min(maxWidth, Math.max(handRow.width + 12, 70,
                                       selected && interactive ? declareBar.implicitWidth + 8 : 0))
    height: box.height

    Rectangle {
        id: box
        objectName: "seatBox"
        width: parent.width
        height: column.height + 12
        radius: 10
        color: boxHover.containsMouse && seat.interactive ? Theme.seatBoxHover : Theme.seatBox
        border.color: seat.selected || seat.highlightSeat ? Theme.gold : Theme.seatBoxBorder
        border.width: seat.selected || seat.highlightSeat ? 2 : 1
        MouseArea { // the box beyond the hands: selects the seat
            id: boxHover
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Seat %1").arg(seat.seatNumber)
            anchors.fill: parent
            hoverEnabled: true
            enabled: seat.interactive
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            onClicked: mouse => {
                if (mouse.button === Qt.RightButton) seat.menuRequested(Math.max(0, seat.selectedHand), mouse.x, mouse.y)
                else seat.selectRequested(Math.max(0, seat.selectedHand))
            }
        }
    }
    Column {
        id: column
        x: 0; y: 6
        width: parent.width
        spacing: 2
        Row {
            id: handRow
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 10
            Repeater {
                model: seat.hands
                Item {
                    id: handSlot
                    required property seatHand modelData
                    required property int index
                    width: Math.max(hand.width, Math.min(hand.labelWidth, seat.maxWidth - 12))
                    height: hand.height
                    HandView {
                        anchors.horizontalCenter: parent.horizontalCenter
                        id: hand
                        objectName: "schoolHand"
                        cards: handSlot.modelData.cards
                        total: handSlot.modelData.total
                        result: handSlot.modelData.result
                        net: handSlot.modelData.net
                        active: seat.highlightHand === handSlot.index
                        showFaceDown: true
                        stackBadges: seat.narrow
                        cardWidth: seat.handWidth
                        finnish: seat.finnish
                        fourColour: seat.fourColour
                        cardBack: seat.cardBack
                    }
                    Rectangle { // the selected hand
                        visible: seat.selectedHand === handSlot.index && seat.hands.length > 1
                        x: hand.x - 4; y: -4; width: hand.width + 8; height: seat.handWidth * 1.4 + 8
                        radius: 8; color: "transparent"; border.color: Theme.gold; border.width: 2
                    }
                    Rectangle { // where a card would land: an empty hand shows its place
                        visible: handSlot.modelData.cards.length === 0
                        x: hand.x
                        width: seat.handWidth; height: seat.handWidth * 1.4; radius: 6
                        color: "transparent"; border.color: Theme.seatBoxBorder; border.width: 1
                    }
                    MouseArea {
                        objectName: "dealHere"
                        Accessible.role: Accessible.Button
                        Accessible.name: qsTr("Deal the next card to seat %1, hand %2").arg(seat.seatNumber).arg(handSlot.index + 1)
                        anchors.fill: parent
                        enabled: seat.interactive
                        cursorShape: Qt.PointingHandCursor
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onClicked: mouse => {
                            if (mouse.button === Qt.RightButton) {
                                const p = mapToItem(seat, mouse.x, mouse.y)
                                seat.menuRequested(handSlot.index, p.x, p.y)
                            } else {
                                seat.dealRequested(handSlot.index)
                            }
                        }
                        ToolTip.visible: containsMouse && seat.interactive
                        ToolTip.delay: 900
                        ToolTip.text: qsTr("Click: deal the next card here · right-click: every step for this hand")
                        hoverEnabled: true
                    }
                }
            }
        }
        Row { // the selected hand's declarations (F-11), at the hand
            id: declareBar
            objectName: "declareBar"
            anchors.horizontalCenter: parent.horizontalCenter
            height: 22
            spacing: 2
            z: 2 // may reach beyond a narrow box
            opacity: seat.selected && seat.interactive ? 1 : 0
            enabled: opacity > 0
            Repeater {
                model: [
                    { play: "hit", label: qsTr("Hit!"), tip: qsTr("Must hit (Shift+H)") },
                    { play: "stand", label: qsTr("Stand!"), tip: qsTr("Must stand (Shift+S)") },
                    { play: "choice", label: qsTr("Choice"), tip: qsTr("No forced play: the player chooses (C)") }
                ]
                Button {
                    required property var modelData
                    objectName: "declare-" + modelData.play
                    text: modelData.label
                    focusPolicy: Qt.NoFocus
                    height: 22
                    implicitWidth: implicitContentWidth + leftPadding + rightPadding
                    font.pixelSize: Theme.px(11)
                    leftPadding: 5; rightPadding: 5; topPadding: 1; bottomPadding: 1
                    onClicked: seat.declareRequested(Math.max(0, seat.selectedHand), modelData.play)
                    ToolTip.visible: hovered
                    ToolTip.delay: 400
                    ToolTip.text: modelData.tip
                }
            }
        }
        Row { // the wager and the insurance, and who sits here
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 4
            Rectangle { // the betting spot with the chip stack
                anchors.verticalCenter: parent.verticalCenter
                width: Math.max(28, wagerText.implicitWidth + 10); height: 28; radius: 14
                color: seat.wager !== "" ? Theme.computerWager : "transparent"
                border.color: Theme.computerWagerBorder
                border.width: 2
                Text {
                    textFormat: Text.PlainText
                    id: wagerText
                    objectName: "wager"
                    anchors.centerIn: parent
                    text: seat.wager
                    color: Theme.wagerText
                    font.pixelSize: Theme.px(11)
                    font.bold: true
                }
            }
            Rectangle { // the insurance stake (PL-3, B-5) and, once settled, its result
                visible: seat.insurance !== ""
                anchors.verticalCenter: parent.verticalCenter
                width: insText.implicitWidth + 10; height: 22; radius: 11
                color: Theme.insuranceChip
                Text {
                    textFormat: Text.PlainText
                    id: insText
                    objectName: "insurance"
                    anchors.centerIn: parent
                    text: qsTr("Ins. %1").arg(seat.insurance) + (seat.insuranceNet !== "" ? " " + seat.insuranceNet : "")
                    color: Theme.wagerText
                    font.pixelSize: Theme.px(10)
                    font.bold: true
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            readonly property string sideName: seat.side === "player" ? qsTr("player")
                                               : seat.side === "dealer" ? qsTr("dealer")
                                               : seat.side === "stalemate" ? qsTr("stalemate") : seat.side
            text: (seat.side !== "" ? qsTr("Seat %1 · on %2").arg(seat.seatNumber).arg(sideName)
                                    : qsTr("Seat %1").arg(seat.seatNumber))
                  + (seat.net !== "" ? "  " + seat.net : "")
            color: seat.selected ? Theme.gold : Theme.muted
            font.pixelSize: Theme.px(11)
            font.bold: seat.selected
            font.family: Theme.fontFamily
        }
    }
}
