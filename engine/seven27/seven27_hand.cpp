#include "seven27/seven27_hand.h"

#include "seven27/seven27_showdown.h"

#include <algorithm>
#include <numeric>

namespace f27 {

namespace {
Seven27Event ev(Seven27EventType t, int seat, const char* rule = "") {
    Seven27Event e;
    e.type = t;
    e.seat = seat;
    e.rule = rule;
    return e;
}
std::string amountText(Chips c) {
    return std::to_string(c);
}
} // namespace

Seven27Hand::Seven27Hand(Seven27HandSetup setup) : setup_(std::move(setup)) {}

Result<Seven27Hand> Seven27Hand::start(Seven27HandSetup setup) {
    if (auto st = validateSeven27Rules(setup.rules); !st) return fail(st.error());
    const Seven27Rules& r = setup.rules;
    if (static_cast<int>(setup.stacks.size()) != r.players)
        return fail("stacks: expected " + std::to_string(r.players) + " stacks (got " +
                    std::to_string(setup.stacks.size()) + ")");
    for (size_t i = 0; i < setup.stacks.size(); ++i)
        if (setup.stacks[i] < 0) return fail("stacks[" + std::to_string(i) + "]: negative");
    if (setup.dealer < 0 || setup.dealer >= r.players)
        return fail("dealer: must be a seat 0.." + std::to_string(r.players - 1));
    const auto able = std::count_if(setup.stacks.begin(), setup.stacks.end(),
                                    [&](Chips c) { return c >= r.ante; });
    if (able < 2) return fail("stacks: fewer than two seats can pay the ante");

    Seven27Hand h(std::move(setup));
    const int n = r.players;
    h.seats_.resize(n);
    h.pending_.assign(n, false);
    Seven27Event start = ev(Seven27EventType::HandStart, h.setup_.dealer, "S-8");
    start.ref = n;
    start.amount = std::accumulate(h.setup_.stacks.begin(), h.setup_.stacks.end(), Chips{0});
    h.log(start);
    for (int s = 0; s < n; ++s) {
        h.seats_[s].stack = h.setup_.stacks[s];
        Seven27Event e = ev(Seven27EventType::Stack, s);
        e.amount = h.seats_[s].stack;
        h.log(e);
    }
    // S-2: every player antes; one who cannot pay the ante is out (not dealt in).
    for (int i = 1; i <= n; ++i) {
        const int s = (h.setup_.dealer + i) % n;
        auto& seat = h.seats_[s];
        if (seat.stack < r.ante) {
            h.log(ev(Seven27EventType::SitOut, s, "S-2"));
            continue;
        }
        seat.dealtIn = true;
        seat.stack -= r.ante;
        seat.committed = r.ante;
        seat.allIn = seat.stack == 0;
        Seven27Event e = ev(Seven27EventType::Ante, s, "S-2");
        e.amount = r.ante;
        h.log(e);
    }
    h.beginInitialDeal();
    return h;
}

void Seven27Hand::log(Seven27Event e) {
    events_.push_back(std::move(e));
}

int Seven27Hand::inCount() const {
    int c = 0;
    for (int s = 0; s < seatCount(); ++s)
        c += isIn(s);
    return c;
}

int Seven27Hand::bettorCount() const {
    int c = 0;
    for (int s = 0; s < seatCount(); ++s)
        c += isIn(s) && !seats_[s].allIn;
    return c;
}

Chips Seven27Hand::currentBet() const {
    Chips m = 0;
    for (const auto& s : seats_)
        m = std::max(m, s.roundStake);
    return m;
}

Chips Seven27Hand::pot() const {
    Chips p = 0;
    for (const auto& s : seats_)
        p += s.committed;
    return p;
}

int Seven27Hand::nextPending(int after) const {
    const int n = seatCount();
    for (int i = 1; i <= n; ++i) {
        const int s = (after + i) % n;
        if (pending_[s]) return s;
    }
    return -1;
}

// S-2: one up then one down, or two down and one up; each pass from the dealer's left.
void Seven27Hand::beginInitialDeal() {
    stage_ = Seven27Stage::InitialDeal;
    const int n = seatCount();
    const std::vector<bool> passes = rules().deal == Seven27Deal::UpThenDown
                                         ? std::vector<bool>{true, false}
                                         : std::vector<bool>{false, false, true};
    for (bool up : passes)
        for (int i = 1; i <= n; ++i) {
            const int s = (setup_.dealer + i) % n;
            if (seats_[s].dealtIn) initialSlots_.push_back({s, up});
        }
    nextSlot_ = 0;
    phase_ = Seven27Phase::Dealing;
    target_ = initialSlots_[0];
}

Status Seven27Hand::deal(Card card) {
    if (phase_ != Seven27Phase::Dealing) return fail("deal: the hand does not need a card now");
    if (card.isJoker() || card.suit == Suit::None)
        return fail("deal: the pack has no Jokers (S-1)");
    if (std::find(dealt_.begin(), dealt_.end(), card) != dealt_.end())
        return fail("deal: " + toCode(card) + " was already dealt this hand (one pack, S-1)");
    if (stage_ == Seven27Stage::InitialDeal) {
        receiveCard(target_.seat, card, target_.faceUp, "S-2");
        if (isOver()) return {};
        ++nextSlot_;
        while (nextSlot_ < initialSlots_.size() && !isIn(initialSlots_[nextSlot_].seat))
            ++nextSlot_;
        if (nextSlot_ < initialSlots_.size())
            target_ = initialSlots_[nextSlot_];
        else
            beginOffer(Seven27Stage::ExtraCard);
        return {};
    }
    receiveCard(target_.seat, card, false, stage_ == Seven27Stage::ExtraCard ? "S-3" : "S-5");
    if (!isOver()) nextOffer();
    return {};
}

void Seven27Hand::receiveCard(int seat, Card c, bool faceUp, const char* rule) {
    auto& s = seats_[seat];
    s.cards.push_back(c);
    s.faceUp.push_back(faceUp);
    s.sums.add(c);
    dealt_.push_back(c);
    Seven27Event e = ev(Seven27EventType::Deal, seat, rule);
    e.card = c;
    e.faceUp = faceUp;
    log(e);
    // S-7 over is bust: a total above 27 (every Ace low) on drawing folds at once.
    if (rules().nearest == Seven27Nearest::OverIsBust &&
        s.sums.lowHalfPoints > kTwentySevenHalfPoints) {
        s.folded = true;
        pending_[seat] = false;
        Seven27Event b = ev(Seven27EventType::Bust, seat, "S-7");
        b.total = s.sums.lowHalfPoints;
        log(b);
        checkFoldOut("S-7");
    }
}

// S-4 (and the S-7 Decision): the last seat in takes the whole pot without showing.
bool Seven27Hand::checkFoldOut(const char* rule) {
    if (inCount() != 1) return false;
    for (int s = 0; s < seatCount(); ++s)
        if (isIn(s)) {
            seats_[s].won = pot();
            Seven27Event e = ev(Seven27EventType::FoldWin, s, rule);
            e.amount = seats_[s].won;
            log(e);
        }
    foldOut_ = true;
    finish();
    return true;
}

// S-3 (the extra card) and S-5 (draw rounds): from the dealer's left, each seat still in may
// take one card face down or not.
void Seven27Hand::beginOffer(Seven27Stage stage) {
    stage_ = stage;
    const bool extra = stage == Seven27Stage::ExtraCard;
    if (!extra) ++drawRound_;
    drawn_ = 0;
    Seven27Event e = ev(Seven27EventType::DrawStart, -1, extra ? "S-3" : "S-5");
    e.ref = extra ? 0 : drawRound_;
    log(e);
    for (int s = 0; s < seatCount(); ++s)
        pending_[s] = isIn(s);
    actor_ = setup_.dealer;
    nextOffer();
}

void Seven27Hand::nextOffer() {
    actor_ = nextPending(actor_);
    if (actor_ < 0) {
        endOffer();
        return;
    }
    phase_ = Seven27Phase::Deciding;
}

void Seven27Hand::endOffer() {
    const bool extra = stage_ == Seven27Stage::ExtraCard;
    Seven27Event e = ev(Seven27EventType::DrawEnd, -1, extra ? "S-3" : "S-5");
    e.ref = extra ? 0 : drawRound_;
    e.amount = drawn_;
    log(e);
    if (extra || drawn_ > 0)
        beginBetting(); // S-4 after the extra card; S-5: another betting round
    else
        showdown(); // S-5: nobody took a card
}

// S-4: a betting round from the dealer's left. Skipped when fewer than two seats can bet.
void Seven27Hand::beginBetting() {
    stage_ = Seven27Stage::Betting;
    ++bettingRound_;
    raises_ = 0;
    for (auto& s : seats_)
        s.roundStake = 0;
    Seven27Event e = ev(Seven27EventType::BettingStart, -1, "S-4");
    e.ref = bettingRound_;
    if (bettorCount() < 2) {
        e.detail = "skipped";
        log(e);
        endBetting();
        return;
    }
    log(e);
    for (int s = 0; s < seatCount(); ++s)
        pending_[s] = isIn(s) && !seats_[s].allIn;
    actor_ = nextPending(setup_.dealer);
    phase_ = Seven27Phase::Deciding;
}

void Seven27Hand::endBetting() {
    Seven27Event e = ev(Seven27EventType::BettingEnd, -1, "S-4");
    e.ref = bettingRound_;
    e.amount = pot();
    log(e);
    beginOffer(Seven27Stage::Drawing);
}

Seven27Options Seven27Hand::options() const {
    Seven27Options o;
    if (phase_ != Seven27Phase::Deciding) return o;
    const auto& me = seats_[actor_];
    if (stage_ == Seven27Stage::Betting) {
        const Chips bet = currentBet();
        const Chips owed = bet - me.roundStake;
        const Seven27Rules& r = rules();
        if (bet == 0) {
            o.pass = true;
            o.bet = me.stack > 0;
            if (o.bet) {
                o.minBet = std::min(r.minBet, me.stack);
                o.maxBet = std::min(r.maxBet, me.stack);
            }
        } else {
            o.fold = true;
            o.call = true;
            o.toCall = std::min(owed, me.stack);
            o.raise = raises_ < r.raiseCap && me.stack > owed;
            if (o.raise) {
                o.minRaise = std::min(r.minBet, me.stack - owed);
                o.maxRaise = std::min(r.maxBet, me.stack - owed);
            }
        }
    } else {
        o.draw = cardsDealt() < kSeven27PackSize;
        o.stay = true;
    }
    return o;
}

Status Seven27Hand::check(Seven27Action a) const {
    if (phase_ != Seven27Phase::Deciding) return fail("action: no seat is to act now");
    const Seven27Options o = options();
    const std::string name = seven27MoveName(a.move);
    auto range = [&](Chips lo, Chips hi) -> Status {
        if (a.amount < lo || a.amount > hi)
            return fail(name + ": amount " + amountText(a.amount) + " outside " + amountText(lo) +
                        ".." + amountText(hi));
        return {};
    };
    auto noAmount = [&]() -> Status {
        if (a.amount != 0) return fail(name + ": takes no amount");
        return {};
    };
    switch (a.move) {
    case Seven27Move::Pass:
        if (!o.pass) return fail("pass: not allowed now (S-4: only before a bet is made)");
        return noAmount();
    case Seven27Move::Bet:
        if (!o.bet) return fail("bet: not allowed now (S-4: a bet is open, or no chips)");
        return range(o.minBet, o.maxBet);
    case Seven27Move::Fold:
        if (!o.fold) return fail("fold: not allowed now (S-4: only facing a bet)");
        return noAmount();
    case Seven27Move::Call:
        if (!o.call) return fail("call: not allowed now (S-4: no bet to call)");
        return noAmount();
    case Seven27Move::Raise:
        if (!o.raise)
            return fail("raise: not allowed now (S-4: no bet to raise, raise cap reached, or "
                        "not enough chips)");
        return range(o.minRaise, o.maxRaise);
    case Seven27Move::Draw:
        if (!o.draw)
            return fail(stage_ == Seven27Stage::Betting ? "draw: not allowed during a betting round"
                                                        : "draw: the pack is spent (S-1)");
        return noAmount();
    case Seven27Move::Stay:
        if (!o.stay) return fail("stay: not allowed during a betting round");
        return noAmount();
    }
    return fail("action: unknown move");
}

Status Seven27Hand::apply(Seven27Action a) {
    if (auto st = check(a); !st) return st;
    const int s = actor_;
    auto& me = seats_[s];
    Seven27Event e = ev(Seven27EventType::Decision, s);
    e.action = a;
    if (stage_ != Seven27Stage::Betting) {
        e.rule = stage_ == Seven27Stage::ExtraCard ? "S-3" : "S-5";
        log(e);
        pending_[s] = false;
        if (a.move == Seven27Move::Draw) {
            ++drawn_;
            phase_ = Seven27Phase::Dealing;
            target_ = {s, false};
        } else {
            nextOffer();
        }
        return {};
    }
    e.rule = "S-4";
    const Chips owed = currentBet() - me.roundStake;
    Chips pay = 0;
    bool reopen = false;
    switch (a.move) {
    case Seven27Move::Bet:
        pay = a.amount;
        reopen = true;
        break;
    case Seven27Move::Call:
        pay = std::min(owed, me.stack); // all-in for less when short
        break;
    case Seven27Move::Raise:
        pay = owed + a.amount;
        reopen = true;
        ++raises_;
        break;
    case Seven27Move::Fold:
        me.folded = true;
        break;
    default:
        break;
    }
    me.stack -= pay;
    me.committed += pay;
    me.roundStake += pay;
    me.allIn = me.stack == 0;
    e.amount = pay;
    log(e);
    pending_[s] = false;
    if (reopen)
        for (int o = 0; o < seatCount(); ++o)
            if (o != s) pending_[o] = isIn(o) && !seats_[o].allIn;
    if (a.move == Seven27Move::Fold && checkFoldOut("S-4")) return {};
    actor_ = nextPending(s);
    if (actor_ < 0) endBetting();
    return {};
}

// S-6/S-7 with side pots: the chips are cut into layers at each contender's total stake; a
// layer is contested by the contenders who put in at least its level. Chips above the top
// level (put in by seats that folded) join the top layer.
void Seven27Hand::showdown() {
    std::vector<Seven27Contender> order;
    const int n = seatCount();
    for (int i = 1; i <= n; ++i) {
        const int s = (setup_.dealer + i) % n;
        if (!isIn(s)) continue;
        order.push_back({s, seats_[s].sums});
        Seven27Event e = ev(Seven27EventType::Showdown, s, "S-6");
        for (size_t k = 0; k < seats_[s].cards.size(); ++k)
            e.detail += (k ? " " : "") + toCode(seats_[s].cards[k]);
        e.total = seven27ShownTotal(seats_[s].sums, kSevenHalfPoints, rules().nearest);
        e.ref = seven27ShownTotal(seats_[s].sums, kTwentySevenHalfPoints, rules().nearest);
        log(e);
    }
    std::vector<Chips> levels;
    for (const auto& c : order)
        levels.push_back(seats_[c.seat].committed);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    Chips prev = 0;
    for (size_t li = 0; li < levels.size(); ++li) {
        const Chips level = levels[li];
        const bool top = li + 1 == levels.size();
        Chips layer = 0;
        for (const auto& seat : seats_) {
            const Chips upTo = top ? seat.committed : std::min(seat.committed, level);
            layer += std::max<Chips>(0, upTo - prev);
        }
        prev = level;
        std::vector<Seven27Contender> eligible;
        for (const auto& c : order)
            if (seats_[c.seat].committed >= level) eligible.push_back(c);
        const int ref = static_cast<int>(li);
        if (eligible.size() == 1) {
            seats_[eligible[0].seat].won += layer;
            Seven27Event e = ev(Seven27EventType::PotAward, eligible[0].seat, "S-4");
            e.amount = layer;
            e.ref = ref;
            e.detail = "uncalled";
            log(e);
            continue;
        }
        const auto result = decideSeven27Showdown(eligible, rules().nearest);
        for (const auto& sh : splitSeven27Pot(layer, result)) {
            seats_[sh.seat].won += sh.amount;
            Seven27Event e =
                ev(Seven27EventType::PotAward, sh.seat, result.wholePotTo27 ? "S-7" : "S-6");
            e.amount = sh.amount;
            e.ref = ref;
            e.detail = sh.side == 7 ? "7" : "27";
            e.total = sh.side == 7 ? result.seven.total : result.twentySeven.total;
            log(e);
        }
    }
    finish();
}

void Seven27Hand::finish() {
    for (int s = 0; s < seatCount(); ++s) {
        auto& seat = seats_[s];
        if (!seat.dealtIn) continue;
        seat.stack += seat.won;
        Seven27Event e = ev(Seven27EventType::Settlement, s, foldOut_ ? "S-4" : "S-6");
        e.amount = seat.won - seat.committed;
        log(e);
    }
    Seven27Event end = ev(Seven27EventType::HandEnd, -1);
    for (const auto& seat : seats_)
        end.amount += seat.stack;
    log(end);
    phase_ = Seven27Phase::Over;
    stage_ = Seven27Stage::Done;
    actor_ = -1;
    target_ = {};
}

std::vector<Chips> Seven27Hand::finalStacks() const {
    std::vector<Chips> out;
    for (int s = 0; s < seatCount(); ++s)
        out.push_back(isOver() ? seats_[s].stack : setup_.stacks[s]);
    return out;
}

std::vector<Chips> Seven27Hand::nets() const {
    std::vector<Chips> out;
    for (const auto& s : seats_)
        out.push_back(isOver() && s.dealtIn ? s.won - s.committed : 0);
    return out;
}

Seven27View Seven27Hand::view(int seat) const {
    Seven27View v;
    if (seat < 0 || seat >= seatCount()) return v;
    v.seat = seat;
    v.rules = rules();
    v.dealer = setup_.dealer;
    v.phase = phase_;
    v.stage = stage_;
    v.toAct = seatToAct();
    v.bettingRound = bettingRound_;
    v.pot = pot();
    v.currentBet = currentBet();
    v.raises = raises_;
    v.cardsDealt = cardsDealt();
    for (int s = 0; s < seatCount(); ++s) {
        const auto& st = seats_[s];
        Seven27SeatView sv;
        sv.seat = s;
        sv.dealtIn = st.dealtIn;
        sv.folded = st.folded;
        sv.allIn = st.allIn;
        sv.stack = st.stack;
        sv.committed = st.committed;
        sv.roundStake = st.roundStake;
        for (size_t k = 0; k < st.cards.size(); ++k) {
            if (st.faceUp[k])
                sv.upCards.push_back(st.cards[k]);
            else
                ++sv.downCards;
            if (s == seat) (st.faceUp[k] ? v.ownUp : v.ownDown).push_back(st.cards[k]);
        }
        v.seats.push_back(std::move(sv));
    }
    v.history.reserve(events_.size());
    for (const auto& e : events_) {
        v.history.push_back(e);
        if (e.type == Seven27EventType::Deal && !e.faceUp && e.seat != seat)
            v.history.back().card = Card{};
    }
    if (v.toAct == seat) v.options = options();
    return v;
}

} // namespace f27
