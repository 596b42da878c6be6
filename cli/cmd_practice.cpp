// `practice`: the strategy school's drill as text. Each question is a decision dealt by real play
// (the seat's cards, the dealer's visible cards, how much of the shoe is gone); one answer is read
// per line from standard input (so a session can be scripted), marked at once against the exact
// analysis with every option's EV, and kept in the history, whose record of this rule set's
// cells (Leitner boxes) decides what is asked next (practice/practice_session.h).
#include "cli_actions.h"
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "practice/practice_session.h"
#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "strategy/shipped_chart.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QThread>

#include <iostream>
#include <set>

namespace f27::cli {

namespace {

constexpr int kMaxCount = 10000;

struct Options {
    RuleSet rules;
    PracticeMode mode = PracticeMode::All;
    int count = 20;
    std::uint64_t seed = 1;
    bool json = false;
    std::set<std::string> cells; // --cells: these chart cells alone
    int mistakes = 0;            // --mistakes N: the N costliest cells missed at the table
};

// 2 on a bad option, with the reason on standard error; 0 when the options are good.
int readOptions(const QCommandLineParser& p, Options& o) {
    auto bad = [](const QString& why) {
        err(tr("practice: %1").arg(why));
        return 2;
    };
    if (!p.isSet("rules")) return bad(tr("name the rules with --rules (a preset or a rule file)."));
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) return bad(QString::fromStdString(rules.error()));
    o.rules = *rules;
    auto mode = parsePracticeMode(p.value("mode").toStdString());
    if (!mode) return bad(QString::fromStdString(mode.error()));
    o.mode = *mode;
    const auto count = intOption(p, "practice", "count", 1, kMaxCount);
    if (!count) return 2;
    o.count = static_cast<int>(*count);
    if (p.isSet("seed")) {
        const auto seed = seedOption(p, "practice", "seed");
        if (!seed) return 2;
        o.seed = *seed;
    } else {
        o.seed = QRandomGenerator::system()->generate64();
    }
    o.json = p.isSet("json");
    for (const QString& cell : p.value("cells").split(',', Qt::SkipEmptyParts))
        o.cells.insert(cell.simplified().toStdString());
    if (p.isSet("mistakes")) {
        const auto n = intOption(p, "practice", "mistakes", 1, 10);
        if (!n) return 2;
        o.mistakes = static_cast<int>(*n);
        if (p.isSet("no-history"))
            return bad(tr("--mistakes reads the table's mistakes from the history; leave out "
                          "--no-history."));
    }
    return 0;
}

QString ev(double v) {
    return QString::number(v, 'f', 4);
}

// The question as the seat sees it: the dealer's visible cards, the hand to play (and the
// seat's other hands), how much of the shoe is gone.
void printQuestion(const PracticeQuestion& q, int n, int count) {
    const Round& r = q.spot.round;
    out(tr("%1/%2 · %3").arg(n).arg(count).arg(QString::fromStdString(q.spot.cell)));
    std::vector<Card> up;
    for (size_t i = 0; i < r.dealer().cards.size(); ++i)
        if (r.dealer().faceUp[i]) up.push_back(r.dealer().cards[i]);
    const HandValue dv = r.dealerVisibleValue();
    out(tr("  Dealer shows %1 (%2)")
            .arg(describeCards(up), describeValue(dv.total, dv.soft, dv.bust)));
    const auto& hands = r.seats()[0].hands;
    for (size_t h = 0; h < hands.size(); ++h) {
        const HandValue v = r.handValue(0, static_cast<int>(h));
        const bool acting = r.phase() == Phase::Decision && static_cast<int>(h) == r.handToAct();
        out(tr("  Your hand%1: %2 (%3)%4")
                .arg(hands.size() > 1 ? tr(" %1").arg(h + 1) : QString(),
                     describeCards(hands[h].cards), describeValue(v.total, v.soft, v.bust),
                     acting ? tr("  <- to play") : QString()));
    }
    if (r.phase() == Phase::Insurance) out(tr("  Insurance is offered."));
    const int shoe = Composition::fromShoe(r.rules().shoe).size();
    out(tr("  Cards seen since the shuffle: %1 of %2").arg(shoe - q.spot.unseen.size()).arg(shoe));
}

void printVerdict(const PracticeQuestion& q, Action chosen, const PracticeVerdict& v) {
    if (v.right)
        out(tr("  ✓ Right: %1.").arg(actionLabel(chosen)));
    else
        out(tr("  ✗ Wrong: %1 is best; %2 gives away %3 of the wager.")
                .arg(actionLabel(v.best), actionLabel(chosen), ev(v.cost)));
    QStringList values;
    for (const ActionValue& a : q.values)
        values << tr("%1 %2").arg(actionLabel(a.action), ev(a.ev));
    out(tr("    Exact EV: %1").arg(values.join(" · ")));
    if (q.chartAction != q.best)
        out(tr("    The basic-strategy chart plays %1 here; with the cards seen so far (yours, the "
               "dealer's and those dealt since the shuffle), %2 is better.")
                .arg(actionLabel(q.chartAction), actionLabel(q.best)));
}

QJsonObject questionJson(const PracticeQuestion& q, int n) {
    QJsonObject options;
    for (const ActionValue& a : q.values)
        options[actionName(a.action)] = a.ev;
    const Round& r = q.spot.round;
    return QJsonObject{{"n", n},
                       {"cell", QString::fromStdString(q.spot.cell)},
                       {"situation", QString::fromStdString(q.spot.situation)},
                       {"insurance", r.phase() == Phase::Insurance},
                       {"unseen", q.spot.unseen.size()},
                       {"options", options},
                       {"best", actionName(q.best)},
                       {"chart", actionName(q.chartAction)},
                       {"mistakeCost", q.mistakeCost}};
}

struct Tally {
    int answered = 0, right = 0;
    double evLost = 0;
    qint64 millis = 0;
};

} // namespace

