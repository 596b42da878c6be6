import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Finnish27

// The rule editor: start from a preset or a rule file, edit every option of the family in a
// form (docs/rule-files.md), see the engine's problems as you type, save the rules, play them.
// A full-window page over the table; closing it keeps the edits for the next time.
Popup {
    id: page
    // The rules to play: a preset id (unchanged preset) or the path of the saved rule file;
    // both are what TableController.loadRules takes.
    signal playRequested(string path)
    property alias editor: ed
    property bool showFile: false
    // Narrow windows (the 900 px minimum, long Finnish labels): a tighter header.
    readonly property bool narrow: width < 1150

    // Opens the editor on the given rules (a preset id or a rule file), unless it holds
    // unsaved edits, which are kept.
    function openWith(presetOrPath) {
        if (!ed.dirty && presetOrPath && presetOrPath !== ed.source) ed.loadRules(presetOrPath)
        open()
    }
    // Runs `action` now, or after the player agrees to discard the unsaved edits.
    function unlessUnsaved(action) {
        if (!ed.dirty) { action(); return }
        discardDialog.pending = action
        discardDialog.open()
    }
    function saveAs(thenPlay) {
        saveDialog.playAfter = thenPlay
        saveDialog.currentFolder = ed.suggestedFolder()
        saveDialog.selectedFile = ed.suggestedFile()
        saveDialog.open()
    }
    function play() {
        if (!ed.valid) return
        if (!ed.dirty && ed.source !== "") {
            page.playRequested(ed.source)
            page.close()
            return
        }
        saveAs(true)
    }
    function scrollTo(section) {
        form.contentY = Math.max(0, Math.min(section.y, form.contentHeight - form.height))
    }
    function sectionOf(path) {
        for (const s of sections) {
            for (const p of s.prefixes)
                if (path === p || path.startsWith(p + ".") || path.startsWith(p + "[")) return s
        }
        return general
    }

    // Entries of the lists (an int that changes only when the count does, so that editing a
    // field does not rebuild the rows under the cursor).
    readonly property int forcedCount: (ed.revision >= 0 ? ed.count("forced") : 0)
    readonly property int bonusCount: (ed.revision >= 0 ? ed.count("bonuses") : 0)
    readonly property int pairCount: (ed.revision >= 0 ? ed.count("natural.pairs") : 0)
    readonly property var sections: [general, shoe, values, deal, insurance, forced, options,
                                     dealer, outcomes, bonuses, wager]
    readonly property var handKinds: [
        { value: "any", text: qsTr("any hand") },
        { value: "hard", text: qsTr("hard") },
        { value: "soft", text: qsTr("soft") }
    ]
    readonly property var winners: [
        { value: "push", text: qsTr("push") },
        { value: "player", text: qsTr("the player wins") },
        { value: "dealer", text: qsTr("the dealer wins") }
    ]

    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1280
    height: parent ? parent.height : 800
    modal: true
    focus: true
    padding: 0
    closePolicy: Popup.CloseOnEscape
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
        brightText: Theme.text
        toolTipBase: "#2a323a"
        toolTipText: Theme.text
    }
    background: Rectangle { color: Theme.background }

    RuleEditorModel {
        id: ed
        houseEdge.active: page.visible // the analysis runs only while the page is open
    }

    Shortcut {
        sequences: [StandardKey.Save]
        enabled: page.visible && ed.valid
        onActivated: page.saveAs(false)
    }

    contentItem: ColumnLayout {
        spacing: 0

        // ---- header: where the rules come from, saving, playing ----
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 58
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.panelBorder }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: page.narrow ? 10 : 16
                anchors.rightMargin: page.narrow ? 10 : 16
                spacing: page.narrow ? 6 : 10
                ColumnLayout {
                    spacing: 0
                    Layout.fillWidth: true
                    Layout.minimumWidth: 60
                    Label {
                        text: qsTr("Rule editor")
                        color: Theme.gold
                        font.pixelSize: page.narrow ? 15 : 18
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        text: (ed.name !== "" ? ed.name : qsTr("(no name)"))
                              + (ed.dirty ? "  \u2022 " + qsTr("unsaved changes") : "")
                        color: Theme.muted
                        font.pixelSize: 12
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
                Label { text: qsTr("Start from"); color: Theme.muted; visible: !page.narrow }
                ComboBox {
                    id: presetPicker
                    objectName: "presetPicker"
                    model: ed.presets
                    currentIndex: ed.sourceIsPreset ? ed.presets.indexOf(ed.source) : -1
                    displayText: currentIndex < 0 ? qsTr("a preset…") : currentText
                    Layout.preferredWidth: page.narrow ? 120 : 150
                    onActivated: index => {
                        const id = ed.presets[index]
                        page.unlessUnsaved(() => ed.loadPreset(id))
                        currentIndex = Qt.binding(() => ed.sourceIsPreset ? ed.presets.indexOf(ed.source) : -1)
                    }
                }
                Button {
                    text: qsTr("Open file…")
                    onClicked: page.unlessUnsaved(() => { openDialog.currentFolder = ed.suggestedFolder(); openDialog.open() })
                }
                ToolSeparator { visible: !page.narrow }
                Button {
                    text: qsTr("View as file")
                    checkable: true
                    checked: page.showFile
                    onToggled: page.showFile = checked
                }
                Button {
                    text: qsTr("Save as…")
                    enabled: ed.valid
                    onClicked: page.saveAs(false)
                    ToolTip.visible: hovered && !ed.valid
                    ToolTip.text: qsTr("Fix the problems first")
                }
                Button {
                    id: playButton
                    objectName: "playButton"
                    text: qsTr("Play these rules")
                    enabled: ed.valid
                    highlighted: true
                    onClicked: page.play()
                    ToolTip.visible: hovered
                    ToolTip.text: !ed.valid ? qsTr("Fix the problems first")
                                : ed.dirty ? qsTr("Save the rules to a file and deal with them")
                                : qsTr("Deal with these rules")
                    background: Rectangle {
                        implicitHeight: 40
                        radius: 4
                        color: !playButton.enabled ? "#4a4634" : playButton.down ? Qt.darker(Theme.gold, 1.2) : Theme.gold
                    }
                    contentItem: Label {
                        text: playButton.text
                        font.bold: true
                        color: playButton.enabled ? "#1a1a1a" : "#8d8872"
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Button {
                    text: qsTr("Close")
                    onClicked: page.close()
                }
            }
        }

        // ---- status: valid or not, where from, the last refusal ----
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: status.implicitHeight + 14
            color: ed.valid ? "#17301f" : "#3a1d1a"
            ColumnLayout {
                id: status
                anchors.fill: parent
                anchors.leftMargin: 16
                anchors.rightMargin: 16
                anchors.topMargin: 7
                anchors.bottomMargin: 7
                spacing: 4
                RowLayout {
                    spacing: 14
                    Label {
                        objectName: "validity"
                        text: ed.valid ? "\u2714 " + qsTr("These rules are valid: ready to save and play.")
                                       : "\u2716 " + (ed.problems.length === 1 ? qsTr("1 problem: the field marked in red says what to fix.")
                                                                       : qsTr("%1 problems: the fields marked in red say what to fix.").arg(ed.problems.length))
                        color: ed.valid ? Theme.win : Theme.loss
                        font.bold: true
                    }
                    Label {
                        text: ed.sourceIsPreset ? qsTr("Started from the preset \u201c%1\u201d").arg(ed.source)
                              : ed.source !== "" ? qsTr("File: %1").arg(ed.source) : ""
                        color: Theme.muted
                        elide: Text.ElideMiddle
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: ed.shoeSize > 0
                        text: qsTr("%1 cards in the shoe").arg(ed.shoeSize)
                        color: Theme.muted
                    }
                }
                RowLayout { // the house edge of these rules, computed off the GUI thread
                    objectName: "houseEdgeRow"
                    spacing: 10
                    Layout.fillWidth: true
                    Label {
                        text: ed.houseEdge.betting ? qsTr("House edge, bet on the player hand:")
                                                   : qsTr("House edge, optimal play:")
                        color: Theme.muted
                    }
                    Label {
                        objectName: "houseEdgeOptimal"
                        text: ed.houseEdge.optimalText
                        color: ed.houseEdge.optimalReady ? Theme.gold : Theme.muted
                        font.bold: ed.houseEdge.optimalReady
                        HoverHandler { id: edgeHover }
                        ToolTip.visible: edgeHover.hovered
                        ToolTip.delay: 300
                        ToolTip.text: ed.houseEdge.optimalReady
                                      ? (ed.houseEdge.betting
                                         ? qsTr("Exact, per unit staked on the player hand, both hands played by their fixed strategies (nobody decides), dealt from a full shoe.")
                                         : qsTr("Exact, for one seat playing every decision best with the cards seen (composition-dependent), dealt from a full shoe; insurance included."))
                                      : ed.houseEdge.computing
                                        ? qsTr("The exact analysis of every initial deal: a few seconds for the presets, longer for some custom rule sets. It stops when you change the rules or close the editor.")
                                        : ed.houseEdge.reason
                    }
                    ProgressBar {
                        objectName: "houseEdgeProgress"
                        visible: ed.houseEdge.computing
                        from: 0; to: 1
                        value: ed.houseEdge.progress
                        indeterminate: ed.houseEdge.progress <= 0
                        Layout.preferredWidth: 120
                    }
                    Label {
                        visible: ed.houseEdge.computing && ed.houseEdge.elapsedSeconds > 2
                        text: qsTr("%1 s").arg(ed.houseEdge.elapsedSeconds)
                        color: Theme.muted
                    }
                    Label {
                        visible: ed.houseEdge.state === HouseEdge.Unavailable
                        text: ed.houseEdge.reason
                        color: Theme.muted
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                        Layout.minimumWidth: 80
                    }
                    Label {
                        text: ed.houseEdge.betting ? qsTr("other bets:") : qsTr("basic strategy:")
                        color: Theme.muted
                        Layout.leftMargin: 8
                    }
                    Label {
                        objectName: "houseEdgeBasic"
                        text: ed.houseEdge.basicText
                        color: Theme.muted
                        font.italic: true
                        HoverHandler { id: basicHover }
                        ToolTip.visible: basicHover.hovered
                        ToolTip.delay: 300
                        ToolTip.text: ed.houseEdge.betting
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
                        text: ed.houseEdge.betting ? qsTr("Simulated, bet on the player hand:")
                                                   : qsTr("Simulated, basic strategy:")
                        color: Theme.muted
                    }
                    Label {
                        objectName: "simulatedEdgeText"
                        text: ed.simulatedEdge.text
                        color: ed.simulatedEdge.ready ? Theme.gold : Theme.muted
                        font.bold: ed.simulatedEdge.ready
                        HoverHandler { id: simHover }
                        ToolTip.visible: simHover.hovered
                        ToolTip.delay: 300
                        ToolTip.text: qsTr("The house edge estimated by playing rounds: one seat, dealt as these rules deal (cut card included), with one standard error. Seed 1, so the same rules give the same figure. Where the exact analysis does not cover the rules, it is the one figure.")
                    }
                    ProgressBar {
                        objectName: "simulatedEdgeProgress"
                        visible: ed.simulatedEdge.running
                        from: 0; to: 1
                        value: ed.simulatedEdge.progress
                        indeterminate: ed.simulatedEdge.progress <= 0
                        Layout.preferredWidth: 120
                    }
                    ComboBox {
                        id: simRounds
                        objectName: "simulatedEdgeRounds"
                        enabled: !ed.simulatedEdge.running
                        textRole: "text"
                        valueRole: "value"
                        model: [
                            { text: qsTr("1 million rounds"), value: 1000000 },
                            { text: qsTr("10 million rounds"), value: 10000000 },
                            { text: qsTr("100 million rounds"), value: 100000000 }
                        ]
                        Component.onCompleted: currentIndex = indexOfValue(ed.simulatedEdge.rounds)
                        onActivated: ed.simulatedEdge.rounds = currentValue
                        Connections { // the rounds set elsewhere (tests, screenshots)
                            target: ed.simulatedEdge
                            function onRoundsChanged() {
                                simRounds.currentIndex = simRounds.indexOfValue(ed.simulatedEdge.rounds)
                            }
                        }
                        Layout.preferredWidth: 190
                    }
                    Button {
                        objectName: "simulatedEdgeButton"
                        text: ed.simulatedEdge.running ? qsTr("Stop") : qsTr("Simulate")
                        enabled: ed.simulatedEdge.running || ed.simulatedEdge.canStart
                        onClicked: ed.simulatedEdge.running ? ed.simulatedEdge.stop()
                                                            : ed.simulatedEdge.start()
                    }
                    Label {
                        objectName: "simulatedEdgeDetail"
                        text: ed.simulatedEdge.detail
                        color: Theme.muted
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                        Layout.minimumWidth: 80
                    }
                }
                RowLayout {
                    visible: ed.lastError !== ""
                    Layout.fillWidth: true
                    Label {
                        objectName: "lastError"
                        text: ed.lastError
                        color: Theme.loss
                        wrapMode: Text.Wrap
                        maximumLineCount: 6
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
            }
        }

        // ---- body: section list and problems | the form | the rule file ----
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            Rectangle {
                Layout.preferredWidth: 220
                Layout.fillHeight: true
                color: "#181d22"
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 2
                    Repeater {
                        model: page.sections
                        delegate: ItemDelegate {
                            required property var modelData
                            Layout.fillWidth: true
                            implicitHeight: 30
                            onClicked: page.scrollTo(modelData)
                            contentItem: RowLayout {
                                spacing: 6
                                Label {
                                    text: modelData.title
                                    color: Theme.text
                                    font.pixelSize: 13
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Rectangle {
                                    visible: modelData.problemCount > 0
                                    implicitWidth: 20
                                    implicitHeight: 18
                                    radius: 9
                                    color: Theme.loss
                                    Label {
                                        anchors.centerIn: parent
                                        text: modelData.problemCount
                                        color: "#1a1a1a"
                                        font.pixelSize: 11
                                        font.bold: true
                                    }
                                }
                            }
                        }
                    }
                    Rectangle { Layout.fillWidth: true; Layout.topMargin: 8; height: 1; color: Theme.panelBorder }
                    Label {
                        Layout.topMargin: 6
                        text: ed.valid ? qsTr("No problems") : qsTr("Problems")
                        color: ed.valid ? Theme.win : Theme.loss
                        font.bold: true
                    }
                    ListView {
                        id: problemList
                        objectName: "problemList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 6
                        model: ed.problems
                        ScrollBar.vertical: ScrollBar {}
                        delegate: ItemDelegate {
                            required property var modelData
                            width: problemList.width
                            onClicked: page.scrollTo(page.sectionOf(modelData.path))
                            contentItem: ColumnLayout {
                                spacing: 1
                                Label {
                                    visible: modelData.path !== ""
                                    text: modelData.path
                                    color: Theme.gold
                                    font.family: "DejaVu Sans Mono"
                                    font.pixelSize: 11
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Label {
                                    text: modelData.message
                                    color: Theme.loss
                                    font.pixelSize: 12
                                    wrapMode: Text.Wrap
                                    maximumLineCount: 4
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                            }
                        }
                    }
                }
            }

            Flickable {
                id: form
                objectName: "form"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: width
                contentHeight: sectionColumn.implicitHeight + 32
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

                ColumnLayout {
                    id: sectionColumn
                    x: 16
                    y: 16
                    width: form.width - 40
                    spacing: 14

                    RuleSection {
                        id: general
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Name and family")
                        prefixes: ["", "schemaVersion", "id", "name", "description", "family"]
                        note: qsTr("The family decides which general rules stand in for rule IDs left empty (F-… for Finnish 27, B-… for blackjack).")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "name"; label: qsTr("Name"); kind: "text"; controlWidth: 300 }
                            RuleField { editor: ed; path: "id"; label: qsTr("Id (letters, digits, - _ .)"); kind: "text"; controlWidth: 200 }
                            RuleField {
                                editor: ed; path: "family"; label: qsTr("Family"); kind: "choice"
                                options: [{ value: "finnish27", text: qsTr("Finnish 27") }, { value: "blackjack", text: qsTr("Blackjack") }]
                            }
                        }
                        RuleField { editor: ed; path: "description"; label: qsTr("Description"); kind: "text"; fillWidth: true }
                        Label {
                            visible: ed.dirty && ed.presets.indexOf(ed.id) >= 0
                            text: qsTr("Tip: these rules differ from the preset \u201c%1\u201d; give them their own id and name, so that the table tells them apart.").arg(ed.id)
                            color: Theme.gold
                            font.pixelSize: 12
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }

                    RuleSection {
                        id: shoe
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Shoe")
                        prefixes: ["shoe", "shoeRule", "reshuffleRule", "indexStyle"]
                        note: qsTr("How many decks, Jokers and which ranks the shoe holds, and where the cut card sits: the shoe is reshuffled before the first round that would start with that many cards dealt (F-1, F-2).")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "shoe.decks"; label: qsTr("Decks (1–8)") }
                            RuleField { editor: ed; path: "shoe.jokersPerDeck"; label: qsTr("Jokers per deck (0–4)") }
                            RuleField {
                                editor: ed; path: "shoe.cutCard"; label: qsTr("Cut card after")
                                hint: ed.shoeSize > 0 ? qsTr("of %1 cards (%2% dealt)").arg(ed.shoeSize)
                                          .arg(Math.round(100 * Number(ed.value("shoe.cutCard")) / ed.shoeSize)) : ""
                            }
                            RuleField {
                                editor: ed; path: "indexStyle"; label: qsTr("Card indices"); kind: "choice"
                                options: [{ value: "finnish", text: qsTr("Finnish (1, 11, 12, 13)") }, { value: "standard", text: qsTr("Standard (A, J, Q, K)") }]
                            }
                            RuleField { editor: ed; path: "shoeRule"; label: qsTr("Shoe rule"); kind: "ruleid" }
                            RuleField { editor: ed; path: "reshuffleRule"; label: qsTr("Reshuffle rule"); kind: "ruleid" }
                        }
                        RuleField {
                            editor: ed; path: "shoe.removedRanks"; label: qsTr("Ranks taken out of every deck")
                            kind: "rankset"; ranks: ed.rankCodes.slice(0, 13)
                        }
                    }

                    RuleSection {
                        id: values
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Card values and the Joker")
                        prefixes: ["values"]
                        note: qsTr("Point values (F-3). An Ace counts its high value when that keeps the total at or below the target, else its low value; at most one Ace counts high.")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "values.target"; label: qsTr("Target total") }
                            RuleField { editor: ed; path: "values.aceHigh"; label: qsTr("Ace high value") }
                            RuleField {
                                editor: ed; path: "values.joker"; label: qsTr("Joker"); kind: "choice"; controlWidth: 220
                                options: [{ value: "zero", text: qsTr("counts 0") }, { value: "wild-to-target", text: qsTr("wild: makes the target") }]
                            }
                            RuleField { editor: ed; path: "values.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        Label { text: qsTr("Point value of each rank (A: the Ace's low value)"); color: Theme.muted; font.pixelSize: 12 }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 10
                            Repeater {
                                model: ed.rankCodes.slice(0, 13)
                                delegate: RuleField {
                                    required property string modelData
                                    editor: ed; path: "values.points." + modelData; label: modelData
                                    controlWidth: 104
                                }
                            }
                        }
                        Label {
                            readonly property string problem: (ed.revision >= 0 ? ed.problemAt("values.points") : "")
                            visible: problem !== ""
                            text: problem
                            color: Theme.loss
                            font.pixelSize: 12
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }

                    RuleSection {
                        id: deal
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Deal and naturals")
                        prefixes: ["dealerInitial", "dealRule", "holeCardRule", "natural"]
                        note: qsTr("The dealer's first two cards, and which two-card hands are naturals, what they pay and who wins when both have one.")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField {
                                editor: ed; path: "dealerInitial"; label: qsTr("Dealer's initial cards"); kind: "choice"; controlWidth: 300
                                options: [
                                    { value: "hole-then-up", text: qsTr("hole card first, then an up-card") },
                                    { value: "up-then-hole", text: qsTr("up-card first, then a hole card") },
                                    { value: "both-up", text: qsTr("both face up") },
                                    { value: "up-only", text: qsTr("one up-card only") }
                                ]
                            }
                            RuleField { editor: ed; path: "dealRule"; label: qsTr("Deal rule"); kind: "ruleid" }
                            RuleField { editor: ed; path: "holeCardRule"; label: qsTr("Hole-card rule"); kind: "ruleid" }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField {
                                id: naturalKind
                                editor: ed; path: "natural.kind"; label: qsTr("Naturals"); kind: "choice"; controlWidth: 250
                                options: [
                                    { value: "none", text: qsTr("none") },
                                    { value: "rank-pairs", text: qsTr("listed pairs of ranks") },
                                    { value: "two-card-target", text: qsTr("any two cards making the target") }
                                ]
                            }
                            RuleField {
                                visible: naturalKind.current !== "none"
                                editor: ed; path: "natural.payout"; label: qsTr("Pays (× wager)"); kind: "ratio"
                            }
                            RuleField {
                                visible: naturalKind.current !== "none"
                                editor: ed; path: "natural.bothHave"; label: qsTr("When both have one"); kind: "choice"
                                options: page.winners
                            }
                            RuleField {
                                visible: naturalKind.current !== "none"
                                editor: ed; path: "natural.dealerChecksAtOnce"; kind: "check"
                                label: qsTr("Dealer checks for a natural at once")
                            }
                            RuleField { editor: ed; path: "natural.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        ColumnLayout {
                            visible: naturalKind.current === "rank-pairs" || page.pairCount > 0
                            spacing: 6
                            Label { text: qsTr("Natural pairs"); color: Theme.muted; font.pixelSize: 12 }
                            Label {
                                readonly property string problem: (ed.revision >= 0 ? ed.problemAt("natural.pairs") : "")
                                visible: problem !== ""
                                text: problem
                                color: Theme.loss
                                font.pixelSize: 12
                            }
                            Flow {
                                Layout.fillWidth: true
                                spacing: 12
                                Repeater {
                                    model: page.pairCount
                                    delegate: Rectangle {
                                        id: pair
                                        required property int index
                                        readonly property string path: "natural.pairs[" + index + "]"
                                        readonly property string problem: (ed.revision >= 0 ? ed.problemAt(path, true) : "")
                                        implicitWidth: pairRow.implicitWidth + 16
                                        implicitHeight: pairRow.implicitHeight + 12
                                        radius: 6
                                        color: "#232a31"
                                        border.color: problem !== "" ? Theme.loss : "#343f49"
                                        RowLayout {
                                            id: pairRow
                                            anchors.centerIn: parent
                                            spacing: 6
                                            RuleField { editor: ed; path: pair.path + "[0]"; kind: "rank"; controlWidth: 92 }
                                            Label { text: "+"; color: Theme.text; font.bold: true }
                                            RuleField { editor: ed; path: pair.path + "[1]"; kind: "rank"; controlWidth: 92 }
                                            ToolButton {
                                                text: "\u2715"
                                                onClicked: ed.removeItem("natural.pairs", pair.index)
                                                ToolTip.visible: hovered
                                                ToolTip.text: qsTr("Remove this pair")
                                            }
                                        }
                                    }
                                }
                                Button {
                                    text: qsTr("Add pair")
                                    onClicked: ed.addItem("natural.pairs")
                                }
                            }
                        }
                    }

                    RuleSection {
                        id: insurance
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Insurance")
                        prefixes: ["insurance"]
                        note: qsTr("A side bet offered on the listed dealer up-cards; it costs the price × wager and pays the payout × its stake when the dealer holds a natural.")
                        RuleField { id: insured; editor: ed; path: "insurance.offered"; kind: "check"; label: qsTr("Insurance is offered"); alignWithControls: false }
                        RuleField {
                            visible: insured.current === true || (ed.revision >= 0 && ed.count("insurance.upCards") > 0)
                            editor: ed; path: "insurance.upCards"; label: qsTr("On the dealer's up-cards"); kind: "rankset"
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "insurance.price"; label: qsTr("Price (× wager)"); kind: "ratio" }
                            RuleField { editor: ed; path: "insurance.payout"; label: qsTr("Pays (× its stake)"); kind: "ratio" }
                            RuleField { editor: ed; path: "insurance.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                    }

                    RuleSection {
                        id: forced
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Forced plays")
                        prefixes: ["forced"]
                        note: qsTr("Checked in order before every player decision; the first that holds is played without asking (F-11). Every condition given must hold; empty means any.")
                        // A Column, not a layout: rows come and go while the form is laid out.
                        Column {
                            id: forcedList
                            Layout.fillWidth: true
                            spacing: 8
                            Repeater {
                                model: page.forcedCount
                                delegate: RuleListItem {
                                    id: play
                                    required property int index
                                    itemIndex: index
                                    width: forcedList.width
                                    editor: ed
                                    listPath: "forced"
                                    count: page.forcedCount
                                    summary: (ed.revision >= 0 ? ed.describeForced(index) : "")
                                    RuleField {
                                        editor: ed; path: play.path + ".op"; label: qsTr("Must"); kind: "choice"; controlWidth: 88
                                        options: [{ value: "hit", text: qsTr("hit") }, { value: "stand", text: qsTr("stand") }]
                                    }
                                    RuleField { editor: ed; path: play.path + ".when.kind"; label: qsTr("Hand"); kind: "choice"; options: page.handKinds; controlWidth: 110 }
                                    RuleField { editor: ed; path: play.path + ".when.total"; label: qsTr("Total"); kind: "range"; boundWidth: 60 }
                                    RuleField { editor: ed; path: play.path + ".when.cards"; label: qsTr("Cards"); kind: "range"; boundWidth: 60 }
                                    RuleField {
                                        editor: ed; path: play.path + ".when.dealer"; label: qsTr("Dealer's hand"); kind: "choice"; controlWidth: 124
                                        options: [{ value: "any", text: qsTr("any") }, { value: "hit", text: qsTr("must hit") }, { value: "stand", text: qsTr("will stand") }]
                                    }
                                    RuleField { editor: ed; path: play.path + ".when.dealerTotal"; label: qsTr("Dealer shows"); kind: "range"; boundWidth: 60 }
                                    RuleField {
                                        editor: ed; path: play.path + ".when.versusDealer"; label: qsTr("Total vs. dealer"); kind: "choice"; controlWidth: 120
                                        options: [
                                            { value: "any", text: qsTr("any") },
                                            { value: "below", text: qsTr("below") },
                                            { value: "at-or-below", text: qsTr("at or below") },
                                            { value: "equal", text: qsTr("equal") },
                                            { value: "at-or-above", text: qsTr("at or above") },
                                            { value: "above", text: qsTr("above") }
                                        ]
                                    }
                                    RuleField { editor: ed; path: play.path + ".rule"; label: qsTr("Rule"); kind: "ruleid" }
                                }
                            }
                        }
                        Button {
                            text: qsTr("Add forced play")
                            onClicked: ed.addItem("forced")
                        }
                    }

                    RuleSection {
                        id: options
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Player options")
                        prefixes: ["cardLimit", "doubleDown", "split", "surrender"]
                        note: qsTr("The card limit, and when the player may double down (F-18), split (F-17) or surrender (F-15).")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "cardLimit.cards"; label: qsTr("Most cards in a hand"); hint: qsTr("0: no limit") }
                            RuleField { editor: ed; path: "cardLimit.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        Label { text: qsTr("Double down"); color: Theme.text; font.bold: true }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { id: dbl; editor: ed; path: "doubleDown.allowed"; kind: "check"; label: qsTr("Allowed") }
                            RuleField { enabled: dbl.current === true; editor: ed; path: "doubleDown.kind"; label: qsTr("On"); kind: "choice"; options: page.handKinds; controlWidth: 120 }
                            RuleField { enabled: dbl.current === true; editor: ed; path: "doubleDown.total"; label: qsTr("Totals"); kind: "range" }
                            RuleField { enabled: dbl.current === true; editor: ed; path: "doubleDown.firstTwoOnly"; kind: "check"; label: qsTr("First two cards only") }
                            RuleField { enabled: dbl.current === true; editor: ed; path: "doubleDown.afterSplit"; kind: "check"; label: qsTr("After a split") }
                            RuleField { editor: ed; path: "doubleDown.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        Label { text: qsTr("Split"); color: Theme.text; font.bold: true }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { id: spl; editor: ed; path: "split.allowed"; kind: "check"; label: qsTr("Allowed") }
                            RuleField { enabled: spl.current === true; editor: ed; path: "split.byValue"; kind: "check"; label: qsTr("Equal value (K+Q) counts as a pair") }
                            RuleField { enabled: spl.current === true; editor: ed; path: "split.maxHands"; label: qsTr("Most hands"); hint: qsTr("2: no resplit") }
                            RuleField { enabled: spl.current === true; editor: ed; path: "split.acesOneCardEach"; kind: "check"; label: qsTr("Split Aces take one card each") }
                            RuleField { enabled: spl.current === true; editor: ed; path: "split.splitNaturalBeatsTotal"; kind: "check"; label: qsTr("Two-card target after a split beats other totals") }
                            RuleField { editor: ed; path: "split.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        Label { text: qsTr("Surrender"); color: Theme.text; font.bold: true }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { id: sur; editor: ed; path: "surrender.allowed"; kind: "check"; label: qsTr("Allowed") }
                            RuleField { enabled: sur.current === true; editor: ed; path: "surrender.firstTwoOnly"; kind: "check"; label: qsTr("First two cards only") }
                            RuleField { enabled: sur.current === true; editor: ed; path: "surrender.afterSplit"; kind: "check"; label: qsTr("After a split") }
                            RuleField { enabled: sur.current === true; editor: ed; path: "surrender.refund"; label: qsTr("Refund (of the wager)"); kind: "ratio" }
                            RuleField { editor: ed; path: "surrender.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                    }

                    RuleSection {
                        id: dealer
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Dealer strategy")
                        prefixes: ["dealer"]
                        note: qsTr("The first row that matches the dealer's hand decides: hit while the total is below its value. No matching row: stand (F-12).")
                        RuleStrategyRows { Layout.fillWidth: true; editor: ed; listPath: "dealer.rows" }
                        RuleField { editor: ed; path: "dealer.rule"; label: qsTr("Rule (for rows without one)"); kind: "ruleid" }
                    }

                    RuleSection {
                        id: outcomes
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Outcomes")
                        prefixes: ["predetermined", "fiveCard", "comparison", "settlementRule"]
                        note: qsTr("Predetermined wins and losses, the five-card rule (PL-9) and who wins equally close totals (F-13, F-14). A bust always loses for the player and pays the player for the dealer.")
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "predetermined.playerTargetWins"; kind: "check"; label: qsTr("A player's exact target wins at once") }
                            RuleField { editor: ed; path: "predetermined.playerTargetRule"; label: qsTr("Rule"); kind: "ruleid" }
                            RuleField { editor: ed; path: "predetermined.playerBustRule"; label: qsTr("Player bust rule"); kind: "ruleid" }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "predetermined.dealerTargetWins"; kind: "check"; label: qsTr("A dealer's exact target wins") }
                            RuleField { editor: ed; path: "predetermined.dealerTargetRule"; label: qsTr("Rule"); kind: "ruleid" }
                            RuleField { editor: ed; path: "predetermined.dealerBustRule"; label: qsTr("Dealer bust rule"); kind: "ruleid" }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { id: five; editor: ed; path: "fiveCard.enabled"; kind: "check"; label: qsTr("Five-card rule: poker hands decide") }
                            RuleField { enabled: five.current === true; editor: ed; path: "fiveCard.cards"; label: qsTr("Qualifying hand size") }
                            RuleField { editor: ed; path: "fiveCard.rule"; label: qsTr("Rule"); kind: "ruleid" }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 18
                            RuleField { editor: ed; path: "comparison.tie"; label: qsTr("Equally close totals"); kind: "choice"; options: page.winners }
                            RuleField { editor: ed; path: "comparison.rule"; label: qsTr("Rule"); kind: "ruleid" }
                            RuleField { editor: ed; path: "settlementRule"; label: qsTr("Settlement rule"); kind: "ruleid" }
                        }
                    }

                    RuleSection {
                        id: bonuses
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Bonuses")
                        prefixes: ["bonuses", "bonusRule"]
                        note: qsTr("Paid only when the hand wins, every bonus whose conditions all hold for the final hand (F-16). Ranks: the hand is exactly these ranks in any order, e.g. \u201cA\u00a0K\u201d or \u201c9\u00a09\u00a09\u201d.")
                        // A Column, not a layout: rows come and go while the form is laid out.
                        Column {
                            id: bonusList
                            Layout.fillWidth: true
                            spacing: 8
                            Repeater {
                                model: page.bonusCount
                                delegate: RuleListItem {
                                    id: bonus
                                    required property int index
                                    itemIndex: index
                                    width: bonusList.width
                                    editor: ed
                                    listPath: "bonuses"
                                    count: page.bonusCount
                                    summary: {
                                        if (ed.revision < 0) return ""
                                        const amount = ed.value(path + ".amount")
                                        const pays = ed.value(path + ".pay") === "table-minimums"
                                            ? qsTr("pays %1 table minimums").arg(amount) : qsTr("pays %1 to 1").arg(amount)
                                        return ed.value(path + ".name") + " \u2014 " + pays
                                    }
                                    RuleField { editor: ed; path: bonus.path + ".name"; label: qsTr("Name"); kind: "text"; controlWidth: 196 }
                                    RuleField { editor: ed; path: bonus.path + ".id"; label: qsTr("Id"); kind: "text"; controlWidth: 128 }
                                    RuleField { editor: ed; path: bonus.path + ".ranks"; label: qsTr("Ranks"); kind: "ranklist"; placeholder: qsTr("any"); controlWidth: 112 }
                                    RuleField { editor: ed; path: bonus.path + ".cards"; label: qsTr("Cards"); kind: "optint"; anyValue: 0; controlWidth: 60 }
                                    RuleField { editor: ed; path: bonus.path + ".total"; label: qsTr("Total"); kind: "optint"; anyValue: -1; controlWidth: 60 }
                                    RuleField {
                                        editor: ed; path: bonus.path + ".pay"; label: qsTr("Pays in"); kind: "choice"; controlWidth: 146
                                        options: [{ value: "odds", text: qsTr("odds (× wager)") }, { value: "table-minimums", text: qsTr("table minimums") }]
                                    }
                                    RuleField { editor: ed; path: bonus.path + ".amount"; label: qsTr("Amount"); kind: "ratio"; controlWidth: 76 }
                                    RuleField { editor: ed; path: bonus.path + ".rule"; label: qsTr("Rule"); kind: "ruleid" }
                                }
                            }
                        }
                        RowLayout {
                            spacing: 18
                            Button {
                                Layout.alignment: Qt.AlignBottom
                                text: qsTr("Add bonus")
                                onClicked: ed.addItem("bonuses")
                            }
                            RuleField { editor: ed; path: "bonusRule"; label: qsTr("Rule (for bonuses without one)"); kind: "ruleid" }
                        }
                    }

                    RuleSection {
                        id: wager
                        Layout.fillWidth: true
                        editor: ed
                        title: qsTr("Wager mode")
                        prefixes: ["wagerMode", "baccarat"]
                        note: qsTr("Standard: the player backs his own hand. Baccarat-like: bets on the player hand, the dealer hand or a stalemate, both hands played by fixed strategies; slot: a single bet on the player hand. Nobody is consulted in those modes, so double, split, surrender and insurance must be off.")
                        RuleField {
                            id: mode
                            editor: ed; path: "wagerMode"; label: qsTr("Mode"); kind: "choice"
                            options: [
                                { value: "standard", text: qsTr("standard") },
                                { value: "baccarat-like", text: qsTr("baccarat-like") },
                                { value: "slot", text: qsTr("slot") }
                            ]
                        }
                        ColumnLayout {
                            visible: mode.current !== "standard"
                            Layout.fillWidth: true
                            spacing: 12
                            Flow {
                                Layout.fillWidth: true
                                spacing: 18
                                RuleField { editor: ed; path: "baccarat.playerPays"; label: qsTr("Player bet pays"); kind: "ratio" }
                                RuleField { editor: ed; path: "baccarat.dealerPays"; label: qsTr("Dealer bet pays"); kind: "ratio" }
                                RuleField { editor: ed; path: "baccarat.stalematePays"; label: qsTr("Stalemate bet pays"); kind: "ratio" }
                                RuleField { editor: ed; path: "baccarat.rule"; label: qsTr("Rule"); kind: "ruleid" }
                            }
                            Label { text: qsTr("The player hand's strategy (after the forced plays)"); color: Theme.text; font.bold: true }
                            RuleStrategyRows { Layout.fillWidth: true; editor: ed; listPath: "baccarat.playerStrategy.rows" }
                            RuleField { editor: ed; path: "baccarat.playerStrategy.rule"; label: qsTr("Rule (for rows without one)"); kind: "ruleid" }
                        }
                    }
                }
            }

            // ---- the rules as a file ----
            Rectangle {
                visible: page.showFile
                Layout.preferredWidth: Math.min(440, page.width * 0.34)
                Layout.fillHeight: true
                color: "#181d22"
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 8
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: ed.valid ? qsTr("Rule file") : qsTr("Rule file (as edited, not valid yet)")
                            color: Theme.gold
                            font.bold: true
                            Layout.fillWidth: true
                        }
                        Button {
                            text: qsTr("Apply text")
                            enabled: fileText.edited
                            onClicked: if (ed.setJson(fileText.text)) fileText.reload()
                        }
                        Button {
                            text: qsTr("Revert")
                            enabled: fileText.edited
                            onClicked: fileText.reload()
                        }
                    }
                    ScrollView {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        TextArea {
                            id: fileText
                            property bool edited: false
                            function reload() { text = ed.json(); edited = false }
                            font.family: "DejaVu Sans Mono"
                            font.pixelSize: 12
                            selectByMouse: true
                            wrapMode: TextEdit.NoWrap
                            Component.onCompleted: reload()
                            onTextChanged: if (activeFocus) edited = true
                            Connections {
                                target: ed
                                function onChanged() { if (!fileText.edited) fileText.reload() }
                            }
                            background: Rectangle { color: "#20262c"; border.color: Theme.panelBorder; radius: 4 }
                        }
                    }
                }
            }
        }
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a rule file")
        fileMode: FileDialog.OpenFile
        acceptLabel: qsTr("Open")
        nameFilters: [qsTr("Rule files (*.json)"), qsTr("All files (*)")]
        onAccepted: ed.loadFile(selectedFile)
    }
    FileDialog {
        id: saveDialog
        property bool playAfter: false
        title: playAfter ? qsTr("Save the rules to play them") : qsTr("Save the rules")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: "json"
        nameFilters: [qsTr("Rule files (*.json)")]
        onAccepted: {
            if (ed.saveTo(selectedFile) && playAfter) {
                page.playRequested(ed.source)
                page.close()
            }
        }
    }
    Dialog {
        id: discardDialog
        property var pending: null
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Discard your changes?")
        standardButtons: Dialog.Discard | Dialog.Cancel
        padding: 20
        background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 8 }
        header: Label {
            text: discardDialog.title
            color: Theme.gold
            font.pixelSize: 17
            font.bold: true
            padding: 20
            bottomPadding: 0
        }
        Label {
            text: qsTr("The rules you are editing have unsaved changes.\nSave them first with \u201cSave as…\u201d, or discard them.")
            color: Theme.text
            lineHeight: 1.2
        }
        onDiscarded: {
            close()
            const action = pending
            pending = null
            if (action) action()
        }
        onRejected: pending = null
    }
}
