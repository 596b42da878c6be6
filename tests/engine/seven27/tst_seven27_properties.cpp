// Seven Twenty-Seven properties over many random games (S-2..S-8): random table settings,
// random legal players and random decks. Every hand conserves chips exactly, refuses every
// random illegal action without changing anything, and replays from its JSON log to the
// identical event log and result.
#include "seven27/seven27_game.h"
#include "seven27/seven27_log.h"
#include "seven27/seven27_player.h"

#include <QtTest>

#include <array>
#include <numeric>

using namespace f27;

namespace {
// A pack in random order (Fisher-Yates with the unbiased bounded draw of prng.h).
std::array<Card, 52> randomPack(Prng& prng) {
    std::array<Card, 52> pack;
    for (int i = 0; i < 52; ++i)
        pack[i] = cardFromIndex(i);
    for (std::uint32_t i = 51; i > 0; --i)
        std::swap(pack[i], pack[prng.below(i + 1)]);
    return pack;
}

Seven27Rules randomRules(Prng& prng) {
    Seven27Rules r;
    r.players = 4 + static_cast<int>(prng.below(7));
    r.ante = 1 + prng.below(3);
    r.minBet = 1 + prng.below(3);
    r.maxBet = r.minBet + prng.below(6);
    r.raiseCap = static_cast<int>(prng.below(4));
    r.deal = static_cast<Seven27Deal>(prng.below(2));
    r.nearest = static_cast<Seven27Nearest>(prng.below(kSeven27NearestCount));
    r.startingChips = r.ante + prng.below(40);
    return r;
}

Seven27Action randomAction(Prng& prng) {
    return {static_cast<Seven27Move>(prng.below(kSeven27MoveCount)),
            static_cast<Chips>(prng.below(14)) - 3};
}

// Legality recomputed independently from the published options (seven27_view.h).
bool allowedByOptions(const Seven27Options& o, Seven27Action a) {
    switch (a.move) {
    case Seven27Move::Pass:
        return o.pass && a.amount == 0;
    case Seven27Move::Bet:
        return o.bet && a.amount >= o.minBet && a.amount <= o.maxBet;
    case Seven27Move::Fold:
        return o.fold && a.amount == 0;
    case Seven27Move::Call:
        return o.call && a.amount == 0;
    case Seven27Move::Raise:
        return o.raise && a.amount >= o.minRaise && a.amount <= o.maxRaise;
    case Seven27Move::Draw:
        return o.draw && a.amount == 0;
    case Seven27Move::Stay:
        return o.stay && a.amount == 0;
    }
    return false;
}

Chips sum(const std::vector<Chips>& v) {
    return std::accumulate(v.begin(), v.end(), Chips{0});
}

struct Totals {
    int hands = 0, showdowns = 0, foldWins = 0, busts = 0, sidePots = 0, illegalTried = 0;
    int games = 0, gamesFinished = 0;
};
} // namespace

