// The session statistics of the human seat, for the statistics panel: a fold of each finished
// round's event log. Every figure is read from the engine's events (RoundStart, Decision,
// Outcome, Bonus, InsuranceSettled, Settlement, RoundEnd); no rule is decided here. Money is
// kept exact (f27::Money) and shown with describeSigned.
//
// Decision accuracy, the EV lost to mistakes and the expected result need the exact analysis
// of each decision, which StrategyHints supplies through recordDecision() (TableController
// connects them; hints on or off); while no decision was analysed (bot seats, another wager
// mode) those figures are reported as "not analysed" (decisions == 0).
#pragma once

#include "round/events.h"
#include "rules/rule_set.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <string>
#include <vector>

namespace f27 {
class Round;
}

// The bonuses of one kind paid in the session, as the statistics panel lists them.
struct BonusSummary {
    Q_GADGET
    QML_VALUE_TYPE(bonusSummary)
    Q_PROPERTY(QString id MEMBER id CONSTANT)
    Q_PROPERTY(QString name MEMBER name CONSTANT)
    Q_PROPERTY(int count MEMBER count CONSTANT)
    Q_PROPERTY(double total MEMBER total CONSTANT)
    Q_PROPERTY(QString totalText MEMBER totalText CONSTANT)
public:
    QString id;
    QString name; // the rule set's name for it (the id when it has none)
    int count = 0;
    double total = 0;  // paid in all, in money
    QString totalText; // the same as shown ("+20")
    friend bool operator==(const BonusSummary&, const BonusSummary&) = default;
};

