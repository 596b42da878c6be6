#!/usr/bin/env bash
# Regenerates the shipped basic-strategy charts (assets/charts/<preset>.json) from the exact
# analysis: `finnish27-cli chart --edge` records the chart and its exact house edge, for every
# preset by default (each takes seconds; docs/performance.md).
# Usage: tools/make_charts.sh [build-dir] [preset…]   (default: build, every preset)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shift || true
presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(blackjack poker-like 21-24-27)
mkdir -p assets/charts
for p in "${presets[@]}"; do
  "$build/cli/finnish27-cli" chart --rules "$p" --format json --edge --quiet \
    --output "assets/charts/$p.json"
  echo "assets/charts/$p.json"
done
