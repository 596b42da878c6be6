#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, builds, runs every test,
# then the sanitizer stage (tools/test-sanitizers.sh) and the fuzz stage (tools/fuzz.sh: every
# fuzz target replays its regression inputs, then fuzzes for 30 s).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --preset default --parallel "$(nproc)"
bash tools/test-sanitizers.sh
bash tools/fuzz.sh 30
