import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Finnish27

// The Seven Twenty-Seven felt: an oval table with the seats around it in the order of play
// (clockwise from the human at the bottom), each seat's stake in front of it, the pot in the
// middle, and the showdown's result over the centre once the hand is over.
Item {
    id: felt
    property Seven27Controller game: null
    property bool fourColour: false
    property string cardBack: "red"
    signal nextHandRequested()

    readonly property int seatCount: game ? game.seats.count : 0
    readonly property real cardWidth: Math.max(28, Math.min(54, Math.min(height * 0.075, width * 0.045)))
    // The seats' centres lie on an ellipse a little inside the rail.
    readonly property real rx: width / 2 - cardWidth * 1.9
    readonly property real ry: height / 2 - cardWidth * 1.25
    function seatX(i) { return width / 2 + rx * Math.cos(Math.PI / 2 + 2 * Math.PI * i / Math.max(1, seatCount)) }
    function seatY(i) { return height / 2 + ry * Math.sin(Math.PI / 2 + 2 * Math.PI * i / Math.max(1, seatCount)) }

    Shape { // rail and felt
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            strokeColor: Theme.railLight
            strokeWidth: 2
            fillColor: Theme.rail
            PathAngleArc {
                centerX: felt.width / 2; centerY: felt.height / 2
                radiusX: felt.width / 2 - 3; radiusY: felt.height / 2 - 3
                startAngle: 0; sweepAngle: 360
            }
        }
        ShapePath {
            strokeColor: Theme.feltStroke
            strokeWidth: 2
            fillGradient: RadialGradient {
                centerX: felt.width / 2; centerY: felt.height * 0.45
                centerRadius: Math.max(felt.width, felt.height) * 0.55
                focalX: centerX; focalY: centerY
                GradientStop { position: 0; color: Theme.feltCentre }
                GradientStop { position: 1; color: Theme.feltEdge }
            }
            PathAngleArc {
                centerX: felt.width / 2; centerY: felt.height / 2
                radiusX: felt.width / 2 - 20; radiusY: felt.height / 2 - 20
                startAngle: 0; sweepAngle: 360
            }
        }
        ShapePath { // the printed line of the betting area
            strokeColor: Theme.bettingLine
            strokeWidth: 2
            fillColor: "transparent"
            PathAngleArc {
                centerX: felt.width / 2; centerY: felt.height / 2
                radiusX: felt.rx * 0.5; radiusY: felt.ry * 0.5
                startAngle: 0; sweepAngle: 360
            }
        }
    }

    Column { // the printed layout and the pot
        id: centre
        anchors.centerIn: parent
        spacing: 4
        visible: !showdown.visible
        // The printed words stay inside the betting line, clear of the side seats: a long
        // title (Finnish) wraps and, if it must, prints smaller.
        Text {
            property string layoutBlock: "title"
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: felt.rx
            wrapMode: Text.Wrap
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 9
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("SEVEN TWENTY-SEVEN")
            color: Theme.seven27Title
            font.pixelSize: Math.max(13, felt.height * 0.032)
            font.bold: true
            font.letterSpacing: 3
        }
        Text {
            property string layoutBlock: "title"
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: felt.rx
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("NEAREST 7 TAKES HALF · NEAREST 27 TAKES HALF")
            color: Theme.seven27Subtitle
            font.pixelSize: Math.max(9, felt.height * 0.017)
            font.letterSpacing: 1
        }
        Row { // the pot: a few chip stacks and the amount
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 8
            topPadding: 6
            visible: felt.game && felt.game.pot > 0
            Repeater {
                model: felt.game ? Math.min(6, Math.max(2, Math.ceil(felt.game.pot / 4))) : 0
                Item {
                    id: stack
                    required property int index
                    width: felt.cardWidth * 0.6; height: width + (2 + index % 3) * 4
                    Repeater {
                        model: 2 + stack.index % 3
                        Rectangle {
                            required property int index
                            y: stack.height - felt.cardWidth * 0.6 - index * 4
                            width: felt.cardWidth * 0.6; height: width * 0.55; radius: height / 2
                            color: Theme.potChipColours[(index + stack.index) % 5]
                            border.color: Theme.potChipEdge
                        }
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            visible: felt.game && felt.game.pot > 0
            text: felt.game ? qsTr("Pot %1").arg(felt.game.pot) : ""
            color: Theme.gold
            font.pixelSize: Math.max(15, felt.height * 0.034)
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: felt.game ? felt.game.stageText : ""
            color: Theme.muted
            font.pixelSize: Math.max(10, felt.height * 0.019)
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            visible: felt.game && felt.game.raiseCapReached
            text: qsTr("Raise cap reached")
            color: Theme.loss
            font.pixelSize: Math.max(10, felt.height * 0.019)
        }
    }

    Repeater { // each seat's chips in play, in front of it
        model: felt.game ? felt.game.seats : null
        Row {
            required property int index
            required property var stake
            visible: stake > 0
            spacing: 4
            x: felt.width / 2 + (felt.seatX(index) - felt.width / 2) * 0.64 - width / 2
            y: felt.height / 2 + (felt.seatY(index) - felt.height / 2) * 0.6 - height / 2
            Rectangle {
                width: felt.cardWidth * 0.45; height: width; radius: width / 2
                color: Theme.dealerMarker; border.color: Theme.dealerMarkerBorder; border.width: 2
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                textFormat: Text.PlainText
                text: parent.stake
                color: Theme.text
                font.bold: true
                font.pixelSize: Math.max(11, felt.cardWidth * 0.3)
                anchors.verticalCenter: parent.verticalCenter
            }
        }
    }

    Repeater {
        model: felt.game ? felt.game.seats : null
        Seven27Seat {
            property string layoutBlock: "seat" + seat
            cardWidth: human ? felt.cardWidth * 1.3 : felt.cardWidth
            fourColour: felt.fourColour
            cardBack: felt.cardBack
            x: Math.max(2, Math.min(felt.width - width - 2, felt.seatX(seat) - width / 2))
            y: Math.max(2, Math.min(felt.height - height - 2, felt.seatY(seat) - height / 2))
        }
    }

    Rectangle { // the showdown: who won each half and why
        id: showdown
        objectName: "showdown"
        visible: felt.game && (felt.game.phase === Seven27Controller.HandOver
                               || felt.game.phase === Seven27Controller.GameOver)
                 && felt.game.showdownTitle !== ""
        anchors.centerIn: parent
        width: Math.min(felt.rx * 1.25, 560)
        height: showdownColumn.implicitHeight + 24
        radius: 12
        color: Theme.showdownPanel
        border.color: Theme.gold
        border.width: 2
        Column {
            id: showdownColumn
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 12 }
            spacing: 5
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: felt.game ? felt.game.showdownTitle : ""
                color: Theme.gold
                font.bold: true
                font.pixelSize: Math.max(13, felt.height * 0.026)
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
            Repeater {
                model: felt.game ? felt.game.showdownLines : []
                Text {
                    textFormat: Text.PlainText
                    required property string modelData
                    required property int index
                    width: showdownColumn.width
                    text: modelData
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    color: felt.game && index === felt.game.showdownLines.length - 1 ? Theme.muted : Theme.text
                    font.pixelSize: Math.max(10, felt.height * 0.018)
                    font.italic: felt.game && index === felt.game.showdownLines.length - 1
                }
            }
        }
    }
}
