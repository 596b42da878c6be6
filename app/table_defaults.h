// The banking table's money settings and their defaults, in one place: TableController starts
// with them, and QML reads them (the TableDefaults singleton) as the defaults of the settings it
// persists (Main.qml, category "table": botWager, startingBankroll).
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class TableDefaults : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(double botWager READ botWager CONSTANT)
    Q_PROPERTY(double startingBankroll READ startingBankroll CONSTANT)
    Q_PROPERTY(double minimumBet READ minimumBet CONSTANT)

public:
    // What each computer seat wagers per round.
    static constexpr int kBotWager = 10;
    // The human seat's bankroll when a session starts.
    static constexpr int kStartingBankroll = 1000;
    // The smallest bet the table takes (its smallest chip): a bankroll below it is out of money.
    static constexpr int kMinimumBet = 1;

    using QObject::QObject;
    static double botWager() { return kBotWager; }
    static double startingBankroll() { return kStartingBankroll; }
    static double minimumBet() { return kMinimumBet; }
};
