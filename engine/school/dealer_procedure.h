// The dealer trainer's judge: one round at a table of computer players, run by the trainee.
// The procedure is the round's own log (round.h): every step the trainee performs is compared
// with the step the next events imply (expected()); a wrong step is reported with the rule
// that decides it, and the round then continues with the right one, so it always ends in the
// engine's own final state. Cards come from the table's shoe; the computer seats choose with
// a Policy. Timing is the caller's: it passes how long the step took.
#pragma once

#include "round/policy.h"
#include "round/table.h"
#include "school/procedure_step.h"

#include <QString>

#include <memory>
#include <vector>

namespace f27 {

// The judgement of one step.
struct StepVerdict {
    bool correct = true;
    ProcedureStep performed;
    ProcedureStep expected;
    std::string rule;     // the rule ID that decides the expected step
    std::string ruleText; // the expected step in words, the rule included (describeEvent)
    StepCategory category = StepCategory::Deal;
    int millis = 0;
};

class DealerProcedure {
public:
    // Starts a round at `table` for `setup` (Table::startRound: a due reshuffle is recorded).
    // `policy` chooses for the computer seats and must outlive the procedure.
    static Result<DealerProcedure> start(Table& table, RoundSetup setup, Policy& policy);

    const Round& round() const { return round_; }
    bool isOver() const;
    // The step the procedure expects next (precondition: !isOver()).
    ProcedureStep expected() const;
    // The rule ID and the text of what expected() stands for.
    std::string expectedRule() const;
    std::string expectedText() const;
    // Judges the trainee's step against expected(), then carries out the expected one (the
    // round continues correctly either way). Precondition: !isOver().
    StepVerdict perform(const ProcedureStep& step, int millis = 0);
    // The verdict perform() would give, without carrying anything out.
    StepVerdict judge(const ProcedureStep& step, int millis = 0) const;
    // The round's events that expected() stands for (empty when it is an input: a card, a
    // seat's turn).
    std::vector<Event> expectedEvents() const;
    // The events carried out so far (the round's log up to the procedure's cursor).
    int eventsDone() const { return static_cast<int>(cursor_); }
    const std::vector<StepVerdict>& verdicts() const { return verdicts_; }
    int errors() const;

private:
    // Translates under this class's name, the context lupdate files its tr() calls in.
    static QString tr(const char* text);
    DealerProcedure(Table& table, Round round, Policy& policy);
    // Passes the events no dealer performs (wagers, reshuffles, the seats' choices, the
    // round's end) and lets the computer seats decide on insurance.
    void runAutomatic();
    // The events (from the cursor) that expected() covers: [cursor_, end).
    size_t stepEnd() const;
    const Event* stepEvent() const; // the event that names the expected step's rule
    void citeBrokenRule(StepVerdict& v) const;

    Table* table_;
    Round round_;
    Policy* policy_;
    size_t cursor_ = 0;
    std::vector<StepVerdict> verdicts_;
};

} // namespace f27
