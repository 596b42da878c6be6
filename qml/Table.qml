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
        property string layoutBlock: "dealer"
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
        property string layoutBlock: "shoe"
        x: felt.width - width - 46
        y: 34
        remaining: felt.table.shoeRemaining
        size: felt.table.shoeSize
        cutCard: felt.table.cutCard
    }
    Rectangle { // discard tray
        property string layoutBlock: "discards"
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
        id: banners
        z: 5
        anchors.horizontalCenter: parent.horizontalCenter
        // Below the dealer's hand, between the discard tray and the shoe.
        y: Math.max(felt.height * 0.30, dealerHand.y + dealerHand.height + 12)
        spacing: 6
        // Between the discard tray and the shoe, and between the side seats where they reach up
        // beside it; down to the seats below. What does not fit is cut short (the log keeps
        // all). Where the seats leave too little room, the banners lie over the computer
        // seats' cards, never over the player's.
        readonly property real widest: Math.min(760, 2 * (felt.width / 2 - felt.sideClear) - 16)
        // Two lines of the announcement and three of the warning (EV, the best action, its cost).
        readonly property real minHeight: 5 * lineHeight + 16 + 14 + spacing
        readonly property real maxWidth: felt.bannerRoom.width
        readonly property real maxHeight: felt.bannerRoom.height
        readonly property real fontSize: Theme.px(felt.height < 520 ? 12 : 15) // the desktop's text scale
        readonly property real lineHeight: Math.ceil(fontSize * 1.3)
        Rectangle { // forced plays with their rule, outcomes, reshuffles
            visible: felt.table.announcement !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.maxWidth, announcementText.width + 40)
            height: announcementText.height + 16
            radius: Math.min(height / 2, 22)
            color: Theme.announcement
            border.color: Theme.gold
            property string layoutBlock: "banner"
            property string layoutAbove: "seat"
            RuleLinkedText {
                id: announcementText
                objectName: "announcement"
                anchors.centerIn: parent
                // As wide as its one line (measured unwrapped: a cut text's own width follows
                // its cut), at most the room.
                TextMetrics { id: announcementLine; font: announcementText.font; text: felt.table.announcement }
                width: Math.min(banners.maxWidth - 40, Math.ceil(announcementLine.advanceWidth) + 2)
                wrapMode: Text.Wrap
                elide: Text.ElideRight
                // Two lines of the warning below, if shown, come first.
                maximumLineCount: Math.max(1, Math.floor((banners.maxHeight - 16 - (warningBanner.visible
                    ? 2 * banners.lineHeight + 14 + banners.spacing : 0)) / banners.lineHeight))
                horizontalAlignment: Text.AlignHCenter
                plain: felt.table.announcement
                color: Theme.text
                font.pixelSize: banners.fontSize
            }
        }
        Rectangle { // with hints off: the last decision's mistake and its EV cost
            id: warningBanner
            visible: felt.table.hints.warning !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.maxWidth, warningText.width + 40)
            height: warningText.height + 14
            radius: Math.min(height / 2, 20)
            color: Theme.warning
            border.color: Theme.loss
            property string layoutBlock: "banner"
            property string layoutAbove: "seat"
            RuleLinkedText {
                id: warningText
                objectName: "mistakeWarning"
                anchors.centerIn: parent
                TextMetrics { id: warningLine; font: warningText.font; text: felt.table.hints.warning }
                width: Math.min(banners.maxWidth - 40, Math.ceil(warningLine.advanceWidth) + 2)
                wrapMode: Text.Wrap
                elide: Text.ElideRight
                // Whatever room the announcement leaves.
                readonly property real room: banners.maxHeight - 14
                    - (felt.table.announcement !== "" ? announcementText.height + 16 + banners.spacing : 0)
                maximumLineCount: Math.max(1, Math.floor(room / banners.lineHeight))
                horizontalAlignment: Text.AlignHCenter
                plain: felt.table.hints.warning
                color: Theme.loss
                font.pixelSize: banners.fontSize
            }
        }
    }

    // The seats hang along an arc a little inside the rail, seat 1 on the dealer's left (the
    // player's right). Their places are even slices of the arc's width, the human's wider (its
    // cards are larger), so that neighbours never share width: a seat whose hands are wider
    // than its place fans its cards tighter, stacks its badges and at last is drawn smaller.
    readonly property int seatCount: table.seatCount
    readonly property real arcRadiusX: (width - 28) / 2 * (seatCount > 4 ? 0.86 : 0.74)
    readonly property real arcRadiusY: (height - 28) * 0.70
    readonly property real arcHalfWidth: arcRadiusX * Math.cos(Math.PI * 0.14)
    readonly property real humanWeight: seatCount > 4 ? 1.5 : 1.25
    // One computer seat's place; the end seats' centres lie at ±arcHalfWidth.
    readonly property real seatUnit: seatCount <= 2 ? arcHalfWidth
                                                    : 2 * arcHalfWidth / (seatCount - 2 + humanWeight)
    // From each side, what the discard tray and the shoe take; a seat reaching into it sits
    // below them.
    readonly property real sideClear: shoeView.width + 46 + 8
    function seatCardWidth(i) {
        return cardWidth * (i === table.humanSeat ? 1.0 : seatCount > 4 ? 0.68 : 0.8)
    }
    function seatSlot(i) { return seatUnit * (i === table.humanSeat ? humanWeight : 1) }
    function seatCentreX(i) {
        const total = seatUnit * (seatCount - 1 + humanWeight)
        const before = seatUnit * (i + (table.humanSeat < i ? humanWeight - 1 : 0))
        return width / 2 + total / 2 - before - seatSlot(i) / 2
    }
    // Where a seat's betting spot and name end: on the arc, as low as a seat of one row of
    // badges centred on it would reach.
    function arcBottom(i) {
        const c = Math.max(-1, Math.min(1, (seatCentreX(i) - width / 2) / arcRadiusX))
        return 14 + arcRadiusY * Math.sin(Math.acos(c)) + height * 0.06
               + (seatCardWidth(i) * 1.4 + 26 + 58) / 2
    }
    // What lies on the felt along its bottom edge (the betting modes' bets): the seats move up
    // together to end above it.
    property real bottomReserve: 0
    readonly property real seatLift: {
        if (bottomReserve <= 0) return 0
        let lowest = 0
        for (let i = 0; i < seatCount; ++i) lowest = Math.max(lowest, arcBottom(i))
        return Math.max(0, lowest - (height - bottomReserve))
    }
    function seatBottom(i) { return arcBottom(i) - seatLift }
    function reachesSides(i) {
        const half = seatSlot(i) / 2
        return seatCentreX(i) + half > width - sideClear || seatCentreX(i) - half < sideClear
    }
    readonly property real sideTop: shoeView.y + shoeView.height + 24
    // The banners' room (width, height), measured over the seats as they grow.
    property size bannerRoom: Qt.size(banners.widest, height - banners.y)
    function measureSeats() {
        const mid = width / 2, y0 = banners.y, seats = []
        for (let i = 0; i < seatRepeater.count; ++i) {
            const seat = seatRepeater.itemAt(i)
            if (!seat) continue
            const w = seat.width * seat.scale
            seats.push({ left: seat.centreX - w / 2, right: seat.centreX + w / 2,
                         top: seat.y + seat.height * (1 - seat.scale), human: seat.human })
        }
        // The side seats reaching into the banners' least height narrow them.
        let left = mid - banners.widest / 2, right = mid + banners.widest / 2
        for (const s of seats)
            if (s.top < y0 + banners.minHeight && (s.right < mid || s.left > mid)) {
                if (s.right < mid) left = Math.max(left, s.right + 8)
                else right = Math.min(right, s.left - 8)
            }
        let w = 2 * Math.min(mid - left, right - mid)
        if (w < 240) w = banners.widest
        let top = height, player = height
        for (const s of seats) {
            if (s.right > mid - w / 2 && s.left < mid + w / 2) top = Math.min(top, s.top)
            if (s.human) player = s.top
        }
        bannerRoom = Qt.size(w, (top - y0 >= banners.minHeight ? top : player) - 8 - y0)
    }
    onWidthChanged: measureSeats()
    onHeightChanged: measureSeats()

    Repeater {
        id: seatRepeater
        model: felt.table.seats
        onItemAdded: felt.measureSeats()
        onItemRemoved: felt.measureSeats()
        SeatView {
            required property int index
            readonly property real centreX: felt.seatCentreX(index)
            maxWidth: felt.seatSlot(index) - 8
            x: centreX - width / 2
            readonly property real bottomY: felt.seatBottom(index)
            y: felt.reachesSides(index) ? Math.max(bottomY - height, felt.sideTop) : bottomY - height
            z: human ? 2 : 1
            cardWidth: felt.seatCardWidth(index)
            onYChanged: felt.measureSeats()
            onHeightChanged: felt.measureSeats()
            onScaleChanged: felt.measureSeats()
            finnish: felt.finnish
            fourColour: felt.fourColour
            cardBack: felt.cardBack
        }
    }
}
