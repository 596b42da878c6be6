// JSON object → RuleSet: the shape only (types, required fields, enum spellings, unknown fields);
// the semantic checks are validateRuleSet's (docs/rule-files.md, "Validation").
#include "rules/rule_set_json_detail.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>
#include <vector>

namespace f27::rulejson {

namespace {

enum class Need { Required, Optional };
constexpr Need kRequired = Need::Required;
constexpr Need kOptional = Need::Optional;

std::string join(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}
std::string element(const std::string& path, qsizetype i) {
    return path + "[" + std::to_string(i) + "]";
}

std::string typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "true/false";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "a string";
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        break;
    }
    return "nothing";
}

// The problems found so far, and the fields asked for (when a caller wants them).
class Errors {
public:
    explicit Errors(std::vector<FieldNeed>* fields = nullptr) : fields_(fields) {}
    void asked(const std::string& path, bool required) {
        if (fields_) fields_->push_back({path, required});
    }
    void add(const std::string& path, const std::string& what) {
        list_.push_back(path.empty() ? what : path + ": " + what);
    }
    void addLine(std::string line) { list_.push_back(std::move(line)); }
    void wrongType(const std::string& path, const char* expected, const QJsonValue& got) {
        add(path, std::string("expected ") + expected + ", got " + typeName(got));
    }
    bool empty() const { return list_.empty(); }
    std::string text() const {
        std::string s;
        for (const auto& l : list_)
            s += (s.empty() ? "" : "\n") + l;
        return s;
    }

private:
    std::vector<std::string> list_;
    std::vector<FieldNeed>* fields_;
};

// ---- single values: each reports its own problem and returns whether `out` was set ----

bool readInt(Errors& e, const QJsonValue& v, const std::string& path, int& out) {
    if (!v.isDouble()) {
        e.wrongType(path, "a whole number", v);
        return false;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::trunc(d)) {
        e.add(path, "expected a whole number, got " + QString::number(d).toStdString());
        return false;
    }
    if (d < INT_MIN || d > INT_MAX) {
        e.add(path, QString::number(d).toStdString() + " is out of range");
        return false;
    }
    out = static_cast<int>(d);
    return true;
}

bool readBool(Errors& e, const QJsonValue& v, const std::string& path, bool& out) {
    if (!v.isBool()) {
        e.wrongType(path, "true or false", v);
        return false;
    }
    out = v.toBool();
    return true;
}

bool readString(Errors& e, const QJsonValue& v, const std::string& path, std::string& out) {
    if (!v.isString()) {
        e.wrongType(path, "a string", v);
        return false;
    }
    out = v.toString().toStdString();
    return true;
}

// A ratio is a whole number (2) or a string: a fraction ("3/2"), a whole number ("2") or an
// exact decimal ("0.5"). Each number has at most 10 digits (a decimal's scaled value is checked
// by Rational::parse); the sizes a rule set may use are checked by validateRuleSet.
bool readRational(Errors& e, const QJsonValue& v, const std::string& path, Rational& out) {
    if (v.isDouble()) {
        int n = 0;
        if (v.toDouble() != std::trunc(v.toDouble())) {
            e.add(path, "a fractional ratio must be a string such as \"1/2\", got " +
                            QString::number(v.toDouble()).toStdString());
            return false;
        }
        if (!readInt(e, v, path, n)) return false;
        out = Rational(n);
        return true;
    }
    if (!v.isString()) {
        e.wrongType(path, "a ratio (a whole number or a string such as \"3/2\")", v);
        return false;
    }
    const std::string s = v.toString().toStdString();
    int digits = 0;
    for (char c : s) {
        digits = (c >= '0' && c <= '9') ? digits + 1 : 0;
        if (digits > 10) {
            e.add(path, "\"" + s + "\" has a number with more than 10 digits");
            return false;
        }
    }
    auto r = Rational::parse(s);
    if (!r) {
        e.add(path, r.error() + " (expected a ratio such as \"3/2\", \"2\" or \"0.5\")");
        return false;
    }
    out = *r;
    return true;
}

bool readRank(Errors& e, const QJsonValue& v, const std::string& path, Rank& out) {
    if (!v.isString()) {
        e.wrongType(path, "a rank code such as \"A\" or \"10\"", v);
        return false;
    }
    // Rule files spell a rank one way only, as rankCode writes it.
    auto r = parseCanonicalRank(v.toString().toStdString());
    if (!r) {
        e.add(path, r.error());
        return false;
    }
    out = *r;
    return true;
}

