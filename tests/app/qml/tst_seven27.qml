import QtQuick
import QtTest
import Finnish27

// The Seven Twenty-Seven seat: it shows what the seat model gives it and nothing more.
Item {
    id: root
    width: 600
    height: 400

    Component {
        id: seatComponent
        Seven27Seat {
            seat: 1; name: "Aino"; style: "Tight"; human: false; out: false; dealtIn: true
            folded: false; allIn: false; dealer: false; toAct: false; chips: 40; stake: 3
            cards: [testCards.face("10S"), testCards.face("", false, true)]
            lastAction: "Call 2"; totals: ""; won: ""; net: ""
        }
    }

    TestCase {
        name: "Seven27Seat"
        when: windowShown

        function cardsOf(seat) {
            const out = []
            const row = findChild(seat, "cardRow")
            for (let i = 0; i < row.children.length; ++i) {
                const c = row.children[i]
                if (c.code !== undefined) out.push(c)
            }
            return out
        }
        // Up-cards face up; a hidden hole card is a back (its code never reaches the seat).
        function test_hole_card_is_a_back() {
            const seat = createTemporaryObject(seatComponent, root)
            const cards = cardsOf(seat)
            compare(cards.length, 2)
            compare(cards[0].faceUp, true)
            compare(cards[0].source, "image://cards/default-finnish/10S")
            compare(cards[1].faceUp, false)
            compare(cards[1].source, "image://cards/default-finnish/back-red")
        }
        // Folded and out seats are dimmed; the human's seat is not.
        function test_folded_and_out_are_dimmed() {
            const seat = createTemporaryObject(seatComponent, root)
            compare(seat.opacity, 1)
            seat.folded = true
            verify(seat.opacity < 1)
            seat.folded = false
            seat.out = true
            verify(seat.opacity < 0.5)
        }
        // More cards fan tighter, so a long hand keeps the seat narrow.
        function test_fan_tightens() {
            const seat = createTemporaryObject(seatComponent, root)
            const wide = seat.step
            seat.cards = ["2S", "3S", "4S", "5S", "6S"].map(code => testCards.face(code))
            verify(seat.step < wide)
        }
    }
}
