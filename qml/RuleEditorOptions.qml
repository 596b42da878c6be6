import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Player options" section: the card limit, double down, split and surrender.
RuleSection {
    id: section
    // The kinds of hand, as the choices of a field ({value, text}).
    property var handKinds: []
    title: qsTr("Player options")
    prefixes: ["cardLimit", "doubleDown", "split", "surrender"]
    note: qsTr("The card limit, and when the player may double down (F-18), split (F-17) or surrender (F-15).")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "cardLimit.cards"; label: qsTr("Most cards in a hand"); hint: qsTr("0: no limit") }
        RuleField { editor: section.editor; path: "cardLimit.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    Label { textFormat: Text.PlainText; text: qsTr("Double down"); color: Theme.text; font.bold: true }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { id: dbl; editor: section.editor; path: "doubleDown.allowed"; kind: "check"; label: qsTr("Allowed") }
        RuleField { enabled: dbl.current === true; editor: section.editor; path: "doubleDown.kind"; label: qsTr("On"); kind: "choice"; options: section.handKinds; controlWidth: 120 }
        RuleField { enabled: dbl.current === true; editor: section.editor; path: "doubleDown.total"; label: qsTr("Totals"); kind: "range" }
        RuleField { enabled: dbl.current === true; editor: section.editor; path: "doubleDown.firstTwoOnly"; kind: "check"; label: qsTr("First two cards only") }
        RuleField { enabled: dbl.current === true; editor: section.editor; path: "doubleDown.afterSplit"; kind: "check"; label: qsTr("After a split") }
        RuleField { editor: section.editor; path: "doubleDown.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    Label { textFormat: Text.PlainText; text: qsTr("Split"); color: Theme.text; font.bold: true }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { id: spl; editor: section.editor; path: "split.allowed"; kind: "check"; label: qsTr("Allowed") }
        RuleField { enabled: spl.current === true; editor: section.editor; path: "split.byValue"; kind: "check"; label: qsTr("Equal value (K+Q) counts as a pair") }
        RuleField { enabled: spl.current === true; editor: section.editor; path: "split.maxHands"; label: qsTr("Most hands"); hint: qsTr("2: no resplit") }
        RuleField { enabled: spl.current === true; editor: section.editor; path: "split.acesOneCardEach"; kind: "check"; label: qsTr("Split Aces take one card each") }
        RuleField { enabled: spl.current === true; editor: section.editor; path: "split.splitNaturalBeatsTotal"; kind: "check"; label: qsTr("Two-card target after a split beats other totals") }
        RuleField { editor: section.editor; path: "split.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    Label { textFormat: Text.PlainText; text: qsTr("Surrender"); color: Theme.text; font.bold: true }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { id: sur; editor: section.editor; path: "surrender.allowed"; kind: "check"; label: qsTr("Allowed") }
        RuleField { enabled: sur.current === true; editor: section.editor; path: "surrender.firstTwoOnly"; kind: "check"; label: qsTr("First two cards only") }
        RuleField { enabled: sur.current === true; editor: section.editor; path: "surrender.afterSplit"; kind: "check"; label: qsTr("After a split") }
        RuleField { enabled: sur.current === true; editor: section.editor; path: "surrender.refund"; label: qsTr("Refund (of the wager)"); kind: "ratio" }
        RuleField { editor: section.editor; path: "surrender.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
}
