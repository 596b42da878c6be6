import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The betting modes' bets (RULES.md: baccarat-like and slot modes): what each pays and its
// exact house edge, from the table's pay table and analysis. In the baccarat-like mode the
// player chooses one for the next round: click, or P, D and S.
RowLayout {
    id: picker
    property TableController table
    property bool active: true
    property bool compact: false
    spacing: compact ? 4 : 6

    Repeater {
        model: picker.table ? picker.table.payTable : []
        Button {
            id: bet
            required property var modelData
            objectName: "bet-" + modelData.side
            readonly property bool choice: picker.table.betSides.length > 1
            readonly property string key: modelData.side === "player" ? "P"
                                          : modelData.side === "dealer" ? "D" : "S"
            readonly property var edges: picker.table.betEdges
            readonly property string edge: modelData.side === "player"
                                           ? (edges.optimalReady ? edges.optimalText : "")
                                           : modelData.side === "dealer" ? edges.dealerBetText
                                           : edges.stalemateBetText
            checkable: choice
            checked: picker.table.betSide === modelData.side
            background: Rectangle { // the chosen bet in gold, as the table marks the best action
                implicitHeight: 40
                radius: 4
                color: bet.checked ? Theme.gold : Theme.controlButton
                border.color: Theme.controlEdge
            }
            font.pixelSize: Theme.px(picker.compact ? 11 : 12)
            text: choice ? qsTr("%1 (%2)").arg(modelData.label).arg(key) : modelData.label
            //: A bet's terms: %1 what it pays ("8:1"), %2 its exact house edge ("1.23 %", "…"
            //: while it is computed).
            readonly property string terms: qsTr("pays %1 · edge %2").arg(modelData.pays)
                                            .arg(edge !== "" ? edge : "…")
            contentItem: Column {
                spacing: 1
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    textFormat: Text.PlainText
                    text: bet.text
                    font.pixelSize: bet.font.pixelSize
                    font.bold: bet.checked
                    color: bet.checked ? Theme.background : Theme.text
                }
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    textFormat: Text.PlainText
                    text: bet.terms
                    font.pixelSize: bet.font.pixelSize - 1
                    color: bet.checked ? Theme.background : Theme.muted
                }
            }
            Accessible.name: qsTr("Bet on the %1: pays %2, house edge %3")
                             .arg(modelData.label).arg(modelData.pays).arg(edge !== "" ? edge : "…")
            onClicked: picker.table.betSide = modelData.side
            Shortcut {
                sequence: bet.key
                enabled: picker.active && bet.choice
                onActivated: picker.table.betSide = bet.modelData.side
            }
        }
    }
}
