import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Finnish27

// Provably fair shuffling (RULES.md Part 4): the commitment of the shoe in play (P-1), the
// revealed keys of finished shoes (P-3), and a check of each against the cards dealt.
Dialog {
    id: dialog
    required property TableController table
    title: qsTr("Provably fair shoe")
    modal: true
    standardButtons: Dialog.Close
    width: Math.min(760, parent ? parent.width - 40 : 760)
    height: Math.min(560, parent ? parent.height - 40 : 560)
    // The checks asked for, by the shoe's index (verifyShoe); one not asked for has no message.
    property list<shoeCheck> results
    property shoeCheck unchecked // the empty check: QML cannot write a shoeCheck of its own

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Before a shoe is used, its order is fixed by a secret 256-bit key. You see the key's SHA-256 digest (the commitment) now; when the shoe is finished or you ask for a reshuffle, the key is revealed and anyone can recompute the order from it.")
        }
        Label { textFormat: Text.PlainText; text: qsTr("This shoe's commitment (P-1)"); font.bold: true; color: Theme.gold }
        TextField {
            Accessible.name: qsTr("This shoe's commitment (P-1)")
            Layout.fillWidth: true
            readOnly: true
            selectByMouse: true
            text: dialog.table.commitment
            font.family: "DejaVu Sans Mono"
            font.pixelSize: Theme.px(12)
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("%1 cards dealt from it so far.").arg(dialog.table.cardsFromThisShoe)
            color: Theme.muted
        }
        RowLayout {
            Button {
                text: qsTr("Finish this shoe and reveal its key")
                onClicked: dialog.table.requestReshuffle()
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("The key is revealed when the next round starts.")
                color: Theme.muted
                font.pixelSize: Theme.px(12)
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("Finished shoes (P-3)"); font.bold: true; color: Theme.gold }
        Label {
            textFormat: Text.PlainText
            visible: dialog.table.finishedShoes.length === 0
            text: qsTr("None yet.")
            color: Theme.muted
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: dialog.table.finishedShoes
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: row
                required property finishedShoe modelData
                required property int index
                width: ListView.view.width - 12
                height: rowColumn.implicitHeight + 16
                radius: 6
                color: Theme.fairnessRow
                border.color: Theme.panelBorder
                ColumnLayout {
                    id: rowColumn
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 4
                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("%1 — %2 cards dealt").arg(row.modelData.rules).arg(row.modelData.cards)
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Commitment: %1").arg(row.modelData.commitment)
                        font.family: "DejaVu Sans Mono"; font.pixelSize: Theme.px(11)
                        elide: Text.ElideMiddle; Layout.fillWidth: true
                    }
                    TextField {
                        Accessible.name: qsTr("Revealed key")
                        Layout.fillWidth: true
                        readOnly: true
                        selectByMouse: true
                        text: row.modelData.key
                        font.family: "DejaVu Sans Mono"; font.pixelSize: Theme.px(11)
                    }
                    RowLayout {
                        Button {
                            text: qsTr("Verify")
                            onClicked: {
                                const r = dialog.results // a copy; the missing ones are empty
                                r[row.index] = dialog.table.verifyShoe(row.index)
                                dialog.results = r
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            readonly property shoeCheck result: row.index < dialog.results.length
                                                                ? dialog.results[row.index] : dialog.unchecked
                            text: result.message !== "" ? result.message : qsTr("Check it here, or independently: finnish27-cli verify --key <key> --commitment <commitment>")
                            color: result.message === "" ? Theme.muted : (result.commitmentOk && result.cardsOk) ? Theme.win : Theme.loss
                            font.pixelSize: Theme.px(12)
                        }
                    }
                }
            }
        }
    }
}
