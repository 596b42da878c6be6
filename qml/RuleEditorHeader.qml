import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rule editor's header: where the rules come from (a preset, a file), the file view,
// saving and playing. It decides nothing: the page acts on its requests.
Rectangle {
    id: header
    property var editor                 // the RuleEditorModel
    property bool narrow: false         // a tighter header for narrow windows
    property bool showFile: false       // the "View as file" toggle
    signal presetChosen(string id)
    signal openFileRequested()
    signal showFileToggled(bool on)
    signal saveAsRequested()
    signal playRequested()
    signal closeRequested()

    implicitHeight: 58
    color: Theme.panel
    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.panelBorder }
    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: header.narrow ? 10 : 16
        anchors.rightMargin: header.narrow ? 10 : 16
        spacing: header.narrow ? 6 : 10
        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Layout.minimumWidth: 60
            Label {
                textFormat: Text.PlainText
                text: qsTr("Rule editor")
                color: Theme.gold
                font.pixelSize: Theme.px(header.narrow ? 15 : 18)
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                text: (header.editor.name !== "" ? header.editor.name : qsTr("(no name)"))
                      + (header.editor.dirty ? "  \u2022 " + qsTr("unsaved changes") : "")
                color: Theme.muted
                font.pixelSize: Theme.px(12)
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("Start from"); color: Theme.muted; visible: !header.narrow }
        BoundComboBox {
            id: presetPicker
            objectName: "presetPicker"
            model: header.editor.presets
            selectedIndex: header.editor.sourceIsPreset ? header.editor.presets.indexOf(header.editor.source) : -1
            displayText: currentIndex < 0 ? qsTr("a preset…") : currentText
            Layout.preferredWidth: header.narrow ? 120 : 150
            onActivated: index => {
                const id = header.editor.presets[index]
                header.presetChosen(id)
                currentIndex = Qt.binding(() => header.editor.sourceIsPreset ? header.editor.presets.indexOf(header.editor.source) : -1)
            }
        }
        Button {
            text: qsTr("Open file…")
            onClicked: header.openFileRequested()
        }
        ToolSeparator { visible: !header.narrow }
        Button {
            text: qsTr("View as file")
            checkable: true
            checked: header.showFile
            onToggled: header.showFileToggled(checked)
        }
        Button {
            text: qsTr("Save as…")
            enabled: header.editor.valid
            onClicked: header.saveAsRequested()
            ToolTip.visible: hovered && !header.editor.valid
            ToolTip.text: qsTr("Fix the problems first")
        }
        Button {
            id: playButton
            objectName: "playButton"
            text: qsTr("Play these rules")
            enabled: header.editor.valid
            highlighted: true
            onClicked: header.playRequested()
            ToolTip.visible: hovered
            ToolTip.text: !header.editor.valid ? qsTr("Fix the problems first")
                        : header.editor.dirty ? qsTr("Save the rules to a file and deal with them")
                        : qsTr("Deal with these rules")
            background: Rectangle {
                implicitHeight: 40
                radius: 4
                color: !playButton.enabled ? Theme.goldDisabled : playButton.down ? Qt.darker(Theme.gold, 1.2) : Theme.gold
            }
            contentItem: Label {
                textFormat: Text.PlainText
                text: playButton.text
                font.bold: true
                color: playButton.enabled ? Theme.textOnBadge : Theme.goldDisabledText
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
        Button {
            text: qsTr("Close")
            onClicked: header.closeRequested()
        }
    }
}
