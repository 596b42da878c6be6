import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The floor supervisor's word on the last step, as the engine judged it: ✓ or ✗, what was done,
// what is right, the rule's ID and the right step in words with its rule. Running the table the
// step was the trainee's; spotting errors, it was the computer dealer's and the headline says
// what the trainee made of it (caught, missed, false alarm).
Rectangle {
    id: panel
    property var verdict: null // a schoolVerdict; kind "" before the first judged step
    property string idleText: "" // what to do, before the first judged step
    readonly property string kind: verdict ? verdict.kind : ""
    readonly property bool spotting: kind === "catch" || kind === "miss" || kind === "false-alarm" || kind === "pass"
    radius: 8
    color: kind === "" ? Theme.panel : verdict.correct ? Theme.verdictRight : Theme.verdictWrong
    border.color: kind === "" ? Theme.panelBorder : verdict.correct ? Theme.win : Theme.loss
    border.width: kind === "" ? 1 : 2
    implicitHeight: body.implicitHeight + 20

    ColumnLayout {
        id: body
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 10 }
        spacing: 4
        Item { // the headline, and the rule's ID on the right
            Layout.fillWidth: true
            implicitHeight: Math.max(headline.implicitHeight, badge.height)
            Text {
                textFormat: Text.PlainText
                id: headline
                objectName: "verdictHeadline"
                width: parent.width - (badge.visible ? badge.width + 6 : 0)
                text: panel.kind === "" ? qsTr("Floor supervisor")
                      : panel.kind === "right" ? qsTr("✓ Right")
                      : panel.kind === "wrong" ? qsTr("✗ Wrong step")
                      : panel.kind === "catch" ? qsTr("✓ Caught: the dealer was wrong")
                      : panel.kind === "miss" ? qsTr("✗ Missed: the dealer was wrong")
                      : panel.kind === "false-alarm" ? qsTr("✗ False alarm: the dealer was right")
                      : qsTr("✓ Right to let it pass")
                color: panel.kind === "" ? Theme.gold : panel.verdict.correct ? Theme.win : Theme.loss
                font.bold: true
                font.pixelSize: Theme.px(15)
                wrapMode: Text.Wrap
            }
            Rectangle { // the rule's ID
                id: badge
                visible: panel.kind !== "" && panel.verdict.rule !== ""
                anchors.right: parent.right
                width: ruleId.implicitWidth + 12
                height: ruleId.implicitHeight + 4
                radius: 4
                color: Theme.ruleBadge
                Text {
                    textFormat: Text.PlainText
                    id: ruleId
                    objectName: "verdictRule"
                    anchors.centerIn: parent
                    text: panel.kind !== "" ? panel.verdict.rule : ""
                    color: Theme.textOnBadge
                    font.bold: true
                    font.pixelSize: Theme.px(12)
                }
                // The rule's text on hover; a click opens it in Help.
                HoverHandler { id: badgeHover; cursorShape: Qt.PointingHandCursor }
                TapHandler { onTapped: RuleHelp.open(panel.verdict.rule) }
                ToolTip.visible: badgeHover.hovered
                ToolTip.delay: 300
                ToolTip.text: panel.kind !== "" ? RuleHelp.plainText(panel.verdict.rule) : ""
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: panel.kind === ""
            Layout.fillWidth: true
            text: panel.idleText
            color: Theme.muted
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(12)
        }
        Text { // the kind of error the computer dealer made
            textFormat: Text.PlainText
            visible: panel.kind !== "" && panel.verdict.error !== ""
            Layout.fillWidth: true
            text: panel.kind !== "" ? panel.verdict.error : ""
            color: Theme.text
            font.italic: true
            font.pixelSize: Theme.px(12)
            wrapMode: Text.Wrap
        }
        Text { // what was done
            objectName: "verdictDone"
            visible: panel.kind !== ""
            Layout.fillWidth: true
            text: panel.kind === "" ? ""
                  : Theme.escaped((panel.spotting ? qsTr("Dealer: %1") : qsTr("You: %1")).arg(panel.verdict.done))
                    + "  <font color=\"" + Theme.muted + "\">" + Theme.escaped(panel.verdict.doneStep) + "</font>"
            textFormat: Text.StyledText
            color: panel.verdict && !panel.verdict.correct && panel.kind !== "false-alarm" ? Theme.loss : Theme.text
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
        }
        Text { // what is right, when it differs
            objectName: "verdictRight"
            visible: panel.kind !== "" && panel.verdict.doneStep !== panel.verdict.rightStep
            Layout.fillWidth: true
            text: panel.kind === "" ? ""
                  : Theme.escaped(qsTr("Right: %1").arg(panel.verdict.right))
                    + "  <font color=\"" + Theme.muted + "\">" + Theme.escaped(panel.verdict.rightStep) + "</font>"
            textFormat: Text.StyledText
            color: Theme.win
            font.bold: true
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
        }
        Text { // the right step in words with its rule (the engine's sentence)
            textFormat: Text.PlainText
            objectName: "verdictRuleText"
            visible: panel.kind !== "" && panel.verdict.ruleText !== ""
            Layout.fillWidth: true
            text: panel.kind !== "" ? panel.verdict.ruleText : ""
            color: Theme.muted
            wrapMode: Text.Wrap
            maximumLineCount: 5
            elide: Text.ElideRight
            font.pixelSize: Theme.px(12)
        }
    }
}
