import QtQuick
import QtTest
import Finnish27

// What a screen reader says of a card, and the announcer of the table's state.
Item {
    id: root
    width: 400; height: 300

    Component { id: cardComponent; PlayingCard {} }
    Component { id: announcerComponent; Announcer {} }

    TestCase {
        name: "CardNames"
        when: windowShown

        function test_cards_are_named() {
            const card = createTemporaryObject(cardComponent, root, { code: "7H" })
            compare(card.Accessible.role, Accessible.Graphic)
            compare(card.Accessible.name, "Seven of hearts")
            card.code = "AS"
            compare(card.Accessible.name, "Ace of spades")
            card.code = "10D"
            compare(card.Accessible.name, "Ten of diamonds")
            card.code = "QC"
            compare(card.Accessible.name, "Queen of clubs")
            card.code = "JOKER"
            compare(card.Accessible.name, "Joker")
            card.faceUp = false
            compare(card.Accessible.name, "Face-down card")
        }
        // 52 faces, 52 names: no two cards are said alike.
        function test_every_face_has_its_own_name() {
            const card = createTemporaryObject(cardComponent, root, {})
            const names = {}
            for (const r of ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
                for (const s of ["S", "C", "H", "D"]) {
                    card.code = r + s
                    verify(card.Accessible.name.length > 4, card.code)
                    verify(!(card.Accessible.name in names), card.Accessible.name)
                    names[card.Accessible.name] = true
                }
            compare(Object.keys(names).length, 52)
        }
    }

    TestCase {
        name: "Announcer"
        when: windowShown

        function test_says_each_new_state() {
            const a = createTemporaryObject(announcerComponent, root, { text: "" })
            compare(a.Accessible.role, Accessible.AlertMessage)
            a.text = "Your hand: 15. Your move."
            compare(a.Accessible.name, "Your hand: 15. Your move.")
            verify(a.visible)
            a.text = "Dealer busts: you win 10.00"
            compare(a.Accessible.name, "Dealer busts: you win 10.00")
            verify(a.visible)
        }
    }
}
