import QtQuick
import QtTest
import Finnish27

// The dealer school's page: a click on a hand deals there and the supervisor shows the engine's
// verdict with its rule; the face-down toggle deals one card face down, which the dealer sees
// marked; a step typed wrong is refused with the reason; the modes are tabs (no empty one); the
// keys are listed.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        DealerSchoolPage { anchors.fill: parent }
    }

    TestCase {
        name: "DealerSchoolPage"
        when: windowShown

        // Poker-like, three seats, a fixed shoe and players: the round's first steps are
        // card 1 up, card 2 up, card 3 up, card dealer down (PL-2).
        function makePage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page)
            const school = page.school
            verify(school.loadRules("poker-like"))
            school.seatCount = 3
            school.mode = DealerSchoolController.Procedure
            verify(school.useKey("000000000000000000000000000000000000000000000000000000000000002a"))
            school.useSeed(7)
            compare(school.roundNumber, 1)
            compare(school.roundSteps, 0)
            return page
        }
        // Every descendant with this objectName, in the order of the tree.
        function findAll(item, name, out) {
            out = out || []
            if (item.objectName === name) out.push(item)
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) findAll(kids[i], name, out)
            return out
        }
        function visibleOnes(items) { return items.filter(i => i.visible) }
        // The click areas: the dealer's place first, then each seat's hands in seat order.
        function dealAreas(page) { return findAll(page, "dealHere") }

        function test_click_on_a_hand_deals_there() {
            const page = makePage()
            const areas = dealAreas(page)
            compare(areas.length, 1 + 3) // the dealer and one hand per seat
            mouseClick(areas[1]) // seat 1: right (PL-2)
            compare(page.school.roundSteps, 1)
            compare(page.school.verdict.kind, "right")
            compare(page.school.verdict.doneStep, "card 1 up")
            const headline = findChild(page, "verdictHeadline")
            verify(headline.text.indexOf("✓") === 0)
            // The dealer instead of seat 2: wrong, with the deal rule.
            mouseClick(areas[0])
            compare(page.school.verdict.kind, "wrong")
            compare(page.school.verdict.rightStep, "card 2 up")
            compare(findChild(page, "verdictRule").text, "PL-2")
            verify(headline.text.indexOf("✗") === 0)
            compare(page.school.roundErrors, 1)
            const banner = visibleOnes(findAll(page, "bannerHeadline"))
            compare(banner.length, 1)
            verify(banner[0].text.indexOf(page.school.verdict.done) >= 0)
            // The right card went to seat 2 all the same.
            compare(page.school.view.seats.handCount(1), 1)
        }

        function test_face_down_toggle_deals_one_card_down() {
            const page = makePage()
            let areas = dealAreas(page)
            for (let seat = 1; seat <= 3; ++seat) mouseClick(dealAreas(page)[seat])
            compare(page.school.roundErrors, 0)
            mouseClick(findChild(page, "faceDown"))
            verify(page.nextFaceDown)
            mouseClick(dealAreas(page)[0]) // card dealer down: right
            compare(page.school.verdict.kind, "right")
            compare(page.school.verdict.doneStep, "card dealer down")
            verify(!page.nextFaceDown) // once
            // The dealer sees the face-down card, marked.
            const dealerHand = findChild(page, "dealerHand")
            const marks = visibleOnes(findAll(dealerHand, "faceDownMark"))
            compare(marks.length, 1)
            compare(page.school.view.dealerCards[0].faceUp, false)
            verify(page.school.view.dealerCards[0].code !== "")
        }

        function test_a_step_typed_wrong_is_refused() {
            const page = makePage()
            const field = findChild(page, "stepField")
            field.forceActiveFocus()
            field.text = "pay 1 lots"
            keyClick(Qt.Key_Return)
            compare(page.school.roundSteps, 0)
            verify(page.school.inputError !== "")
            compare(findChild(page, "panelMessage").text, page.school.inputError)
            compare(field.text, "pay 1 lots") // kept, to be corrected
            field.text = "card 1 up"
            keyClick(Qt.Key_Return)
            compare(page.school.roundSteps, 1)
            compare(page.school.verdict.kind, "right")
            compare(page.school.inputError, "")
            compare(field.text, "")
        }

        function test_chips_add_up_exactly() {
            const page = makePage()
            mouseClick(findChild(page, "chip-2.5"))
            mouseClick(findChild(page, "chip-0.5"))
            mouseClick(findChild(page, "chip-25"))
            compare(page.amount, "28")
            compare(findChild(page, "amountField").text, "28")
        }

        function test_modes_are_tabs() {
            const page = makePage()
            const tabs = findChild(page, "schoolModes")
            compare(tabs.count, 4) // Run the table, Spot the error, Drills, Progress & exam
            mouseClick(findChild(page, "mode-1"))
            compare(page.school.mode, DealerSchoolController.Spot)
            verify(page.school.spot.shownText !== "")
            const stop = findChild(page, "stop")
            verify(stop.visible && stop.enabled)
            mouseClick(stop)
            verify(page.school.spot.state === SchoolSpotter.Judged
                   || page.school.spot.state === SchoolSpotter.Over)
            compare(page.school.spot.catches + page.school.spot.falseAlarms, 1)
            verify(findChild(page, "verdictHeadline").text !== "")
            mouseClick(findChild(page, "mode-0"))
            compare(page.school.mode, DealerSchoolController.Procedure)
        }

        // Drills: a letter answers a play, a typed number a payout; the feedback names the rule,
        // Enter shows the next card; the answer is recorded in the progress.
        function test_drills_answer_by_keys() {
            const page = makePage()
            mouseClick(findChild(page, "mode-2"))
            compare(page.school.mode, DealerSchoolController.Drills)
            const drills = findChild(page, "drills")
            const progress = findChild(page, "trainingProgress")
            drills.kinds = ["dealer"]
            drills.setSeed(5)
            mouseClick(findChild(page, "drillStart"))
            verify(drills.running)
            verify(findChild(page, "drillQuestion").text !== "")
            const before = drills.answeredCount
            keyClick(Qt.Key_H)
            compare(drills.answeredCount, before + 1)
            verify(drills.answered)
            verify(findChild(page, "drillFeedback").visible)
            verify(drills.rule !== "")
            keyClick(Qt.Key_Return)
            verify(!drills.answered)
            drills.stop()
            drills.kinds = ["payout"]
            mouseClick(findChild(page, "drillStart"))
            const field = findChild(page, "drillAnswer")
            verify(field.visible)
            field.forceActiveFocus()
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_Return)
            compare(drills.answeredCount, 1)
            verify(progress.scores[6].attempts >= 1) // the drills' payouts row
            verify(progress.scores[9].attempts >= 1) // the dealer row
        }

        // Progress & exam: the exam starts "Run the table" with the exam's bar on show.
        function test_exam_starts_from_progress() {
            const page = makePage()
            mouseClick(findChild(page, "mode-3"))
            compare(page.school.mode, DealerSchoolController.Progress)
            verify(findChild(page, "scoreTable").count >= 11)
            mouseClick(findChild(page, "examStart"))
            compare(page.school.mode, DealerSchoolController.Procedure)
            verify(page.school.examActive)
            verify(findChild(page, "examBar").visible)
            verify(findChild(page, "examStatus").text.indexOf("25") >= 0)
            page.school.abandonExam()
            verify(!findChild(page, "examBar").visible)
        }

        function test_keys_are_listed() {
            const page = makePage()
            verify(page.openPanel("keys"))
            const list = findChild(page, "keyList")
            verify(list)
            tryVerify(() => list.children.length >= 15)
        }
    }
}
