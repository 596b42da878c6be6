// Qt Quick Test runner for the QML components (tests/qml/tst_*.qml), with the Finnish27
// module (and its card art) linked in.
#include "card_face.h"
#include "seat_list_model.h"

#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

// Cards for the tests as the controllers give them (typed `cardFace` values): QML cannot make a
// value type of its own from a JavaScript object.
class TestCards : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // A card as a view shows it: code "" is a hidden card.
    Q_INVOKABLE CardFace face(const QString& code, bool faceUp = true, bool hole = false,
                              int variant = 1) const {
        CardFace f;
        f.code = code;
        f.faceUp = faceUp;
        f.hole = hole;
        f.variant = variant;
        return f;
    }
    // Settled hands as the seat model gives them: each {cards: ["8S", …], total, result, net}.
    Q_INVOKABLE QList<SeatHand> hands(const QVariantList& specs) const {
        QList<SeatHand> out;
        for (const QVariant& v : specs) {
            const QVariantMap m = v.toMap();
            SeatHand h;
            for (const QVariant& c : m.value("cards").toList())
                h.cards << face(c.toString());
            h.total = m.value("total").toString();
            h.result = m.value("result").toString();
            h.net = m.value("net").toString();
            out << h;
        }
        return out;
    }
};

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        // As app/main.cpp: the pages' QML Settings need a settings file name.
        QCoreApplication::setOrganizationName("finnish27");
        QCoreApplication::setApplicationName("finnish27");
    }
    // The module's QML files and qmldir are compiled in under qrc:/Finnish27.
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath("qrc:/");
        engine->rootContext()->setContextProperty("testCards", new TestCards(engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(finnish27_qml, Setup)
#include "tst_app_qml.moc"
