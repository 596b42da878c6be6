#include "strategy/strategy_chart.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace f27 {

std::array<Rank, kRankSlots> StrategyChart::identityClasses() {
    std::array<Rank, kRankSlots> a{};
    for (int i = 0; i < kRankSlots; ++i)
        a[static_cast<size_t>(i)] = static_cast<Rank>(i);
    return a;
}

std::vector<Card> dealerFaceUp(const Round& round) {
    std::vector<Card> out;
    const DealerHand& d = round.dealer();
    for (size_t i = 0; i < d.cards.size(); ++i)
        if (d.faceUp[i]) out.push_back(d.cards[i]);
    return out;
}

std::vector<Rank> StrategyChart::classesOf(std::span<const Card> cards) const {
    std::vector<Rank> out;
    for (Card c : cards)
        out.push_back(rankClass[static_cast<size_t>(c.rank)]);
    std::sort(out.begin(), out.end());
    return out;
}

const ChartColumn* StrategyChart::columnFor(const std::vector<Card>& faceUp) const {
    return columnFor(classesOf(faceUp));
}

const ChartColumn* StrategyChart::columnFor(std::vector<Rank> dealerRanks) const {
    std::sort(dealerRanks.begin(), dealerRanks.end());
    for (const ChartColumn& c : columns)
        if (c.dealerTotal < 0 ? c.dealer == dealerRanks
                              : std::binary_search(c.views.begin(), c.views.end(), dealerRanks))
            return &c;
    return nullptr;
}

const ChartHitTo* StrategyChart::hitToFor(const ChartColumn& col, int cards, bool soft) {
    const ChartHitTo* best = nullptr;
    for (const ChartHitTo& h : col.hitTo)
        if (h.soft == soft && h.cards <= cards && (!best || h.cards > best->cards)) best = &h;
    return best;
}

