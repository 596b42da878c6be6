#!/usr/bin/env bash
# Regenerates docs/screenshots/: every preset at every phase of a seeded round, the panels
# (the history and progress pages over a generated history),
# Seven Twenty-Seven and the dealer school.
# Usage: bash tools/make_screenshots.sh [path/to/finnish27]   (default: build/app/finnish27)
set -euo pipefail
cd "$(dirname "$0")/.."
app=${1:-build/app/finnish27}
out=docs/screenshots
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
for rules in poker-like 21-24-27 blackjack; do
  for phase in deal decision settled; do
    "$app" --screenshot "$out/$rules-$phase.png" --rules "$rules" --phase "$phase" --size 1280x800
  done
done
# Out of money (the new-bankroll offer), and the smallest window in Finnish.
"$app" --screenshot "$out/table-broke.png" --phase broke --size 1280x800
"$app" --screenshot "$out/table-smallest-fi.png" --phase decision --language fi --size 900x600
# history and progress: over a generated history (a round recalled at a decision, with its what-if).
for panel in stats fairness settings rules history progress; do
  "$app" --screenshot "$out/panel-$panel.png" --rules poker-like --phase settled --panel "$panel" --size 1280x800
done
# Help: how to play (Finnish), and a rule opened from a link.
"$app" --screenshot "$out/panel-help-fi.png" --rules poker-like --phase decision --panel help --language fi --size 1280x800
"$app" --screenshot "$out/panel-rule.png" --rules poker-like --phase settled --panel rule:PL-9 --size 1280x800
# The strategy school: the chart with a cell valued (Poker-like, and Blackjack's classic grid), a
# drill after a wrong answer, your chart after a seeded drill.
"$app" --screenshot "$out/strategy-chart.png" --rules poker-like --panel chart --size 1280x800
"$app" --screenshot "$out/strategy-chart-blackjack.png" --rules blackjack --panel chart --size 1280x800
"$app" --screenshot "$out/strategy-drill.png" --rules poker-like --panel drill --size 1280x800
"$app" --screenshot "$out/strategy-yours.png" --rules blackjack --panel yours --size 1280x800
for phase in deal betting showdown; do # Seven Twenty-Seven (hints on)
  "$app" --screenshot "$out/seven27-$phase.png" --game seven27 --phase "$phase" --hints --size 1280x800
done
"$app" --screenshot "$out/seven27-settings.png" --game seven27 --panel settings --size 1280x800
# The dealer school: a forced play missed while running the table; an error caught while watching.
"$app" --screenshot "$out/dealer-school-procedure.png" --game school --mode procedure --size 1280x800
"$app" --screenshot "$out/dealer-school-spot.png" --game school --mode spot --size 1280x800
# Its drills (a payout answered wrong) and the trainee's progress after a drill and an exam.
"$app" --screenshot "$out/dealer-school-drills.png" --game school --mode drills --size 1280x800
"$app" --screenshot "$out/dealer-school-progress.png" --game school --mode progress --size 1280x800
ls -1 "$out"
