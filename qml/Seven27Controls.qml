import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The human's controls at the Seven Twenty-Seven table: the legal moves of the moment (from
// the controller, never decided here) as buttons with keyboard shortcuts, the bet / raise
// amount within the current limits, and the next-hand / new-game buttons between hands.
RowLayout {
    id: bar
    property Seven27Controller game: null
    property bool active: true // false while the page is hidden: no shortcuts
    property bool compact: false
    signal newGameRequested()
    spacing: compact ? 6 : 10

    readonly property var actions: game ? game.legalActions : []
    readonly property bool sized: actions.indexOf("bet") >= 0 || actions.indexOf("raise") >= 0
    readonly property int amountMin: !game ? 0 : actions.indexOf("bet") >= 0 ? game.betMin : game.raiseMin
    readonly property int amountMax: !game ? 0 : actions.indexOf("bet") >= 0 ? game.betMax : game.raiseMax
    readonly property var keys: ({ "pass": "P", "bet": "B", "call": "C", "raise": "R", "fold": "F",
                                   "draw": "D", "stay": "S" })
    function label(a) {
        if (a === "pass") return qsTr("Pass")
        if (a === "bet") return qsTr("Bet %1").arg(amount.value)
        if (a === "call") return qsTr("Call %1").arg(game.toCall)
        if (a === "raise") return qsTr("Raise %1").arg(amount.value)
        if (a === "fold") return qsTr("Fold")
        if (a === "draw") return qsTr("Take a card")
        if (a === "stay") return qsTr("Stand pat")
        return a
    }
    function choose(a) {
        if (actions.indexOf(a) < 0) return
        game.act(a, a === "bet" || a === "raise" ? amount.value : 0)
    }

    ColumnLayout { // the amount of a bet or raise, within the limits (S-4)
        visible: bar.sized
        spacing: 0
        Text {
            textFormat: Text.PlainText
            text: bar.actions.indexOf("bet") >= 0 ? qsTr("Bet %1–%2").arg(bar.amountMin).arg(bar.amountMax)
                                                 : qsTr("Raise by %1–%2").arg(bar.amountMin).arg(bar.amountMax)
            color: Theme.muted
            font.pixelSize: Theme.px(11)
        }
        RowLayout {
            spacing: 4
            Slider {
                id: slider
                Accessible.name: qsTr("Amount")
                visible: !bar.compact && bar.amountMax > bar.amountMin
                from: bar.amountMin; to: Math.max(bar.amountMin + 1, bar.amountMax)
                stepSize: 1; snapMode: Slider.SnapAlways
                value: amount.value
                onMoved: amount.value = value
                Layout.preferredWidth: 110
            }
            SpinBox {
                id: amount
                objectName: "amount"
                Accessible.name: qsTr("Amount")
                from: bar.amountMin; to: bar.amountMax
                editable: true
                Layout.preferredWidth: 104
                onFromChanged: value = from
            }
        }
        Shortcut { sequences: ["+", "="]; enabled: bar.active && bar.sized; onActivated: amount.increase() }
        Shortcut { sequence: "-"; enabled: bar.active && bar.sized; onActivated: amount.decrease() }
    }

    Repeater {
        model: bar.actions
        Button {
            id: button
            required property string modelData
            objectName: "s27-" + modelData
            text: bar.label(modelData) + "  (" + bar.keys[modelData] + ")"
            font.pixelSize: Theme.px(bar.compact ? 13 : 15)
            font.bold: true
            onClicked: bar.choose(modelData)
            Shortcut {
                sequence: bar.keys[button.modelData]
                enabled: bar.active
                onActivated: bar.choose(button.modelData)
            }
            background: Rectangle {
                implicitWidth: bar.compact ? 84 : 104
                implicitHeight: 42
                radius: 21
                readonly property bool hinted: bar.game && bar.game.hints.state === Seven27Hints.Ready
                                               && bar.game.hints.move === button.modelData
                color: button.down ? Theme.goldPressed : button.hovered ? Theme.goldHovered
                       : button.modelData === "fold" ? Theme.foldButton : Theme.gold
                border.color: hinted ? Theme.win : Theme.goldBorder
                border.width: hinted ? 4 : 1
            }
            contentItem: Text {
                textFormat: Text.PlainText
                text: button.text
                font: button.font
                color: Theme.actionText
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                leftPadding: 8; rightPadding: 8
            }
        }
    }

    Button {
        objectName: "s27-next"
        visible: bar.game && bar.game.phase === Seven27Controller.HandOver
        text: qsTr("Next hand (N)")
        font.bold: true
        font.pixelSize: Theme.px(bar.compact ? 13 : 15)
        onClicked: bar.game.nextHand()
        Shortcut {
            sequences: ["N", "Return", "Enter"]
            enabled: bar.active && bar.game && bar.game.phase === Seven27Controller.HandOver
            onActivated: bar.game.nextHand()
        }
    }
    Button {
        id: newGameButton
        visible: bar.game && (bar.game.phase === Seven27Controller.Setup || bar.game.phase === Seven27Controller.GameOver)
        text: qsTr("New game… (N)")
        font.bold: true
        font.pixelSize: Theme.px(bar.compact ? 13 : 15)
        onClicked: bar.newGameRequested()
        Shortcut { // the first game, and the next after one ends, from the keyboard
            sequences: ["N", "Return", "Enter"]
            enabled: bar.active && newGameButton.visible
            onActivated: bar.newGameRequested()
        }
    }
}
