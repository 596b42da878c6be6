#include "round/round_log.h"

#include "rules/rule_set_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace f27 {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
std::string s(const QJsonValue& v) {
    return v.toString().toStdString();
}

Result<Money> moneyFrom(const QJsonValue& v, const std::string& where) {
    if (!v.isString()) return fail(where + ": expected an amount like \"3/2\"");
    auto m = Rational::parse(s(v));
    if (!m) return fail(where + ": " + m.error());
    return *m;
}
} // namespace

// Fields equal to a default-constructed Event are omitted; reading restores the defaults.
QJsonObject eventToJson(const Event& e) {
    const Event d;
    QJsonObject o;
    o["type"] = eventTypeName(e.type);
    if (e.seat != d.seat) o["seat"] = e.seat;
    if (e.hand != d.hand) o["hand"] = e.hand;
    if (e.card != d.card) o["card"] = q(toCode(e.card));
    if (e.faceUp != d.faceUp) o["faceUp"] = e.faceUp;
    if (e.action != d.action) o["action"] = actionName(e.action);
    if (e.result != d.result) o["result"] = handResultName(e.result);
    if (e.amount != d.amount) o["amount"] = q(e.amount.toString());
    if (e.total != d.total) o["total"] = e.total;
    if (e.soft != d.soft) o["soft"] = e.soft;
    if (e.ref != d.ref) o["ref"] = e.ref;
    if (!e.rule.empty()) o["rule"] = q(e.rule);
    if (!e.detail.empty()) o["detail"] = q(e.detail);
    return o;
}

Result<Event> eventFromJson(const QJsonObject& o) {
    Event e;
    auto type = parseEventType(s(o["type"]));
    if (!type) return fail("type: " + type.error());
    e.type = *type;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        const QJsonValue v = it.value();
        auto needInt = [&](int& out) -> Status {
            const double d = v.toDouble();
            if (!v.isDouble() || d != std::floor(d) || d < -1e9 || d > 1e9)
                return fail(key + ": expected a whole number");
            out = static_cast<int>(d);
            return {};
        };
        Status st;
        if (key == "type")
            continue;
        else if (key == "seat")
            st = needInt(e.seat);
        else if (key == "hand")
            st = needInt(e.hand);
        else if (key == "total")
            st = needInt(e.total);
        else if (key == "ref")
            st = needInt(e.ref);
        else if (key == "faceUp" || key == "soft") {
            if (!v.isBool()) return fail(key + ": expected true or false");
            (key == "faceUp" ? e.faceUp : e.soft) = v.toBool();
        } else if (key == "card") {
            auto c = parseCard(s(v));
            if (!c) return fail("card: " + c.error());
            e.card = *c;
        } else if (key == "action") {
            auto a = parseAction(s(v));
            if (!a) return fail("action: " + a.error());
            e.action = *a;
        } else if (key == "result") {
            auto r = parseHandResult(s(v));
            if (!r) return fail("result: " + r.error());
            e.result = *r;
        } else if (key == "amount") {
            auto m = moneyFrom(v, "amount");
            if (!m) return fail(m.error());
            e.amount = *m;
        } else if (key == "rule")
            e.rule = s(v);
        else if (key == "detail")
            e.detail = s(v);
        else
            return fail("unknown field \"" + key + "\"");
        if (!st) return fail(st.error());
    }
    return e;
}

QJsonObject roundToJson(const RuleSet& rules, const RoundSetup& setup,
                        const std::vector<Event>& events) {
    QJsonObject o;
    o["format"] = "finnish27-round";
    o["version"] = kRoundLogVersion;
    o["rules"] = QJsonDocument::fromJson(ruleSetToJson(rules)).object();
    QJsonArray seats;
    for (const SeatSetup& st : setup.seats) {
        QJsonObject so;
        so["wager"] = q(st.wager.toString());
        if (st.side != BetSide::Player) so["side"] = betSideName(st.side);
        if (st.bankroll) so["bankroll"] = q(st.bankroll->toString());
        seats.append(so);
    }
    QJsonObject so;
    so["seats"] = seats;
    so["tableMinimum"] = q(setup.tableMinimum.toString());
    o["setup"] = so;
    QJsonArray ev;
    for (const Event& e : events)
        ev.append(eventToJson(e));
    o["events"] = ev;
    return o;
}

