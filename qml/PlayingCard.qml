import QtQuick

// One card: the generated SVG art (assets/cards), face down as a card back. If the art is
// missing, a plain face with the corner index is drawn, so the table stays readable.
Item {
    id: card
    property string code: ""
    property bool faceUp: true
    property bool finnish: true
    property bool fourColour: false
    property int variant: 1
    property string back: "red"
    width: 90
    height: width * 1.4

    readonly property string style: (finnish ? "finnish" : "standard") + (fourColour ? "-4c" : "")
    readonly property string source: code === "" && faceUp ? ""
        : !faceUp ? "qrc:/cards/common/back-" + back + ".svg"
        : code === "JOKER" ? "qrc:/cards/common/JOKER" + variant + ".svg"
        : "qrc:/cards/" + style + "/" + code + ".svg"

    Rectangle { // soft shadow
        x: 2; y: 3; width: parent.width; height: parent.height; radius: width * 0.07
        color: Theme.cardShadow
    }
    Image {
        id: art
        objectName: "art"
        anchors.fill: parent
        source: card.source
        sourceSize.width: Math.ceil(card.width * 2)
        sourceSize.height: Math.ceil(card.height * 2)
        smooth: true
        mipmap: true
    }
    Rectangle { // fallback face
        visible: art.status === Image.Error
        anchors.fill: parent
        radius: width * 0.07
        color: card.faceUp ? Theme.cardFace : Theme.cardBack
        border.color: Theme.cardBorder
        Text {
            textFormat: Text.PlainText
            visible: card.faceUp
            anchors.centerIn: parent
            text: card.code
            font.pixelSize: card.width * 0.3
            font.bold: true
            color: /[HD]$/.test(card.code) ? Theme.cardRed : Theme.cardBlack
        }
    }
}
