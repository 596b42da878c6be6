import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Bonuses" section: the list of bonuses paid on a winning hand (F-16).
RuleSection {
    id: section
    // The bonuses (an int that changes only when the count does, so that editing a field
    // does not rebuild the entries under the cursor).
    readonly property int bonusCount: (editor && editor.revision >= 0 ? editor.count("bonuses") : 0)
    title: qsTr("Bonuses")
    prefixes: ["bonuses", "bonusRule"]
    note: qsTr("Paid only when the hand wins, every bonus whose conditions all hold for the final hand (F-16). Ranks: the hand is exactly these ranks in any order, e.g. \u201cA\u00a0K\u201d or \u201c9\u00a09\u00a09\u201d.")
    // A Column, not a layout: rows come and go while the form is laid out.
    Column {
        id: bonusList
        Layout.fillWidth: true
        spacing: 8
        Repeater {
            model: section.bonusCount
            delegate: RuleListItem {
                id: bonus
                required property int index
                itemIndex: index
                width: bonusList.width
                editor: section.editor
                listPath: "bonuses"
                count: section.bonusCount
                summary: {
                    if (section.editor.revision < 0) return ""
                    const amount = section.editor.value(path + ".amount")
                    const pays = section.editor.value(path + ".pay") === "table-minimums"
                        ? qsTr("pays %1 table minimums").arg(amount) : qsTr("pays %1 to 1").arg(amount)
                    return section.editor.value(path + ".name") + " \u2014 " + pays
                }
                RuleField { editor: section.editor; path: bonus.path + ".name"; label: qsTr("Name"); kind: "text"; controlWidth: 196 }
                RuleField { editor: section.editor; path: bonus.path + ".id"; label: qsTr("Id"); kind: "text"; controlWidth: 128 }
                RuleField { editor: section.editor; path: bonus.path + ".ranks"; label: qsTr("Ranks"); kind: "ranklist"; placeholder: qsTr("any"); controlWidth: 112 }
                RuleField { editor: section.editor; path: bonus.path + ".cards"; label: qsTr("Cards"); kind: "optint"; anyValue: 0; controlWidth: 60 }
                RuleField { editor: section.editor; path: bonus.path + ".total"; label: qsTr("Total"); kind: "optint"; anyValue: -1; controlWidth: 60 }
                RuleField {
                    editor: section.editor; path: bonus.path + ".pay"; label: qsTr("Pays in"); kind: "choice"; controlWidth: 146
                    options: [{ value: "odds", text: qsTr("odds (× wager)") }, { value: "table-minimums", text: qsTr("table minimums") }]
                }
                RuleField { editor: section.editor; path: bonus.path + ".amount"; label: qsTr("Amount"); kind: "ratio"; controlWidth: 76 }
                RuleField { editor: section.editor; path: bonus.path + ".rule"; label: qsTr("Rule"); kind: "ruleid" }
            }
        }
    }
    RowLayout {
        spacing: 18
        Button {
            Layout.alignment: Qt.AlignBottom
            text: qsTr("Add bonus")
            onClicked: section.editor.addItem("bonuses")
        }
        RuleField { editor: section.editor; path: "bonusRule"; label: qsTr("Rule (for bonuses without one)"); kind: "ruleid" }
    }
}
