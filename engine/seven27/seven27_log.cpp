#include "seven27/seven27_log.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace f27 {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
std::string s(const QJsonValue& v) {
    return v.toString().toStdString();
}
Status needInteger(const QJsonValue& v, const std::string& key) {
    if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInteger()))
        return fail(key + ": expected a whole number");
    return {};
}
} // namespace

QJsonObject seven27RulesToJson(const Seven27Rules& r) {
    QJsonObject o;
    o["players"] = r.players;
    o["ante"] = static_cast<qint64>(r.ante);
    o["minBet"] = static_cast<qint64>(r.minBet);
    o["maxBet"] = static_cast<qint64>(r.maxBet);
    o["raiseCap"] = r.raiseCap;
    o["deal"] = seven27DealName(r.deal);
    o["nearest"] = seven27NearestName(r.nearest);
    o["startingChips"] = static_cast<qint64>(r.startingChips);
    return o;
}

Result<Seven27Rules> seven27RulesFromJson(const QJsonObject& o) {
    Seven27Rules r;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        const QJsonValue v = it.value();
        if (key == "deal" || key == "nearest") {
            if (key == "deal") {
                auto d = parseSeven27Deal(s(v));
                if (!d) return fail(d.error());
                r.deal = *d;
            } else {
                auto n = parseSeven27Nearest(s(v));
                if (!n) return fail(n.error());
                r.nearest = *n;
            }
            continue;
        }
        if (auto st = needInteger(v, key); !st) return fail(st.error());
        const qint64 n = v.toInteger();
        if (key == "players")
            r.players = static_cast<int>(n);
        else if (key == "ante")
            r.ante = n;
        else if (key == "minBet")
            r.minBet = n;
        else if (key == "maxBet")
            r.maxBet = n;
        else if (key == "raiseCap")
            r.raiseCap = static_cast<int>(n);
        else if (key == "startingChips")
            r.startingChips = n;
        else
            return fail(key + ": unknown field");
    }
    if (auto st = validateSeven27Rules(r); !st) return fail(st.error());
    return r;
}

QJsonObject seven27EventToJson(const Seven27Event& e) {
    const Seven27Event d;
    QJsonObject o;
    o["type"] = seven27EventTypeName(e.type);
    if (e.seat != d.seat) o["seat"] = e.seat;
    if (e.card != d.card) o["card"] = q(toCode(e.card));
    if (e.faceUp != d.faceUp) o["faceUp"] = e.faceUp;
    if (e.action != d.action)
        o["action"] = QJsonObject{{"move", seven27MoveName(e.action.move)},
                                  {"amount", static_cast<qint64>(e.action.amount)}};
    if (e.amount != d.amount) o["amount"] = static_cast<qint64>(e.amount);
    if (e.total != d.total) o["total"] = e.total;
    if (e.ref != d.ref) o["ref"] = e.ref;
    if (!e.rule.empty()) o["rule"] = q(e.rule);
    if (!e.detail.empty()) o["detail"] = q(e.detail);
    return o;
}

Result<Seven27Event> seven27EventFromJson(const QJsonObject& o) {
    Seven27Event e;
    auto type = parseSeven27EventType(s(o["type"]));
    if (!type) return fail("type: " + type.error());
    e.type = *type;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        const QJsonValue v = it.value();
        if (key == "type") continue;
        if (key == "card") {
            auto c = parseCard(s(v));
            if (!c) return fail("card: " + c.error());
            e.card = *c;
        } else if (key == "faceUp") {
            if (!v.isBool()) return fail("faceUp: expected true or false");
            e.faceUp = v.toBool();
        } else if (key == "action") {
            const QJsonObject a = v.toObject();
            auto m = parseSeven27Move(s(a["move"]));
            if (!m) return fail("action.move: " + m.error());
            e.action.move = *m;
            if (auto st = needInteger(a["amount"], "action.amount"); !st) return fail(st.error());
            e.action.amount = a["amount"].toInteger();
        } else if (key == "rule" || key == "detail") {
            if (!v.isString()) return fail(key + ": expected a string");
            (key == "rule" ? e.rule : e.detail) = s(v);
        } else if (key == "seat" || key == "amount" || key == "total" || key == "ref") {
            if (auto st = needInteger(v, key); !st) return fail(st.error());
            if (key == "seat") e.seat = v.toInt();
            if (key == "amount") e.amount = v.toInteger();
            if (key == "total") e.total = v.toInt();
            if (key == "ref") e.ref = v.toInt();
        } else {
            return fail(key + ": unknown field");
        }
    }
    return e;
}