template <typename E, std::size_t N>
bool readEnum(Errors& e, const QJsonValue& v, const std::string& path,
              const std::array<Name<E>, N>& table, E& out) {
    if (!v.isString()) {
        e.wrongType(path, ("one of " + allowedNames(table)).c_str(), v);
        return false;
    }
    const std::string s = v.toString().toStdString();
    for (const auto& n : table)
        if (n.text == s) {
            out = n.value;
            return true;
        }
    e.add(path, "unknown value \"" + s + "\" (allowed: " + allowedNames(table) + ")");
    return false;
}

// ---- objects ----

// Levenshtein distance, for "did you mean" hints.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = up;
        }
    }
    return row[b.size()];
}

// One JSON object being read. Every field asked for is remembered; on destruction every
// other key of the object is reported as an unknown field, listing the allowed ones.
// An Obj for an absent or mistyped value is "dead": its reads do nothing, report nothing.
class Obj {
public:
    Obj(Errors& e, const QJsonValue* v, std::string path) : e_(e), path_(std::move(path)) {
        if (v && !v->isObject())
            e_.wrongType(path_, "an object", *v);
        else if (v)
            obj_ = v->toObject();
    }
    Obj(const Obj&) = delete;
    Obj& operator=(const Obj&) = delete;
    ~Obj() {
        if (!obj_) return;
        for (auto it = obj_->begin(); it != obj_->end(); ++it) {
            const std::string key = it.key().toStdString();
            if (std::find(known_.begin(), known_.end(), key) == known_.end())
                e_.addLine("unknown field \"" + join(path_, key) + "\"" + suggestion(key) +
                           " (allowed: " + known() + ")");
        }
    }

    bool live() const { return obj_.has_value(); }
    const std::string& path() const { return path_; }
    Errors& errors() { return e_; }

    // The value of `key`, or nothing (reported when required and the object is live).
    std::optional<QJsonValue> get(std::string_view key, Need need) {
        known_.emplace_back(key);
        e_.asked(join(path_, key), need == kRequired);
        if (!obj_) return std::nullopt;
        const QJsonValue v = obj_->value(QString::fromUtf8(key.data(), qsizetype(key.size())));
        if (!v.isUndefined()) return v;
        if (need == kRequired) e_.addLine("missing required field \"" + join(path_, key) + "\"");
        return std::nullopt;
    }

    // Reads `key` with `read(errors, value, path, out)`; `out` is untouched if absent.
    template <typename T, typename Read>
    void field(std::string_view key, Need need, T& out, Read read) {
        if (auto v = get(key, need)) read(e_, *v, join(path_, key), out);
    }
    void integer(std::string_view key, int& out, Need need) { field(key, need, out, readInt); }
    void boolean(std::string_view key, bool& out, Need need) { field(key, need, out, readBool); }
    void string(std::string_view key, std::string& out, Need need) {
        field(key, need, out, readString);
    }
    void ratio(std::string_view key, Rational& out, Need need) {
        field(key, need, out, readRational);
    }
    template <typename E, std::size_t N>
    void enumeration(std::string_view key, const std::array<Name<E>, N>& table, E& out, Need need) {
        if (auto v = get(key, need)) readEnum(e_, *v, join(path_, key), table, out);
    }
    // A rule ID is always optional: absent means "" (filled with the family's rule later).
    void ruleId(std::string_view key, std::string& out) {
        out.clear();
        string(key, out, kOptional);
    }
    // Calls `each(value, path, index)` for every element of the array under `key`.
    template <typename Each> void array(std::string_view key, Need need, Each each) {
        auto v = get(key, need);
        if (!v) return;
        const std::string path = join(path_, key);
        if (!v->isArray()) {
            e_.wrongType(path, "an array", *v);
            return;
        }
        const QJsonArray a = v->toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            each(a.at(i), element(path, i));
    }
    void ranks(std::string_view key, std::vector<Rank>& out, Need need) {
        array(key, need, [&](const QJsonValue& v, const std::string& p) {
            Rank r{};
            if (readRank(e_, v, p, r)) out.push_back(r);
        });
    }

private:
    // ` (did you mean "decks"?)` for the known key nearest to a mistyped one: one typing
    // mistake away, or two for keys of six letters or more.
    std::string suggestion(const std::string& key) const {
        const std::string* best = nullptr;
        std::size_t bestDistance = 3;
        for (const auto& k : known_) {
            const std::size_t d = editDistance(key, k);
            if (d < bestDistance && d <= (k.size() >= 6 ? 2u : 1u)) {
                best = &k;
                bestDistance = d;
            }
        }
        return best ? " (did you mean \"" + *best + "\"?)" : "";
    }
    std::string known() const {
        std::string s;
        for (const auto& k : known_)
            s += (s.empty() ? "" : ", ") + k;
        return s;
    }

