import QtQuick
import Finnish27

// A hand: overlapping cards, its total and, once settled, its result.
Item {
    id: hand
    property list<cardFace> cards
    property string total: ""
    property string result: ""
    property string net: ""
    property bool active: false
    property bool finnish: true
    property bool fourColour: false
    property string cardBack: "red"
    property real cardWidth: 70
    readonly property real step: cardWidth * 0.32
    width: cards.length > 0 ? cardWidth + step * (cards.length - 1) : cardWidth
    height: cardWidth * 1.4 + 26

    Rectangle { // highlight of the hand to act
        visible: hand.active
        x: -6; y: -6; width: hand.width + 12; height: hand.cardWidth * 1.4 + 12
        radius: 10; color: "transparent"; border.color: Theme.gold; border.width: 3
        SequentialAnimation on opacity {
            running: hand.active; loops: Animation.Infinite
            NumberAnimation { to: 0.35; duration: 700 }
            NumberAnimation { to: 1; duration: 700 }
        }
    }
    Repeater {
        model: hand.cards
        PlayingCard {
            required property cardFace modelData
            required property int index
            x: index * hand.step
            width: hand.cardWidth
            code: modelData.code
            faceUp: modelData.faceUp
            variant: modelData.variant
            finnish: hand.finnish
            fourColour: hand.fourColour
            back: hand.cardBack
            NumberAnimation on opacity { from: 0; to: 1; duration: 180 }
        }
    }
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        y: hand.cardWidth * 1.4 + 4
        spacing: 6
        Rectangle {
            visible: hand.total !== ""
            height: 20; width: totalText.implicitWidth + 14; radius: 10
            color: Theme.totalBadge
            Text {
                id: totalText
                anchors.centerIn: parent
                text: hand.total
                color: Theme.text
                font.pixelSize: 13
                font.family: Theme.fontFamily
            }
        }
        Rectangle {
            visible: hand.result !== ""
            height: 20; width: resultText.implicitWidth + 14; radius: 10
            color: Theme.resultColor(hand.result)
            Text {
                id: resultText
                anchors.centerIn: parent
                text: (hand.result === "win" ? qsTr("WIN") : hand.result === "lose" ? qsTr("LOSE")
                      : hand.result === "push" ? qsTr("PUSH") : qsTr("SURRENDER"))
                      + (hand.net !== "" ? " " + hand.net : "")
                color: Theme.resultText
                font.pixelSize: 12
                font.bold: true
            }
        }
    }
}
