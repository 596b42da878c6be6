import QtQuick

// Says `text` through the screen reader each time it changes (hand totals, forced plays,
// results): an alert message that is shown again with its new text — assistive technology
// presents an alert as it appears. It draws nothing.
Item {
    id: announcer
    property string text: ""
    width: 1; height: 1
    clip: true
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
    onTextChanged: {
        if (text === "") return
        visible = false
        visible = true
    }
}
