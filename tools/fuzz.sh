#!/usr/bin/env bash
# Builds the fuzz targets (the preset "fuzz": clang, libFuzzer, ASan, UBSan) and runs each one:
# first on every input of tests/fuzz/regressions/<target>/ (each must pass), then for the given
# number of seconds from its seeds, tests/fuzz/corpus/<target>/.
#
#   bash tools/fuzz.sh [SECONDS] [TARGET...]   # default 600 s each; targets: rule_file chart
#                                              # round_log session_archive values round
#                                              # history_rows
#
# The seeds are only read: what the run adds goes to a temporary corpus, or to
# $F27_FUZZ_CORPUS/<target>/ when that is set (kept for the next run). Exits 1 when a target
# crashed, and names each crashing input and the command that reproduces it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-600}
[ $# -gt 0 ] && shift
all=(rule_file chart round_log session_archive values round history_rows)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
for t in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz.sh: no target \"$t\" (${all[*]})" >&2; exit 2; }
done

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake --preset fuzz "${launcher[@]}" >/dev/null
cmake --build --preset fuzz --parallel 2 --target "${targets[@]/#/fuzz_}"

bin=$root/build-fuzz/tests/fuzz
artifacts=$root/build-fuzz/fuzz-artifacts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TMPDIR=$work # the targets' scratch files
# Leaks are not checked: Qt's caches outlive the runs.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
failed=()
for t in "${targets[@]}"; do
  exe=$bin/fuzz_$t
  mkdir -p "$artifacts/$t"
  regressions=("$root/tests/fuzz/regressions/$t"/*)
  if [ -e "${regressions[0]}" ]; then
    echo "== fuzz_$t: ${#regressions[@]} regression input(s)"
    for input in "${regressions[@]}"; do
      if ! "$exe" -timeout=60 "$input" >"$work/$t.log" 2>&1; then
        tail -n 40 "$work/$t.log"
        echo "fuzz_$t fails on ${input#"$root"/}; reproduce: $exe $input"
        failed+=("$t")
        continue 2
      fi
    done
  fi
  corpus=$work/corpus-$t
  [ -n "${F27_FUZZ_CORPUS:-}" ] && corpus=$F27_FUZZ_CORPUS/$t
  mkdir -p "$corpus"
  echo "== fuzz_$t: ${seconds} s"
  dict=()
  case $t in rule_file | chart | round_log | session_archive) dict=(-dict="$root/tests/fuzz/json.dict") ;; esac
  # New inputs go to the first directory only: the committed seeds stay as they are.
  if "$exe" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 "${dict[@]}" \
    -artifact_prefix="$artifacts/$t/" "$corpus" "$root/tests/fuzz/corpus/$t" \
    >"$work/$t.log" 2>&1; then
    grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$work/$t.log" || true
  else
    tail -n 60 "$work/$t.log"
    crash=$(grep -o "Test unit written to .*" "$work/$t.log" | tail -n 1 | sed 's/Test unit written to //')
    echo "fuzz_$t crashed; input: ${crash:-(none written)}"
    [ -n "$crash" ] && echo "reproduce: $exe $crash  (keep it: tests/fuzz/regressions/$t/)"
    failed+=("$t")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: failed: ${failed[*]}" >&2
  exit 1
fi
echo "fuzz.sh: no crash in ${targets[*]}"
