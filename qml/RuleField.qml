import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One field of the rule editor: a label, the control for the rule-file field at `path`, and
// the engine's problem with it, shown in red as you type. Nothing is checked here: every
// value goes to the editor as typed and the engine says what is wrong with it.
ColumnLayout {
    id: field
    property var editor                 // the RuleEditorModel
    property string path                // e.g. "shoe.decks", "forced[2].when.total"
    property string label
    // int: a whole number (spin box); optint: a whole number that may be "any" (empty);
    // range: min and max, each may be open; text; ratio ("3/2", "2", "0.5"); ruleid;
    // choice (options: [{value, text}]); check; rankset (toggles, a rank at most once);
    // ranklist (ranks as text, repeats allowed); rank (one rank).
    property string kind: "int"
    property var options: []
    property int from: 0
    property int to: 9999
    property var anyValue: undefined    // optint: the stored value that means "any"
    property string placeholder: kind === "optint" || kind === "range" ? qsTr("any")
                               : kind === "ruleid" ? qsTr("general") : ""
    property string hint: ""            // a short note under the field
    property var ranks: editor ? editor.rankCodes : []
    property real controlWidth: kind === "ruleid" ? 84
                              : kind === "ratio" ? 96
                              : kind === "optint" ? 84
                              : kind === "rank" ? 96
                              : kind === "choice" ? 190
                              : kind === "text" ? 240
                              : kind === "ranklist" ? 170 : 120
    property bool fillWidth: false
    property real boundWidth: 64        // range: each bound's field (room for "any" and 3 digits)
    // A check box in a row of labelled fields lines up with their controls.
    property bool alignWithControls: true

    readonly property var current: editor && editor.revision >= 0 ? editor.value(path) : undefined
    // Range problems sit on the range ("min 20 is above max 14") or on a bound.
    readonly property string problem: editor
        && editor.revision >= 0 ? (editor.problemAt(path, kind === "range" || kind === "rankset"
                                                   || kind === "ranklist")) : ""

    spacing: 3
    Layout.alignment: Qt.AlignTop
    Layout.fillWidth: fillWidth

    Label {
        textFormat: Text.PlainText
        visible: field.kind !== "check" && field.label !== ""
        text: field.label
        color: field.problem !== "" ? Theme.loss : Theme.muted
        font.pixelSize: Theme.px(12)
    }
    Loader {
        id: control
        Layout.fillWidth: field.fillWidth
        Layout.topMargin: field.kind === "check" && field.alignWithControls ? 17 : 0
        sourceComponent: {
            switch (field.kind) {
            case "int": return intControl
            case "check": return checkControl
            case "choice": return choiceControl
            case "rankset": return rankSetControl
            case "rank": return rankControl
            case "range": return rangeControl
            default: return textControl
            }
        }
    }
    Label {
        textFormat: Text.PlainText
        visible: field.hint !== "" && field.problem === ""
        text: field.hint
        color: Theme.muted
        opacity: 0.8
        font.pixelSize: Theme.px(11)
        wrapMode: Text.Wrap
        Layout.maximumWidth: Math.max(control.width, 200)
    }
    Label {
        textFormat: Text.PlainText
        objectName: "problem"
        visible: field.problem !== ""
        text: field.problem
        color: Theme.loss
        font.pixelSize: Theme.px(12)
        wrapMode: Text.Wrap
        Layout.preferredWidth: Math.max(control.width, 180)
        Layout.maximumWidth: Math.max(control.width, 180)
    }

    // A text field bound to one path: shows the stored value unless the user is typing in it,
    // and sends every keystroke (numbers as numbers where the field holds one).
    component PathText: TextField {
        id: input
        property var editor
        property string fieldPath
        property string mode: "text"       // text, ratio, int, ranks
        property var anyValue: undefined
        property bool bad: false
        objectName: "text:" + fieldPath
        readonly property var stored: editor && editor.revision >= 0 ? editor.value(fieldPath) : undefined
        selectByMouse: true
        font.family: mode === "text" ? Theme.fontFamily : "DejaVu Sans Mono"
        function show() {
            const v = stored
            if (v === undefined || v === null || (anyValue !== undefined && v === anyValue)) text = ""
            else if (Array.isArray(v)) text = v.join(" ")
            else text = String(v)
            cursorPosition = 0 // show the start of a long text
        }
        function send() {
            const t = text.trim()
            let v = text
            if (mode === "int") v = t === "" ? undefined : /^-?\d+$/.test(t) ? parseInt(t, 10) : text
            else if (mode === "ratio") v = t === "" ? undefined : t
            else if (mode === "ranks") v = t === "" ? [] : t.split(/[\s,]+/).filter(s => s !== "")
            editor.setValue(fieldPath, v)
        }
        onStoredChanged: if (!activeFocus) show()
        onActiveFocusChanged: if (!activeFocus) show()
        Component.onCompleted: show()
        onTextEdited: send()
        background: Rectangle {
            implicitHeight: 40
            radius: 4
            color: input.enabled ? Theme.controlBase : Theme.controlDisabled
            border.width: input.activeFocus || input.bad ? 2 : 1
            border.color: input.bad ? Theme.loss : input.activeFocus ? Theme.gold : Theme.controlLight
        }
    }

    Component {
        id: textControl
        PathText {
            editor: field.editor
            fieldPath: field.path
            Accessible.name: field.label
            mode: field.kind === "optint" ? "int" : field.kind === "ranklist" ? "ranks"
                : field.kind === "ratio" ? "ratio" : "text"
            anyValue: field.anyValue
            placeholderText: field.placeholder
            bad: field.problem !== ""
            implicitWidth: field.controlWidth
        }
    }
    Component {
        id: intControl
        SpinBox {
            objectName: "spin:" + field.path
            Accessible.name: field.label
            editable: true
            from: field.from
            to: field.to
            value: Number(field.current) || 0
            implicitWidth: field.controlWidth
            onValueModified: field.editor.setValue(field.path, value)
        }
    }
    Component {
        id: checkControl
        CheckBox {
            text: field.label
            checked: field.current === true
            onToggled: field.editor.setValue(field.path, checked)
        }
    }
    Component {
        id: choiceControl
        BoundComboBox {
            Accessible.name: field.label
            textRole: "text"
            valueRole: "value"
            model: field.options
            implicitWidth: field.controlWidth
            selectedIndex: field.options.findIndex(o => o.value === field.current)
            // A value from a file that is not one of the choices is shown as it is.
            displayText: currentIndex < 0 ? String(field.current) : currentText
            onActivated: field.editor.setValue(field.path, currentValue)
        }
    }
    Component {
        id: rankControl
        BoundComboBox {
            Accessible.name: field.label
            model: field.ranks
            implicitWidth: field.controlWidth
            selectedIndex: field.ranks.indexOf(field.current)
            displayText: currentIndex < 0 ? String(field.current) : currentText
            onActivated: index => field.editor.setValue(field.path, field.ranks[index])
        }
    }
    Component {
        id: rankSetControl
        Flow {
            spacing: 4
            width: Math.min(field.ranks.length, 14) * 40
            Repeater {
                model: field.ranks
                delegate: Button {
                    required property string modelData
                    readonly property bool on: Array.isArray(field.current)
                                               && field.current.indexOf(modelData) >= 0
                    text: modelData === "JOKER" ? qsTr("Jkr") : modelData
                    checkable: true
                    checked: on
                    implicitWidth: 36
                    implicitHeight: 30
                    font.pixelSize: Theme.px(12)
                    font.bold: on
                    ToolTip.visible: hovered && modelData === "JOKER"
                    ToolTip.text: qsTr("Joker")
                    onClicked: {
                        const list = Array.isArray(field.current) ? field.current.slice() : []
                        const i = list.indexOf(modelData)
                        if (i >= 0) list.splice(i, 1)
                        else {
                            list.push(modelData)
                            list.sort((a, b) => field.ranks.indexOf(a) - field.ranks.indexOf(b))
                        }
                        field.editor.setValue(field.path, list)
                    }
                    background: Rectangle {
                        radius: 4
                        color: parent.on ? Theme.gold : parent.hovered ? Theme.controlHovered : Theme.controlBase
                        border.color: parent.on ? Theme.gold : Theme.controlLight
                    }
                    contentItem: Text {
                        textFormat: Text.PlainText
                        text: parent.text
                        font: parent.font
                        color: parent.on ? Theme.textOnBadge : Theme.text
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                }
            }
        }
    }
    Component {
        id: rangeControl
        RowLayout {
            spacing: 4
            PathText {
                editor: field.editor
                fieldPath: field.path + ".min"
                Accessible.name: qsTr("%1, at least").arg(field.label)
                mode: "int"
                placeholderText: field.placeholder
                bad: field.problem !== ""
                implicitWidth: field.boundWidth
                Layout.minimumWidth: field.boundWidth
                Layout.preferredWidth: field.boundWidth
                horizontalAlignment: Text.AlignHCenter
            }
            Label { textFormat: Text.PlainText; text: "\u2013"; color: Theme.muted }
            PathText {
                editor: field.editor
                fieldPath: field.path + ".max"
                Accessible.name: qsTr("%1, at most").arg(field.label)
                mode: "int"
                placeholderText: field.placeholder
                bad: field.problem !== ""
                implicitWidth: field.boundWidth
                Layout.minimumWidth: field.boundWidth
                Layout.preferredWidth: field.boundWidth
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
}
