#!/usr/bin/env bash
# The README's start command: installs what is missing, builds, and starts finnish27.
# Starts the felt table (build/app/finnish27); where the application was not built
# (-DF27_BUILD_APP=OFF), the text table of finnish27-cli instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh
if [ -x build/app/finnish27 ]; then
  exec build/app/finnish27 "$@"
fi
exec build/cli/finnish27-cli play "$@"
