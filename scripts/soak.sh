#!/usr/bin/env bash
# npm run soak [-- failover|restart|capacity]: scripted agents against the BFFs, a private Redis (or, for failover,
# a primary, a replica and three Sentinels), loopback ports only (docs/soak.md). Not part of npm test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing redis-server (the soak runs a private one)"
  apt_install redis-server
fi
if [ "${1:-}" = failover ]; then
  # Sentinel mode is in redis-server itself (what Debian's redis-sentinel runs); the package only when it is not.
  probe="$(mktemp -d)"
  printf 'port %s\nbind 127.0.0.1\nsentinel monitor probe 127.0.0.1 1 1\n' "$(( ${SOAK_PORT_BASE:-18700} + 9 ))" >"$probe/s.conf"
  timeout 1 redis-server "$probe/s.conf" --sentinel >/dev/null 2>&1 && status=0 || status=$?
  rm -rf "$probe"
  if [ "$status" != 124 ]; then
    log "redis-server --sentinel is unavailable: installing redis-sentinel"
    apt_install redis-sentinel
  fi
fi
cpus="$(nproc --all)"
pin_postgres=0
if [ "${1:-}" = capacity ] && [ "$cpus" -gt 1 ] && [ "${BENCH_PIN:-1}" != 0 ]; then
  pin_postgres=1
  # The capacity run measures one BFF alone on the last CPU (scripts/soak/capacity.mjs): everything else on the
  # others, PostgreSQL included. The machine's may run anywhere (a backend woken by the BFF's query tends to run on
  # the BFF's CPU), so the run keeps its evidence in a cluster of its own, started from this shell on the other CPUs
  # (its own folder, .tmp/soak-postgres; stopped when the run ends). Nothing of the machine's is changed.
  taskset -a -p -c "0-$((cpus - 2))" $$ >/dev/null
  PG_PRIVATE="$ROOT/.tmp/soak-postgres"
  POSTGRES_ADMIN_URL="postgres://postgres@127.0.0.1:$(cat "$PG_PRIVATE/port" 2>/dev/null || echo 1)"
  stop_soak_postgres() {
    local bin
    bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
    [ -n "$bin" ] && as_pg_owner "$bin/pg_ctl" -D "$PG_PRIVATE/data" stop -m fast >/dev/null 2>&1 || true
  }
  trap stop_soak_postgres EXIT
fi
ensure_postgres || { log "no PostgreSQL at $POSTGRES_ADMIN_URL: the soak's BFFs keep their evidence there"; exit 1; }
# The cluster started, this shell's own CPUs back (the run places its processes itself: scripts/bench/processes.mjs).
[ "$pin_postgres" = 0 ] || taskset -a -p -c "0-$((cpus - 1))" $$ >/dev/null
build_stale_dists
POSTGRES_ADMIN_URL="$POSTGRES_ADMIN_URL" node scripts/soak.mjs "$@"
