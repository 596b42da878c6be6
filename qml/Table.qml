import QtQuick
import QtQuick.Shapes
import Finnish27

// The felt: dealer, shoe and discard tray along the straight edge, the seats along the arc,
// and the announcements in the middle. Everything shown comes from the TableController.
Item {
    id: felt
    required property TableController table
    property bool fourColour: false
    property string cardBack: "red"
    property string indexStyle: "auto" // "auto": as the rule set says (F-5), or "finnish"/"standard"
    readonly property bool finnish: indexStyle === "auto" ? table.finnishIndices : indexStyle === "finnish"
    readonly property real cardWidth: Math.max(48, Math.min(width / 14, height / 7.2))
    // Where the seats' arc starts (a fraction of π): lower on a short felt, so that the side
    // seats stay clear of the shoe and the discard tray.
    readonly property real arcStart: height < 520 ? 0.2 : 0.14

    Shape { // rail and felt: a kidney table, straight on the dealer's side
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            strokeColor: Theme.rail
            strokeWidth: 22
            fillGradient: RadialGradient {
                centerX: felt.width / 2; centerY: felt.height * 0.25
                centerRadius: felt.width * 0.7
                focalX: centerX; focalY: centerY
                GradientStop { position: 0; color: Theme.feltCentre }
                GradientStop { position: 1; color: Theme.feltEdge }
            }
            startX: 14; startY: 14
            PathLine { x: felt.width - 14; y: 14 }
            PathArc {
                x: 14; y: 14
                radiusX: (felt.width - 28) / 2; radiusY: felt.height - 28
                useLargeArc: true
            }
        }
    }
    Text { // the layout printed on the felt
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: felt.height * 0.40
        text: felt.table.rulesName.toUpperCase()
        width: Math.min(implicitWidth, felt.width * 0.6) // a long user-given name is elided
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        color: Theme.feltTitle
        font.pixelSize: Math.max(16, felt.height * 0.038)
        font.bold: true
        font.letterSpacing: 4
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: felt.height * 0.40 + Math.max(16, felt.height * 0.038) + 8
        text: felt.table.target === 27 ? qsTr("CLOSEST TO 27 WINS") : qsTr("CLOSEST TO %1 WINS").arg(felt.table.target)
        color: Theme.feltSubtitle
        font.pixelSize: Math.max(11, felt.height * 0.02)
        font.letterSpacing: 3
    }

    HandView { // the dealer
        id: dealerHand
        anchors.horizontalCenter: parent.horizontalCenter
        y: 36
        cards: felt.table.dealerCards
        total: felt.table.dealerTotal
        cardWidth: felt.cardWidth
        finnish: felt.finnish
        fourColour: felt.fourColour
        cardBack: felt.cardBack
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: dealerHand.horizontalCenter
        anchors.bottom: dealerHand.top
        anchors.bottomMargin: 2
        text: qsTr("DEALER")
        color: Theme.feltLabel
        font.pixelSize: Theme.px(12)
        font.letterSpacing: 3
        font.bold: true
    }
    ShoeView {
        id: shoeView
        x: felt.width - width - 46
        y: 34
        remaining: felt.table.shoeRemaining
        size: felt.table.shoeSize
        cutCard: felt.table.cutCard
    }
    Rectangle { // discard tray
        x: 46; y: 34; width: 86; height: 112; radius: 8
        color: Theme.discardTray; border.color: Theme.discardTrayBorder; border.width: 2
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("DISCARDS\n%1").arg(felt.table.discards)
            horizontalAlignment: Text.AlignHCenter
            color: Theme.feltLabel
            font.pixelSize: Theme.px(11)
        }
    }

    Column { // the announcement and the mistake warning, above the seats (z) so that a long
             // line is never hidden under the cards
        z: 5
        anchors.horizontalCenter: parent.horizontalCenter
        // Below the dealer's hand and the shoe (with its count), whichever reaches lower.
        y: Math.max(felt.height * 0.30, dealerHand.y + dealerHand.height + 12,
                    shoeView.y + shoeView.height + 30)
        spacing: 6
        // Between the side seats' cards (seat 1 and the last seat sit at about ±0.33 of the
        // width from the centre), so that a long line wraps instead of covering them.
        readonly property real maxWidth: Math.max(240, Math.min(felt.width * 0.62 - 150, 760))
        Rectangle { // forced plays with their rule, outcomes, reshuffles
            visible: felt.table.announcement !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.maxWidth, announcementText.implicitWidth + 40)
            height: announcementText.implicitHeight + 16
            radius: Math.min(height / 2, 22)
            color: Theme.announcement
            border.color: Theme.gold
            RuleLinkedText {
                id: announcementText
                objectName: "announcement"
                anchors.centerIn: parent
                width: Math.min(parent.parent.maxWidth - 40, implicitWidth)
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                plain: felt.table.announcement
                color: Theme.text
                font.pixelSize: felt.height < 520 ? 13 : 15
            }
        }
        Rectangle { // with hints off: the last decision's mistake and its EV cost
            visible: felt.table.hints.warning !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.maxWidth, warningText.implicitWidth + 40)
            height: warningText.implicitHeight + 14
            radius: Math.min(height / 2, 20)
            color: Theme.warning
            border.color: Theme.loss
            RuleLinkedText {
                id: warningText
                objectName: "mistakeWarning"
                anchors.centerIn: parent
                width: Math.min(parent.parent.maxWidth - 40, implicitWidth)
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                plain: felt.table.hints.warning
                color: Theme.loss
                font.pixelSize: Theme.px(13)
            }
        }
    }

    Repeater { // the seats along the arc; seat 1 is on the dealer's left (the player's right)
        model: felt.table.seats
        SeatView {
            required property int index
            readonly property int n: felt.table.seatCount
            readonly property real angle: n === 1 ? Math.PI / 2
                                          : Math.PI * (felt.arcStart + (1 - 2 * felt.arcStart) * index / (n - 1))
            readonly property real rx: (felt.width - 28) / 2 * 0.74
            readonly property real ry: (felt.height - 28) * 0.70
            x: felt.width / 2 + rx * Math.cos(angle) - width / 2
            readonly property real arcY: 14 + ry * Math.sin(angle) - height / 2 + felt.height * 0.06
            // A seat that reaches under the shoe sits below the shoe's card count.
            readonly property bool underShoe: x + width > shoeView.x - 8 && x < shoeView.x + shoeView.width + 8
            y: underShoe ? Math.max(arcY, shoeView.y + shoeView.height + 24) : arcY
            z: human ? 2 : 1
            // Bots' cards are smaller, the more so the more seats share the arc.
            cardWidth: felt.cardWidth * (human ? 1.0 : n > 4 ? 0.68 : 0.8)
            finnish: felt.finnish
            fourColour: felt.fourColour
            cardBack: felt.cardBack
        }
    }
}
