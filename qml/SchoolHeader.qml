import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The dealer school's bar: back to the table, the modes (one tab each; more modes add a tab),
// the rule set (a preset or a rule file), the number of seats, the keys, and the shoe's
// commitment (P-1).
Rectangle {
    id: bar
    required property DealerSchoolController school
    // The modes on offer, in order: { mode, label, key }.
    property var modes: []
    property int currentMode: 0
    property bool narrow: false
    signal backRequested()
    signal modeChosen(int mode)
    signal rulesChosen(string source)
    signal seatsChosen(int seats)
    signal keysRequested()
    color: Theme.panel
    implicitHeight: 48

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: bar.narrow ? 6 : 12
        anchors.rightMargin: bar.narrow ? 6 : 12
        spacing: bar.narrow ? 5 : 10
        Button {
            objectName: "schoolBack"
            focusPolicy: Qt.NoFocus
            text: bar.narrow ? qsTr("◂ Table") : qsTr("◂ Back to the table")
            onClicked: bar.backRequested()
            ToolTip.visible: hovered
            ToolTip.delay: 400
            ToolTip.text: qsTr("Back to the banking table (Esc)")
        }
        TabBar { // the modes
            id: tabs
            objectName: "schoolModes"
            focusPolicy: Qt.NoFocus
            currentIndex: Math.max(0, bar.modes.findIndex(m => m.mode === bar.currentMode))
            background: Rectangle { color: "transparent" }
            Repeater {
                model: bar.modes
                TabButton {
                    required property var modelData
                    required property int index
                    objectName: "mode-" + index
                    focusPolicy: Qt.NoFocus
                    text: modelData.label
                    width: implicitWidth
                    font.pixelSize: Theme.px(bar.narrow ? 12 : 14)
                    font.bold: tabs.currentIndex === index
                    background: Rectangle { // the mode on show is underlined in gold
                        implicitHeight: 40
                        color: "transparent"
                        Rectangle {
                            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                            height: 3
                            visible: tabs.currentIndex === index
                            color: Theme.gold
                        }
                    }
                    contentItem: Text {
                        textFormat: Text.PlainText
                        text: parent.text
                        font: parent.font
                        color: tabs.currentIndex === index ? Theme.gold : Theme.text
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                    onClicked: bar.modeChosen(modelData.mode)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: modelData.key
                }
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("Rules"); color: Theme.muted; visible: !bar.narrow }
        BoundComboBox { // the presets, then a rule file of one's own
            id: rulesPicker
            objectName: "schoolRules"
            focusPolicy: Qt.NoFocus
            model: bar.school.presetNames.concat([qsTr("Rule file…")])
            selectedIndex: Math.max(0, bar.school.presets.indexOf(bar.school.rulesId))
            displayText: bar.school.presets.indexOf(bar.school.rulesId) < 0 ? bar.school.rulesName : currentText
            Layout.preferredWidth: bar.narrow ? 140 : 200
            onActivated: index => {
                if (index < bar.school.presets.length) bar.rulesChosen(bar.school.presets[index])
                else FileChooser.open(qsTr("Open a rule file"),
                                      [qsTr("Rule files (*.json)"), qsTr("All files (*)")],
                                      file => bar.rulesChosen(file))
                currentIndex = Qt.binding(() => Math.max(0, bar.school.presets.indexOf(bar.school.rulesId)))
            }
            ToolTip.visible: hovered && bar.school.rulesError !== ""
            ToolTip.text: bar.school.rulesError
        }
        Label { textFormat: Text.PlainText; text: qsTr("Seats"); color: Theme.muted; visible: !bar.narrow }
        SpinBox {
            objectName: "schoolSeats"
            Accessible.name: qsTr("Seats")
            focusPolicy: Qt.NoFocus
            from: 1; to: 7
            value: bar.school.seatCount
            Layout.preferredWidth: bar.narrow ? 96 : 112
            onValueModified: bar.seatsChosen(value)
            ToolTip.visible: hovered
            ToolTip.delay: 400
            ToolTip.text: qsTr("Computer players at the table (a new round starts)")
        }
        Item { Layout.fillWidth: true }
        Button {
            objectName: "schoolKeys"
            focusPolicy: Qt.NoFocus
            text: bar.narrow ? qsTr("Keys") : qsTr("Keys (F1)")
            onClicked: bar.keysRequested()
        }
        Label { // P-1: the shoe in play is committed to before its first card
            textFormat: Text.PlainText
            text: bar.narrow ? bar.school.commitment.substring(0, 8) + "…"
                             : qsTr("Fair shoe %1…").arg(bar.school.commitment.substring(0, 8))
            font.family: "DejaVu Sans Mono"
            color: Theme.muted
            MouseArea { id: commitHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
            ToolTip.visible: commitHover.containsMouse
            ToolTip.text: qsTr("SHA-256 of this shoe's secret key (P-1):\n%1").arg(bar.school.commitment)
        }
    }
}
