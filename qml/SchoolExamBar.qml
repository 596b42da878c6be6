import QtQuick
import QtQuick.Controls
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
            font.pixelSize: Theme.px(14)
        }
        Button {
            visible: bar.school.examFinished
            text: qsTr("Save report…")
            onClicked: FileChooser.save(qsTr("Save the exam report"),
                                        "finnish27-exam-" + Qt.formatDate(new Date(), "yyyy-MM-dd") + ".pdf",
                                        [qsTr("PDF (*.pdf)"), qsTr("Web page (*.html)")],
                                        file => saved.text = bar.school.saveExamReport(file)
                                                ? qsTr("Report saved.") : bar.school.inputError)
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
        font.pixelSize: Theme.px(12)
    }
}
