import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The trainee's progress, kept across restarts: accuracy, median time per step and streaks for
// each part of the procedure and each kind of drill, the error-spotting watch, and the exams
// taken. The exam itself is started here.
Item {
    id: pane
    objectName: "schoolProgress"
    required property TrainingProgress progress
    // The exam's settings and start (the page runs the exam in "Run the table").
    property int examRounds: 25
    property int examMaxErrors: 1
    property int examMaxSeconds: 60
    signal examRequested(int rounds, int maxErrors, int maxSecondsPerRound)

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: pane.progress.problem !== ""
            wrapMode: Text.Wrap
            text: pane.progress.problem
            color: Theme.loss
        }

        // The scores table.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: 8
            color: Theme.panel
            border.color: Theme.panelBorder
            ListView {
                id: table
                objectName: "scoreTable"
                anchors.fill: parent
                anchors.margins: 10
                clip: true
                model: pane.progress.scores
                spacing: 3
                section.property: "group"
                section.delegate: Text {
                    textFormat: Text.PlainText
                    required property string section
                    text: section
                    color: Theme.gold
                    font.bold: true
                    font.pixelSize: Theme.px(15)
                    topPadding: 8
                    bottomPadding: 4
                }
                header: RowLayout {
                    width: table.width
                    Text { textFormat: Text.PlainText; Layout.fillWidth: true; text: qsTr("Part"); color: Theme.muted }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 90; text: qsTr("Right"); color: Theme.muted; horizontalAlignment: Text.AlignRight }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 80; text: qsTr("Accuracy"); color: Theme.muted; horizontalAlignment: Text.AlignRight }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 110; text: qsTr("Median time"); color: Theme.muted; horizontalAlignment: Text.AlignRight }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 110; text: qsTr("Streak (best)"); color: Theme.muted; horizontalAlignment: Text.AlignRight }
                }
                delegate: RowLayout {
                    required property scoreRow modelData
                    width: table.width
                    Text { textFormat: Text.PlainText; Layout.fillWidth: true; text: modelData.label; color: Theme.text; elide: Text.ElideRight }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 90; horizontalAlignment: Text.AlignRight; color: Theme.text
                           text: qsTr("%1 of %2").arg(modelData.correct).arg(modelData.attempts) }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 80; horizontalAlignment: Text.AlignRight; color: Theme.text
                           text: modelData.accuracy }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 110; horizontalAlignment: Text.AlignRight; color: Theme.text
                           text: modelData.medianTime }
                    Text { textFormat: Text.PlainText; Layout.preferredWidth: 110; horizontalAlignment: Text.AlignRight; color: Theme.text
                           text: qsTr("%1 (%2)").arg(modelData.streak).arg(modelData.bestStreak) }
                }
                footer: Text {
                    textFormat: Text.PlainText
                    width: table.width
                    topPadding: 12
                    wrapMode: Text.Wrap
                    text: qsTr("Spot the error: %1").arg(pane.progress.watchSummary)
                    color: Theme.text
                }
            }
        }

        // The exam: its pass mark, and the exams taken.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(260, pane.height * 0.42)
            radius: 8
            color: Theme.panel
            border.color: Theme.panelBorder
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 6
                Flow {
                    Layout.fillWidth: true
                    spacing: 8
                    Text { textFormat: Text.PlainText; text: qsTr("Exam:"); color: Theme.gold; font.bold: true; height: roundsBox.height; verticalAlignment: Text.AlignVCenter }
                    SpinBox { id: roundsBox; objectName: "examRounds"; Accessible.name: qsTr("Exam rounds"); from: 1; to: 500; value: pane.examRounds
                              onValueModified: pane.examRounds = value }
                    Text { textFormat: Text.PlainText; text: qsTr("rounds, at most"); color: Theme.text; height: roundsBox.height; verticalAlignment: Text.AlignVCenter }
                    SpinBox { objectName: "examErrors"; Accessible.name: qsTr("Errors allowed"); from: 0; to: 100; value: pane.examMaxErrors
                              onValueModified: pane.examMaxErrors = value }
                    Text { textFormat: Text.PlainText; text: qsTr("errors, at most"); color: Theme.text; height: roundsBox.height; verticalAlignment: Text.AlignVCenter }
                    SpinBox { objectName: "examSeconds"; Accessible.name: qsTr("Seconds per round"); from: 5; to: 3600; stepSize: 5; value: pane.examMaxSeconds
                              onValueModified: pane.examMaxSeconds = value }
                    Text { textFormat: Text.PlainText; text: qsTr("s per round"); color: Theme.text; height: roundsBox.height; verticalAlignment: Text.AlignVCenter }
                    Button {
                        objectName: "examStart"
                        text: qsTr("Start exam")
                        highlighted: true
                        onClicked: pane.examRequested(pane.examRounds, pane.examMaxErrors, pane.examMaxSeconds)
                    }
                }
                ListView {
                    objectName: "examList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: pane.progress.exams
                    delegate: Text {
                        textFormat: Text.PlainText
                        required property examRow modelData
                        width: ListView.view.width
                        elide: Text.ElideRight
                        text: (modelData.passed ? "✓ " : "✗ ") + modelData.date + " · " + modelData.rulesName
                              + " · " + modelData.result
                        color: modelData.passed ? Theme.win : Theme.loss
                    }
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        visible: parent.count === 0
                        text: qsTr("No exam taken yet.")
                        color: Theme.muted
                    }
                }
            }
        }
    }
}
