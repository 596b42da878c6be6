import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// Help for the game in play: "How to play" in a few paragraphs, and its rules as RULES.md
// states them (RuleHelp: the game's parts, or the whole reference), each rule's ID a badge and
// the rules it cites links. showRule(id) opens the rule from a link anywhere in the app.
Dialog {
    id: dialog
    objectName: "helpDialog"
    property string gameName
    // The rules shown: the rule set in play (RuleHelp.gameId / family are bound by the window).
    property string selectedRule
    title: qsTr("Help: %1").arg(gameName)
    modal: true
    standardButtons: Dialog.Close
    width: Math.min(860, parent ? parent.width - 40 : 860)
    height: Math.min(680, parent ? parent.height - 40 : 680)

    // Rich text, links in the theme's colour and not underlined (Qt draws a link's underline
    // out of place where a line wraps after it).
    readonly property string linkStyle: "<style>a { color: %1; text-decoration: none; }</style>".arg(Theme.ruleLink)

    function showHowToPlay() {
        tabs.currentIndex = 0
        open()
    }
    function showRule(id) {
        selectedRule = id
        if (RuleHelp.rowOf(id) < 0) RuleHelp.wholeBook = true // a rule of another game
        tabs.currentIndex = 1
        open()
        Qt.callLater(() => rulesList.positionViewAtIndex(Math.max(0, RuleHelp.rowOf(id)), ListView.Beginning))
    }

    header: ColumnLayout {
        spacing: 0
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.margins: 12
            text: dialog.title
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: Theme.px(16)
            color: Theme.gold
        }
        // The tab on show is gold and underlined, as the schools' tabs (readable in high
        // contrast, where the style's own unselected tab is pale grey).
        component HelpTab: TabButton {
            id: tab
            readonly property bool current: TabBar.tabBar && TabBar.tabBar.currentIndex === TabBar.index
            width: implicitWidth
            font.pixelSize: Theme.px(14)
            font.bold: current
            background: Rectangle {
                implicitHeight: 38
                color: "transparent"
                Rectangle {
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                    height: 3
                    visible: tab.current
                    color: Theme.gold
                }
            }
            contentItem: Text {
                textFormat: Text.PlainText
                text: tab.text
                font: tab.font
                color: tab.current ? Theme.gold : Theme.text
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
        TabBar {
            id: tabs
            objectName: "helpTabs"
            Layout.fillWidth: true
            Layout.leftMargin: 6
            background: Rectangle { color: "transparent" }
            HelpTab { text: qsTr("How to play") }
            HelpTab { objectName: "helpRulesTab"; text: qsTr("Rules") }
        }
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: tabs.currentIndex

        ScrollView {
            id: howScroll
            clip: true
            contentWidth: availableWidth
            Text {
                objectName: "howToPlay"
                width: howScroll.availableWidth - 8
                textFormat: Text.RichText
                wrapMode: Text.Wrap
                text: RuleHelp.language, dialog.linkStyle + RuleHelp.howToPlay(RuleHelp.gameId, RuleHelp.family)
                color: Theme.text
                linkColor: Theme.ruleLink
                font.pixelSize: Theme.px(14)
                lineHeight: 1.15
                onLinkActivated: link => dialog.showRule(RuleHelp.ruleOfLink(link))
                HoverHandler { cursorShape: parent.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor }
            }
        }

        ColumnLayout {
            spacing: 8
            RowLayout {
                Layout.fillWidth: true
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: RuleHelp.wholeBook ? qsTr("The rules of every game")
                                             : qsTr("The rules of %1").arg(dialog.gameName)
                    color: Theme.muted
                }
                CheckBox {
                    objectName: "wholeBook"
                    text: qsTr("Whole rules reference")
                    checked: RuleHelp.wholeBook
                    onToggled: RuleHelp.wholeBook = checked
                }
            }
            ListView {
                id: rulesList
                objectName: "rulesList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 6
                model: RuleHelp
                ScrollBar.vertical: ScrollBar {}
                delegate: ColumnLayout {
                    id: entry
                    required property string ruleId
                    required property string heading
                    required property string text
                    required property string decisions
                    width: rulesList.width - 14
                    spacing: 4
                    Label {
                        textFormat: Text.PlainText
                        visible: entry.heading !== ""
                        Layout.fillWidth: true
                        Layout.topMargin: 8
                        wrapMode: Text.Wrap
                        text: entry.heading
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.px(14)
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: row.implicitHeight + 10
                        radius: 4
                        color: entry.ruleId !== "" && entry.ruleId === dialog.selectedRule
                               ? Theme.verdictNeutral : "transparent"
                        border.color: entry.ruleId !== "" && entry.ruleId === dialog.selectedRule
                                      ? Theme.gold : "transparent"
                        RowLayout {
                            id: row
                            x: 5; y: 5
                            width: parent.width - 10
                            spacing: 8
                            Rectangle { // the rule's ID
                                visible: entry.ruleId !== ""
                                Layout.alignment: Qt.AlignTop
                                implicitWidth: idText.implicitWidth + 10
                                implicitHeight: idText.implicitHeight + 4
                                radius: 4
                                color: Theme.ruleBadge
                                Text {
                                    textFormat: Text.PlainText
                                    id: idText
                                    anchors.centerIn: parent
                                    text: entry.ruleId
                                    color: Theme.textOnBadge
                                    font.bold: true
                                    font.pixelSize: Theme.px(12)
                                }
                            }
                            Text {
                                Layout.fillWidth: true
                                textFormat: Text.RichText
                                wrapMode: Text.Wrap
                                text: dialog.linkStyle + entry.text
                                color: Theme.text
                                linkColor: Theme.ruleLink
                                font.pixelSize: Theme.px(13)
                                onLinkActivated: link => dialog.showRule(RuleHelp.ruleOfLink(link))
                                HoverHandler { cursorShape: parent.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor }
                            }
                        }
                    }
                    Text {
                        visible: entry.decisions !== ""
                        Layout.fillWidth: true
                        Layout.leftMargin: 40
                        textFormat: Text.RichText
                        wrapMode: Text.Wrap
                        text: dialog.linkStyle + "<i>" + Theme.escaped(qsTr("Decision:")) + "</i> " + entry.decisions
                        color: Theme.muted
                        linkColor: Theme.ruleLink
                        font.pixelSize: Theme.px(12)
                        onLinkActivated: link => dialog.showRule(RuleHelp.ruleOfLink(link))
                    }
                }
            }
        }
    }
}
