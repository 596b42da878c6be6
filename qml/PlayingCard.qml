import QtQuick
import Finnish27

// One card, drawn by the card theme chosen in the settings (CardThemes, docs/card-themes.md)
// through the "cards" image provider; face down as a card back. If the art is missing, a plain
// face with the corner index is drawn, so the table stays readable.
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

    // The theme to draw with: the one chosen in the settings unless set.
    property string theme: CardThemes.current
    readonly property string themeVariant: CardThemes.revision >= 0 // read again after an install
        ? CardThemes.variantFor(theme, finnish, fourColour) : ""

    // What a screen reader says: "Seven of hearts", "Joker", "Face-down card".
    Accessible.role: Accessible.Graphic
    Accessible.name: !faceUp ? qsTr("Face-down card") : spokenName(code)
    function spokenName(c) {
        if (c === "") return qsTr("No card")
        if (c === "JOKER") return qsTr("Joker")
        const ranks = { "A": qsTr("Ace"), "2": qsTr("Two"), "3": qsTr("Three"), "4": qsTr("Four"),
                        "5": qsTr("Five"), "6": qsTr("Six"), "7": qsTr("Seven"), "8": qsTr("Eight"),
                        "9": qsTr("Nine"), "10": qsTr("Ten"), "J": qsTr("Jack"), "Q": qsTr("Queen"),
                        "K": qsTr("King") }
        const suits = { "S": qsTr("spades"), "H": qsTr("hearts"), "D": qsTr("diamonds"),
                        "C": qsTr("clubs") }
        const rank = ranks[c.slice(0, -1)], suit = suits[c.slice(-1)]
        //: A card's spoken name: %1 its rank ("Seven"), %2 its suit ("hearts").
        return rank && suit ? qsTr("%1 of %2").arg(rank).arg(suit) : c
    }
    readonly property string source: code === "" && faceUp ? ""
        : "image://cards/" + themeVariant + "/"
          + (!faceUp ? "back-" + back : code === "JOKER" ? "JOKER" + variant : code)
          + (CardThemes.revision > 0 ? "/" + CardThemes.revision : "")

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
