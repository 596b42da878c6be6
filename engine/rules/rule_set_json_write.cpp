// RuleSet → canonical JSON text that reads like the hand-written presets and reads back equal
// (docs/rule-files.md, "Writing").
#include "rules/rule_set_json_detail.h"

#include <climits>
#include <utility>
#include <vector>

namespace f27::rulejson {

namespace {

constexpr std::size_t kLineWidth = 100;

// An ordered JSON value.
struct Json {
    enum class Kind { Literal, String, Array, Object } kind = Kind::Literal;
    std::string text; // Literal: the number or true/false; String: the raw string
    std::vector<Json> items;
    struct Member; // a key and its value (defined below, once Json is complete)
    std::vector<Member> members;

    // Defined below, where Member is complete (clang instantiates the vectors' members here).
    static Json literal(std::string t);
    static Json number(std::int64_t n);
    static Json boolean(bool b);
    static Json string(std::string s);
    static Json array();
    static Json object();
    Json& add(std::string key, Json v);
    Json& push(Json v);
};

struct Json::Member {
    std::string first;
    Json second;
};

Json Json::literal(std::string t) {
    return Json{Kind::Literal, std::move(t), {}, {}};
}
Json Json::number(std::int64_t n) {
    return literal(std::to_string(n));
}
Json Json::boolean(bool b) {
    return literal(b ? "true" : "false");
}
Json Json::string(std::string s) {
    return Json{Kind::String, std::move(s), {}, {}};
}
Json Json::array() {
    return Json{Kind::Array, {}, {}, {}};
}
Json Json::object() {
    return Json{Kind::Object, {}, {}, {}};
}
Json& Json::add(std::string key, Json v) {
    members.push_back(Member{std::move(key), std::move(v)});
    return *this;
}
Json& Json::push(Json v) {
    items.push_back(std::move(v));
    return *this;
}

std::string quoted(const std::string& s) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20)
                out += std::string("\\u00") + kHex[c >> 4] + kHex[c & 15];
            else
                out += ch;
        }
    }
    return out + "\"";
}

std::string inlineText(const Json& j) {
    switch (j.kind) {
    case Json::Kind::Literal:
        return j.text;
    case Json::Kind::String:
        return quoted(j.text);
    case Json::Kind::Array: {
        std::string s = "[";
        for (std::size_t i = 0; i < j.items.size(); ++i)
            s += (i ? ", " : "") + inlineText(j.items[i]);
        return s + "]";
    }
    case Json::Kind::Object: {
        std::string s = "{";
        for (std::size_t i = 0; i < j.members.size(); ++i)
            s += (i ? ", " : "") + quoted(j.members[i].first) + ": " +
                 inlineText(j.members[i].second);
        return s + "}";
    }
    }
    return "";
}

// Appends `j`, whose first character lands at column `column` of a line indented `indent`.
void render(const Json& j, std::size_t indent, std::size_t column, bool root, std::string& out) {
    const std::string flat = inlineText(j);
    const bool container = j.kind == Json::Kind::Array || j.kind == Json::Kind::Object;
    if (!container || (!root && column + flat.size() + 1 <= kLineWidth) ||
        (j.items.empty() && j.members.empty())) {
        out += flat;
        return;
    }
    const std::string pad(indent + 4, ' ');
    const bool object = j.kind == Json::Kind::Object;
    out += object ? "{\n" : "[\n";
    const std::size_t n = object ? j.members.size() : j.items.size();
    for (std::size_t i = 0; i < n; ++i) {
        out += pad;
        if (object) {
            const std::string key = quoted(j.members[i].first) + ": ";
            out += key;
            render(j.members[i].second, indent + 4, pad.size() + key.size(), false, out);
        } else {
            render(j.items[i], indent + 4, pad.size(), false, out);
        }
        out += i + 1 < n ? ",\n" : "\n";
    }
    out += std::string(indent, ' ') + (object ? "}" : "]");
}

// ---- the parts of a RuleSet ----

Json ratio(Rational r) {
    return r.isInteger() && r.num() >= INT_MIN && r.num() <= INT_MAX ? Json::number(r.num())
                                                                     : Json::string(r.toString());
}
Json rank(Rank r) {
    return Json::string(rankCode(r));
}
Json ranks(const std::vector<Rank>& rs) {
    Json a = Json::array();
    for (Rank r : rs)
        a.push(rank(r));
    return a;
}
template <typename E, std::size_t N> Json name(const std::array<Name<E>, N>& table, E v) {
    return Json::string(std::string(nameOf(table, v)));
}
Json range(const Range& r) {
    Json o = Json::object();
    if (r.min != INT_MIN) o.add("min", Json::number(r.min));
    if (r.max != INT_MAX) o.add("max", Json::number(r.max));
    return o;
}
// Adds `key` only when the range is not "any value" (the reader's default), or always.
void addRange(Json& o, const char* key, const Range& r, Fields fields) {
    if (fields == Fields::All || !r.isAny()) o.add(key, range(r));
}

