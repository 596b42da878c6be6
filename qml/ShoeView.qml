import QtQuick

// The shoe with its cut card, and how far into it the deal has come (F-2).
Item {
    id: shoe
    property int remaining: 0
    property int size: 1
    property int cutCard: 1
    width: 92
    height: 118

    Rectangle {
        anchors.fill: parent
        radius: 8
        color: Theme.shoeBody
        border.color: Theme.shoeBorder
        border.width: 2
        Repeater {
            model: 4
            PlayingCard {
                required property int index
                x: 12 + index * 3
                y: 10 - index * 2
                width: 54
                faceUp: false
            }
        }
        Rectangle { // the cut card's place in the remaining stack
            visible: shoe.remaining > shoe.size - shoe.cutCard
            x: 8; width: parent.width - 16; height: 4; radius: 2
            y: 12 + 70 * (1 - (shoe.remaining - (shoe.size - shoe.cutCard)) / Math.max(1, shoe.remaining))
            color: Theme.cutCard
        }
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: 4
        text: qsTr("%1 cards").arg(shoe.remaining)
        color: Theme.muted
        font.pixelSize: Theme.px(12)
    }
}
