import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The session statistics of the human seat (TableController.stats): key figures, bonuses by
// kind, the bankroll over the session, reset and CSV export. Every figure comes from
// SessionStats, which reads the engine's event log; nothing is computed here but the chart.
Rectangle {
    id: panel
    property var stats
    property var table // for the hand-history export (TableController)
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8
    implicitWidth: 360
    implicitHeight: 720

    readonly property bool analysed: !!stats && stats.decisions > 0
    readonly property string notAnalysedTip:
        qsTr("No decision has been analysed yet. Accuracy, EV lost and the expected result need "
             + "the exact EV of every decision, which the analysis gives in the standard wager "
             + "mode, hints on or off.")
    // The last export: what was written where, or why it failed. The sentence is made in the
    // binding, so that it follows a language switch.
    property var exportNote: null // { saved: "history" | "csv", file } or { error }
    readonly property bool exportFailed: !!exportNote && exportNote.error !== undefined
    readonly property string exportStatus: !exportNote ? ""
        : exportFailed ? exportNote.error
        : exportNote.saved === "history" ? qsTr("Saved to %1").arg(shownPath(exportNote.file))
        : qsTr("Exported to %1").arg(shownPath(exportNote.file))

    function signedColour(v) { return v > 0 ? Theme.win : v < 0 ? Theme.loss : Theme.text }
    // Whole amounts without decimals ("1,040"), others with two ("7.50").
    function money(v) { return Number(v).toLocaleString(Qt.locale(), "f", Number.isInteger(v) ? 0 : 2) }
    function signedMoney(v) { return (v > 0 ? "+" : "") + money(v) }

    // A key figure: a caption and a value, with an optional second line and tooltip.
    component Tile: Rectangle {
        id: tile
        property string label
        property string value
        property string sub
        property color valueColour: Theme.text
        property string tip
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1 // equal columns
        implicitHeight: sub === "" ? 46 : 58
        radius: 6
        color: Theme.tile
        border.color: hover.hovered && tip !== "" ? Theme.gold : Theme.tileBorder
        Column {
            anchors.fill: parent
            anchors.leftMargin: 9
            anchors.rightMargin: 6
            anchors.topMargin: 6
            spacing: 1
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: tile.label
                color: Theme.muted
                font.family: Theme.fontFamily
                font.pixelSize: Theme.px(10)
                font.capitalization: Font.AllUppercase
                font.letterSpacing: 0.4
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: tile.value === "" ? "—" : tile.value
                color: tile.value === "" ? Theme.muted : tile.valueColour
                font.family: Theme.fontFamily
                font.pixelSize: Theme.px(17)
                font.bold: true
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: tile.sub !== ""
                text: tile.sub
                color: Theme.muted
                font.family: Theme.fontFamily
                font.pixelSize: Theme.px(10)
                elide: Text.ElideRight
            }
        }
        HoverHandler { id: hover }
        ToolTip.visible: hover.hovered && tip !== ""
        ToolTip.text: tip
        ToolTip.delay: 400
    }

    component SectionTitle: Text {
        textFormat: Text.PlainText
        color: Theme.gold
        font.family: Theme.fontFamily
        font.bold: true
        font.pixelSize: Theme.px(12)
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.6
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Text {
                textFormat: Text.PlainText
                text: qsTr("Session statistics")
                color: Theme.gold
                font.family: Theme.fontFamily
                font.bold: true
                font.pixelSize: Theme.px(14)
            }
            Item { Layout.fillWidth: true }
            Text {
                textFormat: Text.PlainText
                text: panel.stats ? qsTr("Rounds: %1").arg(panel.stats.rounds) : ""
                color: Theme.muted
                font.family: Theme.fontFamily
                font.pixelSize: Theme.px(12)
            }
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            columns: 3
            columnSpacing: 6
            rowSpacing: 6

            Tile {
                label: qsTr("Net result")
                value: panel.stats && panel.stats.rounds > 0 ? panel.stats.netText : ""
                valueColour: panel.stats ? panel.signedColour(panel.stats.net) : Theme.text
            }
            Tile {
                label: qsTr("Biggest win")
                value: panel.stats ? panel.stats.biggestWinText : ""
                valueColour: Theme.win
            }
            Tile {
                label: qsTr("Biggest loss")
                value: panel.stats ? panel.stats.biggestLossText : ""
                valueColour: Theme.loss
            }

            Tile {
                label: qsTr("Hands won")
                value: panel.stats ? panel.stats.handsWon : ""
                valueColour: Theme.win
            }
            Tile {
                label: qsTr("Lost")
                value: panel.stats ? panel.stats.handsLost : ""
                valueColour: Theme.loss
            }
            Tile {
                label: qsTr("Pushed")
                value: panel.stats ? panel.stats.handsPushed : ""
                valueColour: Theme.push
            }

            Tile {
                label: qsTr("Doubles")
                value: panel.stats ? panel.stats.doubles : ""
            }
            Tile {
                label: qsTr("Splits")
                value: panel.stats ? panel.stats.splits : ""
            }
            Tile {
                label: qsTr("Surrenders")
                value: panel.stats ? panel.stats.surrenders : ""
            }

            Tile {
                label: qsTr("Naturals")
                value: panel.stats ? panel.stats.naturals : ""
            }
            Tile {
                label: qsTr("Insured")
                value: panel.stats ? panel.stats.insuranceTaken : ""
                sub: panel.stats && panel.stats.insuranceTaken > 0
                     ? qsTr("won: %1").arg(panel.stats.insuranceWon) : ""
                tip: qsTr("Insurance bets taken, and how many of them the dealer's natural paid.")
            }
            Tile {
                label: qsTr("Insurance net")
                value: panel.stats && panel.stats.insuranceTaken > 0 ? panel.stats.insuranceNetText : ""
                valueColour: panel.stats ? panel.signedColour(panel.stats.insuranceNet) : Theme.text
            }

            Tile {
                label: qsTr("Accuracy")
                value: panel.analysed ? qsTr("%1%").arg(Math.round(panel.stats.accuracy * 100)) : ""
                sub: panel.analysed ? qsTr("mistakes: %1 of %2").arg(panel.stats.mistakes)
                                          .arg(panel.stats.decisions)
                                    : qsTr("not analysed")
                tip: panel.analysed ? qsTr("Share of analysed decisions that took the best action.")
                                    : panel.notAnalysedTip
            }
            Tile {
                label: qsTr("EV lost")
                value: panel.analysed ? panel.money(panel.stats.evLost) : ""
                valueColour: panel.analysed && panel.stats.evLost > 0 ? Theme.loss : Theme.text
                sub: panel.analysed ? qsTr("to mistakes") : qsTr("not analysed")
                tip: panel.analysed ? qsTr("Expected money given up by choosing worse than the best action.")
                                    : panel.notAnalysedTip
            }
            Tile {
                label: qsTr("Expected")
                value: panel.analysed ? panel.signedMoney(panel.stats.expectedNet) : ""
                valueColour: panel.analysed ? panel.signedColour(panel.stats.expectedNet) : Theme.text
                sub: panel.analysed ? qsTr("actual %1").arg(panel.stats.netText) : qsTr("not analysed")
                tip: panel.analysed ? qsTr("Expected result of the chosen actions, against the actual net result.")
                                    : panel.notAnalysedTip
            }
        }

        // Bonuses by kind.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 4
            SectionTitle { text: qsTr("Bonuses") }
            Item { Layout.fillWidth: true }
            Text {
                textFormat: Text.PlainText
                visible: !!panel.stats && panel.stats.bonusesPaid > 0
                text: panel.stats ? qsTr("%1 paid, %2").arg(panel.stats.bonusesPaid).arg(panel.stats.bonusTotalText) : ""
                color: Theme.muted
                font.family: Theme.fontFamily
                font.pixelSize: Theme.px(11)
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: !panel.stats || panel.stats.bonuses.length === 0
            text: qsTr("No bonus paid yet.")
            color: Theme.muted
            font.family: Theme.fontFamily
            font.pixelSize: Theme.px(12)
            font.italic: true
        }
        Repeater {
            model: panel.stats ? panel.stats.bonuses : []
            RowLayout {
                required property var modelData
                Layout.fillWidth: true
                spacing: 8
                Rectangle { width: 6; height: 6; radius: 3; color: Theme.gold }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: modelData.name
                    color: Theme.text
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.px(12)
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("× %1").arg(modelData.count)
                    color: Theme.muted
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.px(12)
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.minimumWidth: 52
                    horizontalAlignment: Text.AlignRight
                    text: modelData.totalText
                    color: Theme.win
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                }
            }
        }

        // The bankroll over the session.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 4
            SectionTitle { text: qsTr("Bankroll") }
            Item { Layout.fillWidth: true }
            Row {
                spacing: 5
                visible: chart.points.length > 1
                Canvas { // the start-line legend
                    width: 16; height: 8
                    anchors.verticalCenter: parent.verticalCenter
                    onPaint: {
                        const ctx = getContext("2d")
                        ctx.strokeStyle = Theme.gold
                        ctx.lineWidth = 1
                        ctx.beginPath(); ctx.moveTo(0, 4); ctx.lineTo(6, 4)
                        ctx.moveTo(10, 4); ctx.lineTo(16, 4); ctx.stroke()
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("start %1").arg(chart.points.length ? panel.money(chart.points[0]) : "")
                    color: Theme.muted
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.px(11)
                }
            }
        }
        Text { // money added after running out: not won, so not in the net
            textFormat: Text.PlainText
            objectName: "newBankrolls"
            Layout.fillWidth: true
            visible: !!panel.stats && panel.stats.newBankrolls > 0
            text: panel.stats ? qsTr("New bankrolls taken: %n (%1)", "", panel.stats.newBankrolls)
                                .arg(panel.stats.bankrollAddedText) : ""
            color: Theme.gold
            font.family: Theme.fontFamily
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }
        BankrollChart {
            id: chart
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 110
            points: panel.stats ? panel.stats.bankrollHistory : []
            formatMoney: v => panel.money(v)
            signedColour: v => panel.signedColour(v)
        }

        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: panel.exportStatus !== ""
            text: panel.exportStatus
            color: panel.exportFailed ? Theme.loss : Theme.win
            font.family: Theme.fontFamily
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Button {
                text: qsTr("Reset")
                enabled: !!panel.stats && (panel.stats.rounds > 0 || panel.stats.decisions > 0)
                onClicked: confirmReset.open()
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Start a new session: clears these statistics, keeps the bankroll.")
            }
            Item { Layout.fillWidth: true }
            Button {
                text: qsTr("Export CSV…")
                enabled: !!panel.stats && panel.stats.rounds > 0
                onClicked: FileChooser.save(qsTr("Export the session statistics"),
                                            "finnish27-statistics-" + Qt.formatDate(new Date(), "yyyy-MM-dd") + ".csv",
                                            [qsTr("CSV files (*.csv)"), qsTr("All files (*)")],
                                            file => panel.exportedCsv(file))
            }
            Button {
                text: qsTr("Hand history…")
                visible: !!panel.table
                enabled: !!panel.stats && panel.stats.rounds > 0
                onClicked: FileChooser.save(qsTr("Save the hand history"),
                                            "finnish27-hands-" + Qt.formatDate(new Date(), "yyyy-MM-dd") + ".zip",
                                            [qsTr("Hand-history archives (*.zip)"), qsTr("All files (*)")],
                                            file => panel.exportedHistory(file))
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Save every round, every shoe's commitment and revealed key, and these statistics as a zip archive; 'finnish27-cli replay FILE.zip' checks it.")
            }
        }
    }

    Dialog {
        id: confirmReset
        objectName: "confirmReset"
        title: qsTr("Reset the statistics?")
        modal: true
        x: (panel.width - width) / 2
        y: (panel.height - height) / 2
        width: Math.min(panel.width - 24, 320)
        standardButtons: Dialog.Reset | Dialog.Cancel
        background: Rectangle { color: Theme.panel; border.color: Theme.controlLight; radius: 8 }
        Label {
            textFormat: Text.PlainText
            width: confirmReset.availableWidth
            wrapMode: Text.Wrap
            text: qsTr("The rounds, results and bankroll chart of this session are cleared. Your bankroll stays as it is.")
        }
        onReset: {
            panel.stats.reset()
            panel.exportNote = null
            close()
        }
    }

    function shownPath(file) {
        return decodeURIComponent(file.replace(/^file:\/\//, ""))
    }
    function exportedHistory(file) {
        const ok = panel.table.exportSession(file)
        panel.exportNote = ok ? { saved: "history", file: file } : { error: panel.table.exportError() }
    }
    function exportedCsv(file) {
        const ok = panel.stats.exportCsv(file)
        panel.exportNote = ok ? { saved: "csv", file: file } : { error: panel.stats.error }
    }
}
