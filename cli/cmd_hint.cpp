// `hint`: the exact EV of every legal action at the decision a round log stops at, given every
// card the seat has seen (docs/analysis.md, "Live hints").
#include "cli_io.h"
#include "commands.h"

#include "cards/composition.h"
#include "core/bounded_read.h"
#include "exact/exact_ev.h"
#include "round/describe.h"
#include "round/replay.h"
#include "round/round_log.h"
#include "rules/rule_set_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace f27::cli {

namespace {

// The cards of a finished or running round that every seat has seen.
std::vector<Card> seenCards(const std::vector<Event>& events) {
    std::vector<Card> out;
    for (const Event& e : events)
        if ((e.type == EventType::Deal && e.faceUp) || e.type == EventType::Reveal)
            out.push_back(e.card);
    return out;
}

bool hasReshuffle(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const Event& e) { return e.type == EventType::Reshuffle; });
}

// The rounds of a log file (JSON Lines, or one pretty-printed round) and the line each starts
// on; false (and the message) when the file cannot be read or holds no round.
bool readLog(const QString& path, std::vector<RoundRecord>& rounds, std::vector<int>& lineOf) {
    auto read = readFileBounded(path, kMaxRoundLogFileBytes, "a round log");
    if (!read) {
        err(tr("hint: %1").arg(QString::fromStdString(read.error())));
        return false;
    }
    const QByteArray text = std::move(read).value();
    // Line numbers of the rounds (JSON Lines; blank lines skipped), or one pretty-printed round.
    if (auto lines = roundsFromJsonLines(text)) {
        rounds = std::move(lines).value();
        int line = 1;
        for (qsizetype start = 0; start < text.size(); ++line) {
            qsizetype end = text.indexOf('\n', start);
            if (end < 0) end = text.size();
            if (!text.mid(start, end - start).trimmed().isEmpty()) lineOf.push_back(line);
            start = end + 1;
        }
    } else if (auto one = roundFromJson(text)) {
        rounds.push_back(std::move(one).value());
        lineOf.push_back(1);
    } else {
        err(tr("hint: %1: %2").arg(path, QString::fromStdString(lines.error())));
        return false;
    }
    if (rounds.empty()) {
        err(tr("hint: %1: the log holds no round.").arg(path));
        return false;
    }
    return true;
}

// --rules: the log was played under that preset or rule file.
bool sameRules(const QString& rulesArg, const RoundRecord& rec, const QString& where) {
    auto rules = loadRules(rulesArg.toStdString());
    if (!rules) {
        err(tr("hint: --rules: %1").arg(QString::fromStdString(rules.error())));
        return false;
    }
    if (!(*rules == rec.rules)) {
        err(tr("hint: %1: the round was played under \"%2\", not under --rules \"%3\".")
                .arg(where, QString::fromStdString(rec.rules.id),
                     QString::fromStdString(rules->id)));
        return false;
    }
    return true;
}

// Every card seen since the shoe was shuffled (this round's, then earlier rounds' in the file)
// and so the cards unseen; false (and the message) when the log shows more of a card than the
// shoe holds.
bool unseenCards(const std::vector<RoundRecord>& rounds, const QString& where,
                 std::vector<Card>& seen, Composition& unseen) {
    const RoundRecord& rec = rounds.back();
    seen = seenCards(rec.events);
    if (!hasReshuffle(rec.events))
        for (size_t i = rounds.size() - 1; i-- > 0;) {
            const std::vector<Card> more = seenCards(rounds[i].events);
            seen.insert(seen.end(), more.begin(), more.end());
            if (hasReshuffle(rounds[i].events)) break;
        }
    unseen = Composition::fromShoe(rec.rules.shoe);
    for (Card c : seen)
        if (Status s = unseen.remove(c); !s) {
            err(tr("hint: %1: the log shows more %2 than the shoe holds since the last reshuffle.")
                    .arg(where, QString::fromStdString(toCode(c))));
            return false;
        }
    return true;
}

