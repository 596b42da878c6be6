#!/usr/bin/env bash
# Installs the Debian 12 packages finnish27 builds, runs and tests with (only those missing).
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config python3 clang-format
  clang libclang-rt-14-dev
  qt6-base-dev qt6-declarative-dev qt6-multimedia-dev qt6-tools-dev qt6-l10n-tools
  qt6-translations-l10n qt6-svg-dev libqt6svg6 libquazip1-qt6-dev libgl-dev xvfb xauth
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml-workerscript
  qml6-module-qtmultimedia qml6-module-qttest
  qml6-module-qtquick-shapes qml6-module-qt-labs-settings
  qt6-charts-dev qml6-module-qtcharts libqt6sql6-sqlite
  dpkg-dev desktop-file-utils appstream lintian
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