QJsonObject roundToJson(const Round& r) {
    return roundToJson(r.rules(), r.setup(), r.events());
}

QByteArray roundToJsonLine(const Round& r) {
    return QJsonDocument(roundToJson(r)).toJson(QJsonDocument::Compact);
}

Result<RoundRecord> roundFromJson(const QByteArray& json) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return fail("not a JSON round log: " + err.errorString().toStdString() + " at offset " +
                    std::to_string(err.offset));
    const QJsonObject o = doc.object();
    if (o["format"].toString() != "finnish27-round")
        return fail("not a finnish27 round log (\"format\" is not \"finnish27-round\")");
    // The version is a whole number: 1.0000001 is refused, not rounded or read as 0.
    const QJsonValue version = o["version"];
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
        std::abs(version.toDouble()) > 1e9)
        return fail("\"version\" must be a whole number (got " +
                    (version.isDouble() ? QByteArray::number(version.toDouble(), 'g',
                                                             QLocale::FloatingPointShortest)
                                        : QJsonDocument(QJsonArray{version})
                                              .toJson(QJsonDocument::Compact)
                                              .mid(1)
                                              .chopped(1))
                        .toStdString() +
                    ")");
    if (version.toInteger() != kRoundLogVersion)
        return fail("round log version " + std::to_string(version.toInteger()) +
                    " is not supported (this program reads version " +
                    std::to_string(kRoundLogVersion) + ")");
    RoundRecord rec;
    auto rules = ruleSetFromJson(QJsonDocument(o["rules"].toObject()).toJson());
    if (!rules) return fail("rules: " + rules.error());
    rec.rules = *rules;
    const QJsonObject so = o["setup"].toObject();
    auto tm = moneyFrom(so["tableMinimum"], "setup.tableMinimum");
    if (!tm) return fail(tm.error());
    rec.setup.tableMinimum = *tm;
    const QJsonArray seats = so["seats"].toArray();
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject seat = seats[i].toObject();
        const std::string where = "setup.seats[" + std::to_string(i) + "]";
        SeatSetup st;
        auto w = moneyFrom(seat["wager"], where + ".wager");
        if (!w) return fail(w.error());
        st.wager = *w;
        if (seat.contains("side")) {
            auto side = parseBetSide(s(seat["side"]));
            if (!side) return fail(where + ".side: " + side.error());
            st.side = *side;
        }
        if (seat.contains("bankroll")) {
            auto b = moneyFrom(seat["bankroll"], where + ".bankroll");
            if (!b) return fail(b.error());
            st.bankroll = *b;
        }
        rec.setup.seats.push_back(st);
    }
    const QJsonArray events = o["events"].toArray();
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (!events[i].isObject())
            return fail("events[" + std::to_string(i) + "]: expected an object");
        auto e = eventFromJson(events[i].toObject());
        if (!e) return fail("events[" + std::to_string(i) + "]." + e.error());
        rec.events.push_back(*e);
    }
    return rec;
}

Result<std::vector<RoundRecord>> roundsFromJsonLines(const QByteArray& text) {
    std::vector<RoundRecord> out;
    // Line by line, each checked before the next is looked at.
    qint64 lineNo = 0;
    for (qsizetype start = 0; start < text.size();) {
        ++lineNo;
        qsizetype end = text.indexOf('\n', start);
        if (end < 0) end = text.size();
        const qsizetype length = end - start;
        const qsizetype from = start;
        start = end + 1;
        if (length > kMaxRoundLineBytes)
            return fail("line " + std::to_string(lineNo) + ": longer than " +
                        std::to_string(kMaxRoundLineBytes >> 20) + " MiB, too long for a round");
        const QByteArray line = text.mid(from, length);
        if (line.trimmed().isEmpty()) continue;
        auto r = roundFromJson(line);
        if (!r) return fail("line " + std::to_string(lineNo) + ": " + r.error());
        out.push_back(std::move(r).value());
    }
    return out;
}

} // namespace f27
