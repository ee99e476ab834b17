#!/usr/bin/env bash
# Starts one mock core + BFF (serving the built SPA) per Playwright worker on test ports, runs Playwright, stops them.
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

WORKERS="${E2E_WORKERS:-2}"
if ! [[ "$WORKERS" =~ ^[1-9]$|^10$ ]]; then log "E2E_WORKERS must be 1-10 (got $WORKERS)"; exit 2; fi
# One stack (mock core + BFF) per Playwright worker: BFF n on E2E_PORT+n, its mock on E2E_MOCK_PORT+n, its Redis
# keys under the prefix e2e<n>: in the same database (e2e/fixtures/stack.ts picks the worker's stack).
if (( E2E_PORT < E2E_MOCK_PORT && E2E_PORT + WORKERS > E2E_MOCK_PORT )) ||
  (( E2E_MOCK_PORT < E2E_PORT && E2E_MOCK_PORT + WORKERS > E2E_PORT )); then
  log "E2E_PORT ($E2E_PORT) and E2E_MOCK_PORT ($E2E_MOCK_PORT) are too close for $WORKERS stacks"
  exit 2
fi

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

base_urls=() mock_urls=() prefixes=()
# Each stack's evidence in a schema of its own in agent_portal_test (by its port), new for each run (the BFF
# migrates it).
ensure_postgres || { log "no PostgreSQL at $POSTGRES_ADMIN_URL: the e2e stacks need one"; exit 1; }
E2E_DATABASE="${E2E_DATABASE:-agent_portal_test}"
db_url() { # user schema
  local base="${POSTGRES_ADMIN_URL/postgres@/$1@}"
  echo "$base/$E2E_DATABASE?options=-c%20search_path%3D$2"
}
for ((n = 0; n < WORKERS; n++)); do
  mock_port=$((E2E_MOCK_PORT + n)) bff_port=$((E2E_PORT + n))
  schema="e2e_$bff_port"
  psql_admin "DROP SCHEMA IF EXISTS $schema CASCADE; CREATE SCHEMA $schema" "$E2E_DATABASE"
  MOCK_PORT="$mock_port" MOCK_VALIDATE_REQUESTS=1 MOCK_CASE_CODES=fresh PORTAL_URL="http://127.0.0.1:$bff_port" \
    node mocks/dist/server.js >"$LOGS/mock-$n.log" 2>&1 &
  pids+=($!)
  PORT="$bff_port" CORE_URL="http://127.0.0.1:$mock_port" WEB_DIST="$ROOT/web/dist" \
    REDIS_URL="$E2E_REDIS" REDIS_KEY_PREFIX="e2e$n:" LOGIN_ATTEMPTS_PER_WINDOW=1000 OTP_ATTEMPTS_PER_WINDOW=1000 \
    LOGIN_FAILURES_PER_IP=5000 \
    DATABASE_URL="$(db_url "$PG_RUNTIME_ROLE" "$schema")" DATABASE_OWNER_URL="$(db_url postgres "$schema")" \
    ABUSE_LIMIT_FACTOR=1000 SMS_RESEND_SECONDS=0 CORE_DATA_VERSION=on CORE_CLOCK=on \
    node bff/dist/index.js >"$LOGS/bff-$n.log" 2>&1 &
  pids+=($!)
  base_urls+=("http://127.0.0.1:$bff_port") mock_urls+=("http://127.0.0.1:$mock_port") prefixes+=("e2e$n:")
done
for ((n = 0; n < WORKERS; n++)); do
  wait_for "${mock_urls[n]}/public/getVer" 30
  wait_for "${base_urls[n]}/readyz" 30
  # The mock makes its RSA key pair (pure JS) on first use: seconds on a busy machine, which the first login's
  # 10 s expectation must not pay.
  wait_for "${mock_urls[n]}/public/adm/com/getRsaPublicKey" 60
done

# A failing test's cause, in the tail of the output CI keeps (its screenshot and the stacks' logs stay on the
# machine): each failed test's BFF requests, the page as Playwright last saw it and its error (scripts/e2e-failures.mjs).
failure_report() {
  log "what the failed tests saw"
  node scripts/e2e-failures.mjs "$OUT" "$LOGS" || true
}

join() { local IFS=,; echo "$*"; }
status=0
E2E_WORKERS="$WORKERS" E2E_BASE_URLS="$(join "${base_urls[@]}")" E2E_MOCK_URLS="$(join "${mock_urls[@]}")" \
  E2E_REDIS_KEY_PREFIXES="$(join "${prefixes[@]}")" E2E_REDIS_URL="$E2E_REDIS" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT" npx playwright test -c e2e/playwright.config.ts --reporter=list,json "${@:2}" ||
  status=$?
if ((status)); then failure_report; fi
exit "$status"
