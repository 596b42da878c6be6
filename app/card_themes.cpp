#include "card_themes.h"

#include "card_theme_provider.h"

#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>

namespace {

const char* const kFamilies[] = {"default", "contrast", "classic"};

// The shipped families' names, translated.
QString familyName(const QString& family) {
    if (family == QLatin1String("contrast")) return CardThemes::tr("High contrast");
    if (family == QLatin1String("classic")) return CardThemes::tr("Classic");
    return CardThemes::tr("Standard");
}

bool isFamily(const QString& id) {
    return std::any_of(std::begin(kFamilies), std::end(kFamilies),
                       [&](const char* f) { return id == QLatin1String(f); });
}

QString localPath(const QString& pathOrFileUrl) {
    const QUrl url(pathOrFileUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrFileUrl;
}

// An installed theme's id, from its file name: lower case letters, digits and "-", at most 40.
QString idFromFileName(const QString& path) {
    QString base = QFileInfo(path).completeBaseName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base = base.left(40);
    while (base.startsWith('-'))
        base.remove(0, 1);
    while (base.endsWith('-'))
        base.chop(1);
    return base.isEmpty() ? QStringLiteral("theme") : base;
}

} // namespace

CardThemes::CardThemes(QObject* parent) : QObject(parent) {
    scanInstalled();
}

CardThemes::~CardThemes() = default;

CardThemes* CardThemes::instance() {
    static CardThemes* the = new CardThemes(nullptr); // lives as long as the process
    return the;
}

CardThemes* CardThemes::create(QQmlEngine* engine, QJSEngine*) {
    CardThemes* t = instance();
    QQmlEngine::setObjectOwnership(t, QQmlEngine::CppOwnership);
    if (engine && !engine->imageProvider(QStringLiteral("cards")))
        engine->addImageProvider(QStringLiteral("cards"), new CardImageProvider(t));
    return t;
}

QString CardThemes::installFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/cardthemes");
}

QStringList CardThemes::shippedVariants() {
    QStringList out;
    for (const char* family : kFamilies)
        for (const char* indices : {"finnish", "standard"})
            for (const char* colours : {"", "-4c"})
                out << QStringLiteral("%1-%2%3").arg(QLatin1String(family), QLatin1String(indices),
                                                     QLatin1String(colours));
    return out;
}

void CardThemes::setCurrent(const QString& id) {
    if (id == current_) return;
    current_ = id;
    emit currentChanged();
}

void CardThemes::scanInstalled() {
    installed_.clear();
    const QDir folder(installFolder());
    const QFileInfoList files =
        folder.entryInfoList({QStringLiteral("*.zip")}, QDir::Files, QDir::Name);
    for (const QFileInfo& f : files.mid(0, 100)) {
        auto theme = f27::readCardThemeFile(f.absoluteFilePath());
        if (auto* data = std::get_if<f27::CardThemeData>(&theme))
            installed_.append({f.completeBaseName(), data->info});
    }
}

QVariantList CardThemes::themes() const {
    QVariantList out;
    for (const char* family : kFamilies)
        out << QVariantMap{{"id", QLatin1String(family)},
                           {"name", familyName(QLatin1String(family))},
                           {"author", QStringLiteral("finnish27")},
                           {"licence", tr("Part of finnish27, under its licence")},
                           {"finnish", true},
                           {"fourColour", true},
                           {"shipped", true}};
    for (const Installed& t : installed_)
        out << QVariantMap{{"id", t.id},
                           {"name", t.info.name},
                           {"author", t.info.author},
                           {"licence", t.info.licence},
                           {"finnish", t.info.finnishIndices},
                           {"fourColour", t.info.fourColour},
                           {"shipped", false}};
    return out;
}

QString CardThemes::variantFor(const QString& id, bool finnish, bool fourColour) const {
    const QString suffix = (finnish ? QStringLiteral("-finnish") : QStringLiteral("-standard")) +
                           (fourColour ? QStringLiteral("-4c") : QString());
    if (isFamily(id)) return id + suffix;
    for (const Installed& t : installed_)
        if (t.id == id) return id;
    return QStringLiteral("default") + suffix;
}

std::shared_ptr<const f27::CardThemeArt> CardThemes::art(const QString& variant) {
    std::lock_guard lock(mutex_);
    if (auto it = art_.find(variant); it != art_.end()) return *it;
    QString path;
    if (shippedVariants().contains(variant))
        path = QStringLiteral(":/cardthemes/%1.zip").arg(variant);
    else if (QRegularExpression(QStringLiteral("^[a-z0-9-]{1,60}$")).match(variant).hasMatch())
        path = installFolder() + '/' + variant + QStringLiteral(".zip");
    else
        return nullptr;
    auto theme = f27::readCardThemeFile(path);
    auto* data = std::get_if<f27::CardThemeData>(&theme);
    if (!data) {
        qWarning("card theme %s: %s", qPrintable(variant), qPrintable(std::get<QString>(theme)));
        return nullptr;
    }
    // Two variants at a time (the table's and a preview's): each holds its SVG tree.
    if (art_.size() >= 2) art_.clear();
    auto art = std::make_shared<const f27::CardThemeArt>(std::move(*data));
    art_.insert(variant, art);
    return art;
}

QVariantMap CardThemes::importTheme(const QString& pathOrFileUrl) {
    const QString path = localPath(pathOrFileUrl);
    QByteArray bytes; // the file as checked: that is what is kept, whatever happens to it next
    auto theme = f27::readCardThemeFile(path, {}, &bytes);
    if (auto* error = std::get_if<QString>(&theme))
        return {{"ok", false}, {"message", tr("The theme was not installed: %1").arg(*error)}};
    const auto& data = std::get<f27::CardThemeData>(theme);
    QString id = idFromFileName(path);
    if (isFamily(id) || shippedVariants().contains(id)) id += QStringLiteral("-installed");
    if (!QDir().mkpath(installFolder()))
        return {
            {"ok", false},
            {"message", tr("The theme was not installed: cannot create %1").arg(installFolder())}};
    QSaveFile target(installFolder() + '/' + id + QStringLiteral(".zip"));
    if (!target.open(QIODevice::WriteOnly) || target.write(bytes) != bytes.size() ||
        !target.commit())
        return {
            {"ok", false},
            {"message", tr("The theme was not installed: cannot write %1").arg(target.fileName())}};
    {
        std::lock_guard lock(mutex_);
        art_.remove(id);
    }
    scanInstalled();
    ++revision_;
    emit themesChanged();
    return {{"ok", true},
            {"id", id},
            {"message", tr("Installed the card theme “%1”.").arg(data.info.name)}};
}

bool CardThemes::removeTheme(const QString& id) {
    const auto it = std::find_if(installed_.begin(), installed_.end(),
                                 [&](const Installed& t) { return t.id == id; });
    if (it == installed_.end()) return false;
    if (!QFile::remove(installFolder() + '/' + id + QStringLiteral(".zip"))) return false;
    {
        std::lock_guard lock(mutex_);
        art_.remove(id);
    }
    scanInstalled();
    ++revision_;
    emit themesChanged();
    return true;
}
