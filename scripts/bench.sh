#!/usr/bin/env bash
# npm run bench: the BFF beside nginx and the mock core, same upstream, medians of interleaved rounds (docs/bench.md).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing redis-server (the bench runs a private one to count Redis commands)"
  apt_install redis-server
fi
ensure_nginx || { log "no nginx (the reference proxy) and none could be fetched"; exit 1; }
build_stale_dists
node scripts/bench.mjs
