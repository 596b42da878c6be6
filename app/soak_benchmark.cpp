#include "soak_benchmark.h"

#include "rule_editor.h"
#include "table_controller.h"

#include "core/bounded_read.h"
#include "round/policy.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

double residentMiB() {
    auto status = f27::readFileBounded("/proc/self/status", 64 * 1024, "a process status");
    if (!status) return -1;
    for (const QByteArray& line : status->split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

void playDealerMimicRound(TableController* table) {
    f27::DealerMimicPolicy policy;
    if (!table->deal()) return;
    while (table->round() && !table->round()->isOver()) {
        table->hints()->waitForIdle();
        if (!table->act(QString::fromLatin1(f27::actionName(policy.choose(*table->round())))))
            break;
    }
    table->hints()->waitForIdle();
}

namespace {

// One round per turn of the event loop, as the table is played: what a round leaves for later
// (removed delegates' deferred deletion, queued signals) is done between rounds.
void playRounds(TableController* table, int round, int rounds) {
    if (table->outOfMoney()) table->takeNewBankroll();
    playDealerMimicRound(table);
    if (round % 100 == 0) {
        std::printf("rss_mib_after_rounds %d %.1f\n", round, residentMiB());
        std::fflush(stdout);
    }
    if (round == rounds) {
        QTimer::singleShot(1000, [] { // a last turn of the loop for the last round's leftovers
            std::printf("rss_mib_end %.1f\n", residentMiB());
            QGuiApplication::exit(0);
        });
        return;
    }
    QTimer::singleShot(0, table, [table, round, rounds] { playRounds(table, round + 1, rounds); });
}

} // namespace

void startSoakBenchmark(QQuickWindow* window, TableController* table, int rounds) {
    QTimer::singleShot(500, window, [window, table, rounds] {
        std::printf("rss_mib_start %.1f\n", residentMiB());
        table->setAnimationMs(0);
        table->hints()->setEnabled(true);
        table->setWager(1);
        // The rule editor page, opened as Rules… opens it, on changed rules: its optimal edge
        // and a derived chart. It stays open over the table while the rounds are played.
        QVariant opened;
        QMetaObject::invokeMethod(window, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                  Q_ARG(QVariant, QStringLiteral("rules")));
        auto* editor = window->findChild<RuleEditor*>();
        if (!opened.toBool() || !editor) {
            std::fprintf(stderr, "finnish27: the rule editor did not open\n");
            QGuiApplication::exit(1);
            return;
        }
        editor->setValue("shoe.decks", 4);
        editor->houseEdge()->waitForResult();
        QCoreApplication::processEvents(); // the page shows the edge
        std::printf("rss_mib_after_editor %.1f\n", residentMiB());
        playRounds(table, 1, rounds);
    });
}