    Errors& e_;
    std::string path_;
    std::optional<QJsonObject> obj_;
    std::vector<std::string> known_;
};

// Reads the object under `key` of `parent` with `read(Obj&)`.
template <typename Read> void object(Obj& parent, std::string_view key, Need need, Read read) {
    auto v = parent.get(key, need);
    Obj o(parent.errors(), v ? &*v : nullptr, join(parent.path(), key));
    read(o);
}
template <typename Read>
void object(Errors& e, const QJsonValue& v, const std::string& path, Read read) {
    Obj o(e, &v, path);
    read(o);
}

// ---- the parts of a RuleSet ----

// A range {min, max}; an omitted bound is open, an omitted range is any value.
void range(Obj& parent, std::string_view key, Range& out) {
    object(parent, key, kOptional, [&](Obj& o) {
        o.integer("min", out.min, kOptional);
        o.integer("max", out.max, kOptional);
    });
}

void shoe(Obj& o, ShoeSpec& s) {
    o.integer("decks", s.decks, kRequired);
    o.integer("jokersPerDeck", s.jokersPerDeck, kRequired);
    s.removedRanks.clear();
    o.ranks("removedRanks", s.removedRanks, kOptional);
    o.integer("cutCard", s.cutCard, kRequired);
}

void values(Obj& o, ValueScheme& v) {
    o.integer("target", v.target, kRequired);
    object(o, "points", kRequired, [&](Obj& p) {
        for (Rank r : kDeckRanks)
            p.integer(rankCode(r), v.points[static_cast<int>(r)], kRequired);
    });
    o.integer("aceHigh", v.aceHigh, kRequired);
    o.enumeration("joker", kJokerModes, v.joker, kRequired);
    o.ruleId("rule", v.rule);
}

void natural(Obj& o, NaturalRule& n) {
    o.enumeration("kind", kNaturalKinds, n.kind, kRequired);
    // With naturals, how they pay and resolve must be stated (Decisions: no implied payouts).
    const Need need = n.kind == NaturalRule::Kind::None ? kOptional : kRequired;
    o.array("pairs", n.kind == NaturalRule::Kind::RankPairs ? kRequired : kOptional,
            [&](const QJsonValue& v, const std::string& p) {
                if (!v.isArray() || v.toArray().size() != 2) {
                    o.errors().add(p, "expected a pair of ranks such as [\"A\", \"K\"], got " +
                                          (v.isArray()
                                               ? "an array of " + std::to_string(v.toArray().size())
                                               : typeName(v)));
                    return;
                }
                std::array<Rank, 2> pair{};
                bool ok = readRank(o.errors(), v.toArray().at(0), element(p, 0), pair[0]);
                ok = readRank(o.errors(), v.toArray().at(1), element(p, 1), pair[1]) && ok;
                if (ok) n.pairs.push_back(pair);
            });
    o.ratio("payout", n.payout, need);
    o.enumeration("bothHave", kWinners, n.bothHave, need);
    o.boolean("dealerChecksAtOnce", n.dealerChecksAtOnce, need);
    o.ruleId("rule", n.rule);
}

void insurance(Obj& o, InsuranceRule& ins) {
    o.boolean("offered", ins.offered, kRequired);
    const Need need = ins.offered ? kRequired : kOptional;
    o.ranks("upCards", ins.upCards, need);
    o.ratio("price", ins.price, need);
    o.ratio("payout", ins.payout, need);
    o.ruleId("rule", ins.rule);
}

