import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// Running the table: the dealer's own steps (the next card face down, insurance, the peek, the
// hole card, hit or stand), the selected hand's settlement (an amount and Pay / Take / Push /
// Surrender, the seat's insurance), and a field that takes any step as text ("pay 2 17.5").
// Every step goes to the engine's judge; nothing is decided here.
Rectangle {
    id: panel
    required property DealerSchoolController school
    property int selectedSeat: 0
    property int selectedHand: 0
    property bool nextFaceDown: false
    property string amount: ""
    property bool compact: false
    property bool insured: false // the selected seat holds an insurance stake
    readonly property alias amountField: amountRow.field
    readonly property alias stepField: stepInput
    signal faceDownToggled()
    signal dealerStep(string step) // "insure", "peek", "reveal", "hit", "stand"
    signal hintRequested()
    signal settle(string result)          // the selected hand: "pay", "take", "push", "surrender"
    signal settleInsurance(string result) // the selected seat: "pay", "take"
    signal amountEdited(string text)
    signal stepTyped(string text)
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder
    implicitHeight: body.implicitHeight + 12

    component StepButton: Button {
        property string key: ""
        property string tip: ""
        focusPolicy: Qt.NoFocus
        font.pixelSize: Theme.px(panel.compact ? 12 : 13)
        leftPadding: panel.compact ? 6 : 9
        rightPadding: panel.compact ? 6 : 9
        implicitHeight: 30
        implicitWidth: implicitContentWidth + leftPadding + rightPadding // no 100 px minimum
        ToolTip.visible: hovered && tip !== ""
        ToolTip.delay: 500
        ToolTip.text: tip
    }

    ColumnLayout {
        id: body
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 }
        spacing: 5
        Flow { // the dealer's own steps, the hint and the step field
            Layout.fillWidth: true
            spacing: 5
            StepButton {
                objectName: "faceDown"
                text: panel.nextFaceDown ? (panel.compact ? qsTr("▼ Down (F)") : qsTr("Next ▼ down (F)"))
                                         : (panel.compact ? qsTr("▲ Up (F)") : qsTr("Next ▲ up (F)"))
                tip: qsTr("The next card is dealt face down (once), or face up")
                onClicked: panel.faceDownToggled()
                palette.button: panel.nextFaceDown ? Theme.goldDisabled : Theme.controlButton
                palette.buttonText: panel.nextFaceDown ? Theme.gold : Theme.text
            }
            StepButton { objectName: "step-insure"; text: panel.compact ? qsTr("Insure (I)") : qsTr("Insurance (I)"); tip: qsTr("Offer insurance to the table"); onClicked: panel.dealerStep("insure") }
            StepButton { objectName: "step-peek"; text: qsTr("Peek (K)"); tip: qsTr("Check the hole card for a natural"); onClicked: panel.dealerStep("peek") }
            StepButton { objectName: "step-reveal"; text: qsTr("Reveal (R)"); tip: qsTr("Turn the hole card up"); onClicked: panel.dealerStep("reveal") }
            StepButton { objectName: "step-hit"; text: panel.compact ? qsTr("Hit (H)") : qsTr("Dealer hit (H)"); tip: qsTr("The dealer draws a card"); onClicked: panel.dealerStep("hit") }
            StepButton { objectName: "step-stand"; text: panel.compact ? qsTr("Stand (S)") : qsTr("Dealer stand (S)"); tip: qsTr("The dealer stands"); onClicked: panel.dealerStep("stand") }
            StepButton { objectName: "hint"; text: qsTr("Hint (?)"); tip: qsTr("Show the right next step (counted)"); onClicked: panel.hintRequested() }
        }
        Flow { // the selected hand's settlement
            Layout.fillWidth: true
            spacing: 5
            Text {
                textFormat: Text.PlainText
                objectName: "selectedHand"
                height: 30
                verticalAlignment: Text.AlignVCenter
                // The hand as the step texts name it: "Seat 2", "Seat 2/2" for a split hand.
                text: panel.selectedSeat < 0 ? qsTr("Dealer")
                      : panel.selectedHand > 0 ? qsTr("Seat %1/%2").arg(panel.selectedSeat + 1).arg(panel.selectedHand + 1)
                      : qsTr("Seat %1").arg(panel.selectedSeat + 1)
                color: Theme.gold
                font.bold: true
                font.pixelSize: Theme.px(panel.compact ? 12 : 13)
            }
            SchoolAmountField {
                id: amountRow
                height: 30
                school: panel.school
                text: panel.amount
                compact: panel.compact
                onEdited: text => panel.amountEdited(text)
                onSettleKey: result => panel.settle(result)
                onInsuranceKey: result => panel.settleInsurance(result)
            }
            StepButton { objectName: "settle-pay"; text: qsTr("Pay (P)"); enabled: panel.selectedSeat >= 0; onClicked: panel.settle("pay") }
            StepButton { objectName: "settle-take"; text: qsTr("Take (T)"); enabled: panel.selectedSeat >= 0; onClicked: panel.settle("take") }
            StepButton { objectName: "settle-push"; text: qsTr("Push (E)"); enabled: panel.selectedSeat >= 0; onClicked: panel.settle("push") }
            StepButton { objectName: "settle-surrender"; text: panel.compact ? qsTr("Surr. (U)") : qsTr("Surrender (U)"); enabled: panel.selectedSeat >= 0; onClicked: panel.settle("surrender") }
            StepButton { // the insurance of a seat that holds one
                objectName: "insurance-pay"
                visible: panel.insured
                text: qsTr("Ins. pay (⇧P)")
                tip: qsTr("Pay the selected seat's insurance the amount (Shift+P)")
                onClicked: panel.settleInsurance("pay")
            }
            StepButton {
                objectName: "insurance-take"
                visible: panel.insured
                text: qsTr("Ins. take (⇧T)")
                tip: qsTr("Take the selected seat's insurance (Shift+T)")
                onClicked: panel.settleInsurance("take")
            }
        }
        RowLayout { // a step typed as text, and the line of the moment
            Layout.fillWidth: true
            spacing: 8
            TextField {
                id: stepInput
                objectName: "stepField"
                Layout.preferredWidth: panel.compact ? 150 : 200
                implicitHeight: 30
                placeholderText: qsTr("Type a step (/)")
                selectByMouse: true
                font.pixelSize: Theme.px(12)
                onAccepted: {
                    panel.stepTyped(text)
                    if (panel.school.inputError === "") {
                        text = ""
                        focus = false
                    }
                }
                Keys.onEscapePressed: focus = false
                ToolTip.visible: hovered || activeFocus
                ToolTip.delay: 300
                ToolTip.text: qsTr("Any step as text, then Enter (pay 2 17.5):\n%1").arg(panel.school.stepSyntax)
            }
            Text { // why the last input was refused, the hint asked for, or the next thing to do
                textFormat: Text.PlainText
                objectName: "panelMessage"
                Layout.fillWidth: true
                text: panel.school.inputError !== "" ? panel.school.inputError
                      : panel.school.hint !== "" ? panel.school.hint
                      : panel.school.roundOver ? qsTr("The round is over: N deals the next one.")
                      : qsTr("Click a hand or the dealer to deal to it · 1–7 select a seat, 0 the dealer · F1 all keys")
                color: panel.school.inputError !== "" ? Theme.loss
                       : panel.school.hint !== "" ? Theme.gold : Theme.muted
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.pixelSize: Theme.px(12)
            }
        }
    }
}
