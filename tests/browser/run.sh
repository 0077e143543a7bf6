#!/usr/bin/env bash
# Runs every browser test (tests/browser/*.test.mjs) against dist/ in Debian's
# headless Chromium through playwright-core (installed by scripts/install-deps.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."
CACHE=${EMPIRES_CACHE:-$HOME/.cache/empires}
export NODE_PATH="$CACHE/node/node_modules"
[ -f dist/index.html ] || { echo "browser: dist/ is not built"; exit 1; }
status=0
for t in tests/browser/*.test.mjs; do
  echo "--- $t"
  t0=$SECONDS
  timeout 900 node "$t" || { echo "FAILED (or timed out): $t"; status=1; }
  echo "    ($t: $((SECONDS - t0)) s)"
done
exit $status
