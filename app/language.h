// The user-interface language, switchable at run time: installs the project's translation
// (":/i18n/finnish27_<code>.qm", built from translations/*.ts) and Qt's own, then asks the
// QML engine to re-evaluate every qsTr(). English is the source language.
#pragma once

#include <QObject>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <memory>

class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString code READ code WRITE setCode NOTIFY codeChanged)
    Q_PROPERTY(QStringList available READ available CONSTANT)
public:
    using QObject::QObject;
    QString code() const { return code_; }
    void setCode(const QString& code);
    QStringList available() const { return {"en", "fi"}; }
    // Installs the translators for `code` on the application and makes the language's locale
    // the default (QLocale(), Qt.locale(): decimal signs, dates); false when it has none.
    static bool install(const QString& code);

signals:
    void codeChanged();

private:
    static bool installTranslators(const QString& code);
    QString code_ = "en";
};
