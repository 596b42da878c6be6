// Dealer steps: names, categories and the canonical one-line text (procedure_step.h).

#include "school/procedure_step.h"

#include <QCoreApplication>

#include <array>
#include <cctype>
#include <sstream>
#include <vector>

namespace f27 {

namespace {

ProcedureStep stepOf(StepKind k) {
    ProcedureStep s;
    s.kind = k;
    return s;
}

constexpr std::array<const char*, kStepKindCount> kKindNames = {
    "deal",       "offer-insurance", "check-natural", "declare",         "reveal-hole",
    "dealer-hit", "dealer-stand",    "settle-hand",   "settle-insurance"};
constexpr std::array<const char*, kStepCategoryCount> kCategoryNames = {
    "deal", "insurance", "naturals", "forced", "dealer", "payout"};

// "2" -> seat 1, hand 0; "2/3" -> seat 1, hand 2. Seats 1..7, hands 1..16.
bool readSeatHand(const std::string& word, int& seat, int& hand) {
    const auto slash = word.find('/');
    auto number = [](const std::string& s, int hi, int& out) {
        if (s.empty() || s.size() > 2 || s.find_first_not_of("0123456789") != std::string::npos)
            return false;
        out = std::stoi(s);
        return out >= 1 && out <= hi;
    };
    int s = 0, h = 1;
    if (!number(word.substr(0, slash), 7, s)) return false;
    if (slash != std::string::npos && !number(word.substr(slash + 1), 16, h)) return false;
    seat = s - 1;
    hand = h - 1;
    return true;
}

std::string seatHandText(int seat, int hand) {
    std::string s = std::to_string(seat + 1);
    if (hand > 0) s += "/" + std::to_string(hand + 1);
    return s;
}

bool readAmount(const std::string& word, Money& out) {
    auto m = Rational::parse(word);
    if (!m || *m < Money{}) return false;
    out = *m;
    return true;
}

} // namespace

StepCategory categoryOf(StepKind k) {
    switch (k) {
    case StepKind::Deal:
    case StepKind::RevealHole:
        return StepCategory::Deal;
    case StepKind::OfferInsurance:
    case StepKind::SettleInsurance:
        return StepCategory::Insurance;
    case StepKind::CheckNatural:
        return StepCategory::Naturals;
    case StepKind::Declare:
        return StepCategory::Forced;
    case StepKind::DealerHit:
    case StepKind::DealerStand:
        return StepCategory::Dealer;
    case StepKind::SettleHand:
        return StepCategory::Payout;
    }
    return StepCategory::Deal;
}

const char* stepKindName(StepKind k) {
    return kKindNames[static_cast<size_t>(k)];
}
const char* stepCategoryName(StepCategory c) {
    return kCategoryNames[static_cast<size_t>(c)];
}

Result<StepCategory> parseStepCategory(std::string_view s) {
    for (size_t i = 0; i < kCategoryNames.size(); ++i)
        if (s == kCategoryNames[i]) return static_cast<StepCategory>(i);
    return fail("\"" + std::string(s) + "\" is no step category");
}

QString stepCategoryLabel(StepCategory c) {
    auto tr = [](const char* text) { return QCoreApplication::translate("f27", text); };
    switch (c) {
    case StepCategory::Deal:
        return tr(QT_TRANSLATE_NOOP("f27", "Dealing"));
    case StepCategory::Insurance:
        return tr(QT_TRANSLATE_NOOP("f27", "Insurance"));
    case StepCategory::Naturals:
        return tr(QT_TRANSLATE_NOOP("f27", "Naturals"));
    case StepCategory::Forced:
        return tr(QT_TRANSLATE_NOOP("f27", "Forced plays"));
    case StepCategory::Dealer:
        return tr(QT_TRANSLATE_NOOP("f27", "The dealer's play"));
    case StepCategory::Payout:
        return tr(QT_TRANSLATE_NOOP("f27", "Payouts"));
    }
    return {};
}

std::string stepText(const ProcedureStep& s) {
    const std::string at = seatHandText(s.seat, s.hand);
    switch (s.kind) {
    case StepKind::Deal:
        return std::string("card ") + (s.seat < 0 ? "dealer" : at) + (s.faceUp ? " up" : " down");
    case StepKind::OfferInsurance:
        return "insure";
    case StepKind::CheckNatural:
        return "peek";
    case StepKind::Declare:
        if (!s.forced) return "choice " + at;
        return std::string("must ") + actionName(*s.forced) + " " + at;
    case StepKind::RevealHole:
        return "reveal";
    case StepKind::DealerHit:
        return "dealer hit";
    case StepKind::DealerStand:
        return "dealer stand";
    case StepKind::SettleHand:
        switch (s.result) {
        case HandResult::Win:
            return "pay " + at + " " + s.amount.toString();
        case HandResult::Lose:
            return "take " + at + " " + s.amount.toString();
        case HandResult::Push:
            return "push " + at;
        case HandResult::Surrender:
            return "surrender " + at + " " + s.amount.toString();
        }
        break;
    case StepKind::SettleInsurance:
        return std::string("insurance ") + (s.result == HandResult::Win ? "pay " : "take ") +
               std::to_string(s.seat + 1) + " " + s.amount.toString();
    }
    return {};
}

Result<ProcedureStep> parseStep(std::string_view text) {
    std::vector<std::string> w;
    {
        std::string lower(text);
        for (char& c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        std::istringstream in(lower);
        for (std::string word; in >> word;)
            w.push_back(word);
    }
    const std::string quoted = "\"" + std::string(text) + "\"";
    if (w.empty()) return fail("an empty step");
    if (w.size() > 4) return fail(quoted + " has too many words");
    ProcedureStep s;
    auto seatHand = [&](size_t i) { return w.size() > i && readSeatHand(w[i], s.seat, s.hand); };
    auto amount = [&](size_t i) { return w.size() == i + 1 && readAmount(w[i], s.amount); };
    const std::string& verb = w[0];
    if (verb == "card") {
        s.kind = StepKind::Deal;
        if (w.size() != 3 || (w[2] != "up" && w[2] != "down"))
            return fail(quoted +
                        ": write \"card <seat>[/<hand>] up|down\" or \"card dealer up|down\"");
        s.faceUp = w[2] == "up";
        if (w[1] == "dealer") {
            s.seat = -1;
        } else if (!seatHand(1)) {
            return fail(quoted + ": \"" + w[1] + "\" is no seat (1-7, or 2/2 for a split hand)");
        }
        return s;
    }
    if (verb == "insure" && w.size() == 1) return stepOf(StepKind::OfferInsurance);
    if (verb == "peek" && w.size() == 1) return stepOf(StepKind::CheckNatural);
    if (verb == "reveal" && w.size() == 1) return stepOf(StepKind::RevealHole);
    if (verb == "dealer" && w.size() == 2 && (w[1] == "hit" || w[1] == "stand"))
        return stepOf(w[1] == "hit" ? StepKind::DealerHit : StepKind::DealerStand);
    if (verb == "choice" || verb == "must") {
        s.kind = StepKind::Declare;
        size_t at = 1;
        if (verb == "must") {
            auto a = w.size() > 1 ? parseAction(w[1]) : Result<Action>(fail("no action"));
            if (!a || *a == Action::TakeInsurance || *a == Action::DeclineInsurance)
                return fail(quoted + ": write \"must hit|stand|double|split|surrender <seat>\"");
            s.forced = *a;
            at = 2;
        }
        if (w.size() != at + 1 || !seatHand(at))
            return fail(quoted + ": name the seat (1-7, or 2/2 for a split hand)");
        return s;
    }
    if (verb == "pay" || verb == "take" || verb == "push" || verb == "surrender") {
        s.kind = StepKind::SettleHand;
        s.result = verb == "pay"    ? HandResult::Win
                   : verb == "take" ? HandResult::Lose
                   : verb == "push" ? HandResult::Push
                                    : HandResult::Surrender;
        if (!seatHand(1)) return fail(quoted + ": name the seat (1-7, or 2/2 for a split hand)");
        if (verb == "push") {
            if (w.size() != 2) return fail(quoted + ": a push pays nothing; write \"push <seat>\"");
            return s;
        }
        if (!amount(2))
            return fail(quoted +
                        ": write the amount as a number (15, 17.5 or 35/2) after the seat");
        return s;
    }
    if (verb == "insurance") {
        s.kind = StepKind::SettleInsurance;
        if (w.size() != 4 || (w[1] != "pay" && w[1] != "take"))
            return fail(quoted + ": write \"insurance pay|take <seat> <amount>\"");
        s.result = w[1] == "pay" ? HandResult::Win : HandResult::Lose;
        if (!readSeatHand(w[2], s.seat, s.hand) || s.hand != 0)
            return fail(quoted + ": \"" + w[2] + "\" is no seat (1-7)");
        if (!amount(3)) return fail(quoted + ": \"" + w[3] + "\" is no amount");
        return s;
    }
    return fail(quoted + " is no dealer step (card, insure, peek, must, choice, reveal, dealer, "
                         "pay, take, push, surrender, insurance)");
}

} // namespace f27
