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
ensure_postgres || { log "no PostgreSQL at $POSTGRES_ADMIN_URL: the soak's BFFs keep their evidence there"; exit 1; }
build_stale_dists
POSTGRES_ADMIN_URL="$POSTGRES_ADMIN_URL" node scripts/soak.mjs "$@"
