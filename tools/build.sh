#!/usr/bin/env bash
# Configures and builds finnish27 into ./build (Release with debug info).
set -euo pipefail
cd "$(dirname "$0")/.."
# The "default" preset of CMakePresets.json: Ninja, RelWithDebInfo, into ./build.
cmake --preset default "$@" >/dev/null
cmake --build --preset default --parallel "$(nproc)"
