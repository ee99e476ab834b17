#!/usr/bin/env bash
# npm start: install what is missing, build, and run mock core + BFF (serving the SPA) on one port.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"

PORT="${PORT:-8080}"
MOCK_PORT="${MOCK_PORT:-8090}"

ensure_node_modules
if [ -n "${REDIS_SENTINELS:-}" ]; then
  # Sentinel mode (issue 24): the BFF asks the Sentinels for the primary and refuses a REDIS_URL beside them.
  log "Redis through the Sentinels $REDIS_SENTINELS (primary ${REDIS_SENTINEL_NAME:-?})"
else
  export REDIS_URL
  if ! redis_answers; then
    if [ "${NODE_ENV:-}" = "production" ]; then
      log "Redis does not answer at $REDIS_URL and NODE_ENV=production: refusing to start"
      exit 1
    fi
    log "WARNING: no Redis at $REDIS_URL: the BFF will keep sessions in memory (see its warning below)"
  fi
fi
# The signature evidence's database: the machine's PostgreSQL (or the private cluster ensure.sh makes when none
# answers) unless DATABASE_URL names one (the BFF migrates it).
if [ -z "${DATABASE_URL:-}" ] && ensure_postgres; then
  export DATABASE_URL="${POSTGRES_ADMIN_URL/postgres@/$PG_RUNTIME_ROLE@}/agent_portal"
  export DATABASE_OWNER_URL="${DATABASE_OWNER_URL:-$POSTGRES_ADMIN_URL/agent_portal}"
elif [ -z "${DATABASE_URL:-}" ]; then
  if [ "${NODE_ENV:-}" = "production" ]; then
    log "no PostgreSQL at $POSTGRES_ADMIN_URL and NODE_ENV=production: refusing to start"
    exit 1
  fi
  log "WARNING: no PostgreSQL at $POSTGRES_ADMIN_URL: the BFF will keep signature evidence in memory (see its warning below)"
fi
build_all

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

# The QA console's links open the portal (the mock cannot learn its address: the BFF calls from its own port).
MOCK_PORT="$MOCK_PORT" PORTAL_URL="${PORTAL_URL:-http://127.0.0.1:$PORT}" node "$ROOT/mocks/dist/server.js" &
pids+=($!)
wait_for "http://127.0.0.1:$MOCK_PORT/public/getVer" 30
# Outside production the portal reads the mock's data version and follows its clock, so QA's changes through
# /__mock (parameters, POST /__mock/clock) show at once (issue 44).
if [ "${NODE_ENV:-}" = "production" ]; then data_version=off core_clock=off
else data_version="${CORE_DATA_VERSION:-on}" core_clock="${CORE_CLOCK:-on}"; fi
PORT="$PORT" HOST="${HOST:-127.0.0.1}" CORE_URL="${CORE_URL:-http://127.0.0.1:$MOCK_PORT}" WEB_DIST="$ROOT/web/dist" \
  CORE_DATA_VERSION="$data_version" CORE_CLOCK="$core_clock" node "$ROOT/bff/dist/index.js" &
pids+=($!)
wait_for "http://127.0.0.1:$PORT/healthz" 30

cat <<TXT

  Agent Portal is running:  http://127.0.0.1:$PORT/
  API reference:            http://127.0.0.1:$PORT/api/docs/
  Mock core system:         http://127.0.0.1:$MOCK_PORT/
  QA console:               http://127.0.0.1:$MOCK_PORT/__mock/console/  (users, cases, faults, clock, parameters, journal)
  Mock control API (QA):    http://127.0.0.1:$MOCK_PORT/__mock/docs/  (scenarios, users, faults, clock, journal…)

  Demo agents (password Demo2468):
    AG00001  no OTP, one branch/role: straight to 工作首頁
    AG00002  OTP (e-mail or mobile; code at http://127.0.0.1:$MOCK_PORT/__mock/last-otp?userCode=AG00002), two roles
    AG00003  OTP, no mobile on file        AG00004  no proposal permission (pirYn/mecYn N)
    AG00005  no remote-proposal training (remoteEduYn N), no OTP
    AG00516  login refused (516)           AG00517  password reset required (517)
    AG00518  password reset suggested (518) AG00519 password expired (519)
  The current captcha text: http://127.0.0.1:$MOCK_PORT/__mock/last-captcha

  Ctrl-C stops everything.
TXT
wait -n "${pids[@]}"