void printHintJson(const Round& round, const std::vector<ActionValue>& values,
                   const ActionValue* best, int seen, const Composition& unseen) {
    const bool insurance = round.phase() == Phase::Insurance;
    QJsonArray actions;
    for (const ActionValue& v : values)
        actions.append(QJsonObject{{"action", actionName(v.action)}, {"ev", v.ev}});
    QJsonObject o{{"actions", actions},
                  {"best", actionName(best->action)},
                  {"phase", insurance ? "insurance" : "decision"},
                  {"seat", round.seatToAct() + 1},
                  {"hand", insurance ? 1 : round.handToAct() + 1},
                  {"cards_seen", seen},
                  {"unseen", unseen.size()}};
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
}

void printHintText(const Round& round, const std::vector<ActionValue>& values,
                   const ActionValue* best, int seen, const Composition& unseen) {
    const bool insurance = round.phase() == Phase::Insurance;
    const int seat = round.seatToAct();
    if (insurance) {
        out(tr("Seat %1: insurance? (EV of the whole round, units of the wager)").arg(seat + 1));
    } else {
        const HandValue v = round.handValue(seat, round.handToAct());
        out(tr("Seat %1, hand %2: %3 %4 against %5 (EV from now on, units of the wager)")
                .arg(seat + 1)
                .arg(round.handToAct() + 1)
                .arg(v.soft ? tr("soft") : tr("hard"))
                .arg(v.total)
                .arg(QString::number(round.dealerVisibleValue().total)));
    }
    for (const ActionValue& v : values)
        out(QStringLiteral("  %1 %2%3")
                .arg(QString::fromUtf8(actionName(v.action)), -10)
                .arg(v.ev, 12, 'f', 6)
                .arg(&v == best ? tr("  best") : QString()));
    out(tr("%1 card(s) seen, %2 unseen.").arg(seen).arg(unseen.size()));
}

} // namespace

int runHint(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("The exact EV of every legal action at the decision where a round log stops."));
    p.addOption({"state", tr("A round log (as 'play --log' writes) cut at a decision."), "LOG"});
    p.addOption({"rules", tr("Check that the log was played under this preset or rule file."),
                 "PRESET|FILE"});
    p.addOption({"json", tr("Print the result as JSON.")});
    if (!parseOrExplain(p, "hint", args)) return p.isSet("help") ? 0 : 2;
    if (!p.isSet("state")) {
        err(tr("hint: --state LOG is required."));
        return 2;
    }
    const QString path = p.value("state");
    std::vector<RoundRecord> rounds;
    std::vector<int> lineOf;
    if (!readLog(path, rounds, lineOf)) return 2;
    const RoundRecord& rec = rounds.back();
    const QString where = tr("%1: line %2").arg(path).arg(lineOf.back());
    if (p.isSet("rules") && !sameRules(p.value("rules"), rec, where)) return 2;
    auto round = replayRound(rec.rules, rec.setup, rec.events);
    if (!round) {
        err(tr("hint: %1: %2").arg(where, QString::fromStdString(round.error())));
        return 2;
    }
    const std::vector<Action> legal = round->legalActions();
    if (legal.empty()) {
        err(tr("hint: %1: the round does not stop at a decision (%2); cut the log right "
               "after the events that lead to the decision you want a hint for.")
                .arg(where, round->isOver() ? tr("it is over") : tr("it waits for a card")));
        return 2;
    }
    std::vector<Card> seen;
    Composition unseen;
    if (!unseenCards(rounds, where, seen, unseen)) return 2;
    auto values = exactActionValues(*round, unseen);
    if (!values) {
        err(tr("hint: %1").arg(QString::fromStdString(values.error())));
        return 1;
    }
    const ActionValue* best = &values->front();
    for (const ActionValue& v : *values)
        if (v.ev > best->ev) best = &v;
    if (p.isSet("json"))
        printHintJson(*round, *values, best, static_cast<int>(seen.size()), unseen);
    else
        printHintText(*round, *values, best, static_cast<int>(seen.size()), unseen);
    return 0;
}

} // namespace f27::cli
