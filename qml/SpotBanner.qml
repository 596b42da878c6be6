import QtQuick
import Finnish27

// Spotting errors: the step the computer dealer is taking, in words and as its step text, with
// the time left to stop it. Shown in the middle of the felt.
Rectangle {
    id: banner
    required property SchoolSpotter spot
    readonly property bool onShow: spot.shownText !== "" && (spot.state === SchoolSpotter.Watching
                                                             || spot.state === SchoolSpotter.Paused)
    property real remaining: 1 // the share of the step's time left
    visible: onShow
    width: parent ? parent.width : 400
    height: column.implicitHeight + 18
    radius: 14
    color: Theme.announcement
    border.color: Theme.gold
    border.width: 2

    NumberAnimation {
        id: countdown
        target: banner; property: "remaining"
        from: 1; to: 0
        duration: banner.spot.stepMs
        running: false
    }
    function restart() {
        countdown.stop()
        remaining = 1
        if (spot.state === SchoolSpotter.Watching) countdown.start()
    }
    Connections {
        target: banner.spot
        function onShownChanged() { banner.restart() }
        function onStateChanged() {
            if (banner.spot.state !== SchoolSpotter.Watching) countdown.pause()
        }
    }
    Component.onCompleted: restart()

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 9 }
        spacing: 4
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("THE DEALER")
            color: Theme.feltLabel
            font.pixelSize: Theme.px(11)
            font.letterSpacing: 2
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Text {
            textFormat: Text.PlainText
            objectName: "shownText"
            width: parent.width
            text: banner.spot.shownText
            color: Theme.text
            font.pixelSize: Theme.px(18)
            font.bold: true
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: banner.spot.shownStep
            color: Theme.muted
            font.family: "DejaVu Sans Mono"
            font.pixelSize: Theme.px(12)
            horizontalAlignment: Text.AlignHCenter
        }
        Rectangle { // the time left to stop the step
            anchors.horizontalCenter: parent.horizontalCenter
            width: parent.width * 0.7; height: 5; radius: 2.5
            color: Theme.countdownTrack
            Rectangle {
                width: parent.width * banner.remaining; height: parent.height; radius: 2.5
                color: banner.spot.state === SchoolSpotter.Paused ? Theme.muted : Theme.gold
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: banner.spot.state === SchoolSpotter.Paused
            width: parent.width
            text: qsTr("Paused — P watches on, Space stops")
            color: Theme.gold
            font.pixelSize: Theme.px(12)
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
