import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's analysis of the rules as edited: the exact house edge (optimal play and
// the basic-strategy chart, computed off the GUI thread) and, on request, a simulation.
ColumnLayout {
    id: analysis
    property var editor                 // the RuleEditorModel
    readonly property var houseEdge: editor ? editor.houseEdge : null
    readonly property var simulatedEdge: editor ? editor.simulatedEdge : null
    spacing: 4

    RowLayout { // the house edge of these rules, computed off the GUI thread
        objectName: "houseEdgeRow"
        spacing: 10
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            text: analysis.houseEdge.betting ? qsTr("House edge, bet on the player hand:")
                                             : qsTr("House edge, optimal play:")
            color: Theme.muted
        }
        Label {
            textFormat: Text.PlainText
            objectName: "houseEdgeOptimal"
            text: analysis.houseEdge.optimalText
            color: analysis.houseEdge.optimalReady ? Theme.gold : Theme.muted
            font.bold: analysis.houseEdge.optimalReady
            HoverHandler { id: edgeHover }
            ToolTip.visible: edgeHover.hovered
            ToolTip.delay: 300
            ToolTip.text: analysis.houseEdge.optimalReady
                          ? (analysis.houseEdge.betting
                             ? qsTr("Exact, per unit staked on the player hand, both hands played by their fixed strategies (nobody decides), dealt from a full shoe.")
                             : qsTr("Exact, for one seat playing every decision best with the cards seen (composition-dependent), dealt from a full shoe; insurance included."))
                          : analysis.houseEdge.computing
                            ? qsTr("The exact analysis of every initial deal: a few seconds for the presets, longer for some custom rule sets. It stops when you change the rules or close the editor.")
                            : analysis.houseEdge.reason
        }
        ProgressBar {
            objectName: "houseEdgeProgress"
            visible: analysis.houseEdge.computing
            from: 0; to: 1
            value: analysis.houseEdge.progress
            indeterminate: analysis.houseEdge.progress <= 0
            Layout.preferredWidth: 120
        }
        Label {
            textFormat: Text.PlainText
            visible: analysis.houseEdge.computing && analysis.houseEdge.elapsedSeconds > 2
            text: qsTr("%1 s").arg(analysis.houseEdge.elapsedSeconds)
            color: Theme.muted
        }
        Label {
            textFormat: Text.PlainText
            visible: analysis.houseEdge.state === HouseEdge.Unavailable
            text: analysis.houseEdge.reason
            color: Theme.muted
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.minimumWidth: 80
        }
        Label {
            textFormat: Text.PlainText
            text: analysis.houseEdge.betting ? qsTr("other bets:") : qsTr("basic strategy:")
            color: Theme.muted
            Layout.leftMargin: 8
        }
        Label {
            textFormat: Text.PlainText
            objectName: "houseEdgeBasic"
            text: analysis.houseEdge.basicText
            color: Theme.muted
            font.italic: true
            HoverHandler { id: basicHover }
            ToolTip.visible: basicHover.hovered
            ToolTip.delay: 300
            ToolTip.text: analysis.houseEdge.betting
                          ? qsTr("The exact house edge of the bets on the dealer hand and on a stalemate, per unit staked (finnish27-cli analyze gives all three).")
                          : qsTr("The exact house edge when every hand is played by the basic-strategy chart: the one shipped for a preset, or for changed rules one derived from the exact analysis after the optimal edge (finnish27-cli chart shows a chart).")
        }
        Item { Layout.fillWidth: true }
    }
    RowLayout { // a Monte Carlo estimate of the same, on request
        objectName: "simulatedEdgeRow"
        spacing: 10
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            text: analysis.houseEdge.betting ? qsTr("Simulated, bet on the player hand:")
                                             : qsTr("Simulated, basic strategy:")
            color: Theme.muted
        }
        Label {
            textFormat: Text.PlainText
            objectName: "simulatedEdgeText"
            text: analysis.simulatedEdge.text
            color: analysis.simulatedEdge.ready ? Theme.gold : Theme.muted
            font.bold: analysis.simulatedEdge.ready
            HoverHandler { id: simHover }
            ToolTip.visible: simHover.hovered
            ToolTip.delay: 300
            ToolTip.text: qsTr("The house edge estimated by playing rounds: one seat, dealt as these rules deal (cut card included), with one standard error. Seed 1, so the same rules give the same figure. Where the exact analysis does not cover the rules, it is the one figure.")
        }
        ProgressBar {
            objectName: "simulatedEdgeProgress"
            visible: analysis.simulatedEdge.running
            from: 0; to: 1
            value: analysis.simulatedEdge.progress
            indeterminate: analysis.simulatedEdge.progress <= 0
            Layout.preferredWidth: 120
        }
        BoundComboBox {
            id: simRounds
            objectName: "simulatedEdgeRounds"
            enabled: !analysis.simulatedEdge.running
            textRole: "text"
            valueRole: "value"
            model: [
                { text: qsTr("1 million rounds"), value: 1000000 },
                { text: qsTr("10 million rounds"), value: 10000000 },
                { text: qsTr("100 million rounds"), value: 100000000 }
            ]
            // The rounds in force, also when set elsewhere (tests, screenshots).
            selectedIndex: [1000000, 10000000, 100000000].indexOf(analysis.simulatedEdge.rounds)
            onActivated: analysis.simulatedEdge.rounds = currentValue
            Layout.preferredWidth: 190
        }
        Button {
            objectName: "simulatedEdgeButton"
            text: analysis.simulatedEdge.running ? qsTr("Stop") : qsTr("Simulate")
            enabled: analysis.simulatedEdge.running || analysis.simulatedEdge.canStart
            onClicked: analysis.simulatedEdge.running ? analysis.simulatedEdge.stop()
                                                      : analysis.simulatedEdge.start()
        }
        Label {
            textFormat: Text.PlainText
            objectName: "simulatedEdgeDetail"
            text: analysis.simulatedEdge.detail
            color: Theme.muted
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.minimumWidth: 80
        }
    }
}