void condition(Obj& o, HandCondition& c) {
    o.enumeration("kind", kHandKinds, c.kind, kOptional);
    range(o, "total", c.total);
    range(o, "cards", c.cards);
    o.enumeration("dealer", kDealerWills, c.dealer, kOptional);
    range(o, "dealerTotal", c.dealerTotal);
    o.enumeration("versusDealer", kVersus, c.versusDealer, kOptional);
}

void forcedPlays(Obj& o, std::vector<ForcedPlay>& out) {
    o.array("forced", kOptional, [&](const QJsonValue& v, const std::string& p) {
        ForcedPlay f;
        object(o.errors(), v, p, [&](Obj& fo) {
            object(fo, "when", kRequired, [&](Obj& w) { condition(w, f.when); });
            fo.enumeration("op", kOps, f.op, kRequired);
            fo.ruleId("rule", f.rule);
        });
        out.push_back(std::move(f));
    });
}

void strategy(Obj& o, FixedStrategy& s) {
    o.array("rows", kRequired, [&](const QJsonValue& v, const std::string& p) {
        StrategyRow row;
        object(o.errors(), v, p, [&](Obj& ro) {
            ro.enumeration("kind", kHandKinds, row.kind, kOptional);
            range(ro, "cards", row.cards);
            ro.integer("hitBelow", row.hitBelow, kRequired);
            ro.ruleId("rule", row.rule);
        });
        s.rows.push_back(std::move(row));
    });
    o.ruleId("rule", s.rule);
}

void bonuses(Obj& o, std::vector<BonusRule>& out) {
    o.array("bonuses", kOptional, [&](const QJsonValue& v, const std::string& p) {
        BonusRule b;
        object(o.errors(), v, p, [&](Obj& bo) {
            bo.string("id", b.id, kRequired);
            bo.string("name", b.name, kRequired);
            bo.ranks("ranks", b.ranks, kOptional);
            bo.integer("cards", b.cards, kOptional);
            bo.integer("total", b.total, kOptional);
            bo.enumeration("pay", kBonusPays, b.pay, kRequired);
            bo.ratio("amount", b.amount, kRequired);
            bo.ruleId("rule", b.rule);
        });
        out.push_back(std::move(b));
    });
}

