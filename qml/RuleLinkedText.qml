import QtQuick
import QtQuick.Controls
import Finnish27

// A line that cites rules ("… hits — PL-7"): shown as written (escaped), with every rule ID
// of the book a link. Hovering an ID shows the rule's wording; clicking it opens the rule in
// the Help pane (RuleHelp.open).
Text {
    id: line
    property string plain
    textFormat: Text.StyledText
    text: RuleHelp.language, RuleHelp.linked(plain) // again when the book's language changes
    linkColor: Theme.ruleLink
    onLinkActivated: link => RuleHelp.open(link)

    HoverHandler {
        id: hover
        cursorShape: line.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
    }
    ToolTip {
        id: tip
        visible: line.hoveredLink !== ""
        delay: 300
        width: Math.min(implicitWidth, 460)
        contentItem: Text {
            textFormat: Text.PlainText
            text: RuleHelp.plainText(RuleHelp.ruleOfLink(line.hoveredLink))
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.px(12)
        }
        background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 4 }
    }
    ToolTip { // a line cut short for room: all of it
        objectName: "fullText"
        visible: hover.hovered && line.truncated && line.hoveredLink === ""
        delay: 300
        width: Math.min(implicitWidth, 460)
        contentItem: Text {
            textFormat: Text.PlainText
            text: line.plain
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.px(12)
        }
        background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 4 }
    }
}