Json shoe(const ShoeSpec& s) {
    return Json::object()
        .add("decks", Json::number(s.decks))
        .add("jokersPerDeck", Json::number(s.jokersPerDeck))
        .add("removedRanks", ranks(s.removedRanks))
        .add("cutCard", Json::number(s.cutCard));
}

Json values(const ValueScheme& v) {
    Json points = Json::object();
    for (Rank r : kDeckRanks)
        points.add(rankCode(r), Json::number(v.points[static_cast<int>(r)]));
    return Json::object()
        .add("target", Json::number(v.target))
        .add("points", std::move(points))
        .add("aceHigh", Json::number(v.aceHigh))
        .add("joker", name(kJokerModes, v.joker))
        .add("rule", Json::string(v.rule));
}

Json natural(const NaturalRule& n, Fields fields) {
    Json o = Json::object();
    o.add("kind", name(kNaturalKinds, n.kind));
    if (fields == Fields::All || n.kind == NaturalRule::Kind::RankPairs || !n.pairs.empty()) {
        Json pairs = Json::array();
        for (const auto& p : n.pairs)
            pairs.push(Json::array().push(rank(p[0])).push(rank(p[1])));
        o.add("pairs", std::move(pairs));
    }
    return o.add("payout", ratio(n.payout))
        .add("bothHave", name(kWinners, n.bothHave))
        .add("dealerChecksAtOnce", Json::boolean(n.dealerChecksAtOnce))
        .add("rule", Json::string(n.rule));
}

Json insurance(const InsuranceRule& i) {
    return Json::object()
        .add("offered", Json::boolean(i.offered))
        .add("upCards", ranks(i.upCards))
        .add("price", ratio(i.price))
        .add("payout", ratio(i.payout))
        .add("rule", Json::string(i.rule));
}

Json condition(const HandCondition& c, Fields fields) {
    const bool all = fields == Fields::All;
    Json o = Json::object();
    if (all || c.kind != HandKind::Any) o.add("kind", name(kHandKinds, c.kind));
    addRange(o, "total", c.total, fields);
    addRange(o, "cards", c.cards, fields);
    if (all || c.dealer != DealerWill::Any) o.add("dealer", name(kDealerWills, c.dealer));
    addRange(o, "dealerTotal", c.dealerTotal, fields);
    if (all || c.versusDealer != Versus::Any) o.add("versusDealer", name(kVersus, c.versusDealer));
    return o;
}

Json forced(const std::vector<ForcedPlay>& plays, Fields fields) {
    Json a = Json::array();
    for (const auto& f : plays)
        a.push(Json::object()
                   .add("when", condition(f.when, fields))
                   .add("op", name(kOps, f.op))
                   .add("rule", Json::string(f.rule)));
    return a;
}

Json strategy(const FixedStrategy& s, Fields fields) {
    Json rows = Json::array();
    for (const auto& r : s.rows) {
        Json row = Json::object();
        if (fields == Fields::All || r.kind != HandKind::Any)
            row.add("kind", name(kHandKinds, r.kind));
        addRange(row, "cards", r.cards, fields);
        rows.push(row.add("hitBelow", Json::number(r.hitBelow)).add("rule", Json::string(r.rule)));
    }
    return Json::object().add("rows", std::move(rows)).add("rule", Json::string(s.rule));
}

Json bonuses(const std::vector<BonusRule>& list, Fields fields) {
    const bool all = fields == Fields::All;
    Json a = Json::array();
    for (const auto& b : list) {
        Json o = Json::object();
        o.add("id", Json::string(b.id)).add("name", Json::string(b.name));
        if (all || !b.ranks.empty()) o.add("ranks", ranks(b.ranks));
        if (all || b.cards != 0) o.add("cards", Json::number(b.cards));
        if (all || b.total != -1) o.add("total", Json::number(b.total));
        a.push(o.add("pay", name(kBonusPays, b.pay))
                   .add("amount", ratio(b.amount))
                   .add("rule", Json::string(b.rule)));
    }
    return a;
}