int runPractice(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Strategy school: decisions dealt by real play, drawn toward the chart cells you get "
           "wrong, each answered against the exact analysis. One answer per line: h, s, d, p, "
           "u, y, n (or the action's name); q stops."));
    p.addOption({"rules", tr("The rules (a preset or a rule file)."), "PRESET|FILE"});
    p.addOption({"mode",
                 tr("Which decisions: all, soft, pairs, multi (three cards or more), insurance "
                    "or exceptions (where the exact best play is not the chart's totals')."),
                 "MODE", "all"});
    p.addOption({"count", tr("Questions to ask (1 to %1).").arg(kMaxCount), "N", "20"});
    p.addOption({"seed", tr("The drill's seed (default: random)."), "S"});
    p.addOption({"cells",
                 tr("Only these chart cells, comma-separated, as the questions name them "
                    "(\"hard 16/2 v 10,soft 18/2 v 9\")."),
                 "CELLS"});
    p.addOption({"mistakes",
                 tr("Only the N (1 to 10) costliest cells you got wrong at the table under these "
                    "rules, from the history."),
                 "N"});
    p.addOption({"json", tr("Print the questions, answers and summary as JSON.")});
    addHistoryOptions(p, true);
    if (!parseOrExplain(p, "practice", args)) return p.isSet("help") ? 0 : 2;
    if (!p.positionalArguments().isEmpty()) {
        err(tr("practice: unexpected argument \"%1\"").arg(p.positionalArguments().first()));
        return 2;
    }
    Options o;
    if (const int bad = readOptions(p, o)) return bad;
    if (const std::string why = modeRefusal(o.mode, o.rules); !why.empty()) {
        err(tr("practice: %1.").arg(QString::fromStdString(why)));
        return 2;
    }
    if (!shippedChartFor(o.rules))
        err(tr("practice: deriving the basic-strategy chart for these rules (seconds)…"));
    ChartOptions chartOptions;
    chartOptions.threads = std::max(1, QThread::idealThreadCount());
    auto chart = shippedOrDerivedChart(o.rules, chartOptions);
    if (!chart) {
        err(tr("practice: no basic-strategy chart: %1").arg(QString::fromStdString(chart.error())));
        return 1;
    }
    bool historyFailed = false;
    const auto history = openHistory(p, "practice", true, historyFailed);
    if (historyFailed) return 1;
    PracticeRecord record;
    if (history) {
        auto kept = history->practiceRecord(o.rules);
        if (!kept) {
            err(tr("practice: %1").arg(QString::fromStdString(kept.error())));
            return 1;
        }
        record = std::move(kept).value();
    }
    auto created = PracticeSession::create(o.rules, chart->chart, o.mode, o.seed, record);
    if (!created) {
        err(tr("practice: %1").arg(QString::fromStdString(created.error())));
        return 2;
    }
    PracticeSession s = std::move(created).value();
    std::set<std::string> asked = o.cells;
    if (o.mistakes > 0 && history) {
        RoundFilter mine;
        mine.rulesHash = ruleSetHash(o.rules);
        const ProgressReport report = history->progress(mine, Period::Week);
        // The costliest first; a cell missed with two different actions counts once.
        int taken = 0;
        for (const MistakeCell& m : report.costliest)
            if (taken < o.mistakes && asked.insert(m.cell).second) ++taken;
        if (report.costliest.empty()) {
            err(tr("practice: the history holds no mistakes at the table under these rules yet."));
            return 1;
        }
    }
    s.restrictTo(asked);
    if (!o.json)
        out(tr("Strategy school — %1 (%2), %3: %4 question(s), seed %5. Answer h, s, d, p, u, "
               "y or n; q stops.")
                .arg(QString::fromStdString(o.rules.name), QString::fromStdString(o.rules.id),
                     QString::fromLatin1(practiceModeName(o.mode)))
                .arg(o.count)
                .arg(o.seed));
    Tally t;
    QJsonArray items;
    bool badAnswer = false; // --json: an answer that is no option ends the drill, status 2
    for (int n = 1; n <= o.count; ++n) {
        auto q = s.next();
        if (!q) {
            err(tr("practice: %1").arg(QString::fromStdString(q.error())));
            return 1;
        }
        const std::vector<Action> legal = q->spot.round.legalActions();
        const QStringList choices = actionChoices(legal);
        if (!o.json) printQuestion(*q, n, o.count);
        QElapsedTimer clock;
        clock.start();
        std::optional<Action> chosen;
        bool stop = false;
        while (!chosen) {
            auto answer = o.json ? readLine() : ask(tr("  Choose: %1 > ").arg(choices.join(", ")));
            if (!answer || answer->compare("q", Qt::CaseInsensitive) == 0) {
                stop = true;
                break;
            }
            if (answer->isEmpty()) continue;
            chosen = actionFromAnswer(*answer, legal);
            if (!chosen && !o.json) out(tr("  Please choose one of: %1").arg(choices.join(", ")));
            if (!chosen && o.json) {
                err(tr("practice: \"%1\" is not an option here (%2)")
                        .arg(*answer, choices.join(", ")));
                badAnswer = true;
                stop = true;
                break;
            }
        }
        if (stop) break;
        const int millis = static_cast<int>(clock.elapsed());
        const PracticeVerdict v = s.answer(*q, *chosen);
        ++t.answered;
        t.right += v.right ? 1 : 0;
        t.evLost += v.cost;
        t.millis += millis;
        if (history) {
            PracticeAnswer a;
            a.mode = practiceModeName(o.mode);
            a.cell = q->spot.cell;
            a.situation = q->spot.situation;
            a.answer = *chosen;
            a.best = v.best;
            a.right = v.right;
            a.cost = v.cost;
            a.mistakeCost = q->mistakeCost;
            a.millis = millis;
            for (const ActionValue& x : q->values)
                a.options.emplace_back(x.action, x.ev);
            if (auto saved = history->recordPractice(o.rules, a); !saved) {
                err(tr("practice: the history could not keep the answer: %1")
                        .arg(QString::fromStdString(saved.error())));
                return 1;
            }
        }
        if (o.json) {
            QJsonObject item = questionJson(*q, n);
            item["given"] = actionName(*chosen);
            item["right"] = v.right;
            item["cost"] = v.cost;
            item["millis"] = millis;
            item["box"] = s.record().find(q->spot.cell)->box;
            items.append(item);
        } else {
            printVerdict(*q, *chosen, v);
        }
    }
    // The cells still missed (box 0), costliest first.
    std::vector<std::pair<double, std::string>> missed;
    int mastered = 0;
    for (const auto& [cell, c] : s.record().cells()) {
        if (c.box == 0) missed.push_back({c.mistakeCost, cell});
        if (c.box == kTopBox) ++mastered;
    }
    std::sort(missed.rbegin(), missed.rend());
    // The pace, where the answers took a second or more (a script's take none).
    const double perMinute = t.millis >= 1000 ? t.answered * 60000.0 / t.millis : -1;
    if (o.json) {
        QJsonArray missedCells;
        for (const auto& m : missed)
            missedCells.append(QString::fromStdString(m.second));
        const QJsonObject doc{
            {"rules", QJsonObject{{"id", QString::fromStdString(o.rules.id)},
                                  {"name", QString::fromStdString(o.rules.name)}}},
            {"mode", practiceModeName(o.mode)},
            {"count", o.count}, // asked for; "items" holds those answered before q or the end
            {"seed", QString::number(o.seed)},
            {"items", items},
            {"summary", QJsonObject{{"answered", t.answered},
                                    {"right", t.right},
                                    {"evLost", t.evLost},
                                    {"answersPerMinute",
                                     perMinute >= 0 ? QJsonValue(perMinute) : QJsonValue()},
                                    {"missedCells", missedCells},
                                    {"masteredCells", mastered}}}};
        std::cout << QJsonDocument(doc).toJson(QJsonDocument::Indented).toStdString() << std::flush;
        return badAnswer ? 2 : 0;
    }
    out(tr("Answered %1: %2 right (%3 %), %4 of the wager given away.")
            .arg(t.answered)
            .arg(t.right)
            .arg(t.answered ? qRound(100.0 * t.right / t.answered) : 0)
            .arg(ev(t.evLost)));
    if (perMinute >= 0) out(tr("Pace: %1 answers per minute.").arg(perMinute, 0, 'f', 1));
    QStringList cells;
    for (size_t i = 0; i < missed.size() && i < 8; ++i)
        cells << QString::fromStdString(missed[i].second);
    if (!cells.isEmpty()) out(tr("Cells to work on: %1").arg(cells.join(", ")));
    out(tr("Cells mastered (%1 right in a row): %2").arg(kTopBox).arg(mastered));
    return 0;
}

} // namespace f27::cli
