// Keyboard-only play: the real Main.qml, a full round with keys alone — chips (1-5,
// Backspace), deal (Enter), the actions' shortcuts (H, S, D, P, U, I, N).
#include "table_controller.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

class AppKeyboard : public QObject {
    Q_OBJECT
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
    TableController* table_ = nullptr;

    void key(Qt::Key k) {
        QTest::keyClick(window_, k);
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);           // never the user's settings
        QCoreApplication::setOrganizationName("finnish27"); // as app/main.cpp: QML Settings
        QCoreApplication::setApplicationName("finnish27");  // needs a settings file name
        engine_ = new QQmlApplicationEngine;
        engine_->load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
        QVERIFY(window_);
        table_ = window_->findChild<TableController*>("table");
        QVERIFY(table_);
        table_->setAnimationMs(0);
        window_->show();
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }
    void cleanupTestCase() { delete engine_; }

    void chipsAndDealByKeys() {
        key(Qt::Key_Backspace);
        QCOMPARE(table_->wager(), 0.0);
        key(Qt::Key_3); // the 10 chip
        key(Qt::Key_2); // the 5 chip
        QCOMPARE(table_->wager(), 15.0);
        key(Qt::Key_Return);
        QVERIFY(table_->phase() != TableController::Betting);
    }
    void playRoundsToTheEndByKeys() {
        for (int round = 0; round < 10; ++round) {
            if (table_->phase() == TableController::Settled) key(Qt::Key_Return);
            for (int guard = 0; guard < 40 && table_->phase() != TableController::Settled;
                 ++guard) {
                const QStringList legal = table_->legalActions();
                QVERIFY2(!legal.isEmpty(), "the table waits but offers nothing");
                const int before = table_->shownEvents();
                key(legal.contains("decline-insurance") ? Qt::Key_N
                    : legal.contains("stand")           ? Qt::Key_S
                                                        : Qt::Key_H);
                QVERIFY2(table_->shownEvents() > before, "the key did nothing");
            }
            QCOMPARE(table_->phase(), TableController::Settled);
        }
    }
    void hitByKey() {
        for (int tries = 0; tries < 20; ++tries) {
            key(Qt::Key_Return);
            if (table_->legalActions().contains("hit")) {
                const int cards = static_cast<int>(table_->round()->cardsDealt().size());
                key(Qt::Key_H);
                QVERIFY(static_cast<int>(table_->round()->cardsDealt().size()) > cards);
                while (table_->phase() != TableController::Settled)
                    key(table_->legalActions().contains("stand") ? Qt::Key_S : Qt::Key_N);
                return;
            }
            while (table_->phase() != TableController::Settled)
                key(table_->legalActions().contains("stand") ? Qt::Key_S : Qt::Key_N);
        }
        QFAIL("no round offered a hit in 20 rounds");
    }
};

QTEST_MAIN(AppKeyboard)
#include "tst_app_keyboard.moc"