namespace {

bool contains(const std::vector<Action>& legal, Action a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

bool cellMatches(const std::vector<ChartCell>& cells, int cards, bool soft, int total) {
    return std::any_of(cells.begin(), cells.end(), [&](const ChartCell& c) {
        return c.cards == cards && c.soft == soft && c.total == total;
    });
}

} // namespace

bool StrategyChart::readsPastTwo(size_t cards) const {
    return jokersIgnoredPastTwo && !jokersIgnored && cards >= 3;
}

int StrategyChart::cardCount(std::span<const Card> cards) const {
    const bool pastTwo = readsPastTwo(cards.size());
    if (!jokersIgnored && !pastTwo) return static_cast<int>(cards.size());
    const auto n = std::count_if(cards.begin(), cards.end(), [](Card c) { return !c.isJoker(); });
    return std::max(pastTwo ? 3 : 2, static_cast<int>(n));
}

std::vector<Rank> StrategyChart::handClasses(std::span<const Card> cards) const {
    std::vector<Rank> out = classesOf(cards);
    const Rank joker = rankClass[static_cast<size_t>(Rank::Joker)];
    if (jokersIgnored) std::erase(out, joker);
    if (readsPastTwo(cards.size())) {
        // Keep as many Jokers as make the hand three cards.
        const auto jokers = std::count(out.begin(), out.end(), joker);
        auto spare = static_cast<int>(
            std::min<std::ptrdiff_t>(jokers, static_cast<std::ptrdiff_t>(out.size()) - 3));
        std::erase_if(out, [&](Rank r) { return r == joker && spare-- > 0; });
    }
    return out;
}

Action StrategyChart::chooseAction(const Round& round) const {
    const std::vector<Action> legal = round.legalActions();
    if (legal.empty()) return Action::Stand; // precondition violated; nothing to choose
    const ChartColumn* col = columnFor(dealerFaceUp(round));
    if (round.phase() != Phase::Insurance) {
        const int seat = round.seatToAct(), hand = round.handToAct();
        const PlayerHand& h =
            round.seats()[static_cast<size_t>(seat)].hands[static_cast<size_t>(hand)];
        return chooseFor(col, h.cards, h.fromSplit, round.handValue(seat, hand), legal);
    }
    auto pick = [&](Action a) { return contains(legal, a); };
    if (!col) return pick(Action::DeclineInsurance) ? Action::DeclineInsurance : legal.front();
    // An insurance exception names TakeInsurance/DeclineInsurance, which only this phase offers.
    const std::vector<Rank> ranks =
        handClasses(round.seats()[static_cast<size_t>(round.seatToAct())].hands[0].cards);
    for (const ChartException& e : col->exceptions)
        if (!e.fromSplit && e.ranks == ranks && pick(e.action)) return e.action;
    const Action want = col->takeInsurance ? Action::TakeInsurance : Action::DeclineInsurance;
    return pick(want) ? want : legal.front();
}

Action StrategyChart::chooseFor(const ChartColumn* col, std::span<const Card> cards, bool fromSplit,
                                const HandValue& v, const std::vector<Action>& legal) const {
    if (legal.empty()) return Action::Stand;
    auto pick = [&](Action a) { return contains(legal, a); };
    auto fallback = [&](bool hit) {
        if (hit && pick(Action::Hit)) return Action::Hit;
        if (pick(Action::Stand)) return Action::Stand;
        if (pick(Action::Hit)) return Action::Hit;
        return legal.front();
    };
    if (!col) return fallback(false);
    const std::vector<Rank> ranks = handClasses(cards);
    for (const ChartException& e : col->exceptions)
        if (e.fromSplit == fromSplit && e.ranks == ranks && pick(e.action)) return e.action;
    const int n = cardCount(cards);
    if (pick(Action::Split) && cards.size() == 2) {
        const Rank first = rankClass[static_cast<size_t>(cards[0].rank)];
        if (std::find(col->splits.begin(), col->splits.end(), first) != col->splits.end())
            return Action::Split;
    }
    if (pick(Action::Surrender) && cellMatches(col->surrenders, n, v.soft, v.total))
        return Action::Surrender;
    if (pick(Action::Double) && cellMatches(col->doubles, n, v.soft, v.total))
        return Action::Double;
    const ChartHitTo* rule = hitToFor(*col, n, v.soft);
    return fallback(rule && v.total < rule->hitTo);
}

// ---------------------------------------------------------------------------------------------
// JSON

namespace {

constexpr const char* kFormat = "finnish27-strategy-chart";

QJsonArray ranksToJson(const std::vector<Rank>& ranks) {
    QJsonArray a;
    for (Rank r : ranks)
        a.append(QString::fromStdString(rankCode(r)));
    return a;
}

QJsonArray cellsToJson(const std::vector<ChartCell>& cells) {
    QJsonArray a;
    for (const ChartCell& c : cells)
        a.append(QJsonObject{
            {"cards", c.cards}, {"kind", c.soft ? "soft" : "hard"}, {"total", c.total}});
    return a;
}

// Reading: each helper fails with the path of the field that is wrong.
struct Reader {
    std::string error;
    bool failed(const std::string& path, const std::string& what) {
        if (error.empty()) error = path + ": " + what;
        return false;
    }
    bool integer(const QJsonValue& v, const std::string& path, int& out, int lo, int hi) {
        if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInt()))
            return failed(path, "expected a whole number");
        out = v.toInt();
        if (out < lo || out > hi)
            return failed(path, "must be between " + std::to_string(lo) + " and " +
                                    std::to_string(hi) + " (got " + std::to_string(out) + ")");
        return true;
    }
    bool boolean(const QJsonValue& v, const std::string& path, bool& out) {
        if (!v.isBool()) return failed(path, "expected true or false");
        out = v.toBool();
        return true;
    }
    bool rank(const QJsonValue& v, const std::string& path, Rank& out) {
        if (!v.isString()) return failed(path, "expected a rank such as \"A\" or \"10\"");
        auto r = parseRank(v.toString().toStdString());
        if (!r) return failed(path, r.error());
        out = *r;
        return true;
    }
    bool ranks(const QJsonValue& v, const std::string& path, std::vector<Rank>& out) {
        if (!v.isArray()) return failed(path, "expected an array of ranks");
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            Rank r{};
            if (!rank(a[i], path + "[" + std::to_string(i) + "]", r)) return false;
            out.push_back(r);
        }
        return true;
    }
    bool kind(const QJsonValue& v, const std::string& path, bool& soft) {
        if (v.toString() != "soft" && v.toString() != "hard")
            return failed(path, "expected \"hard\" or \"soft\"");
        soft = v.toString() == "soft";
        return true;
    }
    bool action(const QJsonValue& v, const std::string& path, Action& out) {
        if (!v.isString()) return failed(path, "expected an action such as \"hit\"");
        auto a = parseAction(v.toString().toStdString());
        if (!a) return failed(path, a.error());
        out = *a;
        return true;
    }
    bool cells(const QJsonValue& v, const std::string& path, std::vector<ChartCell>& out) {
        if (!v.isArray()) return failed(path, "expected an array");
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const std::string p = path + "[" + std::to_string(i) + "]";
            if (!a[i].isObject()) return failed(p, "expected an object");
            const QJsonObject o = a[i].toObject();
            ChartCell c;
            if (!integer(o["cards"], p + ".cards", c.cards, 1, 100) ||
                !kind(o["kind"], p + ".kind", c.soft) ||
                !integer(o["total"], p + ".total", c.total, -1000, 1000))
                return false;
            out.push_back(c);
        }
        return true;
    }
};

} // namespace