QJsonObject seven27HandToJson(const Seven27HandSetup& setup,
                              const std::vector<Seven27Event>& events) {
    QJsonObject o;
    o["game"] = "seven-twenty-seven";
    o["version"] = kSeven27LogVersion;
    o["rules"] = seven27RulesToJson(setup.rules);
    QJsonArray stacks;
    for (Chips c : setup.stacks)
        stacks.append(static_cast<qint64>(c));
    o["stacks"] = stacks;
    o["dealer"] = setup.dealer;
    QJsonArray evs;
    for (const auto& e : events)
        evs.append(seven27EventToJson(e));
    o["events"] = evs;
    return o;
}

QJsonObject seven27HandToJson(const Seven27Hand& hand) {
    return seven27HandToJson(hand.setup(), hand.events());
}

QByteArray seven27HandToJsonLine(const Seven27Hand& hand) {
    return QJsonDocument(seven27HandToJson(hand)).toJson(QJsonDocument::Compact);
}

Result<Seven27HandRecord> seven27HandFromJson(const QByteArray& json) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return fail("JSON: " + err.errorString().toStdString());
    if (!doc.isObject()) return fail("JSON: expected an object");
    const QJsonObject o = doc.object();
    if (o["game"].toString() != "seven-twenty-seven")
        return fail("game: expected \"seven-twenty-seven\"");
    if (o["version"].toInt() != kSeven27LogVersion)
        return fail("version: expected " + std::to_string(kSeven27LogVersion));
    Seven27HandRecord rec;
    auto rules = seven27RulesFromJson(o["rules"].toObject());
    if (!rules) return fail("rules: " + rules.error());
    rec.setup.rules = *rules;
    const QJsonArray stacks = o["stacks"].toArray();
    for (qsizetype i = 0; i < stacks.size(); ++i) {
        if (auto st = needInteger(stacks[i], "stacks[" + std::to_string(i) + "]"); !st)
            return fail(st.error());
        rec.setup.stacks.push_back(stacks[i].toInteger());
    }
    if (auto st = needInteger(o["dealer"], "dealer"); !st) return fail(st.error());
    rec.setup.dealer = o["dealer"].toInt();
    const QJsonArray evs = o["events"].toArray();
    for (qsizetype i = 0; i < evs.size(); ++i) {
        auto e = seven27EventFromJson(evs[i].toObject());
        if (!e) return fail("events[" + std::to_string(i) + "]." + e.error());
        rec.events.push_back(*e);
    }
    return rec;
}

Result<std::vector<Seven27HandRecord>> seven27HandsFromJsonLines(const QByteArray& text) {
    std::vector<Seven27HandRecord> out;
    int lineNo = 0;
    for (const QByteArray& line : text.split('\n')) {
        ++lineNo;
        if (line.trimmed().isEmpty()) continue;
        auto rec = seven27HandFromJson(line);
        if (!rec) return fail("line " + std::to_string(lineNo) + ": " + rec.error());
        out.push_back(std::move(rec).value());
    }
    return out;
}

Result<Seven27Hand> replaySeven27Hand(const Seven27HandSetup& setup,
                                      const std::vector<Seven27Event>& events) {
    auto started = Seven27Hand::start(setup);
    if (!started) return fail("setup: " + started.error());
    Seven27Hand hand = std::move(started).value();
    for (size_t i = 0; i < events.size(); ++i) {
        const Seven27Event& e = events[i];
        if (!isSeven27Input(e)) continue;
        const std::string where = "event " + std::to_string(i) + ": ";
        if (e.type == Seven27EventType::Deal) {
            if (!hand.needsCard()) return fail(where + "a card where the hand needs none");
            if (hand.cardTarget().seat != e.seat)
                return fail(where + "card for seat " + std::to_string(e.seat) +
                            ", the hand deals to seat " + std::to_string(hand.cardTarget().seat));
            if (auto st = hand.deal(e.card); !st) return fail(where + st.error());
        } else {
            if (hand.seatToAct() != e.seat)
                return fail(where + "decision by seat " + std::to_string(e.seat) +
                            ", the hand asks seat " + std::to_string(hand.seatToAct()));
            if (auto st = hand.apply(e.action); !st) return fail(where + st.error());
        }
    }
    const auto& got = hand.events();
    for (size_t i = 0; i < std::max(got.size(), events.size()); ++i) {
        if (i >= got.size() || i >= events.size() || !(got[i] == events[i]))
            return fail("event " + std::to_string(i) + ": the replay differs from the log");
    }
    return hand;
}

} // namespace f27
