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
    // The dealer's view (the dealer school): a face-down card whose code is known shows its face,
    // marked with a small card back as lying face down.
    property bool showFaceDown: false
    // Narrow places (the dealer school's full table): the total and the result one above the other.
    property bool stackBadges: false
    property real cardWidth: 70
    // The widest the cards may fan: a long hand overlaps more, down to the corner indices.
    property real maxWidth: Infinity
    readonly property real step: cards.length < 2 ? cardWidth * 0.32
        : Math.max(cardWidth * 0.16, Math.min(cardWidth * 0.32, (maxWidth - cardWidth) / (cards.length - 1)))
    // The width of the total and result badges under the cards (they may be wider than the cards).
    readonly property real labelWidth: badges.width
    // Their width side by side, whether or not they are stacked.
    readonly property real rowLabelWidth: (totalBadge.visible ? totalBadge.width : 0)
        + (resultBadge.visible ? resultBadge.width : 0)
        + (totalBadge.visible && resultBadge.visible ? 6 : 0)
    width: cards.length > 0 ? cardWidth + step * (cards.length - 1) : cardWidth
    height: cardWidth * 1.4 + (stackBadges ? badges.height + 6 : 26)

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
            readonly property bool markedDown: hand.showFaceDown && !modelData.faceUp && modelData.code !== ""
            faceUp: modelData.faceUp || markedDown
            variant: modelData.variant
            finnish: hand.finnish
            fourColour: hand.fourColour
            back: hand.cardBack
            NumberAnimation on opacity { from: 0; to: 1; duration: 180 }
            PlayingCard { // the mark of a card that lies face down
                objectName: "faceDownMark"
                visible: parent.markedDown
                // Bottom left: clear of the indices and of the next card, which covers the right.
                width: parent.width * 0.36
                x: -width * 0.3
                y: parent.height - height * 0.8
                rotation: -12
                faceUp: false
                back: hand.cardBack
            }
        }
    }
    Grid {
        id: badges
        objectName: "badges"
        anchors.horizontalCenter: parent.horizontalCenter
        y: hand.cardWidth * 1.4 + 4
        columns: hand.stackBadges ? 1 : 2
        horizontalItemAlignment: Grid.AlignHCenter
        spacing: hand.stackBadges ? 2 : 6
        Rectangle {
            id: totalBadge
            visible: hand.total !== ""
            height: 20; width: totalText.implicitWidth + 14; radius: 10
            color: Theme.totalBadge
            Text {
                textFormat: Text.PlainText
                id: totalText
                anchors.centerIn: parent
                text: hand.total
                color: Theme.text
                font.pixelSize: Theme.px(13)
                font.family: Theme.fontFamily
            }
        }
        Rectangle {
            id: resultBadge
            visible: hand.result !== ""
            height: 20; width: resultText.implicitWidth + 14; radius: 10
            color: Theme.resultColor(hand.result)
            Text {
                textFormat: Text.PlainText
                id: resultText
                anchors.centerIn: parent
                text: (hand.result === "win" ? qsTr("WIN") : hand.result === "lose" ? qsTr("LOSE")
                      : hand.result === "push" ? qsTr("PUSH") : qsTr("SURRENDER"))
                      + (hand.net !== "" ? " " + hand.net : "")
                color: Theme.resultText
                font.pixelSize: Theme.px(12)
                font.bold: true
            }
        }
    }
}
