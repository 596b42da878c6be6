#include "school_verdict.h"

#include "school_text.h"

using namespace f27;

SchoolVerdict SchoolVerdict::of(const StepVerdict& v) {
    SchoolVerdict out;
    out.kind = v.correct ? QStringLiteral("right") : QStringLiteral("wrong");
    out.correct = v.correct;
    out.done = SchoolText::step(v.performed);
    out.doneStep = SchoolText::stepCode(v.performed);
    out.right = SchoolText::step(v.expected);
    out.rightStep = SchoolText::stepCode(v.expected);
    out.rule = QString::fromStdString(v.rule);
    out.ruleText = QString::fromStdString(v.ruleText);
    out.category = SchoolText::category(v.category);
    out.millis = v.millis;
    out.seat = v.performed.seat;
    out.hand = v.performed.hand;
    return out;
}

SchoolVerdict SchoolVerdict::of(const ShownStep& shown, SpotResult result,
                                const StepVerdict& judged) {
    SchoolVerdict out;
    switch (result) {
    case SpotResult::Catch:
        out.kind = QStringLiteral("catch");
        break;
    case SpotResult::Miss:
        out.kind = QStringLiteral("miss");
        break;
    case SpotResult::FalseAlarm:
        out.kind = QStringLiteral("false-alarm");
        break;
    case SpotResult::Pass:
        out.kind = QStringLiteral("pass");
        break;
    }
    out.correct = result == SpotResult::Catch || result == SpotResult::Pass;
    out.done = SchoolText::step(shown.step);
    out.doneStep = SchoolText::stepCode(shown.step);
    out.right = SchoolText::step(shown.right);
    out.rightStep = SchoolText::stepCode(shown.right);
    out.rule = QString::fromStdString(judged.rule);
    out.ruleText = QString::fromStdString(judged.ruleText);
    out.category = SchoolText::category(judged.category);
    if (shown.faulty) out.error = SchoolText::dealerError(shown.error);
    out.millis = judged.millis;
    out.seat = shown.step.seat;
    out.hand = shown.step.hand;
    return out;
}
