#include "round_log_lines.h"

namespace f27::test {

QString line(const Event& e) {
    QStringList p{QString::fromLatin1(eventTypeName(e.type))};
    const bool cardEvent = e.type == EventType::Deal || e.type == EventType::Reveal;
    if (cardEvent && e.seat < 0) {
        p << QStringLiteral("d");
    } else if (e.seat >= 0) {
        p << (e.hand >= 0 ? QStringLiteral("s%1.%2").arg(e.seat).arg(e.hand)
                          : QStringLiteral("s%1").arg(e.seat));
    }
    if (cardEvent) p << QString::fromStdString(toCode(e.card));
    if (e.type == EventType::Deal) p << (e.faceUp ? QStringLiteral("up") : QStringLiteral("down"));
    if (e.type == EventType::Decision || e.type == EventType::ForcedPlay ||
        e.type == EventType::FixedPlay || e.type == EventType::DealerPlay)
        p << QString::fromLatin1(actionName(e.action));
    if (e.type == EventType::Outcome || e.type == EventType::Settlement ||
        e.type == EventType::InsuranceSettled)
        p << QString::fromLatin1(handResultName(e.result));
    const bool money = e.type == EventType::RoundStart || e.type == EventType::InsuranceOffered ||
                       e.type == EventType::InsuranceSettled || e.type == EventType::Settlement ||
                       e.type == EventType::RoundEnd || e.type == EventType::Bonus;
    if (money || !e.amount.isZero()) p << "$" + QString::fromStdString(e.amount.toString());
    if (e.total >= 0) p << QStringLiteral("t%1%2").arg(e.total).arg(e.soft ? "s" : "");
    if (e.ref >= 0) p << QStringLiteral("#%1").arg(e.ref);
    if (!e.rule.empty()) p << QString::fromStdString(e.rule);
    if (!e.detail.empty()) p << QString::fromStdString(e.detail);
    return p.join(' ');
}

QStringList lines(const Round& r) {
    QStringList out;
    for (const Event& e : r.events())
        out << line(e);
    return out;
}

QString legal(const Round& r) {
    QStringList out;
    for (Action a : r.legalActions())
        out << QString::fromLatin1(actionName(a));
    return out.join(' ');
}

int countOf(const Round& r, EventType t) {
    return static_cast<int>(eventsOf(r, t).size());
}

Result<Round> playUntil(const RuleSet& rs, const RoundSetup& setup, const std::string& deal,
                        const std::string& decisions) {
    auto started = Round::start(rs, setup);
    if (!started) return started;
    Round r = std::move(started).value();
    const std::vector<Card> cs = cards(deal);
    const std::vector<Action> as = actions(decisions);
    size_t c = 0, d = 0;
    while (!r.isOver()) {
        if (r.needsCard()) {
            if (c == cs.size()) break;
            if (auto s = r.deal(cs[c++]); !s) return fail(s.error());
        } else {
            if (d == as.size()) break;
            if (auto s = r.apply(as[d++]); !s)
                return fail(s.error() + "\n" + transcript(r).toStdString());
        }
    }
    if (c != cs.size() || d != as.size())
        return fail("inputs left over\n" + transcript(r).toStdString());
    return r;
}

} // namespace f27::test
