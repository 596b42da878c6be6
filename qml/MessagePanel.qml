import QtQuick
import QtQuick.Controls
import Finnish27

// The round's commentary, newest at the bottom, each line with the rule that decided it (a
// link to the rule's text).
Rectangle {
    id: panel
    property var model
    property string title: qsTr("Table log")
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8

    Text {
        textFormat: Text.PlainText
        id: titleText
        x: 12; y: 8
        text: panel.title
        color: Theme.gold
        font.bold: true
        font.pixelSize: Theme.px(14)
    }
    ListView {
        id: list
        objectName: "log"
        anchors { left: parent.left; right: parent.right; top: titleText.bottom; bottom: parent.bottom; margins: 10 }
        clip: true
        model: panel.model
        spacing: 3
        // Follow the newest line: after the new delegates are laid out (wrapped lines change
        // the content height), so a burst of events (a whole round at once) ends at its end;
        // not while the player scrolls back through the log (until they return to its end).
        property bool following: true
        function follow() { if (following) positionViewAtEnd() }
        onCountChanged: Qt.callLater(follow)
        onContentHeightChanged: Qt.callLater(follow)
        // At the log's cap a new line replaces the oldest: the count stays, a row is inserted.
        Connections {
            target: panel.model
            ignoreUnknownSignals: true
            function onRowsInserted() { Qt.callLater(list.follow) }
        }
        onMovementStarted: following = false
        onMovementEnded: following = atYEnd
        ScrollBar.vertical: ScrollBar {}
        // A line's rule IDs are links to the rule (RuleLinkedText).
        delegate: RuleLinkedText {
            required property var model
            width: list.width - 10
            wrapMode: Text.Wrap
            plain: model.text
            font.pixelSize: Theme.px(12)
            color: model.kind === "forced" ? Theme.gold : model.kind === "outcome" ? Theme.messageOutcome
                 : model.kind === "shoe" ? Theme.messageShoe : model.kind === "error" ? Theme.loss
                 : model.kind === "catch" ? Theme.win : Theme.text
            font.bold: model.kind === "error" || model.kind === "catch"
        }
    }
}
