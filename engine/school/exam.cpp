// The dealer's exam (exam.h): the tally, the pass mark and the report.

#include "school/exam.h"

#include <QCoreApplication>

namespace f27 {

namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}
QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString seconds(double s) {
    return QString::number(s, 'f', 1);
}

} // namespace

Status checkExamRules(const ExamRules& r) {
    if (r.rounds < 1 || r.rounds > 500)
        return fail("rounds: must be 1 to 500 (got " + std::to_string(r.rounds) + ")");
    if (r.maxErrors < 0 || r.maxErrors > 10000)
        return fail("maxErrors: must be 0 to 10000 (got " + std::to_string(r.maxErrors) + ")");
    if (r.maxSecondsPerRound < 1 || r.maxSecondsPerRound > 3600)
        return fail("maxSecondsPerRound: must be 1 to 3600 (got " +
                    std::to_string(r.maxSecondsPerRound) + ")");
    return {};
}

ExamRound examRoundOf(const std::vector<StepVerdict>& verdicts) {
    ExamRound r;
    for (const StepVerdict& v : verdicts) {
        const auto c = static_cast<size_t>(v.category);
        ++r.steps;
        ++r.categorySteps[c];
        r.millis += std::max(0, v.millis);
        if (!v.correct) {
            ++r.errors;
            ++r.categoryErrors[c];
        }
    }
    return r;
}

QString ExamTally::tr(const char* text) {
    return QCoreApplication::translate("ExamTally", text);
}

ExamTally::ExamTally(ExamRules exam, const RuleSet& rules, QDateTime date)
    : exam_(exam), rulesId_(rules.id), rulesName_(rules.name), date_(std::move(date)) {}

void ExamTally::addRound(const ExamRound& round) {
    if (!complete()) rounds_.push_back(round);
}

int ExamTally::errors() const {
    int n = 0;
    for (const ExamRound& r : rounds_)
        n += r.errors;
    return n;
}

int ExamTally::millis() const {
    int n = 0;
    for (const ExamRound& r : rounds_)
        n += r.millis;
    return n;
}

double ExamTally::averageSeconds() const {
    return rounds_.empty() ? 0 : millis() / 1000.0 / static_cast<double>(rounds_.size());
}

bool ExamTally::passed() const {
    return failReason().isEmpty();
}

QString ExamTally::failReason() const {
    QStringList why;
    if (!complete())
        why << tr("only %1 of %2 rounds were dealt").arg(rounds_.size()).arg(exam_.rounds);
    if (errors() > exam_.maxErrors)
        why << tr("%1 error(s), at most %2 allowed").arg(errors()).arg(exam_.maxErrors);
    // Exact in milliseconds: the average is within the mark when the total is.
    if (!rounds_.empty() &&
        static_cast<long long>(millis()) > static_cast<long long>(exam_.maxSecondsPerRound) * 1000 *
                                               static_cast<long long>(rounds_.size()))
        why << tr("%1 s per round on average, at most %2 s allowed")
                   .arg(seconds(averageSeconds()))
                   .arg(exam_.maxSecondsPerRound);
    return why.join("; ");
}

ExamRecord ExamTally::record() const {
    ExamRecord e;
    e.date = date_.toString(Qt::ISODate).toStdString();
    e.rulesId = rulesId_;
    e.rulesName = rulesName_;
    e.rounds = exam_.rounds;
    e.dealt = static_cast<int>(rounds_.size());
    e.errors = errors();
    e.millis = millis();
    e.maxErrors = exam_.maxErrors;
    e.maxSecondsPerRound = exam_.maxSecondsPerRound;
    e.passed = passed();
    e.reason = failReason().toStdString();
    return e;
}

QString ExamTally::reportHtml() const {
    const bool ok = passed();
    const QString result = ok ? tr("Passed") : tr("Failed");
    const QString title = tr("Dealer exam — %1").arg(esc(rulesName_));
    QString h;
    h += "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + title + "</title>\n";
    h += "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
         "td,th{border:1px solid #999;padding:3px 8px;text-align:right}"
         "th:first-child,td:first-child{text-align:left}.pass{color:#060}.fail{color:#a00}"
         "</style></head><body>\n";
    h += "<h1>" + title + "</h1>\n";
    h += "<p>" + tr("Rule set: %1 (%2)").arg(esc(rulesName_), esc(rulesId_)) + "<br>\n";
    h += tr("Date: %1").arg(esc(date_.toString("yyyy-MM-dd HH:mm"))) + "</p>\n";
    h += "<h2>" + tr("Settings") + "</h2>\n<ul>\n";
    h += "<li>" + tr("Rounds: %1").arg(exam_.rounds) + "</li>\n";
    h += "<li>" + tr("Pass mark: at most %1 error(s) in all").arg(exam_.maxErrors) + "</li>\n";
    h += "<li>" + tr("Pass mark: at most %1 s per round on average").arg(exam_.maxSecondsPerRound) +
         "</li>\n</ul>\n";
    h += "<h2>" + tr("Result") + "</h2>\n";
    h += QString("<p class=\"%1\"><strong>%2</strong>").arg(ok ? "pass" : "fail", esc(result));
    h += " — " + tr("%1 round(s) dealt, %2 error(s), %3 s per round on average.")
                     .arg(rounds_.size())
                     .arg(errors())
                     .arg(seconds(averageSeconds()));
    if (!ok) h += " " + esc(tr("Not passed: %1.").arg(failReason()));
    h += "</p>\n";
    h += "<h2>" + tr("Rounds") + "</h2>\n<table>\n<tr><th>" + tr("Round") + "</th><th>" +
         tr("Steps") + "</th><th>" + tr("Errors") + "</th><th>" + tr("Time (s)") + "</th></tr>\n";
    for (size_t i = 0; i < rounds_.size(); ++i) {
        const ExamRound& r = rounds_[i];
        h += QString("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>\n")
                 .arg(i + 1)
                 .arg(r.steps)
                 .arg(r.errors)
                 .arg(seconds(r.millis / 1000.0));
    }
    h += "</table>\n";
    h += "<h2>" + tr("Step categories") + "</h2>\n<table>\n<tr><th>" + tr("Category") +
         "</th><th>" + tr("Steps") + "</th><th>" + tr("Errors") + "</th></tr>\n";
    for (int c = 0; c < kStepCategoryCount; ++c) {
        int steps = 0, errs = 0;
        for (const ExamRound& r : rounds_) {
            steps += r.categorySteps[static_cast<size_t>(c)];
            errs += r.categoryErrors[static_cast<size_t>(c)];
        }
        h += QString("<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n")
                 .arg(esc(stepCategoryLabel(static_cast<StepCategory>(c))))
                 .arg(steps)
                 .arg(errs);
    }
    h += "</table>\n</body></html>\n";
    return h;
}

} // namespace f27
