#!/usr/bin/env bash
# Runs every browser test (tests/browser/*.test.mjs) against dist/ in Debian's
# headless Chromium through playwright-core (installed by scripts/install-deps.sh).
# BROWSER_LANES (default 2) tests run at once, each lane a list balanced by
# the tests' seconds in durations.txt (a test not listed counts 60 s); a
# test's output is printed whole when it ends. worker.test, which measures
# the page's thinking beside busy workers, runs alone after the others.
set -uo pipefail
cd "$(dirname "$0")/../.."
CACHE=${EMPIRES_CACHE:-$HOME/.cache/empires}
export NODE_PATH="$CACHE/node/node_modules"
LANES=${BROWSER_LANES:-2}
[ -f dist/index.html ] || { echo "browser: dist/ is not built"; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

seconds() { local s; s=$(awk -v t="$(basename "$1")" '$1 == t { print $2 }' tests/browser/durations.txt 2>/dev/null); echo "${s:-60}"; }

one() {  # one test, its output kept until it ends
  local t=$1 name t0 rc
  name=$(basename "$t")
  t0=$SECONDS
  timeout 900 node "$t" >"$out/$name.log" 2>&1
  rc=$?
  { echo "--- $t"; cat "$out/$name.log"; [ $rc -eq 0 ] || echo "FAILED (or timed out): $t"; echo "    ($t: $((SECONDS - t0)) s)"; } >"$out/$name.done"
  cat "$out/$name.done"
  return $rc
}

solo=tests/browser/worker.test.mjs
tests=()
for t in tests/browser/*.test.mjs; do [ "$t" = "$solo" ] || tests+=("$t"); done
# Longest first, each to the lane with the least so far.
mapfile -t tests < <(for t in "${tests[@]}"; do echo "$(seconds "$t") $t"; done | sort -rn | awk '{ print $2 }')
declare -a load lane
for ((l = 0; l < LANES; l++)); do load[l]=0; lane[l]=""; done
for t in "${tests[@]}"; do
  best=0
  for ((l = 1; l < LANES; l++)); do [ "${load[l]}" -lt "${load[best]}" ] && best=$l; done
  load[best]=$((load[best] + $(seconds "$t")))
  lane[best]="${lane[best]} $t"
done
pids=()
for ((l = 0; l < LANES; l++)); do
  ( status=0; for t in ${lane[l]}; do one "$t" || status=1; done; exit $status ) &
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
[ -f "$solo" ] && { one "$solo" || status=1; }
exit $status
