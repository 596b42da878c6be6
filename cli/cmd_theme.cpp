// `theme check FILE.zip`: reads a card theme (docs/card-themes.md) as the application does and
// says whether it would be installed: its name and what it holds, or why it is refused.
#include "card_theme.h"
#include "cli_io.h"
#include "commands.h"

namespace f27::cli {

int runTheme(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Card themes: 'theme check FILE.zip' checks a theme zip as the application's "
           "Install does, and prints what it holds or why it is refused."));
    p.addPositionalArgument("check", tr("Check a theme zip."));
    p.addPositionalArgument("file", tr("The theme zip."));
    if (!parseOrExplain(p, "theme", args)) return p.isSet("help") ? 0 : 2;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 2 || pos[0] != QLatin1String("check")) {
        err(tr("theme: use 'theme check FILE.zip'."));
        return 2;
    }
    auto theme = readCardThemeFile(pos[1]);
    if (auto* error = std::get_if<QString>(&theme)) {
        err(tr("theme: refused: %1").arg(*error));
        return 1;
    }
    const CardThemeInfo& info = std::get<CardThemeData>(theme).info;
    out(tr("theme: %1 is a valid card theme.").arg(pos[1]));
    out(tr("  Name: %1").arg(info.name));
    out(tr("  Author: %1").arg(info.author));
    out(tr("  Licence: %1").arg(info.licence));
    out(tr("  Indices: %1")
            .arg(info.finnishIndices ? tr("Finnish (1, 11, 12, 13)")
                                     : tr("standard (A, J, Q, K)")));
    out(tr("  Colours: %1").arg(info.fourColour ? tr("four") : tr("two")));
    out(tr("  Jokers: %1")
            .arg(info.hasJoker ? tr("its own")
                               : tr("none (the Standard theme's Jokers are drawn)")));
    return 0;
}

} // namespace f27::cli
