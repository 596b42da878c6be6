// The dealer's exam: N rounds of the procedure (dealer_procedure.h) under a pass mark — at most E
// errors in all, at most S seconds per round on average. ExamTally is fed each round's verdicts
// (their errors and times), says whether the exam was passed and why not, and writes a report
// as a self-contained HTML page (the application prints it to PDF) and as an ExamRecord for the
// training record.
#pragma once

#include "core/result.h"
#include "rules/rule_set.h"
#include "school/dealer_procedure.h"
#include "school/procedure_step.h"
#include "school/training_record.h"

#include <QDateTime>
#include <QString>

#include <array>
#include <vector>

namespace f27 {

struct ExamRules {
    int rounds = 25;
    int maxErrors = 1;           // errors in all the rounds
    int maxSecondsPerRound = 60; // on average over the rounds
    friend bool operator==(const ExamRules&, const ExamRules&) = default;
};
// Rounds 1..500, errors 0..10000, seconds 1..3600; the error names the setting.
Status checkExamRules(const ExamRules& rules);

// One round of the exam.
struct ExamRound {
    int steps = 0;
    int errors = 0;
    int millis = 0;
    std::array<int, kStepCategoryCount> categorySteps{};
    std::array<int, kStepCategoryCount> categoryErrors{};
};
// A round's tally from its verdicts (DealerProcedure::verdicts()).
ExamRound examRoundOf(const std::vector<StepVerdict>& verdicts);

class ExamTally {
public:
    // `rules`: the rule set dealt (named in the report); `date`: when the exam was taken.
    ExamTally(ExamRules exam, const RuleSet& rules, QDateTime date = QDateTime::currentDateTime());

    const ExamRules& exam() const { return exam_; }
    void addRound(const ExamRound& round);
    void addRound(const std::vector<StepVerdict>& verdicts) { addRound(examRoundOf(verdicts)); }
    const std::vector<ExamRound>& rounds() const { return rounds_; }
    bool complete() const { return static_cast<int>(rounds_.size()) >= exam_.rounds; }

    int errors() const;
    int millis() const;
    double averageSeconds() const; // per round dealt (0 before any)
    // Passed: every round dealt, at most maxErrors errors, at most maxSecondsPerRound seconds per
    // round on average.
    bool passed() const;
    // Why the exam is failed (empty when passed), in the chosen language.
    QString failReason() const;
    // The report: rule set (id and name), date, settings, each round, each step category, and
    // the result.
    QString reportHtml() const;
    ExamRecord record() const;

private:
    // Translates under this class's name, the context lupdate files its tr() calls in.
    static QString tr(const char* text);
    ExamRules exam_;
    std::string rulesId_, rulesName_;
    QDateTime date_;
    std::vector<ExamRound> rounds_;
};

} // namespace f27
