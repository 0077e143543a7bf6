#!/usr/bin/env bash
# Conformance over random games: `empires conform` for every game of games.cmake
# (toy also with its extended variant) and every player count it accepts,
# CONFORM_GAMES games each (default 100000; game i uses seed S × 7919 + i), with
# every check of the conformance suite, the hidden-information (leak) checks of
# resample_hidden included. The first CONFORM_SAMPLE games (default 200) of each
# run are played again by the wasm CLI (node build/wasm/engine/empires.js):
# their final state hashes must equal the native ones. CONFORM_ONLY=<game>
# limits the run to one game (the scheduled workflow runs one job per game).
# Prints one line per run and a total; exits 1 when a check fails or a hash differs.
set -uo pipefail
cd "$(dirname "$0")/.."
GAMES=${CONFORM_GAMES:-100000}
SAMPLE=${CONFORM_SAMPLE:-200}
SEED=${CONFORM_SEED:-1}
ONLY=${CONFORM_ONLY:-}
native=build/native/engine/empires
wasm=build/wasm/engine/empires.js
[ -x "$native" ] || { echo "conform: $native missing (make native)"; exit 1; }
if [ "$SAMPLE" -gt 0 ] && [ ! -f "$wasm" ]; then echo "conform: $wasm missing (make wasm, or CONFORM_SAMPLE=0)"; exit 1; fi
games=$(sed -n '/^set(EMPIRES_GAMES/,/^)/p' games.cmake | grep -vE '^set|^\)|^ *#' | tr -s ' \n' ' ')
[ -n "$ONLY" ] && games=$ONLY
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
runs=0 failed=0 total_games=0 total_actions=0 compared=0
# The summary's fields, tab-separated: actions seconds resample_changes failures first_failure.
fields() { python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print("\t".join(str(d[k]) for k in ("actions","seconds","resample_changes","failures","first_failure")))' "$1"; }
for game in $games; do
  variants=0
  [ "$game" = toy ] && variants="0 1"
  for v in $variants; do
    for players in 1 2 3 4 5 6 7 8; do
      # Player counts the game does not take are refused as usage errors (exit 2).
      "$native" conform --game "$game" --players "$players" --games 1 --variant "$v" >/dev/null 2>&1
      [ $? -eq 2 ] && continue
      out=$("$native" conform --game "$game" --players "$players" --games "$GAMES" --seed "$SEED" --variant "$v" --hashes "$tmp/native")
      rc=$?
      runs=$((runs + 1))
      if [ -z "$out" ]; then
        echo "conform FAIL $game p=$players v=$v: no summary (exit $rc)"
        failed=$((failed + 1))
        continue
      fi
      IFS=$'\t' read -r n_actions seconds changes n_failures first_failure < <(fields "$out")
      total_games=$((total_games + GAMES))
      total_actions=$((total_actions + n_actions))
      line="conform $game p=$players v=$v: $GAMES games, $n_actions actions in $seconds s, $changes resamples changed hidden data, $n_failures failures"
      if [ "$rc" -ne 0 ]; then
        echo "$line — FAIL: $first_failure"
        failed=$((failed + 1))
        continue
      fi
      if [ "$SAMPLE" -gt 0 ]; then
        k=$((SAMPLE < GAMES ? SAMPLE : GAMES))
        node "$wasm" conform --game "$game" --players "$players" --games "$k" --seed "$SEED" --variant "$v" --hashes - >"$tmp/wasm" 2>"$tmp/wasm.err"
        wrc=$?
        if [ "$wrc" -ne 0 ] || [ "$(head -n "$k" "$tmp/wasm")" != "$(head -n "$k" "$tmp/native")" ]; then
          echo "$line — FAIL: the wasm CLI (exit $wrc) gives other final states in the first $k games"
          diff <(head -n "$k" "$tmp/native") <(head -n "$k" "$tmp/wasm") | head -n 4
          failed=$((failed + 1))
          continue
        fi
        compared=$((compared + k))
        line="$line, wasm hashes equal in the first $k"
      fi
      echo "$line"
    done
  done
done
echo "conform: $runs runs, $total_games games, $total_actions actions, $compared games compared with wasm, $failed failed"
[ "$runs" -gt 0 ] && [ "$failed" -eq 0 ]
