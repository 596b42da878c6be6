import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Outcomes" section: predetermined wins, the five-card rule and ties.
RuleSection {
    id: section
    // The winner of a tie, as the choices of a field ({value, text}).
    property var winners: []
    title: qsTr("Outcomes")
    prefixes: ["predetermined", "fiveCard", "comparison", "settlementRule"]
    note: qsTr("Predetermined wins and losses, the five-card rule (PL-9) and who wins equally close totals (F-13, F-14). A bust always loses for the player and pays the player for the dealer.")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "predetermined.playerTargetWins"; kind: "check"; label: qsTr("A player's exact target wins at once") }
        RuleField { editor: section.editor; path: "predetermined.playerTargetRule"; label: qsTr("Rule"); kind: "ruleid" }
        RuleField { editor: section.editor; path: "predetermined.playerBustRule"; label: qsTr("Player bust rule"); kind: "ruleid" }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "predetermined.dealerTargetWins"; kind: "check"; label: qsTr("A dealer's exact target wins") }
        RuleField { editor: section.editor; path: "predetermined.dealerTargetRule"; label: qsTr("Rule"); kind: "ruleid" }
        RuleField { editor: section.editor; path: "predetermined.dealerBustRule"; label: qsTr("Dealer bust rule"); kind: "ruleid" }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { id: five; editor: section.editor; path: "fiveCard.enabled"; kind: "check"; label: qsTr("Five-card rule: poker hands decide") }
        RuleField { enabled: five.current === true; editor: section.editor; path: "fiveCard.cards"; label: qsTr("Qualifying hand size") }
        RuleField { editor: section.editor; path: "fiveCard.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "comparison.tie"; label: qsTr("Equally close totals"); kind: "choice"; options: section.winners }
        RuleField { editor: section.editor; path: "comparison.rule"; label: qsTr("Rule"); kind: "ruleid" }
        RuleField { editor: section.editor; path: "settlementRule"; label: qsTr("Settlement rule"); kind: "ruleid" }
    }
}
