import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rule editor's side bar: its sections, each with its number of problems, and the list
// of problems; a click asks the page to show the section or the problem's field.
Rectangle {
    id: sidebar
    property var editor                 // the RuleEditorModel
    property var sections: []           // the form's RuleSections, in order
    signal sectionClicked(var section)
    signal problemClicked(string path)

    implicitWidth: 220
    color: Theme.sideBar
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 2
        Repeater {
            model: sidebar.sections
            delegate: ItemDelegate {
                required property var modelData
                Accessible.name: modelData.title
                Layout.fillWidth: true
                implicitHeight: 30
                onClicked: sidebar.sectionClicked(modelData)
                contentItem: RowLayout {
                    spacing: 6
                    Label {
                        textFormat: Text.PlainText
                        text: modelData.title
                        color: Theme.text
                        font.pixelSize: Theme.px(13)
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
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: modelData.problemCount
                            color: Theme.textOnBadge
                            font.pixelSize: Theme.px(11)
                            font.bold: true
                        }
                    }
                }
            }
        }
        Rectangle { Layout.fillWidth: true; Layout.topMargin: 8; height: 1; color: Theme.panelBorder }
        Label {
            textFormat: Text.PlainText
            Layout.topMargin: 6
            text: sidebar.editor.valid ? qsTr("No problems") : qsTr("Problems")
            color: sidebar.editor.valid ? Theme.win : Theme.loss
            font.bold: true
        }
        ListView {
            id: problemList
            objectName: "problemList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: sidebar.editor.problems
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                required property var modelData
                width: problemList.width
                Accessible.name: modelData.path !== "" ? modelData.path + ": " + modelData.message : modelData.message
                onClicked: sidebar.problemClicked(modelData.path)
                contentItem: ColumnLayout {
                    spacing: 1
                    Label {
                        textFormat: Text.PlainText
                        visible: modelData.path !== ""
                        text: modelData.path
                        color: Theme.gold
                        font.family: "DejaVu Sans Mono"
                        font.pixelSize: Theme.px(11)
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: modelData.message
                        color: Theme.loss
                        font.pixelSize: Theme.px(12)
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