Json ruleSet(const RuleSet& r, Fields fields) {
    Json o = Json::object();
    o.add("schemaVersion", Json::number(r.schemaVersion))
        .add("id", Json::string(r.id))
        .add("name", Json::string(r.name))
        .add("description", Json::string(r.description))
        .add("family", Json::string(r.family))
        .add("shoe", shoe(r.shoe))
        .add("shoeRule", Json::string(r.shoeRule))
        .add("reshuffleRule", Json::string(r.reshuffleRule))
        .add("indexStyle", name(kIndexStyles, r.indexStyle))
        .add("values", values(r.values))
        .add("dealerInitial", name(kDealerInitials, r.dealerInitial))
        .add("dealRule", Json::string(r.dealRule))
        .add("holeCardRule", Json::string(r.holeCardRule))
        .add("natural", natural(r.natural, fields))
        .add("insurance", insurance(r.insurance))
        .add("forced", forced(r.forced, fields))
        .add("cardLimit", Json::object()
                              .add("cards", Json::number(r.cardLimit.cards))
                              .add("rule", Json::string(r.cardLimit.rule)));
    const auto& d = r.doubleDown;
    Json dbl = Json::object();
    dbl.add("allowed", Json::boolean(d.allowed));
    if (fields == Fields::All || d.kind != HandKind::Any) dbl.add("kind", name(kHandKinds, d.kind));
    addRange(dbl, "total", d.total, fields);
    o.add("doubleDown", dbl.add("firstTwoOnly", Json::boolean(d.firstTwoOnly))
                            .add("afterSplit", Json::boolean(d.afterSplit))
                            .add("rule", Json::string(d.rule)));
    const auto& s = r.split;
    o.add("split", Json::object()
                       .add("allowed", Json::boolean(s.allowed))
                       .add("byValue", Json::boolean(s.byValue))
                       .add("maxHands", Json::number(s.maxHands))
                       .add("acesOneCardEach", Json::boolean(s.acesOneCardEach))
                       .add("splitNaturalBeatsTotal", Json::boolean(s.splitNaturalBeatsTotal))
                       .add("rule", Json::string(s.rule)));
    const auto& su = r.surrender;
    o.add("surrender", Json::object()
                           .add("allowed", Json::boolean(su.allowed))
                           .add("firstTwoOnly", Json::boolean(su.firstTwoOnly))
                           .add("afterSplit", Json::boolean(su.afterSplit))
                           .add("refund", ratio(su.refund))
                           .add("rule", Json::string(su.rule)));
    o.add("dealer", strategy(r.dealer, fields));
    const auto& p = r.predetermined;
    o.add("predetermined", Json::object()
                               .add("playerTargetWins", Json::boolean(p.playerTargetWins))
                               .add("playerTargetRule", Json::string(p.playerTargetRule))
                               .add("playerBustRule", Json::string(p.playerBustRule))
                               .add("dealerTargetWins", Json::boolean(p.dealerTargetWins))
                               .add("dealerTargetRule", Json::string(p.dealerTargetRule))
                               .add("dealerBustRule", Json::string(p.dealerBustRule)));
    o.add("fiveCard", Json::object()
                          .add("enabled", Json::boolean(r.fiveCard.enabled))
                          .add("cards", Json::number(r.fiveCard.cards))
                          .add("rule", Json::string(r.fiveCard.rule)));
    o.add("comparison", Json::object()
                            .add("tie", name(kWinners, r.comparison.tie))
                            .add("rule", Json::string(r.comparison.rule)));
    o.add("bonuses", bonuses(r.bonuses, fields)).add("bonusRule", Json::string(r.bonusRule));
    o.add("wagerMode", name(kWagerModes, r.wagerMode));
    if (fields == Fields::All || r.wagerMode != WagerMode::Standard ||
        !(r.baccarat == BaccaratRule{})) {
        const auto& b = r.baccarat;
        o.add("baccarat", Json::object()
                              .add("playerPays", ratio(b.playerPays))
                              .add("dealerPays", ratio(b.dealerPays))
                              .add("stalematePays", ratio(b.stalematePays))
                              .add("playerStrategy", strategy(b.playerStrategy, fields))
                              .add("rule", Json::string(b.rule)));
    }
    return o.add("settlementRule", Json::string(r.settlementRule));
}

} // namespace

// Written as text, not through QJsonObject, which would sort the fields. Defaults are omitted
// only where the reader restores exactly them; with `Fields::All` those are written too (open
// range bounds stay absent: they have no value).
std::string writeRuleSet(const RuleSet& rules, Fields fields) {
    std::string out;
    render(ruleSet(rules, fields), 0, 0, true, out);
    return out + "\n";
}

} // namespace f27::rulejson