class Seven27Properties : public QObject {
    Q_OBJECT
private slots:
    void randomGamesConserveRefuseAndReplay() {
        constexpr int kHands = 20000;
        Prng prng(0x5e7e27);
        Totals t;
        while (t.hands < kHands) {
            const Seven27Rules rules = randomRules(prng);
            auto game = *Seven27Game::create(rules, static_cast<int>(prng.below(rules.players)));
            ++t.games;
            std::vector<Seven27RandomBot> bots;
            for (int s = 0; s < rules.players; ++s)
                bots.emplace_back(prng.next(), 20 + static_cast<int>(prng.below(60)));
            const Chips chipsAtStart = sum(game.stacks());
            for (int k = 0; k < 40 && !game.isOver() && t.hands < kHands; ++k) {
                auto started = game.startHand();
                QVERIFY2(started.ok(), started.ok() ? "" : started.error().c_str());
                Seven27Hand hand = std::move(started).value();
                const auto pack = randomPack(prng);
                size_t next = 0;
                int steps = 0;
                while (!hand.isOver()) {
                    QVERIFY(++steps < 5000);
                    // Random illegal actions are refused and change nothing.
                    if (prng.below(4) == 0) {
                        const Seven27Action a = randomAction(prng);
                        QCOMPARE(hand.isLegal(a), allowedByOptions(hand.options(), a));
                        if (!hand.isLegal(a)) {
                            ++t.illegalTried;
                            const size_t events = hand.events().size();
                            const int actor = hand.seatToAct();
                            const Chips pot = hand.pot();
                            const Chips stack = actor >= 0 ? hand.seats()[actor].stack : 0;
                            QVERIFY(!hand.apply(a).ok());
                            QCOMPARE(hand.events().size(), events);
                            QCOMPARE(hand.seatToAct(), actor);
                            QCOMPARE(hand.pot(), pot);
                            if (actor >= 0) QCOMPARE(hand.seats()[actor].stack, stack);
                        }
                    }
                    if (hand.needsCard()) {
                        QVERIFY(next < pack.size());
                        QVERIFY(hand.deal(pack[next++]));
                    } else {
                        QVERIFY(!hand.deal(pack[next < 52 ? next : 0]).ok());
                        const int seat = hand.seatToAct();
                        QVERIFY(seat >= 0);
                        const Seven27View v = hand.view(seat);
                        QVERIFY(v.options.any());
                        // The view hides every other seat's hole cards (seven27_view.h).
                        for (const auto& e : v.history)
                            if (e.type == Seven27EventType::Deal && !e.faceUp && e.seat != seat)
                                QCOMPARE(e.card, Card{});
                        QCOMPARE(v.ownUp.size() + v.ownDown.size(),
                                 hand.seats()[seat].cards.size());
                        QCOMPARE(v.seats[seat].downCards, static_cast<int>(v.ownDown.size()));
                        const Status st = hand.apply(bots[seat].decide(v));
                        QVERIFY2(st.ok(), st.ok() ? "" : st.error().c_str());
                    }
                }
                ++t.hands;
                // Chips are conserved exactly.
                QCOMPARE(sum(hand.finalStacks()), sum(hand.setup().stacks));
                QCOMPARE(sum(hand.nets()), Chips{0});
                QCOMPARE(hand.events().back().amount, sum(hand.setup().stacks));
                for (Chips c : hand.finalStacks())
                    QVERIFY(c >= 0);
                for (const auto& e : hand.events()) {
                    t.showdowns +=
                        e.type == Seven27EventType::PotAward && e.ref == 0 && e.detail == "27";
                    t.foldWins += e.type == Seven27EventType::FoldWin;
                    t.busts += e.type == Seven27EventType::Bust;
                    t.sidePots += e.type == Seven27EventType::PotAward && e.ref > 0;
                    if (e.type == Seven27EventType::Bust)
                        QCOMPARE(rules.nearest, Seven27Nearest::OverIsBust);
                }
                // The hand replays from its serialised log to the identical result.
                auto rec = seven27HandFromJson(seven27HandToJsonLine(hand));
                QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().c_str());
                QCOMPARE(rec->events, hand.events());
                auto replayed = replaySeven27Hand(rec->setup, rec->events);
                QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
                QCOMPARE(replayed->finalStacks(), hand.finalStacks());
                QVERIFY(game.finishHand(hand));
                QCOMPARE(sum(game.stacks()), chipsAtStart);
            }
            t.gamesFinished += game.isOver();
        }
        qInfo("%d hands in %d games (%d played to the end), %d showdown 27-half awards, "
              "%d fold-out wins, %d busts, %d side-pot awards, %d illegal actions refused",
              t.hands, t.games, t.gamesFinished, t.showdowns, t.foldWins, t.busts, t.sidePots,
              t.illegalTried);
        // The random games reach the interesting paths (else the test could not fail there).
        QVERIFY(t.foldWins > 100);
        QVERIFY(t.showdowns > 1000);
        QVERIFY(t.busts > 100);
        QVERIFY(t.sidePots > 10);
        QVERIFY(t.illegalTried > 1000);
        QVERIFY(t.gamesFinished > 10);
    }
};

QTEST_APPLESS_MAIN(Seven27Properties)
#include "tst_seven27_properties.moc"
