import QtQuick
import Finnish27

// One seat at the Seven Twenty-Seven table: its cards (hole cards as backs unless they are
// the human's own or shown at the showdown), name, personality, chips, last action and, after
// the hand, what it won. Shows only what the controller's seat model holds.
Item {
    id: seat
    required property int seat
    required property string name
    required property string style
    required property bool human
    required property bool out
    required property bool dealtIn
    required property bool folded
    required property bool allIn
    required property bool dealer
    required property bool toAct
    required property var chips
    required property var stake
    required property list<cardFace> cards
    required property string lastAction
    required property string totals
    required property string won
    required property string net
    property real cardWidth: 44
    property bool fourColour: false
    property string cardBack: "red"

    readonly property real step: cardWidth * (cards.length > 4 ? 0.42 : 0.56)
    width: Math.max(plate.width, cardRow.width)
    height: cardRow.height + plate.height + 4
    opacity: out ? 0.4 : folded ? 0.55 : 1

    Item { // the cards, fanned
        id: cardRow
        objectName: "cardRow"
        anchors.horizontalCenter: parent.horizontalCenter
        width: seat.cards.length > 0 ? seat.cardWidth + (seat.cards.length - 1) * seat.step : seat.cardWidth
        height: seat.cardWidth * 1.4 + 6
        Repeater {
            model: seat.cards
            PlayingCard {
                required property cardFace modelData
                required property int index
                x: index * seat.step
                // the human's own hole cards are face up but raised a little: only they see them
                y: modelData.hole && modelData.faceUp && seat.human ? 0 : 6
                width: seat.cardWidth
                code: modelData.code
                faceUp: modelData.faceUp
                fourColour: seat.fourColour
                back: seat.cardBack
                Rectangle { // marks a hole card the others cannot see
                    visible: modelData.hole && modelData.faceUp && seat.human
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                    height: Math.max(3, parent.height * 0.05)
                    color: Theme.gold
                    opacity: 0.85
                }
            }
        }
    }

    Rectangle { // whose turn: a soft pulsing glow around the name plate
        visible: seat.toAct
        anchors { fill: plate; margins: -5 }
        radius: plate.radius + 5
        color: "transparent"
        border.color: Theme.gold
        border.width: 3
        SequentialAnimation on opacity {
            running: seat.toAct
            loops: Animation.Infinite
            NumberAnimation { from: 0.9; to: 0.2; duration: 600 }
            NumberAnimation { from: 0.2; to: 0.9; duration: 600 }
        }
    }
    Rectangle { // the name plate
        id: plate
        anchors { top: cardRow.bottom; topMargin: 4; horizontalCenter: parent.horizontalCenter }
        width: Math.max(seat.cardWidth * 2.9, plateColumn.implicitWidth + 18)
        height: plateColumn.implicitHeight + 10
        radius: 8
        color: seat.won !== "" ? Theme.seatWon : seat.human ? Theme.seatHuman : Theme.seatOther
        border.width: seat.toAct ? 3 : 1
        border.color: seat.toAct ? Theme.gold : seat.won !== "" ? Theme.win : Theme.panelBorder
        Column {
            id: plateColumn
            anchors.centerIn: parent
            spacing: 1
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: seat.style !== "" ? qsTr("%1 · %2").arg(seat.name).arg(seat.style) : seat.name
                color: seat.human ? Theme.gold : Theme.text
                font.bold: true
                font.pixelSize: Math.max(11, seat.cardWidth * 0.28)
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: seat.out ? qsTr("Out of the game")
                      : seat.allIn && !seat.folded ? qsTr("%1 chips · all in").arg(seat.chips)
                      : qsTr("%1 chips").arg(seat.chips)
                color: Theme.muted
                font.pixelSize: Math.max(10, seat.cardWidth * 0.25)
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                visible: text !== ""
                text: seat.net !== "" ? (seat.won !== "" ? qsTr("Won %1 · %2").arg(seat.won).arg(seat.net) : seat.net)
                      : seat.lastAction !== "" ? seat.lastAction
                      : seat.totals
                color: seat.won !== "" ? Theme.win : seat.net.startsWith("−") ? Theme.loss
                       : seat.folded ? Theme.loss : Theme.text
                font.pixelSize: Math.max(10, seat.cardWidth * 0.25)
                font.bold: seat.won !== ""
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                visible: seat.totals !== "" && (seat.net !== "" || seat.lastAction !== "")
                text: seat.totals
                color: Theme.muted
                font.pixelSize: Math.max(10, seat.cardWidth * 0.23)
            }
        }
        Rectangle { // the dealer button (S-8)
            visible: seat.dealer
            width: Math.max(18, seat.cardWidth * 0.45); height: width; radius: width / 2
            anchors { right: parent.right; top: parent.top; margins: -width / 3 }
            color: Theme.dealerButton
            border.color: Theme.dealerButtonBorder
            Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: qsTr("D"); font.bold: true; font.pixelSize: parent.width * 0.55; color: Theme.dealerButtonText }
        }
    }
}
