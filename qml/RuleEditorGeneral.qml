import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// The rule editor's "Name and family" section: the rules' name, id, family and description.
RuleSection {
    id: section
    title: qsTr("Name and family")
    prefixes: ["", "schemaVersion", "id", "name", "description", "family"]
    note: qsTr("The family decides which general rules stand in for rule IDs left empty (F-… for Finnish 27, B-… for blackjack).")
    Flow {
        Layout.fillWidth: true
        spacing: 18
        RuleField { editor: section.editor; path: "name"; label: qsTr("Name"); kind: "text"; controlWidth: 300 }
        RuleField { editor: section.editor; path: "id"; label: qsTr("Id (letters, digits, - _ .)"); kind: "text"; controlWidth: 200 }
        RuleField {
            editor: section.editor; path: "family"; label: qsTr("Family"); kind: "choice"
            options: [{ value: "finnish27", text: qsTr("Finnish 27") }, { value: "blackjack", text: qsTr("Blackjack") }]
        }
    }
    RuleField { editor: section.editor; path: "description"; label: qsTr("Description"); kind: "text"; fillWidth: true }
    Label {
        textFormat: Text.PlainText
        objectName: "presetTip"
        // Its room is kept while hidden, so that the first edit moves nothing under the pointer.
        readonly property bool shown: section.editor.dirty
                                      && section.editor.presets.indexOf(section.editor.id) >= 0
        opacity: shown ? 1 : 0
        Accessible.ignored: !shown
        text: qsTr("Tip: these rules differ from the preset \u201c%1\u201d; give them their own id and name, so that the table tells them apart.").arg(section.editor.id)
        color: Theme.gold
        font.pixelSize: Theme.px(12)
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
