import QtQuick
import Finnish27

// The supervisor's word in the middle of the felt, where the trainee is looking: a wrong step
// with the right one and its rule, a spotting result, or the round's summary.
Rectangle {
    id: banner
    property var verdict: null // a schoolVerdict
    property string summary: ""
    // A wrong step's banner fades after this long (the supervisor's panel keeps it); 0: never.
    property int fadeAfterMs: 0
    property bool faded: false
    opacity: faded ? 0 : 1
    Behavior on opacity { NumberAnimation { duration: 400 } }
    onVerdictChanged: restartFade()
    onSummaryChanged: restartFade()
    onVisibleChanged: restartFade()
    function restartFade() {
        faded = false
        if (fadeAfterMs > 0 && summary === "") fadeTimer.restart()
        else fadeTimer.stop()
    }
    Timer { id: fadeTimer; interval: banner.fadeAfterMs; onTriggered: banner.faded = true }
    readonly property string kind: verdict ? verdict.kind : ""
    readonly property bool judged: kind !== "" && kind !== "right" && kind !== "pass"
    height: column.implicitHeight + 16
    radius: 14
    color: Theme.announcement
    border.color: judged ? (verdict.correct ? Theme.win : Theme.loss) : Theme.gold
    border.width: 2

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        spacing: 3
        Text {
            textFormat: Text.PlainText
            objectName: "bannerHeadline"
            visible: banner.judged
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: banner.kind === "wrong" ? qsTr("✗ %1").arg(banner.verdict.done)
                  : banner.kind === "catch" ? qsTr("✓ Caught: %1").arg(banner.verdict.done)
                  : banner.kind === "miss" ? qsTr("✗ Missed: %1").arg(banner.verdict.done)
                  : banner.kind === "false-alarm" ? qsTr("✗ False alarm: %1 was right").arg(banner.verdict.done)
                  : ""
            color: banner.judged && banner.verdict.correct ? Theme.win : Theme.loss
            font.bold: true
            font.pixelSize: Theme.px(15)
            wrapMode: Text.Wrap
        }
        RuleLinkedText { // the rule's ID a link to its text
            objectName: "bannerRight"
            visible: banner.judged && banner.verdict.doneStep !== banner.verdict.rightStep
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            plain: banner.judged ? qsTr("Right: %1 · %2").arg(banner.verdict.right).arg(banner.verdict.rule) : ""
            color: Theme.text
            font.pixelSize: Theme.px(14)
            wrapMode: Text.Wrap
        }
        Text {
            textFormat: Text.PlainText
            visible: banner.summary !== ""
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: banner.summary
            color: Theme.gold
            font.pixelSize: Theme.px(13)
            wrapMode: Text.Wrap
        }
    }
}
