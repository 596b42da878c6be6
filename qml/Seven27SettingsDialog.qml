import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The table settings chosen before a game of Seven Twenty-Seven (players, ante, limits, raise
// cap, deal variant, "nearest" variant, opponents). The values are edited in `store` (the
// persisted settings); the controller follows them and says what is wrong (settingsError).
Dialog {
    id: dialog
    property Seven27Controller game: null
    property var store: null
    signal startRequested()
    title: qsTr("Seven Twenty-Seven: table settings")
    modal: true
    width: Math.min(560, parent ? parent.width - 40 : 560)
    padding: 16

    component Field: Label { textFormat: Text.PlainText; color: Theme.muted; Layout.alignment: Qt.AlignRight | Qt.AlignVCenter }
    readonly property var opponentChoices: [
        { id: "tight,loose,aggressive,balanced", name: qsTr("Mixed: tight, loose, aggressive, balanced") },
        { id: "tight", name: qsTr("All tight") },
        { id: "loose", name: qsTr("All loose") },
        { id: "aggressive", name: qsTr("All aggressive") },
        { id: "balanced", name: qsTr("All balanced") },
        { id: "naive", name: qsTr("All naive (draw to 20, always call)") }
    ]

    contentItem: ColumnLayout {
        spacing: 10
        GridLayout {
            columns: 2
            columnSpacing: 12
            rowSpacing: 6
            Field { text: qsTr("Players (with you)") }
            SpinBox { Accessible.name: qsTr("Players (with you)"); objectName: "s27players"; from: 2; to: 12; value: dialog.store.players; onValueModified: dialog.store.players = value }
            Field { text: qsTr("Starting chips") }
            SpinBox { Accessible.name: qsTr("Starting chips"); from: 1; to: 100000; stepSize: 10; editable: true; value: dialog.store.startingChips; onValueModified: dialog.store.startingChips = value }
            Field { text: qsTr("Ante") }
            SpinBox { Accessible.name: qsTr("Ante"); from: 0; to: 1000; editable: true; value: dialog.store.ante; onValueModified: dialog.store.ante = value }
            Field { text: qsTr("Least bet or raise") }
            SpinBox { Accessible.name: qsTr("Least bet or raise"); from: 0; to: 1000; editable: true; value: dialog.store.minBet; onValueModified: dialog.store.minBet = value }
            Field { text: qsTr("Most bet or raise") }
            SpinBox { Accessible.name: qsTr("Most bet or raise"); from: 0; to: 1000; editable: true; value: dialog.store.maxBet; onValueModified: dialog.store.maxBet = value }
            Field { text: qsTr("Raises per round") }
            SpinBox { Accessible.name: qsTr("Raises per round"); from: 0; to: 20; value: dialog.store.raiseCap; onValueModified: dialog.store.raiseCap = value }
            Field { text: qsTr("Deal") }
            BoundComboBox {
                Layout.fillWidth: true
                model: dialog.game ? dialog.game.dealOptions : []
                textRole: "name"; valueRole: "id"
                selectedIndex: (count, indexOfValue(dialog.store.deal))
                onActivated: dialog.store.deal = currentValue
            }
            Field { text: qsTr("Nearest") }
            BoundComboBox {
                id: nearestBox
                Layout.fillWidth: true
                model: dialog.game ? dialog.game.nearestOptions : []
                textRole: "name"; valueRole: "id"
                selectedIndex: (count, indexOfValue(dialog.store.nearest))
                onActivated: dialog.store.nearest = currentValue
            }
            Item { width: 1; height: 1 }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: nearestBox.currentIndex >= 0 && dialog.game ? dialog.game.nearestOptions[nearestBox.currentIndex].rule : ""
                color: Theme.muted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(12)
            }
            Field { text: qsTr("Opponents") }
            BoundComboBox {
                Layout.fillWidth: true
                model: dialog.opponentChoices
                textRole: "name"; valueRole: "id"
                selectedIndex: (count, Math.max(0, indexOfValue(dialog.store.bots)))
                onActivated: dialog.store.bots = currentValue
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "settingsError"
            Layout.fillWidth: true
            visible: text !== ""
            text: dialog.game ? dialog.game.settingsError : ""
            color: Theme.loss
            wrapMode: Text.Wrap
            font.bold: true
        }
    }
    footer: DialogButtonBox {
        Button {
            id: startButton
            objectName: "s27-start"
            text: qsTr("Start the game")
            enabled: dialog.game && dialog.game.settingsError === ""
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
    }
    onAccepted: startRequested()
    // Enter starts the game as the settings stand (Escape cancels, as in every dialog).
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.visible && startButton.enabled
        onActivated: dialog.accept()
    }
}