class SessionStats : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SessionStats is provided by TableController.stats.")
    Q_PROPERTY(int rounds READ rounds NOTIFY changed)
    Q_PROPERTY(int handsWon READ handsWon NOTIFY changed)
    Q_PROPERTY(int handsLost READ handsLost NOTIFY changed)
    Q_PROPERTY(int handsPushed READ handsPushed NOTIFY changed)
    Q_PROPERTY(int handsSurrendered READ handsSurrendered NOTIFY changed)
    Q_PROPERTY(double net READ net NOTIFY changed)
    Q_PROPERTY(QString netText READ netText NOTIFY changed)
    Q_PROPERTY(QList<BonusSummary> bonuses READ bonuses NOTIFY changed)
    Q_PROPERTY(int bonusesPaid READ bonusesPaid NOTIFY changed)
    Q_PROPERTY(QString bonusTotalText READ bonusTotalText NOTIFY changed)
    Q_PROPERTY(int insuranceTaken READ insuranceTaken NOTIFY changed)
    Q_PROPERTY(int insuranceWon READ insuranceWon NOTIFY changed)
    Q_PROPERTY(double insuranceNet READ insuranceNet NOTIFY changed)
    Q_PROPERTY(QString insuranceNetText READ insuranceNetText NOTIFY changed)
    Q_PROPERTY(int doubles READ doubles NOTIFY changed)
    Q_PROPERTY(int splits READ splits NOTIFY changed)
    Q_PROPERTY(int surrenders READ surrenders NOTIFY changed)
    Q_PROPERTY(int naturals READ naturals NOTIFY changed)
    Q_PROPERTY(double biggestWin READ biggestWin NOTIFY changed)
    Q_PROPERTY(QString biggestWinText READ biggestWinText NOTIFY changed)
    Q_PROPERTY(double biggestLoss READ biggestLoss NOTIFY changed)
    Q_PROPERTY(QString biggestLossText READ biggestLossText NOTIFY changed)
    Q_PROPERTY(QList<double> bankrollHistory READ bankrollHistory NOTIFY changed)
    Q_PROPERTY(int decisions READ decisions NOTIFY changed)
    Q_PROPERTY(int mistakes READ mistakes NOTIFY changed)
    Q_PROPERTY(double accuracy READ accuracy NOTIFY changed)
    Q_PROPERTY(double evLost READ evLost NOTIFY changed)
    Q_PROPERTY(double expectedNet READ expectedNet NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // New bankrolls taken after running out of money, and what they added in all.
    Q_PROPERTY(int newBankrolls READ newBankrolls NOTIFY changed)
    Q_PROPERTY(QString bankrollAddedText READ bankrollAddedText NOTIFY changed)

public:
    struct HandRecord {
        f27::HandResult result = f27::HandResult::Push;
        f27::Money net; // the hand's settlement, bonuses included
        friend bool operator==(const HandRecord&, const HandRecord&) = default;
    };
    struct BonusRecord {
        std::string id;
        f27::Money amount;
        friend bool operator==(const BonusRecord&, const BonusRecord&) = default;
    };
    // One finished round of the human seat: one row of the CSV export.
    struct RoundRecord {
        int number = 0; // 1, 2, ... since the last reset
        std::string rulesId;
        f27::Money wager;
        std::vector<HandRecord> hands;
        std::vector<BonusRecord> bonuses;
        bool insured = false;
        bool insuranceWon = false;
        f27::Money insuranceNet;
        f27::Money net;
        f27::Money bankroll; // after the round
    };
    struct BonusTally {
        std::string id;
        QString name; // the rule set's name for it (the id when it has none)
        int count = 0;
        f27::Money total;
    };

    explicit SessionStats(QObject* parent = nullptr);

    // Folds one finished round of `seat` into the statistics. `events` is the round's whole
    // log (it must contain the seat's RoundEnd); `bankrollAfter` is the seat's bankroll once
    // the round is settled. Returns false, recording nothing, when the seat has no RoundEnd.
    bool recordRound(const f27::RuleSet& rules, const std::vector<f27::Event>& events, int seat,
                     f27::Money bankrollAfter);
    bool recordRound(const f27::Round& round, int seat, f27::Money bankrollAfter);

    // One analysed decision (from the hints feature): the EV per unit wager of the chosen
    // action and of the best one, and the wager they apply to. A choice more than 1e-9 below
    // the best is a mistake; evLost adds (best - chosen) × wager. expectedNet adds chosen ×
    // wager for the first analysed decision of a round (its value already counts the rest of
    // the round played best), and for each later one (`continuesRound`) subtracts its cost:
    // the round's expected result as played, given its initial deal.
    Q_INVOKABLE void recordDecision(double chosenEv, double bestEv, double wager = 1.0,
                                    bool continuesRound = false);
    // The player ran out of money and took a new bankroll: `added` more money in play. The
    // session's net does not count it (it is not won); the bankroll chart shows the step.
    void recordNewBankroll(f27::Money added);
    // Starts a new session (the bankroll chart restarts from the next round's bankroll).
    Q_INVOKABLE void reset();
    // Writes the rounds as CSV (see csv()) to a local path or a file:// URL, atomically: an
    // existing file is replaced only when the whole new file has been written. On failure
    // returns false and sets `error`; on success clears it.
    Q_INVOKABLE bool exportCsv(const QString& pathOrFileUrl);

    int rounds() const { return static_cast<int>(history_.size()); }
    int handsWon() const { return handsWon_; }
    int handsLost() const { return handsLost_; }
    int handsPushed() const { return handsPushed_; }
    int handsSurrendered() const { return handsSurrendered_; }
    double net() const { return net_.toDouble(); }
    QString netText() const;
    QList<BonusSummary> bonuses() const;
    int bonusesPaid() const;
    QString bonusTotalText() const;
    int insuranceTaken() const { return insuranceTaken_; }
    int insuranceWon() const { return insuranceWon_; }
    double insuranceNet() const { return insuranceNet_.toDouble(); }
    QString insuranceNetText() const;
    int doubles() const { return doubles_; }
    int splits() const { return splits_; }
    int surrenders() const { return surrenders_; }
    int naturals() const { return naturals_; }
    double biggestWin() const { return biggestWin_.toDouble(); }
    QString biggestWinText() const;
    double biggestLoss() const { return biggestLoss_.toDouble(); }
    QString biggestLossText() const;
    // The bankroll before the first round of the session, then after each round.
    QList<double> bankrollHistory() const;
    int decisions() const { return decisions_; }
    int mistakes() const { return mistakes_; }
    // Share of analysed decisions that were best (0..1); NaN while none was analysed.
    double accuracy() const;
    double evLost() const { return evLost_; }
    double expectedNet() const { return expectedNet_; }
    QString error() const { return error_; }
    int newBankrolls() const { return newBankrolls_; }
    QString bankrollAddedText() const;
    f27::Money bankrollAddedMoney() const { return bankrollAdded_; }

    // Exact figures (tests, export).
    f27::Money netMoney() const { return net_; }
    f27::Money insuranceNetMoney() const { return insuranceNet_; }
    f27::Money biggestWinMoney() const { return biggestWin_; }
    f27::Money biggestLossMoney() const { return biggestLoss_; }
    f27::Money startingBankroll() const { return start_; }
    const std::vector<BonusTally>& bonusTallies() const { return bonusTallies_; }
    const std::vector<RoundRecord>& history() const { return history_; }

    // The export: a header row, then one row per round — round, rules, wager, hands (each
    // hand's result and net, "; " between hands), bonuses (id and amount), insurance (result
    // and net; empty when not taken), net, bankroll. Amounts are exact decimals ("7.5"), or a
    // fraction ("1/3") when no finite decimal is exact. Fields are quoted as RFC 4180 says;
    // lines end in CRLF. The column names and values are data, not translated.
    QString csv() const;

signals:
    void changed();

private:
    void setError(const QString& e);
    // The seat's decision and a hand's result, counted (recordRound).
    void countDecision(f27::Action a, RoundRecord& r);
    void countResult(f27::HandResult result);

    std::vector<RoundRecord> history_;
    std::vector<BonusTally> bonusTallies_;
    f27::Money start_;
    f27::Money net_;
    f27::Money insuranceNet_;
    f27::Money biggestWin_;
    f27::Money biggestLoss_;
    int handsWon_ = 0, handsLost_ = 0, handsPushed_ = 0, handsSurrendered_ = 0;
    int insuranceTaken_ = 0, insuranceWon_ = 0;
    int doubles_ = 0, splits_ = 0, surrenders_ = 0, naturals_ = 0;
    int decisions_ = 0, mistakes_ = 0;
    int newBankrolls_ = 0;
    f27::Money bankrollAdded_;
    double evLost_ = 0, expectedNet_ = 0;
    QString error_;
};
