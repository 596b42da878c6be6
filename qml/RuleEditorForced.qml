import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Forced plays" section: the list checked before every player decision (F-11).
RuleSection {
    id: section
    // The kinds of hand, as the choices of a field ({value, text}).
    property var handKinds: []
    // The forced plays (an int that changes only when the count does, so that editing a
    // field does not rebuild the rows under the cursor).
    readonly property int forcedCount: (editor && editor.revision >= 0 ? editor.count("forced") : 0)
    title: qsTr("Forced plays")
    prefixes: ["forced"]
    note: qsTr("Checked in order before every player decision; the first that holds is played without asking (F-11). Every condition given must hold; empty means any.")
    // A Column, not a layout: rows come and go while the form is laid out.
    Column {
        id: forcedList
        Layout.fillWidth: true
        spacing: 8
        Repeater {
            model: section.forcedCount
            delegate: RuleListItem {
                id: play
                required property int index
                itemIndex: index
                width: forcedList.width
                editor: section.editor
                listPath: "forced"
                count: section.forcedCount
                summary: (section.editor.revision >= 0 ? section.editor.describeForced(index) : "")
                RuleField {
                    editor: section.editor; path: play.path + ".op"; label: qsTr("Must"); kind: "choice"; controlWidth: 88
                    options: [{ value: "hit", text: qsTr("hit") }, { value: "stand", text: qsTr("stand") }]
                }
                RuleField { editor: section.editor; path: play.path + ".when.kind"; label: qsTr("Hand"); kind: "choice"; options: section.handKinds; controlWidth: 110 }
                RuleField { editor: section.editor; path: play.path + ".when.total"; label: qsTr("Total"); kind: "range"; boundWidth: 60 }
                RuleField { editor: section.editor; path: play.path + ".when.cards"; label: qsTr("Cards"); kind: "range"; boundWidth: 60 }
                RuleField {
                    editor: section.editor; path: play.path + ".when.dealer"; label: qsTr("Dealer's hand"); kind: "choice"; controlWidth: 124
                    options: [{ value: "any", text: qsTr("any") }, { value: "hit", text: qsTr("must hit") }, { value: "stand", text: qsTr("will stand") }]
                }
                RuleField { editor: section.editor; path: play.path + ".when.dealerTotal"; label: qsTr("Dealer shows"); kind: "range"; boundWidth: 60 }
                RuleField {
                    editor: section.editor; path: play.path + ".when.versusDealer"; label: qsTr("Total vs. dealer"); kind: "choice"; controlWidth: 120
                    options: [
                        { value: "any", text: qsTr("any") },
                        { value: "below", text: qsTr("below") },
                        { value: "at-or-below", text: qsTr("at or below") },
                        { value: "equal", text: qsTr("equal") },
                        { value: "at-or-above", text: qsTr("at or above") },
                        { value: "above", text: qsTr("above") }
                    ]
                }
                RuleField { editor: section.editor; path: play.path + ".rule"; label: qsTr("Rule"); kind: "ruleid" }
            }
        }
    }
    Button {
        text: qsTr("Add forced play")
        onClicked: section.editor.addItem("forced")
    }
}
