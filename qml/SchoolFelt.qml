import QtQuick
import QtQuick.Shapes
import Finnish27

// The dealer school's felt: the table's kidney felt with the dealer's place, the shoe and the
// discards along the straight edge and the seats' boxes along the arc, all as the dealer sees
// them (face-down cards shown and marked). Running the table, a click on a hand or on the
// dealer's place deals the next card there; the banners of the moment (the supervisor's word,
// the step the computer dealer is taking) go in the middle (the default property).
Item {
    id: felt
    required property DealerSchoolController school
    property SchoolTableView view: school ? school.view : null
    property bool interactive: true
    property int selectedSeat: 0 // -1: the dealer
    property int selectedHand: 0
    property bool nextFaceDown: false
    // Spotting: where the computer dealer acts (seat -1: the dealer, or the whole table when
    // dealerHighlighted is false).
    property int highlightSeat: -2
    property int highlightHand: -1
    property bool dealerHighlighted: false
    property bool fourColour: false
    property string cardBack: "red"
    property string indexStyle: "auto"
    default property alias overlay: overlayColumn.data
    signal dealRequested(int seat, int hand)
    signal selectRequested(int seat, int hand)
    signal declareRequested(int seat, int hand, string play)
    signal menuRequested(int seat, int hand, real x, real y)

    readonly property bool finnish: indexStyle === "auto" ? school.finnishIndices : indexStyle === "finnish"
    readonly property int seatCount: view ? view.seats.count : 0
    readonly property real cardWidth: Math.max(40, Math.min(width / 13, height / 7.6))

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
        id: title
        anchors.horizontalCenter: parent.horizontalCenter
        y: felt.height * 0.40
        visible: overlayColumn.height === 0
        text: felt.school.rulesName.toUpperCase()
        width: Math.min(implicitWidth, felt.width * 0.6) // a long user-given name is elided
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        color: Theme.feltTitle
        font.pixelSize: Math.max(14, felt.height * 0.034)
        font.bold: true
        font.letterSpacing: 4
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: title.bottom
        anchors.topMargin: 6
        visible: title.visible
        text: qsTr("DEALER SCHOOL")
        color: Theme.feltSubtitle
        font.pixelSize: Math.max(11, felt.height * 0.02)
        font.letterSpacing: 3
    }

    Item { // the dealer's place: click to deal the next card to the dealer
        id: dealerPlace
        objectName: "dealerPlace"
        anchors.horizontalCenter: parent.horizontalCenter
        y: 28
        width: Math.max(dealerHand.width + 24, 150)
        height: dealerHand.height + 12
        Rectangle {
            anchors.fill: parent
            radius: 10
            color: dealerArea.containsMouse && felt.interactive ? Theme.seatBoxHover : Theme.seatBox
            border.color: felt.selectedSeat === -1 && felt.interactive || felt.dealerHighlighted
                          ? Theme.gold : Theme.seatBoxBorder
            border.width: felt.selectedSeat === -1 && felt.interactive || felt.dealerHighlighted ? 2 : 1
        }
        HandView {
            id: dealerHand
            objectName: "dealerHand"
            anchors.horizontalCenter: parent.horizontalCenter
            y: 6
            cards: felt.view ? felt.view.dealerCards : []
            total: felt.view ? felt.view.dealerTotal : ""
            showFaceDown: true
            active: felt.dealerHighlighted
            cardWidth: felt.cardWidth
            finnish: felt.finnish
            fourColour: felt.fourColour
            cardBack: felt.cardBack
        }
        MouseArea {
            id: dealerArea
            objectName: "dealHere"
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Deal the next card to the dealer")
            anchors.fill: parent
            enabled: felt.interactive
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            onClicked: mouse => {
                if (mouse.button === Qt.RightButton) {
                    const p = mapToItem(felt, mouse.x, mouse.y)
                    felt.menuRequested(-1, 0, p.x, p.y)
                } else {
                    felt.dealRequested(-1, 0)
                }
            }
        }
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: dealerPlace.horizontalCenter
        anchors.bottom: dealerPlace.top
        anchors.bottomMargin: 1
        text: felt.interactive ? (felt.nextFaceDown ? qsTr("DEALER · NEXT CARD FACE DOWN") : qsTr("DEALER"))
                               : qsTr("DEALER")
        color: felt.nextFaceDown && felt.interactive ? Theme.gold : Theme.feltLabel
        font.pixelSize: Theme.px(11)
        font.letterSpacing: 2
        font.bold: true
    }
    ShoeView {
        id: shoeView
        x: felt.width - width - 46
        y: 30
        remaining: felt.school.shoeRemaining
        size: felt.school.shoeSize
        cutCard: felt.school.cutCard
    }
    Rectangle { // discard tray
        x: 46; y: 30; width: 86; height: 112; radius: 8
        color: Theme.discardTray; border.color: Theme.discardTrayBorder; border.width: 2
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("DISCARDS\n%1").arg(felt.school.discards)
            horizontalAlignment: Text.AlignHCenter
            color: Theme.feltLabel
            font.pixelSize: Theme.px(11)
        }
    }

    Column { // the banners of the moment, above the seats
        id: overlayColumn
        z: 5
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(felt.height * 0.28, dealerPlace.y + dealerPlace.height + 8)
        width: Math.max(240, Math.min(felt.width * 0.62 - 120, 680))
        spacing: 6
    }

    // The seats: evenly spaced across the felt (seat 1 on the dealer's left, the players' right),
    // each on an ellipse that follows the rail, below the shoe and the discards where they meet.
    readonly property real seatRowWidth: width * (seatCount > 4 ? 0.88 : 0.78)
    readonly property real slot: seatRowWidth / Math.max(1, seatCount)
    Repeater {
        model: felt.view ? felt.view.seats : null
        SchoolSeat {
            readonly property int n: felt.seatCount
            readonly property real centreX: felt.width / 2 + felt.seatRowWidth / 2 - felt.slot * (index + 0.5)
            readonly property real rx: felt.seatRowWidth / 2 + felt.slot * 0.35
            readonly property real ry: (felt.height - 28) * 0.7
            readonly property real dx: (centreX - felt.width / 2) / rx
            readonly property real arcY: 14 + ry * Math.sqrt(Math.max(0, 1 - dx * dx)) - height / 2
            // A seat that reaches under the shoe or the discards sits below them.
            readonly property bool underCorner: x + width > shoeView.x - 6 || x < 46 + 86 + 6
            readonly property real topLimit: underCorner ? shoeView.y + shoeView.height + 20
                                                         : dealerPlace.y + dealerPlace.height + 8
            maxWidth: felt.slot - 4
            x: Math.max(4, Math.min(felt.width - width - 4, centreX - width / 2))
            y: Math.max(topLimit, Math.min(felt.height - height - 8, arcY))
            z: selectedHand >= 0 ? 3 : 1
            selectedHand: felt.interactive && felt.selectedSeat === index ? felt.selectedHand : -1
            highlightHand: felt.highlightSeat === index ? felt.highlightHand : -1
            highlightSeat: felt.highlightSeat === index && felt.highlightHand < 0
            interactive: felt.interactive
            cardWidth: felt.cardWidth * (n > 5 ? 0.72 : n > 4 ? 0.8 : 0.9)
            finnish: felt.finnish
            fourColour: felt.fourColour
            cardBack: felt.cardBack
            onDealRequested: hand => felt.dealRequested(index, hand)
            onSelectRequested: hand => felt.selectRequested(index, hand)
            onDeclareRequested: (hand, play) => felt.declareRequested(index, hand, play)
            onMenuRequested: (hand, mx, my) => {
                const p = mapToItem(felt, mx, my)
                felt.menuRequested(index, hand, p.x, p.y)
            }
        }
    }
}
