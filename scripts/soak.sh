#!/usr/bin/env bash
# npm run soak: scripted agents against two BFFs sharing a private Redis (docs/soak.md). Not part of npm test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing redis-server (the soak runs a private one)"
  apt_install redis-server
fi
ensure_postgres || { log "no PostgreSQL at $POSTGRES_ADMIN_URL: the soak's BFFs keep their evidence there"; exit 1; }
build_stale_dists
POSTGRES_ADMIN_URL="$POSTGRES_ADMIN_URL" node scripts/soak.mjs
