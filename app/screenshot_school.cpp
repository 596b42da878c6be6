// `finnish27 --screenshot FILE.png --game school --mode procedure|spot [--phase ...]`: the dealer
// school at a seeded moment (screenshot.h). Every step goes through the controller, as the
// trainee's would: right steps are the procedure's expected ones, the wrong one is a realistic
// dealer error made by the engine (makeDealerError).
#include "dealer_school_controller.h"
#include "drill_controller.h"
#include "school_text.h"
#include "screenshot.h"

#include "rules/rule_set_json.h"
#include "school/drills.h"
#include "school/error_spotting.h"

#include <QDir>
#include <QGuiApplication>
#include <QQuickWindow>

#include <cstdio>

using namespace f27;

namespace {

bool performRight(DealerSchoolController* school) {
    const DealerProcedure* p = school->procedure();
    if (!p || p->isOver()) return false;
    return school->performText(SchoolText::stepCode(p->expected()));
}

// Right steps until `stop` holds for the expected step (or the round is over).
template <typename Stop> void runUntil(DealerSchoolController* school, Stop stop) {
    for (int guard = 0; guard < 500; ++guard) {
        const DealerProcedure* p = school->procedure();
        if (!p || p->isOver() || stop(p->expected())) return;
        performRight(school);
    }
}

// A realistic wrong version of the expected step, performed: the supervisor shows it.
void performError(DealerSchoolController* school, DealerError kind) {
    const DealerProcedure* p = school->procedure();
    if (!p || p->isOver()) return;
    Prng prng(27);
    if (auto wrong = makeDealerError(kind, *p, prng))
        school->performText(SchoolText::stepCode(*wrong));
}

void driveProcedure(DealerSchoolController* school, SchoolShotPhase phase) {
    if (phase == SchoolShotPhase::Start) return;
    if (phase == SchoolShotPhase::Deal) {
        // Two cards dealt right, the third to the wrong place.
        for (int i = 0; i < 2; ++i)
            performRight(school);
        performError(school, DealerError::WrongSeat);
        return;
    }
    if (phase == SchoolShotPhase::Forced) {
        // The first forced play (F-11) treated the wrong way.
        for (int rounds = 0; rounds < 20; ++rounds) {
            runUntil(school, [](const ProcedureStep& s) {
                return s.kind == StepKind::Declare && s.forced.has_value();
            });
            if (!school->roundOver()) break;
            school->nextRound();
        }
        performError(school, DealerError::MissedForcedPlay);
        return;
    }
    // Payout and Over: rounds are dealt (right) until one has a win to pay; its first winning
    // payout is made at the wrong amount.
    for (int rounds = 0; rounds < 20; ++rounds) {
        runUntil(school, [](const ProcedureStep& s) {
            return s.kind == StepKind::SettleHand && s.result == HandResult::Win;
        });
        if (!school->roundOver()) break;
        school->nextRound();
    }
    performError(school, DealerError::BonusNotPaid);
    if (school->verdict().kind != "wrong") performError(school, DealerError::WrongPayout);
    if (phase == SchoolShotPhase::Over)
        runUntil(school, [](const ProcedureStep&) { return false; });
}

// A drill of payouts and showdowns, seed 27: the trainee answers `right` items right (the
// engine's own session for the seed gives the answers) and the last one wrong, leaving its
// feedback on show — or leaves the first question unanswered.
void driveDrills(DrillController* drills, SchoolShotPhase phase, int right) {
    drills->setKinds({"payout", "showdown"});
    drills->setSeed(27);
    if (!drills->start()) return;
    if (phase == SchoolShotPhase::Question) return;
    auto rules = loadRules(drills->rulesSource().toStdString());
    if (!rules) return;
    auto session = DrillSession::start(*rules, {DrillKind::Payout, DrillKind::Showdown}, 27);
    if (!session) return;
    for (int i = 0; i <= right; ++i) {
        const std::string answer = session.value().current().answer;
        const std::string given = i < right ? answer : std::string("1");
        session.value().answer(given, 0);
        drills->answer(QString::fromStdString(given));
        if (i < right) drills->next();
    }
}

// Progress: a record of its own (never the user's), filled by real use — a drill, and an exam
// of two rounds with one error.
void driveProgress(DealerSchoolController* school, DrillController* drills, TrainingProgress* p) {
    const QString path = QDir::temp().filePath("finnish27-screenshot-training.json");
    QFile::remove(path);
    p->setPath(path);
    driveDrills(drills, SchoolShotPhase::Feedback, 9);
    drills->stop();
    school->startExam(2, 1, 60);
    performError(school, DealerError::WrongSeat);
    for (int rounds = 0; rounds < 2 && school->examActive(); ++rounds) {
        runUntil(school, [](const ProcedureStep&) { return false; });
        if (school->examActive()) school->nextRound();
    }
    school->setMode(DealerSchoolController::Progress);
}

void driveSpot(SchoolSpotter* spot, SchoolShotPhase phase) {
    spot->setAnimationMs(1000000); // the step on show stays there while the frame is grabbed
    for (int guard = 0; guard < 500; ++guard) {
        const ShownStep* shown = spot->shown();
        if (!shown) {
            if (spot->state() == SchoolSpotter::Judged) {
                spot->resume();
                continue;
            }
            return; // over
        }
        if (phase == SchoolShotPhase::Watch && shown->step.kind != StepKind::Deal) return;
        if (shown->faulty) {
            // Caught; the shot shows the first catch past the initial deal.
            const bool deal = shown->step.kind == StepKind::Deal;
            spot->stop();
            if (phase == SchoolShotPhase::Catch && !deal) return;
        } else {
            spot->letPass();
        }
    }
}

} // namespace

