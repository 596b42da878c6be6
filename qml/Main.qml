import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Finnish27

// The application window: the game bar, the felt table, the betting and action bar, and
// the table log.
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 900
    minimumHeight: 600
    visible: true
    title: qsTr("Finnish 27 — %1").arg(table.rulesName)
    color: Theme.background
    palette {
        window: Theme.panel
        windowText: Theme.text
        base: "#2a323a"
        alternateBase: "#323c45"
        text: Theme.text
        button: "#34404a"
        buttonText: Theme.text
        highlight: Theme.gold
        highlightedText: "#111111"
        placeholderText: Theme.muted
        light: "#46535e"
        mid: "#2a323a"
        dark: "#1a1f24"
    }

    // Opens a panel by name ("fairness", "settings", "stats", "rules"): screenshots and tests.
    function openPanel(name) {
        if (name === "fairness") fairnessDialog.open()
        else if (name === "settings") settingsDialog.open()
        else if (name === "stats") statsDrawer.open()
        else if (name === "rules") ruleEditor.openWith(table.rulesId)
        else return false
        return true
    }

    TableController {
        id: table
        objectName: "table"
        seatCount: settings.seats
        animationMs: settings.animationMs
        onCue: name => sounds.play(name)
    }
    Settings { // persisted with QSettings
        id: settings
        category: "table"
        property int seats: 3
        property int animationMs: 350
        property bool sound: true
        property real volume: 0.7
        property string indexStyle: "auto"
        property bool fourColour: false
        property string cardBack: "red"
        property string language: "en"
        property string rules: "poker-like"
    }
    Connections {
        target: table
        function onSeatCountChanged() { settings.seats = table.seatCount }
        function onRulesChanged() { if (table.rulesError === "") settings.rules = table.rulesId }
    }
    RuleEditor {
        id: ruleEditor
        onPlayRequested: path => table.loadRules(path) // a preset id or a saved rule file
    }
    Language {
        code: settings.language
    }
    SoundBoard {
        id: sounds
        enabled: settings.sound
        volume: settings.volume
    }
    FairnessDialog {
        id: fairnessDialog
        anchors.centerIn: parent
        table: table
    }
    SettingsDialog {
        id: settingsDialog
        anchors.centerIn: parent
        settings: settings
        soundAvailable: sounds.available
    }

    header: ToolBar {
        background: Rectangle { color: Theme.panel }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 14
            Label { text: qsTr("Game"); color: Theme.muted }
            ComboBox {
                id: gamePicker
                model: table.presetNames
                currentIndex: Math.max(0, table.presets.indexOf(table.rulesId))
                enabled: table.phase === TableController.Betting || table.phase === TableController.Settled
                onActivated: index => table.loadRules(table.presets[index])
                // A custom rule file is named by its own name, not by the first preset.
                displayText: table.presets.indexOf(table.rulesId) < 0 ? table.rulesName : currentText
                Layout.preferredWidth: 210
            }
            Button {
                text: qsTr("Rules…")
                enabled: gamePicker.enabled // between rounds only
                onClicked: ruleEditor.openWith(table.rulesId)
            }
            Label { text: qsTr("Seats"); color: Theme.muted }
            SpinBox {
                from: 1; to: 7
                value: table.seatCount
                enabled: gamePicker.enabled
                onValueModified: table.seatCount = value
            }
            Item { Layout.fillWidth: true }
            Button {
                text: qsTr("Statistics")
                onClicked: statsDrawer.open()
            }
            Button {
                text: qsTr("Settings")
                onClicked: settingsDialog.open()
            }
            Button { // P-1: the shoe's commitment, and the check of finished shoes (P-3)
                text: qsTr("Fair shoe %1…").arg(table.commitment.substring(0, 8))
                font.family: "DejaVu Sans Mono"
                onClicked: fairnessDialog.open()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("SHA-256 of this shoe's secret key (P-1):\n%1\nClick to verify finished shoes.").arg(table.commitment)
            }
            Label {
                text: qsTr("Bankroll %1").arg(table.bankrollText)
                color: Theme.gold
                font.bold: true
                font.pixelSize: 16
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            Table {
                Layout.fillWidth: true
                Layout.fillHeight: true
                table: table
                fourColour: settings.fourColour
                cardBack: settings.cardBack
                indexStyle: settings.indexStyle
            }
            Rectangle { // the controls: betting between rounds, actions during a round
                Layout.fillWidth: true
                Layout.preferredHeight: 74
                radius: 8
                color: Theme.panel
                border.color: Theme.panelBorder
                Text {
                    anchors.left: parent.left
                    anchors.leftMargin: 16
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width * 0.3
                    wrapMode: Text.Wrap
                    text: table.prompt
                    color: Theme.text
                    font.pixelSize: 15
                }
                ChipRack {
                    anchors.right: parent.right
                    anchors.rightMargin: 16
                    anchors.verticalCenter: parent.verticalCenter
                    visible: table.phase === TableController.Betting || table.phase === TableController.Settled
                    wager: table.wager
                    bankroll: table.bankroll
                    onWagerEdited: value => table.wager = value
                    onDealRequested: table.deal()
                }
                ActionBar {
                    anchors.right: parent.right
                    anchors.rightMargin: 16
                    anchors.verticalCenter: parent.verticalCenter
                    actions: table.legalActions
                    onChosen: action => table.act(action)
                }
            }
        }
        MessagePanel {
            Layout.preferredWidth: Math.min(340, window.width * 0.26)
            Layout.fillHeight: true
            model: table.messages
        }
    }

    Drawer {
        id: statsDrawer
        edge: Qt.RightEdge
        width: Math.min(400, window.width * 0.4)
        height: window.height
        background: Rectangle { color: Theme.background }
        StatsPanel {
            anchors.fill: parent
            anchors.margins: 10
            stats: table.stats
        }
    }
}
