#!/usr/bin/env bash
# Starts mock core + BFF (serving the built SPA) on test ports, runs Playwright, stops them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"

OUT="${1:-$ROOT/.tmp/results/playwright.json}"
E2E_PORT="${E2E_PORT:-18080}"
E2E_MOCK_PORT="${E2E_MOCK_PORT:-18090}"
LOGS="$ROOT/.tmp/e2e-logs"
# The BFF of the e2e stack and the tests' cache flush must use the same Redis database.
E2E_REDIS="${TEST_REDIS_URL:-redis://127.0.0.1:6379/15}"
mkdir -p "$LOGS" "$(dirname "$OUT")"

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

MOCK_PORT="$E2E_MOCK_PORT" MOCK_VALIDATE_REQUESTS=1 node mocks/dist/server.js >"$LOGS/mock.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$E2E_MOCK_PORT/public/getVer" 30
PORT="$E2E_PORT" CORE_URL="http://127.0.0.1:$E2E_MOCK_PORT" WEB_DIST="$ROOT/web/dist" \
  REDIS_URL="$E2E_REDIS" LOGIN_ATTEMPTS_PER_WINDOW=1000 OTP_ATTEMPTS_PER_WINDOW=1000 \
  node bff/dist/index.js >"$LOGS/bff.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$E2E_PORT/readyz" 30

E2E_BASE_URL="http://127.0.0.1:$E2E_PORT" E2E_MOCK_URL="http://127.0.0.1:$E2E_MOCK_PORT" E2E_REDIS_URL="$E2E_REDIS" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT" npx playwright test -c e2e/playwright.config.ts --reporter=list,json "${@:2}"
