import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Deal and naturals" section: the dealer's first two cards and the naturals.
RuleSection {
    id: section
    // The winner of a tie, as the choices of a field ({value, text}).
    property var winners: []
    // The natural pairs (an int that changes only when the count does, so that editing a
    // field does not rebuild the pairs under the cursor).
    readonly property int pairCount: (editor && editor.revision >= 0 ? editor.count("natural.pairs") : 0)
    title: qsTr("Deal and naturals")
    prefixes: ["dealerInitial", "dealRule", "holeCardRule", "natural"]
    note: qsTr("The dealer's first two cards, and which two-card hands are naturals, what they pay and who wins when both have one.")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField {
            editor: section.editor; path: "dealerInitial"; label: qsTr("Dealer's initial cards"); kind: "choice"; controlWidth: 300
            options: [
                { value: "hole-then-up", text: qsTr("hole card first, then an up-card") },
                { value: "up-then-hole", text: qsTr("up-card first, then a hole card") },
                { value: "both-up", text: qsTr("both face up") },
                { value: "up-only", text: qsTr("one up-card only") }
            ]
        }
        RuleField { editor: section.editor; path: "dealRule"; label: qsTr("Deal rule"); kind: "ruleid" }
        RuleField { editor: section.editor; path: "holeCardRule"; label: qsTr("Hole-card rule"); kind: "ruleid" }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField {
            id: naturalKind
            editor: section.editor; path: "natural.kind"; label: qsTr("Naturals"); kind: "choice"; controlWidth: 250
            options: [
                { value: "none", text: qsTr("none") },
                { value: "rank-pairs", text: qsTr("listed pairs of ranks") },
                { value: "two-card-target", text: qsTr("any two cards making the target") }
            ]
        }
        RuleField {
            visible: naturalKind.current !== "none"
            editor: section.editor; path: "natural.payout"; label: qsTr("Pays (× wager)"); kind: "ratio"
        }
        RuleField {
            visible: naturalKind.current !== "none"
            editor: section.editor; path: "natural.bothHave"; label: qsTr("When both have one"); kind: "choice"
            options: section.winners
        }
        RuleField {
            visible: naturalKind.current !== "none"
            editor: section.editor; path: "natural.dealerChecksAtOnce"; kind: "check"
            label: qsTr("Dealer checks for a natural at once")
        }
        RuleField { editor: section.editor; path: "natural.rule"; label: qsTr("Rule"); kind: "ruleid" }
    }
    ColumnLayout {
        visible: naturalKind.current === "rank-pairs" || section.pairCount > 0
        spacing: 6
        Label { textFormat: Text.PlainText; text: qsTr("Natural pairs"); color: Theme.muted; font.pixelSize: Theme.px(12) }
        Label {
            textFormat: Text.PlainText
            readonly property string problem: (section.editor.revision >= 0 ? section.editor.problemAt("natural.pairs") : "")
            visible: problem !== ""
            text: problem
            color: Theme.loss
            font.pixelSize: Theme.px(12)
        }
        Flow {
            Layout.fillWidth: true
            spacing: 12
            Repeater {
                model: section.pairCount
                delegate: Rectangle {
                    id: pair
                    required property int index
                    readonly property string path: "natural.pairs[" + index + "]"
                    readonly property string problem: (section.editor.revision >= 0 ? section.editor.problemAt(path, true) : "")
                    implicitWidth: pairRow.implicitWidth + 16
                    implicitHeight: pairRow.implicitHeight + 12
                    radius: 6
                    color: Theme.listItem
                    border.color: problem !== "" ? Theme.loss : Theme.listItemBorder
                    RowLayout {
                        id: pairRow
                        anchors.centerIn: parent
                        spacing: 6
                        RuleField { editor: section.editor; path: pair.path + "[0]"; kind: "rank"; controlWidth: 92 }
                        Label { textFormat: Text.PlainText; text: "+"; color: Theme.text; font.bold: true }
                        RuleField { editor: section.editor; path: pair.path + "[1]"; kind: "rank"; controlWidth: 92 }
                        ToolButton {
                            text: "\u2715"
                            Accessible.name: qsTr("Remove this pair")
                            onClicked: section.editor.removeItem("natural.pairs", pair.index)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Remove this pair")
                        }
                    }
                }
            }
            Button {
                text: qsTr("Add pair")
                onClicked: section.editor.addItem("natural.pairs")
            }
        }
    }
}
