import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A titled card of the rule editor, with the number of problems in its fields.
Rectangle {
    id: section
    property var editor
    property string title
    property string note: ""            // what the section is about, in a line
    property var prefixes: []           // the field paths it covers
    default property alias content: body.data
    readonly property int problemCount: {
        if (!editor || editor.revision < 0) return 0
        let n = 0
        for (const p of prefixes) {
            // "" stands for the problems of the whole file (no field path)
            if (p === "") n += editor.problems.filter(q => q.path === "").length
            else n += editor.problemCount(p)
        }
        return n
    }

    implicitHeight: column.implicitHeight + 32
    radius: 8
    color: Theme.panel
    border.color: problemCount > 0 ? Qt.darker(Theme.loss, 1.6) : Theme.panelBorder

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10
        RowLayout {
            spacing: 10
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                text: section.title
                color: Theme.gold
                font.pixelSize: Theme.px(17)
                font.bold: true
            }
            Rectangle {
                visible: section.problemCount > 0
                radius: 9
                color: Theme.loss
                implicitWidth: badge.implicitWidth + 14
                implicitHeight: 18
                Label {
                    textFormat: Text.PlainText
                    id: badge
                    anchors.centerIn: parent
                    text: section.problemCount === 1 ? qsTr("1 problem") : qsTr("%1 problems").arg(section.problemCount)
                    color: Theme.textOnBadge
                    font.pixelSize: Theme.px(11)
                    font.bold: true
                }
            }
            Item { Layout.fillWidth: true }
        }
        Label {
            textFormat: Text.PlainText
            visible: section.note !== ""
            text: section.note
            color: Theme.muted
            font.pixelSize: Theme.px(12)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ColumnLayout {
            id: body
            spacing: 12
            Layout.fillWidth: true
        }
    }
}
