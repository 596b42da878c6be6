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
    title: seven27Shown ? qsTr("Finnish 27 — Seven Twenty-Seven")
         : schoolShown ? qsTr("Finnish 27 — Dealer school")
         : qsTr("Finnish 27 — %1").arg(table.rulesName)
    color: Theme.background
    palette {
        window: Theme.panel
        windowText: Theme.text
        base: Theme.controlBase
        alternateBase: Theme.controlAlternate
        text: Theme.text
        button: Theme.controlButton
        buttonText: Theme.text
        highlight: Theme.gold
        highlightedText: Theme.highlightedText
        placeholderText: Theme.muted
        light: Theme.controlLight
        mid: Theme.controlEdge
        dark: Theme.controlDark
    }

    // Opens a panel by name ("fairness", "settings", "stats", "rules", "history", "progress", and
    // the strategy school's "chart", "drill", "yours"):
    // screenshots and tests.
    function openPanel(name) {
        if (name === "fairness") window.fairnessDialog().open()
        else if (name === "settings") window.settingsDialog().open()
        else if (name === "stats") statsDrawer.open()
        else if (name === "rules") window.openRuleEditor()
        else if (name === "help") window.helpDialog().showHowToPlay()
        else if (name.startsWith("rule:") && RuleHelp.knows(name.substring(5)))
            window.helpDialog().showRule(name.substring(5))
        else if (name === "history" || name === "progress") window.page = name
        else if (name === "chart" || name === "drill" || name === "yours") {
            window.page = "strategy"
            strategyLoader.active = true
            strategyLoader.item.tab = name
        }
        else return false
        return true
    }
    // Focuses a cell of the strategy school's chart (screenshots).
    function focusChartCell(table, row, column) {
        return strategyLoader.item ? strategyLoader.item.focusChartCell(table, row, column) : false
    }
    // The pages over the table: "history", "progress", "strategy", or "" (the table).
    property string page: ""
    // The history page's list and filter (the settings export its selection).
    HistoryModel {
        id: historyModel
        objectName: "historyModel"
        history: History
    }

    // Sets a persisted setting by name (screenshots: "hints").
    function setOption(name, value) { settings[name] = value }

    TableController {
        id: table
        objectName: "table"
        seatCount: settings.seats
        animationMs: settings.animationMs
        botWager: settings.botWager
        startingBankroll: settings.startingBankroll
        hints.enabled: settings.hints
        hints.mistakeWarnings: settings.mistakeWarnings
        history: History
        onCue: name => sounds.play(name)
    }
    Settings { // persisted with QSettings
        id: settings
        objectName: "settings"
        category: "table"
        property int seats: 3
        property int animationMs: 350
        property bool sound: true
        property real volume: 0.7
        property string indexStyle: "auto"
        property bool fourColour: false
        property string cardBack: "red"
        property string cardTheme: "default" // CardThemes: a shipped family or an installed theme
        property string language: "en"
        property bool highContrast: false
        property string rules: "poker-like"
        property bool hints: false
        property bool mistakeWarnings: true
        property string game: "banking" // or "seven27", "school": the game on show
        // The money at the table (no control in the dialog; TableDefaults has the defaults).
        property real botWager: TableDefaults.botWager
        property real startingBankroll: TableDefaults.startingBankroll
    }
    Connections {
        target: table
        function onSeatCountChanged() { settings.seats = table.seatCount }
        function onRulesChanged() { if (table.rulesError === "") settings.rules = table.rulesSource }
    }
    // The rule editor and the statistics panel are made when first opened: made at start-up
    // they took a quarter of the resident memory and half the time to the first frame
    // (docs/performance.md, "Application start-up").
    Loader {
        id: ruleEditorLoader
        objectName: "ruleEditorLoader"
        active: false
        sourceComponent: RuleEditor {
            onPlayRequested: path => table.loadRules(path) // a preset id or a saved rule file
        }
    }
    function openRuleEditor() {
        ruleEditorLoader.active = true
        ruleEditorLoader.item.openWith(table.rulesSource)
    }
    Language {
        code: settings.language
    }
    Binding {
        target: CardThemes
        property: "current"
        value: settings.cardTheme
    }
    SoundBoard {
        id: sounds
        enabled: settings.sound
        volume: settings.volume
    }
    // Help (F1): how to play the game on show and its rules; a rule link anywhere opens its rule.
    Loader {
        id: helpLoader
        anchors.fill: parent
        active: false
        sourceComponent: HelpDialog {
            anchors.centerIn: parent
            gameName: window.seven27Shown ? qsTr("Seven Twenty-Seven")
                      : window.schoolShown && schoolLoader.item ? schoolLoader.item.school.rulesName
                      : table.rulesName
        }
    }
    Binding {
        target: RuleHelp
        property: "gameId"
        value: window.seven27Shown ? "seven-twenty-seven"
               : window.schoolShown && schoolLoader.item ? schoolLoader.item.school.rulesId
               : table.rulesId
    }
    Binding {
        target: RuleHelp
        property: "family"
        value: window.schoolShown && schoolLoader.item
               ? (schoolLoader.item.school.rulesId === "blackjack" ? "blackjack" : "finnish27")
               : table.rulesFamily
    }
    Connections {
        target: RuleHelp
        function onOpenRequested(id) { window.helpDialog().showRule(id) }
    }
    Shortcut { // the dealer school's F1 lists its keys (its rules open from its verdicts)
        sequence: "F1"
        enabled: !window.schoolShown
        onActivated: window.helpDialog().showHowToPlay()
    }
    Loader {
        id: fairnessLoader
        anchors.fill: parent
        active: false
        sourceComponent: FairnessDialog {
            anchors.centerIn: parent
            table: window.tableController
        }
    }
    Loader {
        id: settingsLoader
        anchors.fill: parent
        active: false
        sourceComponent: SettingsDialog {
            objectName: "settingsDialog"
            anchors.centerIn: parent
            settings: window.appSettings
            soundAvailable: sounds.available
            botStrategy: table.botStrategy
            historyModel: window.historyList
        }
    }
    // The dialogs, each made when first asked for (like the rule editor and the statistics).
    // The table, the history list and the settings, for the lazily made components whose own
    // properties have those names.
    readonly property TableController tableController: table
    readonly property HistoryModel historyList: historyModel
    readonly property var appSettings: settings
    function helpDialog() { helpLoader.active = true; return helpLoader.item }
    function fairnessDialog() { fairnessLoader.active = true; return fairnessLoader.item }
    function settingsDialog() { settingsLoader.active = true; return settingsLoader.item }

    // Narrow windows (down to the 900 px minimum): the header drops its captions and shortens
    // its buttons so that everything still fits on one line.
    readonly property bool narrow: width < 1400
    // Below this width the page buttons fold into one menu, and below the next the game
    // switches take their short labels (tst_app_language checks that the bar fits, en and fi).
    readonly property bool pagesInMenu: width < 1760
    readonly property bool shortGameLabels: width < 1100
    readonly property bool betweenRounds: table.phase === TableController.Betting
                                          || table.phase === TableController.Settled
    readonly property string finishRoundFirst:
        qsTr("Finish this round first: games, rules and seats change between rounds.")

    header: ToolBar {
        visible: window.bankingShown // Seven Twenty-Seven and the dealer school have their own bars
        background: Rectangle { color: Theme.panel }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: window.narrow ? 8 : 12
            anchors.rightMargin: window.narrow ? 8 : 12
            spacing: window.narrow ? 6 : 14
            Button { // the game switch: to Seven Twenty-Seven (its own bar switches back)
                objectName: "gameSwitch"
                text: window.shortGameLabels ? qsTr("7–27 ▸") : qsTr("Seven Twenty-Seven ▸")
                // Mid-round it stays clickable, to say why it cannot switch yet.
                onClicked: window.betweenRounds ? settings.game = "seven27"
                                                : ToolTip.show(window.finishRoundFirst, 4000)
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Play Seven Twenty-Seven against computer opponents")
            }
            Button { // to the dealer school (its own bar comes back here)
                objectName: "schoolSwitch"
                text: window.shortGameLabels ? qsTr("School ▸") : qsTr("Dealer school ▸")
                onClicked: window.betweenRounds ? settings.game = "school"
                                                : ToolTip.show(window.finishRoundFirst, 4000)
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Train as a dealer: run the table yourself, or spot the dealer's errors")
            }
            Label { textFormat: Text.PlainText; text: qsTr("Game"); color: Theme.muted; visible: !window.narrow }
            BoundComboBox {
                id: gamePicker
                model: table.presetNames
                selectedIndex: Math.max(0, table.presets.indexOf(table.rulesId))
                enabled: table.phase === TableController.Betting || table.phase === TableController.Settled
                onActivated: index => table.loadRules(table.presets[index])
                // A custom rule file is named by its own name, not by the first preset.
                displayText: table.rulesModified || table.presets.indexOf(table.rulesId) < 0
                             ? table.rulesName : currentText
                // As wide as the longest name where there is room, narrower where there is not.
                Layout.fillWidth: true
                Layout.minimumWidth: 130
                Layout.preferredWidth: 250
                Layout.maximumWidth: 250
            }
            Button {
                text: qsTr("Rules…")
                enabled: gamePicker.enabled // between rounds only
                onClicked: window.openRuleEditor()
            }
            Label { textFormat: Text.PlainText; text: qsTr("Seats"); color: Theme.muted; visible: window.width >= 1150 }
            SpinBox {
                from: 1; to: 7
                Accessible.name: qsTr("Seats")
                Layout.preferredWidth: window.narrow ? 100 : implicitWidth
                ToolTip.visible: hovered && window.narrow
                ToolTip.text: qsTr("Seats")
                value: table.seatCount
                enabled: gamePicker.enabled
                onValueModified: table.seatCount = value
            }
            Item { Layout.fillWidth: true }
            // The pages and the fair shoe: buttons on a wide window, one menu on a narrower
            // one (the bankroll and the game's own controls stay on the bar).
            component PageButton: Button {
                property string tip
                visible: !window.pagesInMenu
                ToolTip.visible: hovered && tip !== ""
                ToolTip.delay: 400
                ToolTip.text: tip
            }
            PageButton {
                objectName: "historyButton"
                text: qsTr("History")
                tip: qsTr("Every round you played, step by step (Ctrl+H)")
                onClicked: window.page = "history"
            }
            PageButton {
                objectName: "strategyButton"
                text: qsTr("Strategy")
                tip: qsTr("The chart as a picture, drills of your weak spots, your own chart (Ctrl+K)")
                onClicked: window.page = "strategy"
            }
            PageButton {
                objectName: "progressButton"
                text: qsTr("Progress")
                tip: qsTr("Your results and accuracy over time (Ctrl+G)")
                onClicked: window.page = "progress"
            }
            PageButton {
                text: qsTr("Statistics")
                onClicked: statsDrawer.open()
            }
            PageButton {
                text: qsTr("Settings")
                onClicked: window.settingsDialog().open()
            }
            PageButton {
                objectName: "helpButton"
                text: qsTr("Help")
                tip: qsTr("How to play this game, and its rules (F1)")
                onClicked: window.helpDialog().showHowToPlay()
            }
            PageButton { // P-1: the shoe's commitment, and the check of finished shoes (P-3)
                text: qsTr("Fair shoe %1…").arg(table.commitment.substring(0, 8))
                tip: qsTr("SHA-256 of this shoe's secret key (P-1):\n%1\nClick to verify finished shoes.").arg(table.commitment)
                onClicked: window.fairnessDialog().open()
            }
            Button {
                id: pagesButton
                objectName: "pagesMenu"
                visible: window.pagesInMenu
                text: qsTr("Menu ▾")
                onClicked: pagesMenu.open()
                Menu {
                    id: pagesMenu
                    y: pagesButton.height
                    MenuItem { text: qsTr("History  (Ctrl+H)"); onTriggered: window.page = "history" }
                    MenuItem { text: qsTr("Strategy  (Ctrl+K)"); onTriggered: window.page = "strategy" }
                    MenuItem { text: qsTr("Progress  (Ctrl+G)"); onTriggered: window.page = "progress" }
                    MenuItem { text: qsTr("Statistics"); onTriggered: statsDrawer.open() }
                    MenuItem { text: qsTr("Settings"); onTriggered: window.settingsDialog().open() }
                    MenuItem { text: qsTr("Help  (F1)"); onTriggered: window.helpDialog().showHowToPlay() }
                    MenuItem {
                        text: qsTr("Fair shoe %1…").arg(table.commitment.substring(0, 8))
                        onTriggered: window.fairnessDialog().open()
                    }
                }
            }
            Shortcut { sequence: "Ctrl+H"; enabled: window.bankingShown; onActivated: window.page = "history" }
            Shortcut { sequence: "Ctrl+K"; enabled: window.bankingShown; onActivated: window.page = "strategy" }
            Shortcut { sequence: "Ctrl+G"; enabled: window.bankingShown; onActivated: window.page = "progress" }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Bankroll %1").arg(table.bankrollText)
                color: Theme.gold
                font.bold: true
                font.pixelSize: Theme.px(window.narrow ? 14 : 16)
            }
        }
    }

    RowLayout {
        visible: window.bankingShown
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            Rectangle { // what the history's start found: a file set aside, rounds settled
                objectName: "historyNotice"
                Layout.fillWidth: true
                visible: History.notice !== ""
                Layout.preferredHeight: noticeRow.implicitHeight + 12
                radius: 6
                color: Theme.warning
                border.color: Theme.gold
                RowLayout {
                    id: noticeRow
                    anchors.fill: parent
                    anchors.margins: 6
                    anchors.leftMargin: 12
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: History.notice
                        color: Theme.text
                        font.pixelSize: Theme.px(13)
                    }
                    Button {
                        text: qsTr("OK")
                        onClicked: History.dismissNotice()
                    }
                }
            }
            Table {
                id: felt
                Layout.fillWidth: true
                Layout.fillHeight: true
                table: table
                fourColour: settings.fourColour
                cardBack: settings.cardBack
                indexStyle: settings.indexStyle
                bottomReserve: betSides.visible ? betSides.height + 8 + 6 : 0
                // The betting modes' bets lie on the felt, before the player's place, as a
                // baccarat table's betting areas do: what each pays and its exact edge.
                BetSidePicker {
                    id: betSides
                    objectName: "betSides"
                    property string layoutBlock: "bets"
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 8
                    table: table
                    compact: felt.width < 700
                    active: window.bankingShown && visible
                    visible: table.betSides.length > 0 && !table.outOfMoney
                             && (table.phase === TableController.Betting || table.phase === TableController.Settled)
                }
            }
            Rectangle { // the controls: betting between rounds, actions during a round
                id: controls
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(74, controlRow.implicitHeight + 16)
                radius: 8
                color: Theme.panel
                border.color: Theme.panelBorder
                RowLayout {
                    id: controlRow
                    anchors.fill: parent
                    anchors.leftMargin: 16
                    anchors.rightMargin: 16
                    spacing: 12
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.minimumWidth: 120
                        spacing: 2
                        Text {
                            textFormat: Text.PlainText
                            objectName: "prompt"
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            maximumLineCount: 3
                            elide: Text.ElideRight
                            text: table.prompt
                            color: Theme.text
                            font.pixelSize: Theme.px(controls.width < 700 ? 14 : 15)
                        }
                        Text { // the hint for the decision in play, or why there is none
                            textFormat: Text.PlainText
                            objectName: "hintSummary"
                            Layout.fillWidth: true
                            visible: table.hints.enabled && text !== ""
                                     && (table.phase === TableController.Decision
                                         || table.phase === TableController.Insurance)
                            wrapMode: Text.Wrap
                            maximumLineCount: 3
                            elide: Text.ElideRight
                            text: table.hints.summary
                            color: table.hints.state === StrategyHints.Unavailable ? Theme.muted : Theme.gold
                            font.pixelSize: Theme.px(12)
                        }
                        CheckBox {
                            id: hintsToggle
                            objectName: "hintsToggle"
                            text: qsTr("Hints (T)")
                            checked: settings.hints
                            onToggled: settings.hints = checked
                            padding: 0
                            font.pixelSize: Theme.px(12)
                            Shortcut {
                                sequence: "T"
                                enabled: window.bankingShown
                                onActivated: settings.hints = !settings.hints
                            }
                        }
                    }
                    Button { // out of money: the one way on is a new bankroll
                        id: newBankrollButton
                        objectName: "newBankroll"
                        Layout.alignment: Qt.AlignVCenter | Qt.AlignRight
                        visible: table.outOfMoney
                        text: qsTr("New bankroll of %1  (N)").arg(table.startingBankroll)
                        font.bold: true
                        onClicked: table.takeNewBankroll()
                        Shortcut {
                            sequence: "N"
                            enabled: window.bankingShown && table.outOfMoney
                            onActivated: table.takeNewBankroll()
                        }
                    }
                    ChipRack {
                        Layout.alignment: Qt.AlignVCenter | Qt.AlignRight
                        compact: controls.width < 760
                        visible: !table.outOfMoney
                                 && (table.phase === TableController.Betting || table.phase === TableController.Settled)
                        wager: table.wager
                        bankroll: table.bankroll
                        onWagerEdited: value => table.wager = value
                        onDealRequested: table.deal()
                    }
                    ActionBar {
                        Layout.alignment: Qt.AlignVCenter | Qt.AlignRight
                        visible: actions.length > 0
                        compact: controls.width < 760
                        actions: table.legalActions
                        labels: table.legalActionLabels
                        hints: table.hints
                        onChosen: action => table.act(action)
                    }
                }
            }
        }
        MessagePanel {
            Layout.preferredWidth: Math.min(340, window.width * 0.26)
            Layout.fillHeight: true
            model: table.messages
        }
    }

    // Seven Twenty-Seven and the dealer school: their own pages, each loaded the first time it is
    // chosen and kept.
    readonly property bool seven27Shown: settings.game === "seven27"
    readonly property bool schoolShown: settings.game === "school"
    readonly property bool bankingShown: !seven27Shown && !schoolShown && page === ""
    onSeven27ShownChanged: if (seven27Shown) seven27Loader.active = true
    onPageChanged: {
        if (page === "history") historyLoader.active = true
        if (page === "progress") progressLoader.active = true
        if (page === "strategy") strategyLoader.active = true
    }
    onSchoolShownChanged: if (schoolShown) schoolLoader.active = true
    Component.onCompleted: {
        if (seven27Shown) seven27Loader.active = true
        if (schoolShown) schoolLoader.active = true
    }
    // The tool tips (one shared instance) show rule names and errors: plain text, as every Text
    // of the application.
    Item {
        Component.onCompleted: {
            if (ToolTip.toolTip.contentItem && ToolTip.toolTip.contentItem.textFormat !== undefined)
                ToolTip.toolTip.contentItem.textFormat = Text.PlainText
        }
    }
    Loader {
        id: seven27Loader
        objectName: "seven27Loader"
        anchors.fill: parent
        active: false
        visible: window.seven27Shown
        sourceComponent: Seven27Page {
            fourColour: settings.fourColour
            cardBack: settings.cardBack
            onSwitchToBanking: settings.game = "banking"
            onHelpRequested: window.helpDialog().showHowToPlay()
        }
    }

    Loader {
        id: schoolLoader
        objectName: "schoolLoader"
        anchors.fill: parent
        active: false
        visible: window.schoolShown
        sourceComponent: DealerSchoolPage {
            fourColour: settings.fourColour
            cardBack: settings.cardBack
            indexStyle: settings.indexStyle
            animationMs: settings.animationMs
            onSwitchToBanking: settings.game = "banking"
            onCue: name => sounds.play(name)
        }
    }

    Loader {
        id: historyLoader
        objectName: "historyLoader"
        anchors.fill: parent
        active: false
        visible: window.page === "history" && !window.seven27Shown && !window.schoolShown
        onVisibleChanged: if (visible && item) item.forceActiveFocus()
        onLoaded: item.forceActiveFocus()
        sourceComponent: HistoryPage {
            model: historyModel
            fourColour: settings.fourColour
            cardBack: settings.cardBack
            indexStyle: settings.indexStyle
            onBack: window.page = ""
        }
    }
    Loader {
        id: progressLoader
        objectName: "progressLoader"
        anchors.fill: parent
        active: false
        visible: window.page === "progress" && !window.seven27Shown && !window.schoolShown
        onVisibleChanged: if (visible && item) item.forceActiveFocus()
        onLoaded: item.forceActiveFocus()
        sourceComponent: ProgressPage {
            progress: HistoryProgress { history: History }
            onBack: window.page = ""
        }
    }

    Loader {
        id: strategyLoader
        objectName: "strategyLoader"
        anchors.fill: parent
        active: false
        visible: window.page === "strategy" && !window.seven27Shown && !window.schoolShown
        onVisibleChanged: if (visible && item) item.forceActiveFocus()
        onLoaded: item.forceActiveFocus()
        sourceComponent: StrategySchoolPage {
            rules: table.rulesSource
            rulesName: table.rulesName
            finnish: settings.indexStyle === "auto" ? table.finnishIndices : settings.indexStyle === "finnish"
            fourColour: settings.fourColour
            cardBack: settings.cardBack
            onBack: window.page = ""
        }
    }

    Drawer {
        id: statsDrawer
        objectName: "statsDrawer"
        edge: Qt.RightEdge
        width: Math.min(400, window.width * 0.4)
        height: window.height
        background: Rectangle { color: Theme.background }
        onAboutToShow: statsLoader.active = true
        Loader {
            id: statsLoader
            anchors.fill: parent
            anchors.margins: 10
            active: false
            sourceComponent: StatsPanel {
                objectName: "statsPanel"
                stats: window.tableController.stats
                table: window.tableController
            }
        }
    }

    Binding { target: Theme; property: "highContrast"; value: settings.highContrast }

    // The table's state for screen readers: the prompt (your total, your move) and each
    // announcement (a result, a forced play, with its rule).
    readonly property bool tableShown: window.page === "" && !window.seven27Shown && !window.schoolShown
    Announcer { objectName: "promptAnnouncer"; text: window.tableShown ? table.prompt : "" }
    Announcer {
        objectName: "eventAnnouncer"
        text: window.tableShown && table.announcement !== ""
              ? table.announcement + (table.announcementRule !== ""
                                      && table.announcement.indexOf(table.announcementRule) < 0
                                      ? " (" + table.announcementRule + ")" : "") // once
              : ""
    }
}
