#!/usr/bin/env bash
# The README's start command: installs what is missing, builds, and starts finnish27.
# Until the felt table ships, this is the text table of finnish27-cli (Poker-like by default;
# pass e.g. `--rules blackjack`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh
if [ -x build/app/finnish27 ]; then
  exec build/app/finnish27 "$@"
fi
exec build/cli/finnish27-cli play "$@"
