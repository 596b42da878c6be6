import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A fixed strategy's rows (F-12): the first row that matches the hand decides; the hand hits
// while its total is below the row's "hit below"; no matching row means stand.
ColumnLayout {
    id: rows
    property var editor
    property string listPath: "dealer.rows"
    readonly property int count: editor && editor.revision >= 0 ? editor.count(listPath) : 0
    readonly property var handKinds: [
        { value: "any", text: qsTr("any hand") },
        { value: "hard", text: qsTr("hard") },
        { value: "soft", text: qsTr("soft") }
    ]
    spacing: 8

    function summary(i) {
        if (editor.revision < 0) return ""
        const p = listPath + "[" + i + "]"
        const kind = editor.value(p + ".kind")
        const min = editor.value(p + ".cards.min"), max = editor.value(p + ".cards.max")
        const kindText = kind === "hard" ? qsTr("Hard hands") : kind === "soft" ? qsTr("Soft hands")
                                                                                : qsTr("Any hand")
        let cards = ""
        if (min !== undefined && max !== undefined)
            cards = min === max ? qsTr(" of %1 cards").arg(min) : qsTr(" of %1 to %2 cards").arg(min).arg(max)
        else if (min !== undefined) cards = qsTr(" of %1 or more cards").arg(min)
        else if (max !== undefined) cards = qsTr(" of at most %1 cards").arg(max)
        const below = editor.value(p + ".hitBelow")
        const action = below === 0 ? qsTr("always stand") : qsTr("hit below %1").arg(below)
        return kindText + cards + ": " + action
    }

    Label {
        textFormat: Text.PlainText
        readonly property string problem: rows.editor && rows.editor.revision >= 0 ? rows.editor.problemAt(rows.listPath) : ""
        visible: problem !== ""
        text: problem
        color: Theme.loss
        font.pixelSize: Theme.px(12)
    }
    // A Column, not a layout: rows come and go while the form is laid out.
    Column {
        id: rowList
        Layout.fillWidth: true
        spacing: 8
        Repeater {
            model: rows.count
            delegate: RuleListItem {
                id: row
                required property int index
                itemIndex: index
                width: rowList.width
                editor: rows.editor
                listPath: rows.listPath
                count: rows.count
                summary: rows.summary(index)
                RuleField {
                    editor: rows.editor; path: row.path + ".kind"; label: qsTr("Hand")
                    kind: "choice"; options: rows.handKinds; controlWidth: 130
                }
                RuleField {
                    editor: rows.editor; path: row.path + ".cards"; label: qsTr("Number of cards")
                    kind: "range"
                }
                RuleField {
                    editor: rows.editor; path: row.path + ".hitBelow"; label: qsTr("Hit below")
                    kind: "int"; from: -99
                }
                RuleField {
                    editor: rows.editor; path: row.path + ".rule"; label: qsTr("Rule")
                    kind: "ruleid"
                }
            }
        }
    }
    Button {
        text: qsTr("Add row")
        onClicked: rows.editor.addItem(rows.listPath)
    }
}
