# Debian package: `cmake --build build --target package` (or `cpack --config build/CPackConfig.cmake`).
include(GNUInstallDirs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/rules/ DESTINATION ${CMAKE_INSTALL_DATADIR}/finnish27/rules
        FILES_MATCHING PATTERN "*.json")
install(FILES ${PROJECT_SOURCE_DIR}/docs/provably-fair.md ${PROJECT_SOURCE_DIR}/docs/rule-files.md
              ${PROJECT_SOURCE_DIR}/tools/verify_shuffle.py
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "finnish27")
set(CPACK_PACKAGE_VENDOR "finnish27")
set(CPACK_PACKAGE_CONTACT "finnish27 developers <dev@finnish27.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Finnish 27 family of casino card games, Blackjack and Seven Twenty-Seven, with exact analysis")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
