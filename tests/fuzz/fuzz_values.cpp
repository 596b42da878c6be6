// The values a player stores or types, each through the parser that reads it back. The first
// byte picks the parser, the rest is the value:
//  0  an amount or ratio (Rational::parse: rule files' ratios, logs' amounts, --wager,
//     --bankroll): accepted, it is in lowest terms with a positive denominator and its text
//     reads back to it;
//  1  a card or rank code (parseCard, parseRank, parseCanonicalRank: logs, archives' shoes,
//     rule files): accepted, its code reads back to it; a canonical rank is its own code;
//  2  a shuffle key (ShuffleKey::fromHex: --key, archives): accepted, it is the text in lower
//     case and matches its own commitment (P-1);
//  3  a table money setting as the settings file holds it (text, as QVariant converts it), and
//  4  the same as the raw bytes of a double (NaN, infinities, the largest values):
//     moneyFromSetting (app/money_setting.h); an amount the table accepts (positive) is the
//     stored one to the cent, and a round of each preset wagered with it settles: every seat's
//     net is its settlements.
#include "fuzz_check.h"

#include "money_setting.h"

#include "cards/card.h"
#include "cards/fair_shuffle.h"
#include "round/round.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QString>
#include <QVariant>

#include <cmath>
#include <cstring>
#include <numeric>
#include <string>

using namespace f27;

namespace {

void amount(const std::string& text) {
    const Result<Rational> r = Rational::parse(text);
    if (!r) return;
    FUZZ_CHECK(r->den() > 0);
    FUZZ_CHECK(std::gcd(r->num(), r->den()) == 1 || r->num() == 0);
    const Result<Rational> again = Rational::parse(r->toString());
    FUZZ_CHECK(again.ok() && *again == *r, "%s reads as %s, which does not read back", text.c_str(),
               r->toString().c_str());
}

void cardCode(const std::string& text) {
    if (const Result<Card> c = parseCard(text)) {
        const Result<Card> again = parseCard(toCode(*c));
        FUZZ_CHECK(again.ok() && *again == *c, "%s: its code %s does not read back", text.c_str(),
                   toCode(*c).c_str());
    }
    if (const Result<Rank> r = parseRank(text)) {
        const Result<Rank> again = parseRank(rankCode(*r));
        FUZZ_CHECK(again.ok() && *again == *r);
    }
    if (const Result<Rank> r = parseCanonicalRank(text)) FUZZ_CHECK(rankCode(*r) == text);
}

void shuffleKey(const std::string& text) {
    const Result<ShuffleKey> key = ShuffleKey::fromHex(text);
    if (!key) return;
    FUZZ_CHECK(QString::fromStdString(key->hex()) == QString::fromStdString(text).toLower());
    FUZZ_CHECK(keyMatchesCommitment(*key, key->commitment()));
    const Result<ShuffleKey> again = ShuffleKey::fromHex(key->hex());
    FUZZ_CHECK(again.ok() && *again == *key);
}

// A round of `rules` with every seat wagering `wager`, the player standing; every seat's net
// must be its settlements and insurance.
void playWith(const RuleSet& rules, Money wager) {
    ShuffleKey key;
    Table table(rules, key);
    table.setKeySource([] { return ShuffleKey{}; });
    RoundSetup setup;
    setup.seats.assign(2, SeatSetup{wager, BetSide::Player, std::nullopt});
    if (rules.wagerMode != WagerMode::Standard) setup.seats[1].side = BetSide::Dealer;
    auto started = table.startRound(setup);
    if (!started) return; // refused as a wager: nothing is staked
    Round round = std::move(started).value();
    for (int step = 0; !round.isOver(); ++step) {
        FUZZ_CHECK(step < 10000, "a preset's round does not end");
        if (round.needsCard()) {
            FUZZ_CHECK(table.dealOne(round).ok());
            continue;
        }
        const auto legal = round.legalActions();
        const Action stand =
            round.phase() == Phase::Insurance ? Action::DeclineInsurance : Action::Stand;
        FUZZ_CHECK(round.apply(round.isLegal(stand) ? stand : legal.front()).ok());
    }
    for (std::size_t s = 0; s < round.seats().size(); ++s) {
        Money sum;
        for (const Event& e : round.events())
            if (e.seat == static_cast<int>(s) &&
                (e.type == EventType::Settlement || e.type == EventType::InsuranceSettled))
                sum += e.amount;
        FUZZ_CHECK(sum == round.seats()[s].net, "seat %zu: net %s, settlements %s", s,
                   round.seats()[s].net.toString().c_str(), sum.toString().c_str());
    }
}

void moneySetting(double v) {
    const Money m = moneyFromSetting(v);
    if (m <= Money{}) return; // the table keeps its previous amount
    FUZZ_CHECK(std::isfinite(v) && std::fabs(m.toDouble() - v) <= 0.005 + 1e-9 * std::fabs(v),
               "the setting %.17g is taken as %s", v, m.toString().c_str());
    static const std::vector<RuleSet> presets = [] {
        std::vector<RuleSet> out;
        for (const std::string& id : presetIds())
            out.push_back(*loadPreset(id));
        return out;
    }();
    for (const RuleSet& rules : presets)
        playWith(rules, m);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 5) {
    case 0:
        amount(text);
        break;
    case 1:
        cardCode(text);
        break;
    case 2:
        shuffleKey(text);
        break;
    case 3:
        moneySetting(QVariant(QString::fromStdString(text)).toDouble());
        break;
    case 4: {
        double v = 0;
        std::memcpy(&v, text.data(), std::min(text.size(), sizeof v));
        moneySetting(v);
        break;
    }
    }
    return 0;
}
