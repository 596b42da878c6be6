import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Dealer strategy" section: the dealer's fixed strategy (F-12).
RuleSection {
    id: section
    title: qsTr("Dealer strategy")
    prefixes: ["dealer"]
    note: qsTr("The first row that matches the dealer's hand decides: hit while the total is below its value. No matching row: stand (F-12).")
    RuleStrategyRows { Layout.fillWidth: true; editor: section.editor; listPath: "dealer.rows" }
    RuleField { editor: section.editor; path: "dealer.rule"; label: qsTr("Rule (for rows without one)"); kind: "ruleid" }
}
