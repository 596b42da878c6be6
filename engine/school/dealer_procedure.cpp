// The dealer trainer's judge (dealer_procedure.h): the round's pending events read as the
// dealer's next step, the trainee's step compared with it, the round carried on correctly.

#include "school/dealer_procedure.h"

#include "round/describe.h"

#include <QCoreApplication>

#include <set>

namespace f27 {

namespace {

// Events no dealer performs: the wagers, a reshuffle announced by the table, the seats' own
// choices and the round's end.
bool automatic(EventType t) {
    return t == EventType::RoundStart || t == EventType::Reshuffle || t == EventType::Decision ||
           t == EventType::RoundEnd;
}

Money magnitude(Money m) {
    return m < Money{} ? -m : m;
}

// The rule IDs of the forced plays (F-11), each once: what decides that a hand is the player's
// choice.
std::string forcedRules(const RuleSet& rules) {
    std::string out;
    std::set<std::string> seen;
    for (const ForcedPlay& f : rules.forced)
        if (!f.rule.empty() && seen.insert(f.rule).second)
            out += (out.empty() ? "" : ", ") + f.rule;
    return out.empty() ? rules.dealRule : out;
}

} // namespace

QString DealerProcedure::tr(const char* text) {
    return QCoreApplication::translate("DealerProcedure", text);
}

Result<DealerProcedure> DealerProcedure::start(Table& table, RoundSetup setup, Policy& policy) {
    auto round = table.startRound(std::move(setup));
    if (!round) return fail(round.error());
    DealerProcedure p(table, std::move(round).value(), policy);
    p.runAutomatic();
    return p;
}

DealerProcedure::DealerProcedure(Table& table, Round round, Policy& policy)
    : table_(&table), round_(std::move(round)), policy_(&policy) {}

bool DealerProcedure::isOver() const {
    return round_.isOver() && cursor_ == round_.events().size();
}

int DealerProcedure::errors() const {
    int n = 0;
    for (const StepVerdict& v : verdicts_)
        n += v.correct ? 0 : 1;
    return n;
}

void DealerProcedure::runAutomatic() {
    for (;;) {
        const auto& ev = round_.events();
        while (cursor_ < ev.size() && automatic(ev[cursor_].type))
            ++cursor_;
        if (cursor_ < ev.size() || round_.phase() != Phase::Insurance) return;
        // The seats decide on insurance once it has been offered (PL-3, B-5).
        if (!round_.apply(policy_->choose(round_))) return;
    }
}

size_t DealerProcedure::stepEnd() const {
    const auto& ev = round_.events();
    size_t i = cursor_;
    if (i >= ev.size()) return i;
    switch (ev[i].type) {
    case EventType::InsuranceOffered:
        while (i < ev.size() && ev[i].type == EventType::InsuranceOffered)
            ++i;
        return i;
    case EventType::Outcome:
    case EventType::Bonus:
    case EventType::Settlement:
        // An outcome, its bonuses and its settlement are one payout (F-15, F-16).
        while (i < ev.size() && ev[i].type != EventType::Settlement)
            ++i;
        return i < ev.size() ? i + 1 : i;
    default:
        return i + 1;
    }
}

std::vector<Event> DealerProcedure::expectedEvents() const {
    const auto& ev = round_.events();
    return {ev.begin() + static_cast<std::ptrdiff_t>(cursor_),
            ev.begin() + static_cast<std::ptrdiff_t>(stepEnd())};
}

const Event* DealerProcedure::stepEvent() const {
    const auto& ev = round_.events();
    if (cursor_ >= ev.size()) return nullptr;
    return &ev[cursor_];
}

ProcedureStep DealerProcedure::expected() const {
    const auto& ev = round_.events();
    ProcedureStep s;
    if (cursor_ >= ev.size()) {
        if (round_.needsCard()) {
            const CardTarget t = round_.cardTarget();
            s.kind = StepKind::Deal;
            s.seat = t.seat;
            s.hand = t.seat < 0 ? 0 : t.hand;
            s.faceUp = t.faceUp;
        } else { // a seat's turn with no forced play: the player chooses (F-11)
            s.kind = StepKind::Declare;
            s.seat = round_.seatToAct();
            s.hand = round_.handToAct();
        }
        return s;
    }
    const Event& e = ev[cursor_];
    switch (e.type) {
    case EventType::InsuranceOffered:
        s.kind = StepKind::OfferInsurance;
        break;
    case EventType::DealerCheck:
        s.kind = StepKind::CheckNatural;
        break;
    case EventType::ForcedPlay:
    case EventType::FixedPlay:
        s.kind = StepKind::Declare;
        s.seat = e.seat;
        s.hand = e.hand;
        s.forced = e.action;
        break;
    case EventType::Reveal:
        s.kind = StepKind::RevealHole;
        break;
    case EventType::DealerPlay:
        s.kind = e.action == Action::Hit ? StepKind::DealerHit : StepKind::DealerStand;
        break;
    case EventType::InsuranceSettled:
        s.kind = StepKind::SettleInsurance;
        s.seat = e.seat;
        s.result = e.result;
        s.amount = magnitude(e.amount);
        break;
    default: { // Outcome, Bonus, Settlement: one payout
        const Event& se = ev[stepEnd() - 1];
        s.kind = StepKind::SettleHand;
        s.seat = se.seat;
        s.hand = se.hand;
        s.result = se.result;
        s.amount = magnitude(se.amount);
        break;
    }
    }
    return s;
}

std::string DealerProcedure::expectedRule() const {
    const RuleSet& rules = round_.rules();
    const Event* e = stepEvent();
    if (!e) return round_.needsCard() ? rules.dealRule : forcedRules(rules);
    if (e->type == EventType::Outcome || e->type == EventType::Bonus ||
        e->type == EventType::Settlement) {
        // The payout's deciding rules: the outcome's, then any bonus's.
        std::string out;
        const auto& ev = round_.events();
        for (size_t i = cursor_; i < stepEnd(); ++i)
            if ((ev[i].type == EventType::Outcome || ev[i].type == EventType::Bonus) &&
                !ev[i].rule.empty() && out.find(ev[i].rule) == std::string::npos)
                out += (out.empty() ? "" : ", ") + ev[i].rule;
        return out.empty() ? e->rule : out;
    }
    return e->rule;
}

std::string DealerProcedure::expectedText() const {
    const RuleSet& rules = round_.rules();
    const auto& ev = round_.events();
    if (cursor_ >= ev.size()) {
        if (round_.needsCard()) {
            const CardTarget t = round_.cardTarget();
            QString where = t.seat < 0 ? tr("the dealer") : describeSeat(t.seat);
            if (t.seat >= 0 && t.hand > 0) where += tr(" (hand %1)").arg(t.hand + 1);
            return (t.faceUp ? tr("The next card goes to %1, face up (%2).")
                             : tr("The next card goes to %1, face down (%2)."))
                .arg(where, QString::fromStdString(rules.dealRule))
                .toStdString();
        }
        const int seat = round_.seatToAct(), hand = round_.handToAct();
        const HandValue v = round_.handValue(seat, hand);
        QString who = describeSeat(seat);
        if (hand > 0) who += tr(" (hand %1)").arg(hand + 1);
        return tr("No forced play applies to %1 on %2: the player chooses (%3).")
            .arg(who, describeValue(v.total, v.soft, v.bust),
                 QString::fromStdString(forcedRules(rules)))
            .toStdString();
    }
    QStringList parts;
    for (size_t i = cursor_; i < stepEnd(); ++i)
        if (ev[i].type != EventType::InsuranceOffered || i == cursor_)
            parts << describeEvent(ev[i], rules, Viewer::Dealer);
    if (ev[cursor_].type == EventType::InsuranceOffered)
        parts = {tr("Insurance is offered to every seat on this up-card (%1).")
                     .arg(QString::fromStdString(ev[cursor_].rule))};
    return parts.join(' ').toStdString();
}

// A wrong step that is no step of this round at all breaks a rule of its own: insurance where
// the rules offer none (PL-3, B-5, T-7), or the dealer drawing when no hand needs her total
// (F-14, B-10).
void DealerProcedure::citeBrokenRule(StepVerdict& v) const {
    const RuleSet& rules = round_.rules();
    const StepKind done = v.performed.kind, due = v.expected.kind;
    if (done == StepKind::OfferInsurance && due != StepKind::OfferInsurance &&
        !rules.insurance.rule.empty()) {
        v.rule = rules.insurance.rule;
        v.category = StepCategory::Insurance;
        QStringList ups;
        for (Rank r : rules.insurance.upCards)
            ups << QString::fromStdString(rankCode(r));
        const QString text =
            rules.insurance.offered && !ups.isEmpty()
                ? tr("Insurance is offered only when the up-card is %1 (%2).")
                      .arg(ups.join(", "), QString::fromStdString(rules.insurance.rule))
                : tr("This table offers no insurance (%1).")
                      .arg(QString::fromStdString(rules.insurance.rule));
        v.ruleText = text.toStdString() + " " + v.ruleText;
        return;
    }
    // The right result with the wrong amount: when bonuses were due, they are what was missed
    // (F-16, PL-12).
    if (done == StepKind::SettleHand && due == StepKind::SettleHand &&
        v.performed.seat == v.expected.seat && v.performed.hand == v.expected.hand &&
        v.performed.result == v.expected.result) {
        std::string bonus;
        const auto& ev = round_.events();
        for (size_t i = cursor_; i < stepEnd(); ++i)
            if (ev[i].type == EventType::Bonus && !ev[i].rule.empty() &&
                bonus.find(ev[i].rule) == std::string::npos)
                bonus += (bonus.empty() ? "" : ", ") + ev[i].rule;
        if (!bonus.empty()) v.rule = bonus;
        return;
    }
    const bool dealerActs = done == StepKind::DealerHit || done == StepKind::DealerStand;
    const bool dealerDue = due == StepKind::DealerHit || due == StepKind::DealerStand;
    // Blackjack says it in B-10 (its hole-card rule); the Finnish 27 family in F-14.
    const std::string nothingToCompare = rules.family == "finnish27" ? "F-14" : rules.holeCardRule;
    if (dealerActs && !dealerDue && !nothingToCompare.empty()) {
        for (const SeatState& s : round_.seats())
            for (const PlayerHand& h : s.hands)
                if (!h.resolved) return;
        v.rule = nothingToCompare;
        v.category = StepCategory::Dealer;
        v.ruleText = tr("No hand needs the dealer's total: the dealer turns the hole card and "
                        "draws nothing (%1).")
                         .arg(QString::fromStdString(nothingToCompare))
                         .toStdString() +
                     " " + v.ruleText;
    }
}

StepVerdict DealerProcedure::judge(const ProcedureStep& step, int millis) const {
    StepVerdict v;
    v.performed = step;
    v.expected = expected();
    v.correct = step == v.expected;
    v.category = categoryOf(v.expected.kind);
    v.rule = expectedRule();
    v.ruleText = expectedText();
    v.millis = millis;
    if (!v.correct) citeBrokenRule(v);
    return v;
}

StepVerdict DealerProcedure::perform(const ProcedureStep& step, int millis) {
    StepVerdict v = judge(step, millis);
    // Carry out the expected step: an input to the round, or the events it stands for.
    if (cursor_ >= round_.events().size()) {
        if (v.expected.kind == StepKind::Deal) {
            if (auto s = table_->dealOne(round_); !s) v.ruleText += " [" + s.error() + "]";
            // Past the card just placed (and a reshuffle the table announced before it).
            const auto& ev = round_.events();
            while (cursor_ < ev.size() && ev[cursor_].type != EventType::Deal)
                ++cursor_;
            if (cursor_ < ev.size()) ++cursor_;
        } else {
            // The computer seat's choice: one of the round's legal actions (policy.h).
            if (auto s = round_.apply(policy_->choose(round_)); !s)
                v.ruleText += " [" + s.error() + "]";
        }
    } else {
        cursor_ = stepEnd();
    }
    runAutomatic();
    verdicts_.push_back(v);
    return v;
}

} // namespace f27
