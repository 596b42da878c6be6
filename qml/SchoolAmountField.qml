import QtQuick
import QtQuick.Controls
import Finnish27

// An amount to pay or take: typed ("17.5", "17,5", "35/2") or assembled from chips. The sum of
// the chips is exact (DealerSchoolController.addAmount), never a floating-point sum. While the
// field has the focus, the letters of the settle keys (P, T, E, U; Shift+P, Shift+T for the insurance) settle at once.
Row {
    id: row
    required property DealerSchoolController school
    property string text: ""
    property bool compact: false
    readonly property alias field: input
    signal edited(string text)
    signal settleKey(string result) // "pay", "take", "push", "surrender"
    signal insuranceKey(string result) // "pay", "take" (Shift+P, Shift+T)
    spacing: compact ? 3 : 4

    readonly property var chips: ["0.5", "1", "2.5", "5", "25", "100"]

    TextField {
        id: input
        objectName: "amountField"
        anchors.verticalCenter: parent.verticalCenter
        width: row.compact ? 58 : 66
        text: row.text
        placeholderText: row.compact ? qsTr("Sum") : qsTr("Amount")
        font.pixelSize: Theme.px(12)
        selectByMouse: true
        validator: RegularExpressionValidator { regularExpression: /[0-9]*([.,][0-9]*)?(\/[0-9]*)?/ }
        onTextEdited: row.edited(text)
        Keys.onPressed: event => {
            const keys = { "p": "pay", "t": "take", "e": "push", "u": "surrender" }
            const r = keys[event.text.toLowerCase()]
            const shift = (event.modifiers & Qt.ShiftModifier) !== 0
            if (r !== undefined && !shift) {
                row.settleKey(r)
                event.accepted = true
            } else if (shift && (r === "pay" || r === "take")) {
                row.insuranceKey(r)
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                input.focus = false
                event.accepted = true
            }
        }
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("The amount to pay or take (A): 15, 17.5 or 35/2. Then P pay, T take, U surrender.")
    }
    Repeater {
        model: row.chips
        Rectangle {
            id: chip
            required property string modelData
            required property int index
            objectName: "chip-" + modelData
            anchors.verticalCenter: parent.verticalCenter
            width: row.compact ? 24 : 27; height: width; radius: width / 2
            color: Theme.schoolChipColours[index]
            border.color: Theme.chipEdge; border.width: 2
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: chip.modelData
                font.bold: true
                font.pixelSize: Theme.px(chip.modelData.length > 2 ? 8 : 10)
                color: Theme.schoolChipDarkText[chip.index] ? Theme.chipValueOnWhite : Theme.chipValue
            }
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Add %1 to the amount").arg(chip.modelData)
            MouseArea {
                anchors.fill: parent
                onClicked: row.edited(row.school.addAmount(row.text, chip.modelData))
            }
        }
    }
    Button {
        anchors.verticalCenter: parent.verticalCenter
        text: "✕"
        Accessible.name: qsTr("Clear the amount")
        focusPolicy: Qt.NoFocus
        width: 26
        height: 30
        onClicked: row.edited("")
        ToolTip.visible: hovered
        ToolTip.delay: 400
        ToolTip.text: qsTr("Clear the amount")
    }
}