// Reads the top-level fields in the file format's order, one statement per field. It is long
// because the format is (docs/rule-format.md); splitting it would only scatter that order.
void readBody(Obj& o, RuleSet& rs) {
    o.string("id", rs.id, kRequired);
    o.string("name", rs.name, kRequired);
    o.string("description", rs.description, kOptional);
    std::string family;
    if (auto v = o.get("family", kRequired); v && readString(o.errors(), *v, "family", family)) {
        if (std::find(kFamilies.begin(), kFamilies.end(), family) == kFamilies.end())
            o.errors().add("family", "unknown value \"" + family +
                                         "\" (allowed: \"finnish27\", \"blackjack\")");
        rs.family = family;
    }
    object(o, "shoe", kRequired, [&](Obj& s) { shoe(s, rs.shoe); });
    o.ruleId("shoeRule", rs.shoeRule);
    o.ruleId("reshuffleRule", rs.reshuffleRule);
    o.enumeration("indexStyle", kIndexStyles, rs.indexStyle, kRequired);
    object(o, "values", kRequired, [&](Obj& v) { values(v, rs.values); });
    o.enumeration("dealerInitial", kDealerInitials, rs.dealerInitial, kRequired);
    o.ruleId("dealRule", rs.dealRule);
    o.ruleId("holeCardRule", rs.holeCardRule);
    object(o, "natural", kRequired, [&](Obj& n) { natural(n, rs.natural); });
    object(o, "insurance", kOptional, [&](Obj& i) { insurance(i, rs.insurance); });
    forcedPlays(o, rs.forced);
    object(o, "cardLimit", kOptional, [&](Obj& c) {
        c.integer("cards", rs.cardLimit.cards, kRequired);
        c.ruleId("rule", rs.cardLimit.rule);
    });
    object(o, "doubleDown", kOptional, [&](Obj& d) {
        d.boolean("allowed", rs.doubleDown.allowed, kRequired);
        d.enumeration("kind", kHandKinds, rs.doubleDown.kind, kOptional);
        range(d, "total", rs.doubleDown.total);
        d.boolean("firstTwoOnly", rs.doubleDown.firstTwoOnly, kOptional);
        d.boolean("afterSplit", rs.doubleDown.afterSplit, kOptional);
        d.ruleId("rule", rs.doubleDown.rule);
    });
    object(o, "split", kOptional, [&](Obj& s) {
        s.boolean("allowed", rs.split.allowed, kRequired);
        s.boolean("byValue", rs.split.byValue, kOptional);
        s.integer("maxHands", rs.split.maxHands, kOptional);
        s.boolean("acesOneCardEach", rs.split.acesOneCardEach, kOptional);
        s.boolean("splitNaturalBeatsTotal", rs.split.splitNaturalBeatsTotal, kOptional);
        s.ruleId("rule", rs.split.rule);
    });
    object(o, "surrender", kOptional, [&](Obj& s) {
        s.boolean("allowed", rs.surrender.allowed, kRequired);
        s.boolean("firstTwoOnly", rs.surrender.firstTwoOnly, kOptional);
        s.boolean("afterSplit", rs.surrender.afterSplit, kOptional);
        s.ratio("refund", rs.surrender.refund, kOptional);
        s.ruleId("rule", rs.surrender.rule);
    });
    object(o, "dealer", kRequired, [&](Obj& d) { strategy(d, rs.dealer); });
    object(o, "predetermined", kRequired, [&](Obj& p) {
        auto& pd = rs.predetermined;
        p.boolean("playerTargetWins", pd.playerTargetWins, kRequired);
        p.ruleId("playerTargetRule", pd.playerTargetRule);
        p.ruleId("playerBustRule", pd.playerBustRule);
        p.boolean("dealerTargetWins", pd.dealerTargetWins, kRequired);
        p.ruleId("dealerTargetRule", pd.dealerTargetRule);
        p.ruleId("dealerBustRule", pd.dealerBustRule);
    });
    object(o, "fiveCard", kOptional, [&](Obj& f) {
        f.boolean("enabled", rs.fiveCard.enabled, kRequired);
        f.integer("cards", rs.fiveCard.cards, kOptional);
        f.ruleId("rule", rs.fiveCard.rule);
    });
    object(o, "comparison", kRequired, [&](Obj& c) {
        c.enumeration("tie", kWinners, rs.comparison.tie, kRequired);
        c.ruleId("rule", rs.comparison.rule);
    });
    bonuses(o, rs.bonuses);
    o.ruleId("bonusRule", rs.bonusRule);
    o.enumeration("wagerMode", kWagerModes, rs.wagerMode, kOptional);
    object(o, "baccarat", kOptional, [&](Obj& b) {
        b.ratio("playerPays", rs.baccarat.playerPays, kRequired);
        b.ratio("dealerPays", rs.baccarat.dealerPays, kRequired);
        b.ratio("stalematePays", rs.baccarat.stalematePays, kRequired);
        object(b, "playerStrategy", kRequired,
               [&](Obj& s) { strategy(s, rs.baccarat.playerStrategy); });
        b.ruleId("rule", rs.baccarat.rule);
    });
    o.ruleId("settlementRule", rs.settlementRule);
}

} // namespace

// Reading goes on after an error so that one run reports every problem; the partial RuleSet is
// then discarded.
Result<RuleSet> readRuleSet(const QJsonObject& root, std::vector<FieldNeed>* fields) {
    RuleSet rs;
    // The schema version comes first: a newer file may use fields this version cannot know,
    // and "unknown field" would hide the real reason.
    const QJsonValue version = root.value("schemaVersion");
    if (version.isUndefined()) return fail("missing required field \"schemaVersion\"");
    {
        Errors e;
        if (!readInt(e, version, "schemaVersion", rs.schemaVersion)) return fail(e.text());
    }
    if (rs.schemaVersion > kRuleSchemaVersion)
        return fail("schemaVersion: " + std::to_string(rs.schemaVersion) +
                    " means the file was written by a newer finnish27 (this version reads "
                    "schema version " +
                    std::to_string(kRuleSchemaVersion) + ")");
    Errors errors(fields);
    {
        const QJsonValue rootValue(root);
        Obj o(errors, &rootValue, "");
        o.get("schemaVersion", kRequired); // read above; known
        readBody(o, rs);
    } // ~Obj reports the root's unknown fields
    if (!errors.empty()) return fail(errors.text());
    return rs;
}

} // namespace f27::rulejson