QByteArray chartToJson(const StrategyChart& chart) {
    QJsonObject root;
    root["format"] = kFormat;
    root["version"] = chart.jokersIgnoredPastTwo ? 3 : 2;
    root["rules"] = QString::fromStdString(chart.rulesId);
    root["rulesName"] = QString::fromStdString(chart.rulesName);
    QJsonObject classes;
    for (Rank r : kDeckRanks)
        if (chart.rankClass[static_cast<size_t>(r)] != r)
            classes[QString::fromStdString(rankCode(r))] =
                QString::fromStdString(rankCode(chart.rankClass[static_cast<size_t>(r)]));
    root["rankClasses"] = classes;
    if (chart.jokersIgnored) root["jokersIgnored"] = true;
    if (chart.jokersIgnoredPastTwo) root["jokersIgnoredPastTwo"] = true;
    QJsonArray cols;
    for (const ChartColumn& c : chart.columns) {
        QJsonObject o;
        if (c.dealerTotal >= 0) {
            o["dealerTotal"] = c.dealerTotal;
            o["dealerSoft"] = c.dealerSoft;
            QJsonArray views;
            for (const std::vector<Rank>& v : c.views)
                views.append(ranksToJson(v));
            o["views"] = views;
        } else {
            o["dealer"] = ranksToJson(c.dealer);
        }
        if (c.insuranceOffered) o["insurance"] = c.takeInsurance;
        QJsonArray hit;
        for (const ChartHitTo& h : c.hitTo)
            hit.append(QJsonObject{
                {"cards", h.cards}, {"kind", h.soft ? "soft" : "hard"}, {"hitTo", h.hitTo}});
        o["hitTo"] = hit;
        o["doubles"] = cellsToJson(c.doubles);
        o["surrenders"] = cellsToJson(c.surrenders);
        o["splits"] = ranksToJson(c.splits);
        QJsonArray ex;
        for (const ChartException& e : c.exceptions)
            ex.append(QJsonObject{{"ranks", ranksToJson(e.ranks)},
                                  {"fromSplit", e.fromSplit},
                                  {"action", actionName(e.action)},
                                  {"cost", e.cost}});
        o["exceptions"] = ex;
        cols.append(o);
    }
    root["columns"] = cols;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// A column's dealer: a total with the face-up pairs it stands for (version 2 on), or her
// face-up ranks.
Status readColumnDealer(const QJsonObject& o, const std::string& p, int version, Reader& rd,
                        ChartColumn& c) {
    if (version >= 2 && !o["dealerTotal"].isUndefined()) {
        if (!rd.integer(o["dealerTotal"], p + ".dealerTotal", c.dealerTotal, 0, 1000) ||
            !rd.boolean(o["dealerSoft"], p + ".dealerSoft", c.dealerSoft))
            return fail(rd.error);
        if (!o["views"].isArray() || o["views"].toArray().isEmpty())
            return fail(p + ".views: expected a non-empty array of rank pairs");
        const QJsonArray views = o["views"].toArray();
        for (int j = 0; j < views.size(); ++j) {
            const std::string q = p + ".views[" + std::to_string(j) + "]";
            std::vector<Rank> v;
            if (!rd.ranks(views[j], q, v)) return fail(rd.error);
            if (v.size() != 2) return fail(q + ": expected two ranks");
            std::sort(v.begin(), v.end());
            c.views.push_back(std::move(v));
        }
        std::sort(c.views.begin(), c.views.end());
        return {};
    }
    if (!rd.ranks(o["dealer"], p + ".dealer", c.dealer)) return fail(rd.error);
    if (c.dealer.empty() || c.dealer.size() > 2)
        return fail(p + ".dealer: expected one or two ranks");
    return {};
}

// A column's hands: hit-to totals, doubles, surrenders, splits and the exceptional hands.
Status readColumnHands(const QJsonObject& o, const std::string& p, Reader& rd, ChartColumn& c) {
    if (!o["hitTo"].isArray()) return fail(p + ".hitTo: expected an array");
    const QJsonArray hit = o["hitTo"].toArray();
    for (int j = 0; j < hit.size(); ++j) {
        const std::string q = p + ".hitTo[" + std::to_string(j) + "]";
        const QJsonObject h = hit[j].toObject();
        ChartHitTo t;
        if (!rd.integer(h["cards"], q + ".cards", t.cards, 1, 100) ||
            !rd.kind(h["kind"], q + ".kind", t.soft) ||
            !rd.integer(h["hitTo"], q + ".hitTo", t.hitTo, -1000, 1000))
            return fail(rd.error);
        c.hitTo.push_back(t);
    }
    if (!rd.cells(o["doubles"], p + ".doubles", c.doubles) ||
        !rd.cells(o["surrenders"], p + ".surrenders", c.surrenders) ||
        !rd.ranks(o["splits"], p + ".splits", c.splits))
        return fail(rd.error);
    if (!o["exceptions"].isArray()) return fail(p + ".exceptions: expected an array");
    const QJsonArray ex = o["exceptions"].toArray();
    for (int j = 0; j < ex.size(); ++j) {
        const std::string q = p + ".exceptions[" + std::to_string(j) + "]";
        const QJsonObject e = ex[j].toObject();
        ChartException x;
        if (!rd.ranks(e["ranks"], q + ".ranks", x.ranks) ||
            !rd.boolean(e["fromSplit"], q + ".fromSplit", x.fromSplit) ||
            !rd.action(e["action"], q + ".action", x.action))
            return fail(rd.error);
        std::sort(x.ranks.begin(), x.ranks.end());
        x.cost = e["cost"].toDouble();
        c.exceptions.push_back(x);
    }
    return {};
}

// The chart's rules, rank classes and Joker reading (the fields before its columns).
Status readChartHeader(const QJsonObject& root, int version, Reader& rd, StrategyChart& chart) {
    if (!root["rules"].isString()) return fail("rules: expected the rule set's id");
    chart.rulesId = root["rules"].toString().toStdString();
    chart.rulesName = root["rulesName"].toString().toStdString();
    if (!root["rankClasses"].isUndefined()) {
        if (!root["rankClasses"].isObject()) return fail("rankClasses: expected an object");
        const QJsonObject cls = root["rankClasses"].toObject();
        for (auto it = cls.begin(); it != cls.end(); ++it) {
            Rank from{}, to{};
            const std::string p = "rankClasses." + it.key().toStdString();
            if (!rd.rank(QJsonValue(it.key()), p, from) || !rd.rank(it.value(), p, to))
                return fail(rd.error);
            chart.rankClass[static_cast<size_t>(from)] = to;
        }
    }
    if (!root["jokersIgnored"].isUndefined() &&
        !rd.boolean(root["jokersIgnored"], "jokersIgnored", chart.jokersIgnored))
        return fail(rd.error);
    if (!root["jokersIgnoredPastTwo"].isUndefined() &&
        !rd.boolean(root["jokersIgnoredPastTwo"], "jokersIgnoredPastTwo",
                    chart.jokersIgnoredPastTwo))
        return fail(rd.error);
    if (chart.jokersIgnored && chart.jokersIgnoredPastTwo)
        return fail("jokersIgnored and jokersIgnoredPastTwo: a chart reads hands one way");
    if (chart.jokersIgnoredPastTwo && version < 3)
        return fail("jokersIgnoredPastTwo: needs format version 3 (the file says " +
                    std::to_string(version) + ")");
    return {};
}

} // namespace

