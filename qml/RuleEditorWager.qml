import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Wager mode" section: standard, baccarat-like or slot, and their payouts.
RuleSection {
    id: section
    title: qsTr("Wager mode")
    prefixes: ["wagerMode", "baccarat"]
    note: qsTr("Standard: the player backs his own hand. Baccarat-like: bets on the player hand, the dealer hand or a stalemate, both hands played by fixed strategies; slot: a single bet on the player hand. Nobody is consulted in those modes, so double, split, surrender and insurance must be off.")
    RuleField {
        id: mode
        editor: section.editor; path: "wagerMode"; label: qsTr("Mode"); kind: "choice"
        options: [
            { value: "standard", text: qsTr("standard") },
            { value: "baccarat-like", text: qsTr("baccarat-like") },
            { value: "slot", text: qsTr("slot") }
        ]
    }
    ColumnLayout {
        visible: mode.current !== "standard"
        Layout.fillWidth: true
        spacing: 12
        Flow {
            Layout.fillWidth: true
            spacing: 18
            RuleField { editor: section.editor; path: "baccarat.playerPays"; label: qsTr("Player bet pays"); kind: "ratio" }
            RuleField { editor: section.editor; path: "baccarat.dealerPays"; label: qsTr("Dealer bet pays"); kind: "ratio" }
            RuleField { editor: section.editor; path: "baccarat.stalematePays"; label: qsTr("Stalemate bet pays"); kind: "ratio" }
            RuleField { editor: section.editor; path: "baccarat.rule"; label: qsTr("Rule"); kind: "ruleid" }
        }
        Label { textFormat: Text.PlainText; text: qsTr("The player hand's strategy (after the forced plays)"); color: Theme.text; font.bold: true }
        RuleStrategyRows { Layout.fillWidth: true; editor: section.editor; listPath: "baccarat.playerStrategy.rows" }
        RuleField { editor: section.editor; path: "baccarat.playerStrategy.rule"; label: qsTr("Rule (for rows without one)"); kind: "ruleid" }
    }
}
