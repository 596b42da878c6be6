#include "round_script.h"

#include "strategy/shipped_chart.h"

#include "rules/rule_set_json.h"

#include <QtGlobal>

#include <sstream>

namespace f27::test {

RuleSet bettingCopy(RuleSet r, WagerMode mode) {
    r.wagerMode = mode;
    r.insurance.offered = false;
    r.doubleDown.allowed = r.split.allowed = r.surrender.allowed = false;
    r.baccarat.playerStrategy = r.dealer;
    r.baccarat.rule = "F-15";
    r.baccarat.dealerPays = Rational{19, 20};
    r.baccarat.stalematePays = Rational{8};
    fillRuleIds(r);
    return r;
}

HandValue valueOfRanks(const std::vector<Rank>& ranks, const ValueScheme& values) {
    std::vector<Card> cards;
    for (Rank r : ranks)
        cards.push_back(Card{r, r == Rank::Joker ? Suit::None : Suit::Spades});
    return valueOf(cards, values);
}

std::vector<Card> cards(const std::string& codes) {
    std::vector<Card> out;
    std::istringstream in(codes);
    std::string code;
    while (in >> code) {
        auto c = parseCard(code);
        if (!c) qFatal("bad card code in test: %s", c.error().c_str());
        out.push_back(*c);
    }
    return out;
}

std::vector<Action> actions(const std::string& keys) {
    std::vector<Action> out;
    std::istringstream in(keys);
    std::string k;
    while (in >> k) {
        if (k == "h")
            out.push_back(Action::Hit);
        else if (k == "s")
            out.push_back(Action::Stand);
        else if (k == "d")
            out.push_back(Action::Double);
        else if (k == "p")
            out.push_back(Action::Split);
        else if (k == "u")
            out.push_back(Action::Surrender);
        else if (k == "y")
            out.push_back(Action::TakeInsurance);
        else if (k == "n")
            out.push_back(Action::DeclineInsurance);
        else
            qFatal("bad action key in test: %s", k.c_str());
    }
    return out;
}

RuleSet preset(const std::string& id) {
    auto r = loadPreset(id);
    if (!r) qFatal("preset %s does not load: %s", id.c_str(), r.error().c_str());
    return *r;
}

RuleSet twoDeckBlackjack() {
    RuleSet r = preset("blackjack");
    r.id = "custom-two-decks";
    r.name = "Two-deck blackjack";
    r.shoe.decks = 2;
    r.shoe.cutCard = 78;
    return r;
}

StrategyChart chartFor(const RuleSet& rules) {
    auto c = shippedOrDerivedChart(rules, ChartOptions{});
    if (!c) qFatal("no chart for %s: %s", rules.id.c_str(), c.error().c_str());
    return c->chart;
}

RoundSetup seats(int n, Money wager) {
    RoundSetup s;
    for (int i = 0; i < n; ++i)
        s.seats.push_back(SeatSetup{wager, BetSide::Player, std::nullopt});
    return s;
}

Result<Round> playScript(const RuleSet& rules, const RoundSetup& setup,
                         const std::vector<Card>& deal, const std::vector<Action>& decisions) {
    auto started = Round::start(rules, setup);
    if (!started) return started;
    Round r = std::move(started).value();
    size_t c = 0, d = 0;
    while (!r.isOver()) {
        if (r.needsCard()) {
            if (c >= deal.size())
                return fail("the stacked cards ran out after " + std::to_string(c) + "\n" +
                            transcript(r).toStdString());
            if (auto s = r.deal(deal[c++]); !s) return fail(s.error());
        } else {
            if (d >= decisions.size())
                return fail("the decisions ran out after " + std::to_string(d) +
                            " (a decision is due)\n" + transcript(r).toStdString());
            if (auto s = r.apply(decisions[d++]); !s)
                return fail(s.error() + "\n" + transcript(r).toStdString());
        }
    }
    if (c != deal.size())
        return fail(std::to_string(deal.size() - c) + " stacked card(s) left over\n" +
                    transcript(r).toStdString());
    if (d != decisions.size())
        return fail(std::to_string(decisions.size() - d) + " decision(s) left over\n" +
                    transcript(r).toStdString());
    return r;
}

Result<Round> playScript(const RuleSet& rules, const RoundSetup& setup, const std::string& deal,
                         const std::string& decisions) {
    return playScript(rules, setup, cards(deal), actions(decisions));
}

std::vector<Event> eventsOf(const Round& r, EventType t) {
    std::vector<Event> out;
    for (const Event& e : r.events())
        if (e.type == t) out.push_back(e);
    return out;
}

QString transcript(const Round& r) {
    QString s;
    for (const Event& e : r.events())
        s += QString::fromLatin1(eventTypeName(e.type)) + ": " +
             describeEvent(e, r.rules(), Viewer::Dealer) + "\n";
    return s;
}

Money settled(const Round& r, int seat) {
    Money m;
    for (const Event& e : r.events())
        if (e.type == EventType::Settlement && e.seat == seat) m += e.amount;
    return m;
}

Event outcomeOf(const Round& r, int seat, int hand) {
    for (const Event& e : r.events())
        if (e.type == EventType::Outcome && e.seat == seat && e.hand == hand) return e;
    qFatal("no outcome for seat %d hand %d:\n%s", seat, hand, qPrintable(transcript(r)));
}

} // namespace f27::test
