// Progress over time for the progress panel (HistoryStore::progress): under one rule set (or
// all) and per day or week, the rounds, the net result, the decisions' accuracy and the EV lost
// per 100 decisions, the costliest recurring mistakes, and the dealer school's accuracy and
// median time per category.
#pragma once

#include "history.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class HistoryProgress : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(History* history READ history WRITE setHistory NOTIFY historyChanged)
    // "" every rule set; a rule set's hash.
    Q_PROPERTY(QString rulesHash READ rulesHash WRITE setRulesHash NOTIFY filterChanged)
    Q_PROPERTY(bool weeks READ weeks WRITE setWeeks NOTIFY filterChanged)
    Q_PROPERTY(QVariantList ruleSets READ ruleSets NOTIFY changed)
    // Lifetime: {rounds, net, netText, wageredText, decisions, accuracyText, evLostText,
    // evLostPer100Text}.
    Q_PROPERTY(QVariantMap lifetime READ lifetime NOTIFY changed)
    // Oldest first: {label, time (ms since the epoch, the period's start), rounds, net, netText,
    // accuracy (0..100, or -1 without analysed decisions), evLostPer100}.
    Q_PROPERTY(QVariantList periods READ periods NOTIFY changed)
    // Costliest first: {cell, chosen, best, count, costText}.
    Q_PROPERTY(QVariantList mistakes READ mistakes NOTIFY changed)
    // {group, label, attempts, accuracyText, medianText}.
    Q_PROPERTY(QVariantList school READ school NOTIFY changed)
    // The plots' ranges: the net per period and the time span.
    Q_PROPERTY(double netLow READ netLow NOTIFY changed)
    Q_PROPERTY(double netHigh READ netHigh NOTIFY changed)
    Q_PROPERTY(int netTicks READ netTicks NOTIFY changed) // lines at round numbers
    Q_PROPERTY(double timeLow READ timeLow NOTIFY changed)
    Q_PROPERTY(double timeHigh READ timeHigh NOTIFY changed)

public:
    explicit HistoryProgress(QObject* parent = nullptr);

    History* history() const { return history_; }
    void setHistory(History* h);
    QString rulesHash() const { return rulesHash_; }
    void setRulesHash(const QString& h);
    bool weeks() const { return weeks_; }
    void setWeeks(bool on);
    QVariantList ruleSets() const { return ruleSets_; }
    QVariantMap lifetime() const { return lifetime_; }
    QVariantList periods() const { return periods_; }
    QVariantList mistakes() const { return mistakes_; }
    QVariantList school() const { return school_; }
    double netLow() const { return netLow_; }
    double netHigh() const { return netHigh_; }
    int netTicks() const { return netTicks_; }
    double timeLow() const { return timeLow_; }
    double timeHigh() const { return timeHigh_; }

    Q_INVOKABLE void reload();

signals:
    void historyChanged();
    void filterChanged();
    void changed();

private:
    void scheduleReload();

    QPointer<History> history_;
    QString rulesHash_;
    bool weeks_ = false;
    bool reloadPending_ = false;
    QVariantList ruleSets_, periods_, mistakes_, school_;
    QVariantMap lifetime_;
    double netLow_ = -1, netHigh_ = 1, timeLow_ = 0, timeHigh_ = 1;
    int netTicks_ = 3;
};
