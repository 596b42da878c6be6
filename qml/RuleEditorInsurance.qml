import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Insurance" section: the side bet on a dealer's natural.
RuleSection {
    id: section
    title: qsTr("Insurance")
    prefixes: ["insurance"]
    note: qsTr("A side bet offered on the listed dealer up-cards; it costs the price × wager and pays the payout × its stake when the dealer holds a natural.")
    RuleField { id: insured; editor: section.editor; path: "insurance.offered"; kind: "check"; label: qsTr("Insurance is offered"); alignWithControls: false }
    RuleField {
        visible: insured.current === true || (section.editor.revision >= 0 && section.editor.count("insurance.upCards") > 0)
        editor: section.editor; path: "insurance.upCards"; label: qsTr("On the dealer's up-cards"); kind: "rankset"
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "insurance.price"; label: qsTr("Price (× wager)"); kind: "ratio" }
        RuleField { editor: section.editor; path: "insurance.payout"; label: qsTr("Pays (× its stake)"); kind: "ratio" }
        RuleField { editor: section.editor; path: "insurance.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
}
