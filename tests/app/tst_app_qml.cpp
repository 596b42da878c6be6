// Qt Quick Test runner for the QML components (tests/qml/tst_*.qml), with the Finnish27
// module (and its card art) linked in.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    // The module's QML files and qmldir are compiled in under qrc:/Finnish27.
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath("qrc:/"); }
};

QUICK_TEST_MAIN_WITH_SETUP(finnish27_qml, Setup)
#include "tst_app_qml.moc"
