import QtQuick
import QtQuick.Shapes
import Finnish27

// A round of the history on a felt, as it stood after the events shown (RoundRecall): the
// dealer's cards and every seat, laid out as the table lays them.
Item {
    id: felt
    required property RoundRecall recall
    property bool fourColour: false
    property string cardBack: "red"
    property string indexStyle: "auto"
    readonly property bool finnish: indexStyle === "auto" ? recall.finnishIndices : indexStyle === "finnish"
    readonly property real cardWidth: Math.max(40, Math.min(width / 12, height / 6.2))

    Shape {
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            strokeColor: Theme.rail
            strokeWidth: 14
            fillGradient: RadialGradient {
                centerX: felt.width / 2; centerY: felt.height * 0.25
                centerRadius: felt.width * 0.7
                focalX: centerX; focalY: centerY
                GradientStop { position: 0; color: Theme.feltCentre }
                GradientStop { position: 1; color: Theme.feltEdge }
            }
            startX: 9; startY: 9
            PathLine { x: felt.width - 9; y: 9 }
            PathArc {
                x: 9; y: 9
                radiusX: (felt.width - 18) / 2; radiusY: felt.height - 18
                useLargeArc: true
            }
        }
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: felt.height * 0.36
        width: Math.min(implicitWidth, felt.width * 0.6)
        elide: Text.ElideRight
        text: felt.recall.rulesName.toUpperCase()
        color: Theme.feltTitle
        font.pixelSize: Math.max(13, felt.height * 0.032)
        font.bold: true
        font.letterSpacing: 3
    }
    HandView {
        id: dealerHand
        anchors.horizontalCenter: parent.horizontalCenter
        y: 26
        cards: felt.recall.dealerCards
        total: felt.recall.dealerTotal
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
        font.pixelSize: Theme.px(11)
        font.letterSpacing: 3
        font.bold: true
    }
    Repeater {
        model: felt.recall.seats
        SeatView {
            required property int index
            readonly property int n: felt.recall.seatCount
            readonly property real angle: n <= 1 ? Math.PI / 2 : Math.PI * (0.16 + 0.68 * index / (n - 1))
            readonly property real rx: (felt.width - 18) / 2 * 0.72
            readonly property real ry: (felt.height - 18) * 0.66
            x: felt.width / 2 + rx * Math.cos(angle) - width / 2
            y: 9 + ry * Math.sin(angle) - height / 2 + felt.height * 0.08
            z: human ? 2 : 1
            cardWidth: felt.cardWidth * (human ? 1.0 : n > 4 ? 0.66 : 0.8)
            finnish: felt.finnish
            fourColour: felt.fourColour
            cardBack: felt.cardBack
        }
    }
}