bool takeSchoolScreenshot(QQuickWindow* window, const ScreenshotRequest& req) {
    window->resize(req.size);
    window->show();
    QMetaObject::invokeMethod(window, "setOption", Q_ARG(QVariant, QStringLiteral("game")),
                              Q_ARG(QVariant, QStringLiteral("school")));
    auto* school = window->findChild<DealerSchoolController*>("dealerSchool");
    if (!school) {
        std::fprintf(stderr, "finnish27: the dealer school did not load\n");
        return false;
    }
    school->setActive(false); // no round until the table is set
    if (!req.rules.isEmpty() && !school->loadRules(req.rules)) {
        std::fprintf(stderr, "finnish27: %s\n", qPrintable(school->rulesError()));
        return false;
    }
    school->setSeatCount(req.seats > 0 ? req.seats : 3);
    school->setMode(req.schoolMode == SchoolShotMode::Spot ? DealerSchoolController::Spot
                                                           : DealerSchoolController::Procedure);
    school->spot()->setErrorPercent(35);
    school->useKey(QString::fromLatin1(kScreenshotKey));
    school->useSeed(27);
    school->setActive(true);
    auto* drills = window->findChild<DrillController*>("drills");
    auto* progress = window->findChild<TrainingProgress*>("trainingProgress");
    if (req.schoolMode == SchoolShotMode::Spot) {
        driveSpot(school->spot(), req.schoolPhase);
    } else if (req.schoolMode == SchoolShotMode::Drills && drills) {
        school->setMode(DealerSchoolController::Drills);
        driveDrills(drills, req.schoolPhase, 7);
    } else if (req.schoolMode == SchoolShotMode::Progress && drills && progress) {
        driveProgress(school, drills, progress);
    } else {
        driveProcedure(school, req.schoolPhase);
    }
    if (!req.panel.isEmpty()) {
        QObject* page = window->findChild<QObject*>("dealerSchoolPage");
        QVariant opened;
        if (page)
            QMetaObject::invokeMethod(page, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                      Q_ARG(QVariant, req.panel));
        if (!opened.toBool()) {
            std::fprintf(stderr, "finnish27: no panel \"%s\"\n", qPrintable(req.panel));
            return false;
        }
    }
    grabWhenRendered(window, req);
    return true;
}
