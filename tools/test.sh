#!/usr/bin/env bash
# The README's test command (and CI's): installs what is missing, builds, runs every test,
# then the sanitizer stage (tools/test-sanitizers.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --preset default --parallel "$(nproc)"
bash tools/test-sanitizers.sh
