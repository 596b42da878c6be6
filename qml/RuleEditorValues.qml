import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Card values and the Joker" section: the target and every rank's point value (F-3).
RuleSection {
    id: section
    title: qsTr("Card values and the Joker")
    prefixes: ["values"]
    note: qsTr("Point values (F-3). An Ace counts its high value when that keeps the total at or below the target, else its low value; at most one Ace counts high.")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "values.target"; label: qsTr("Target total") }
        RuleField { editor: section.editor; path: "values.aceHigh"; label: qsTr("Ace high value") }
        RuleField {
            editor: section.editor; path: "values.joker"; label: qsTr("Joker"); kind: "choice"; controlWidth: 220
            options: [{ value: "zero", text: qsTr("counts 0") }, { value: "wild-to-target", text: qsTr("wild: makes the target") }]
        }
        RuleField { editor: section.editor; path: "values.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    Label { textFormat: Text.PlainText; text: qsTr("Point value of each rank (A: the Ace's low value)"); color: Theme.muted; font.pixelSize: Theme.px(12) }
    Flow {
        Layout.fillWidth: true
        spacing: 10
        Repeater {
            model: section.editor.rankCodes.slice(0, 13)
            delegate: RuleField {
                required property string modelData
                editor: section.editor; path: "values.points." + modelData; label: modelData
                controlWidth: 104
            }
        }
    }
    Label {
        textFormat: Text.PlainText
        readonly property string problem: (section.editor.revision >= 0 ? section.editor.problemAt("values.points") : "")
        visible: problem !== ""
        text: problem
        color: Theme.loss
        font.pixelSize: Theme.px(12)
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
