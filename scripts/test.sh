#!/usr/bin/env bash
# npm test: install what is missing, then lint, type checks, unit, integration (real Redis, real HTTP) and e2e.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"

RESULTS="$ROOT/.tmp/results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export REDIS_URL CI="${CI:-}"
redis_host_port
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://$REDIS_HOST:$REDIS_PORT/15}"

step() { log "── $*"; }

ensure_node_modules
ensure_chromium
ensure_strace || { log "strace could not be installed: the test that the bench and the soak leave the machine alone needs it"; exit 1; }
ensure_promtool || { log "promtool could not be fetched (Debian's prometheus package): the alert rules need it"; exit 1; }
ensure_redis || { log "no Redis at $REDIS_URL and none could be started: the integration tests need one"; exit 1; }
ensure_postgres || { log "no PostgreSQL at $POSTGRES_ADMIN_URL and none could be started: the evidence tests need one"; exit 1; }
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$POSTGRES_ADMIN_URL/agent_portal_test}"

step "lint (eslint + prettier)"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
node scripts/check-deps.mjs

step "Prometheus alert rules (promtool check rules; every metric they name is the BFF's)"
"$PROMTOOL" check rules docs/prometheus/*.rules.yml
node scripts/check-rules-metrics.mjs

step "generated OpenAPI types are current"
npm run --silent codegen:check -w @agent-portal/contracts

step "type checks"
npm run --silent build -w @agent-portal/contracts
for ws in contracts mocks bff web e2e; do npx tsc -p "$ws/tsconfig.json" --noEmit; done
npx tsc -p mocks/console/tsconfig.json --noEmit # the mock's QA console (issue 44 item 7)

step "unit and integration tests (jest: contracts, mocks, bff; vitest: web), and the build beside them"
# The fault suite (bff/src/__tests__/faults) runs the BFF as processes from its dist: build it from this source first.
npm run --silent build -w @agent-portal/bff
# The bench's floor (scripts/bench/floor.mjs) must answer as this build does: same status, body, headers, request
# line, core call and session slide (issue 25 item 1). Its own Redis key prefix; about 15 s. With it, the bench's
# paired ratios (scripts/bench/report.mjs).
node --test --test-reporter=dot scripts/bench/floor.test.mjs scripts/bench/report.test.mjs scripts/bench/idle-poll.test.mjs scripts/bench/alternate.test.mjs \
  scripts/assumptions-table.test.mjs scripts/e2e-failures.test.mjs
# Business dates are Taiwan's whatever the process's zone (docs/architecture.md, Testing): the unit and integration
# suites run in TZ=UTC (most containers' zone); the contracts suite and the BFF's unit suites on dates run again in
# Asia/Taipei, and the contracts suite once more in America/Los_Angeles (a fixture written in local time passes in
# UTC and Taipei yet is a day off west of Greenwich). e2e keeps the machine's zone.
jest_suite() { (cd "$1" && TZ=UTC npx jest --ci --runInBand --json --outputFile="$RESULTS/jest-$1.json" 2>&1); }
BFF_DATE_SUITES='src/__tests__/(business-time|proposal-actions\.service)\.test\.ts'
second_zone() {
  (cd contracts && TZ=Asia/Taipei npx jest --ci --runInBand --json --outputFile="$RESULTS/jest-contracts-taipei.json" 2>&1)
  (cd contracts && TZ=America/Los_Angeles npx jest --ci --runInBand --json \
    --outputFile="$RESULTS/jest-contracts-los-angeles.json" 2>&1)
  (cd bff && TZ=Asia/Taipei npx jest --ci --runInBand --json --outputFile="$RESULTS/jest-bff-taipei.json" \
    --testPathPatterns "$BFF_DATE_SUITES" 2>&1)
}
# The BFF's suite runs in band (its stacks share one Redis database) and keeps one core busy for minutes; the other
# core runs the rest meanwhile: the other suites, then the build of the mock and the SPA (never the BFF's dist, which
# the fault suite is running). Its output follows the BFF's.
SIDE_LOG="$RESULTS/side-lane.log"
(
  set -e
  jest_suite contracts
  second_zone
  jest_suite mocks
  (cd web && TZ=UTC npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-web.json")
  log "building mocks and web"
  npm run --silent build -w @agent-portal/mocks
  npm run --silent build -w @agent-portal/web
) >"$SIDE_LOG" 2>&1 &
side=$!
bff_status=0 side_status=0
jest_suite bff || bff_status=$?
wait "$side" || side_status=$?
step "contracts, mocks and web (run beside the BFF's suite)"
cat "$SIDE_LOG"
if ((bff_status || side_status)); then
  node scripts/summarize.mjs "$RESULTS" || true
  exit 1
fi

# After the builds above (the bench and the soak build what is stale): a short traced run of each (about 45 s).
step "npm run bench and npm run soak leave the machine alone (short runs under strace: nothing written under /etc, /sys)"
node --test --test-reporter=dot scripts/machine-alone.test.mjs

step "route JavaScript budgets (web/bundle-budget.json: what each route loads first, gzip; pdf.js and signature_pad only where used)"
node --test scripts/check-bundle.test.mjs
node scripts/check-bundle.mjs

step "the release artifact (npm run release): unpacked in a temporary folder, started in production, a login, SIGTERM drained"
bash scripts/release.sh --no-build
node --test --test-reporter=dot scripts/release.test.mjs

step "e2e (Playwright in Debian's chromium against mock core + BFF + SPA)"
bash scripts/e2e.sh "$RESULTS/playwright.json"

node scripts/summarize.mjs "$RESULTS"
