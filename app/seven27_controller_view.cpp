// Seven27Controller: the projection of the hand into the seat model and the showdown texts.
// Other seats' hole cards are never put into the model before they are shown (S-6).
#include "seven27_controller.h"

#include "seven27_text.h"

#include "seven27/seven27_showdown.h"

#include <map>
#include <set>

using namespace f27;

namespace {
QString signedChips(Chips c) {
    return c > 0 ? QStringLiteral("+%1").arg(c) : c < 0 ? QStringLiteral("−%1").arg(-c) : "0";
}
} // namespace

// The seat rows in two states (the settings' table before a game, the hand in play); one
// function so that both fill the same row fields in the same order.
void Seven27Controller::refresh() {
    QList<Seven27SeatRow> rows;
    if (!hand_) { // the settings' table before a game: names and starting stacks
        const int n = std::clamp(settings_.players, 4, 10);
        for (int s = 0; s < n; ++s) {
            Seven27SeatRow r;
            r.name = seatName(s);
            r.human = s == 0;
            r.style = s == 0 || bots_.isEmpty()
                          ? QString()
                          : Seven27Text::styleName(bots_[(s - 1) % bots_.size()]);
            r.chips = settings_.startingChips;
            rows << r;
        }
        seats_.update(rows);
        emit stateChanged();
        return;
    }
    const auto& events = hand_->events();
    const bool over = hand_->isOver();
    std::set<int> shown;
    std::map<int, Seven27Event> lastMove, showdown;
    std::map<int, std::set<QString>> halves;
    for (const Seven27Event& e : events) {
        if (e.type == Seven27EventType::Showdown) {
            shown.insert(e.seat);
            showdown[e.seat] = e;
        } else if (e.type == Seven27EventType::Decision || e.type == Seven27EventType::Bust) {
            lastMove[e.seat] = e;
        } else if (e.type == Seven27EventType::PotAward && e.detail != "uncalled") {
            halves[e.seat].insert(QString::fromStdString(e.detail));
        } else if (e.type == Seven27EventType::FoldWin) {
            halves[e.seat].insert("pot");
        }
    }
    const std::vector<Chips> nets = over ? hand_->nets() : std::vector<Chips>{};
    for (int s = 0; s < static_cast<int>(hand_->seats().size()); ++s) {
        const Seven27SeatState& st = hand_->seats()[s];
        Seven27SeatRow r;
        r.name = seatName(s);
        r.human = s == 0;
        r.style = Seven27Text::styleName(gameStyles_.value(s));
        r.dealtIn = st.dealtIn;
        r.folded = st.folded;
        r.allIn = st.allIn;
        r.out = !st.dealtIn || (over && !game_->inGame(s));
        r.dealer = s == hand_->setup().dealer;
        r.toAct = hand_->seatToAct() == s;
        r.chips = over ? game_->stacks()[s] : st.stack;
        r.stake = over ? 0 : st.committed;
        const bool open = s == 0 || shown.count(s);
        for (size_t i = 0; i < st.cards.size(); ++i) {
            const bool up = st.faceUp[i];
            CardFace face = CardFace::of(st.cards[i], up || open);
            if (!face.faceUp) face.code.clear(); // another seat's hidden hole card (S-6)
            face.hole = !up;
            r.cards.append(face);
            r.holeCount += !up;
        }
        if (auto it = lastMove.find(s); it != lastMove.end()) {
            const Seven27Event& e = it->second;
            if (e.type == Seven27EventType::Bust)
                r.lastAction = tr("Bust (%1)").arg(Seven27Text::points(e.total));
            else if (e.action.move == Seven27Move::Call)
                r.lastAction = tr("Call %1").arg(e.amount);
            else
                r.lastAction = Seven27Text::action(e.action);
        }
        if (auto it = showdown.find(s); it != showdown.end())
            r.totals = tr("7: %1 · 27: %2")
                           .arg(Seven27Text::points(it->second.total),
                                Seven27Text::points(it->second.ref));
        else if (r.human && !st.folded && !st.cards.empty()) // your own totals, hole card in
            r.totals = tr("7: %1 · 27: %2")
                           .arg(Seven27Text::points(seven27ShownTotal(
                                    st.sums, f27::kSevenHalfPoints, hand_->rules().nearest)),
                                Seven27Text::points(seven27ShownTotal(
                                    st.sums, f27::kTwentySevenHalfPoints, hand_->rules().nearest)));
        if (auto it = halves.find(s); it != halves.end()) {
            const auto& h = it->second;
            r.won = h.count("pot")                  ? tr("Pot")
                    : h.count("7") && h.count("27") ? tr("7 + 27")
                    : h.count("7")                  ? tr("7")
                                                    : tr("27");
        }
        if (over && st.dealtIn) r.net = signedChips(nets[s]);
        rows << r;
    }
    seats_.update(rows);
    emit stateChanged();
}

