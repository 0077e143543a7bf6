#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tests/fuzz/fuzz_link.cpp, fuzz_entry.cpp) with clang, ASan and
# UBSan over the whole engine, and runs it on the kept corpus.
# FUZZ_RUNS sets the number of executions (default 1,000,000); FUZZ_SECONDS instead
# runs for that long (the scheduled workflow: 1800).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${FUZZ_RUNS:-1000000}
out=build/fuzz
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
CC=clang CXX=clang++ cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEMPIRES_FUZZ=ON \
  -DEMPIRES_BUILD_APP=OFF -DEMPIRES_BUILD_TESTS=OFF "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$out" -j"${JOBS:-2}" --target fuzz_link fuzz_entry >/dev/null
limit=(-runs="$RUNS")
[ -n "${FUZZ_SECONDS:-}" ] && limit=(-runs=-1 -max_total_time="$FUZZ_SECONDS")
# Links and save files (fuzz_link, corpus/), then the save entry's text
# (fuzz_entry, corpus_entry/): the same runs or seconds each.
for t in link:corpus entry:corpus_entry; do
  name=fuzz_${t%%:*} kept=tests/fuzz/${t#*:} work=$out/${t#*:}
  mkdir -p "$work"
  echo "[fuzz] $name"
  "$out/$name" "${limit[@]}" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "$work" "$kept" 2>&1 | tail -n 12
done
if [ -n "${FUZZ_SECONDS:-}" ]; then echo "[fuzz] $FUZZ_SECONDS seconds without a crash"; else echo "[fuzz] $RUNS executions without a crash"; fi
