import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Finnish27

// The dealer school: the trainee runs a table of computer players and the engine judges every
// step (DealerSchoolController). Its own bar (back to the table, the modes, the rule set, the
// seats, the keys), the felt as the dealer sees it, the mode's controls under it, and on the
// right the floor supervisor's word, the score and the log. The modes are tabs; a mode is a
// felt overlay, a control panel and a score panel (see modeList). Settings persist with
// QSettings (category "school").
Item {
    id: page
    objectName: "dealerSchoolPage"
    property bool fourColour: false
    property string cardBack: "red"
    property string indexStyle: "auto"
    property int animationMs: 350
    signal switchToBanking()
    signal cue(string name) // a sound of the table (SoundBoard)
    readonly property alias school: school
    readonly property bool narrow: width < 1150

    // The modes, in the order of their tabs.
    readonly property var modeList: [
        { mode: DealerSchoolController.Procedure, label: qsTr("Run the table"), key: "Ctrl+1" },
        { mode: DealerSchoolController.Spot, label: qsTr("Spot the error"), key: "Ctrl+2" },
        { mode: DealerSchoolController.Drills, label: qsTr("Drills"), key: "Ctrl+3" },
        { mode: DealerSchoolController.Progress, label: qsTr("Progress & exam"), key: "Ctrl+4" }
    ]
    readonly property bool procedure: school.mode === DealerSchoolController.Procedure
    readonly property bool spotting: school.mode === DealerSchoolController.Spot
    readonly property bool tableShown: procedure || spotting
    readonly property var modeNames: ["procedure", "spot", "drills", "progress"]

    // Running the table: the selected hand (seat -1: the dealer), the face of the next card and
    // the amount to pay or take. Presentation only: the engine judges every step.
    property int selectedSeat: 0
    property int selectedHand: 0
    property bool nextFaceDown: false
    property string amount: ""
    readonly property bool typing: dealerPanel.amountField.activeFocus || dealerPanel.stepField.activeFocus
    readonly property bool keysOn: page.visible && !typing && !keysHelp.opened && !handMenu.opened
    readonly property bool procedureKeys: keysOn && procedure
    readonly property bool spotKeys: keysOn && spotting

    // Opens a panel by name ("keys"): screenshots and tests.
    function openPanel(name) {
        if (name === "keys") { keysHelp.open(); return true }
        return false
    }

    Settings {
        id: store
        category: "school"
        property string rules: "poker-like"
        property int seats: 3
        property string mode: "procedure"
        property string tempo: "normal"
        property int errorPercent: 20
    }
    property bool ready: false
    DealerSchoolController {
        id: school
        objectName: "dealerSchool"
        active: page.visible && page.ready
        spot.animationMs: page.animationMs
        progress: progress
        onCue: name => page.cue(name)
        onRoundChanged: if (page.procedure && school.roundSteps === 0) page.select(0, 0)
        // The selection follows the hand of the last step (typed, keyed or clicked).
        onVerdictChanged: if (school.verdict.kind !== "" && school.verdict.seat >= 0
                              && school.verdict.seat < school.seatCount)
                              page.select(school.verdict.seat, school.verdict.hand)
    }
    TrainingProgress { // the trainee's scores and exams, kept in the history
        id: progress
        objectName: "trainingProgress"
        history: History
    }
    DrillController {
        id: drills
        objectName: "drills"
        rulesSource: school.rulesSource
        onAnswerRecorded: (kind, correct, millis) => progress.recordDrill(kind, correct, millis)
    }
    Component.onCompleted: {
        if (!school.loadRules(store.rules)) school.loadRules("poker-like")
        school.seatCount = store.seats
        school.mode = Math.max(0, page.modeNames.indexOf(store.mode))
        school.spot.tempo = store.tempo
        school.spot.errorPercent = store.errorPercent
        ready = true
    }
    Connections {
        target: school
        function onRulesChanged() { if (school.rulesError === "") store.rules = school.rulesSource }
        function onSeatCountChanged() { store.seats = school.seatCount; page.fixSelection() }
        function onModeChanged() { store.mode = page.modeNames[school.mode] }
    }
    Connections {
        target: school.spot
        function onTempoChanged() { store.tempo = school.spot.tempo }
        function onErrorRateChanged() { store.errorPercent = school.spot.errorPercent }
    }

    // --- Running the table: the selection and the steps ---
    function handsOf(seat) { return school.view.seats.handCount(seat) }
    function select(seat, hand) {
        selectedSeat = seat
        selectedHand = seat < 0 ? 0 : hand
    }
    function fixSelection() {
        if (selectedSeat >= school.seatCount) select(0, 0)
    }
    // A digit: that seat (pressed again: its next hand); 0: the dealer.
    function selectByKey(n) {
        if (n === 0) { select(-1, 0); return }
        if (n > school.seatCount) return
        if (selectedSeat === n - 1) select(n - 1, (selectedHand + 1) % Math.max(1, handsOf(n - 1)))
        else select(n - 1, 0)
    }
    function dealTo(seat, hand, faceUp) {
        select(seat, hand)
        if (school.dealTo(seat, hand, faceUp)) nextFaceDown = false
    }
    function dealSelected() { dealTo(selectedSeat, selectedHand, !nextFaceDown) }
    function declare(play) { school.declare(selectedSeat, selectedHand, play) }
    function dealerStep(step) {
        if (step === "insure") school.offerInsurance()
        else if (step === "peek") school.checkNatural()
        else if (step === "reveal") school.revealHole()
        else if (step === "hit") school.dealerHit()
        else if (step === "stand") school.dealerStand()
    }
    function settle(result) {
        if (school.settleHand(selectedSeat, selectedHand, result, amount)) {
            amount = ""
            page.forceActiveFocus()
        }
    }
    function settleInsurance(result) {
        if (school.settleInsurance(selectedSeat, result, amount)) {
            amount = ""
            page.forceActiveFocus()
        }
    }
    function nextRound() {
        if (school.nextRound()) select(0, 0)
    }

    // --- The keys (listed in SchoolKeysHelp) ---
    Shortcut { sequence: "Ctrl+1"; enabled: page.visible; onActivated: school.mode = DealerSchoolController.Procedure }
    Shortcut { sequence: "Ctrl+2"; enabled: page.visible; onActivated: school.mode = DealerSchoolController.Spot }
    Shortcut { sequence: "Ctrl+3"; enabled: page.visible; onActivated: school.mode = DealerSchoolController.Drills }
    Shortcut { sequence: "Ctrl+4"; enabled: page.visible; onActivated: school.mode = DealerSchoolController.Progress }
    Shortcut { sequence: "F1"; enabled: page.visible; onActivated: keysHelp.open() }
    Shortcut { sequence: "Esc"; enabled: page.keysOn; onActivated: page.switchToBanking() }
    Repeater {
        model: 8
        Item {
            id: digit
            required property int index
            Shortcut { sequence: String(digit.index); enabled: page.procedureKeys; onActivated: page.selectByKey(digit.index) }
        }
    }
    Shortcut { sequence: "Space"; enabled: page.procedureKeys; onActivated: page.dealSelected() }
    Shortcut { sequence: "F"; enabled: page.procedureKeys; onActivated: page.nextFaceDown = !page.nextFaceDown }
    Shortcut { sequence: "I"; enabled: page.procedureKeys; onActivated: page.dealerStep("insure") }
    Shortcut { sequence: "K"; enabled: page.procedureKeys; onActivated: page.dealerStep("peek") }
    Shortcut { sequence: "R"; enabled: page.procedureKeys; onActivated: page.dealerStep("reveal") }
    Shortcut { sequence: "H"; enabled: page.procedureKeys; onActivated: page.dealerStep("hit") }
    Shortcut { sequence: "S"; enabled: page.procedureKeys; onActivated: page.dealerStep("stand") }
    Shortcut { sequence: "Shift+H"; enabled: page.procedureKeys; onActivated: page.declare("hit") }
    Shortcut { sequence: "Shift+S"; enabled: page.procedureKeys; onActivated: page.declare("stand") }
    Shortcut { sequence: "C"; enabled: page.procedureKeys; onActivated: page.declare("choice") }
    Shortcut { sequence: "A"; enabled: page.procedureKeys; onActivated: dealerPanel.amountField.forceActiveFocus() }
    Shortcut { sequence: "P"; enabled: page.procedureKeys; onActivated: page.settle("pay") }
    Shortcut { sequence: "T"; enabled: page.procedureKeys; onActivated: page.settle("take") }
    Shortcut { sequence: "E"; enabled: page.procedureKeys; onActivated: page.settle("push") }
    Shortcut { sequence: "U"; enabled: page.procedureKeys; onActivated: page.settle("surrender") }
    Shortcut { sequence: "Shift+P"; enabled: page.procedureKeys; onActivated: page.settleInsurance("pay") }
    Shortcut { sequence: "Shift+T"; enabled: page.procedureKeys; onActivated: page.settleInsurance("take") }
    Shortcut { sequences: ["/", ":"]; enabled: page.procedureKeys; onActivated: dealerPanel.stepField.forceActiveFocus() }
    Shortcut { sequence: "?"; enabled: page.procedureKeys; onActivated: school.showHint() }
    Shortcut { sequences: ["N", "Return", "Enter"]; enabled: page.procedureKeys && school.roundOver; onActivated: page.nextRound() }
    Shortcut { sequence: "Space"; enabled: page.spotKeys; onActivated: school.spot.stop() }
    Shortcut { sequence: "P"; enabled: page.spotKeys; onActivated: school.spot.togglePause() }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.spotKeys && (school.spot.state === SchoolSpotter.Judged || school.spot.state === SchoolSpotter.Paused)
        onActivated: school.spot.resume()
    }
    Shortcut {
        sequences: ["N", "Return", "Enter"]
        enabled: page.spotKeys && school.spot.state === SchoolSpotter.Over
        onActivated: school.nextRound()
    }
    Shortcut {
        sequence: "-"
        enabled: page.spotKeys
        onActivated: school.spot.tempo = school.spot.tempo === "fast" ? "normal" : "slow"
    }
    Shortcut {
        sequences: ["+", "="]
        enabled: page.spotKeys
        onActivated: school.spot.tempo = school.spot.tempo === "slow" ? "normal" : "fast"
    }

    SchoolKeysHelp {
        id: keysHelp
        parent: page
        anchors.centerIn: parent
        procedure: page.procedure
    }
    SchoolHandMenu {
        id: handMenu
        onDeal: faceUp => page.dealTo(seat, hand, faceUp)
        onDeclare: play => { page.select(seat, hand); page.declare(play) }
        onSettle: result => { page.select(seat, hand); page.settle(result) }
        onDealerStep: step => page.dealerStep(step)
        onAmountWanted: { page.select(seat, hand); dealerPanel.amountField.forceActiveFocus() }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        SchoolHeader {
            Layout.fillWidth: true
            Layout.preferredHeight: 48
            school: school
            modes: page.modeList
            currentMode: school.mode
            narrow: page.narrow
            onBackRequested: page.switchToBanking()
            onModeChosen: mode => school.mode = mode
            onRulesChosen: source => school.loadRules(source)
            onSeatsChosen: seats => school.seatCount = seats
            onKeysRequested: keysHelp.open()
        }
        SchoolDrills { // Drills: flash cards from the rules
            visible: school.mode === DealerSchoolController.Drills
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 10
            drills: drills
            fourColour: page.fourColour
            cardBack: page.cardBack
            onVisibleChanged: if (visible) forceActiveFocus()
        }
        SchoolProgress { // Progress and exam: the scores kept across restarts, the exams
            visible: school.mode === DealerSchoolController.Progress
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 10
            progress: progress
            onExamRequested: (rounds, maxErrors, maxSeconds) => school.startExam(rounds, maxErrors, maxSeconds)
        }
        SchoolExamBar { // the exam in progress, or its result and report
            visible: page.procedure && (school.examActive || school.examFinished)
            Layout.fillWidth: true
            Layout.leftMargin: 10
            Layout.rightMargin: 10
            Layout.topMargin: 8
            school: school
        }
        Item { // the felt and the mode's controls on the left, the supervisor and the log on the right
            visible: page.tableShown
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 10
            ColumnLayout {
                anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: side.left; rightMargin: 10 }
                spacing: 8
                SchoolFelt {
                    id: felt
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    school: school
                    interactive: page.procedure && !school.roundOver
                    selectedSeat: page.selectedSeat
                    selectedHand: page.selectedHand
                    nextFaceDown: page.nextFaceDown
                    // Spotting: where the dealer acts, or (after a result) where the step was.
                    readonly property bool judged: school.spot.state === SchoolSpotter.Judged
                    highlightSeat: page.procedure ? -2
                                   : school.spot.shownText !== "" ? school.spot.shownSeat
                                   : judged ? school.spot.result.seat : -2
                    highlightHand: school.spot.shownText !== "" ? school.spot.shownHand
                                   : judged ? school.spot.result.hand : -1
                    dealerHighlighted: !page.procedure && school.spot.shownText !== "" && school.spot.shownSeat < 0
                                       && school.spot.shownStep.indexOf("insur") < 0
                    fourColour: page.fourColour
                    cardBack: page.cardBack
                    indexStyle: page.indexStyle
                    onDealRequested: (seat, hand) => page.dealTo(seat, hand, !page.nextFaceDown)
                    onSelectRequested: (seat, hand) => page.select(seat, hand)
                    onDeclareRequested: (seat, hand, play) => { page.select(seat, hand); page.declare(play) }
                    onMenuRequested: (seat, hand, x, y) => {
                        handMenu.seat = seat
                        handMenu.hand = hand
                        handMenu.popup(felt, x, y)
                    }

                    SchoolVerdictBanner { // running the table: the supervisor stops a wrong step at once
                        visible: page.procedure && (school.verdict.kind === "wrong" || school.roundOver)
                        width: parent.width
                        fadeAfterMs: 6000
                        verdict: school.verdict
                        summary: school.roundOver
                                 ? qsTr("Round over: %1 steps, %2 errors, %3. Next round: N.")
                                   .arg(school.roundSteps).arg(school.roundErrors).arg(school.roundClock)
                                 : ""
                    }
                    SpotBanner {
                        visible: page.spotting && onShow
                        width: parent.width
                        spot: school.spot
                    }
                    SchoolVerdictBanner { // spotting: what the trainee made of the step
                        visible: page.spotting && (school.spot.state === SchoolSpotter.Judged
                                                     || school.spot.state === SchoolSpotter.Over)
                        width: parent.width
                        verdict: school.spot.result
                        summary: school.spot.state === SchoolSpotter.Over
                                 ? qsTr("Round over: %1 of %2 errors caught, %3 false alarms. Next round: N.")
                                   .arg(school.spot.roundCatches).arg(school.spot.roundErrorsShown)
                                   .arg(school.spot.roundFalseAlarms)
                                 : qsTr("Enter: watch on")
                    }
                }
                SchoolDealerPanel {
                    id: dealerPanel
                    visible: page.procedure
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    school: school
                    compact: width < 760
                    selectedSeat: page.selectedSeat
                    selectedHand: page.selectedHand
                    nextFaceDown: page.nextFaceDown
                    amount: page.amount
                    insured: school.view.seats.revision >= 0 && school.view.seats.insured(page.selectedSeat)
                    onFaceDownToggled: page.nextFaceDown = !page.nextFaceDown
                    onDealerStep: step => page.dealerStep(step)
                    onHintRequested: school.showHint()
                    onSettle: result => page.settle(result)
                    onSettleInsurance: result => page.settleInsurance(result)
                    onAmountEdited: text => page.amount = text
                    onStepTyped: text => school.performText(text)
                }
                SpotPanel {
                    visible: page.spotting
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    spot: school.spot
                    compact: width < 760
                    onStopRequested: school.spot.stop()
                    onPauseRequested: school.spot.togglePause()
                    onResumeRequested: school.spot.resume()
                    onNextRoundRequested: school.nextRound()
                }
            }
            ColumnLayout {
                id: side
                anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
                width: Math.min(340, page.width * 0.27)
                spacing: 8
                SupervisorPanel {
                    objectName: "supervisor"
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    verdict: page.procedure ? school.verdict : school.spot.result
                    idleText: page.procedure
                              ? qsTr("Run the round: deal, declare each hand's play, play the dealer's hand, settle every bet. Each step is checked against the rules.")
                              : qsTr("The dealer deals; now and then a step is wrong. Stop the game (Space) on it.")
                }
                SchoolRoundPanel {
                    visible: page.procedure
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    school: school
                    compact: page.height < 700
                    onNextRoundRequested: page.nextRound()
                }
                SpotTally {
                    visible: page.spotting
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    spot: school.spot
                }
                MessagePanel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("Dealer's log")
                    model: school.view.messages
                }
            }
        }
    }

    // The supervisor's verdicts and refused input, for screen readers.
    Announcer {
        objectName: "schoolAnnouncer"
        text: school.verdict.kind === "wrong"
              ? qsTr("✗ %1").arg(school.verdict.done) + " " + qsTr("Right: %1 · %2").arg(school.verdict.right).arg(school.verdict.rule)
              : school.inputError
    }
}
