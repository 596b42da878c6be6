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
        name: "HighContrast"

        // WCAG 2 contrast ratio of two colours.
        function luminance(c) {
            const lin = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
        }
        function ratio(a, b) {
            const la = luminance(a), lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }
        function cleanup() { Theme.highContrast = false }

        // Text on every ground reaches WCAG's enhanced level (7:1) in high contrast, and more
        // than the usual colours do.
        function test_text_reaches_seven_to_one() {
            const pairs = [["text", "background"], ["text", "panel"], ["muted", "panel"],
                           ["text", "controlBase"], ["text", "controlButton"], ["gold", "panel"],
                           ["win", "panel"], ["loss", "panel"], ["controlEdge", "panel"],
                           ["feltLabel", "feltCentre"]]
            const before = pairs.map(p => ratio(Theme[p[0]], Theme[p[1]]))
            Theme.highContrast = true
            for (let i = 0; i < pairs.length; ++i) {
                const r = ratio(Theme[pairs[i][0]], Theme[pairs[i][1]])
                verify(r >= 7, pairs[i].join(" on ") + ": " + r.toFixed(2))
                verify(r >= before[i], pairs[i].join(" on ") + " lost contrast")
            }
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
