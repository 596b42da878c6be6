// The table's money settings in the real Main.qml: the computer seats' wager and the starting
// bankroll default to TableDefaults, and what the settings file holds reaches the table unless
// it is no amount the table can keep (moneyFromSetting: not a number, infinite, too large).
#include "table_controller.h"
#include "table_defaults.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

class AppTableSettings : public QObject {
    Q_OBJECT
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QObject* window_ = nullptr;
    TableController* table_ = nullptr;

    void load() {
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = engine_->rootObjects().first();
        table_ = window_->findChild<TableController*>("table");
        QVERIFY(table_);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);           // never the user's settings
        QCoreApplication::setOrganizationName("finnish27"); // as app/main.cpp: QML Settings
        QCoreApplication::setApplicationName("finnish27");
    }
    void init() { QSettings().clear(); }
    void cleanup() {
        engine_.reset();
        QSettings().clear();
    }

    void theDefaultsAreTableDefaults() {
        load();
        QObject* settings = window_->findChild<QObject*>("settings");
        QVERIFY(settings);
        QCOMPARE(settings->property("botWager").toDouble(), double(TableDefaults::kBotWager));
        QCOMPARE(settings->property("startingBankroll").toDouble(),
                 double(TableDefaults::kStartingBankroll));
        QCOMPARE(table_->botWager(), double(TableDefaults::kBotWager));
        QCOMPARE(table_->bankroll(), double(TableDefaults::kStartingBankroll));
    }
    void storedSettingsReachTheTable() {
        {
            QSettings s;
            s.setValue("table/botWager", 25);
            s.setValue("table/startingBankroll", 400);
        }
        load();
        QCOMPARE(table_->botWager(), 25.0);
        QCOMPARE(table_->startingBankroll(), 400.0);
        QCOMPARE(table_->bankroll(), 400.0);
    }
    void unusableStoredAmountsKeepTheDefaults_data() {
        QTest::addColumn<QVariant>("stored");
        QTest::newRow("not a number") << QVariant("nan");
        QTest::newRow("infinite") << QVariant("inf");
        QTest::newRow("beyond 64-bit cents") << QVariant(1e300);
        QTest::newRow("beyond the largest setting") << QVariant(1e9 + 1);
        QTest::newRow("negative") << QVariant(-5);
    }
    void unusableStoredAmountsKeepTheDefaults() {
        QFETCH(QVariant, stored);
        {
            QSettings s;
            s.setValue("table/botWager", stored);
            s.setValue("table/startingBankroll", stored);
        }
        load();
        QCOMPARE(table_->botWager(), double(TableDefaults::kBotWager));
        QCOMPARE(table_->startingBankroll(), double(TableDefaults::kStartingBankroll));
        QCOMPARE(table_->bankroll(), double(TableDefaults::kStartingBankroll));
    }
};

QTEST_MAIN(AppTableSettings)
#include "tst_app_table_settings.moc"
