// `deal`: the dealer school's procedure mode as text. The trainee is the dealer and types each
// step (procedure_step.h's canonical texts); the engine judges it against the round's own next
// event, says what was wrong with the rule that decides it, and carries on correctly.
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "cards/fair_shuffle.h"
#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "school/dealer_procedure.h"
#include "school/training_players.h"

#include <QElapsedTimer>

#include <array>
#include <optional>

namespace f27::cli {

namespace {

QString stepsHelp() {
    return tr("Steps: card <seat>[/<hand>] up|down, card dealer up|down, insure, peek, "
              "must hit|stand|double|split|surrender <seat>, choice <seat>, reveal, "
              "dealer hit|stand, pay|take|surrender <seat> <amount>, push <seat>, "
              "insurance pay|take <seat> <amount>. Amounts as 17.5 or 35/2; a split hand is "
              "<seat>/2. '?' shows the right step, q quits.");
}

struct Totals {
    std::array<int, kStepCategoryCount> steps{}, errors{};
    int rounds = 0;
};

// Prints the events the procedure has carried out since `printed`, as the dealer sees them.
void printEvents(const DealerProcedure& p, size_t& printed) {
    const auto& ev = p.round().events();
    const size_t upTo = static_cast<size_t>(p.eventsDone());
    for (; printed < upTo && printed < ev.size(); ++printed)
        out("  " + describeEvent(ev[printed], p.round().rules(), Viewer::Dealer));
}

// One round; false when the trainee quits or input ends.
bool runRound(DealerProcedure& p, Totals& totals, int number, HistoryStore* history) {
    out(tr("Round %1").arg(number));
    size_t printed = 0;
    printEvents(p, printed);
    QElapsedTimer roundClock;
    roundClock.start();
    while (!p.isOver()) {
        QElapsedTimer clock;
        clock.start();
        const auto answer = ask(tr("dealer> "));
        if (!answer || answer->trimmed() == "q") return false;
        const QString text = answer->trimmed();
        if (text.isEmpty()) continue;
        if (text == "?" || text == "help") {
            out(tr("  Next: %1 — %2")
                    .arg(QString::fromStdString(stepText(p.expected())),
                         QString::fromStdString(p.expectedText())));
            continue;
        }
        const auto step = parseStep(text.toStdString());
        if (!step) {
            out("  " + QString::fromStdString(step.error()));
            out("  " + stepsHelp());
            continue;
        }
        const StepVerdict v = p.perform(*step, static_cast<int>(clock.elapsed()));
        if (history)
            if (auto s = history->recordAnswer({SchoolAnswer::Source::Step,
                                                stepCategoryName(v.category),
                                                stepText(v.expected),
                                                stepText(v.performed),
                                                stepText(v.expected),
                                                v.correct,
                                                v.millis,
                                                {}});
                !s)
                err(tr("deal: the history could not record the step: %1")
                        .arg(QString::fromStdString(s.error())));
        const auto c = static_cast<size_t>(v.category);
        ++totals.steps[c];
        if (v.correct) {
            out(tr("  ✓ %1").arg(QString::fromStdString(stepText(v.performed))));
        } else {
            ++totals.errors[c];
            out(tr("  ✗ Wrong: %1. Right: %2 — %3: %4")
                    .arg(QString::fromStdString(stepText(v.performed)),
                         QString::fromStdString(stepText(v.expected)),
                         QString::fromStdString(v.rule), QString::fromStdString(v.ruleText)));
        }
        printEvents(p, printed);
    }
    ++totals.rounds;
    out(tr("Round %1: %2 steps, %3 errors, %4 s.")
            .arg(number)
            .arg(p.verdicts().size())
            .arg(p.errors())
            .arg(roundClock.elapsed() / 1000.0, 0, 'f', 1));
    return true;
}

void printTotals(const Totals& t) {
    int steps = 0, errors = 0;
    for (int c = 0; c < kStepCategoryCount; ++c) {
        steps += t.steps[static_cast<size_t>(c)];
        errors += t.errors[static_cast<size_t>(c)];
    }
    out(tr("Dealt %1 round(s): %2 steps, %3 errors.").arg(t.rounds).arg(steps).arg(errors));
    for (int c = 0; c < kStepCategoryCount; ++c) {
        const int n = t.steps[static_cast<size_t>(c)];
        if (n == 0) continue;
        out(tr("  %1: %2 of %3 right")
                .arg(stepCategoryLabel(static_cast<StepCategory>(c)))
                .arg(n - t.errors[static_cast<size_t>(c)])
                .arg(n));
    }
}

} // namespace

int runDeal(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Dealer school: you run the table. Type each dealer step on standard input; the "
           "engine checks it against the rules, step by step."));
    p.addOption({"rules", tr("A preset id or a rule file."), "PRESET|FILE", "poker-like"});
    p.addOption({"seats", tr("Number of computer players, 1 to 7."), "N", "3"});
    p.addOption({"seed", tr("Seed of the computer players' wagers and choices."), "S", "1"});
    p.addOption({"key",
                 tr("Shuffle the first shoe with this key (64 hex digits): a reproducible "
                    "deal."),
                 "HEX"});
    p.addOption({"rounds", tr("Stop after this many rounds (0: until you quit)."), "N", "1"});
    addHistoryOptions(p, true);
    if (!parseOrExplain(p, "deal", args)) return p.isSet("help") ? 0 : 2;

    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(QString::fromStdString(rules.error()));
        return 2;
    }
    const auto seatCount = intOption(p, "deal", "seats", 1, kMaxSeats);
    if (!seatCount) return 2;
    const int seats = static_cast<int>(*seatCount);
    const auto seedValue = seedOption(p, "deal", "seed");
    if (!seedValue) return 2;
    const qulonglong seed = *seedValue;
    const auto roundCount = intOption(p, "deal", "rounds", 0, 1000000000);
    if (!roundCount) return 2;
    const int rounds = static_cast<int>(*roundCount);
    std::optional<Table> table;
    if (p.isSet("key")) {
        auto key = ShuffleKey::fromHex(p.value("key").toStdString());
        if (!key) {
            err(tr("deal: --key: %1").arg(QString::fromStdString(key.error())));
            return 2;
        }
        table.emplace(*rules, *key);
    } else {
        table.emplace(*rules);
    }
    bool historyFailed = false;
    const auto history = openHistory(p, "deal", true, historyFailed);
    if (historyFailed) return 2;
    TrainingPlayers players(seed);
    out(tr("Dealer school — %1, %2 computer player(s). You are the dealer.")
            .arg(QString::fromStdString(rules->name))
            .arg(seats));
    out(stepsHelp());
    Totals totals;
    for (int n = 1; rounds == 0 || n <= rounds; ++n) {
        auto procedure = DealerProcedure::start(*table, players.wagers(*rules, seats), players);
        if (!procedure) {
            err(tr("deal: %1").arg(QString::fromStdString(procedure.error())));
            return 2;
        }
        DealerProcedure round = std::move(procedure).value();
        if (!runRound(round, totals, n, history.get())) break;
    }
    printTotals(totals);
    return 0;
}

} // namespace f27::cli
