import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor: start from a preset or a rule file, edit every option of the family in a
// form (docs/rule-files.md), see the engine's problems as you type, save the rules, play them.
// A full-window page over the table; closing it keeps the edits for the next time.
// This file composes the page: the header, the status with the analysis, the side bar, a
// component per section of the form (RuleEditorGeneral … RuleEditorWager) and the file pane;
// it owns what they ask for (loading, saving, playing, scrolling to a section).
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
        FileChooser.save(thenPlay ? qsTr("Save the rules to play them") : qsTr("Save the rules"),
                         ed.suggestedFile().toString(), [qsTr("Rule files (*.json)")],
                         file => {
                             if (ed.saveTo(file) && thenPlay) {
                                 page.playRequested(ed.source)
                                 page.close()
                             }
                         })
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
        base: Theme.controlBase
        alternateBase: Theme.controlAlternate
        text: Theme.text
        button: Theme.controlButton
        buttonText: Theme.text
        highlight: Theme.gold
        highlightedText: Theme.highlightedText
        placeholderText: Theme.muted
        light: Theme.controlLight
        mid: Theme.controlBase
        dark: Theme.controlDark
        brightText: Theme.text
        toolTipBase: Theme.controlBase
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

        RuleEditorHeader {
            Layout.fillWidth: true
            editor: ed
            narrow: page.narrow
            showFile: page.showFile
            onPresetChosen: id => page.unlessUnsaved(() => ed.loadPreset(id))
            onOpenFileRequested: page.unlessUnsaved(() => {
                FileChooser.open(qsTr("Open a rule file"),
                                 [qsTr("Rule files (*.json)"), qsTr("All files (*)")],
                                 file => ed.loadFile(file), ed.suggestedFolder().toString())
            })
            onShowFileToggled: on => page.showFile = on
            onSaveAsRequested: page.saveAs(false)
            onPlayRequested: page.play()
            onCloseRequested: page.close()
        }

        RuleEditorStatus {
            Layout.fillWidth: true
            editor: ed
        }

        // ---- body: section list and problems | the form | the rule file ----
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            RuleEditorSidebar {
                Layout.fillHeight: true
                editor: ed
                sections: page.sections
                onSectionClicked: section => page.scrollTo(section)
                onProblemClicked: path => page.scrollTo(page.sectionOf(path))
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

                    RuleEditorGeneral { id: general; Layout.fillWidth: true; editor: ed }
                    RuleEditorShoe { id: shoe; Layout.fillWidth: true; editor: ed }
                    RuleEditorValues { id: values; Layout.fillWidth: true; editor: ed }
                    RuleEditorDeal { id: deal; Layout.fillWidth: true; editor: ed; winners: page.winners }
                    RuleEditorInsurance { id: insurance; Layout.fillWidth: true; editor: ed }
                    RuleEditorForced { id: forced; Layout.fillWidth: true; editor: ed; handKinds: page.handKinds }
                    RuleEditorOptions { id: options; Layout.fillWidth: true; editor: ed; handKinds: page.handKinds }
                    RuleEditorDealer { id: dealer; Layout.fillWidth: true; editor: ed }
                    RuleEditorOutcomes { id: outcomes; Layout.fillWidth: true; editor: ed; winners: page.winners }
                    RuleEditorBonuses { id: bonuses; Layout.fillWidth: true; editor: ed }
                    RuleEditorWager { id: wager; Layout.fillWidth: true; editor: ed }
                }
            }

            RuleEditorFile {
                visible: page.showFile
                Layout.preferredWidth: Math.min(440, page.width * 0.34)
                Layout.fillHeight: true
                editor: ed
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
            textFormat: Text.PlainText
            text: discardDialog.title
            color: Theme.gold
            font.pixelSize: Theme.px(17)
            font.bold: true
            padding: 20
            bottomPadding: 0
        }
        Label {
            textFormat: Text.PlainText
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
