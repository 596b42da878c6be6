import QtQuick
import QtQuick.Controls

// A ComboBox that always shows the entry `selectedIndex` names (bind it to the setting it
// shows). A plain ComboBox sets its current index to 0 whenever its model changes — as a
// translated model does on a language switch — and with that drops a binding of currentIndex,
// so that it shows a value other than the one in force. -1 shows no entry.
ComboBox {
    id: box
    property int selectedIndex: -1
    currentIndex: selectedIndex
    function rebind() { currentIndex = Qt.binding(() => box.selectedIndex) }
    onModelChanged: rebind()
    // A choice sets currentIndex itself; once the handlers have stored it, follow the setting.
    onActivated: Qt.callLater(rebind)
}
