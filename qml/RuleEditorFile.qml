import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rule editor's file pane: the rules as a rule file (canonical when valid, else as
// edited), editable as text; "Apply text" hands the text to the editor, which checks it.
Rectangle {
    id: pane
    property var editor                 // the RuleEditorModel

    color: Theme.sideBar
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                text: pane.editor.valid ? qsTr("Rule file") : qsTr("Rule file (as edited, not valid yet)")
                color: Theme.gold
                font.bold: true
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Apply text")
                enabled: fileText.edited
                onClicked: if (pane.editor.setJson(fileText.text)) fileText.reload()
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
                function reload() { text = pane.editor.json(); edited = false }
                font.family: "DejaVu Sans Mono"
                font.pixelSize: Theme.px(12)
                selectByMouse: true
                wrapMode: TextEdit.NoWrap
                Component.onCompleted: reload()
                onTextChanged: if (activeFocus) edited = true
                Connections {
                    target: pane.editor
                    function onChanged() { if (!fileText.edited) fileText.reload() }
                }
                background: Rectangle { color: Theme.fileText; border.color: Theme.panelBorder; radius: 4 }
            }
        }
    }
}
