import QtQuick
import QtTest
import Finnish27

// The table's QML components: what they show for given inputs (no rule is decided here).
Item {
    id: root
    width: 800
    height: 600

    Component { id: cardComponent; PlayingCard {} }
    Component { id: handComponent; HandView {} }
    Component { id: actionComponent; ActionBar {} }
    Component { id: chipComponent; ChipRack {} }

    TestCase {
        name: "PlayingCard"
        when: windowShown

        // F-5: Finnish indices by default; standard and four-colour art by choice, each a variant
        // of the chosen card theme drawn by the "cards" image provider.
        function test_art_source() {
            const card = createTemporaryObject(cardComponent, root, { code: "AS" })
            compare(card.source, "image://cards/default-finnish/AS")
            card.finnish = false
            compare(card.source, "image://cards/default-standard/AS")
            card.fourColour = true
            compare(card.source, "image://cards/default-standard-4c/AS")
            card.faceUp = false
            compare(card.source, "image://cards/default-standard-4c/back-red")
            card.back = "blue"
            compare(card.source, "image://cards/default-standard-4c/back-blue")
            card.theme = "classic"
            compare(card.source, "image://cards/classic-standard-4c/back-blue")
            card.theme = "no-such-theme" // an unknown theme draws with the default one
            compare(card.source, "image://cards/default-standard-4c/back-blue")
        }
        function test_joker_designs() {
            const card = createTemporaryObject(cardComponent, root, { code: "JOKER", variant: 2 })
            compare(card.source, "image://cards/default-finnish/JOKER2")
        }
        // The chosen theme (the setting, through the CardThemes singleton) draws every card.
        function test_theme_setting() {
            const card = createTemporaryObject(cardComponent, root, { code: "QH" })
            CardThemes.current = "contrast"
            compare(card.source, "image://cards/contrast-finnish/QH")
            tryCompare(findChild(card, "art"), "status", Image.Ready, 2000)
            CardThemes.current = "default"
            compare(card.source, "image://cards/default-finnish/QH")
        }
        // Every card face the engine can deal exists as art, in every shipped theme.
        function test_every_card_has_art() {
            const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
            const suits = ["S", "C", "H", "D"]
            const card = createTemporaryObject(cardComponent, root, {})
            for (const theme of ["default", "contrast", "classic"]) {
                card.theme = theme
                for (const style of [[true, false], [false, false], [true, true], [false, true]]) {
                    card.finnish = style[0]
                    card.fourColour = style[1]
                    for (const r of ranks)
                        for (const s of suits) {
                            card.code = r + s
                            const art = findChild(card, "art")
                            tryCompare(art, "status", Image.Ready, 2000, card.source)
                        }
                }
            }
        }
        function test_aspect() {
            const card = createTemporaryObject(cardComponent, root, { code: "KH", width: 100 })
            compare(card.height, 140)
        }
    }

    TestCase {
        name: "HandView"
        when: windowShown
        function test_cards_overlap_and_badges() {
            const hand = createTemporaryObject(handComponent, root, {
                cardWidth: 60, total: "soft 20", result: "win", net: "+2"
            })
            // Assigned, not passed to createObject: Qt 6.4 drops a list of value types there.
            hand.cards = [testCards.face("AS"), testCards.face("KH"), testCards.face("5D")]
            compare(hand.cards.length, 3)
            const shown = []
            for (let i = 0; i < hand.children.length; ++i)
                if (hand.children[i].code !== undefined) shown.push(hand.children[i].code)
            compare(shown.join(" "), "AS KH 5D") // each card from its typed value
            compare(hand.width, 60 + 2 * hand.step)
            verify(hand.step < 60) // overlapping, the corner index of each card visible
        }
    }

    TestCase {
        name: "ActionBar"
        when: windowShown
        // Only the actions the engine offers are shown, and a click reports that action.
        function test_offers_only_given_actions() {
            const bar = createTemporaryObject(actionComponent, root,
                                              { actions: ["hit", "stand"], labels: ["Ota kortti", "Jää"] })
            const spy = createTemporaryObject(spyComponent, root, { target: bar, signalName: "chosen" })
            waitForRendering(bar)
            compare(bar.children.length - 1, 2) // two buttons and the Repeater
            // Each button names its action by the label given for it (the engine's).
            verify(bar.children[0].text.startsWith("Ota kortti"))
            verify(bar.children[1].text.startsWith("Jää"))
            mouseClick(bar.children[0])
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "hit")
        }
    }

    TestCase {
        name: "ChipRack"
        when: windowShown
        function test_chips_respect_the_bankroll() {
            const rack = createTemporaryObject(chipComponent, root, { wager: 0, bankroll: 7 })
            const spy = createTemporaryObject(spyComponent, root, { target: rack, signalName: "wagerEdited" })
            waitForRendering(rack)
            mouseClick(rack.children[1]) // the 5 chip
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], 5)
            rack.wager = 5
            mouseClick(rack.children[1]) // 10 would exceed the bankroll of 7
            compare(spy.count, 1)
        }
        // Deal with no bet is neither offered as "Deal 0" nor drawn as if it could be pressed.
        function test_deal_without_a_bet() {
            const rack = createTemporaryObject(chipComponent, root, { wager: 0, bankroll: 100 })
            const deal = findChild(rack, "dealButton")
            verify(!deal.enabled)
            compare(deal.text, "Bet first")
            verify(deal.opacity < 0.6)
            rack.wager = 15
            verify(deal.enabled)
            compare(deal.text, "Deal 15")
            compare(deal.opacity, 1)
        }
    }

    Component { id: spyComponent; SignalSpy {} }

    Component {
        id: seatComponent
        SeatView { seatNumber: 2; human: true; wager: "20"; roundNet: ""; hands: [] }
    }
    TestCase {
        name: "SeatView"
        when: windowShown
        function badgesOf(seat) {
            const out = []
            const walk = item => {
                if (item.objectName === "badges") out.push(item)
                for (let i = 0; i < item.children.length; ++i) walk(item.children[i])
            }
            walk(seat)
            return out
        }
        // Split hands, each with its total and result: no hand's badges cover its neighbour's.
        function test_split_hands_badges_apart() {
            const seat = createTemporaryObject(seatComponent, root, {
                hands: testCards.hands([
                    { cards: ["8S", "3H", "KD"], total: "hard 21", result: "win", net: "+10" },
                    { cards: ["8D", "AC"], total: "soft 19", result: "surrender", net: "-5" }]) })
            waitForRendering(seat)
            compare(seat.hands.length, 2)
            const badges = badgesOf(seat)
            compare(badges.length, 2)
            const a = badges[0].mapToItem(root, 0, 0), b = badges[1].mapToItem(root, 0, 0)
            verify(a.x + badges[0].width <= b.x,
                   "the first hand's badges end at " + (a.x + badges[0].width) + ", the second's start at " + b.x)
        }
        // A seat given a narrow place on the arc stays inside it: a long hand fans tighter (its
        // corner indices still showing), the badges stack, and what is still wider is drawn
        // smaller; split hands too. Unbounded, the same seat is drawn at full size.
        function test_seat_fits_its_place() {
            const longHand = testCards.hands([{ cards: ["2S", "3H", "4D", "5C", "6S"], total: "hard 20",
                                            result: "lose", net: "-10" }])
            const free = createTemporaryObject(seatComponent, root, { hands: longHand, cardWidth: 40 })
            waitForRendering(free)
            compare(free.scale, 1)
            const wide = free.width
            for (const hands of [longHand, testCards.hands([
                    { cards: ["8S", "3H", "KD", "2C"], total: "hard 23", result: "win", net: "+10" },
                    { cards: ["8D", "AC", "5H"], total: "soft 24", result: "surrender", net: "-5" }])]) {
                const seat = createTemporaryObject(seatComponent, root, { hands: hands, cardWidth: 40,
                                                                          maxWidth: 70 })
                waitForRendering(seat)
                verify(seat.width * seat.scale <= 70.5, "drawn " + seat.width * seat.scale + " wide in 70")
                verify(seat.width * seat.scale < wide)
                verify(seat.scale > 0.3)
            }
        }
    }


    Component {
        id: linkedComponent
        RuleLinkedText { width: 140; wrapMode: Text.Wrap; elide: Text.ElideRight; maximumLineCount: 1 }
    }
    TestCase {
        name: "RuleLinkedText"
        when: windowShown
        function fullTextTip(line) {
            for (let i = 0; i < line.data.length; ++i)
                if (line.data[i].objectName === "fullText") return line.data[i]
            return null
        }
        // A banner's line cut short for room shows all of it when the pointer rests on it; a
        // line that fits has nothing more to show.
        function test_cut_line_shows_all_on_hover() {
            const line = createTemporaryObject(linkedComponent, root, {
                plain: "Mistake: Hit (EV −0.501) instead of Surrender (EV −0.500) cost 0.01 in expectation." })
            waitForRendering(line)
            verify(line.truncated)
            const tip = fullTextTip(line)
            verify(tip !== null)
            compare(tip.visible, false)
            mouseMove(line, 5, line.height / 2)
            tryVerify(() => tip.visible, 3000)
            compare(tip.contentItem.text, line.plain)
            mouseMove(root, root.width - 2, root.height - 2)
            tryVerify(() => !tip.visible, 3000)
            line.plain = "Seat 2 wins."
            waitForRendering(line)
            verify(!line.truncated)
        }
    }

    Component { id: logModelComponent; ListModel {} }
    Component { id: logComponent; MessagePanel { width: 300; height: 200 } }

    TestCase {
        name: "MessagePanel"
        when: windowShown
        // The log follows the newest line, also after a burst of long, wrapped lines (a whole
        // round at once), until the player scrolls back.
        function test_follows_the_newest_line() {
            const model = createTemporaryObject(logModelComponent, root)
            const panel = createTemporaryObject(logComponent, root, { model: model })
            const list = findChild(panel, "log")
            verify(list)
            for (let i = 0; i < 60; ++i)
                model.append({ text: "Seat " + (i % 7 + 1) + " must hit: hard 12 (when the dealer "
                               + "will stand, below the dealer's total — T-4). Line " + i,
                               kind: i % 3 === 0 ? "forced" : "" })
            tryVerify(function() { return list.contentHeight > list.height * 3 }, 2000,
                      "the lines are laid out")
            tryVerify(function() { return list.atYEnd && list.contentY > 0 }, 2000,
                      "the newest line is in view")
            list.movementStarted() // the player scrolls back
            list.contentY = 0
            list.movementEnded()
            model.append({ text: "Seat 1 settles -10.", kind: "outcome" })
            wait(50)
            compare(list.contentY, 0)
        }
        // At the log's cap (MessageLogModel keeps the newest 500) each new line removes the
        // oldest: the count stays the same, and the newest line must still come into view.
        function test_follows_at_the_cap() {
            const model = createTemporaryObject(logModelComponent, root)
            const panel = createTemporaryObject(logComponent, root, { model: model })
            const list = findChild(panel, "log")
            for (let i = 0; i < 40; ++i)
                model.append({ text: "Line " + i, kind: "" })
            tryVerify(function() { return list.atYEnd && list.contentY > 0 }, 2000)
            for (let i = 40; i < 60; ++i) {
                model.remove(0)
                model.append({ text: "Line " + i, kind: "" })
                wait(20)
            }
            compare(list.count, 40)
            const last = list.itemAtIndex(39)
            tryVerify(function() { return last && last.text === "Line 59" }, 1000)
            tryVerify(function() {
                const item = list.itemAtIndex(39)
                return item && item.y + item.height <= list.contentY + list.height + 1
                       && item.y >= list.contentY - 1
            }, 2000, "the newest line is in view")
        }
    }
    Component {
        id: speedBoxComponent
        BoundComboBox {
            property var labels: ["Off (instant)", "Fast", "Normal", "Relaxed"]
            property int speed: 350
            readonly property var speeds: [0, 180, 350, 650]
            model: labels
            selectedIndex: Math.max(0, speeds.indexOf(speed))
            onActivated: index => speed = speeds[index]
        }
    }
    Component {
        id: roundsBoxComponent
        BoundComboBox {
            property var names: ["1 million", "10 million"]
            property int rounds: 10000000
            textRole: "text"; valueRole: "value"
            model: [{ text: names[0], value: 1000000 }, { text: names[1], value: 10000000 }]
            selectedIndex: (count, indexOfValue(rounds))
        }
    }

    TestCase {
        name: "BoundComboBox"
        when: windowShown
        // A language switch makes the model again: the box still shows the setting in force
        // (a plain ComboBox falls back to the first entry, "Off (instant)").
        function test_keeps_the_setting_through_a_new_model() {
            const box = createTemporaryObject(speedBoxComponent, root)
            compare(box.currentIndex, 2)
            box.labels = ["Pois (heti)", "Nopea", "Normaali", "Rauhallinen"]
            compare(box.currentIndex, 2)
            compare(box.displayText, "Normaali")
            box.speed = 650 // set elsewhere
            compare(box.displayText, "Rauhallinen")
        }
        function test_follows_the_setting_after_a_choice() {
            const box = createTemporaryObject(speedBoxComponent, root)
            box.currentIndex = 1 // as a choice does
            box.activated(1)
            compare(box.speed, 180)
            wait(0)
            box.speed = 0 // then set elsewhere
            compare(box.currentIndex, 0)
            box.labels = ["a", "b", "c", "d"]
            compare(box.currentIndex, 0)
        }
        function test_values_by_role() {
            const box = createTemporaryObject(roundsBoxComponent, root)
            compare(box.displayText, "10 million")
            box.names = ["1 miljoona", "10 miljoonaa"]
            compare(box.currentIndex, 1)
            compare(box.displayText, "10 miljoonaa")
        }
    }
    Component { id: editorComponent; RuleEditorModel { houseEdge.active: false } }
    Component { id: sidebarComponent; RuleEditorSidebar { width: 220; height: 400 } }

    TestCase {
        name: "RuleEditorProblems"
        when: windowShown
        // The editor's problems reach QML as a list of {path, message} values: counted,
        // filtered and listed by the side bar.
        function test_problems_are_a_list_of_values() {
            const ed = createTemporaryObject(editorComponent, root)
            compare(ed.problems.length, 0)
            verify(ed.setValue("shoe.decks", "six"))
            verify(ed.setValue("surrender.refund", "lots"))
            compare(ed.problems.length, 2)
            compare(ed.problems[0].path, "shoe.decks")
            verify(ed.problems[1].message.length > 0)
            compare(ed.problems.filter(q => q.path === "surrender.refund").length, 1)
            const sidebar = createTemporaryObject(sidebarComponent, root, { editor: ed })
            const list = findChild(sidebar, "problemList")
            tryCompare(list, "count", 2)
        }
    }
}
