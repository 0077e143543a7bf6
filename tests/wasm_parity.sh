#!/usr/bin/env bash
# Replays the same records with the native CLI and the wasm CLI (node) and
# compares the state hashes: a game must be the same state on both.
set -euo pipefail
cd "$(dirname "$0")/.."
native=build/native/engine/empires
wasm=build/wasm/engine/empires.js
[ -x "$native" ] && [ -f "$wasm" ] || { echo "parity: builds missing"; exit 1; }
fails=0
checks=0
# Every game of games.cmake, listed on the menu or not yet (toy, engines without a board).
games=$(sed -n '/^set(EMPIRES_GAMES/,/^)/p' games.cmake | grep -vE '^set|^\)|^ *#' | tr -s ' \n' ' ')
[ -n "${games// /}" ] || { echo "parity: no games in games.cmake"; exit 1; }
for game in $games; do
  for players in 2 3 4 5; do
    for seed in 1 2 3; do
      out=$("$native" play --game "$game" --players "$players" --seed "$seed" 2>/dev/null) || continue
      link=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["link"])' "$out")
      hn=$("$native" replay "$link" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["hash"], d["scores"])')
      hw=$(node "$wasm" replay "$link" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["hash"], d["scores"])')
      checks=$((checks + 1))
      if [ "$hn" != "$hw" ]; then
        echo "parity FAIL $game p=$players seed=$seed: native $hn, wasm $hw"
        fails=$((fails + 1))
      fi
    done
  done
done
echo "parity: $checks records replayed natively and in wasm, $fails mismatches"
for game in $games; do
  n=$("$native" bench --game "$game" --seconds 2)
  w=$(node "$wasm" bench --game "$game" --seconds 2)
  echo "bench $game native: $n"
  echo "bench $game wasm:   $w"
done
[ "$checks" -gt 0 ] && [ "$fails" -eq 0 ]