Result<StrategyChart> chartFromJson(const QByteArray& json) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail("chart: JSON syntax error at offset " + std::to_string(pe.offset) + ": " +
                    pe.errorString().toStdString());
    if (!doc.isObject()) return fail("chart: expected a JSON object");
    const QJsonObject root = doc.object();
    if (root["format"].toString() != kFormat)
        return fail(std::string("format: expected \"") + kFormat + "\"");
    const int version = root["version"].toInt();
    if (version < 1 || version > kChartFormatVersion)
        return fail("version: expected 1 to " + std::to_string(kChartFormatVersion));
    Reader rd;
    StrategyChart chart;
    if (Status s = readChartHeader(root, version, rd, chart); !s) return fail(s.error());
    if (!root["columns"].isArray()) return fail("columns: expected an array");
    const QJsonArray cols = root["columns"].toArray();
    for (int i = 0; i < cols.size(); ++i) {
        const std::string p = "columns[" + std::to_string(i) + "]";
        if (!cols[i].isObject()) return fail(p + ": expected an object");
        const QJsonObject o = cols[i].toObject();
        ChartColumn c;
        if (Status s = readColumnDealer(o, p, version, rd, c); !s) return fail(s.error());
        if (!o["insurance"].isUndefined()) {
            c.insuranceOffered = true;
            if (!rd.boolean(o["insurance"], p + ".insurance", c.takeInsurance))
                return fail(rd.error);
        }
        if (Status s = readColumnHands(o, p, rd, c); !s) return fail(s.error());
        std::sort(c.dealer.begin(), c.dealer.end());
        chart.columns.push_back(std::move(c));
    }
    return chart;
}

} // namespace f27
