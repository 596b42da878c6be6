import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Shoe" section: decks, Jokers, removed ranks and the cut card (F-1, F-2).
RuleSection {
    id: section
    title: qsTr("Shoe")
    prefixes: ["shoe", "shoeRule", "reshuffleRule", "indexStyle"]
    note: qsTr("How many decks, Jokers and which ranks the shoe holds, and where the cut card sits: the shoe is reshuffled before the first round that would start with that many cards dealt (F-1, F-2).")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "shoe.decks"; label: qsTr("Decks (1–8)") }
        RuleField { editor: section.editor; path: "shoe.jokersPerDeck"; label: qsTr("Jokers per deck (0–4)") }
        RuleField {
            editor: section.editor; path: "shoe.cutCard"; label: qsTr("Cut card after")
            hint: section.editor.shoeSize > 0 ? qsTr("of %1 cards (%2% dealt)").arg(section.editor.shoeSize)
                      .arg(Math.round(100 * Number(section.editor.value("shoe.cutCard")) / section.editor.shoeSize)) : ""
        }
        RuleField {
            editor: section.editor; path: "indexStyle"; label: qsTr("Card indices"); kind: "choice"
            options: [{ value: "finnish", text: qsTr("Finnish (1, 11, 12, 13)") }, { value: "standard", text: qsTr("Standard (A, J, Q, K)") }]
        }
        RuleField { editor: section.editor; path: "shoeRule"; label: qsTr("Shoe rule"); kind: "ruleid" }
        RuleField { editor: section.editor; path: "reshuffleRule"; label: qsTr("Reshuffle rule"); kind: "ruleid" }
    }
    Button { // F-2: the shoe shrank under its cut card
        objectName: "moveCutCard"
        visible: section.editor.cutCardOffer > 0
        text: qsTr("Move the cut card to %1 (the same share of the smaller shoe)")
              .arg(section.editor.cutCardOffer)
        onClicked: section.editor.moveCutCard()
    }
    RuleField {
        editor: section.editor; path: "shoe.removedRanks"; label: qsTr("Ranks taken out of every deck")
        kind: "rankset"; ranks: section.editor.rankCodes.slice(0, 13)
    }
}
