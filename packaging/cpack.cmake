# The Debian package: `cmake --build build --target package` (or `cpack --config
# build/CPackConfig.cmake`). The desktop files it holds are made in packaging/CMakeLists.txt.
include(GNUInstallDirs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/rules/ DESTINATION ${CMAKE_INSTALL_DATADIR}/finnish27/rules
        FILES_MATCHING PATTERN "*.json")
file(GLOB F27_DOCS ${PROJECT_SOURCE_DIR}/docs/*.md)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${F27_DOCS} ${PROJECT_SOURCE_DIR}/tools/verify_shuffle.py
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "finnish27")
set(CPACK_PACKAGE_VENDOR "finnish27")
set(CPACK_PACKAGE_CONTACT "${F27_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${F27_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${F27_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "casino card games with exact strategy and a dealer school")
set(CPACK_PACKAGE_DESCRIPTION
    "Poker-like Finnish 27, 21-24-27 and custom rule sets of their family,
Blackjack with a provably fair shoe and Seven Twenty-Seven against computer
opponents, at a felt table with Finnish-style card indices. Every option is
valued exactly, and the house edge of any rule set is computed.
A strategy school derives the basic-strategy chart of a rule set and drills
the decisions a player gets wrong; a dealer school checks each step of
running the table against the procedure; a rule editor shows what a change
does to the house edge. finnish27-cli offers the same from the command line.
English and Finnish.")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What the libraries do not name: the QML modules the QML imports, the SQLite driver (a plugin)
# and the SVG image plugin. tst_package checks this list against the QML's imports.
set(F27_RUNTIME_DEPENDS
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-window
    qml6-module-qtquick-shapes qml6-module-qtqml-workerscript
    qml6-module-qt-labs-settings qml6-module-qtmultimedia
    qml6-module-qtcharts libqt6sql6-sqlite libqt6svg6)
string(REPLACE ";" ", " CPACK_DEBIAN_PACKAGE_DEPENDS "${F27_RUNTIME_DEPENDS}")
# The desktop's own file dialogs (GNOME's through GTK, or the portal's); Qt's Finnish.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "qt6-gtk-platformtheme | qt6-xdgdesktopportal-platformtheme, qt6-wayland, qt6-translations-l10n")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
include(CPack)
