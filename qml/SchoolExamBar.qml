import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Finnish27

// The exam over "Run the table": which round, the errors against the pass mark; when it is over,
// passed or failed and why, and the report saved as PDF or HTML.
Rectangle {
    id: bar
    objectName: "examBar"
    required property DealerSchoolController school
    implicitHeight: row.implicitHeight + 14
    radius: 8
    color: school.examFinished ? (school.examPassed ? Theme.validBackground : Theme.invalidBackground)
                               : Theme.panel
    border.color: Theme.gold

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 7
        spacing: 10
        Text {
            textFormat: Text.PlainText
            objectName: "examStatus"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: bar.school.examStatus
            color: Theme.text
            font.bold: bar.school.examFinished
            font.pixelSize: 14
        }
        Button {
            visible: bar.school.examFinished
            text: qsTr("Save report…")
            onClicked: reportDialog.open()
        }
        Button {
            text: bar.school.examFinished ? qsTr("Close") : qsTr("Abandon exam")
            onClicked: bar.school.abandonExam()
        }
    }
    Text {
        textFormat: Text.PlainText
        id: saved
        visible: text !== ""
        anchors { right: parent.right; top: parent.bottom; topMargin: 2 }
        color: Theme.muted
        font.pixelSize: 12
    }
    FileDialog {
        id: reportDialog
        title: qsTr("Save the exam report")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF (*.pdf)"), qsTr("Web page (*.html)")]
        onAccepted: saved.text = bar.school.saveExamReport(selectedFile.toString())
                    ? qsTr("Report saved.") : bar.school.inputError
    }
}
