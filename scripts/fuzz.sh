#!/usr/bin/env bash
# Builds the libFuzzer harness with clang (ASan+UBSan) and runs it on the kept
# corpus. FUZZ_RUNS sets the number of executions (default 1,000,000).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${FUZZ_RUNS:-1000000}
out=build/fuzz
mkdir -p "$out"
srcs=(engine/core/game.cpp engine/core/record.cpp engine/games/registry.cpp engine/games/toy/toy.cpp)
defs=()
if [ -f engine/games/rise/rise.cmake ]; then
  defs+=(-DEMPIRES_HAVE_RISE)
  while read -r f; do srcs+=("engine/$f"); done < <(grep -oE 'games/rise/[A-Za-z0-9_]+\.cpp' engine/games/rise/rise.cmake)
fi
mkdir -p "$out/inc" && ln -sfn /usr/include/cereal "$out/inc/cereal"
if [ ! -x "$out/fuzz_link" ] || [ -n "$(find engine tests/fuzz -newer "$out/fuzz_link" -name '*.[ch]*' | head -n1)" ]; then
  echo "[fuzz] building"
  clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION \
    -Iengine -isystem "$out/inc" "${defs[@]}" "${srcs[@]}" tests/fuzz/fuzz_link.cpp -o "$out/fuzz_link"
fi
work=$out/corpus && mkdir -p "$work" && cp -n tests/fuzz/corpus/* "$work/" 2>/dev/null || true
"$out/fuzz_link" -runs="$RUNS" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "$work" tests/fuzz/corpus 2>&1 | tail -n 12
echo "[fuzz] $RUNS executions without a crash"
