import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Finnish27

// The Seven Twenty-Seven game (RULES.md Part 3): its own bar (the game switch, a new game,
// the rules in play, hints, the pack's commitment, your chips), the felt, the controls with
// the hint, and the table log. The settings persist with QSettings (category "seven27").
Item {
    id: page
    objectName: "seven27Page"
    property bool fourColour: false
    property string cardBack: "red"
    signal switchToBanking()
    signal helpRequested() // how to play and the rules (the window's Help)
    readonly property alias game: game
    readonly property bool narrow: width < 1150

    // Opens a panel by name ("settings"): screenshots and tests.
    function openPanel(name) {
        if (name === "settings") { settingsDialog.open(); return true }
        return false
    }

    Settings {
        id: store
        category: "seven27"
        property int players: 5
        property int startingChips: 100
        property int ante: 1
        property int minBet: 1
        property int maxBet: 4
        property int raiseCap: 3
        property string deal: "up-then-down"
        property string nearest: "nearest-wins"
        property string bots: "tight,loose,aggressive,balanced"
        property bool hints: false
        property int botDelayMs: 700
    }
    Seven27Controller {
        id: game
        objectName: "seven27"
        players: store.players
        startingChips: store.startingChips
        ante: store.ante
        minBet: store.minBet
        maxBet: store.maxBet
        raiseCap: store.raiseCap
        deal: store.deal
        nearest: store.nearest
        bots: store.bots.split(",")
        hints.enabled: store.hints
        botDelayMs: store.botDelayMs
    }
    Seven27SettingsDialog {
        id: settingsDialog
        anchors.centerIn: parent
        game: game
        store: store
        onStartRequested: game.newGame()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        Rectangle { // the bar
            Layout.fillWidth: true
            Layout.preferredHeight: 48
            color: Theme.panel
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: page.narrow ? 8 : 12
                anchors.rightMargin: page.narrow ? 8 : 12
                spacing: page.narrow ? 6 : 12
                Button { // the game switch: back to the banking games
                    objectName: "gameSwitch"
                    text: page.narrow ? qsTr("◂ Banking") : qsTr("◂ Banking games")
                    onClicked: page.switchToBanking()
                    ToolTip.visible: hovered
                    ToolTip.delay: 400
                    ToolTip.text: qsTr("Back to the banking games: Finnish 27 and Blackjack")
                }
                Button {
                    text: qsTr("New game…")
                    onClicked: settingsDialog.open()
                }
                Button {
                    objectName: "s27help"
                    text: qsTr("Help")
                    onClicked: page.helpRequested()
                    ToolTip.visible: hovered
                    ToolTip.delay: 400
                    ToolTip.text: qsTr("How to play Seven Twenty-Seven, and its rules (F1)")
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: game.rulesSummary
                    color: Theme.muted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.px(page.narrow ? 11 : 13)
                }
                CheckBox {
                    objectName: "s27hints"
                    text: qsTr("Hints (H)")
                    checked: game.hints.enabled
                    onToggled: store.hints = checked
                    Shortcut { sequence: "H"; enabled: page.visible; onActivated: store.hints = !game.hints.enabled }
                }
                Label { // P-1: this hand's pack is committed to before the deal
                    textFormat: Text.PlainText
                    visible: game.commitment !== ""
                    text: page.narrow ? game.commitment.substring(0, 8) + "…"
                                      : qsTr("Fair pack %1…").arg(game.commitment.substring(0, 8))
                    font.family: "DejaVu Sans Mono"
                    color: Theme.muted
                    MouseArea { id: commitHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                    ToolTip.visible: commitHover.containsMouse
                    ToolTip.text: game.revealedKey !== ""
                        ? qsTr("SHA-256 commitment of this hand's pack (P-1):\n%1\nIts key, revealed after the hand (P-3):\n%2").arg(game.commitment).arg(game.revealedKey)
                        : qsTr("SHA-256 commitment of this hand's pack (P-1):\n%1\nThe key is revealed when the hand is over (P-3).").arg(game.commitment)
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Chips %1").arg(game.humanChips)
                    color: Theme.gold
                    font.bold: true
                    font.pixelSize: Theme.px(page.narrow ? 14 : 16)
                }
            }
        }
        Item { // the felt and controls on the left, the log on the right (fixed share)
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 10
            ColumnLayout {
                anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: log.left; rightMargin: 10 }
                spacing: 8
                Seven27Table {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    game: game
                    fourColour: page.fourColour
                    cardBack: page.cardBack
                }
                Rectangle { // the controls
                    id: controls
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(78, controlRow.implicitHeight + 16)
                    radius: 8
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    RowLayout {
                        id: controlRow
                        anchors.fill: parent
                        anchors.leftMargin: 14
                        anchors.rightMargin: 14
                        spacing: 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.minimumWidth: 140
                            spacing: 2
                            Text {
                                textFormat: Text.PlainText
                                objectName: "s27prompt"
                                Layout.fillWidth: true
                                text: game.lastError !== "" ? game.lastError : game.prompt
                                color: game.lastError !== "" ? Theme.loss : Theme.text
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                font.pixelSize: Theme.px(controls.width < 700 ? 13 : 15)
                            }
                            Seven27HintPanel {
                                Layout.fillWidth: true
                                visible: game.hints.enabled && game.phase === Seven27Controller.HumanTurn
                                hints: game.hints
                            }
                        }
                        Seven27Controls {
                            Layout.alignment: Qt.AlignVCenter | Qt.AlignRight
                            game: game
                            active: page.visible && !settingsDialog.visible
                            compact: controls.width < 760
                            onNewGameRequested: settingsDialog.open()
                        }
                    }
                }
            }
            MessagePanel {
                id: log
                anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
                width: Math.min(320, page.width * 0.24)
                model: game.messages
            }
        }
    }

    // The game's state for screen readers: what to do now, or why a step was refused.
    Announcer { objectName: "s27Announcer"; text: game.lastError !== "" ? game.lastError : game.prompt }
}