// Reads the hand's log once, pot by pot (S-6: each pot splits between the 7 and the 27
// halves), and writes the lines in the order the pots were awarded.
void Seven27Controller::buildShowdown() {
    showdownLines_.clear();
    showdownTitle_.clear();
    const auto& events = hand_->events();
    struct Half {
        std::vector<std::pair<int, Chips>> winners; // in the order awarded (order of play)
        int total = -1;
    };
    struct Pot {
        Chips size = 0;
        Half seven, twentySeven;
        std::vector<std::pair<int, Chips>> uncalled;
    };
    std::map<int, Pot> pots;
    for (const Seven27Event& e : events) {
        if (e.type == Seven27EventType::FoldWin) {
            showdownTitle_ = tr("%1 win the pot: everyone else is out").arg(seatName(e.seat));
            if (e.seat != 0)
                showdownTitle_ = tr("%1 wins the pot: everyone else is out").arg(seatName(e.seat));
            showdownLines_ << tr("%1 chips, taken without showing (S-4).").arg(e.amount);
            return;
        }
        if (e.type != Seven27EventType::PotAward) continue;
        Pot& p = pots[e.ref];
        p.size += e.amount;
        if (e.detail == "uncalled") {
            p.uncalled.push_back({e.seat, e.amount});
            continue;
        }
        Half& h = e.detail == "7" ? p.seven : p.twentySeven;
        h.winners.push_back({e.seat, e.amount});
        h.total = e.total;
    }
    auto names = [this](const Half& h) {
        QStringList n;
        for (const auto& w : h.winners)
            n << seatName(w.first);
        if (n.size() < 2) return n.value(0);
        const QString last = n.takeLast();
        return tr("%1 and %2").arg(n.join(tr(", ")), last);
    };
    auto describe = [&](const Half& h, const QString& label) {
        QStringList amounts;
        for (const auto& w : h.winners)
            amounts << QString::number(w.second);
        QString line = tr("%1: %2 with %3 — %4 chips")
                           .arg(label, names(h), Seven27Text::points(h.total), amounts.join(" + "));
        if (h.winners.size() > 1 && h.winners.front().second != h.winners.back().second)
            line += tr(" (the leftover chip goes to %1, first from the dealer's left)")
                        .arg(seatName(h.winners.front().first));
        return line;
    };
    for (const auto& [ref, p] : pots) {
        const QString prefix = pots.size() > 1
                                   ? (ref == 0 ? tr("Main pot: ") : tr("Side pot %1: ").arg(ref))
                                   : QString();
        for (const auto& u : p.uncalled)
            showdownLines_ << prefix + tr("%1 takes back %2 uncalled chips (S-4)")
                                           .arg(seatName(u.first))
                                           .arg(u.second);
        const Chips contested = p.size - [&] {
            Chips c = 0;
            for (const auto& u : p.uncalled)
                c += u.second;
            return c;
        }();
        if (!p.seven.winners.empty()) showdownLines_ << prefix + describe(p.seven, tr("Nearest 7"));
        if (!p.twentySeven.winners.empty())
            showdownLines_ << prefix + describe(p.twentySeven, tr("Nearest 27"));
        if (p.seven.winners.empty() && !p.twentySeven.winners.empty())
            showdownLines_ << prefix + tr("Nobody is at or below 7, so the whole pot goes to "
                                          "the 27 half (S-7).");
        else if (contested % 2 && !p.twentySeven.winners.empty())
            showdownLines_ << prefix + tr("The pot of %1 is odd: the 27 half takes the odd chip.")
                                           .arg(contested);
    }
    showdownLines_ << tr("%1: %2").arg(Seven27Text::nearestName(gameRules_.nearest),
                                       Seven27Text::nearestRule(gameRules_.nearest));
    Half mainSeven = pots.count(0) ? pots[0].seven : Half{};
    Half mainTwentySeven = pots.count(0) ? pots[0].twentySeven : Half{};
    if (mainSeven.winners.empty())
        showdownTitle_ = tr("27 half and whole pot: %1").arg(names(mainTwentySeven));
    else
        showdownTitle_ =
            tr("7 half: %1 · 27 half: %2").arg(names(mainSeven), names(mainTwentySeven));
}
