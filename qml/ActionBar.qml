import QtQuick
import QtQuick.Controls
import Finnish27

// The legal actions of the moment, each a button with its keyboard shortcut. Only what the
// engine allows is shown. With hints on, each button shows the exact EV of its action (per
// unit bet) and the best action is highlighted; while the values are being computed the
// buttons say so.
Row {
    id: bar
    property var actions: []
    property var labels: [] // the engine's label of each action, in the same order
    property StrategyHints hints: null
    property bool compact: false // narrow windows: smaller buttons
    signal chosen(string action)
    spacing: compact ? 6 : 10

    readonly property bool showValues: !!hints && hints.enabled
    readonly property bool valuesReady: showValues && hints.state === StrategyHints.Ready
    readonly property var keys: ({
        "hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "U",
        "insure": "I", "decline-insurance": "N"
    })

    Repeater {
        model: bar.actions
        Button {
            id: button
            required property string modelData
            required property int index
            objectName: "action-" + modelData
            readonly property bool best: bar.valuesReady && bar.hints.best === modelData
            readonly property var hint: bar.valuesReady ? bar.hints.values.find(h => h.action === modelData)
                                                        : undefined
            readonly property string evText: !bar.showValues ? ""
                                             : bar.valuesReady ? qsTr("EV %1").arg(hint ? hint.evText : "")
                                             : bar.hints.state === StrategyHints.Computing ? qsTr("EV …") : ""
            text: (bar.labels[index] || modelData) + "  (" + bar.keys[modelData] + ")"
            font.pixelSize: Theme.px(bar.compact ? 14 : 16)
            font.bold: true
            onClicked: bar.chosen(modelData)
            Shortcut {
                sequence: bar.keys[button.modelData] || ""
                onActivated: bar.chosen(button.modelData)
            }
            ToolTip.visible: hovered && button.best
            ToolTip.delay: 400
            ToolTip.text: qsTr("The best action by the exact analysis")
            background: Rectangle {
                implicitWidth: bar.compact ? 96 : 120
                implicitHeight: button.evText !== "" ? 52 : 44
                radius: 22
                color: button.down ? Theme.goldPressed : button.hovered ? Theme.goldHovered : Theme.gold
                opacity: bar.valuesReady && !button.best ? 0.78 : 1
                border.color: button.best ? Theme.win : Theme.goldBorder
                border.width: button.best ? 4 : 1
            }
            contentItem: Item { // sized by its texts, so a long label (Finnish) still fits
                implicitWidth: labels.implicitWidth
                implicitHeight: labels.implicitHeight
                Column {
                    id: labels
                    anchors.centerIn: parent
                    spacing: 0
                    Text {
                        textFormat: Text.PlainText
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: button.text
                        font: button.font
                        color: Theme.actionText
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "ev"
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: button.evText !== ""
                        text: (button.best ? "\u2605 " : "") + button.evText
                        font.pixelSize: Theme.px(bar.compact ? 11 : 12)
                        font.bold: button.best
                        color: Theme.actionText
                    }
                }
            }
            leftPadding: bar.compact ? 10 : 14
            rightPadding: bar.compact ? 10 : 14
            topPadding: button.evText !== "" ? 5 : 6
            bottomPadding: button.evText !== "" ? 5 : 6
        }
    }
}
