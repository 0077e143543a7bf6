#!/usr/bin/env bash
# The whole test suite, as `make test` runs it: native unit + conformance tests,
# the same under ASan+UBSan, native/wasm replay parity, a short fuzz run and the
# browser tests against the built site. Ends with one "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-2}
passed=0
failed=0
failures=()

# Each stage's heading says when it began (minutes:seconds into the run): CI's
# whole run is to stay under 45 minutes, and the log shows where time went.
stage() { printf '\n=== %s === [%d:%02d]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
ok() { passed=$((passed + ${2:-1})); }
bad() { failed=$((failed + ${2:-1})); failures+=("$1"); }

# ctest summary "NN% tests passed, F tests failed out of T" -> counts.
count_ctest() {
  local log=$1 name=$2 line t f
  line=$(grep -E 'tests failed out of [0-9]+' "$log" | tail -n1)
  if [ -z "$line" ]; then bad "$name (no ctest summary)"; return; fi
  f=$(sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/' <<<"$line")
  t=$(sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\2/' <<<"$line")
  passed=$((passed + t - f))
  [ "$f" -eq 0 ] || { failed=$((failed + f)); failures+=("$name: $f failing"); }
}

stage "format (clang-format)"
if clang-format --dry-run -Werror $(git ls-files '*.cpp' '*.h' 2>/dev/null || find engine web tests -name '*.cpp' -o -name '*.h') >build-format.log 2>&1; then
  ok format
else
  head -n 20 build-format.log
  bad "clang-format (run: make format)"
fi
rm -f build-format.log

stage "native build"
if make --no-print-directory native; then
  stage "native tests"
  ctest --test-dir build/native -j"$JOBS" --output-on-failure 2>&1 | tee build/native-ctest.log | grep -vE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' || true
  count_ctest build/native-ctest.log native
else
  bad "native build"
fi

stage "ASan+UBSan build"
if make --no-print-directory asan; then
  stage "ASan+UBSan tests"
  ctest --test-dir build/asan -j"$JOBS" --output-on-failure -LE slow 2>&1 | tee build/asan-ctest.log | grep -vE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' || true
  count_ctest build/asan-ctest.log asan
else
  bad "asan build"
fi

stage "wasm build"
if make --no-print-directory wasm; then
  stage "native/wasm parity"
  if bash tests/wasm_parity.sh; then ok parity; else bad "wasm parity"; fi
  stage "conformance slice (scripts/conform.sh; the nightly workflow runs 100,000 games each)"
  if CONFORM_GAMES=${CONFORM_GAMES:-40} CONFORM_SAMPLE=${CONFORM_SAMPLE:-10} bash scripts/conform.sh; then ok conform; else bad "conformance slice"; fi
  if [ -f tests/browser/run.sh ]; then
    stage "browser tests"
    if bash tests/browser/run.sh; then ok browser; else bad "browser tests"; fi
  fi
else
  bad "wasm build"
fi

if [ -f scripts/fuzz.sh ]; then
  stage "fuzz (short)"
  if FUZZ_RUNS=${FUZZ_RUNS:-20000} bash scripts/fuzz.sh; then ok fuzz; else bad "fuzz"; fi
fi

echo
printf 'time: %d:%02d\n' $((SECONDS / 60)) $((SECONDS % 60))
for f in "${failures[@]+"${failures[@]}"}"; do echo "FAILED: $f"; done
echo "total: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
