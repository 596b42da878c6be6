import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rule editor's status: whether the rules are valid and where they come from, their
// analysis (RuleEditorAnalysis), and why the last load, save or edit was refused.
Rectangle {
    id: status
    property var editor                 // the RuleEditorModel

    implicitHeight: column.implicitHeight + 14
    color: status.editor.valid ? Theme.validBackground : Theme.invalidBackground
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        anchors.topMargin: 7
        anchors.bottomMargin: 7
        spacing: 4
        RowLayout {
            spacing: 14
            Label {
                textFormat: Text.PlainText
                objectName: "validity"
                readonly property int problems: status.editor.problems.length
                text: status.editor.valid ? "\u2714 " + qsTr("These rules are valid: ready to save and play.")
                    : "\u2716 " + (problems === 1 ? qsTr("1 problem: the field marked in red says what to fix.")
                                                  : qsTr("%1 problems: the fields marked in red say what to fix.").arg(problems))
                color: status.editor.valid ? Theme.win : Theme.loss
                font.bold: true
            }
            Label {
                textFormat: Text.PlainText
                text: status.editor.sourceIsPreset ? qsTr("Started from the preset \u201c%1\u201d").arg(status.editor.source)
                      : status.editor.source !== "" ? qsTr("File: %1").arg(status.editor.source) : ""
                color: Theme.muted
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                visible: status.editor.shoeSize > 0
                text: qsTr("%1 cards in the shoe").arg(status.editor.shoeSize)
                color: Theme.muted
            }
        }
        RuleEditorAnalysis {
            editor: status.editor
            Layout.fillWidth: true
        }
        RowLayout {
            visible: status.editor.lastError !== ""
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                objectName: "lastError"
                text: status.editor.lastError
                color: Theme.loss
                wrapMode: Text.Wrap
                maximumLineCount: 6
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }
}
