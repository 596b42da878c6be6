import QtQuick
import QtQuick.Controls
import Finnish27

// Every step for one hand (or for the dealer), on a right click: the deal face up or down, the
// hand's declarations, its push, and its settlement with the amount typed under the felt.
Menu {
    id: menu
    property int seat: 0 // -1: the dealer
    property int hand: 0
    signal deal(bool faceUp)
    signal declare(string play)
    signal settle(string result)
    signal dealerStep(string step)
    signal amountWanted()

    MenuItem { text: qsTr("Deal a card face up"); onTriggered: menu.deal(true) }
    MenuItem { text: qsTr("Deal a card face down"); onTriggered: menu.deal(false) }
    MenuSeparator {}
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Must hit"); onTriggered: menu.declare("hit") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Must stand"); onTriggered: menu.declare("stand") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Must double"); onTriggered: menu.declare("double") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Must split"); onTriggered: menu.declare("split") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Must surrender"); onTriggered: menu.declare("surrender") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Player's choice"); onTriggered: menu.declare("choice") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Push (nothing paid or taken)"); onTriggered: menu.settle("push") }
    MenuItem { visible: menu.seat >= 0; height: visible ? implicitHeight : 0; text: qsTr("Pay, take or surrender… (amount)"); onTriggered: menu.amountWanted() }
    MenuItem { visible: menu.seat < 0; height: visible ? implicitHeight : 0; text: qsTr("Peek for a natural"); onTriggered: menu.dealerStep("peek") }
    MenuItem { visible: menu.seat < 0; height: visible ? implicitHeight : 0; text: qsTr("Reveal the hole card"); onTriggered: menu.dealerStep("reveal") }
    MenuItem { visible: menu.seat < 0; height: visible ? implicitHeight : 0; text: qsTr("Dealer hits"); onTriggered: menu.dealerStep("hit") }
    MenuItem { visible: menu.seat < 0; height: visible ? implicitHeight : 0; text: qsTr("Dealer stands"); onTriggered: menu.dealerStep("stand") }
}
