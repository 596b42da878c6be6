import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The player's preferences; Main.qml persists them (Qt.labs.settings).
Dialog {
    id: dialog
    title: qsTr("Settings")
    modal: true
    standardButtons: Dialog.Close
    property var settings
    property bool soundAvailable: true
    property string botStrategy
    // The history panel's list: its filter is the selection exported.
    property HistoryModel historyModel
    property string historyStatus: ""
    property string themeStatus: ""
    width: Math.min(parent ? parent.width - 24 : 560,
                    Math.max(520, grid.implicitWidth + leftPadding + rightPadding + 16))
    height: Math.min(implicitHeight, parent ? parent.height - 24 : implicitHeight)

    // Scrolls where the window is lower than the settings; as wide as the widest row needs.
    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        GridLayout {
            id: grid
            objectName: "settingsGrid"
            columns: 2
            columnSpacing: 16
            rowSpacing: 10
            width: scroller.availableWidth

            Label { textFormat: Text.PlainText; text: qsTr("Seats at the table") }
            SpinBox {
                from: 1; to: 7
                Accessible.name: qsTr("Seats at the table")
                value: dialog.settings.seats
                onValueModified: dialog.settings.seats = value
            }
            Item { width: 1; height: 1 }
            Label {
                textFormat: Text.PlainText
                objectName: "botStrategy"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.px(12)
                opacity: 0.8
                text: dialog.botStrategy
            }
            Label { textFormat: Text.PlainText; text: qsTr("Dealing speed") }
            BoundComboBox {
                Layout.fillWidth: true
                model: [qsTr("Off (instant)"), qsTr("Fast"), qsTr("Normal"), qsTr("Relaxed")]
                readonly property var speeds: [0, 180, 350, 650]
                selectedIndex: Math.max(0, speeds.indexOf(dialog.settings.animationMs))
                onActivated: index => dialog.settings.animationMs = speeds[index]
            }
            Label { textFormat: Text.PlainText; text: qsTr("Sound") }
            RowLayout {
                CheckBox {
                    checked: dialog.settings.sound
                    onToggled: dialog.settings.sound = checked
                    Accessible.name: qsTr("Sound")
                }
                Slider {
                    Accessible.name: qsTr("Volume")
                    Layout.fillWidth: true
                    from: 0; to: 1
                    value: dialog.settings.volume
                    enabled: dialog.settings.sound
                    onMoved: dialog.settings.volume = value
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.columnSpan: 2
                visible: !dialog.soundAvailable
                text: qsTr("No audio output was found; the table plays silently.")
                color: Theme.muted
                font.pixelSize: Theme.px(12)
            }
            Label { textFormat: Text.PlainText; text: qsTr("Card indices") }
            BoundComboBox {
                Layout.fillWidth: true
                model: [qsTr("As the game has them"), qsTr("Finnish (1, 11, 12, 13)"), qsTr("Standard (A, J, Q, K)")]
                readonly property var styles: ["auto", "finnish", "standard"]
                selectedIndex: Math.max(0, styles.indexOf(dialog.settings.indexStyle))
                onActivated: index => dialog.settings.indexStyle = styles[index]
            }
            Label { textFormat: Text.PlainText; text: qsTr("Four-colour deck") }
            CheckBox {
                checked: dialog.settings.fourColour
                onToggled: dialog.settings.fourColour = checked
                Accessible.name: qsTr("Four-colour deck")
            }
            Label { textFormat: Text.PlainText; text: qsTr("Card backs") }
            BoundComboBox {
                Layout.fillWidth: true
                model: [qsTr("Red"), qsTr("Blue")]
                readonly property var backs: ["red", "blue"]
                selectedIndex: Math.max(0, backs.indexOf(dialog.settings.cardBack))
                onActivated: index => dialog.settings.cardBack = backs[index]
            }
            Label { textFormat: Text.PlainText; text: qsTr("Contrast") }
            CheckBox {
                objectName: "highContrastSetting"
                text: qsTr("High contrast: black grounds, white text and borders")
                checked: dialog.settings.highContrast
                onToggled: dialog.settings.highContrast = checked
            }
            Label { textFormat: Text.PlainText; text: qsTr("Card theme") }
            ColumnLayout {
                Layout.fillWidth: true
                RowLayout {
                    Layout.fillWidth: true
                    BoundComboBox {
                        id: themeBox
                        objectName: "cardTheme"
                        Layout.fillWidth: true
                        model: CardThemes.themes
                        textRole: "name"
                        valueRole: "id"
                        selectedIndex: {
                            const themes = CardThemes.themes
                            for (let i = 0; i < themes.length; ++i)
                                if (themes[i].id === dialog.settings.cardTheme) return i
                            return 0
                        }
                        onActivated: index => dialog.settings.cardTheme = CardThemes.themes[index].id
                    }
                    Row { // the preview: a few cards of the theme shown in the list
                        objectName: "themePreview"
                        spacing: 3
                        Repeater {
                            model: ["AS", "QD", "JOKER"]
                            PlayingCard {
                                width: 28
                                code: modelData
                                theme: themeBox.currentValue ?? "default"
                                finnish: dialog.settings.indexStyle !== "standard"
                                fourColour: dialog.settings.fourColour
                            }
                        }
                        PlayingCard {
                            width: 28
                            faceUp: false
                            theme: themeBox.currentValue ?? "default"
                            back: dialog.settings.cardBack
                        }
                    }
                    Button {
                        objectName: "installTheme"
                        text: qsTr("Install…")
                        onClicked: FileChooser.open(qsTr("Install a card theme"),
                                                   [qsTr("Card themes (*.zip)"), qsTr("All files (*)")],
                                                   file => dialog.installTheme(file))
                    }
                    Button {
                        objectName: "removeTheme"
                        text: qsTr("Remove")
                        // Only an installed theme; the table goes back to the standard one.
                        visible: CardThemes.themes[themeBox.currentIndex] !== undefined
                                 && !CardThemes.themes[themeBox.currentIndex].shipped
                        onClicked: {
                            const id = themeBox.currentValue
                            dialog.settings.cardTheme = "default"
                            if (!CardThemes.removeTheme(id))
                                dialog.themeStatus = qsTr("The theme could not be removed.")
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    readonly property var info: CardThemes.themes[themeBox.currentIndex]
                    visible: info !== undefined && !info.shipped
                    text: info === undefined ? ""
                          : qsTr("By %1. %2. Indices: %3; %4.").arg(info.author).arg(info.licence)
                            .arg(info.finnish ? qsTr("Finnish") : qsTr("standard"))
                            .arg(info.fourColour ? qsTr("four colours") : qsTr("two colours"))
                    color: Theme.muted
                    font.pixelSize: Theme.px(12)
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "themeStatus"
                    Layout.fillWidth: true
                    visible: dialog.themeStatus !== ""
                    wrapMode: Text.Wrap
                    text: dialog.themeStatus
                    color: Theme.gold
                    font.pixelSize: Theme.px(12)
                }
            }
            Label { textFormat: Text.PlainText; text: qsTr("Strategy hints") }
            CheckBox {
                objectName: "hintsSetting"
                text: qsTr("Show the EV of every action")
                checked: dialog.settings.hints
                onToggled: dialog.settings.hints = checked
            }
            Label { textFormat: Text.PlainText; text: qsTr("Mistake warnings") }
            CheckBox {
                objectName: "mistakeWarningsSetting"
                text: qsTr("With hints off, point out costly decisions")
                checked: dialog.settings.mistakeWarnings
                enabled: !dialog.settings.hints
                onToggled: dialog.settings.mistakeWarnings = checked
            }
            Label { textFormat: Text.PlainText; text: qsTr("Language") }
            BoundComboBox {
                Layout.fillWidth: true
                model: ["English", "Suomi"]
                readonly property var codes: ["en", "fi"]
                selectedIndex: Math.max(0, codes.indexOf(dialog.settings.language))
                onActivated: index => dialog.settings.language = codes[index]
            }
            Label { textFormat: Text.PlainText; text: qsTr("History") }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Button {
                    objectName: "exportHistory"
                    text: qsTr("Export history…")
                    enabled: History.available
                    onClicked: FileChooser.save(qsTr("Export the history"), History.suggestedFileName("zip"),
                                                [qsTr("Session archives (*.zip)"), qsTr("CSV files (*.csv)")],
                                                file => dialog.historyStatus = file.toLowerCase().endsWith(".csv")
                                                        ? dialog.historyModel.exportCsv(file)
                                                        : dialog.historyModel.exportArchive(file))
                }
                Button {
                    objectName: "importHistory"
                    text: qsTr("Import session archive…")
                    enabled: History.available
                    onClicked: FileChooser.open(qsTr("Import a session archive"),
                                                [qsTr("Session archives (*.zip)"), qsTr("All files (*)")],
                                                file => dialog.historyStatus = History.importArchive(file))
                }
                Button {
                    objectName: "deleteHistory"
                    text: qsTr("Delete history…")
                    enabled: History.available
                    onClicked: confirmDelete.open()
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: text !== ""
                wrapMode: Text.Wrap
                text: History.available
                      ? qsTr("The export takes the rounds the history panel shows (its filter), as a session archive (.zip) or as CSV.")
                      : qsTr("No history is open: rounds are not kept.")
                color: Theme.muted
                font.pixelSize: Theme.px(12)
            }
            Label {
                textFormat: Text.PlainText
                objectName: "historyStatus"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.historyStatus !== ""
                wrapMode: Text.Wrap
                text: dialog.historyStatus
                color: Theme.gold
                font.pixelSize: Theme.px(12)
            }
        }
    }

    // Checks and installs a theme zip, and chooses it; a refusal says why.
    function installTheme(file) {
        const result = CardThemes.importTheme(file)
        dialog.themeStatus = result.message
        if (result.ok) dialog.settings.cardTheme = result.id
    }
    Dialog {
        id: confirmDelete
        objectName: "confirmDelete"
        title: qsTr("Delete history")
        modal: true
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 420
        standardButtons: Dialog.Yes | Dialog.No
        Label {
            textFormat: Text.PlainText
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("Delete every round, answer and exam kept in the history? This cannot be undone. The round and shoe in play stay until they are finished.")
        }
        onAccepted: dialog.historyStatus = History.deleteAll() ? qsTr("The history was deleted.") : History.notice
    }
}
